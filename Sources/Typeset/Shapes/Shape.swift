import Foundation

/// A 2D shape that draws itself in the space it is offered, as SwiftUI's `Shape`: a shape
/// implements `path(in:)`, and as a view it takes its size from `sizeThatFits(_:)` (the
/// proposal, 10 on an unspecified axis, Design §7) and fills its path with the foreground style.
public protocol Shape: Sendable, View {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path

    /// How a shape style treats the shape (`.fill` by default).
    static var role: ShapeRole { get }

    /// Whether the outline is mirrored in a right-to-left layout (`.mirrors` by default, as
    /// SwiftUI on iOS 17 and later; the built-in shapes are `.fixed`).
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }

    /// The shape's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public static var role: ShapeRole { .fill }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// The proposal, with nil dimensions replaced by 10 (Design §7).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A shape that can inset itself, as SwiftUI's `InsettableShape` (`strokeBorder` strokes the
/// shape inset by half the line width).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// How a shape style treats a shape, as SwiftUI's `ShapeRole`.
public enum ShapeRole: Hashable, Sendable {
    /// The shape is filled.
    case fill
    /// The shape is a stroke's outline.
    case stroke
    /// The shape is a separator.
    case separator
}

/// Whether something is mirrored in a layout direction, as SwiftUI's `LayoutDirectionBehavior`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored left to right when laid out in `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrored in a right-to-left layout.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether this behaviour mirrors in a right-to-left layout.
    var mirrorsInRightToLeft: Bool { self == .mirrors(in: .rightToLeft) }
}

/// What the result records of a shape: a built-in outline the renderer knows by kind, or a
/// path shape's name and the modifications that made its outline, with the bad values met.
package struct ShapeDescription: Sendable {
    /// A built-in shape's kind and corners; nil for a shape drawn from its path.
    var builtIn: BuiltInOutline?
    /// The shape's name in the result.
    var name: String
    /// The shape modifiers that made the outline, innermost first.
    var modifications: [ShapeModification] = []
    /// Bad values met (a reversed trim, a non-finite rotation...), for diagnostics.
    var problems: [String] = []

    /// The description of a modified shape: this one's name and problems, the modification added.
    func modified(by modification: ShapeModification, problems more: [String] = []) -> ShapeDescription {
        ShapeDescription(builtIn: nil, name: name, modifications: modifications + [modification], problems: problems + more)
    }
}

/// A shape the renderer knows by kind: its kind and, for a rounded rectangle, its corners.
package struct BuiltInOutline: Sendable {
    var kind: ShapeKind
    var cornerSize: CGSize? = nil
    var cornerStyle: RoundedCornerStyle = .circular
}

/// A shape that says what the result records of it (the built-in shapes, `Path`, the shape
/// modifiers); any other shape is a path shape named by its type.
package protocol DescribedShape {
    var shapeDescription: ShapeDescription { get }
}

/// What the result records of `shape`.
func describe<S: Shape>(_ shape: S) -> ShapeDescription {
    (shape as? any DescribedShape)?.shapeDescription ?? ShapeDescription(builtIn: nil, name: "\(S.self)")
}

/// A shape whose type is erased, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape, DescribedShape {
    private let outline: @Sendable (CGRect) -> Path
    private let size: @Sendable (ProposedViewSize) -> CGSize
    private let behavior: LayoutDirectionBehavior
    package let shapeDescription: ShapeDescription

    /// Erases `shape`'s type; it draws and sizes the same.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        size = { shape.sizeThatFits($0) }
        behavior = shape.layoutDirectionBehavior
        shapeDescription = describe(shape)
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }
}
