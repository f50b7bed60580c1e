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
    /// coordinates (y down from its top). A run's `color` is `color` or its paint's colour
    /// when all its glyphs have one, else `colors` gives one per glyph; a run of inline
    /// objects carries `attachment`. With paint, `paint` (the ranges), `backgrounds` and
    /// `decorations` (underlines and strikethroughs: line, range, rectangle, pattern, colour)
    /// follow the lines.
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
                let colors = run.clusters.map { offset in paint(at: offset)?.foreground.map(LayoutExportColor.json) ?? color }
                if let first = colors.first, colors.allSatisfy({ $0 == first }) {
                    if first != .null { members.append(("color", first)) }
                } else {
                    members.append(("colors", .array(colors)))
                }
                if let attachment = run.attachment { members.append(("attachment", attachmentJSON(attachment))) }
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
        var members: [(String, JSONOutput)] = [("lines", .array(lines))]
        guard !paint.isEmpty else { return .object(members) }
        func range(_ range: Range<Int>) -> JSONOutput { .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))]) }
        func rect(_ rect: CGRect) -> JSONOutput { .array([rect.minX, rect.minY, rect.width, rect.height].map { .number(Double($0)) }) }
        func line(_ line: TextPaint.Line) -> JSONOutput {
            var members: [(String, JSONOutput)] = [("pattern", .string(line.pattern.rawValue))]
            if let color = line.color { members.append(("color", LayoutExportColor.json(color))) }
            return .object(members)
        }
        members.append(("paint", .array(paint.map { painted in
            var members: [(String, JSONOutput)] = [("range", range(painted.range))]
            let paint = painted.paint
            if let color = paint.foreground { members.append(("foreground", LayoutExportColor.json(color))) }
            if let color = paint.background { members.append(("background", LayoutExportColor.json(color))) }
            if let underline = paint.underline { members.append(("underline", line(underline))) }
            if let strikethrough = paint.strikethrough { members.append(("strikethrough", line(strikethrough))) }
            if let link = paint.link { members.append(("link", .string(link.absoluteString))) }
            return .object(members)
        })))
        members.append(("backgrounds", .array(backgrounds.map { background in
            .object([
                ("line", .number(Double(background.line))), ("range", range(background.range)), ("rect", rect(background.rect)),
                ("color", LayoutExportColor.json(background.color)),
            ])
        })))
        members.append(("decorations", .array(decorations.map { decoration in
            var members: [(String, JSONOutput)] = [
                ("kind", .string(decoration.kind.rawValue)), ("line", .number(Double(decoration.line))),
                ("range", range(decoration.range)), ("rect", rect(decoration.rect)),
                ("pattern", .string(decoration.pattern.rawValue)),
            ]
            let stroke = decoration.color.map(LayoutExportColor.json) ?? color
            if stroke != .null { members.append(("color", stroke)) }
            return .object(members)
        })))
        return .object(members)
    }

    /// An inline object: what it shows and its size; each glyph of the run is one, its left edge
    /// at the glyph's x and its bottom `baselineOffset` below the baseline.
    private func attachmentJSON(_ attachment: TextAttachment.Resolved) -> JSONOutput {
        .object([
            ("name", .string(attachment.attachment.name)), ("symbol", .bool(attachment.attachment.isSymbol)),
            ("template", .bool(attachment.attachment.isTemplate)),
            ("size", .array([.number(Double(attachment.size.width)), .number(Double(attachment.size.height))])),
            ("baselineOffset", .number(Double(attachment.baselineOffset))),
        ])
    }
}

/// Colours as `typeset-layout/1` writes them: `[red, green, blue, opacity]`.
enum LayoutExportColor {
    static func json(_ color: TextPaint.Color) -> JSONOutput {
        .array([color.red, color.green, color.blue, color.alpha].map { .number($0) })
    }
}
