// The display list's stand-in for a view the platform draws.
import Foundation
import Typeset

/// A stand-in for a view the platform draws (a `UIViewRepresentable` or
/// `UIViewControllerRepresentable`, which Typeset lays out but cannot draw): the box it
/// occupies, drawn light grey with diagonal hatching and a dashed outline, and its type's name.
public struct PlatformViewPlaceholder: Sendable, Equatable {
    /// Where the view goes.
    public var rect: CGRect
    /// The representable protocol and the conforming type.
    public var view: RepresentableDescription

    /// A placeholder for `view` in `rect`.
    public init(rect: CGRect, view: RepresentableDescription) {
        self.rect = rect
        self.view = view
    }

    /// The label drawn in the box: the type's name, then the protocol.
    public var label: String { "\(view.typeName) (\(view.kind.rawValue))" }
}
