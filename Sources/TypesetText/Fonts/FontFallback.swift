// Font fallback per grapheme cluster (Design §8.5): the first face of the chain that covers the
// whole cluster; emoji presentation sequences try the colour emoji face first.

/// The fallback chain of a collection, with each face's coverage resolved once.
struct FontFallback: Sendable {
    /// A face and its coverage map.
    struct Candidate: Sendable {
        let face: FontFace
        let coverage: FontCoverage

        init(_ face: FontFace) {
            self.face = face
            coverage = face.coverage
        }

        /// Whether every scalar of the cluster is mapped (or needs no glyph).
        func covers(_ scalars: [UInt32]) -> Bool {
            scalars.allSatisfy { UnicodeClasses.isIgnorableForCoverage($0) || coverage.contains($0) }
        }
    }

    /// The families after the primary font, in order (Design §8.5): the default family, then
    /// DejaVu Sans for its wide coverage (symbols, Latin extensions, Greek, Cyrillic, ...).
    static let chainFamilies = [
        Font.Design.default.bundledFamily, "DejaVu Sans", "Droid Sans Fallback", "Noto Sans Arabic", "Noto Sans Hebrew",
        "Noto Sans Devanagari",
        "Noto Color Emoji",
    ]

    /// The colour emoji family, preferred for emoji presentation sequences.
    static let emojiFamily = "Noto Color Emoji"

    let chain: [Candidate]
    let emoji: Candidate?
    let collection: FontCollection

    init(collection: FontCollection) {
        self.collection = collection
        var chain: [Candidate] = []
        for family in FontFallback.chainFamilies {
            if let face = try? collection.face(family: family), !chain.contains(where: { $0.face === face }) {
                chain.append(Candidate(face))
            }
        }
        self.chain = chain
        emoji = (try? collection.face(family: FontFallback.emojiFamily)).map(Candidate.init)
    }

    /// The face for one grapheme cluster whose primary face does not cover it, or which is an
    /// emoji presentation sequence: the emoji face (when preferred), then the primary, then the
    /// chain, then every other face of the collection. When no face covers the whole cluster,
    /// the primary or the first chain face that maps its first visible scalar; else the primary
    /// (which shows .notdef).
    func face(for scalars: [UInt32], primary: Candidate, prefersEmoji: Bool) -> FontFace {
        if prefersEmoji, let emoji, emoji.covers(scalars) { return emoji.face }
        if primary.covers(scalars) { return primary.face }
        for candidate in chain where candidate.covers(scalars) { return candidate.face }
        if let other = collection.fallbackBeyondChain(for: scalars, excluding: chain.map(\.face)) {
            return other
        }
        if let visible = scalars.first(where: { !UnicodeClasses.isIgnorableForCoverage($0) }) {
            if primary.coverage.contains(visible) { return primary.face }
            for candidate in chain where candidate.coverage.contains(visible) { return candidate.face }
        }
        return primary.face
    }

    /// The face of `face`'s family for a span of `weight` and `italic`: CSS Fonts 4 §5.2 font
    /// style matching within that family (italic before weight, then the nearest weight, ties
    /// heavier above 500), at `wght` = `weight` when the match is variable (Design §8.5: fallback
    /// is per code point and style). So a Semibold span falling back to DejaVu Sans gets DejaVu
    /// Sans Bold, an italic one DejaVu Sans Oblique, and one falling back to Inter gets Inter at
    /// its own weight. `face` itself when its family has nothing closer.
    func styled(_ face: FontFace, weight: Font.Weight, italic: Bool) -> FontFace {
        guard let match = try? collection.face(family: face.familyName, weight: weight, italic: italic) else {
            return face
        }
        guard match.axis("wght") != nil else { return match }
        return match.instance([FontVariation(tag: "wght", value: weight.cssWeight)])
    }

    /// A chain face and its restyled candidate, remembered while one item is split.
    typealias Restyled = (chain: FontFace, styled: Candidate)

    /// `face`, chosen for `scalars`, in the style of `span` when that face covers them too (a
    /// bold face may map fewer characters than the regular one), else `face`; `memo` keeps
    /// each face's restyling for the rest of the item.
    func styled(_ face: FontFace, covering scalars: [UInt32], for span: StyleSpan, memo: inout [Restyled]) -> FontFace {
        let restyled: Candidate
        if let known = memo.first(where: { $0.chain === face }) {
            restyled = known.styled
        } else {
            restyled = Candidate(styled(face, weight: span.weight, italic: span.isItalic))
            memo.append((face, restyled))
        }
        return restyled.covers(scalars) ? restyled.face : face
    }
}

extension FontCollection {
    /// The first face beyond the default chain covering the whole cluster, memoised per
    /// cluster (hits and misses) until the next registration.
    func fallbackBeyondChain(for scalars: [UInt32], excluding chain: [FontFace]) -> FontFace? {
        if let memo = storage.withLock({ $0.fallbackMemo[scalars] }) { return memo }
        let found = faces.first { face in
            !chain.contains { $0 === face } && FontFallback.Candidate(face).covers(scalars)
        }
        storage.withLock { $0.fallbackMemo[scalars] = .some(found) }
        return found
    }
}
