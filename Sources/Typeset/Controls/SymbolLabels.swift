import Foundation

extension Label where Title == Text, Icon == Image {
    /// A label with `title` and the system symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with `title` and the system symbol `systemImage`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with `title` and the catalogue image `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label with `title` and the catalogue image `name`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

extension Button where Label == Typeset.Label<Text, Image> {
    /// A button labelled with `title` and the system symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Typeset.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with `title` and the system symbol `systemImage`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Typeset.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with `title` and the catalogue image `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(action: action) { Typeset.Label(title, image: image) }
    }

    /// A button labelled with `title` and the catalogue image `image`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(action: action) { Typeset.Label(titleKey, image: image) }
    }
}
