import Foundation

/// A view that animates through phases, as SwiftUI's `PhaseAnimator`: laid out at its first
/// phase (the phase it shows before any trigger, and the one a repeating animation starts from).
/// With no phases it shows nothing, reported in the result's diagnostics.
public struct PhaseAnimator<Phase: Equatable, Content: View>: PrimitiveView {
    let first: Phase?
    let content: (Phase) -> Content

    /// Animates through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// Animates through `phases` over and over.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        guard let first else {
            inputs.tree.report(unplaced: "PhaseAnimator", .invalidValue, "a PhaseAnimator with no phases shows nothing")
            return
        }
        let view = withCurrentEnvironment(context) { content(first) }
        inputs.resolve(view, in: context)
    }
}

extension View {
    /// Animates this view through `phases` each time `trigger` changes: laid out at the first phase.
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` over and over: laid out at the first phase.
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
