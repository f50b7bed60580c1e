import Foundation

// Shape modifiers: each returns a shape whose outline is the original's changed (moved, turned,
// scaled, transformed, trimmed, stroked, resized); none changes layout (a modified shape sizes
// as the shape it modifies: documented choice, SwiftUI's `_StrokedShape` does so and the
// transforms change drawing only; Design §24.3, which lists what odd values draw).

/// A shape moved by an offset, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeDescription: ShapeDescription {
        describe(shape).modified(by: .offset(offset), problems: finiteProblems("offset", [offset.width, offset.height]))
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset) }
}

/// A shape turned around an anchor of its rect, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).around(anchor, in: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeDescription: ShapeDescription {
        describe(shape).modified(by: .rotation(degrees: angle.degrees, anchor: anchor), problems: finiteProblems("rotation", [angle.degrees, anchor.x, anchor.y]))
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled around an anchor of its rect, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).around(anchor, in: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeDescription: ShapeDescription {
        describe(shape).modified(
            by: .scale(x: scale.width, y: scale.height, anchor: anchor), problems: finiteProblems("scale", [scale.width, scale.height, anchor.x, anchor.y]))
    }
}

/// A shape mapped by an affine transform, as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeDescription: ShapeDescription {
        let t = transform
        return describe(shape).modified(
            by: .transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty), problems: finiteProblems("transform", [t.a, t.b, t.c, t.d, t.tx, t.ty]))
    }
}

/// The part of a shape's outline between two fractions of its length (`trim(from:to:)`).
public struct _TrimmedShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeDescription: ShapeDescription {
        func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        var problems = finiteProblems("trim", [startFraction, endFraction])
        if problems.isEmpty, startFraction >= endFraction {
            problems.append("trim(from: \(f(startFraction)), to: \(f(endFraction))) does not start before it ends; nothing is drawn")
        } else if problems.isEmpty, startFraction < 0 || endFraction > 1 {
            problems.append("trim(from: \(f(startFraction)), to: \(f(endFraction))) is outside 0...1; clamped")
        }
        return describe(shape).modified(by: .trim(from: startFraction, to: endFraction), problems: problems)
    }
}

extension _TrimmedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> _TrimmedShape<Content.InsetShape> {
        _TrimmedShape<Content.InsetShape>(shape: shape.inset(by: amount), startFraction: startFraction, endFraction: endFraction)
    }
}

/// The region a stroke of a shape covers, as a shape (`stroke(style:)`, `stroke(lineWidth:)`):
/// filled, it draws the stroke.
public struct _StrokedShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var style: StrokeStyle
    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    public static var role: ShapeRole { .stroke }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeDescription: ShapeDescription {
        describe(shape).modified(by: .stroke(style), problems: style.sanitized().problems)
    }
}

/// A shape that makes its outline in a rect of a fixed size at its frame's origin
/// (`size(_:)`, iOS 17); its layout is unchanged.
public struct _SizedShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var size: CGSize
    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeDescription: ShapeDescription {
        var described = describe(shape)
        described.builtIn = nil
        described.problems += finiteProblems("size", [size.width, size.height])
        return described
    }
}

/// Messages for the values among `values` that are not finite.
func finiteProblems(_ name: String, _ values: [CGFloat]) -> [String] {
    values.allSatisfy(\.isFinite) ? [] : ["\(name) has a non-finite value (\(values.map { LayoutNumber.format($0) }.joined(separator: ", ")))"]
}

extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    /// The shape moved by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    /// The shape scaled around `anchor` of its rect.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled by `scale` around `anchor` of its rect.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape turned by `angle` (clockwise on screen) around `anchor` of its rect.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }

    /// The part of the outline between the fractions `startFraction` and `endFraction` of its
    /// length (nothing when the start is not before the end).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The region a stroke of the outline in `style` covers.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The region a stroke of the outline `lineWidth` wide covers.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// The shape making its outline in a rect of `size` at its frame's origin; layout unchanged.
    public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

    /// The shape making its outline in a rect of `width` × `height`; layout unchanged.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> { size(CGSize(width: width, height: height)) }
}

extension CGAffineTransform {
    /// This transform applied about `anchor` of `rect` instead of the origin (what rotation and
    /// scale effects of shapes do).
    func around(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return CGAffineTransform(translationX: -point.x, y: -point.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}
