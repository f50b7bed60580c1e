// The single funnel for ICU, reached through the CTypesetICU shim (no ICU types cross it):
// line break opportunities (Design §8.4), bidi levels and visual order (Design §8.5), case
// mapping and CLDR plural rules.

import CTypesetICU

/// ICU services through `typeset_icu.h`.
enum ICU {
    /// The ICU version string, e.g. "72.1".
    static var version: String { String(cString: ts_icu_version()) }

    /// How many per-thread ICU objects (each thread's line iterator, plural rules and number
    /// formatter) have been closed because their thread exited.
    static var objectsClosedAtThreadExit: Int { Int(ts_icu_objects_closed_at_thread_exit()) }

    /// Sets `opportunity` in `flags[offset]` at every UAX #14 line break opportunity of `text`
    /// (the UTF-16 offsets where a line may start, excluding 0, including the length), and
    /// `mandatory` as well where the break is forced. On an ICU failure the only opportunity
    /// is the end of the text.
    static func markLineBreaks(
        _ text: UnsafeBufferPointer<UInt16>, in flags: UnsafeMutableBufferPointer<UInt8>, opportunity: UInt8,
        mandatory: UInt8
    ) {
        let length = text.count
        guard length > 0, let base = text.baseAddress else { return }
        let capacity = length + 1
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { offsets in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { forced in
                let written = ts_icu_line_breaks(
                    base, Int32(length), nil, offsets.baseAddress, forced.baseAddress, Int32(capacity))
                guard written > 0 else {
                    flags[length] |= opportunity
                    return
                }
                for index in 0..<Int(written) {
                    let offset = Int(offsets[index])
                    guard offset > 0, offset <= length else { continue }
                    flags[offset] |= forced[index] != 0 ? opportunity | mandatory : opportunity
                }
            }
        }
    }

    /// UAX #9 embedding levels of one paragraph, one per UTF-16 unit, and the resolved
    /// paragraph level. `defaultRightToLeft` applies when the text has no strong character.
    static func bidiLevels(
        _ text: UnsafeBufferPointer<UInt16>, defaultRightToLeft: Bool
    ) -> (levels: [UInt8], paragraphLevel: UInt8) {
        let length = text.count
        let requested: Int32 = defaultRightToLeft ? -2 : -1
        guard length > 0, let base = text.baseAddress else {
            return ([], defaultRightToLeft ? 1 : 0)
        }
        var levels = [UInt8](repeating: 0, count: length)
        let paragraph = levels.withUnsafeMutableBufferPointer { buffer in
            ts_icu_bidi_levels(base, Int32(length), requested, buffer.baseAddress)
        }
        guard paragraph >= 0 else {
            let level: UInt8 = defaultRightToLeft ? 1 : 0
            return ([UInt8](repeating: level, count: length), level)
        }
        return (levels, UInt8(paragraph))
    }

    /// UAX #9 rule L2: the logical index shown at each visual position for runs at `levels`.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        let count = levels.count
        guard count > 1 else { return Array(0..<count) }
        var order = [Int32](repeating: 0, count: count)
        let status = levels.withUnsafeBufferPointer { levelBuffer in
            order.withUnsafeMutableBufferPointer { orderBuffer in
                ts_icu_reorder_visual(levelBuffer.baseAddress, Int32(count), orderBuffer.baseAddress)
            }
        }
        guard status == 0 else { return Array(0..<count) }
        return order.map(Int.init)
    }

    /// `text` in upper (or lower) case with the rules of `locale` (a BCP 47 or ICU identifier;
    /// empty for the root rules): ICU's full case mapping. Nil on an ICU failure.
    static func caseMapped(_ text: String, upper: Bool, locale: String) -> String? {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return text }
        var capacity = units.count * 3 + 8
        for _ in 0..<2 {
            var output = [UInt16](repeating: 0, count: capacity)
            let written = units.withUnsafeBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    locale.withCString { name in
                        ts_icu_case_map(
                            source.baseAddress, Int32(source.count), name, upper ? 1 : 0, target.baseAddress,
                            Int32(target.count))
                    }
                }
            }
            guard written >= 0 else { return nil }
            if Int(written) <= capacity { return String(decoding: output[..<Int(written)], as: UTF16.self) }
            capacity = Int(written)
        }
        return nil
    }

    /// The CLDR plural keyword of `value` in `locale` with exactly `fractionDigits` digits shown
    /// after the point (`uplrules_selectFormatted`); nil on an ICU failure.
    static func pluralKeyword(_ value: Double, fractionDigits: Int, locale: String) -> String? {
        var keyword = [CChar](repeating: 0, count: 16)
        let length = keyword.withUnsafeMutableBufferPointer { buffer in
            locale.withCString { name in
                ts_icu_plural_select(name, value, Int32(clamping: fractionDigits), buffer.baseAddress, Int32(buffer.count))
            }
        }
        guard length > 0 else { return nil }
        return String(decoding: keyword[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The plural keywords `locale` uses (`uplrules_getKeywords`); empty on an ICU failure.
    static func pluralKeywords(locale: String) -> [String] {
        var keywords = [CChar](repeating: 0, count: 64)
        let length = keywords.withUnsafeMutableBufferPointer { buffer in
            locale.withCString { name in ts_icu_plural_keywords(name, buffer.baseAddress, Int32(buffer.count)) }
        }
        guard length > 0 else { return [] }
        return String(decoding: keywords[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: " ").map(String.init)
    }

    /// Durations in words joined as a units list ("2 hours, 23 minutes"); nil on an ICU
    /// failure. `units` are CLDR duration unit names (`hour`).
    static func durationList(_ parts: [(value: Int64, unit: String)], locale: String) -> String? {
        guard !parts.isEmpty, parts.count <= 8 else { return nil }
        let values = parts.map(\.value)
        let names = parts.map(\.unit).joined(separator: " ")
        var capacity = 128
        for _ in 0..<2 {
            var output = [UInt16](repeating: 0, count: capacity)
            let written = values.withUnsafeBufferPointer { valueBuffer in
                output.withUnsafeMutableBufferPointer { target in
                    locale.withCString { name in
                        names.withCString { unitNames in
                            ts_icu_format_durations(
                                name, valueBuffer.baseAddress, unitNames, Int32(parts.count), target.baseAddress, Int32(target.count))
                        }
                    }
                }
            }
            guard written >= 0 else { return nil }
            if Int(written) <= capacity { return String(decoding: output[..<Int(written)], as: UTF16.self) }
            capacity = Int(written)
        }
        return nil
    }
}
