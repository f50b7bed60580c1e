import Foundation
import Typeset

/// A view named by a finding: its path, ids and frame, so a report can point at it.
public struct AuditedView: Hashable, Sendable {
    /// The node's path from the root (`VStack[0]/HStack[1]/Text`).
    public let path: String
    /// Its `.id` values as text, innermost first.
    public let ids: [String]
    /// Its kind's name (`Text`, `HStack`, `Frame`, ...).
    public let name: String
    /// Its frame in root coordinates.
    public let frame: CGRect
    /// For a Text, its string; for a view named as a member of a row, the string of the
    /// first Text it holds.
    public let text: String?
    /// The node's position in the result's depth-first order.
    public let index: Int

    /// Describes `node`; with `holdingText`, names the first Text inside it too.
    public init(_ node: LayoutNode, holdingText: Bool = false) {
        path = node.path
        ids = node.ids.map { "\($0.base)" }
        name = node.name
        frame = node.frame
        text = node.text?.string ?? (holdingText ? node.allNodes.first { $0.text != nil }?.text?.string : nil)
        index = node.index
    }

    /// `Text #title "Create…"` or `Frame`: the name, ids and text, as in the dump.
    public var label: String {
        var label = name + ids.map { " #\($0)" }.joined()
        if let text { label += " \"\(text.count > 24 ? String(text.prefix(23)) + "…" : text)\"" }
        return label
    }
}
