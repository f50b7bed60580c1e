// Shapes of the display list: rectangles, rounded rectangles, ellipses, capsules and paths.
import Foundation

/// A shape with its paint.
public struct ShapeDrawing: Sendable, Equatable {
    /// The outline.
    public var geometry: ShapeGeometry
    /// The fill, if any.
    public var fill: DrawColor?
    /// The stroke, if any (centred on the outline, as SwiftUI's `stroke`).
    public var stroke: StrokeStyle?
    /// A gradient the shape is filled with instead of `fill`.
    public var gradient: DrawGradient?

    /// A shape filled with `fill` (or `gradient`) and stroked with `stroke`.
    public init(_ geometry: ShapeGeometry, fill: DrawColor? = nil, stroke: StrokeStyle? = nil, gradient: DrawGradient? = nil) {
        self.geometry = geometry
        self.fill = fill
        self.stroke = stroke
        self.gradient = gradient
    }
}

/// How a stroke is drawn.
public struct StrokeStyle: Sendable, Equatable {
    /// The colour.
    public var color: DrawColor
    /// The line width in points.
    public var width: Double
    /// Dash lengths in points (on, off, ...); empty for a solid line.
    public var dash: [Double]

    /// A solid or dashed stroke.
    public init(color: DrawColor, width: Double = 1, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}

/// The corner curve of a rounded rectangle.
public enum CornerStyle: Sendable, Equatable {
    /// Quarter circles (or quarter ellipses).
    case circular
    /// A smoother curve that starts further from the corner (an approximation of SwiftUI's
    /// `.continuous`, made of one cubic Bézier per corner).
    case continuous
}

/// An outline.
public enum ShapeGeometry: Sendable, Equatable {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with rounded corners; radii are clamped to half the sides.
    case roundedRect(CGRect, cornerSize: CGSize, style: CornerStyle)
    /// The ellipse inscribed in a rectangle.
    case ellipse(CGRect)
    /// A rectangle whose shorter sides are half circles.
    case capsule(CGRect)
    /// An arbitrary path (borders, custom outlines).
    case path(DrawPath)

    /// The rectangle the outline lies in.
    public var bounds: CGRect {
        switch self {
        case .rect(let rect), .roundedRect(let rect, _, _), .ellipse(let rect), .capsule(let rect): rect
        case .path(let path): path.bounds
        }
    }
}

/// A path of straight and cubic segments; sub-paths fill with the even-odd rule.
public struct DrawPath: Sendable, Equatable {
    /// One segment or command.
    public enum Element: Sendable, Equatable {
        /// Starts a sub-path.
        case move(CGPoint)
        /// A straight segment.
        case line(CGPoint)
        /// A cubic Bézier segment.
        case curve(CGPoint, CGPoint, CGPoint)
        /// Closes the sub-path.
        case close
    }

    /// The elements in order.
    public var elements: [Element]

    /// A path of `elements`.
    public init(_ elements: [Element] = []) { self.elements = elements }

    /// A frame of `width` drawn inside `rect` (SwiftUI's `border`): two rectangles filled even-odd.
    public static func border(_ rect: CGRect, width: Double) -> DrawPath {
        let inner = rect.insetBy(dx: min(width, rect.width / 2), dy: min(width, rect.height / 2))
        return DrawPath(rectangle(rect) + rectangle(inner))
    }

    /// The four sides of `rect` as a closed sub-path.
    static func rectangle(_ rect: CGRect) -> [Element] {
        [.move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
         .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)), .close]
    }

    /// The smallest rectangle holding every point of the path (control points included).
    public var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let a, let b, let c): points += [a, b, c]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A stand-in for an image: the box it occupies and its name. An image is drawn as a tinted
/// box with a cross and its name; a symbol as a rounded square in its colour with a dot on the
/// text baseline it sits on.
public struct ImagePlaceholder: Sendable, Equatable {
    /// Where the image goes.
    public var rect: CGRect
    /// The image's name (drawn in the box when it fits).
    public var name: String
    /// Whether it is an SF Symbol (`Image(systemName:)`).
    public var isSymbol: Bool
    /// The colour a symbol or template image is drawn in (the foreground in force).
    public var tint: DrawColor?
    /// A symbol's text baseline, from the top of `rect`.
    public var baseline: Double?

    /// A placeholder for the image `name` in `rect`.
    public init(rect: CGRect, name: String, isSymbol: Bool = false, tint: DrawColor? = nil, baseline: Double? = nil) {
        self.rect = rect
        self.name = name
        self.isSymbol = isSymbol
        self.tint = tint
        self.baseline = baseline
    }
}
