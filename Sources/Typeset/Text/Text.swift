import Foundation

/// A view that displays text, measured for real by the text engine (Design §8).
///
/// Text modifiers (`font`, `bold`, `kerning`, `foregroundColor`, `underline`, ...) set a style
/// only where a more inner modifier did not, so `(Text("a").bold() + Text("b")).font(.title)`
/// gives a bold "a" and a plain "b", both in the title font. A segment may also be an inline
/// image (`Text(Image(systemName:))`) or come from an `AttributedString`, whose attributes
/// count as the innermost style.
public struct Text: PrimitiveView, Equatable, Sendable {
    /// Where Text puts the ellipsis when it truncates.
    public typealias TruncationMode = TypesetText.TruncationMode

    struct Segment: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var isBold = false
        var isItalic = false
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        var width: Font.Width?
        var design: Font.Design?
        var isMonospaced = false
        var hasMonospacedDigits = false
        /// The paint the segment sets, nil when it sets none (most segments): behind one
        /// reference, so a plain segment is small and asked with a pointer comparison
        /// (Design §19.1). Read and set through the properties below.
        var paintSettings: SharedValue<PaintSettings>?
        /// The image this segment shows inline (its string is U+FFFC).
        var image: Image?
        /// Where the string comes from when it depends on the environment (a localized key, a
        /// formatted value, a date); `string` is then unused.
        var source: TextSource?

        /// This segment with `outer`'s styles where it has none of its own: how the styles
        /// of a Text apply to a Text interpolated into it, and a Markdown span's to its text
        /// (``inherit(_:)`` on a copy).
        func inheriting(_ outer: Segment) -> Segment {
            var merged = self
            merged.inherit(outer)
            return merged
        }

        /// Takes `outer`'s styles where this segment has none of its own, in place. Every style
        /// field is listed and the paint settings are merged (`PaintSettings.inheriting`); the
        /// image stays the segment's own.
        mutating func inherit(_ outer: Segment) {
            if font == nil { font = outer.font }
            if weight == nil { weight = outer.weight }
            isBold = isBold || outer.isBold
            isItalic = isItalic || outer.isItalic
            if kerning == nil { kerning = outer.kerning }
            if tracking == nil { tracking = outer.tracking }
            if baselineOffset == nil { baselineOffset = outer.baselineOffset }
            if width == nil { width = outer.width }
            if design == nil { design = outer.design }
            isMonospaced = isMonospaced || outer.isMonospaced
            hasMonospacedDigits = hasMonospacedDigits || outer.hasMonospacedDigits
            paintSettings = PaintSettings.inheriting(paintSettings, outer.paintSettings)
        }

        /// This segment with `outer`'s styles where it has none of its own; itself when there is
        /// no outer segment (a Markdown span without styles).
        func inheriting(_ outer: Segment?) -> Segment {
            guard let outer else { return self }
            return inheriting(outer)
        }
    }

    var segments: [Segment]

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// Text showing `content` as written, never localized.
    public init(verbatim content: String) {
        segments = [Segment(string: content)]
    }

    /// Text showing the string `content` as written (a `String` value is not localized; a
    /// literal is a ``LocalizedStringKey``).
    @_disfavoredOverload
    @_specialize(exported: true, where S == String)  // `Text(someString)`, from an app's module
    public init<S: StringProtocol>(_ content: S) {
        // `description` is what `String(content)` returns; read directly, the `String`
        // specialisation keeps the string as it is instead of calling the standard library's
        // generic conversion.
        segments = [Segment(string: content.description)]
    }

    /// The concatenation of two texts, each keeping its styles.
    public static func + (lhs: consuming Text, rhs: Text) -> Text {
        lhs.segments += rhs.segments
        return lhs
    }

    /// The displayed string in the default environment (localized keys looked up for en_US
    /// in `Bundle.main`).
    public var string: String {
        var notes: [TextNote] = []
        return resolvedSegments(in: EnvironmentValues(), notes: &notes).map(\.string).joined()
    }

    /// A copy with `change` applied to every segment.
    /// Consuming, as every modifier that calls it: a Text modified where it is made
    /// (`Text("a").bold()`) is changed in place, its segments not copied.
    consuming func updatingSegments(_ change: (inout Segment) -> Void) -> Text {
        for index in segments.indices { change(&segments[index]) }
        return self
    }

    /// The font of the segments that have none yet.
    public consuming func font(_ font: Font?) -> Text { updatingSegments { if $0.font == nil { $0.font = font } } }
    /// The weight of the segments that have none yet.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { updatingSegments { if $0.weight == nil { $0.weight = weight } } }
    /// Bold text.
    public consuming func bold() -> Text { bold(true) }
    /// Bold text when `isActive`.
    public consuming func bold(_ isActive: Bool) -> Text { updatingSegments { $0.isBold = $0.isBold || isActive } }
    /// Italic text.
    public consuming func italic() -> Text { italic(true) }
    /// Italic text when `isActive`.
    public consuming func italic(_ isActive: Bool) -> Text { updatingSegments { $0.isItalic = $0.isItalic || isActive } }
    /// Extra space between characters, keeping ligatures.
    public consuming func kerning(_ kerning: CGFloat) -> Text { updatingSegments { if $0.kerning == nil { $0.kerning = kerning } } }
    /// Extra space after every character; optional ligatures are turned off.
    public consuming func tracking(_ tracking: CGFloat) -> Text { updatingSegments { if $0.tracking == nil { $0.tracking = tracking } } }
    /// Tabular digits (`tnum`), where the font has them.
    public consuming func monospacedDigit() -> Text { updatingSegments { $0.hasMonospacedDigits = true } }
    /// The font's fixed-pitch face, else the monospaced design, when `isActive`.
    public consuming func monospaced(_ isActive: Bool = true) -> Text {
        updatingSegments { $0.isMonospaced = $0.isMonospaced || isActive }
    }
    /// The width of the segments that have none yet (a `wdth` coordinate or a width face).
    public consuming func fontWidth(_ width: Font.Width?) -> Text { updatingSegments { if $0.width == nil { $0.width = width } } }
    /// The system design of the segments that have none yet (custom fonts keep their family).
    public consuming func fontDesign(_ design: Font.Design?) -> Text { updatingSegments { if $0.design == nil { $0.design = design } } }
    /// Moves the glyphs up (positive) or down from the baseline.
    public consuming func baselineOffset(_ offset: CGFloat) -> Text { updatingSegments { if $0.baselineOffset == nil { $0.baselineOffset = offset } } }

    /// The attributed text this Text resolves to in `environment`: each segment's font, then
    /// its own styles over the view-level ones (`fontDesign`, `fontWeight`, `bold`, `italic`,
    /// `fontWidth`, `monospaced`, `monospacedDigit`), in SwiftUI's order (research/
    /// text-styling.md §2, "Modifier order"); `textCase` rewrites the string with the
    /// environment's locale. Each run carries its segment's paint.
    func attributedText(in environment: EnvironmentValues) -> AttributedText {
        var notes: [TextNote] = []
        let segments = resolvedSegments(in: environment, notes: &notes)
        return Text.attributedText(of: segments, in: environment, TextEnvironment(environment), notes: &notes)
    }

    /// The attributed text of resolved `segments` (``resolvedSegments(in:notes:)``) in
    /// `environment`, whose text values are `values`; without `paintsForeground` the runs'
    /// foreground is left to the Text's node (``uniformForeground(of:in:)``). What an inline
    /// image could not show is added to `notes`.
    static func attributedText(
        of segments: [Segment], in environment: EnvironmentValues, _ values: TextEnvironment, paintsForeground: Bool = true,
        notes: inout [TextNote]
    ) -> AttributedText {
        let styles = values.fontModifiers
        let textCase = values.textCase
        let locale = values.locale
        let inheritedFont = values.font
        let dynamicTypeSize = values.dynamicTypeSize
        let kerning = values.kerning
        let tracking = values.tracking
        // Indices, not elements: a segment is large, and is read in place rather than copied.
        func run(_ index: Int) -> AttributedText.Run {
            var font = segments[index].font ?? inheritedFont
            if let design = segments[index].design ?? styles.design { font = font.design(design) }
            if let weight = segments[index].weight ?? styles.weight { font = font.weight(weight) }
            if segments[index].isBold || styles.isBold { font = font.bold() }
            if segments[index].isItalic || styles.isItalic { font = font.italic() }
            if let width = segments[index].width ?? styles.width { font = font.width(width) }
            if segments[index].isMonospaced || styles.isMonospaced { font = font.monospaced() }
            if segments[index].hasMonospacedDigits || styles.hasMonospacedDigits { font = font.monospacedDigit() }
            font = font.resolved(at: dynamicTypeSize)
            let runKerning = segments[index].kerning ?? kerning, runTracking = segments[index].tracking ?? tracking
            let baselineOffset = segments[index].baselineOffset ?? 0
            let attributes: TextAttributes
            let string: String
            if case .none = segments[index].image {
                // Text (most segments): no attachment is made, copied or tested.
                attributes = TextAttributes(font: font, kerning: runKerning, tracking: runTracking, baselineOffset: baselineOffset)
                switch textCase {
                case nil: string = segments[index].string
                case .uppercase: string = CaseMapping.uppercased(segments[index].string, locale: locale)
                case .lowercase: string = CaseMapping.lowercased(segments[index].string, locale: locale)
                }
            } else {
                // An inline image is resolved once: its attachment, and what it could not show.
                // Reached through `?.` rather than bound by the test above: a `case .some(let
                // image)` pattern cost every segment, image or not, 11 instructions.
                let attachment = segments[index].image?.textAttachment(in: environment)
                if let (kind, message) = attachment?.1 { notes.append(TextNote(kind: kind, message: message)) }
                attributes = TextAttributes(
                    font: font, kerning: runKerning, tracking: runTracking, baselineOffset: baselineOffset, attachment: attachment?.0)
                string = segments[index].string  // an image's U+FFFC, whatever the case
            }
            guard var paint = Segment.paint(segments[index].paintSettings, lines: values.lineSettings, in: environment) else {
                return AttributedText.Run(string: string, attributes: attributes)
            }
            if !paintsForeground { paint.foreground = nil }
            return AttributedText.Run(string: string, attributes: attributes, paint: paint)
        }
        // Made at their final capacity (a map over the indices grows its buffer as it goes); one
        // run, the common case, as a literal (allocated once, at its size).
        if segments.count == 1 { return AttributedText(runs: [run(0)]) }
        var runs: [AttributedText.Run] = []
        runs.reserveCapacity(segments.count)
        for index in segments.indices { runs.append(run(index)) }
        return AttributedText(runs: runs)
    }

    /// A Text leaf holding the attributed string and paragraph style; it is measured during
    /// layout, when layout asks (Design §8). One colour for the whole Text is its node's
    /// foreground (Design §23.3).
    package func resolve(_ inputs: inout _ViewInputs) {
        let environment = inputs.context.environment
        // The environment's text values, read once for the Texts that share it (Design §9).
        let values = inputs.textEnvironments.values(of: environment)
        var notes: [TextNote] = []
        let segments = resolvedSegments(in: environment, notes: &notes)
        let uniform = Text.uniformForeground(of: segments, in: environment)
        let text = Text.attributedText(of: segments, in: environment, values, paintsForeground: uniform == nil, notes: &notes)
        let displayScale = values.displayScale, direction = values.layoutDirection
        let scale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        let style = values.paragraph
        let invalid = invalidNumbers(in: values, text)
        // The leaf is handed over, not copied: the tree's table takes it.
        var id = inputs.tree.addText(TextLeaf(text: text, style: style, displayScale: scale), direction: direction)
        if scale != displayScale {
            inputs.tree.report(id, .invalidValue, "displayScale \(displayScale) is invalid; used 1")
        }
        for message in invalid { inputs.tree.report(id, .invalidValue, message) }
        for note in notes { inputs.tree.report(id, note.kind, note.message, details: note.details) }
        var colors: [Color?] = []
        for index in segments.indices { Segment.appendColors(segments[index].paintSettings, to: &colors) }
        if !colors.isEmpty { reportMissingColors(colors, at: id, in: &inputs.tree) }
        if let uniform { id = inputs.tree.wrap(id, inPaint: .foregroundColor(uniform), direction: direction) }
        inputs.list.append(id)
    }

    /// The text-side numbers that enter layout and were replaced (the text engine's rules):
    /// a non-finite or negative font size is 0, non-finite kerning and tracking are 0, and the
    /// paragraph's replaced numbers, read once per environment (`TextEnvironment`).
    private func invalidNumbers(in environment: TextEnvironment, _ text: AttributedText) -> [String] {
        var messages: [String] = []
        for index in text.runs.indices {
            if let size = text.runs[index].attributes.font.invalidSize {
                messages.append("font size \(size) is not a finite non-negative number; used 0")
            }
        }
        for index in segments.indices {
            let kerning = segments[index].kerning ?? environment.kerning
            if !kerning.isFinite { messages.append("kerning \(LayoutNumber.format(kerning)) is not finite; used 0") }
            let tracking = segments[index].tracking ?? environment.tracking
            if !tracking.isFinite { messages.append("tracking \(LayoutNumber.format(tracking)) is not finite; used 0") }
            if let offset = segments[index].baselineOffset, !offset.isFinite {
                messages.append("baseline offset \(LayoutNumber.format(offset)) is not finite; used 0")
            }
        }
        if !environment.replacedParagraphNumbers.isEmpty { messages += environment.replacedParagraphNumbers }
        guard messages.count > 1 else { return messages }
        var seen: Set<String> = []
        return messages.filter { seen.insert($0).inserted }
    }
}
