// Shapes of the display list: rectangles, rounded rectangles, ellipses, capsules and paths.
import Foundation
import Typeset

/// A shape with its paint.
public struct ShapeDrawing: Sendable, Equatable {
    /// The outline.
    public var geometry: ShapeGeometry
    /// The fill, if any.
    public var fill: DrawColor?
    /// The stroke, if any (centred on the outline, as SwiftUI's `stroke`).
    public var stroke: DrawStroke?
    /// A gradient the shape is filled with instead of `fill`.
    public var gradient: DrawGradient?
    /// A gradient the stroke is drawn with instead of its colour.
    public var strokeGradient: DrawGradient?
    /// Whether the fill follows the even-odd rule (else non-zero winding). Built-in outlines and
    /// border frames fill even-odd; a path shape's fill follows its `FillStyle`.
    public var evenOdd: Bool

    /// A shape filled with `fill` (or `gradient`) and stroked with `stroke`.
    public init(
        _ geometry: ShapeGeometry, fill: DrawColor? = nil, stroke: DrawStroke? = nil, gradient: DrawGradient? = nil,
        strokeGradient: DrawGradient? = nil, evenOdd: Bool = true
    ) {
        self.geometry = geometry
        self.fill = fill
        self.stroke = stroke
        self.gradient = gradient
        self.strokeGradient = strokeGradient
        self.evenOdd = evenOdd
    }
}

/// How a stroke is drawn: its colour, width, dashes, ends and corners (SwiftUI's `StrokeStyle`
/// with a colour).
public struct DrawStroke: Sendable, Equatable {
    /// How open ends are drawn.
    public enum Cap: Sendable, Equatable { case butt, round, square }
    /// How corners are drawn.
    public enum Join: Sendable, Equatable { case miter, round, bevel }

    /// The colour.
    public var color: DrawColor
    /// The line width in points.
    public var width: Double
    /// Dash lengths in points (on, off, ...); empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double
    /// How open ends are drawn.
    public var cap: Cap
    /// How corners are drawn.
    public var join: Join
    /// The largest miter length, in line widths, before a corner is beveled.
    public var miterLimit: Double

    /// A solid or dashed stroke.
    public init(
        color: DrawColor, width: Double = 1, dash: [Double] = [], dashPhase: Double = 0, cap: Cap = .butt, join: Join = .miter,
        miterLimit: Double = 10
    ) {
        self.color = color
        self.width = width
        self.dash = dash
        self.dashPhase = dashPhase
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
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

    /// The display-list path of a result outline, moved by `offset` (quadratic segments become
    /// the cubics that draw them exactly).
    public init(_ path: ShapePath, offset: CGPoint = .zero) {
        var elements: [Element] = []
        elements.reserveCapacity(path.elements.count)
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        var last = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                elements.append(.move(moved(p)))
                (last, start) = (p, p)
            case .line(let p):
                elements.append(.line(moved(p)))
                last = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                elements.append(.curve(moved(c1), moved(c2), moved(p)))
                last = p
            case .curve(let p, let c1, let c2):
                elements.append(.curve(moved(c1), moved(c2), moved(p)))
                last = p
            case .closeSubpath:
                elements.append(.close)
                last = start
            }
        }
        self.elements = elements
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> DrawPath {
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        return DrawPath(elements.map { element in
            switch element {
            case .move(let p): .move(moved(p))
            case .line(let p): .line(moved(p))
            case .curve(let a, let b, let c): .curve(moved(a), moved(b), moved(c))
            case .close: .close
            }
        })
    }

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
