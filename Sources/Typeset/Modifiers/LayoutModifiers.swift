import Foundation

extension View {
    /// A frame of fixed size on the given axes; the child is aligned inside it (Design §6).
    ///
    /// With neither dimension set the frame takes the child's size. A negative or non-finite
    /// length is treated as unset and reported.
    @inlinable  // specialised in the caller: no generic metadata lookup per framed view
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame with minimum, ideal and maximum sizes (Design §6).
    @inlinable  // specialised in the caller: no closure, no opaque result type looked up per framed view
    public consuming func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FlexibleFrameModifier(
            width: (minWidth, idealWidth, maxWidth), height: (minHeight, idealHeight, maxHeight), alignment: alignment))
    }

    /// Insets the view by `insets` (Design §6).
    @inlinable  // specialised in the caller: no opaque result type looked up per padded view
    public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }

    /// Insets the view on `edges` by `length`, or by the environment's default padding (16).
    @inlinable
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length))
    }

    /// Insets the view by `length` on every edge.
    @inlinable
    public consuming func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: length))
    }

    /// Proposes nil (the ideal size) to the view on both axes.
    public consuming func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Proposes nil (the ideal size) to the view on the chosen axes.
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return wrapped { child, inputs in inputs.tree.wrap(child, inFixedSize: axes, direction: inputs.layoutDirection) }
    }

    /// Constrains the view to a width/height ratio (nil: its ideal size's ratio).
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped { child, inputs in
            let context = inputs.context
            let valid = aspectRatio.map { $0.isFinite && $0 > 0 } ?? true
            let id = inputs.tree.wrap(child, inAspectRatio: AspectRatio(ratio: valid ? aspectRatio : nil, contentMode: contentMode), direction: context.layoutDirection)
            if !valid, let aspectRatio {
                inputs.tree.report(id, .invalidValue, "aspect ratio \(LayoutNumber.format(aspectRatio)) is not a positive finite number; used the child's ideal ratio")
            }
            return id
        }
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its ratio.
    public consuming func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its parent, keeping its ratio.
    public consuming func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// The priority the parent stack uses to share out space (Design §4).
    public consuming func layoutPriority(_ value: Double) -> some View {
        wrapped { child, inputs in
            let context = inputs.context
            let id = inputs.tree.wrap(child, inLayoutPriority: value.isNaN ? 0 : value, direction: context.layoutDirection)
            if value.isNaN { inputs.tree.report(id, .invalidValue, "layout priority is NaN; used 0") }
            return id
        }
    }

    /// Moves the drawn view by `offset`; layout is unchanged.
    public consuming func offset(_ offset: CGSize) -> some View {
        wrapped { child, inputs in
            let context = inputs.context
            let (clean, replaced) = finite(CGPoint(x: offset.width, y: offset.height))
            let id = inputs.tree.wrap(child, inOffset: CGSize(width: clean.x, height: clean.y), direction: context.layoutDirection)
            if replaced { inputs.tree.report(id, .invalidValue, "offset is not finite; used 0") }
            return id
        }
    }

    /// Moves the drawn view by (x, y); layout is unchanged.
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Centres the view on `position` inside the proposed space.
    public consuming func position(_ position: CGPoint) -> some View {
        wrapped { child, inputs in
            let context = inputs.context
            let (clean, replaced) = finite(position)
            let id = inputs.tree.wrap(child, inPosition: clean, direction: context.layoutDirection)
            if replaced { inputs.tree.report(id, .invalidValue, "position is not finite; used 0") }
            return id
        }
    }

    /// Centres the view on (x, y) inside the proposed space.
    public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Sets the view's explicit value for a horizontal guide (Design §3).
    public consuming func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        alignmentGuide(key: g.key, computeValue)
    }

    /// Sets the view's explicit value for a vertical guide (Design §3).
    public consuming func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        alignmentGuide(key: g.key, computeValue)
    }

    private func alignmentGuide(key: AlignmentKey, _ computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped { child, inputs in
            let context = inputs.context
            return inputs.tree.wrap(child, inAlignmentGuide: key, GuideComputation(computeValue), direction: context.layoutDirection)
        }
    }

    /// Names the view so the layout result can find it (`result.node(id)`).
    @inlinable  // specialised in the caller: no generic modified view looked up per named view (Design §0.1)
    public consuming func id<ID: Hashable & Sendable>(_ id: ID) -> some View {
        modifier(IDModifier(id: id))
    }

    /// Hands `value` for `key` to the direct `Layout` container.
    public consuming func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TaggingModifier { node, tree in tree.setLayoutValue(ObjectIdentifier(key), any: value, on: node) })
    }
}

/// `id(_:)`: names each node of the content.
@usableFromInline
struct IDModifier: InlinedModifier {
    let id: any Hashable & Sendable

    @usableFromInline
    init(id: any Hashable & Sendable) { self.id = id }

    @usableFromInline func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let start = inputs.list.count
        inputs.resolve(content)
        for index in start..<inputs.list.count { inputs.tree.addID(id, to: inputs.list[index]) }
    }
}

/// `padding`: wraps each node of the content in a padding node.
@usableFromInline
struct PaddingModifier: InlinedModifier {
    /// The edges padded, by `length` or, when nil, by the environment's default padding; or
    /// the insets themselves.
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    @usableFromInline
    init(edges: Edge.Set, length: CGFloat?) {
        self.edges = edges
        self.length = length
        insets = nil
    }

    @usableFromInline
    init(insets: EdgeInsets) {
        edges = .all
        length = nil
        self.insets = insets
    }

    @usableFromInline func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let insets = self.insets ?? edgeInsets(defaults: length == nil ? inputs.context.environment.defaultPadding : EdgeInsets())
        inputs.resolve(content) { node, inputs in paddingNode(node, insets, inputs.layoutDirection, &inputs.tree) }
    }

    /// `length` on `edges`, or `defaults`' lengths there when no length was given.
    private func edgeInsets(defaults: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? length ?? defaults.top : 0,
            leading: edges.contains(.leading) ? length ?? defaults.leading : 0,
            bottom: edges.contains(.bottom) ? length ?? defaults.bottom : 0,
            trailing: edges.contains(.trailing) ? length ?? defaults.trailing : 0)
    }
}

/// A padding node, its non-finite insets replaced by 0 and reported.
private func paddingNode(_ child: NodeID, _ insets: EdgeInsets, _ direction: LayoutDirection, _ tree: inout LayoutTree) -> NodeID {
    var clean = insets
    var bad: [String] = []
    if !clean.top.isFinite { bad.append("top"); clean.top = 0 }
    if !clean.leading.isFinite { bad.append("leading"); clean.leading = 0 }
    if !clean.bottom.isFinite { bad.append("bottom"); clean.bottom = 0 }
    if !clean.trailing.isFinite { bad.append("trailing"); clean.trailing = 0 }
    let id = tree.wrap(child, inPadding: clean, direction: direction)
    for name in bad { tree.report(id, .invalidValue, "\(name) padding is not finite; used 0") }
    return id
}

/// `point` with each non-finite coordinate replaced by 0, and whether any was.
private func finite(_ point: CGPoint) -> (CGPoint, replaced: Bool) {
    var clean = point
    if !point.x.isFinite { clean.x = 0 }
    if !point.y.isFinite { clean.y = 0 }
    return (clean, !(point.x.isFinite && point.y.isFinite))
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: wraps each
/// node of the content in a flexible frame node (a modifier of its own, not a closure: the
/// closure's captures were an allocation per framed view).
@usableFromInline
struct FlexibleFrameModifier: InlinedModifier {
    /// The minimum, ideal and maximum widths as given.
    let width: (CGFloat?, CGFloat?, CGFloat?)
    /// The minimum, ideal and maximum heights as given.
    let height: (CGFloat?, CGFloat?, CGFloat?)
    let alignment: Alignment

    @usableFromInline
    init(width: (CGFloat?, CGFloat?, CGFloat?), height: (CGFloat?, CGFloat?, CGFloat?), alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    @usableFromInline func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        // The limits normalised once; what the normalisation changed is reported on each frame.
        var invalid: [String] = []
        let frame = FlexibleFrame(
            width: FrameLimits(normalising: width, "Width", reporting: &invalid),
            height: FrameLimits(normalising: height, "Height", reporting: &invalid), alignment: alignment)
        let messages = invalid  // a constant for the closure: a captured `var` is checked at run time
        inputs.resolve(content) { node, inputs in
            let id = inputs.tree.wrap(node, inFlexibleFrame: frame, direction: inputs.layoutDirection)
            for message in messages { inputs.tree.report(id, .invalidFrame, message) }
            return id
        }
    }
}

extension FrameLimits {
    /// `limits` (minimum, ideal, maximum, as given to `frame(min…:ideal…:max…:)`) normalised
    /// (Design §6: min' = max(min, 0), ideal' = max(min', ideal), max' = max(ideal', max)); what
    /// the normalisation changed or dropped is added to `invalid`, named with `suffix` ("Width").
    init(normalising limits: (CGFloat?, CGFloat?, CGFloat?), _ suffix: String, reporting invalid: inout [String]) {
        let (min, ideal, max) = limits
        /// `value`, unless it is NaN, -∞, or ∞ where only a maximum may be (then reported).
        func clean(_ value: CGFloat?, _ prefix: String, isMax: Bool) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN || value == -.infinity || (value == .infinity && !isMax) {
                invalid.append("\(prefix)\(suffix) \(LayoutNumber.format(value)) is invalid; treated as unset")
                return nil
            }
            return value
        }
        let minimum = clean(min, "min", isMax: false).map { Swift.max($0, 0) }
        if let min, min.isFinite, min < 0 { invalid.append("min\(suffix) \(LayoutNumber.format(min)) is negative; used 0") }
        let idealValue = clean(ideal, "ideal", isMax: false).map { Swift.max(minimum ?? 0, $0) }
        if let ideal, ideal.isFinite, let idealValue, idealValue != ideal {
            invalid.append("ideal\(suffix) \(LayoutNumber.format(ideal)) is below the minimum; used \(LayoutNumber.format(idealValue))")
        }
        let maximum = clean(max, "max", isMax: true).map { Swift.max(idealValue ?? minimum ?? 0, $0) }
        if let max, !max.isNaN, max != -.infinity, let maximum, maximum != max {
            invalid.append("max\(suffix) \(LayoutNumber.format(max)) is below the minimum or ideal; used \(LayoutNumber.format(maximum))")
        }
        self.init(min: minimum, ideal: idealValue, max: maximum)
    }
}

/// `frame(width:height:alignment:)`: wraps each node of the content in a frame node (a modifier
/// of its own, not a closure: it is on nearly every view).
@usableFromInline
struct FrameModifier: InlinedModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    // A witness of its own: a frame is on nearly every view, and the protocol's generic one
    // costs about ten instructions more per frame.
    @usableFromInline static func _resolve<V: View>(_ modifier: Self, content: V, _ inputs: inout _ViewInputs) {
        modifier.resolve(content: content, &inputs)
    }

    @usableFromInline func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let frame = FixedFrame(width: Self.valid(width) ? width : nil, height: Self.valid(height) ? height : nil, alignment: alignment)
        let invalid = !Self.valid(width) || !Self.valid(height)
        inputs.resolve(content) { node, inputs in
            let id = inputs.tree.wrap(node, inFrame: frame, direction: inputs.layoutDirection)
            if invalid { reportInvalid(on: id, &inputs.tree) }
            return id
        }
    }

    /// Whether `value` is unset or a finite non-negative length.
    private static func valid(_ value: CGFloat?) -> Bool { value.map { $0.isFinite && $0 >= 0 } ?? true }

    /// Reports each length the frame treated as unset on its node `id`.
    @inline(never)
    private func reportInvalid(on id: NodeID, _ tree: inout LayoutTree) {
        for (name, value) in [("width", width), ("height", height)] where !Self.valid(value) {
            tree.report(id, .invalidFrame, "\(name) \(LayoutNumber.format(value ?? 0)) is not a finite non-negative number; treated as unset")
        }
    }
}
