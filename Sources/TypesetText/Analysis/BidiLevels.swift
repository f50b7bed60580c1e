// Bidi embedding levels per paragraph (SPEC §8.5): ICU ubidi through the shim; paragraph
// direction from the first strong character, else the layout direction.

/// A run of one bidi level, ending at a UTF-16 offset.
struct LevelRun: Sendable, Equatable {
    var end: Int
    var level: UInt8
}

/// Resolves bidi levels.
enum BidiLevels {
    /// The level runs of the paragraph `range` and its resolved paragraph level.
    ///
    /// Text without characters at or above U+0590 has no right-to-left characters, embeddings
    /// or isolates, so in a left-to-right layout it is all level 0 without calling ICU.
    static func resolve(
        _ text: TextBuffer, range: Range<Int>, defaultRightToLeft: Bool
    ) -> (runs: [LevelRun], paragraphLevel: UInt8) {
        if !defaultRightToLeft, text.maxScalar < 0x590 {
            return ([LevelRun(end: range.upperBound, level: 0)], 0)
        }
        let (levels, paragraphLevel) = text.units.withUnsafeBufferPointer { units in
            ICU.bidiLevels(UnsafeBufferPointer(rebasing: units[range]), defaultRightToLeft: defaultRightToLeft)
        }
        guard !levels.isEmpty else { return ([LevelRun(end: range.upperBound, level: paragraphLevel)], paragraphLevel) }
        var runs: [LevelRun] = []
        var current = levels[0]
        for (index, level) in levels.enumerated() where level != current {
            runs.append(LevelRun(end: range.lowerBound + index, level: current))
            current = level
        }
        runs.append(LevelRun(end: range.upperBound, level: current))
        return (runs, paragraphLevel)
    }
}
