/// A control that opens a URL, as SwiftUI's `Link`: on iOS its label in the tint, with no
/// insets (like a borderless button).
public struct Link<Label: View>: View {
    let label: Label
    /// The URL the link opens.
    public let destination: URL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        tintedLabel(label)
        .controlRole(.link)
    }
}

extension Link where Label == Text {
    /// A link with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link with a text label. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

/// A control that presents a menu, as SwiftUI's `Menu`: laid out closed, as its label in the
/// tint (iOS's default menu style shows the label as a borderless button); the items are not
/// laid out.
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu of `content` behind `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu of `content` behind `label` with a primary action.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    public var body: some View {
        tintedLabel(label)
        .controlRole(.menu)
    }
}

extension Menu where Label == Text {
    /// A menu with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
    }

    /// A menu with a text label. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
    }
}

/// A control's label drawn in the tint, as iOS draws links and closed menus.
private func tintedLabel<Label: View>(_ label: Label) -> some View {
    EnvironmentReader { environment in
        label.controlPart(.label).foregroundStyle(environment.resolvedTint)
    }
}
