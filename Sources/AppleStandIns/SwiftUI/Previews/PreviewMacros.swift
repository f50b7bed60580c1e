// Xcode's preview macros, as SwiftUI and UIKit declare them (DeveloperToolsSupport). The UIKit
// forms take their body through `_UIKitPreviewBuilder`, which accepts one UIKit value only: a
// body written as a view builder (statements, no `return`) then matches the SwiftUI form alone. On Linux a preview is
// a record the program keeps (`Preview.registered`), laid out like any screen
// (`LayoutEngine.layout(_:on:)` taking a `Preview`); nothing is shown.

/// A preview of a view: `#Preview { ContentView() }`, `#Preview("Dark") { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewMacro")

/// A preview of a view with traits: `#Preview(traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewMacro")

/// A preview of a UIKit view controller: `#Preview { SettingsViewController() }`.
@freestanding(declaration)
public macro Preview<Controller: UIViewController>(_ name: String? = nil, @_UIKitPreviewBuilder body: @escaping @MainActor () -> Controller) =
    #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewMacro")

/// A preview of a UIKit view controller with traits.
@freestanding(declaration)
public macro Preview<Controller: UIViewController>(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @_UIKitPreviewBuilder body: @escaping @MainActor () -> Controller
) = #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewMacro")

/// A preview of a UIKit view: `#Preview { BadgeView() }`.
@freestanding(declaration)
public macro Preview<PreviewedView: UIView>(_ name: String? = nil, @_UIKitPreviewBuilder body: @escaping @MainActor () -> PreviewedView) =
    #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewMacro")

/// A preview of a UIKit view with traits.
@freestanding(declaration)
public macro Preview<PreviewedView: UIView>(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @_UIKitPreviewBuilder body: @escaping @MainActor () -> PreviewedView
) = #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body (`@Previewable @State var isOn = true`) as state of
/// the previewed view: it becomes a stored property of the view the preview shows.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIPreviewMacros", type: "PreviewableMacro")

/// The body of a UIKit preview: one expression, the controller or view. As a result builder it
/// makes the UIKit forms of `#Preview` reject a SwiftUI body during overload resolution (a plain
/// closure would be rejected only after, and the call would be ambiguous).
@resultBuilder
public enum _UIKitPreviewBuilder {
    public static func buildBlock<Made: AnyObject>(_ made: Made) -> Made { made }
}
