// One face of a font file: names, style, metrics, coverage and its HarfBuzz font.

import Foundation
import Synchronization

/// One face of a registered font file (a TTC holds several).
///
/// Faces are unique per file and face index in the process: registering the same file twice,
/// in any collection, gives the same object.
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
    /// The weight, from OS/2 `usWeightClass`.
    public let weight: Font.Weight
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// Vertical metrics in font units (SPEC §8.2).
    public let metrics: FontMetrics

    /// A process-wide unique number, for cache keys.
    let id: Int
    /// The HarfBuzz font at scale = upem.
    let harfBuzz: HarfBuzzFont
    private let coverageStorage = Locked<FontCoverage?>(nil)
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
        self.id = id
        self.harfBuzz = harfBuzz
        metrics = FontFace.readMetrics(harfBuzz)
    }

    /// Whether the face's `cmap` maps `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        coverage.contains(scalar.value)
    }

    /// The code points the face maps, built on first use.
    var coverage: FontCoverage {
        coverageStorage.withLock { stored in
            if let stored { return stored }
            let built = FontCoverage(ranges: harfBuzz.mappedCodePoints())
            stored = built
            return built
        }
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

    /// Family, style, file and face index, for logs.
    public var description: String {
        "\(familyName) \(styleName) (\(fileURL.lastPathComponent)#\(faceIndex))"
    }

    /// Faces are equal only when they are the same object (one per file and face index).
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    /// Hashes the face's process-wide number.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// SPEC §8.2: A, D, G from `hb_font_get_h_extents` at upem (G clamped ≥ 0); cap height and
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
