// The text engine's entry point: resolves fonts, runs analysis → itemisation → fallback →
// shaping once per text, then breaks and positions per width, with thread-safe caches
// (Design §8).

import Foundation
import Synchronization

/// Lays out attributed text with the fonts of a ``FontCollection``.
///
/// Thread-safe: layouts may run concurrently; the layout entries are sharded by text, each shard
/// behind its own lock, and the other caches share one.
public final class TextEngine: Sendable {
    /// An engine over the bundled fonts.
    public static let shared = TextEngine()

    /// The fonts the engine resolves ``Font``s against.
    public let fonts: FontCollection

    private let caches: Locked<EngineCaches>
    private let entries: EntryShards
    /// Words shaped so far, reused by every text in the same font instance.
    private let words = WordShapes()
    /// The font collection generation the caches were last synchronised with.
    private let syncedGeneration = Atomic<Int>(-1)
    private let computedLayouts = Atomic<Int>(0)
    /// Whether texts that qualify get their one line without analysis (SingleLine.swift).
    private let setsSingleLines: Bool

    /// An engine over `fonts`.
    public convenience init(fonts: FontCollection = .bundled) {
        self.init(fonts: fonts, cacheBudget: 800_000)
    }

    /// An engine over `fonts` whose caches hold texts totalling about `cacheBudget` UTF-16 code
    /// units (each cached character costs roughly 75 bytes; least recently used texts go first).
    public convenience init(fonts: FontCollection, cacheBudget: Int) {
        self.init(fonts: fonts, cacheBudget: cacheBudget, setsSingleLines: true)
    }

    /// An engine that, with `setsSingleLines` false, lays every text out through the general path
    /// (tests compare the two).
    init(fonts: FontCollection, cacheBudget: Int, setsSingleLines: Bool) {
        self.setsSingleLines = setsSingleLines
        self.fonts = fonts
        caches = Locked(EngineCaches(budget: max(1, cacheBudget)))
        entries = EntryShards(budget: max(1, cacheBudget))
    }

    /// The versions of the libraries doing the work: FreeType, HarfBuzz and ICU.
    public static var libraryVersions: (freeType: String, harfBuzz: String, icu: String) {
        let versions = versionsOnce
        return (versions.freeType, versions.harfBuzz, versions.icu)
    }

    /// Read once: every dump names them, and reading FreeType's goes through its mutex (which
    /// ThreadSanitizer reports as an access race when layouts on several threads dump at once).
    private static let versionsOnce = LibraryVersions(freeType: FreeType.version, harfBuzz: HarfBuzz.version, icu: ICU.version)

    private struct LibraryVersions: Sendable {
        let freeType: String, harfBuzz: String, icu: String
    }

    /// Lays out `text` at `width` (nil or infinity: unconstrained, each paragraph on one line;
    /// 0: the narrowest layout). With `maxHeight`, lines that do not fit are cut and the last
    /// kept line truncated (at least one line is kept).
    ///
    /// The layout carries the text's paint (``TextLayout/paint``), which plays no part in it:
    /// texts that differ only in colours, lines or links share one cached layout.
    public func layout(
        _ text: AttributedText, width: CGFloat?, maxHeight: CGFloat? = nil, style: ParagraphStyle = .init()
    ) -> TextLayout {
        var layout = unpaintedLayout(text, width: width, maxHeight: maxHeight, style: style).layout
        // Unpainted text (most labels) is returned as the cache gives it (Design §19.1).
        if text.runs.contains(where: { $0.isPainted }) { layout.paint = text.paintRanges }
        return layout
    }

    /// The layout of `text`, from the caches or computed (Design §8.4), as the cache keeps it:
    /// with the fields every measurement of it shares.
    func unpaintedLayout(
        _ text: AttributedText, width: CGFloat?, maxHeight: CGFloat?, style: ParagraphStyle
    ) -> CachedLayout {
        let width = Self.sanitized(width)
        let maxHeight = Self.sanitized(maxHeight)
        let key = LayoutKey(text: text, style: style)
        synchronise()
        var found: (entry: LayoutEntry, place: EntryShards.Place)?
        if let layout = entries.layout(for: key, width: width, maxHeight: maxHeight, found: &found) { return layout }
        let (entry, place): (LayoutEntry, EntryShards.Place)
        if let found {
            (entry, place) = found
        } else {
            guard let made = storedEntry(text, style: style, key: consume key) else {
                return .computed(ComputedLayout(Self.emptyLayout(text)))
            }
            // Design §8.4: a text on one line that fits needs no breaking (SingleLine.swift).
            if let layout = made.entry.singleLineLayout(fitting: width) { return layout }
            (entry, place) = made
        }
        let layouter = ParagraphLayouter(
            text: entry.shaped, attributes: entry.attributes, style: style,
            ellipsis: { [self] in ellipsis(for: $0, span: $1) })
        var outcome = layouter.layout(
            width: width, maxHeight: maxHeight, deferred: entry.text, missing: entry.missingFamilies)
        if !entry.unavailableWidths.isEmpty { outcome.layout.unavailableWidths = entry.unavailableWidths }
        let computed = ComputedLayout(outcome.layout)
        entries.keep(outcome, as: computed, width: width, maxHeight: maxHeight, from: entry, at: place)
        computedLayouts.add(1, ordering: .relaxed)
        return .computed(computed)
    }

    /// The narrowest width (the widest grapheme cluster) and the widest (every paragraph on one
    /// line) the text can take, at its own font sizes.
    public func contentWidths(of text: AttributedText, style: ParagraphStyle = .init()) -> (min: CGFloat, max: CGFloat)
    {
        guard let entry = entry(for: text, style: style) else { return (0, 0) }
        let widths = entry.text.contentWidths
        return (widths.min, widths.max)
    }

    /// The face `font` resolves to (the default family when a custom family is missing).
    public func face(for font: Font) -> FontFace? {
        resolve(font)?.face
    }

    /// The metrics of the face `font` resolves to, at the font's size (Design §8.2).
    public func metrics(for font: Font) -> ScaledFontMetrics {
        resolve(font)?.face.metrics.scaled(to: font.size) ?? .zero
    }

    /// How many layouts were computed rather than answered from the cache (for tests and
    /// benchmarks).
    var computedLayoutCount: Int { computedLayouts.load(ordering: .relaxed) }

    // MARK: Entries

    /// The shaped text and attributes of `text` in `style`, from the cache or built (internal
    /// for tests).
    func entry(for text: AttributedText, style: ParagraphStyle) -> LayoutEntry? {
        let key = LayoutKey(text: text, style: style)
        synchronise()
        if let entry = entries.value(for: key) { return entry }
        return storedEntry(text, style: style, key: consume key)?.entry
    }

    /// Builds the entry of `text` in `style` and stores it under `key`; the entry and where it is
    /// held.
    private func storedEntry(
        _ text: AttributedText, style: ParagraphStyle, key: consuming LayoutKey
    ) -> (entry: LayoutEntry, place: EntryShards.Place)? {
        guard let entry = makeEntry(text, style: style, string: key.singleRun) else { return nil }
        let place = entries.insert(entry, for: key, cost: EngineCaches.cost(ofLength: entry.length))
        return (entry, place)
    }

    /// Builds the entry of `text` in `style`; `string` is the text's exact string when the
    /// caller already has it.
    private func makeEntry(_ text: AttributedText, style: ParagraphStyle, string: ExactString?) -> LayoutEntry? {
        let string = string ?? ExactString(string: text.string)
        let rightToLeft = style.layoutDirection == .rightToLeft
        var line: ShapedLine?
        // A label of one run (most): tried on one line before any run is merged or array built.
        let isLabel = setsSingleLines && !rightToLeft && text.runs.count == 1
        if isLabel, !text.runs[0].string.isEmpty {
            // One copy of the run's attributes, read in place from here on.
            let attributes = text.runs[0].attributes
            if !attributes.hasAttachment {
                guard let font = resolve(attributes.font) else { return nil }
                let tried = singleLineEntry(consume attributes, font, string: string, style: style)
                if let entry = tried.entry { return entry }
                line = tried.line
            }
        }

        // Merge runs with equal attributes; keep one run for empty text (its metrics).
        // Runs are read in place, not copied out (Design §19.1).
        var runs: [MergedRun] = []
        runs.reserveCapacity(text.runs.count)
        for index in text.runs.indices {
            let length = text.runs[index].string.utf8.count
            if runs.last?.length == 0 {
                runs[runs.count - 1] = MergedRun(length: length, attributes: text.runs[index].attributes)
            } else if !runs.isEmpty, runs[runs.count - 1].attributes == text.runs[index].attributes {
                runs[runs.count - 1].length += length
            } else if length > 0 || runs.isEmpty {
                runs.append(MergedRun(length: length, attributes: text.runs[index].attributes))
            }
        }
        if runs.isEmpty { runs.append(MergedRun(length: 0, attributes: TextAttributes())) }

        var resolved: [ResolvedFont] = []
        var missing: [String] = []
        var unavailableWidths: [String] = []
        for run in runs {
            guard let font = resolve(run.attributes.font) else { return nil }
            resolved.append(font)
            if let family = font.missingFamily, !missing.contains(family) { missing.append(family) }
            if let note = font.unavailableWidth, !unavailableWidths.contains(note) { unavailableWidths.append(note) }
        }

        let attributes = runs.map(\.attributes)
        if !isLabel, setsSingleLines, runs.count == 1, runs[0].length > 0, !rightToLeft, !runs[0].attributes.hasAttachment {
            // Several runs of one style, merged into one: a label after all.
            let tried = singleLineEntry(runs[0].attributes, resolved[0], string: string, style: style)
            if let entry = tried.entry { return entry }
            line = tried.line
        }
        let analysis = analysis(of: string, rightToLeft: rightToLeft, line: line)
        var spans: [StyleSpan] = []
        var utf8 = 0
        for (run, font) in zip(runs, resolved) {
            let start = analysis.text.utf16Offset(ofUTF8: utf8)
            utf8 += run.length
            spans.append(Self.span(start..<analysis.text.utf16Offset(ofUTF8: utf8), run.attributes, font))
        }
        let shaped = shapedText(string, analysis: analysis, spans: spans, rightToLeft: rightToLeft, line: line)
        let styles = zip(spans, attributes).map { SpanStyle(face: $0.face, attributes: $1, scale: 1) }
        let deferred = DeferredText(
            DeferredText.Request(string: string, spans: spans, rightToLeft: rightToLeft), shaped: shaped, styles: styles,
            engine: self, fonts: fonts)
        return LayoutEntry(
            length: analysis.text.count, text: deferred, singleLine: nil, attributes: attributes, missingFamilies: missing,
            unavailableWidths: unavailableWidths)
    }

    /// The entry of a text of one style set on one line without analysis, when it qualifies and
    /// fits (SingleLine.swift, Design §8.4); else no entry, and the shaped line when there is one
    /// (the general path takes its glyphs rather than shaping again).
    private func singleLineEntry(
        _ attributes: consuming TextAttributes, _ font: ResolvedFont, string: ExactString, style: ParagraphStyle
    ) -> (entry: LayoutEntry?, line: ShapedLine?) {
        let buffer = TextBuffer(string.string)
        let span = Self.span(0..<buffer.count, attributes, font)
        guard let line = ShapedLine(buffer, span: span, attributes: attributes, words: words) else { return (nil, nil) }
        let missing = font.missingFamily.map { [$0] } ?? []
        let unavailableWidths = font.unavailableWidth.map { [$0] } ?? []
        let deferred = DeferredText(.init(string: string, line: line), shaped: nil, styles: [], engine: self, fonts: fonts)
        guard
            let layout = SingleLineLayout(
                line, style: style, deferred: deferred, missingFamilies: missing, unavailableWidths: unavailableWidths)
        else { return (nil, line) }
        let entry = LayoutEntry(
            length: buffer.count, text: deferred, singleLine: layout, attributes: [], missingFamilies: missing,
            unavailableWidths: unavailableWidths)
        return (entry, line)
    }

    /// The style span of UTF-16 `range` set with `attributes` in `font`.
    private static func span(_ range: Range<Int>, _ attributes: TextAttributes, _ font: ResolvedFont) -> StyleSpan {
        let metrics = font.face.metrics
        return StyleSpan(
            range: range, face: font.face, disablesOptionalLigatures: attributes.tracking != 0,
            features: attributes.font.features, weight: attributes.font.resolvedWeight,
            isItalic: attributes.font.isItalic,
            attachmentAdvance: attributes.attachment?.advance(
                unitsPerEm: metrics.unitsPerEm, capHeight: metrics.capHeight, size: attributes.font.size))
    }

    /// The shaping of a deferred request, through the caches.
    func shapedText(_ request: DeferredText.Request) -> ShapedText {
        let analysis = analysis(of: request.string, rightToLeft: request.rightToLeft, line: request.line)
        return shapedText(
            request.string, analysis: analysis, spans: request.spans, rightToLeft: request.rightToLeft,
            line: request.line)
    }

    /// The analysis of `string` (`line`: the string already decoded and shaped as one line).
    private func analysis(of string: ExactString, rightToLeft: Bool, line: ShapedLine? = nil) -> TextAnalysis {
        let key = AnalysisKey(string: string, rightToLeft: rightToLeft)
        if let cached = caches.withLock({ $0.analyses.value(for: key) }) { return cached }
        let analysis =
            line?.analysis(defaultRightToLeft: rightToLeft)
            ?? TextAnalysis(string.string, defaultRightToLeft: rightToLeft)
        let cost = EngineCaches.cost(ofLength: analysis.text.count)
        let dropped = caches.withLock { $0.analyses.insert(analysis, for: key, cost: cost).dropped }
        freeOutsideLock(dropped)
        return analysis
    }

    private func shapedText(
        _ string: ExactString, analysis: TextAnalysis, spans: [StyleSpan], rightToLeft: Bool, line: ShapedLine? = nil
    ) -> ShapedText {
        let key = ShapingKey(string: string, rightToLeft: rightToLeft, spans: spans)
        let (cached, fallback) = caches.withLock { caches -> (ShapedText?, FontFallback?) in
            (caches.shaped.value(for: key), caches.fallback)
        }
        if let cached { return cached }
        let chain = fallback ?? FontFallback(collection: fonts)
        let shaped = ShapedText(analysis: analysis, spans: spans, fallback: chain, words: words, line: line)
        let dropped = caches.withLock { caches in
            if caches.fallback == nil { caches.fallback = chain }
            let cost = EngineCaches.cost(ofLength: analysis.text.count)
            return caches.shaped.insert(shaped, for: key, cost: cost).dropped
        }
        freeOutsideLock(dropped)
        return shaped
    }

    /// Adjacent runs with equal attributes, merged; empty runs dropped.
    private struct MergedRun {
        var length: Int
        var attributes: TextAttributes
    }

    /// Drops every cache derived from the fonts when the collection changed since the last call
    /// (an atomic load when it did not).
    private func synchronise() {
        let generation = fonts.generation
        guard syncedGeneration.load(ordering: .acquiring) != generation else { return }
        let changed = caches.withLock { $0.synchronise(generation: generation) }
        if changed {
            entries.removeAll()
            words.removeAll()
        }
        syncedGeneration.store(generation, ordering: .releasing)
    }

    // MARK: Fonts

    /// A font resolved to a face (an instance at the font's coordinates on a variable face), with
    /// the custom family that was missing and the width that could not be applied, if any.
    struct ResolvedFont: Sendable {
        var face: FontFace
        var missingFamily: String?
        /// Why the requested width was not applied (no `wdth` axis and no face of that width).
        var unavailableWidth: String?
    }

    /// Design §8.1: system designs map to the bundled families; a missing custom family falls
    /// back to the default family (and is reported). Then the font's weight and width become
    /// design coordinates on a variable face (research/text-styling.md §3); a static family
    /// gives its nearest face instead.
    private func resolve(_ font: Font) -> ResolvedFont? {
        let key = font.withSize(0)
        synchronise()
        let cached = caches.withLock { caches -> ResolvedFont? in
            if let last = caches.lastResolved, caches.lastFont == key { return last }
            guard let found = caches.fonts[key] else { return nil }
            caches.lastFont = key
            caches.lastResolved = found
            return found
        }
        if let cached { return cached }
        var resolved: ResolvedFont?
        let width = font.resolvedWidth?.widthClass ?? 5
        switch font.family {
        case .system(let design):
            resolved = systemFace(design, font).map { ResolvedFont(face: $0, missingFamily: nil) }
        case .custom(let family):
            let name = family.string
            if let face = try? fonts.face(
                family: name, weight: font.resolvedWeight, italic: font.isItalic, widthClass: width)
            {
                resolved = ResolvedFont(face: face, missingFamily: nil)
            } else {
                resolved = systemFace(.default, font).map { ResolvedFont(face: $0, missingFamily: name) }
            }
        }
        if font.isMonospaced, let face = resolved?.face, !face.isFixedPitch {
            // SwiftUI's `monospaced()`: the family's fixed-pitch face, else the monospaced design.
            resolved?.face =
                fonts.fixedPitchFace(
                    family: face.familyName, weight: font.resolvedWeight, italic: font.isItalic, widthClass: width)
                ?? systemFace(.monospaced, font) ?? face
        }
        if let face = resolved?.face {
            let (instance, unavailable) = Self.instance(of: face, for: font)
            resolved?.face = instance
            resolved?.unavailableWidth = unavailable
        }
        if let resolved { caches.withLock { $0.fonts[key] = resolved } }
        return resolved
    }

    /// `face` at the coordinates of `font`'s weight (`wght`: Font.Weight's OpenType value) and
    /// width (`wdth`: its percentage), for the axes the face has; and, when a width was asked
    /// for that neither an axis nor the chosen face gives, why.
    static func instance(of face: FontFace, for font: Font) -> (FontFace, unavailableWidth: String?) {
        guard !face.axes.isEmpty || font.resolvedWidth != nil else { return (face, nil) }
        var variations: [FontVariation] = []
        if face.axis("wght") != nil {
            variations.append(FontVariation(tag: "wght", value: font.resolvedWeight.cssWeight))
        }
        var unavailable: String?
        if let width = font.resolvedWidth {
            if face.axis("wdth") != nil {
                variations.append(FontVariation(tag: "wdth", value: width.percentage))
            } else if face.widthClass == 5, width.widthClass != 5 {
                unavailable = "\(face.familyName) has no wdth axis and no \(width) face; used the standard width"
            }
        }
        return (face.instance(variations), unavailable)
    }

    private func systemFace(_ design: Font.Design, _ font: Font) -> FontFace? {
        let width = font.resolvedWidth?.widthClass ?? 5
        return (try? fonts.face(
            family: design.bundledFamily, weight: font.resolvedWeight, italic: font.isItalic, widthClass: width))
            ?? (try? fonts.face(
                family: Font.Design.default.bundledFamily, weight: font.resolvedWeight, italic: font.isItalic,
                widthClass: width))
            ?? fonts.faces.first
    }

    /// The ellipsis shaped for text of `span` set in `face`, cached per face and span style.
    private func ellipsis(for face: FontFace, span: StyleSpan) -> EllipsisShape {
        let key = EllipsisKey(face: face, span: span)
        if let cached = caches.withLock({ $0.ellipses[key] }) { return cached }
        let fallback = caches.withLock { $0.fallback } ?? FontFallback(collection: fonts)
        let shape = EllipsisShape(for: face, span: span, fallback: fallback)
        caches.withLock { $0.ellipses[key] = shape }
        return shape
    }

    // MARK: Input hygiene

    /// Nil, NaN and infinity mean unconstrained; negative values are 0.
    private static func sanitized(_ value: CGFloat?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return max(0, Double(value))
    }

    /// The layout of a text when no font at all is available.
    private static func emptyLayout(_ text: AttributedText) -> TextLayout {
        TextLayout(
            string: text.string, lines: [], width: 0, height: 0, firstBaseline: 0, lastBaseline: 0,
            deferred: nil, isTruncated: false, fontScale: 1, primaryMetrics: .zero, missingFamilies: [],
            missingCharacters: [])
    }
}
