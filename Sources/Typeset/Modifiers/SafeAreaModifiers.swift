import Foundation

/// The regions of the safe area, as SwiftUI's `SafeAreaRegions`. Typeset lays out no keyboard,
/// so every region is the container's (the device's bars, indicator and corners).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The device's and containers' insets.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's inset (never present headless).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view to the screen's edge on each of `edges` where it reaches the safe area
    /// (SwiftUI: the frame grows into the unsafe area; its parent's layout is unchanged).
    /// Outside a screen (`LayoutEngine.layout(_:on:)`) there is no safe area and nothing changes.
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapped { child, inputs in
            inputs.tree.wrap(child, inSafeArea: .ignore(regions.contains(.container) ? edges : []), direction: inputs.layoutDirection)
        }
    }

    /// Extends the view to the screen's edge on `edges` (the older name of `ignoresSafeArea`).
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }

    /// Places `content` at the top or bottom edge, aligned across by `alignment`, and lays
    /// this view out in what is left, `spacing` apart (nil: 0, documented choice); the inset
    /// becomes unsafe area for this view, so its `ignoresSafeArea` content reaches under it.
    public consuming func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge == .top ? .top : .bottom, Alignment(horizontal: alignment, vertical: .center), spacing, content())
    }

    /// Places `content` at the leading or trailing edge, aligned across by `alignment`.
    public consuming func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge == .leading ? .leading : .trailing, Alignment(horizontal: .center, vertical: alignment), spacing, content())
    }

    private func safeAreaInset<V: View>(_ edge: Edge, _ alignment: Alignment, _ spacing: CGFloat?, _ content: V) -> some View {
        wrapped { primary, inputs in
            let context = inputs.context
            var inner = context
            inner.stackOrientation = nil
            let inset = inputs.single(content, in: inner) { list, tree in
                let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
                let key = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
                return tree.addStack(StackStyle(axis: axis, alignment: key, spacing: nil), children: list, direction: context.layoutDirection)
            }
            guard let inset else { return primary }
            var gap = spacing ?? 0
            if !gap.isFinite {
                gap = 0
            }
            let id = inputs.tree.wrap(primary, inSafeArea: .inset(edge: edge, alignment: alignment, spacing: gap), layer: inset, direction: context.layoutDirection)
            if let spacing, !spacing.isFinite { inputs.tree.report(id, .invalidValue, "spacing \(spacing) is not finite; used 0") }
            return id
        }
    }

    /// Pads the view by `insets` and makes the padding unsafe area for its content.
    public consuming func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        wrapped { child, inputs in
            let context = inputs.context
            let valid = [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(\.isFinite)
            let id = inputs.tree.wrap(child, inSafeArea: .safeAreaPadding(valid ? insets : EdgeInsets()), direction: context.layoutDirection)
            if !valid { inputs.tree.report(id, .invalidValue, "safe-area padding \(insets) is not finite; used 0") }
            return id
        }
    }

    /// Pads `edges` by `length` (nil: the default padding, 16) as safe area.
    public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        func side(_ edge: Edge, _ fallback: CGFloat) -> CGFloat { edges.contains(Edge.Set(edge)) ? length ?? fallback : 0 }
        let defaults = EdgeInsets(.all, 16)
        return safeAreaPadding(EdgeInsets(
            top: side(.top, defaults.top), leading: side(.leading, defaults.leading),
            bottom: side(.bottom, defaults.bottom), trailing: side(.trailing, defaults.trailing)))
    }

    /// Pads every edge by `length` as safe area.
    public consuming func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    // MARK: containerRelativeFrame

    /// Frames the view at the size of the nearest container on `axes` (the screen's safe area,
    /// else the root proposal), as SwiftUI's `containerRelativeFrame(_:alignment:)`; the other
    /// axis is left to the view (a `frame` with that length unset).
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Frames the view at `count` columns (or rows) of the container, spanning `span` of them
    /// with `spacing` between (Apple's documentation of this modifier:
    /// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`).
    public consuming func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment, problem: ContainerGrid(count: count, span: span, spacing: spacing).problem) { length, _ in
            ContainerGrid(count: count, span: span, spacing: spacing).length(in: length)
        }
    }

    /// Frames the view at `length(containerLength, axis)` on each of `axes`.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        containerRelativeFrame(axes, alignment: alignment, problem: nil, length)
    }

    private func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment, problem: String?, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        wrapped { child, inputs in
            let context = inputs.context
            var problems = problem.map { [$0] } ?? []
            let container = context.environment.containerSize
            func side(_ axis: Axis) -> CGFloat? {
                guard axes.contains(axis) else { return nil }
                guard let container else { return nil }
                let value = length(axis == .horizontal ? container.width : container.height, axis)
                guard value.isFinite, value >= 0 else {
                    problems.append("\(axis) length \(LayoutNumber.format(value)) is not a finite non-negative number; left unset")
                    return nil
                }
                return value
            }
            let frame = FixedFrame(width: side(.horizontal), height: side(.vertical), alignment: alignment)
            let id = inputs.tree.wrap(child, inFrame: frame, direction: context.layoutDirection)
            if container == nil {
                problems.append("no container size (lay the view out on a device or with a specified proposal); frame left to the view")
            }
            for message in problems { inputs.tree.report(id, .invalidValue, "containerRelativeFrame: \(message)") }
            return id
        }
    }
}

/// `containerRelativeFrame(_:count:span:spacing:)`'s division of a container length.
private struct ContainerGrid {
    var count: Int
    var span: Int
    var spacing: CGFloat

    /// What is wrong with the values, if anything (count below 1, span outside 1...count).
    var problem: String? {
        if count < 1 { return "count \(count) is below 1; used 1" }
        if span < 1 || span > max(count, 1) { return "span \(span) is outside 1...\(max(count, 1)); clamped" }
        if !spacing.isFinite || spacing < 0 { return "spacing \(spacing) is not a finite non-negative number; used 0" }
        return nil
    }

    /// The length of `span` of `count` columns of `length`.
    func length(in length: CGFloat) -> CGFloat {
        let count = CGFloat(max(count, 1))
        let span = CGFloat(min(max(span, 1), Int(count)))
        let spacing = spacing.isFinite && spacing >= 0 ? spacing : 0
        let column = (length - spacing * (count - 1)) / count
        return max(column * span + spacing * (span - 1), 0)
    }
}

extension View {
    /// Whether the system's overlays (the home indicator, multitasking controls) show over the
    /// view. They take no space, and hiding them leaves the safe area as it is (UIKit keeps the
    /// home indicator's inset when the indicator is hidden), so no frame changes.
    public consuming func persistentSystemOverlays(_ visibility: Visibility) -> some View { modifier(LayoutNeutralModifier()) }
}
