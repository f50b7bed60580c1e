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

/// What resolving a view reads and writes, end to end: its context, the tree and the running
/// list of nodes its parent collects (Design §0.1). The engine's own type; views pass it on and
/// never look inside.
public struct _ViewInputs {
    package var context: ResolveContext
    package var tree = LayoutTree()
    /// The nodes resolved so far; a container takes its children off the end.
    package var list: [NodeID] = []
    /// The preference values written so far, in resolve order (`preference(key:value:)`).
    var preferences: [(key: ObjectIdentifier, value: Any)] = []
    /// What the last environment a Text was resolved in holds for Text (Design §9).
    var textEnvironments = TextEnvironmentCache()
    /// The levels entered on this path since the stack-growth guard was last asked.
    private var levelsSinceStackCheck = 0

    /// How many levels of the view tree a resolve enters between two asks of the stack-growth
    /// guard (`StackGuard`): a level of a debug build takes about 22 KiB of stack, so four take
    /// under 90 KiB of the 256 KiB red zone, leaving room for a body's code.
    static let levelsPerStackCheck = 4

    package init(context: ResolveContext) { self.context = context }

    /// The resolved tree, handed over as the resolve ends: moved out, an empty one left.
    package mutating func takeTree() -> LayoutTree {
        var taken = LayoutTree()
        swap(&taken, &tree)
        return taken
    }

    /// Resolves `view` in the current context, appending its nodes to `list` (Design §4: Group,
    /// ForEach, if/else and optionals expand; EmptyView contributes nothing). One level of the
    /// view tree: every `levelsPerStackCheck`-th behind the stack-growth guard (`StackGuard`).
    @inline(__always)
    package mutating func resolve<V: View>(_ view: V) {
        // The guard opened and closed around one call, not through a closure: this is
        // specialised for every view type.
        let levels = levelsSinceStackCheck
        let checks = levels + 1 >= Self.levelsPerStackCheck
        if checks {
            guard StackGuard.enterLevel() else { return resolveOnFreshStack(view) }
            levelsSinceStackCheck = 0
        } else {
            levelsSinceStackCheck = levels + 1
        }
        V._resolve(view, &self)
        if checks { StackGuard.leaveLevel() }
        levelsSinceStackCheck = levels
    }

    /// Resolves `view` on a fresh stack (`StackGuard`): this thread's is nearly used up.
    @inline(never)
    private mutating func resolveOnFreshStack<V: View>(_ view: V) {
        let levels = levelsSinceStackCheck
        levelsSinceStackCheck = 0
        onFreshStack { V._resolve(view, &self) }
        levelsSinceStackCheck = levels
    }

    /// Resolves `content`, then replaces each node it contributed with the node `wrap` puts over
    /// it: every wrapping modifier (padding, frames, layers, paint) does this.
    @inline(__always)
    package mutating func resolve<V: View>(_ content: V, wrappingEach wrap: (NodeID, inout _ViewInputs) -> NodeID) {
        let start = list.count
        resolve(content)
        for index in start..<list.count { list[index] = wrap(list[index], &self) }
    }

    /// Resolves `element`, one element of a collection (a ForEach's, a List section's rows): its
    /// nodes are not static for the one-child rule (Design §3).
    @inline(__always)
    package mutating func resolve<V: View>(element: V) {
        let start = list.count
        resolve(element)
        for index in start..<list.count { tree.markDynamic(list[index]) }
    }

    /// Resolves `view` in `context`, appending its nodes to `list`. The contexts are swapped in
    /// and out, not copied (a copy retains each of a context's references).
    package mutating func resolve<V: View>(_ view: V, in context: consuming ResolveContext) {
        swap(&self.context, &context)
        resolve(view)
        swap(&self.context, &context)
    }

    /// Resolves `view` in `context` when there is one, else in the current context.
    private mutating func resolve<V: View>(_ view: V, inEither context: consuming ResolveContext?) {
        switch consume context {
        case .some(let context): resolve(view, in: context)
        case .none: resolve(view)
        }
    }

    /// The nodes `view` contributes in `context` (the current one by default), taken off the list.
    package mutating func nodes<V: View>(of view: V, in context: consuming ResolveContext? = nil) -> [NodeID] {
        let start = list.count
        resolve(view, inEither: context)
        return nodes(since: start)
    }

    /// The nodes resolved since the list held `start` of them, taken off the list.
    private mutating func nodes(since start: Int) -> [NodeID] {
        let nodes = Array(list[start...])
        list.removeSubrange(start...)
        return nodes
    }

    /// Resolves `view` into one node: several become an implicit container built by `combine`.
    /// One node is taken off the list as it is (no array is made for it).
    package mutating func single<V: View>(
        _ view: V, in context: consuming ResolveContext? = nil, combine: ([NodeID], inout LayoutTree) -> NodeID
    ) -> NodeID? {
        let start = list.count
        resolve(view, inEither: context)
        switch list.count - start {
        case 0: return nil
        case 1: return list.removeLast()
        default: return combine(nodes(since: start), &tree)
        }
    }

    /// Resolves `content` as a container's children (Spacers and Dividers inside follow
    /// `orientation`) and builds the container over them with `build`.
    package mutating func container<V: View>(
        _ content: V, orientation: Axis?, build: (ArraySlice<NodeID>, inout LayoutTree) -> NodeID
    ) -> NodeID {
        let start = list.count
        let saved = context.stackOrientation
        context.stackOrientation = orientation
        resolve(content)
        context.stackOrientation = saved
        let id = build(list[start...], &tree)
        list.removeSubrange(start...)
        return id
    }

    /// The layout direction of the current context.
    package var layoutDirection: LayoutDirection { context.environment.layoutDirection }
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
        // One level of the view tree, counted for the stack-growth guard (`StackGuard`).
        inputs.resolve(body)
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

    /// A context with `environment`, inside a stack of `stackOrientation`, using `services`.
    package init(environment: EnvironmentValues, stackOrientation: Axis?, services: LayoutServices) {
        self.environment = environment
        self.stackOrientation = stackOrientation
        self.services = services
    }

    package var layoutDirection: LayoutDirection { environment.layoutDirection }
}

/// Resolves views into a tree: appends the nodes a view contributes to the inputs' list.
package typealias Resolver = (inout _ViewInputs) -> Void

/// A view the engine resolves directly into tree nodes (leaves, containers, modifiers).
package protocol PrimitiveView: View where Body == Never {
    /// Appends the nodes this view contributes to `inputs.list`.
    func resolve(_ inputs: inout _ViewInputs)
}

extension PrimitiveView {
    /// Traps: the engine resolves a primitive view itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    /// Resolves the view itself.
    public static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        view.resolve(&inputs)
    }
}
