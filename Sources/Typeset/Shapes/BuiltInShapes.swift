import Foundation

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, DescribedShape {
    /// A rectangle that fills its proposal (Design §7).
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: BuiltInOutline(kind: .rectangle), name: "Rectangle", amount: amount) }
    package var shapeDescription: ShapeDescription { ShapeDescription(builtIn: BuiltInOutline(kind: .rectangle), name: "Rectangle") }
}

/// A rectangle with rounded corners (continuous by default, as SwiftUI since iOS 17; research
/// `ios-metrics.md` §6).
public struct RoundedRectangle: InsettableShape, DescribedShape {
    /// The size of each rounded corner; it affects drawing only, not layout.
    public var cornerSize: CGSize
    /// The shape of the corners.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// A rounded rectangle with corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: outline, name: "RoundedRectangle", amount: amount) }
    private var outline: BuiltInOutline { BuiltInOutline(kind: .roundedRectangle, cornerSize: cornerSize, cornerStyle: style) }
    package var shapeDescription: ShapeDescription { ShapeDescription(builtIn: outline, name: "RoundedRectangle") }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`
/// (leading corners are on the right in a right-to-left layout: the outline mirrors).
public struct UnevenRoundedRectangle: InsettableShape, DescribedShape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The shape of the corners.
    public var style: RoundedCornerStyle

    /// A rectangle with the corners `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// A rectangle with each corner's radius given.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape {
        _InsetShape(base: BuiltInOutline(kind: .rectangle), name: "UnevenRoundedRectangle", amount: amount, radii: cornerRadii, style: style)
    }
    package var shapeDescription: ShapeDescription { ShapeDescription(builtIn: nil, name: "UnevenRoundedRectangle") }
}

/// A circle centred in its frame, its diameter the frame's smaller side (Design §7).
public struct Circle: InsettableShape, DescribedShape {
    /// A circle: a square of the smaller proposed side (Design §7).
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// A square of the smaller side of the proposal (10 where unspecified).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: BuiltInOutline(kind: .circle), name: "Circle", amount: amount) }
    package var shapeDescription: ShapeDescription { ShapeDescription(builtIn: BuiltInOutline(kind: .circle), name: "Circle") }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, DescribedShape {
    /// An ellipse that fills its proposal (Design §7).
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: BuiltInOutline(kind: .ellipse), name: "Ellipse", amount: amount) }
    package var shapeDescription: ShapeDescription { ShapeDescription(builtIn: BuiltInOutline(kind: .ellipse), name: "Ellipse") }
}

/// A rectangle whose shorter sides are half circles (a rounded rectangle of radius half its
/// shorter side; SwiftUI, `Capsule`).
public struct Capsule: InsettableShape, DescribedShape {
    /// The shape of the corners (they are half circles whatever the style: a continuous corner
    /// that does not fit is drawn circular).
    public var style: RoundedCornerStyle
    /// A capsule that fills its proposal (Design §7).
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: BuiltInOutline(kind: .capsule), name: "Capsule", amount: amount) }
    package var shapeDescription: ShapeDescription { ShapeDescription(builtIn: BuiltInOutline(kind: .capsule), name: "Capsule") }
}

/// The shape of the enclosing container, inset, as SwiftUI's `ContainerRelativeShape`: with no
/// container shape defined (widgets define one; an app's views do not), a rectangle (Apple,
/// `ContainerRelativeShape`: "if no container shape was defined, is replaced with a rectangle").
public struct ContainerRelativeShape: InsettableShape, DescribedShape {
    /// The container's shape.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _InsetShape {
        _InsetShape(base: BuiltInOutline(kind: .rectangle), name: "ContainerRelativeShape", amount: amount)
    }
    package var shapeDescription: ShapeDescription { ShapeDescription(builtIn: nil, name: "ContainerRelativeShape") }
}

/// A built-in shape inset by an amount, as the shapes' `inset(by:)` return it: its outline in
/// the rect inset on every side, a rounded rectangle's corners shrunk by the same amount so the
/// outline stays concentric. Sized as any shape (the proposal; SwiftUI's inset shapes do not
/// keep a circle's square size).
public struct _InsetShape: InsettableShape, DescribedShape {
    let base: BuiltInOutline
    let name: String
    let amount: CGFloat
    var radii: RectangleCornerRadii?
    var style: RoundedCornerStyle = .continuous

    public func path(in rect: CGRect) -> Path {
        if let radii {
            let inner = rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
            func shrink(_ r: CGFloat) -> CGFloat { max(r - amount, 0) }
            return Path(roundedRect: inner, cornerRadii: RectangleCornerRadii(
                topLeading: shrink(radii.topLeading), bottomLeading: shrink(radii.bottomLeading),
                bottomTrailing: shrink(radii.bottomTrailing), topTrailing: shrink(radii.topTrailing)), style: style)
        }
        return Path(base.kind.outline(in: rect, cornerSize: base.cornerSize, cornerStyle: base.cornerStyle, inset: amount) ?? ShapePath())
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { radii == nil ? .fixed : .mirrors }

    public func inset(by amount: CGFloat) -> _InsetShape {
        _InsetShape(base: base, name: name, amount: self.amount + amount, radii: radii, style: style)
    }

    package var shapeDescription: ShapeDescription {
        var problems: [String] = []
        if !amount.isFinite { problems.append("inset(by: \(LayoutNumber.format(amount))) is not finite") }
        return ShapeDescription(builtIn: nil, name: name, modifications: [.inset(amount)], problems: problems)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
    /// A rectangle with corners of radius `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with the corners `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with each corner's radius given.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
