// Script itemisation (SPEC §8.5): HarfBuzz's Unicode Script property per scalar; Common and
// Inherited characters join their neighbour (the preceding script, or the following one at
// the start), and paired brackets share the script of their opening bracket.

/// A run of one resolved script, ending at a UTF-16 offset.
struct ScriptRun: Sendable, Equatable {
    var end: Int
    var script: UInt32
}

/// Splits text into runs of one script.
enum ScriptRuns {
    /// The script runs covering `range` of `text`.
    static func resolve(_ text: TextBuffer, range: Range<Int>) -> [ScriptRun] {
        let common = HarfBuzz.commonScript
        guard !range.isEmpty else { return [] }
        var runs: [ScriptRun] = []
        var current = common  // the script of the open run; Common until a real script shows up
        var brackets: [(close: UInt32, script: UInt32)] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            let (scalar, length) = text.scalar(at: offset)
            var script = scriptOf(scalar)
            if script == common || script == HarfBuzz.inheritedScript || script == HarfBuzz.unknownScript {
                if let close = closingBracket(of: scalar) {
                    brackets.append((close, current))
                    if brackets.count > 64 { brackets.removeFirst() }
                    script = current
                } else if let match = brackets.lastIndex(where: { $0.close == scalar }) {
                    script = brackets[match].script == common ? current : brackets[match].script
                    brackets.removeSubrange(match...)
                } else {
                    script = current
                }
            }
            if runs.isEmpty {
                runs.append(ScriptRun(end: range.upperBound, script: script))
            } else if script != current {
                if current == common {
                    // Only leading Common text is still Common: it takes the first real script.
                    runs[runs.count - 1].script = script
                } else {
                    runs[runs.count - 1].end = offset
                    runs.append(ScriptRun(end: range.upperBound, script: script))
                }
            }
            current = script
            offset += length
        }
        runs[runs.count - 1].end = range.upperBound
        return runs
    }

    /// The script of `scalar`; ASCII is answered without calling HarfBuzz.
    @inline(__always)
    private static func scriptOf(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 {
            let lower = scalar | 0x20
            return lower >= 0x61 && lower <= 0x7A ? HarfBuzz.latinScript : HarfBuzz.commonScript
        }
        return HarfBuzz.script(of: scalar)
    }

    /// The closing partner of an opening bracket (Bidi_Paired_Bracket for the common pairs).
    private static func closingBracket(of scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0x28: 0x29
        case 0x5B: 0x5D
        case 0x7B: 0x7D
        case 0xAB: 0xBB
        case 0x2039: 0x203A
        case 0x2329: 0x232A
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A: scalar + 1
        case 0xFF08: 0xFF09
        case 0xFF3B: 0xFF3D
        case 0xFF5B: 0xFF5D
        default: nil
        }
    }
}
