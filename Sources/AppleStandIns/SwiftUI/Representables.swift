// `UIViewRepresentable` and `UIViewControllerRepresentable`, as SwiftUI declares them, laid out
// as leaves (Typeset's `RepresentableLeaf`).
//
// Resolving a representable does what SwiftUI does before it sizes one: `makeCoordinator()`,
// `makeUIView(context:)` (or the controller's), then `updateUIView(_:context:)`, in the
// environment of the layout. Sizing asks `sizeThatFits(_:uiView:context:)` for each proposal;
// where the type does not implement it (or answers nil) the leaf takes the proposal. The view
// is kept for the layout only: nothing is drawn, and `dismantleUIView` is never called, since a
// headless layout has no moment when the view leaves the screen. The result marks the leaf
// `ViewKind.representable` with the type's name, and the cairo renderer draws a placeholder.

/// A view that wraps a `UIView`, as SwiftUI's `UIViewRepresentable`.
public protocol UIViewRepresentable: View where Body == Never {
    /// The type of view this one wraps.
    associatedtype UIViewType: UIView
    /// A type that relays the view's events; `Void` unless the type makes one.
    associatedtype Coordinator = Void
    /// What the representable's methods receive.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view (once per layout).
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with the representable's values (once per layout, after making it).
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the view down (never called headlessly).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator (once per layout, before the view).
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`; nil takes the proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

/// What a `UIViewRepresentable`'s methods receive: its coordinator and the environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is laid out in.
    public var environment: EnvironmentValues
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// Traps: a representable is a leaf, the engine lays it out itself.
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable and has no body") }

    /// Makes and updates the view, then appends its leaf.
    public static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        appendRepresentable(.view, Self.self, &inputs) { environment in
            let context = Context(coordinator: view.makeCoordinator(), environment: environment)
            let uiView = view.makeUIView(context: context)
            view.updateUIView(uiView, context: context)
            return (uiView, context)
        } sizeThatFits: { proposal, made in
            view.sizeThatFits(proposal, uiView: made.0, context: made.1)
        }
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// A view that wraps a `UIViewController`, as SwiftUI's `UIViewControllerRepresentable`.
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The type of controller this view wraps.
    associatedtype UIViewControllerType: UIViewController
    /// A type that relays the controller's events; `Void` unless the type makes one.
    associatedtype Coordinator = Void
    /// What the representable's methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller (once per layout).
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date (once per layout, after making it).
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Tears the controller down (never called headlessly).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator (once per layout, before the controller).
    func makeCoordinator() -> Coordinator
    /// The controller's view's size for `proposal`; nil takes the proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

/// What a `UIViewControllerRepresentable`'s methods receive: its coordinator and the environment.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is laid out in.
    public var environment: EnvironmentValues
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }
    /// Traps: a representable is a leaf, the engine lays it out itself.
    public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable and has no body") }

    /// Makes and updates the controller, then appends its leaf.
    public static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        appendRepresentable(.viewController, Self.self, &inputs) { environment in
            let context = Context(coordinator: view.makeCoordinator(), environment: environment)
            let controller = view.makeUIViewController(context: context)
            view.updateUIViewController(controller, context: context)
            return (controller, context)
        } sizeThatFits: { proposal, made in
            view.sizeThatFits(proposal, uiViewController: made.0, context: made.1)
        }
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// Makes a representable's platform object (`make`, in the layout's environment), then appends
/// its leaf, which asks `sizeThatFits` (in the same environment) for each proposal.
func appendRepresentable<Made>(
    _ kind: RepresentableDescription.Kind, _ type: Any.Type, _ inputs: inout _ViewInputs,
    make: (EnvironmentValues) -> Made, sizeThatFits: @escaping (ProposedViewSize, Made) -> CGSize?
) {
    let environment = inputs.context.environment, objects = inputs.context.objects
    let made = withBodyEnvironment(environment, objects: objects) { make(environment) }
    RepresentableLeaf(RepresentableDescription(kind: kind, typeName: String(describing: type))) { proposal in
        withBodyEnvironment(environment, objects: objects) { sizeThatFits(proposal, made) }
    }.append(to: &inputs)
}
