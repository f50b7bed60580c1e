import Foundation

/// Something layout clamped or replaced instead of trapping: a bad value, a missing font.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem was met.
    public enum Kind: String, Hashable, Sendable {
        /// A negative or non-finite frame dimension, treated as unset.
        case invalidFrame
        /// A NaN or negative proposal, clamped.
        case invalidProposal
        /// A NaN or negative size returned by a view, clamped to 0 (an infinite size is legal:
        /// it answers a probe for the maximum).
        case invalidSize
        /// A NaN or infinite alignment guide value, ignored.
        case invalidGuide
        /// A non-finite padding, offset, position, spacing or ratio, replaced.
        case invalidValue
        /// A font family that could not be found; the default was used.
        case missingFont
        /// A view that could not be laid out as written (for example a Grid cell outside a row).
        case unsupported
    }

    /// The kind of problem.
    public var kind: Kind
    /// The view the problem was met in, as it appears in the dump.
    public var view: String
    /// What was wrong and what layout used instead.
    public var message: String

    /// Creates a diagnostic of `kind` met in `view`.
    public init(kind: Kind, view: String, message: String) {
        self.kind = kind
        self.view = view
        self.message = message
    }

    /// `kind in view: message`, for logs.
    public var description: String { "\(kind.rawValue) in \(view): \(message)" }
}

/// State shared by every element of one layout pass: diagnostics and the lock that guards
/// lazy guide evaluation after the pass.
package final class LayoutPass: @unchecked Sendable {
    package let lock = NSRecursiveLock()
    private var reported: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    package init() {}

    /// Records `diagnostic` once.
    package func report(_ diagnostic: Diagnostic) {
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(diagnostic).inserted { reported.append(diagnostic) }
    }

    package var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return reported
    }
}
