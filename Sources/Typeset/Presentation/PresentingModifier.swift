/// Presents a view over the window while its binding is true (`sheet`, `fullScreenCover`,
/// `popover`, `alert`, `confirmationDialog`, `actionSheet`): the presentation is built in the
/// presenting view's environment and handed to the nearest presentation host; the modified
/// view lays out unchanged. With no host above, the modified view is the window.
struct PresentingModifier<Presentation: View>: PrimitiveModifier {
    /// Builds the presentation, given the presenting view's context (nil when not presented).
    let presentation: ((ResolveContext) -> Presentation)?

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        guard let presentation else {
            inputs.resolve(content)
            return
        }
        guard let host = inputs.context.navigationBar?.host else {
            inputs.resolve(PresentationHosting(content: content.modifier(self)))
            return
        }
        var declared = inputs.context
        declared.environment.isPresented = true
        host.present(withCurrentEnvironment(declared) { presentation(declared) })
        inputs.resolve(content)
    }
}

extension View {
    /// Presents `presentation` while `isPresented` is true.
    func presenting<P: View>(when isPresented: Bool, _ presentation: @escaping (ResolveContext) -> P) -> some View {
        modifier(PresentingModifier(presentation: isPresented ? presentation : nil))
    }
}
