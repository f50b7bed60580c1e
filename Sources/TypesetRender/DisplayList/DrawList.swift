// A renderer-neutral display list: what to draw, in drawing order, in points with y down.
// Renderers (cairo here, anything else later) read only this; it knows nothing of layout (it
// names SwiftUI's blend modes by their type).
import Foundation
import Typeset

/// A picture to draw: a canvas size, an optional background and commands in painting order.
public struct DrawList: Sendable, Equatable {
    /// The canvas size in points.
    public var size: CGSize
    /// Painted under everything; nil leaves the canvas transparent (PNG) or blank (SVG, PDF).
    public var background: DrawColor?
    /// The commands, back to front.
    public var commands: [DrawCommand]

    /// A display list of `size` with `commands`.
    public init(size: CGSize, background: DrawColor? = .white, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }

    /// Appends `command`.
    public mutating func append(_ command: DrawCommand) { commands.append(command) }
}

/// One drawing operation.
public enum DrawCommand: Sendable, Equatable {
    /// A filled and/or stroked shape.
    case shape(ShapeDrawing)
    /// Positioned glyphs of one font face.
    case glyphs(GlyphRunDrawing)
    /// A stand-in for an image (Typeset never decodes pixels): a tinted box with a cross.
    case image(ImagePlaceholder)
    /// A stand-in for a view the platform draws (`UIViewRepresentable`): a hatched box named
    /// after the type.
    case platformView(PlatformViewPlaceholder)
    /// A guide overlay item (frames, alignment lines, baselines, labels).
    case guide(GuideItem)
    /// Commands drawn into a group that is composited with `opacity`.
    case group(opacity: Double, commands: [DrawCommand])
    /// Commands drawn clipped to an outline (`clipShape`, `cornerRadius`, `clipped`).
    case clip(ShapeGeometry, commands: [DrawCommand])
    /// Commands drawn through an affine transform (`rotationEffect`, `scaleEffect`).
    case transform(DrawTransform, commands: [DrawCommand])
    /// Commands drawn over their own shadow (`shadow`).
    case shadow(DrawShadow, commands: [DrawCommand])
    /// Commands drawn blurred (`blur(radius:)`).
    case blur(radius: Double, commands: [DrawCommand])
    /// `content` drawn through the alpha of `mask` (`mask`).
    case mask(content: [DrawCommand], mask: [DrawCommand])
    /// Commands drawn into a group composited over what is behind with `mode` (`blendMode`).
    case blend(BlendMode, commands: [DrawCommand])
}

/// An affine transform of the display list: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
public struct DrawTransform: Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double

    /// The transform with these components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// `linear` (a, b, c, d) applied around `point`.
    public static func around(_ point: CGPoint, a: Double, b: Double, c: Double, d: Double) -> DrawTransform {
        let x = Double(point.x), y = Double(point.y)
        return DrawTransform(a: a, b: b, c: c, d: d, tx: x - a * x - c * y, ty: y - b * x - d * y)
    }
}

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1: the text
/// engine's paint colour, one colour type from a text's runs to the renderers.
public typealias DrawColor = TextPaint.Color

extension TextPaint.Color {
    /// A colour from `0xRRGGBB` and an opacity.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = DrawColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = DrawColor(red: 1, green: 1, blue: 1)

    /// This colour with its opacity multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> DrawColor {
        DrawColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
