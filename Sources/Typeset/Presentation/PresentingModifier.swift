/// Presents a view over the window while its binding is true (`sheet`, `fullScreenCover`,
/// `popover`, `alert`, `confirmationDialog`, `actionSheet`): the presentation is built in the
/// presenting view's environment and handed to the nearest presentation host; the modified
/// view lays out unchanged. With no host above, the modified view is the window.
struct PresentingModifier<Presentation: View>: PrimitiveModifier {
    /// Builds the presentation, given the presenting view's context (nil when not presented).
    let presentation: ((ResolveContext) -> Presentation)?

    func resolve<Content: View>(content: Content, in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        guard let presentation else {
            resolveList(content, in: context, into: &tree, list: &list)
            return
        }
        guard let host = context.navigationBar?.host else {
            resolveList(PresentationHosting(content: content.modifier(self)), in: context, into: &tree, list: &list)
            return
        }
        var declared = context
        declared.environment.isPresented = true
        host.present(withCurrentEnvironment(declared) { presentation(declared) })
        resolveList(content, in: context, into: &tree, list: &list)
    }
}

extension View {
    /// Presents `presentation` while `isPresented` is true.
    func presenting<P: View>(when isPresented: Bool, _ presentation: @escaping (ResolveContext) -> P) -> some View {
        modifier(PresentingModifier(presentation: isPresented ? presentation : nil))
    }
}
