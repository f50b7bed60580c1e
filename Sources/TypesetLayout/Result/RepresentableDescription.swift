/// A view that the platform draws, embedded in the layout as a leaf (a `UIViewRepresentable` or
/// `UIViewControllerRepresentable`): what the result knows of it, so a renderer can draw a
/// placeholder in its frame.
public struct RepresentableDescription: Hashable, Sendable {
    /// Which representable protocol the view conforms to.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `UIViewRepresentable`.
        case view = "UIViewRepresentable"
        /// `UIViewControllerRepresentable`.
        case viewController = "UIViewControllerRepresentable"
    }

    /// Which representable protocol the view conforms to.
    public var kind: Kind
    /// The conforming type's name (`MapView`), as the app declares it.
    public var typeName: String

    /// A description of a representable of `kind` declared as `typeName`.
    public init(kind: Kind, typeName: String) {
        self.kind = kind
        self.typeName = typeName
    }
}
