import Foundation

extension LayoutExpectation {
    /// The views marked with `ids` have their first (or last) text baselines on one line, within
    /// `tolerance` pixels. A view's baseline is its explicit one (a Text's, or a container's
    /// from its texts, Design §3) at its position in the root.
    public static func baselinesAligned(_ ids: [any Hashable & Sendable], _ baseline: TextBaseline = .first, tolerance: CGFloat = 0.5) -> Self {
        Self { check in
            var nodes: [LayoutNode] = []
            for id in ids {
                switch check.node(id) {
                case .success(let node): nodes.append(node)
                case .failure(let failure): return [failure]
                }
            }
            return check.baselines(of: nodes, baseline, tolerance: tolerance, what: "the views \(ids.map(LayoutCheck.name).joined(separator: ", "))")
        }
    }

    /// Every Text inside the view marked `container` has its first (or last) baseline on one
    /// line, within `tolerance` pixels.
    public static func baselinesAligned(textsIn container: any Hashable & Sendable, _ baseline: TextBaseline = .first, tolerance: CGFloat = 0.5) -> Self {
        about(container) { check, node in
            let texts = node.allNodes.filter { $0.text != nil }
            return check.baselines(of: texts, baseline, tolerance: tolerance, what: "the texts in \(LayoutCheck.name(container))")
        }
    }
}

extension LayoutCheck {
    /// The failure when the baselines of `nodes` spread over more than `tolerance` pixels.
    func baselines(of nodes: [LayoutNode], _ baseline: TextBaseline, tolerance: CGFloat, what: String) -> [LayoutFailure] {
        guard nodes.count >= 2 else {
            return [LayoutFailure("\(what): expected at least two views with text to align, found \(nodes.count)", excerpt: excerpt(nodes.map { ($0, "") }))]
        }
        var values: [(LayoutNode, CGFloat)] = []
        var missing: [LayoutNode] = []
        for node in nodes {
            if let value = node.dimensions[explicit: baseline.guide] { values.append((node, node.frame.minY + value)) } else { missing.append(node) }
        }
        if !missing.isEmpty {
            return [LayoutFailure(
                "\(what): \(missing.map { AuditedView($0).label }.joined(separator: ", ")) \(missing.count == 1 ? "has" : "have") no text, so no \(baseline.name) text baseline",
                excerpt: excerpt(missing.map { ($0, "no text baseline") }))]
        }
        let ys = values.map(\.1)
        let spread = ys.max()! - ys.min()!
        guard spread > points(tolerance) else { return [] }
        let reference = values[0].1
        let notes = values.map { node, y in
            (node, "\(baseline.name) baseline y \(Self.f(y))" + (node.index == values[0].0.index ? "" : " (\(y >= reference ? "+" : "")\(Self.f(y - reference)))"))
        }
        return [LayoutFailure(
            "\(what): \(baseline.name) text baselines are not aligned: they span \(Self.f(spread)) pt (\(Self.f(spread * displayScale)) px at scale \(Self.f(displayScale))), more than \(Self.f(tolerance)) px; "
                + values.map { "\(AuditedView($0.0).label) at y \(Self.f($0.1))" }.joined(separator: ", "),
            excerpt: excerpt(notes))]
    }
}
