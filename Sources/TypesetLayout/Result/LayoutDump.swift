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
        /// Text lines (baseline, width, string).
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

/// The dump's bracketed facts, formatted from a node's typed data.
enum NodeAttributes {
    static func format(_ node: LayoutNode) -> [String] {
        var parts = kindAttributes(node)
        if node.isImplicit { parts = ["implicit"] }
        if node.isTransparent { parts.append("transparent") }
        if let cell = node.gridCell {
            let columns = cell.columnSpan == 1 ? "col \(cell.column)" : "cols \(cell.column)-\(cell.column + cell.columnSpan - 1)"
            parts.append("row \(cell.row) \(columns)")
        }
        return parts
    }

    private static func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }

    private static func kindAttributes(_ node: LayoutNode) -> [String] {
        switch node.kind {
        case .hStack(let alignment, let spacing):
            return ["alignment: \(alignment)"] + (spacing.map { ["spacing: \(f($0))"] } ?? [])
        case .vStack(let alignment, let spacing):
            return ["alignment: \(alignment)"] + (spacing.map { ["spacing: \(f($0))"] } ?? [])
        case .zStack(let alignment):
            return ["alignment: \(alignment)"]
        case .grid(let alignment, let h, let v):
            return ["alignment: \(alignment)"] + (h.map { ["horizontalSpacing: \(f($0))"] } ?? []) + (v.map { ["verticalSpacing: \(f($0))"] } ?? [])
        case .layout, .viewThatFits, .geometryReader, .empty, .divider:
            return []
        case .frame(let width, let height, let alignment):
            return (width.map { ["width: \(f($0))"] } ?? []) + (height.map { ["height: \(f($0))"] } ?? []) + ["alignment: \(alignment)"]
        case .flexibleFrame(let width, let height, let alignment):
            var parts: [String] = []
            for (limits, suffix) in [(width, "Width"), (height, "Height")] {
                if let v = limits.min { parts.append("min\(suffix): \(f(v))") }
                if let v = limits.ideal { parts.append("ideal\(suffix): \(f(v))") }
                if let v = limits.max { parts.append("max\(suffix): \(f(v))") }
            }
            return parts + ["alignment: \(alignment)"]
        case .padding(let i), .screen(let i), .safeAreaPadding(let i):
            return ["\(f(i.top)), \(f(i.leading)), \(f(i.bottom)), \(f(i.trailing))"]
        case .ignoresSafeArea(let edges):
            return Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { "\($0)" }
        case .safeAreaInset(let edge, let spacing):
            return ["edge: \(edge)", "spacing: \(f(spacing))"]
        case .fixedSize(let axes):
            return [axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil].compactMap { $0 }
        case .aspectRatio(let ratio, let mode):
            return [ratio.map(f) ?? "ideal", "\(mode)"]
        case .layoutPriority(let value):
            return [f(value)]
        case .offset(let offset):
            return ["x: \(f(offset.width))", "y: \(f(offset.height))"]
        case .position(let point):
            return ["x: \(f(point.x))", "y: \(f(point.y))"]
        case .alignmentGuide(let key):
            return ["\(key.axis == .horizontal ? "H" : "V").\(key)"]
        case .overlay(let alignment), .background(let alignment), .border(let alignment), .mask(let alignment):
            return ["alignment: \(alignment)"]
        case .opacity(let value):
            return [f(value)]
        case .foregroundColor(let color):
            return [color.map { "\($0)" } ?? "nil"]
        case .effect(let effect):
            return effect.attributes
        case .control:
            return []
        case .controlPart(let part):
            return [part.rawValue]
        case .container:
            return []
        case .containerPart(let part):
            return [part.rawValue]
        case .scrollView(let axes, let indicators):
            var parts = [axes == [.horizontal, .vertical] ? "both" : axes.contains(.horizontal) ? "horizontal" : "vertical"]
            if !indicators { parts.append("indicators: hidden") }
            if let content = node.scrollContentSize { parts.append("content: \(f(content.width))×\(f(content.height))") }
            return parts
        case .lazyGrid(_, let items, let spacing, let alignment):
            return [items.map(\.description).joined(separator: ", ")] + (spacing.map { ["spacing: \(f($0))"] } ?? []) + ["alignment: \(alignment)"]
        case .shape(let shape):
            guard let paint = node.paint?.shapePaint else { return [] }
            if shape == .color { return paint.fill.map { ["\($0)"] } ?? [] }
            var parts: [String] = []
            if shape == .roundedRectangle, let corner = paint.cornerSize { parts.append("cornerRadius: \(f(corner.width))") }
            if let fill = paint.fill { parts.append("fill: \(fill)") }
            if let stroke = paint.stroke {
                if paint.strokeIsInset {
                    parts += ["strokeBorder: \(stroke)", "lineWidth: \(f(paint.lineWidth))"]
                } else {
                    parts.append("stroke: \(stroke) \(f(paint.lineWidth))")
                }
            }
            return parts
        case .text(let string):
            return [TextNode.quoted(string)]
        case .image(let image):
            var parts = [image.isSystemSymbol ? "systemName: \"\(image.name)\"" : "\"\(image.name)\"", "\(f(image.size.width))×\(f(image.size.height))"]
            if image.isResizable { parts.append("resizable") }
            if let scale = image.symbolScale, scale != .medium { parts.append("scale: \(scale.rawValue)") }
            if let mode = image.renderingMode { parts.append("renderingMode: \(mode.rawValue)") }
            return parts
        case .spacer(let minLength):
            return ["minLength: \(f(minLength))"]
        case .representable(let view):
            return [view.typeName]
        }
    }
}
