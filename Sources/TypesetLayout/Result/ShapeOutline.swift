import Foundation

/// The outlines a shape draws, in its own coordinates (the top-leading corner of its frame at the
/// origin), as a renderer strokes and fills them.
public struct ShapeOutline: Hashable, Sendable {
    /// The outline fills and centred strokes follow.
    public var path: ShapePath
    /// For each inset stroke layer (`strokeBorder`), in layer order, the outline it strokes: the
    /// shape inset by half that layer's line width.
    public var insetPaths: [ShapePath]

    /// Outlines of `path` and `insetPaths`.
    public init(path: ShapePath, insetPaths: [ShapePath] = []) {
        self.path = path
        self.insetPaths = insetPaths
    }

    /// The outline layer `index` of `paint` follows: an inset stroke's own, any other the path.
    public func path(forLayer index: Int, of paint: ShapePaint) -> ShapePath {
        guard paint.layers.indices.contains(index), paint.layers[index].isInsetStroke else { return path }
        let position = paint.layers[..<index].filter(\.isInsetStroke).count
        return insetPaths.indices.contains(position) ? insetPaths[position] : path
    }
}

/// A change a shape modifier made to a shape's outline, in the order applied (SwiftUI's
/// `trim`, `offset`, `rotation`, `scale`, `transform`, `inset(by:)` and `stroke(style:)` used as
/// a shape). The result's outline already has them applied; they are kept for dumps and export.
public enum ShapeModification: Hashable, Sendable {
    /// `trim(from:to:)`: the part between two fractions of the outline's length.
    case trim(from: CGFloat, to: CGFloat)
    /// `offset(_:)`: moved.
    case offset(CGSize)
    /// `rotation(_:anchor:)`: turned by `degrees` (clockwise on screen) around `anchor`.
    case rotation(degrees: Double, anchor: UnitPoint)
    /// `scale(x:y:anchor:)`: scaled around `anchor`.
    case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    /// `transform(_:)`: mapped by the affine transform (a, b, c, d, tx, ty).
    case transform(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
    /// `inset(by:)`: inset by `amount`.
    case inset(CGFloat)
    /// `stroke(style:)` used as a shape: the region the stroke covers.
    case stroke(StrokeStyle)

    /// The modification as the dump writes it.
    public var description: String {
        func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        switch self {
        case .trim(let from, let to): return "trim: \(f(from))…\(f(to))"
        case .offset(let size): return "offset: \(f(size.width)), \(f(size.height))"
        case .rotation(let degrees, let anchor): return "rotation: \(f(degrees))° at \(f(anchor.x)), \(f(anchor.y))"
        case .scale(let x, let y, let anchor): return "scale: \(f(x))×\(f(y)) at \(f(anchor.x)), \(f(anchor.y))"
        case .transform(let a, let b, let c, let d, let tx, let ty): return "transform: [\([a, b, c, d, tx, ty].map(f).joined(separator: ", "))]"
        case .inset(let amount): return "inset: \(f(amount))"
        case .stroke(let style): return "stroked: \(f(style.lineWidth))"
        }
    }
}

extension ShapeKind {
    /// The outline of a built-in shape in `rect` (Design §7: a circle is the largest one centred in
    /// the rect; a capsule's corners are half its shorter side), inset by `inset` on every side
    /// (a rounded rectangle's corners shrink by the same amount, so the inset outline stays
    /// concentric, as SwiftUI's inset shapes are). Nil for `.path`, whose outline is recorded.
    public func outline(in rect: CGRect, cornerSize: CGSize?, cornerStyle: RoundedCornerStyle, inset: CGFloat = 0) -> ShapePath? {
        let inner = rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2))
        switch self {
        case .color, .rectangle:
            return ShapePath(rect: inner)
        case .roundedRectangle:
            let corner = cornerSize ?? .zero
            return ShapePath(
                roundedRect: inner, cornerSize: CGSize(width: max(corner.width - inset, 0), height: max(corner.height - inset, 0)),
                style: cornerStyle)
        case .capsule:
            let radius = min(inner.width, inner.height) / 2
            return ShapePath(roundedRect: inner, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        case .ellipse:
            return ShapePath(ellipseIn: inner)
        case .circle:
            let side = min(inner.width, inner.height)
            return ShapePath(ellipseIn: CGRect(x: inner.midX - side / 2, y: inner.midY - side / 2, width: side, height: side))
        case .path:
            return nil
        }
    }
}
