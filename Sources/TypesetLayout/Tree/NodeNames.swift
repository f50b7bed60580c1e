import Foundation

extension NodeKind {
    /// The node's name in dumps, paths and diagnostics: its result kind's.
    package func name(in tree: LayoutTree) -> String { viewKind(in: tree).name }
}
