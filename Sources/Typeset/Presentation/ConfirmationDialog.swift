import Foundation

extension View {
    /// Presents a confirmation dialog (an action sheet on iPhone) with `actions` while
    /// `isPresented` is true. With `.automatic` visibility iOS hides the title; a Cancel button is
    /// added when `actions` has none, as iOS does.
    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog (an action sheet on iPhone) with `actions` while
    /// `isPresented` is true. With `.automatic` visibility iOS hides the title; a Cancel button is
    /// added when `actions` has none, as iOS does. The text is a localized key.
    public consuming func confirmationDialog<A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog with `actions` while `isPresented` is true.
    public consuming func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        let actions = actions()
        return presenting(when: isPresented.wrappedValue) { declared in
            DialogPresentation(title: title, titleVisibility: titleVisibility, actions: actions, message: EmptyView?.none, declared: declared)
        }
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true. The text is a localized key.
    public consuming func confirmationDialog<A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    public consuming func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let actions = actions(), message = message()
        return presenting(when: isPresented.wrappedValue) { declared in
            DialogPresentation(title: title, titleVisibility: titleVisibility, actions: actions, message: message, declared: declared)
        }
    }

    /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is not nil. The text is a localized key.
    public consuming func confirmationDialog<A: View, T>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is not nil.
    public consuming func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let actions = data.map(actions)
        return presenting(when: isPresented.wrappedValue && data != nil) { declared in
            DialogPresentation(title: title, titleVisibility: titleVisibility, actions: actions, message: EmptyView?.none, declared: declared)
        }
    }

    /// Presents a confirmation dialog with a message for `data` while `isPresented` is true and
    /// `data` is not nil.
    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message for `data` while `isPresented` is true and
    /// `data` is not nil. The text is a localized key.
    public consuming func confirmationDialog<A: View, M: View, T>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message for `data` while `isPresented` is true and
    /// `data` is not nil.
    public consuming func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let actions = data.map(actions), message = data.map(message)
        return presenting(when: isPresented.wrappedValue && data != nil) { declared in
            DialogPresentation(title: title, titleVisibility: titleVisibility, actions: actions, message: message, declared: declared)
        }
    }

    /// Presents the `ActionSheet` that `content` builds while `isPresented` is true (the older form).
    public consuming func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presenting(when: isPresented.wrappedValue) { declared in sheet.presentation(declared) }
    }

    /// Presents the `ActionSheet` built for `item` while it is not nil (the older form).
    public consuming func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return presenting(when: sheet != nil) { declared in sheet?.presentation(declared) }
    }
}

/// An action sheet's contents, as SwiftUI's deprecated `ActionSheet` value (its title always shows).
public struct ActionSheet {
    /// A button of an action sheet.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons` (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The action sheet presented from `declared`.
    func presentation(_ declared: ResolveContext) -> some View {
        let buttons = self.buttons
        return DialogPresentation(
            title: title, titleVisibility: .visible, actions: ForEach(0..<buttons.count) { buttons[$0].view }, message: message,
            declared: declared)
    }
}

/// A confirmation dialog at the bottom of the dimmed window (`PresentationMetrics`).
struct DialogPresentation<Actions: View, Message: View>: PrimitiveView {
    let title: Text
    let titleVisibility: Visibility
    let actions: Actions
    let message: Message?
    let declared: ResolveContext

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let resolved = DialogActions(actions, declared: declared, minHeight: PresentationMetrics.dialogButtonHeight, in: context, &inputs)
        let actionNodes = resolved.buttons.filter { $0.role != .cancel }.map(\.node) + resolved.others
        let cancelNodes = resolved.buttons.filter { $0.role == .cancel }.map(\.node)
        let showsTitle = titleVisibility == .visible
        let hasHeader = showsTitle || message != nil
        let scale = context.environment.displayScale > 0 && context.environment.displayScale.isFinite ? context.environment.displayScale : 1
        let hairline = 1 / scale
        let bottom = max(context.navigationBar?.host?.safeArea.bottom ?? 0, PresentationMetrics.dialogMargin)
        let group = VStack(spacing: 0) {
            if hasHeader {
                VStack(spacing: 2) {
                    if showsTitle { title.font(.system(size: PresentationMetrics.dialogTextSize, weight: .semibold)) }
                    message.map {
                        DeclaredIn(
                            content: $0.font(.system(size: PresentationMetrics.dialogTextSize)).multilineTextAlignment(.center)
                                .foregroundStyle(HierarchicalShapeStyle.secondary),
                            declared: declared)
                    }
                }
                .foregroundStyle(HierarchicalShapeStyle.secondary)
                .multilineTextAlignment(.center)
                .padding(PresentationMetrics.dialogHeaderInsets)
                .frame(maxWidth: .infinity)
            }
            ForEach(0..<actionNodes.count) { index in
                if index > 0 || hasHeader {
                    PresentationMetrics.dialogSeparator.frame(height: hairline).containerPart(.rowSeparator)
                }
                ResolvedNodes(actionNodes[index])
            }
        }
        .background {
            RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius, style: .continuous).fill(PresentationMetrics.dialogBackground)
        }
        let cancel = VStack(spacing: 0) {
            if cancelNodes.isEmpty {
                Button("Cancel", role: .cancel) {}.buttonStyle(DialogButtonStyle(minHeight: PresentationMetrics.dialogButtonHeight))
            }
            ForEach(0..<cancelNodes.count) { index in
                if index > 0 { PresentationMetrics.dialogSeparator.frame(height: hairline).containerPart(.rowSeparator) }
                ResolvedNodes(cancelNodes[index])
            }
        }
        .background {
            RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius, style: .continuous).fill(PresentationMetrics.sheetBackground)
        }
        let layer = ZStack(alignment: .bottom) {
            PresentationMetrics.dimming.containerPart(.dimming)
            VStack(spacing: PresentationMetrics.dialogMargin) {
                if !actionNodes.isEmpty || hasHeader { group }
                cancel
            }
            .containerPart(.presentedContent)
            .padding(.horizontal, PresentationMetrics.dialogMargin)
            .padding(.bottom, bottom)
        }
        .containerRole(.confirmationDialog)
        inputs.resolve(layer, in: context)
    }
}
