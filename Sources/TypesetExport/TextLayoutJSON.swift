// The text part of `typeset-layout/1`: a font table and each Text's lines and glyph runs.
// Only `TextLayout` is read here, so this part does not depend on the layout result's shape.
import Foundation
import Typeset

/// The fonts a layout export refers to, by id in order of first use (`"f0"`, `"f1"`, ...).
public struct FontTable: Sendable {
    private var ids: [FontFace: String] = [:]
    private var faces: [FontFace] = []
    /// Paths inside this directory are written relative to it.
    public let fontDirectory: URL

    /// An empty table; paths under `fontDirectory` (the bundled fonts by default) are written relative.
    public init(fontDirectory: URL = FontCollection.bundledFontsDirectory) {
        self.fontDirectory = fontDirectory.standardizedFileURL
    }

    /// The id of `face`, added on first use.
    public mutating func id(for face: FontFace) -> String {
        if let id = ids[face] { return id }
        let id = "f\(faces.count)"
        ids[face] = id
        faces.append(face)
        return id
    }

    /// `{ id: { file, faceIndex, family, style, unitsPerEm, variations } }` in order of first
    /// use; `variations` holds the design coordinates per axis tag (`{"wght": 600}`), empty at
    /// the face's defaults, so each instance of a variable font is a font of its own.
    public var json: JSONOutput {
        .object(faces.map { face in
            (ids[face]!, .object([
                ("file", .string(relativePath(face.fileURL))),
                ("faceIndex", .number(Double(face.faceIndex))),
                ("family", .string(face.familyName)),
                ("style", .string(face.styleName)),
                ("unitsPerEm", .number(Double(face.metrics.unitsPerEm))),
                ("variations", .object(face.variations.map { ($0.tag, .number($0.value)) })),
            ]))
        })
    }

    private func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path, base = fontDirectory.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

extension TextLayout {
    /// `{ lines: [...] }`: per line `baseline`, `ascent`, `descent`, `width`, `x`, `range`
    /// (UTF-8 offsets, end exclusive) and `runs` (font id, size, direction, bidi level, script,
    /// features, range,
    /// glyph ids, UTF-8 clusters, advances and pen x/y, offsets applied) in the Text's own
    /// coordinates (y down from its top).
    public func json(fonts: inout FontTable, color: JSONOutput = .null) -> JSONOutput {
        let utf8 = string.utf8
        func offset(_ index: String.Index) -> Double { Double(utf8.distance(from: utf8.startIndex, to: index)) }
        var lines: [JSONOutput] = []
        for line in self.lines {
            var runs: [JSONOutput] = []
            for run in line.runs {
                let xs = run.glyphs.indices.map { JSONOutput.number(Double(run.positions[$0].x + run.offsets[$0].x)) }
                let ys = run.glyphs.indices.map { JSONOutput.number(Double(line.baseline - run.positions[$0].y - run.offsets[$0].y)) }
                var members: [(String, JSONOutput)] = [
                    ("font", .string(fonts.id(for: run.face))),
                    ("size", .number(Double(run.size))),
                    ("direction", .string(run.direction == .rightToLeft ? "rightToLeft" : "leftToRight")),
                    ("bidiLevel", .number(Double(run.bidiLevel))),
                    ("script", .string(run.script)),
                    ("features", .array(run.features.map { .string($0) })),
                    ("range", .array([.number(offset(run.range.lowerBound)), .number(offset(run.range.upperBound))])),
                    ("glyphs", .array(run.glyphs.map { .number(Double($0)) })),
                    ("clusters", .array(run.clusters.map { .number(Double($0)) })),
                    ("advances", .array(run.advances.map { .number(Double($0)) })),
                    ("x", .array(xs)),
                    ("y", .array(ys)),
                ]
                if color != .null { members.append(("color", color)) }
                runs.append(.object(members))
            }
            lines.append(.object([
                ("baseline", .number(Double(line.baseline))),
                ("ascent", .number(Double(line.ascent))),
                ("descent", .number(Double(line.descent))),
                ("width", .number(Double(line.width))),
                ("x", .number(Double(line.xOffset))),
                ("range", .array([.number(offset(line.range.lowerBound)), .number(offset(line.range.upperBound))])),
                ("truncated", .bool(line.isTruncated)),
                ("runs", .array(runs)),
            ]))
        }
        return .object([("lines", .array(lines))])
    }
}
