// Errors of translation files: which file, which line, what is wrong.

/// A translation file (a `.strings` or `.stringsdict` table, a String Catalog, a bundle
/// directory) that cannot be read.
public struct LocalizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: String, Hashable, Sendable {
        /// The file or directory is missing or cannot be read.
        case unreadableFile
        /// The bytes are not text in a known encoding.
        case invalidEncoding
        /// The syntax is wrong: a `.strings` file, a property list or JSON that does not parse.
        case malformedFile
        /// The file parses, but an entry is not what the format allows (a non-string value in
        /// a `.strings` table, a plural variation with an unknown category, ...).
        case invalidEntry
    }

    /// The kind of problem.
    public let kind: Kind
    /// The file's path.
    public let path: String
    /// The line (from 1), where the format has lines and the problem has one.
    public let line: Int?
    /// What is wrong, in words.
    public let message: String

    /// An error of `kind` in the file at `path`, at `line`.
    public init(_ kind: Kind, path: String, line: Int? = nil, _ message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`, as compilers write it.
    public var description: String {
        line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
    }
}

/// A problem met while reading, before the file's path is known to the reader.
struct ReadFailure: Error {
    let kind: LocalizationError.Kind
    let line: Int?
    let message: String

    init(_ kind: LocalizationError.Kind = .malformedFile, line: Int?, _ message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }

    func at(_ path: String) -> LocalizationError { LocalizationError(kind, path: path, line: line, message) }
}
