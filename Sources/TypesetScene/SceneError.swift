// Scene errors: what was wrong and where, as a JSON path (`view.children[1].modifiers[0].frame.width`).
import Foundation

/// A scene file that cannot be turned into a view.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of mistake it is.
    public enum Kind: String, Sendable, Equatable {
        /// The bytes are not JSON.
        case malformedJSON
        /// The `format` is not `typeset-scene/1`.
        case unsupportedFormat
        /// A value has the wrong JSON type.
        case wrongType
        /// A required key is absent.
        case missingKey
        /// An object has a key the format does not define.
        case unknownKey
        /// A value is of the right type but out of range or not one of the allowed words.
        case invalidValue
        /// A view `type` the format does not define.
        case unknownView
        /// A modifier name the format does not define.
        case unknownModifier
        /// An alignment guide name that is neither built in nor declared in `alignments`.
        case unknownAlignment
        /// A font (or scene, or image) file that does not exist or cannot be read.
        case missingFile
    }

    /// The kind of mistake.
    public let kind: Kind
    /// Where: a JSON path from the top of the document (`view.children[0].text`); empty for
    /// the document itself.
    public let path: String
    /// What was expected or found, in words.
    public let message: String

    /// An error of `kind` at `path`.
    public init(_ kind: Kind, at path: String, _ message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// `path: message`, on one line.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
