import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: built from moves, lines, curves, rectangles,
/// ellipses and arcs; as a view it is a shape that takes the space it is offered and draws at
/// its own coordinates (it is neither scaled into its frame nor clipped to it; research
/// `ios-metrics.md` §6).
///
/// Angles are measured from the positive x axis towards positive y, which is clockwise on
/// screen; `clockwise` in `addArc` follows Core Graphics (in SwiftUI's y-down space,
/// `clockwise: false` sweeps clockwise on screen).
public struct Path: Equatable, Sendable, LosslessStringConvertible, Shape, DescribedShape {
    /// One element of a path.
    public typealias Element = PathElement

    /// The path's elements as the result keeps them.
    public var storage: ShapePath

    /// An empty path.
    public init() { storage = ShapePath() }

    /// The path of `storage`.
    public init(_ storage: ShapePath) { self.storage = storage }

    /// A rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rectangle with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with corners of radius `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with each corner of its own radius.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// An empty path that `callback` builds.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// The path `description` wrote; nil when `string` is not one.
    public init?(_ string: String) {
        guard let parsed = ShapePath(parsing: string) else { return nil }
        storage = parsed
    }

    /// The path as text (`x y m`, `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`).
    public var description: String { storage.description }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle holding the path's segments, control points excluded (`.null`
    /// when empty).
    public var boundingRect: CGRect { storage.boundingRect }

    /// The last point of the path, nil when there is none.
    public var currentPoint: CGPoint? { storage.currentPoint }

    /// Whether `p` is inside the path, by the non-zero rule or, with `eoFill`, the even-odd rule.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { storage.contains(p, eoFill: eoFill) }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) { storage.elements.forEach(body) }

    /// The region a stroke of the path in `style` covers, as a path.
    public func strokedPath(_ style: StrokeStyle) -> Path { Path(storage.stroked(style)) }

    /// The part of the path between the fractions `from` and `to` of its length (empty when
    /// `from` is not below `to`).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(storage.trimmed(from: from, to: to)) }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { Path(storage.applying(transform)) }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    // MARK: Building

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) { storage.move(to: end) }
    /// A straight line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) { storage.addLine(to: end) }
    /// A quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { storage.addQuadCurve(to: end, control: control) }
    /// A cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { storage.closeSubpath() }

    /// Adds `rect` as a closed subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { storage.addRect(rect, transform: transform) }

    /// Adds each of `rects` as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { storage.addRect(rect, transform: transform) }
    }

    /// Adds a rounded rectangle with corners of `cornerSize`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        storage.addRoundedRect(in: rect, cornerSize: cornerSize, style: style, transform: transform)
    }

    /// Adds a rounded rectangle with each corner of its own radius.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        storage.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style, transform: transform)
    }

    /// Adds the ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { storage.addEllipse(in: rect, transform: transform) }

    /// Adds straight lines through `lines`: a move to the first point, then lines.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        storage.move(to: first)
        for point in lines.dropFirst() { storage.addLine(to: point) }
    }

    /// Adds an arc around `center` from `startAngle` sweeping `delta` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        storage.addRelativeArc(center: center, radius: radius, startAngle: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// Adds an arc around `center` from `startAngle` to `endAngle`.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: clockwise, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        storage.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Adds `path`'s elements.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { storage.addPath(path.storage, transform: transform) }

    // MARK: Shape

    /// A path draws itself wherever it is placed: its outline does not depend on the rect.
    public func path(in rect: CGRect) -> Path { self }

    package var shapeDescription: ShapeDescription { ShapeDescription(builtIn: nil, name: "Path") }
}
