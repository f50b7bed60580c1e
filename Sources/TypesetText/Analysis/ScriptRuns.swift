// Script itemisation (Design §8.5): HarfBuzz's Unicode Script property per scalar; Common and
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
        var runs: [ScriptRun] = []
        _ = scan(text, range: range) { run in
            runs.append(run)
            return true
        }
        return runs
    }

    /// The script of `range` of `text` when one run covers it all (a label's common case, with
    /// no array made); nil when it takes several runs or is empty.
    static func single(_ text: TextBuffer, range: Range<Int>) -> UInt32? {
        var only: ScriptRun?
        let complete = scan(text, range: range) { run in
            guard only == nil else { return false }
            only = run
            return true
        }
        return complete ? only?.script : nil
    }

    /// Reports the script runs of `range` of `text` in order to `found`, which returns false to
    /// stop; whether every run was reported.
    @inline(__always)
    private static func scan(_ text: TextBuffer, range: Range<Int>, to found: (ScriptRun) -> Bool) -> Bool {
        let common = HarfBuzz.commonScript
        let latin = HarfBuzz.latinScript
        guard !range.isEmpty else { return true }
        // The open run: its end is the range's until a new script shows up.
        var open: ScriptRun?
        var current = common  // the script of the open run; Common until a real script shows up
        var brackets: [OpenBracket] = []
        var offset = range.lowerBound
        let completed = text.units.withUnsafeBufferPointer { units -> Bool in
            while offset < range.upperBound {
                if current == latin, open != nil {
                    // Fast path: in an open Latin run, ASCII other than brackets changes nothing
                    // (letters are Latin; the rest is Common and joins the run; no bracket
                    // opens or closes), so it is skipped without per-character work.
                    while offset < range.upperBound, units[offset] < 0x80, !isASCIIBracket(units[offset]) {
                        offset += 1
                    }
                    guard offset < range.upperBound else { break }
                }
                var scalar = UInt32(units[offset])
                var length = 1
                if scalar & 0xFC00 == 0xD800, offset + 1 < units.count, units[offset + 1] & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
                    length = 2
                }
                var script = scriptOf(scalar)
                if script == common || script == HarfBuzz.inheritedScript || script == HarfBuzz.unknownScript {
                    script = current
                    if scalar != 0x20 {
                        if let close = closingBracket(of: scalar) {
                            brackets.append(OpenBracket(close: close, script: current))
                            if brackets.count > 64 { brackets.removeFirst() }
                        } else if !brackets.isEmpty, let match = brackets.lastIndex(where: { $0.close == scalar }) {
                            if brackets[match].script != common { script = brackets[match].script }
                            brackets.removeSubrange(match...)
                        }
                    }
                }
                if open == nil {
                    open = ScriptRun(end: range.upperBound, script: script)
                } else if script != current {
                    if current == common {
                        // Only leading Common text is still Common: it takes the first real script.
                        open?.script = script
                    } else if let closed = open {
                        guard found(ScriptRun(end: offset, script: closed.script)) else { return false }
                        open = ScriptRun(end: range.upperBound, script: script)
                    }
                }
                current = script
                offset += length
            }
            return true
        }
        guard completed, let last = open else { return completed }
        return found(last)
    }

    /// An opening bracket waiting for its partner, with the script it opened in.
    private struct OpenBracket {
        var close: UInt32
        var script: UInt32
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

    /// Whether `unit` is one of the ASCII paired brackets `()[]{}`.
    @inline(__always)
    private static func isASCIIBracket(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D: true
        default: false
        }
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
