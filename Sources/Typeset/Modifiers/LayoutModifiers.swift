import Foundation

extension View {
    /// A frame of fixed size on the given axes; the child is aligned inside it (SPEC §6).
    ///
    /// With neither dimension set the frame takes the child's size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped { child, _ in FrameElement(child: child, width: width, height: height, alignment: alignment) }
    }

    /// A flexible frame with minimum, ideal and maximum sizes (SPEC §6).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        wrapped { child, _ in
            FlexFrameElement(
                child: child,
                width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment)
        }
    }

    /// Insets the view by `insets` (SPEC §6).
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped { child, _ in PaddingElement(child: child, insets: insets) }
    }

    /// Insets the view on `edges` by `length`, or by the environment's default padding (16).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        wrapped { child, context in
            let defaults = context.environment.defaultPadding
            let insets = EdgeInsets(
                top: edges.contains(.top) ? length ?? defaults.top : 0,
                leading: edges.contains(.leading) ? length ?? defaults.leading : 0,
                bottom: edges.contains(.bottom) ? length ?? defaults.bottom : 0,
                trailing: edges.contains(.trailing) ? length ?? defaults.trailing : 0)
            return PaddingElement(child: child, insets: insets)
        }
    }

    /// Insets the view by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Proposes nil (the ideal size) to the view on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Proposes nil (the ideal size) to the view on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return wrapped { child, _ in FixedSizeElement(child: child, axes: axes) }
    }

    /// Constrains the view to a width/height ratio (nil: its ideal size's ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped { child, _ in AspectRatioElement(child: child, ratio: aspectRatio, contentMode: contentMode) }
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its parent, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// The priority the parent stack uses to share out space (SPEC §4).
    public func layoutPriority(_ value: Double) -> some View {
        wrapped { child, _ in LayoutPriorityElement(child: child, priority: value) }
    }

    /// Moves the drawn view by `offset`; layout is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        wrapped { child, _ in OffsetElement(child: child, offset: offset) }
    }

    /// Moves the drawn view by (x, y); layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Centres the view on `position` inside the proposed space.
    public func position(_ position: CGPoint) -> some View {
        wrapped { child, _ in PositionElement(child: child, position: position) }
    }

    /// Centres the view on (x, y) inside the proposed space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Sets the view's explicit value for a horizontal guide (SPEC §3).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped { child, _ in AlignmentGuideElement(child: child, key: g.key, computeValue: computeValue) }
    }

    /// Sets the view's explicit value for a vertical guide (SPEC §3).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped { child, _ in AlignmentGuideElement(child: child, key: g.key, computeValue: computeValue) }
    }

    /// Names the view so the layout result can find it (`result.node(id)`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(TaggingModifier { $0.ids.append(AnyHashable(id)) })
    }

    /// Hands `value` for `key` to the direct `Layout` container.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TaggingModifier { $0.traits[ObjectIdentifier(key)] = value })
    }
}
