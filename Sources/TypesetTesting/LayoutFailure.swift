import Foundation

/// Why a layout expectation failed: a sentence with the numbers that differ, and the dump
/// lines of the views involved.
public struct LayoutFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was expected and what was found, with the numbers.
    public let summary: String
    /// The dump lines of the views involved and their ancestors (``DumpExcerpt``); empty when
    /// no view could be found.
    public let excerpt: String

    /// Creates a failure.
    public init(_ summary: String, excerpt: String = "") {
        self.summary = summary
        self.excerpt = excerpt
    }

    /// The summary, then the excerpt.
    public var description: String { excerpt.isEmpty ? summary : summary + "\n" + excerpt }
}
