/// Scrolls the scroll views of a `ScrollViewReader` to a view, as SwiftUI's `ScrollViewProxy`.
/// A layout is a snapshot of the content at rest, at its start: a scroll made from an action
/// (a button, `onAppear`) never runs headless and changes nothing.
public struct ScrollViewProxy {
    /// Scrolls to the view with `id`, aligning its `anchor` with the scroll view's.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view that gives its content a `ScrollViewProxy`, as SwiftUI's `ScrollViewReader`: laid out
/// as its content (SwiftUI documents no layout of its own).
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content scrolls through the proxy it is given.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

/// How a scroll view bounces at its edges, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// How the scroll views inside bounce (no effect on a layout at rest).
    public consuming func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(LayoutNeutralModifier())
    }
}
