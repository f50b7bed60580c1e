import Foundation
import TypesetText

/// The canonical text form of a layout result, in the style of swift-markdown's tree dump.
///
/// It is formatted from the result's typed data only. Numbers are rounded to 1/1000 with
/// trailing zeros stripped, so float noise never shows.
public struct LayoutDump: Sendable {
    /// What the dump shows besides frames.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: Int
        /// Creates options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The proposal each view was placed with.
        public static let proposals = Options(rawValue: 1)
        /// Explicit values of the built-in guides.
        public static let guides = Options(rawValue: 2)
        /// Text lines (baseline, ascent, descent, width, x offset, string).
        public static let lines = Options(rawValue: 4)
        /// Glyph runs in HarfBuzz's serialisation.
        public static let glyphs = Options(rawValue: 8)
        /// Proposals, guides and lines: everything but glyph runs.
        public static let `default`: Options = [.proposals, .guides, .lines]
        /// Every option, glyph runs included.
        public static let everything: Options = [.proposals, .guides, .lines, .glyphs]
    }

    let options: Options

    package init(options: Options) {
        self.options = options
    }

    static func format(_ rect: CGRect) -> String {
        "(\(LayoutNumber.format(rect.minX)), \(LayoutNumber.format(rect.minY)), \(LayoutNumber.format(rect.width)) × \(LayoutNumber.format(rect.height)))"
    }

    private static let builtInNames = ["leading", "hcenter", "trailing", "top", "vcenter", "bottom", "firstBaseline", "lastBaseline"]

    /// How many levels of tree lines a dump draws. Deeper nodes show the innermost
    /// `drawnLevels` levels after a `…` (the dump of a deep tree stays linear in its nodes).
    public static let drawnLevels = 64

    /// The tree, one line per node, then the diagnostics. Walks with an explicit stack, so a
    /// deep tree does not recurse; indentation is capped at `drawnLevels` levels.
    package func render(_ result: LayoutResult) -> String {
        var lines: [String] = []
        let storage = result.storage
        // `childPrefix` holds the tree lines of the innermost `drawnLevels` levels, 3 characters each.
        var pending: [(index: Int, prefix: String, childPrefix: String, depth: Int)] = [(0, "", "", 0)]
        while let (index, prefix, childPrefix, depth) = pending.popLast() {
            let node = LayoutNode(storage: storage, index: index)
            let marker = depth > Self.drawnLevels ? "… " : ""
            lines.append(marker + prefix + line(node))
            let children = node.children
            if let text = node.text {
                for detail in text.dumpLines(options: options) {
                    lines.append(marker + childPrefix + (children.isEmpty ? "  " : "│ ") + detail)
                }
            }
            let drawn = depth >= Self.drawnLevels ? String(childPrefix.dropFirst(3)) : childPrefix
            for (position, child) in children.enumerated().reversed() {
                let last = position == children.count - 1
                pending.append((child.index, drawn + (last ? "└─ " : "├─ "), drawn + (last ? "   " : "│  "), depth + 1))
            }
        }
        if !result.diagnostics.isEmpty {
            lines.append("diagnostics:")
            lines += result.diagnostics.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ node: LayoutNode) -> String {
        var line = node.name
        let ids = node.ids
        if !ids.isEmpty { line += " #" + ids.map { "\($0.base)" }.joined(separator: " #") }
        let attributes = node.attributes
        if !attributes.isEmpty { line += " [" + attributes.joined(separator: ", ") + "]" }
        line += " " + Self.format(node.frame)
        if node.layoutDirection == .rightToLeft { line += " rtl" }
        if options.contains(.proposals) { line += " proposed \(node.proposal)" }
        if options.contains(.guides) {
            let guides = node.explicitGuides.filter(\.key.isBuiltIn).sorted { $0.key.builtInIndex < $1.key.builtInIndex }
                .map { "\(Self.builtInNames[$0.key.builtInIndex])=\(LayoutNumber.format($0.value))" }
            if !guides.isEmpty { line += " guides{" + guides.joined(separator: " ") + "}" }
        }
        return line
    }
}
