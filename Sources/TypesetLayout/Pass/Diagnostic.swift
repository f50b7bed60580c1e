import Foundation

/// Something layout clamped or replaced instead of trapping, with the view it concerns.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem was met. Layers above the core add their own kinds.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The kind's name.
        public let rawValue: String
        /// A kind named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A negative or non-finite frame dimension, treated as unset.
        public static let invalidFrame = Kind(rawValue: "invalidFrame")
        /// A NaN or negative proposal, clamped.
        public static let invalidProposal = Kind(rawValue: "invalidProposal")
        /// A NaN or negative size returned by a view, clamped to 0 (an infinite size is legal:
        /// it answers a probe for the maximum).
        public static let invalidSize = Kind(rawValue: "invalidSize")
        /// A NaN or infinite alignment guide value, ignored.
        public static let invalidGuide = Kind(rawValue: "invalidGuide")
        /// A non-finite padding, offset, position, spacing or ratio, replaced.
        public static let invalidValue = Kind(rawValue: "invalidValue")
        /// A custom `Layout` that placed a subview more than once (the last placement wins)
        /// or never (it is centred in the bounds, Design §7).
        public static let subviewPlacement = Kind(rawValue: "subviewPlacement")
        /// A view that could not be laid out as written (for example a Grid cell outside a row).
        public static let unsupported = Kind(rawValue: "unsupported")

        /// The kind's name.
        public var description: String { rawValue }
    }

    /// The kind of problem.
    public var kind: Kind
    /// The path of the view the problem was met in (`VStack[0]/HStack[1]/Text`).
    public var view: String
    /// What was wrong and what layout used instead.
    public var message: String
    /// The facts behind the message, by name, for programs (a translation problem's `key`,
    /// `table` and `locale`); empty for most kinds.
    public var details: [String: String]

    /// Creates a diagnostic of `kind` met in the view at path `view`.
    public init(kind: Kind, view: String, message: String, details: [String: String] = [:]) {
        self.kind = kind
        self.view = view
        self.message = message
        self.details = details
    }

    /// `kind in view: message`, for logs.
    public var description: String { "\(kind.rawValue) in \(view): \(message)" }
}

/// The problems met in one pass, each kept once, in the order met.
package struct DiagnosticLog {
    private var entries: [(node: NodeID, kind: Diagnostic.Kind, message: String, details: [String: String])] = []
    private var seen: Set<Entry> = []

    private struct Entry: Hashable {
        var node: NodeID
        var kind: Diagnostic.Kind
        var message: String
    }

    package init() {}

    /// How many diagnostics were reported (each once).
    package var count: Int { entries.count }

    /// The nodes of the diagnostics reported from the `first` on.
    package func nodes(from first: Int) -> [NodeID] { entries[first...].map(\.node) }

    package mutating func report(_ node: NodeID, _ kind: Diagnostic.Kind, _ message: String, details: [String: String] = [:]) {
        guard seen.insert(Entry(node: node, kind: kind, message: message)).inserted else { return }
        entries.append((node, kind, message, details))
    }

    /// The diagnostics with each node named by its path in `tree`.
    package func resolved(in tree: LayoutTree) -> [Diagnostic] {
        var paths: [NodeID: String] = [:]
        return tree.unplacedDiagnostics + entries.map { entry in
            let path = paths[entry.node] ?? tree.path(of: entry.node)
            paths[entry.node] = path
            return Diagnostic(kind: entry.kind, view: path, message: entry.message, details: entry.details)
        }
    }
}
