import Foundation

/// A piece of user interface, described as a value: a leaf, a container, or a `body` built
/// from other views.
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }

    /// Resolves `view` into layout nodes. The engine calls it; a view with a `body` resolves its
    /// body (the default), a primitive view resolves itself. Statically dispatched, so resolving
    /// a view costs no dynamic cast.
    static func _resolve(_ view: Self, _ inputs: inout _ViewInputs)
}

/// What resolving a view reads and writes: its context, the tree and the parent's list.
/// The engine's own type; views pass it on and never look inside.
public struct _ViewInputs {
    package var context: ResolveContext
    package var tree = LayoutTree()
    package var list: [NodeID] = []

    package init(context: ResolveContext) { self.context = context }
}

extension View {
    /// Resolves the view's body; a view with neither body nor layout is reported and skipped.
    public static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        if Body.self == Never.self {
            inputs.tree.report(unplaced: "\(Self.self)", .unsupported, "a view with no body and no layout; ignored")
            return
        }
        // `@Environment` properties read the environment the body is evaluated in.
        let body = withCurrentEnvironment(inputs.context) { view.body }
        Body._resolve(body, &inputs)
    }
}

extension Never: View {
    /// Never is a body type only: it has no body of its own.
    public typealias Body = Never
    /// Traps: Never only marks views that have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// What resolving a view needs: its environment, the enclosing stack's axis and the services.
package struct ResolveContext {
    package var environment: EnvironmentValues
    /// The axis of the enclosing stack-like layout, for Spacer and Divider.
    package var stackOrientation: Axis?
    package let services: LayoutServices
    /// Objects put in the environment with `environment(_:)` / `environmentObject(_:)`, by type.
    /// Models are classes that need not be `Sendable`: they live here, in the resolve context of
    /// one layout, never in the `Sendable` `EnvironmentValues`.
    package var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The enclosing NavigationStack's bar, which `navigationTitle` and friends write to while
    /// its root resolves (SwiftUI hands these up as preferences).
    var navigationBar: NavigationBarRecord?

    package var layoutDirection: LayoutDirection { environment.layoutDirection }
}

/// Resolves views into a tree: appends the nodes a view contributes to `list`.
package typealias Resolver = (ResolveContext, inout LayoutTree, inout [NodeID]) -> Void

/// A view the engine resolves directly into tree nodes (leaves, containers, modifiers).
package protocol PrimitiveView: View where Body == Never {
    /// Appends the nodes this view contributes to its parent's list.
    func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID])
}

extension PrimitiveView {
    /// Traps: the engine resolves a primitive view itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    /// Resolves the view itself.
    public static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        view.resolve(in: inputs.context, into: &inputs.tree, list: &inputs.list)
    }
}

/// Resolves `view` into the flat list of nodes it contributes (SPEC §4: Group, ForEach,
/// if/else and optionals expand; EmptyView contributes nothing).
package func resolveList<V: View>(_ view: V, in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
    var inputs = _ViewInputs(context: context)
    swap(&inputs.tree, &tree)
    swap(&inputs.list, &list)
    V._resolve(view, &inputs)
    swap(&inputs.tree, &tree)
    swap(&inputs.list, &list)
}

/// Resolves `view` into one node: several become an implicit container built by `combine`.
package func resolveSingle<V: View>(
    _ view: V, in context: ResolveContext, into tree: inout LayoutTree, combine: ([NodeID], inout LayoutTree) -> NodeID
) -> NodeID? {
    var list: [NodeID] = []
    resolveList(view, in: context, into: &tree, list: &list)
    switch list.count {
    case 0: return nil
    case 1: return list[0]
    default: return combine(list, &tree)
    }
}
