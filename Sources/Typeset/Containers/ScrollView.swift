/// A scrollable view, as SwiftUI's `ScrollView`: its content is proposed nothing along the
/// scrolling axes, and it takes the size it is offered (`ScrollViewLayout`, Design §7). Headless
/// layout shows the start of the content; the content's full size is in the result
/// (`LayoutNode.scrollContentSize`).
///
/// Several views in the content form an implicit stack along the scrolling axis (a VStack for
/// vertical or both, an HStack for horizontal; documented choice following SwiftUI's examples,
/// which stack content along the scrolling axis). A ScrollView inside another one scrolling the
/// same axis is laid out (its content's length along that axis, as nothing is proposed there)
/// and reported in the result's diagnostics with its path.
public struct ScrollView<Content: View>: PrimitiveView {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll indicators show (recorded; they take no space).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// A scroll view along `axes` over `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        let enclosing = context.environment.scrollAxes
        inner.environment.scrollAxes = enclosing.union(axes)
        let child = resolveOne(content, axis: axes == .horizontal ? .horizontal : .vertical, in: inner, &inputs)
        let layout = ScrollViewLayout(axes: axes, showsIndicators: showsIndicators && context.environment.scrollIndicators != .hidden && context.environment.scrollIndicators != .never)
        let node = inputs.tree.addLayout(LayoutBox(layout, name: "ScrollView"), children: [child], direction: context.layoutDirection)
        // Its coordinate space, for `GeometryProxy.frame(in: .scrollView)` (Design §7.1).
        inputs.tree.addCoordinateSpace(ScrollViewSpaceName(axes: axes), to: node)
        let shared = enclosing.intersection(axes)
        if !shared.isEmpty {
            let axisName = shared == [.horizontal, .vertical] ? "both axes" : shared.contains(.vertical) ? "the vertical axis" : "the horizontal axis"
            inputs.tree.report(node, .unsupported, "a ScrollView inside a ScrollView scrolling \(axisName): it is proposed nothing there and takes its content's length, so it does not scroll")
        }
        inputs.list.append(node)
    }
}

private struct ScrollAxesKey: EnvironmentKey { static var defaultValue: Axis.Set { [] } }
private struct ScrollIndicatorsKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }

extension EnvironmentValues {
    /// The axes the enclosing scroll views scroll (to diagnose nesting on one axis).
    var scrollAxes: Axis.Set {
        get { self[ScrollAxesKey.self] }
        set { self[ScrollAxesKey.self] = newValue }
    }
    /// `scrollIndicators(_:)`.
    var scrollIndicators: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// Whether the scroll views inside show their indicators (recorded on each ScrollView).
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentWritingModifier { $0.scrollIndicators = visibility })
    }

    /// Whether the content scrolls (accepted; headless layout shows the start either way).
    public consuming func scrollDisabled(_ disabled: Bool) -> some View { modifier(LayoutNeutralModifier()) }
}
