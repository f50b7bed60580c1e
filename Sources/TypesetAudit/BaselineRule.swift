import Foundation
import Typeset

/// Views laid out side by side whose first baselines can be compared.
struct BaselineRow {
    /// The container the row belongs to.
    let container: LayoutNode
    /// The views side by side.
    let members: [LayoutNode]
    /// The alignment that would line their first baselines up.
    let fix: String
}

extension LayoutAudit {
    /// Texts side by side whose first baselines differ by more than the tolerance, unless their
    /// last baselines line up (a row aligned on `.lastTextBaseline` on purpose).
    ///
    /// A member's baseline is the one a `.firstTextBaseline` alignment would use: its explicit
    /// first baseline (its top-most text's, Design §3) at its laid-out position. Offsets move
    /// only the drawing, so they do not count.
    func baselineFindings() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for node in result.nodes where node.children.count >= 2 {
            for row in Self.rows(of: node) {
                let texts = row.members.compactMap { member -> (node: LayoutNode, first: CGFloat, last: CGFloat?)? in
                    let d = member.dimensions
                    guard Self.firstText(in: member) != nil, let first = d[explicit: .firstTextBaseline] else { return nil }
                    return (member, member.frame.minY + first, d[explicit: .lastTextBaseline].map { member.frame.minY + $0 })
                }
                guard texts.count >= 2 else { continue }
                let firsts = texts.map(\.first)
                let spread = firsts.max()! - firsts.min()!
                guard spread > tolerance else { continue }
                let lasts = texts.compactMap(\.last)
                if lasts.count == texts.count, lasts.max()! - lasts.min()! <= tolerance { continue }
                let container = AuditedView(row.container)
                let views = texts.map { AuditedView($0.node, holdingText: true) }
                let place = texts[0].node.gridCell.map { "GridRow \($0.row) of \(container.label)" } ?? container.label
                let listing = zip(views, firsts).map { "\($0.label) at y \(Self.f($1))" }.joined(separator: ", ")
                findings.append(AuditFinding(
                    kind: .misalignedBaselines, container: container, views: views,
                    values: firsts.enumerated().map { (name: "firstBaseline[\($0.offset)]", value: $0.element) } + [(name: "spread", value: spread)],
                    fix: row.fix,
                    message: "first baselines of texts side by side in \(place) differ by \(points(spread)): \(listing)"))
            }
        }
        return findings
    }

    /// The first Text in `node`'s subtree (depth first), if any.
    static func firstText(in node: LayoutNode) -> LayoutNode? {
        node.allNodes.first { $0.text != nil }
    }

    /// The rows of a container: an HStack's children, a Grid's cells by row, or, in any other
    /// container whose children are not stacked or layered by design, the groups of children
    /// that overlap vertically without overlapping horizontally.
    static func rows(of node: LayoutNode) -> [BaselineRow] {
        let children = node.children
        switch node.kind {
        case .hStack:
            return [BaselineRow(container: node, members: children, fix: "HStack(alignment: .firstTextBaseline)")]
        case .grid:
            let rows = Dictionary(grouping: children.filter { $0.gridCell != nil }) { $0.gridCell!.row }
            return rows.keys.sorted().map {
                BaselineRow(container: node, members: rows[$0]!, fix: "GridRow(alignment: .firstTextBaseline)")
            }
        case .vStack, .zStack, .overlay, .background, .border, .viewThatFits:
            return []
        default:
            // Only views holding text can be part of a finding; leaving the rest out keeps the
            // pairwise grouping small.
            return sideBySideGroups(children.filter { firstText(in: $0) != nil }).map {
                BaselineRow(container: node, members: $0, fix: "align the views on .firstTextBaseline")
            }
        }
    }

    /// Children grouped by "side by side": vertical extents overlap, horizontal ones do not
    /// (connected groups of two or more, in child order).
    static func sideBySideGroups(_ children: [LayoutNode]) -> [[LayoutNode]] {
        var group = Array(children.indices)
        func root(_ i: Int) -> Int { group[i] == i ? i : root(group[i]) }
        for i in children.indices {
            for j in children.indices where j > i {
                let a = children[i].frame, b = children[j].frame
                let vertical = min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0
                let horizontal = min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0
                if vertical && !horizontal { group[root(j)] = root(i) }
            }
        }
        let grouped = Dictionary(grouping: children.indices) { root($0) }
        return grouped.keys.sorted().compactMap { key in
            let members = grouped[key]!
            return members.count >= 2 ? members.map { children[$0] } : nil
        }
    }
}
