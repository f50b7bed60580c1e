import Foundation

/// The canonical text form of a layout result, in the style of swift-markdown's tree dump.
///
/// Numbers are rounded to 1/1000 with trailing zeros stripped, so float noise never shows.
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
        /// Text lines (baseline, width, string).
        public static let lines = Options(rawValue: 4)
        /// Glyph runs in HarfBuzz's serialisation.
        public static let glyphs = Options(rawValue: 8)
        /// Proposals, guides and lines: everything but glyph runs.
        public static let `default`: Options = [.proposals, .guides, .lines]
        /// Every option, glyph runs included.
        public static let everything: Options = [.proposals, .guides, .lines, .glyphs]
    }

    /// Turns a leaf's content into dump lines (the Typeset module registers Text's).
    public typealias ContentDescriber = @Sendable (_ content: any Sendable, _ options: Options) -> [String]

    let options: Options
    let contentDescriber: ContentDescriber

    package init(options: Options, contentDescriber: @escaping ContentDescriber) {
        self.options = options
        self.contentDescriber = contentDescriber
    }

    static func format(_ rect: CGRect) -> String {
        "(\(LayoutNumber.format(rect.minX)), \(LayoutNumber.format(rect.minY)), \(LayoutNumber.format(rect.width)) × \(LayoutNumber.format(rect.height)))"
    }

    package func render(_ result: LayoutResult) -> String {
        var lines = [result.dumpHeader]
        render(result.root, prefix: "", childPrefix: "", into: &lines)
        if !result.diagnostics.isEmpty {
            lines.append("diagnostics:")
            lines += result.diagnostics.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let builtInGuides: [(String, AlignmentKey)] = [
        ("leading", HorizontalAlignment.leading.key), ("hcenter", HorizontalAlignment.center.key),
        ("trailing", HorizontalAlignment.trailing.key), ("top", VerticalAlignment.top.key),
        ("vcenter", VerticalAlignment.center.key), ("bottom", VerticalAlignment.bottom.key),
        ("firstBaseline", VerticalAlignment.firstTextBaseline.key), ("lastBaseline", VerticalAlignment.lastTextBaseline.key),
    ]

    private func render(_ node: LayoutNode, prefix: String, childPrefix: String, into lines: inout [String]) {
        var line = prefix + node.kind
        if !node.ids.isEmpty { line += " #" + node.ids.map { "\($0.base)" }.joined(separator: " #") }
        if !node.attributes.isEmpty { line += " [" + node.attributes.joined(separator: ", ") + "]" }
        line += " " + Self.format(node.frame)
        if node.layoutDirection == .rightToLeft { line += " rtl" }
        if options.contains(.proposals) { line += " proposed \(node.proposal)" }
        if options.contains(.guides) {
            let guides = Self.builtInGuides.compactMap { name, key in
                node.dimensions[explicit: key].map { "\(name)=\(LayoutNumber.format($0))" }
            }
            if !guides.isEmpty { line += " guides{" + guides.joined(separator: " ") + "}" }
        }
        lines.append(line)
        let hasChildren = !node.children.isEmpty
        if let content = node.content {
            for detail in contentDescriber(content, options) {
                lines.append(childPrefix + (hasChildren ? "│ " : "  ") + detail)
            }
        }
        for (index, child) in node.children.enumerated() {
            let last = index == node.children.count - 1
            render(child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "), into: &lines)
        }
    }
}
