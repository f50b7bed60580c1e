// Bidi embedding levels per paragraph (Design §8.5): ICU ubidi through the shim; paragraph
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
    /// Text without right-to-left characters (R, AL, AN), embeddings, overrides or isolates is
    /// all level 0 in a left-to-right layout, so it skips ICU.
    static func resolve(
        _ text: TextBuffer, range: Range<Int>, defaultRightToLeft: Bool
    ) -> (runs: [LevelRun], paragraphLevel: UInt8) {
        if !defaultRightToLeft, !mayHoldRightToLeft(text, range) {
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

    /// Whether `range` holds a code unit of a right-to-left block (Hebrew to Arabic Extended,
    /// the Hebrew and Arabic presentation forms, the RTL astral blocks) or a bidi control.
    private static func mayHoldRightToLeft(_ text: TextBuffer, _ range: Range<Int>) -> Bool {
        guard text.maxScalar >= 0x590 else { return false }
        return text.units.withUnsafeBufferPointer { units in
            for offset in range {
                let unit = units[offset]
                if unit < 0x590 { continue }
                switch unit {
                case 0x590...0x8FF, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
                    0xD802, 0xD803, 0xD83A, 0xD83B:
                    return true
                default:
                    continue
                }
            }
            return false
        }
    }
}
