import Foundation

/// A piece of user interface, described as a value: a leaf, a container, or a `body` built
/// from other views.
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Never is a body type only: it has no body of its own.
    public typealias Body = Never
    /// Traps: Never only marks views that have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// What resolving a view needs: its environment, the enclosing stack's axis and the pass.
package struct ResolveContext {
    package var environment: EnvironmentValues
    /// The axis of the enclosing stack-like layout, for Spacer and Divider.
    package var stackOrientation: Axis?
    package let pass: LayoutPass
    package let services: LayoutServices

    package var layoutDirection: LayoutDirection { environment.layoutDirection }
}

/// A view the engine resolves directly into layout elements (leaves, containers, modifiers).
package protocol PrimitiveView: View where Body == Never {
    /// The elements this view contributes to its parent's list.
    func resolve(in context: ResolveContext) -> [LayoutElement]
}

extension PrimitiveView {
    /// Traps: the engine resolves a primitive view itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Resolves `view` into the flat list of elements it contributes (SPEC §4: Group, ForEach,
/// if/else and optionals expand; EmptyView contributes nothing).
package func resolveList<V: View>(_ view: V, in context: ResolveContext) -> [LayoutElement] {
    if let primitive = view as? any PrimitiveView {
        return primitive.resolve(in: context)
    }
    if V.Body.self == Never.self {
        context.pass.report(Diagnostic(kind: .unsupported, view: "\(V.self)", message: "a view with no body and no layout; ignored"))
        return []
    }
    return resolveList(view.body, in: context)
}

/// Resolves `view` into one element: several become an implicit container built by `combine`.
package func resolveSingle<V: View>(
    _ view: V, in context: ResolveContext, combine: ([LayoutElement]) -> LayoutElement
) -> LayoutElement? {
    let list = resolveList(view, in: context)
    switch list.count {
    case 0: return nil
    case 1: return list[0]
    default: return combine(list)
    }
}
