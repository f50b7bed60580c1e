import Foundation

extension Label where Title == Text, Icon == Image {
    /// A label with `title` and the system symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with `title` and the catalogue image `name`.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Button where Label == Typeset.Label<Text, Image> {
    /// A button labelled with `title` and the system symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Typeset.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with `title` and the catalogue image `image`.
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(action: action) { Typeset.Label(title, image: image) }
    }
}
