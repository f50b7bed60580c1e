import Foundation

/// A preview of shared content, as SwiftUI's `SharePreview` (shown by the share sheet, which a
/// headless layout does not present).
public struct SharePreview<Image, Icon> {
    let title: Text

    /// A preview titled `title` with an image and an icon.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) where Image: Transferable, Icon: Transferable {
        self.title = Text(title)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview titled `title`.
    public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
}

extension SharePreview where Icon == Never {
    /// A preview titled `title` with an image.
    public init<S: StringProtocol>(_ title: S, image: Image) where Image: Transferable { self.title = Text(title) }
}

extension SharePreview where Image == Never {
    /// A preview titled `title` with an icon.
    public init<S: StringProtocol>(_ title: S, icon: Icon) where Icon: Transferable { self.title = Text(title) }
}

/// Something that can be shared, as the Transferable protocol SwiftUI's sharing takes (strings,
/// URLs, images).
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// A control that presents the share sheet, as SwiftUI's `ShareLink`: laid out as its label in
/// the tint, like a borderless button; the default label is "Share" with the `square.and.arrow.up`
/// symbol (Apple, `ShareLink`: "a standard share label").
public struct ShareLink<Label: View>: View {
    let label: Label

    public var body: some View {
        EnvironmentReader { environment in
            label.controlPart(.label).foregroundStyle(environment.resolvedTint)
        }
        .controlRole(.shareLink)
    }
}

extension ShareLink {
    /// A link sharing `item`, showing `label`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link sharing `item` with a preview, showing `label`.
    public init<I: Transferable, PreviewImage, PreviewIcon>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A link sharing `items`, showing `label`.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element: Transferable {
        self.label = label()
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `item` with the standard label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }

    /// A link sharing `item` with a preview and the standard label.
    public init<I: Transferable, PreviewImage, PreviewIcon>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }

    /// A link sharing `items` with the standard label.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element: Transferable {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }

    /// A link sharing `item`, its label titled `title` with the share symbol.
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A link sharing `item` with a preview, its label titled `title` with the share symbol.
    public init<S: StringProtocol, I: Transferable, PreviewImage, PreviewIcon>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A link sharing `items`, its label titled `title` with the share symbol.
    public init<S: StringProtocol, Data: RandomAccessCollection>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element: Transferable {
        label = DefaultShareLinkLabel(title: Text(title))
    }
}

/// The standard share label: its title with the `square.and.arrow.up` symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}
