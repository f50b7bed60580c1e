// Alignment guides by name: the built-in ones and those a scene declares in `alignments`,
// and guide value expressions (`{guide, times, plus}`, `{width, plus}`, `{height, plus}`).
import Foundation
import Typeset

/// A guide on either axis.
enum SceneGuide: Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// A guide's value computed from a view's dimensions (Design §2: values are in the view's coordinates).
enum GuideExpression: Sendable {
    /// A fixed value.
    case constant(Double)
    /// `d[guide] * times + plus`.
    case guide(SceneGuide, times: Double, plus: Double)
    /// `d.width * times + plus`.
    case width(times: Double, plus: Double)
    /// `d.height * times + plus`.
    case height(times: Double, plus: Double)

    func evaluate(_ d: ViewDimensions) -> CGFloat {
        switch self {
        case .constant(let value): value
        case .guide(.horizontal(let guide), let times, let plus): d[guide] * times + plus
        case .guide(.vertical(let guide), let times, let plus): d[guide] * times + plus
        case .width(let times, let plus): d.width * times + plus
        case .height(let times, let plus): d.height * times + plus
        }
    }
}

/// The guides a scene can name.
struct SceneAlignments {
    var horizontal: [String: HorizontalAlignment] = [
        "leading": .leading, "center": .center, "horizontalCenter": .center, "trailing": .trailing,
    ]
    var vertical: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "verticalCenter": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]

    private static let pairs: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
        "centerLastTextBaseline": .centerLastTextBaseline, "leadingFirstTextBaseline": .leadingFirstTextBaseline,
        "leadingLastTextBaseline": .leadingLastTextBaseline, "trailingFirstTextBaseline": .trailingFirstTextBaseline,
        "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]

    /// Reads `alignments`: `{ NAME: { axis, default } }`; defaults may refer to guides declared before them (in name order).
    init(declarations: JSONCursor?) throws(SceneError) {
        guard let declarations else { return }
        let members = try declarations.object()
        for name in members.keys.sorted() {
            let entry = JSONCursor(value: members[name]!, path: declarations.path(name))
            _ = try entry.object(allowing: ["axis", "default"], in: "an alignment declaration")
            let horizontalAxis = try entry.required("axis", "\"horizontal\" or \"vertical\"").word([("horizontal", true), ("vertical", false)], "axis")
            let expression = try entry.optional("default").map { cursor throws(SceneError) in
                try guideExpression(cursor, axisIsHorizontal: horizontalAxis)
            } ?? .constant(0)
            if horizontalAxis {
                horizontal[name] = HorizontalAlignment(named: name, defaultValue: { expression.evaluate($0) })
            } else {
                vertical[name] = VerticalAlignment(named: name, defaultValue: { expression.evaluate($0) })
            }
        }
    }

    func horizontal(_ cursor: JSONCursor) throws(SceneError) -> HorizontalAlignment {
        let name = try cursor.string()
        guard let guide = horizontal[name] else { throw unknown(name, cursor, horizontal.keys) }
        return guide
    }

    func vertical(_ cursor: JSONCursor) throws(SceneError) -> VerticalAlignment {
        let name = try cursor.string()
        guard let guide = vertical[name] else { throw unknown(name, cursor, vertical.keys) }
        return guide
    }

    /// A guide of either axis by name (the axis of `preferHorizontal` wins when both have it).
    func guide(_ cursor: JSONCursor, preferHorizontal: Bool) throws(SceneError) -> SceneGuide {
        let name = try cursor.string()
        let h = horizontal[name].map(SceneGuide.horizontal), v = vertical[name].map(SceneGuide.vertical)
        guard let guide = preferHorizontal ? h ?? v : v ?? h else {
            throw unknown(name, cursor, Array(horizontal.keys) + Array(vertical.keys))
        }
        return guide
    }

    /// A pair by name (`"topLeading"`) or `{horizontal, vertical}`.
    func pair(_ cursor: JSONCursor) throws(SceneError) -> Alignment {
        if case .string(let name) = cursor.value {
            guard let pair = Self.pairs[name] else { throw unknown(name, cursor, Self.pairs.keys) }
            return pair
        }
        _ = try cursor.object(allowing: ["horizontal", "vertical"], in: "an alignment")
        return Alignment(
            horizontal: try cursor.optional("horizontal").map { c throws(SceneError) in try horizontal(c) } ?? .center,
            vertical: try cursor.optional("vertical").map { c throws(SceneError) in try vertical(c) } ?? .center)
    }

    /// A guide value: a number, `{guide, times, plus}`, `{width, plus}` or `{height, plus}`.
    func expression(_ cursor: JSONCursor, axisIsHorizontal: Bool) throws(SceneError) -> GuideExpression {
        try guideExpression(cursor, axisIsHorizontal: axisIsHorizontal)
    }

    private func guideExpression(_ cursor: JSONCursor, axisIsHorizontal: Bool) throws(SceneError) -> GuideExpression {
        if case .number = cursor.value { return .constant(try cursor.number()) }
        guard case .object(let members) = cursor.value else {
            throw cursor.error(.wrongType, "expected a guide value (a number, {guide, times, plus}, {width, plus} or {height, plus}), found \(cursor.value.typeName)")
        }
        let plus = try cursor.optional("plus")?.number() ?? 0
        if members["guide"] != nil {
            _ = try cursor.object(allowing: ["guide", "times", "plus"], in: "a guide value")
            let guide = try guide(try cursor.required("guide", "a guide name"), preferHorizontal: axisIsHorizontal)
            return .guide(guide, times: Double(try cursor.optional("times")?.number() ?? 1), plus: plus)
        }
        if members["width"] != nil {
            _ = try cursor.object(allowing: ["width", "plus"], in: "a guide value")
            return .width(times: try cursor.required("width", "a number").number(), plus: plus)
        }
        if members["height"] != nil {
            _ = try cursor.object(allowing: ["height", "plus"], in: "a guide value")
            return .height(times: try cursor.required("height", "a number").number(), plus: plus)
        }
        throw cursor.error(.missingKey, "expected one of the keys guide, width or height")
    }

    private func unknown(_ name: String, _ cursor: JSONCursor, _ known: some Sequence<String>) -> SceneError {
        cursor.error(.unknownAlignment, "unknown alignment '\(name)'; expected one of \(Set(known).sorted().joined(separator: ", ")) or a name declared in \"alignments\"")
    }
}
