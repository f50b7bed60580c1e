import Foundation

extension View {
    /// Presents an alert titled `title` with `actions` while `isPresented` is true (an "OK"
    /// button when `actions` has none).
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled `title` with `actions` while `isPresented` is true (an "OK"
    /// button when `actions` has none). The text is a localized key.
    public consuming func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled `title` with `actions` while `isPresented` is true.
    public consuming func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return presenting(when: isPresented.wrappedValue) { declared in
            AlertPresentation(title: title, actions: actions, message: EmptyView?.none, declared: declared)
        }
    }

    /// Presents an alert with a message while `isPresented` is true.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a message while `isPresented` is true. The text is a localized key.
    public consuming func alert<A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a message while `isPresented` is true.
    public consuming func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let actions = actions(), message = message()
        return presenting(when: isPresented.wrappedValue) { declared in
            AlertPresentation(title: title, actions: actions, message: message, declared: declared)
        }
    }

    /// Presents an alert for `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert for `data` while `isPresented` is true and `data` is not nil. The text is a localized key.
    public consuming func alert<A: View, T>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert for `data` while `isPresented` is true and `data` is not nil.
    public consuming func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let actions = data.map(actions)
        return presenting(when: isPresented.wrappedValue && actions != nil) { declared in
            AlertPresentation(title: title, actions: actions, message: EmptyView?.none, declared: declared)
        }
    }

    /// Presents an alert with a message for `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert with a message for `data` while `isPresented` is true and `data` is not nil. The text is a localized key.
    public consuming func alert<A: View, M: View, T>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert with a message for `data` while `isPresented` is true and `data` is not nil.
    public consuming func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let actions = data.map(actions), message = data.map(message)
        return presenting(when: isPresented.wrappedValue && data != nil) { declared in
            AlertPresentation(title: title, actions: actions, message: message, declared: declared)
        }
    }

    /// Presents an alert for `error` while `isPresented` is true and `error` is not nil, titled
    /// with the error's description.
    public consuming func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        let title = Text(error?.errorDescription ?? "")
        return presenting(when: isPresented.wrappedValue && error != nil) { declared in
            AlertPresentation(title: title, actions: actions, message: EmptyView?.none, declared: declared)
        }
    }

    /// Presents an alert for `error` with a message while `isPresented` is true and `error` is not nil.
    public consuming func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        let actions = error.map(actions), message = error.map(message)
        let title = Text(error?.errorDescription ?? "")
        return presenting(when: isPresented.wrappedValue && error != nil) { declared in
            AlertPresentation(title: title, actions: actions, message: message, declared: declared)
        }
    }

    /// Presents the `Alert` that `content` builds while `isPresented` is true (the older form).
    public consuming func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presenting(when: isPresented.wrappedValue) { declared in alert.presentation(declared) }
    }

    /// Presents the `Alert` built for `item` while it is not nil (the older form).
    public consuming func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return presenting(when: alert != nil) { declared in alert?.presentation(declared) }
    }
}

/// An alert's contents, as SwiftUI's deprecated `Alert` value: a title, an optional message and
/// one or two buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet.
    public struct Button {
        let label: Text
        let role: ButtonRole?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil) }
        /// A cancel button with `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel) }
        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive) }

        /// The button as a view.
        var view: Typeset.Button<Text> { Typeset.Button(role: role, action: {}) { label } }
    }

    /// The alert presented from `declared`.
    func presentation(_ declared: ResolveContext) -> some View {
        let buttons = self.buttons
        return AlertPresentation(
            title: title, actions: ForEach(0..<buttons.count) { buttons[$0].view }, message: message, declared: declared)
    }
}

/// The role of a button inside an alert or dialog, recorded by the dialog button style.
struct DialogButtonRole: Hashable {
    let role: ButtonRole?
}

/// How buttons look inside an alert or a confirmation dialog: the label centred in 17-point
/// text, the tint (red when destructive), the cancel button semibold; each fills its row.
struct DialogButtonStyle: PrimitiveButtonStyle {
    let minHeight: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        return EnvironmentReader { environment in
            configuration.label
                .font(.system(size: 17, weight: role == .cancel ? .semibold : .regular))
                .foregroundStyle(role == .destructive ? Color.red : environment.resolvedTint)
                .lineLimit(1)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, minHeight: minHeight)
        }
        .modifier(TaggingModifier { id, tree in tree.setLayoutValue(ObjectIdentifier(DialogButtonRole.self), DialogButtonRole(role: role), on: id) })
    }
}

/// The buttons of an alert or dialog, resolved: the role each one has (nil for views that are
/// not buttons, such as an alert's text fields).
struct DialogActions {
    var buttons: [(node: NodeID, role: ButtonRole?)] = []
    var others: [NodeID] = []

    /// Resolves `actions`, declared in `declared`, as the buttons of a dialog shown in `context`.
    init<Actions: View>(
        _ actions: Actions, declared: ResolveContext, minHeight: CGFloat, in context: ResolveContext, _ inputs: inout _ViewInputs
    ) {
        var inner = context
        inner.stackOrientation = nil
        var nodes: [NodeID] = []
        let styled = DeclaredIn(content: actions.buttonStyle(DialogButtonStyle(minHeight: minHeight)), declared: declared)
        nodes += inputs.nodes(of: styled, in: inner)
        let key = ObjectIdentifier(DialogButtonRole.self)
        for node in nodes {
            if let mark = inputs.tree.layoutValue(key, of: node) as? DialogButtonRole {
                buttons.append((node, mark.role))
            } else {
                others.append(node)
            }
        }
    }

    /// The buttons with the cancel buttons moved `first` or last.
    func ordered(cancelFirst: Bool) -> [NodeID] {
        let cancel = buttons.filter { $0.role == .cancel }.map(\.node)
        let rest = buttons.filter { $0.role != .cancel }.map(\.node)
        return cancelFirst ? cancel + rest : rest + cancel
    }
}

/// An alert over the dimmed window, centred (`PresentationMetrics`).
struct AlertPresentation<Actions: View, Message: View>: PrimitiveView {
    let title: Text
    let actions: Actions
    let message: Message?
    /// Where the alert was declared: its actions and message keep that environment.
    let declared: ResolveContext

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let height = PresentationMetrics.alertButtonHeight
        // The buttons side by side when there are two and both labels fit, else stacked: each
        // arrangement resolves the actions once, ViewThatFits keeps the first that fits.
        // (The stacked arrangement's text fields, resolved with it, are not shown: the
        // side-by-side arrangement's are.)
        let sideBySide = DialogActions(actions, declared: declared, minHeight: height, in: context, &inputs)
        let stacked = DialogActions(actions, declared: declared, minHeight: height, in: context, &inputs)
        let fallback = sideBySide.buttons.isEmpty
        let scale = context.environment.displayScale > 0 && context.environment.displayScale.isFinite ? context.environment.displayScale : 1
        let hairline = 1 / scale
        func okButton() -> some View {
            Button("OK") {}.buttonStyle(DialogButtonStyle(minHeight: height))
        }
        let buttons = ViewThatFits(in: .horizontal) {
            if sideBySide.buttons.count == 2 {
                HStack(spacing: 0) {
                    let nodes = sideBySide.ordered(cancelFirst: true)
                    ResolvedNodes(nodes[0])
                    PresentationMetrics.dialogSeparator.frame(width: hairline).containerPart(.rowSeparator)
                    ResolvedNodes(nodes[1])
                }
                .fixedSize(horizontal: false, vertical: true)
            }
            VStack(spacing: 0) {
                let nodes = stacked.ordered(cancelFirst: false)
                ForEach(0..<nodes.count) { index in
                    if index > 0 { PresentationMetrics.dialogSeparator.frame(height: hairline).containerPart(.rowSeparator) }
                    ResolvedNodes(nodes[index])
                }
                if fallback { okButton() }
            }
        }
        let card = VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.system(size: PresentationMetrics.alertTitleSize, weight: .semibold))
                message.map {
                    DeclaredIn(content: $0.font(.system(size: PresentationMetrics.alertMessageSize)).multilineTextAlignment(.center), declared: declared)
                }
                ResolvedNodes(sideBySide.others)
            }
            .multilineTextAlignment(.center)
            .padding(PresentationMetrics.alertPadding)
            .frame(maxWidth: .infinity)
            PresentationMetrics.dialogSeparator.frame(height: hairline).containerPart(.rowSeparator)
            buttons
        }
        .frame(width: PresentationMetrics.alertWidth)
        .background {
            RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius, style: .continuous).fill(PresentationMetrics.dialogBackground)
        }
        .containerPart(.presentedContent)
        let layer = ZStack {
            PresentationMetrics.dimming.containerPart(.dimming)
            card
        }
        .containerRole(.alert)
        inputs.resolve(layer, in: context)
    }
}
