// One face of a font file at one set of variation coordinates: names, style, metrics,
// coverage and its HarfBuzz font.

import Foundation
import Synchronization

/// One face of a registered font file (a TTC holds several), at its default coordinates or, for
/// a variable font, at the coordinates of one instance (``variations``).
///
/// Faces are unique per file, face index and coordinates in the process: registering the same
/// file twice, in any collection, gives the same object, and so does asking twice for the same
/// instance (``instance(_:)``).
public final class FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The family name (e.g. "DejaVu Sans").
    public let familyName: String
    /// The style name (e.g. "Bold", "Oblique").
    public let styleName: String
    /// The PostScript name (e.g. "DejaVuSans-Bold").
    public let postScriptName: String
    /// The font file.
    public let fileURL: URL
    /// The index of the face in the file (0 unless a collection).
    public let faceIndex: Int
    /// The weight: OS/2 `usWeightClass`, or the `wght` coordinate of an instance.
    public let weight: Font.Weight
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// OS/2 `usWidthClass` (1 ultra-condensed ... 5 normal ... 9 ultra-expanded).
    public let widthClass: Int
    /// Whether every glyph has the same advance (FreeType's `FT_FACE_FLAG_FIXED_WIDTH`).
    public let isFixedPitch: Bool
    /// Vertical metrics in font units at the face's coordinates (Design §8.2): HarfBuzz applies
    /// `MVAR` where the font has one.
    public let metrics: FontMetrics
    /// Where underlines and strikethroughs go, in font units at the face's coordinates.
    public let decorationMetrics: DecorationMetrics
    /// The variation axes of the file (`fvar`); empty for a static face.
    public let axes: [FontAxis]
    /// The design coordinates of this instance, sorted by tag; empty at the default coordinates.
    public let variations: [FontVariation]

    /// A process-wide unique number, for cache keys.
    let id: Int
    /// The HarfBuzz font at scale = upem, at ``variations``.
    let harfBuzz: HarfBuzzFont
    /// The face at the default coordinates this instance was made from (nil for that face).
    private let base: FontFace?
    /// ``coverage``, once built: read without a lock (every text's font runs read it).
    private let coverageStorage = LazyReference<FontCoverage>()
    /// ``shapesWordsIndependently``: 0 not yet known, 1 no, 2 yes.
    private let wordIndependence = Atomic<UInt8>(0)

    init(info: FreeTypeFaceInfo, url: URL, harfBuzz: HarfBuzzFont, id: Int) {
        familyName = info.familyName
        styleName = info.styleName
        postScriptName = info.postScriptName
        fileURL = url
        faceIndex = info.faceIndex
        weight = Font.Weight(cssWeight: info.weightClass)
        isItalic = info.isItalic
        widthClass = info.widthClass
        isFixedPitch = info.isFixedPitch
        self.id = id
        self.harfBuzz = harfBuzz
        metrics = FontFace.readMetrics(harfBuzz)
        decorationMetrics = FontFace.readDecorationMetrics(harfBuzz, ascent: metrics.ascent)
        axes = harfBuzz.axes
        variations = []
        base = nil
    }

    /// The instance of `base` at `variations` (already clamped and sorted).
    init(instanceOf base: FontFace, variations: [FontVariation], harfBuzz: HarfBuzzFont, id: Int) {
        familyName = base.familyName
        styleName = base.styleName
        postScriptName = base.postScriptName
        fileURL = base.fileURL
        faceIndex = base.faceIndex
        let wght = variations.first { $0.tag == "wght" }?.value
        weight = wght.map { Font.Weight(cssWeight: Int($0.rounded())) } ?? base.weight
        isItalic = base.isItalic
        widthClass = base.widthClass
        isFixedPitch = base.isFixedPitch
        self.id = id
        self.harfBuzz = harfBuzz
        metrics = FontFace.readMetrics(harfBuzz)
        decorationMetrics = FontFace.readDecorationMetrics(harfBuzz, ascent: metrics.ascent)
        axes = base.axes
        self.variations = variations
        self.base = base
    }

    /// The axis `tag` of the file, if it is variable along it.
    public func axis(_ tag: String) -> FontAxis? {
        axes.first { $0.tag == tag }
    }

    /// The face at `variations` (each clamped to its axis; tags the file lacks are dropped;
    /// values at an axis default are dropped too, so every set of coordinates has one
    /// instance). One instance per file, face index and coordinates in the process, shared by
    /// every size: the engine shapes at units per em, so size is only a scale (Design §8.2).
    public func instance(_ variations: [FontVariation]) -> FontFace {
        let origin = base ?? self
        var settings: [FontVariation] = []
        for variation in variations {
            guard let axis = origin.axis(variation.tag) else { continue }
            let value = axis.clamp(variation.value)
            settings.removeAll { $0.tag == variation.tag }
            if value != axis.defaultValue { settings.append(FontVariation(tag: variation.tag, value: value)) }
        }
        settings.sort { $0.tag < $1.tag }
        if settings.isEmpty { return origin }
        if settings == self.variations { return self }
        return FaceRegistry.instance(of: origin, variations: settings) ?? origin
    }

    /// Whether the face's `cmap` maps `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        coverage.contains(scalar.value)
    }

    /// The code points the face maps, built on first use (an instance shares its base's).
    var coverage: FontCoverage {
        if let base { return base.coverage }
        if let stored = coverageStorage.load() { return stored }
        // Threads racing here each build it; the first stored is kept and returned to all.
        return coverageStorage.storeIfNil(FontCoverage(ranges: harfBuzz.mappedCodePoints()))
    }

    /// Whether words separated by spaces shape the same alone as in a run (see
    /// ``HarfBuzzFont/shapesWordsIndependently(of:)`` for ``WordShapes/shapableScalars``),
    /// checked on first use.
    var shapesWordsIndependently: Bool {
        switch wordIndependence.load(ordering: .relaxed) {
        case 1: return false
        case 2: return true
        default:
            let independent = harfBuzz.shapesWordsIndependently(of: WordShapes.shapableScalars)
            wordIndependence.store(independent ? 2 : 1, ordering: .relaxed)
            return independent
        }
    }

    /// Family, style, file, face index and coordinates, for logs.
    public var description: String {
        let coordinates = variations.isEmpty ? "" : " " + variations.map(\.description).joined(separator: ",")
        return "\(familyName) \(styleName) (\(fileURL.lastPathComponent)#\(faceIndex))\(coordinates)"
    }

    /// Faces are equal only when they are the same object (one per file, face index and
    /// coordinates).
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    /// Hashes the face's process-wide number.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Design §8.2: A, D, G from `hb_font_get_h_extents` at upem (G clamped ≥ 0); cap height and
    /// x-height from OS/2 via `hb_ot_metrics_get_position`, else the ink tops of "H" and "x".
    private static func readMetrics(_ font: HarfBuzzFont) -> FontMetrics {
        let extents = font.horizontalExtents
        func inkTop(_ scalar: Unicode.Scalar) -> Int32? {
            font.nominalGlyph(scalar.value).flatMap(font.glyphTop)
        }
        let ascent = extents.ascender
        let capHeight = font.capHeight ?? inkTop("H") ?? Int32((Double(ascent) * 0.7).rounded())
        let xHeight = font.xHeight ?? inkTop("x") ?? Int32((Double(ascent) * 0.5).rounded())
        return FontMetrics(
            unitsPerEm: font.unitsPerEm, ascent: ascent, descent: -extents.descender,
            lineGap: extents.lineGap, capHeight: capHeight, xHeight: xHeight)
    }
}

extension FontFace {
    /// The `post` and `OS/2` decoration values, with HarfBuzz's fallbacks where a table is
    /// missing or gives a thickness of 0 (``DecorationMetrics``).
    fileprivate static func readDecorationMetrics(_ font: HarfBuzzFont, ascent: Int32) -> DecorationMetrics {
        let values = font.decorationValues
        let upem = font.unitsPerEm
        let underlineSize = values.underlineSize.flatMap { $0 > 0 ? $0 : nil } ?? upem / 18
        let strikeoutSize = values.strikeoutSize.flatMap { $0 > 0 ? $0 : nil } ?? upem / 18
        return DecorationMetrics(
            underlinePosition: values.underline ?? -upem / 18, underlineThickness: underlineSize,
            strikeoutPosition: values.strikeout ?? ascent / 2, strikeoutThickness: strikeoutSize)
    }
}

/// The set of code points a face maps: a bitmap for the BMP and sorted ranges above it.
final class FontCoverage: Sendable {
    private let bmp: [UInt64]
    private let astral: [ClosedRange<UInt32>]

    init(ranges: [ClosedRange<UInt32>]) {
        var bits = [UInt64](repeating: 0, count: 1024)
        var astral: [ClosedRange<UInt32>] = []
        for range in ranges {
            if range.upperBound > 0xFFFF {
                astral.append(max(range.lowerBound, 0x10000)...range.upperBound)
            }
            guard range.lowerBound <= 0xFFFF else { continue }
            for value in range.lowerBound...min(range.upperBound, 0xFFFF) {
                bits[Int(value >> 6)] |= 1 << UInt64(value & 63)
            }
        }
        bmp = bits
        self.astral = astral
    }

    /// Whether every unit of `units` (BMP code points, no surrogates) is mapped and passes `test`:
    /// one bit test per unit, for scanning a whole text.
    @inline(__always)
    func containsAll(_ units: UnsafeBufferPointer<UInt16>, passing test: (UInt16) -> Bool) -> Bool {
        bmp.withUnsafeBufferPointer { bits in
            for unit in units {
                // 1,024 words hold 65,536 bits: every UInt16 has one.
                guard test(unit), bits[Int(unit &>> 6)] & (1 &<< UInt64(unit & 63)) != 0 else { return false }
            }
            return true
        }
    }

    /// Whether `value` is mapped.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if value <= 0xFFFF {
            return bmp[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
        }
        var low = 0
        var high = astral.count
        while low < high {
            let mid = (low + high) / 2
            if astral[mid].upperBound < value {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low < astral.count && astral[low].contains(value)
    }
}
