import Foundation
import TypesetText

/// A Text as the tree holds it: its attributed string and paragraph style, resolved from the
/// environment, and the pixel grid it is rounded to. Plain data: it is measured during layout,
/// through the text seam, only for the proposals layout asks (Design §8).
package struct TextLeaf: Equatable, Sendable {
    package var text: AttributedText
    package var style: ParagraphStyle
    /// Pixels per point; sizes and baselines are rounded to 1 / displayScale (Design §8.6).
    package var displayScale: CGFloat

    package init(text: AttributedText, style: ParagraphStyle, displayScale: CGFloat) {
        self.text = text
        self.style = style
        self.displayScale = displayScale
    }
}

extension LayoutTree {
    /// Appends a Text leaf.
    @discardableResult
    package mutating func addText(_ leaf: consuming TextLeaf, direction: LayoutDirection) -> NodeID {
        add(.text(NodeTables.append(leaf, to: &tables.texts)), direction: direction)
    }
}

/// Text (Design §8): measured through the seam when layout asks, memoised per proposal; its
/// first and last baselines are explicit; it hugs both axes (Design §1.1).
package enum TextNode: NodeBehaviour {
    package static func traits(_ node: KindNode<Int32>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        NodeTraits(explicitKeys: .textBaselines, hugsWidth: true, hugsHeight: true)
    }

    package static var isMemoised: Bool { true }

    package static func size(_ node: KindNode<Int32>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        let slot = measured(node, proposal, &pass)
        return pass.textMeasurements[slot].size
    }

    /// A stack's width-0 probe with no height limit is the text's widest cluster (Design §8.6),
    /// asked of the text engine without building lines, unless a line limit or a minimum scale
    /// factor changes what width 0 gives.
    package static func minimumLength(_ node: KindNode<Int32>, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat {
        let index = Int(node.payload)
        let widest = axis == .horizontal && (minor == nil || minor == .infinity)
        // Kept only for the widest-cluster case: read before the leaf's style.
        if widest, let width = pass.textMinimumWidths[index] { return width }
        let probe = ProposedViewSize(major: 0, minor: minor, majorAxis: axis)
        // The leaf's fields read in place: the text itself is needed only to look it up.
        guard widest, pass.tree.tables.texts[index].style.lineLimit == nil,
              pass.tree.tables.texts[index].style.minimumScaleFactor >= 1
        else { return sizeThatFits(node.id, probe, &pass)[axis] }
        if let width = earlierMinimumWidth(node, pass.earlier) {
            pass.textMinimumWidths[index] = width
            return width
        }
        if let slot = pass.textMemos.firstIndex(of: index, ProposalKey(ProposedViewSize(width: 0, height: nil))) {
            return pass.textMeasurements[slot].size.width
        }
        // From the ideal measurement when the pass has it (no second lookup of the text).
        var known: CGFloat?
        if let ideal = pass.textMemos.firstIndex(of: index, ProposalKey(.unspecified)) {
            known = pass.services.minimumWidth(of: pass.textMeasurements[ideal], displayScale: pass.tree.tables.texts[index].displayScale)
        }
        if known == nil { known = pass.services.minimumWidth(pass.tree.tables.texts[index]) }
        guard let width = known else { return sizeThatFits(node.id, probe, &pass)[axis] }
        pass.textMinimumWidths[index] = width
        return width
    }

    package static func placeChildren(
        _ node: KindNode<Int32>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {}

    package static func explicitValue(
        _ node: KindNode<Int32>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        baseline(guide.index, answeringSlot(node, proposal, &pass), pass.textMeasurements)
    }

    /// The baseline guide `index` names in measurement `slot`, or nil for any other guide.
    @inline(__always)
    private static func baseline(_ index: Int, _ slot: Int, _ measurements: [TextMeasurement]) -> CGFloat? {
        switch index {
        case AlignmentKey.firstTextBaselineIndex: measurements[slot].firstBaseline
        case AlignmentKey.lastTextBaselineIndex: measurements[slot].lastBaseline
        default: nil
        }
    }

    /// Both baselines from the one measurement that answers `proposal`.
    package static func appendExplicitValues(
        _ node: KindNode<Int32>, _ keys: KeyMask, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        to guides: inout [RecordedGuide]
    ) {
        let slot = answeringSlot(node, proposal, &pass)
        for keyIndex in keys.indices(below: pass.tree.keys.count) {
            guard let value = baseline(keyIndex, slot, pass.textMeasurements) else { continue }
            if let value = finiteGuideValue(value, GuideQuery(pass.tree.keys[keyIndex], keyIndex), of: node.id, &pass) {
                guides.append(RecordedGuide(keyIndex, value))
            }
        }
    }

    /// A text's spacing preferences from its font metrics (Design §5, §15): `lineH = ascent +
    /// descent`, `dts = ceil-to-pixel(0.1 × lineH)`, `dls = lineH + dts`. Text above text sits
    /// like lines of one paragraph: the lower text's leading, rounded up.
    package static func spacing(_ node: KindNode<Int32>, _ pass: inout LayoutPass) -> ViewSpacing {
        let slot = measured(node, .unspecified, &pass)
        let index = Int(node.payload)
        let pixel = 1 / pass.tree.tables.texts[index].displayScale
        let m = pass.textMeasurements[slot].fontMetrics
        let first = pass.textMeasurements[slot].firstBaseline
        let last = pass.textMeasurements[slot].lastBaseline
        let height = pass.textMeasurements[slot].size.height
        let lineHeight = m.ascent + m.descent
        let dts = ceilToPixel(0.1 * lineHeight, pixel)
        let dls = lineHeight + dts
        return ViewSpacing([
            (.textToText, .top, ceilToPixel(m.lineGap, pixel)),
            (.textToText, .bottom, 0),
            (.textBaseline, .top, -first),
            (.textBaseline, .bottom, last - height),
            (.edgeAboveText, .top, dls - m.ascent),
            (.edgeBelowText, .bottom, max(dls - m.capHeight, dts + m.descent)),
        ])
    }

    /// Across a row a text has no preferences (every one above is on its top or bottom edge):
    /// a gap beside it is the default one, found without measuring it.
    package static func spacing(_ node: KindNode<Int32>, facing axis: Axis, _ pass: inout LayoutPass) -> ViewSpacing {
        axis == .horizontal ? .none : spacingOf(node.id, &pass)
    }

    package static func viewKind(_ node: KindNode<Int32>, _ tables: NodeTables) -> ViewKind {
        .text(string: tables.texts[Int(node.payload)].text.string)
    }

    /// The same attributed string, paragraph style and pixel grid (Design §0.4).
    package static func sameContent(_ node: KindNode<Int32>, in tree: LayoutTree, as earlier: KindNode<Int32>, in earlierTree: LayoutTree) -> Bool {
        tree.tables.texts[Int(node.payload)] == earlierTree.tables.texts[Int(earlier.payload)]
    }

    /// The text's paint (it inherits opacity and foreground) and its layout at the proposal it
    /// is placed with.
    package static func record(_ node: KindNode<Int32>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {
        item.paint = builder.intern(PaintReference(shape: nil, shapePaint: -1, opacity: item.opacity, foreground: item.foreground))
        let slot = answeringSlot(node, item.proposal, &builder.pass)
        if builder.pass.textMeasurements[slot].hasLayout { builder.record(text: builder.pass.textMeasurements[slot]) }
    }

    /// The slot of the measurement that answers `proposal` where the text is placed or asked
    /// its guides: the one kept for it; the ideal one when the proposal holds the ideal size;
    /// else its canonical form's (Design §1.1).
    private static func answeringSlot(_ node: KindNode<Int32>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> Int {
        let index = Int(node.payload)
        if let (slot, isIdeal) = pass.textMemos.firstIndex(of: index, ProposalKey(proposal), else: ProposalKey(.unspecified)),
           !isIdeal || holdsIdealSize(proposal, pass.textMeasurements[slot].size, pass.tree.nodes[Int(node.id)].traits) {
            return slot
        }
        return measured(node, memoProposal(node.id, proposal, &pass), &pass)
    }

    /// The slot of the measurement for `proposal` in the pass's text measurements, measuring it
    /// first when the pass has not: callers read the fields they need in place (a measurement
    /// holds the whole text layout, too large to copy per question).
    private static func measured(_ node: KindNode<Int32>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> Int {
        let index = Int(node.payload)
        let key = ProposalKey(proposal)
        if let slot = pass.textMemos.firstIndex(of: index, key) { return slot }
        if let earlier = earlierIndex(node, pass.earlier), let slot = pass.earlier?.pass.textMemos.firstIndex(of: earlier, key),
           let measurement = pass.earlier?.pass.textMeasurements[slot] {
            return pass.keep(measurement, ofText: index, for: key)
        }
        let m = pass.services.measure(pass.tree.tables.texts[index], proposal)
        if m.missesResources {
            for (kind, message) in diagnostics(m) { pass.report(node.id, kind, message) }
        }
        return pass.keep(m, ofText: index, for: key)
    }

    /// The index of the text of `node`'s counterpart in an earlier layout (Design §0.4): its
    /// measurements stand for this text's, which holds the same string and style.
    private static func earlierIndex(_ node: KindNode<Int32>, _ earlier: EarlierLayout?) -> Int? {
        guard let earlier, let other = earlier.counterpart(of: node.id),
              case .text(let index) = earlier.pass.tree.kinds[Int(other)]
        else { return nil }
        return Int(index)
    }

    /// The width-0 probe's answer an earlier layout found for `node`'s counterpart.
    private static func earlierMinimumWidth(_ node: KindNode<Int32>, _ earlier: EarlierLayout?) -> CGFloat? {
        guard let earlier, let index = earlierIndex(node, earlier) else { return nil }
        return earlier.pass.textMinimumWidths[index]
    }

    /// Missing families, unavailable widths and characters no font covers (asked only of a
    /// measurement that ``TextMeasurement/missesResources``).
    private static func diagnostics(_ m: TextMeasurement) -> [(Diagnostic.Kind, String)] {
        var found = m.missingFamilies.map { (Diagnostic.Kind.missingFont, "font family \"\($0)\" not found; used the default") }
            + (m.layout?.unavailableWidths ?? []).map { (Diagnostic.Kind.unavailableFontWidth, $0) }
        if !m.missingCharacters.isEmpty {
            let shown = m.missingCharacters.prefix(8).map(codePoint).joined(separator: ", ")
            let more = m.missingCharacters.count > 8 ? " and \(m.missingCharacters.count - 8) more" : ""
            found.append((.missingGlyphs, "no font covers \(shown)\(more); drawn as .notdef"))
        }
        return found
    }

    /// `U+00E9`: a scalar as Unicode writes code points.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The string as the dump shows it: quoted, escapes for control characters, long ones cut.
    package static func quoted(_ string: String) -> String {
        var escaped = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        if escaped.count > 60 { escaped = String(escaped.prefix(57)) + "…" }
        return "\"\(escaped)\""
    }
}

extension Diagnostic.Kind {
    /// A font family that could not be found; the default was used.
    public static let missingFont = Diagnostic.Kind(rawValue: "missingFont")
    /// Characters no available font covers, drawn with the primary font's `.notdef` glyph.
    public static let missingGlyphs = Diagnostic.Kind(rawValue: "missingGlyphs")
    /// Text that could not be used as given (a lone UTF-16 surrogate in a scene file) and was
    /// repaired (U+FFFD).
    public static let invalidText = Diagnostic.Kind(rawValue: "invalidText")
    /// A font width the face cannot give (no `wdth` axis, no face of that width); the standard
    /// width was used.
    public static let unavailableFontWidth = Diagnostic.Kind(rawValue: "unavailableFontWidth")
}
