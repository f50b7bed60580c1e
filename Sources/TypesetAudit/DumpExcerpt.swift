import Foundation
import Typeset

/// A few lines of a result's dump: the nodes a message is about, their ancestors for context,
/// and a note at the end of each marked line.
public enum DumpExcerpt {
    /// The dump lines of the nodes in `notes` (by node index) and of their ancestors, in tree
    /// order; `⋮` stands for the lines left out, and each marked line ends with `◀ note`.
    public static func render(
        _ result: LayoutResult, notes: [Int: String], options: LayoutDump.Options = [.guides]
    ) -> String {
        let body = result.dumpBody(options: options).split(separator: "\n", omittingEmptySubsequences: false)
        let nodes = result.nodes
        var kept = Set<Int>()
        for index in notes.keys {
            var node: LayoutNode? = nodes.indices.contains(index) ? nodes[index] : nil
            while let current = node {
                kept.insert(current.index)
                node = current.parent
            }
        }
        var lines: [String] = []
        var skipped = false
        // The dump walks children in order and writes a node's content lines right after it.
        var pending = [result.root]
        var line = 0
        while let node = pending.popLast() {
            let contentLines = node.text?.dumpLines(options: options).count ?? 0
            if kept.contains(node.index), line < body.count {
                if skipped { lines.append("⋮") }
                skipped = false
                lines.append(String(body[line]) + (notes[node.index].map { "  ◀ \($0)" } ?? ""))
                if notes[node.index] != nil {
                    lines += body[(line + 1) ..< min(line + 1 + contentLines, body.count)].map(String.init)
                }
            } else {
                skipped = true
            }
            line += 1 + contentLines
            pending += node.children.reversed()
        }
        if skipped { lines.append("⋮") }
        return lines.joined(separator: "\n")
    }
}
