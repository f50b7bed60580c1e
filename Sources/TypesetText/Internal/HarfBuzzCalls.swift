// The single funnel for HarfBuzz calls: fonts at scale = upem, metrics, coverage, script
// property and shaping (Design §8.2, §8.4, §8.5).

import CHarfBuzz
import Foundation

/// An immutable HarfBuzz font at the default scale (units per em): blob, face and font, at the
/// face's default variation coordinates or at the coordinates of one instance.
///
/// `@unchecked Sendable`: the face and font are made immutable in `init`
/// (`hb_face_make_immutable`, `hb_font_make_immutable`) before the object is shared, HarfBuzz
/// documents immutable objects as safe to use from several threads at once, and this class
/// stores only `let`s. The text engine's concurrency tests shape with one font on many threads.
final class HarfBuzzFont: @unchecked Sendable {
    private let face: OpaquePointer
    fileprivate let font: OpaquePointer

    /// Units per em of the face (`hb_face_get_upem`).
    let unitsPerEm: Int32

    /// Opens the face at `index` of the file at `path`; nil when HarfBuzz cannot read it.
    init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard index >= 0, UInt32(index) < hb_face_count(blob) || index == 0 else { return nil }
        guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
        hb_face_make_immutable(face)
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            return nil
        }
        hb_font_make_immutable(font)
        self.face = face
        self.font = font
        self.unitsPerEm = Int32(clamping: hb_face_get_upem(face))
    }

    /// A font on the face of `base` at the given design coordinates (`hb_font_set_variations`,
    /// which normalises them through `fvar` and `avar`; axes not listed keep their defaults).
    /// With the `hb-ot` font functions, advances then come from `HVAR`/`gvar`, glyph extents
    /// from `gvar` and line metrics from `MVAR` at those coordinates (research/text-styling §3).
    init?(instanceOf base: HarfBuzzFont, variations: [FontVariation]) {
        guard let font = hb_font_create(base.face) else { return nil }
        let settings = variations.map { hb_variation_t(tag: HarfBuzz.tag($0.tag), value: Float($0.value)) }
        settings.withUnsafeBufferPointer { buffer in
            hb_font_set_variations(font, buffer.baseAddress, UInt32(buffer.count))
        }
        hb_font_make_immutable(font)
        self.face = hb_face_reference(base.face)
        self.font = font
        self.unitsPerEm = base.unitsPerEm
    }

    /// The face's variation axes from `fvar` (`hb_ot_var_get_axis_infos`); empty for a static face.
    var axes: [FontAxis] {
        let count = Int(hb_ot_var_get_axis_count(face))
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: count)
        var returned = UInt32(count)
        infos.withUnsafeMutableBufferPointer { buffer in
            _ = hb_ot_var_get_axis_infos(face, 0, &returned, buffer.baseAddress)
        }
        return infos.prefix(Int(returned)).map { info in
            FontAxis(
                tag: HarfBuzz.string(of: info.tag), minimum: Double(info.min_value),
                defaultValue: Double(info.default_value), maximum: Double(info.max_value))
        }
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// The number of glyphs of the face (`hb_face_get_glyph_count`; 0 for bytes HarfBuzz
    /// could not read as a font).
    var glyphCount: Int { Int(hb_face_get_glyph_count(face)) }

    /// Ascender, descender (negative below the baseline) and line gap in font units
    /// (`hb_font_get_h_extents`: OS/2 typo values under USE_TYPO_METRICS, else hhea).
    var horizontalExtents: (ascender: Int32, descender: Int32, lineGap: Int32) {
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        return (extents.ascender, extents.descender, extents.line_gap)
    }

    /// Cap height from OS/2 (`hb_ot_metrics_get_position`), nil when the table has none.
    var capHeight: Int32? { position(HB_OT_METRICS_TAG_CAP_HEIGHT) }

    /// x-height from OS/2 (`hb_ot_metrics_get_position`), nil when the table has none.
    var xHeight: Int32? { position(HB_OT_METRICS_TAG_X_HEIGHT) }

    /// `post` underline position and thickness, `OS/2` strikeout position and size
    /// (`hb_ot_metrics_get_position`, `MVAR` applied); nil where the table is missing.
    var decorationValues: (underline: Int32?, underlineSize: Int32?, strikeout: Int32?, strikeoutSize: Int32?) {
        func value(_ tag: hb_ot_metrics_tag_t) -> Int32? {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &value) != 0 ? value : nil
        }
        return (
            value(HB_OT_METRICS_TAG_UNDERLINE_OFFSET), value(HB_OT_METRICS_TAG_UNDERLINE_SIZE),
            value(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET), value(HB_OT_METRICS_TAG_STRIKEOUT_SIZE)
        )
    }

    private func position(_ tag: hb_ot_metrics_tag_t) -> Int32? {
        var value: hb_position_t = 0
        guard hb_ot_metrics_get_position(font, tag, &value) != 0, value > 0 else { return nil }
        return value
    }

    /// The glyph `cmap` maps `scalar` to, if any (`hb_font_get_nominal_glyph`).
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
    }

    /// The glyph's advance in font units without any shaping (`hb_font_get_glyph_h_advance`).
    func advance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(font, glyph)
    }

    /// The top of the glyph's ink box above the baseline (`y_bearing` of its extents).
    func glyphTop(_ glyph: UInt32) -> Int32? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return nil }
        return extents.y_bearing
    }

    /// Whether words of `scalars` separated by U+0020 shape the same alone as in a run: no
    /// GSUB or GPOS lookup joins the space with other text (``spaceJoiningLookups(of:)``), and no
    /// table HarfBuzz shapes with outside GSUB and GPOS could reach across a space (AAT
    /// `morx`/`mort`/`kerx`, Graphite `Silf`, or a legacy `kern` table that GPOS does not
    /// replace). DejaVu Sans passes: its one lookup with the space ligates it with Arabic marks.
    func shapesWordsIndependently(of scalars: [ClosedRange<UInt32>]) -> Bool {
        let shapingTables: [StaticString] = ["morx", "mort", "kerx", "Silf"]
        for table in shapingTables where hasTable(table) { return false }
        if hasTable("kern"), !hasFeature(HarfBuzz.tag("kern"), in: HarfBuzz.tag("GPOS")) { return false }
        return spaceJoiningLookups(of: scalars)?.isEmpty == true
    }

    /// The GSUB and GPOS lookups (table tag, LookupList index) through which a word of
    /// `scalars` could shape differently next to a space: lookups that involve the space glyph
    /// (as input, context or output, the check of Blink's
    /// `HarfBuzzFace::HasSpaceInLigaturesOrKerning`) and any other glyph such text can hold (its
    /// `cmap` glyphs and what GSUB turns them into), except lookups that act on one glyph at a
    /// time (``LayoutLookupTypes/actsOnSingleGlyphs(_:in:)``: a single substitution of the space
    /// cannot join it to a word; a contextual lookup that calls one names the space in its own
    /// input or context and stays). Nil when the face maps no space or a layout table's
    /// LookupList cannot be read.
    func spaceJoiningLookups(of scalars: [ClosedRange<UInt32>]) -> [(table: String, lookup: Int)]? {
        guard let space = nominalGlyph(0x20) else { return nil }
        let tables: [(tag: StaticString, table: LayoutLookupTypes.Table)] = [
            ("GSUB", .substitution), ("GPOS", .positioning),
        ]
        var lookupTypes: [LayoutLookupTypes] = []
        for (tag, table) in tables {
            guard let types = layoutLookupTypes(tag, table) else { return nil }
            lookupTypes.append(types)
        }
        guard let reachable = hb_set_create(), let lookups = hb_set_create(), let glyphs = hb_set_create() else {
            return nil
        }
        defer {
            hb_set_destroy(reachable)
            hb_set_destroy(lookups)
            hb_set_destroy(glyphs)
        }
        for range in scalars {
            for scalar in range where scalar != 0x20 {
                if let glyph = nominalGlyph(scalar) { hb_set_add(reachable, glyph) }
            }
        }
        let substitutions = hb_ot_layout_table_get_lookup_count(face, HarfBuzz.tag("GSUB"))
        if substitutions > 0 { hb_set_add_range(lookups, 0, substitutions - 1) }
        hb_ot_layout_lookups_substitute_closure(face, lookups, reachable)
        hb_set_del(reachable, space)
        var joining: [(table: String, lookup: Int)] = []
        for ((tag, table), types) in zip(tables, lookupTypes) {
            let count = hb_ot_layout_table_get_lookup_count(face, HarfBuzz.tag(tag))
            for lookup in 0..<count where !types.actsOnSingleGlyphs(Int(lookup), in: table) {
                hb_set_clear(glyphs)
                hb_ot_layout_lookup_collect_glyphs(face, HarfBuzz.tag(tag), lookup, glyphs, glyphs, glyphs, glyphs)
                guard hb_set_has(glyphs, space) != 0 else { continue }
                hb_set_intersect(glyphs, reachable)
                if hb_set_is_empty(glyphs) == 0 { joining.append(("\(tag)", Int(lookup))) }
            }
        }
        return joining
    }

    /// The lookup types of the face's `tag` table (none when it has no such table); nil when the
    /// table is malformed.
    func layoutLookupTypes(_ tag: StaticString, _ table: LayoutLookupTypes.Table) -> LayoutLookupTypes? {
        guard let blob = hb_face_reference_table(face, HarfBuzz.tag(tag)) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return .absent }
        return LayoutLookupTypes(UnsafeRawBufferPointer(start: data, count: Int(length)), table: table)
    }

    private func hasTable(_ name: StaticString) -> Bool {
        guard let blob = hb_face_reference_table(face, HarfBuzz.tag(name)) else { return false }
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }

    /// Whether the layout table `table` has a feature tagged `feature` in any script.
    private func hasFeature(_ feature: hb_tag_t, in table: hb_tag_t) -> Bool {
        guard let indexes = hb_set_create() else { return false }
        defer { hb_set_destroy(indexes) }
        let features = [feature, 0]
        features.withUnsafeBufferPointer { tags in
            hb_ot_layout_collect_features(face, table, nil, nil, tags.baseAddress, indexes)
        }
        return hb_set_get_population(indexes) > 0
    }

    /// Every code point the face maps, as sorted closed ranges (`hb_face_collect_unicodes`).
    func mappedCodePoints() -> [ClosedRange<UInt32>] {
        guard let set = hb_set_create() else { return [] }
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var ranges: [ClosedRange<UInt32>] = []
        var first: hb_codepoint_t = UInt32.max  // HB_SET_VALUE_INVALID
        var last: hb_codepoint_t = UInt32.max
        while hb_set_next_range(set, &first, &last) != 0 {
            ranges.append(first...last)
        }
        return ranges
    }
}

/// HarfBuzz's free functions: version, Unicode script property and shaping.
enum HarfBuzz {
    /// The HarfBuzz version string (`hb_version_string`).
    static var version: String { String(cString: hb_version_string()) }

    /// `HB_SCRIPT_COMMON`.
    @inline(__always) static var commonScript: UInt32 { HB_SCRIPT_COMMON.rawValue }
    /// `HB_SCRIPT_INHERITED`.
    @inline(__always) static var inheritedScript: UInt32 { HB_SCRIPT_INHERITED.rawValue }
    /// `HB_SCRIPT_UNKNOWN`.
    @inline(__always) static var unknownScript: UInt32 { HB_SCRIPT_UNKNOWN.rawValue }
    /// `HB_SCRIPT_LATIN`.
    @inline(__always) static var latinScript: UInt32 { HB_SCRIPT_LATIN.rawValue }

    /// Whether letters of the script join (Arabic, Syriac, N'Ko, Mongolian, ...): their shapes
    /// depend on the neighbours, so a letter alone is shaped differently.
    static func isJoiningScript(_ script: UInt32) -> Bool {
        joiningScripts.contains(script)
    }

    private static let joiningScripts: Set<UInt32> = [
        HB_SCRIPT_ARABIC, HB_SCRIPT_SYRIAC, HB_SCRIPT_NKO, HB_SCRIPT_MONGOLIAN, HB_SCRIPT_MANDAIC,
        HB_SCRIPT_MANICHAEAN, HB_SCRIPT_PSALTER_PAHLAVI, HB_SCRIPT_ADLAM, HB_SCRIPT_HANIFI_ROHINGYA,
        HB_SCRIPT_SOGDIAN, HB_SCRIPT_OLD_UYGHUR, HB_SCRIPT_CHORASMIAN,
    ].reduce(into: Set<UInt32>()) { $0.insert($1.rawValue) }

    /// The Unicode Script property of `scalar` from HarfBuzz's own tables (`hb_unicode_script`).
    static func script(of scalar: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
    }

    /// Shapes `units[item]` with `units[context]` as context and appends the glyphs (clusters as
    /// absolute UTF-16 offsets into `units`) to `output`; with `marking`, each glyph's
    /// `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT` appended to `marks` too (``RecentRuns`` reshapes an edited
    /// run from a glyph without it). ``FontInstance``'s two `shape` forms call it.
    ///
    /// Design §8.4: shape at upem, unsafe-to-break marks kept per glyph; BOT/EOT only where the
    /// context is the paragraph edge.
    static func shape(
        _ font: HarfBuzzFont, units: UnsafeBufferPointer<UInt16>, context: Range<Int>,
        item: Range<Int>, options: ShapingOptions, beginningOfText: Bool, endOfText: Bool,
        into output: inout [ShapedGlyph], unsafeToConcat marks: inout [Bool], marking: Bool
    ) {
        guard let base = units.baseAddress, !item.isEmpty else { return }
        let buffer = ThreadBuffer.take()
        defer { ThreadBuffer.give(buffer) }

        // HB_GLYPH_FLAG_UNSAFE_TO_BREAK is produced whatever the flags. UNSAFE_TO_CONCAT costs
        // HarfBuzz work, so it is asked for only where it is read.
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if marking { flags |= HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT.rawValue }
        if beginningOfText { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if endOfText { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_buffer_set_direction(buffer, options.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: options.script))
        hb_buffer_add_utf16(
            buffer, base + context.lowerBound, Int32(context.count),
            UInt32(item.lowerBound - context.lowerBound), Int32(item.count))

        if options.features.isEmpty {
            // The common case: no feature array at all (research/text-styling §2; issue 14's
            // 5 % budget on the label benchmark).
            if options.disablesOptionalLigatures {
                optionalLigaturesOff.withUnsafeBufferPointer { features in
                    hb_shape(font.font, buffer, features.baseAddress, UInt32(features.count))
                }
            } else {
                hb_shape(font.font, buffer, nil, 0)
            }
        } else {
            var features = options.disablesOptionalLigatures ? optionalLigaturesOff : []
            for feature in options.features.openTypeTags {
                features.append(hb_feature_t(tag: tag(feature), value: 1, start: 0, end: UInt32.max))
            }
            features.withUnsafeBufferPointer { features in
                hb_shape(font.font, buffer, features.baseAddress, UInt32(features.count))
            }
        }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return }
        let shift = Int32(context.lowerBound)
        let unsafeMask = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
        // Appended to the caller's array: no array of this run's own.
        output.reserveCapacity(output.count + Int(count))
        for index in 0..<Int(count) {
            let info = infos[index]
            let position = positions[index]
            // hb_glyph_info_get_glyph_flags(info) is `info.mask & HB_GLYPH_FLAG_DEFINED`.
            output.append(
                ShapedGlyph(
                    glyph: info.codepoint, cluster: Int32(bitPattern: info.cluster) + shift,
                    xAdvance: position.x_advance, xOffset: position.x_offset,
                    yOffset: position.y_offset, unsafeToBreak: info.mask & unsafeMask != 0))
        }
        if marking {
            let concatMask = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
            marks.reserveCapacity(marks.count + Int(count))
            for index in 0..<Int(count) { marks.append(infos[index].mask & concatMask != 0) }
        }
    }

    /// The OpenType tag spelt `string` (four ASCII characters).
    static func tag(_ string: StaticString) -> hb_tag_t {
        string.withUTF8Buffer { bytes in
            bytes.reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
        }
    }

    /// An OpenType tag from its (up to) four letters, padded with spaces (`hb_tag_from_string`).
    static func tag(_ string: String) -> hb_tag_t {
        var bytes = Array(string.utf8.prefix(4))
        while bytes.count < 4 { bytes.append(0x20) }
        return bytes.reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
    }

    /// The four letters of an OpenType tag.
    static func string(of tag: hb_tag_t) -> String {
        let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// liga, clig, dlig, hlig and calt set to 0 over the whole buffer.
    private static let optionalLigaturesOff: [hb_feature_t] = ["liga", "clig", "dlig", "hlig", "calt"]
        .map { name in
            hb_feature_t(tag: tag(name), value: 0, start: 0, end: UInt32.max)
        }
}

/// One `hb_buffer_t` per thread, reused by every shaping call on that thread (creating one per
/// call costs about a microsecond) and destroyed when the thread exits, as ICU's line iterator
/// is (`typeset_icu.c`). A pool shared by every thread would pass its lock's cache line from
/// core to core at every call.
private enum ThreadBuffer {
    /// The key whose value is each thread's buffer.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { buffer in
            if let buffer { hb_buffer_destroy(OpaquePointer(buffer)) }
        }
        return key
    }()

    /// The calling thread's buffer, empty; made on its first use. ``HarfBuzz/shape`` is the
    /// only user and never runs inside itself, so one buffer per thread is enough.
    static func take() -> OpaquePointer {
        if let buffer = pthread_getspecific(key) { return OpaquePointer(buffer) }
        let buffer = hb_buffer_create()!
        pthread_setspecific(key, UnsafeRawPointer(buffer))
        return buffer
    }

    /// Empties `buffer` for the thread's next call.
    static func give(_ buffer: OpaquePointer) {
        hb_buffer_clear_contents(buffer)
    }
}
