// Paint of a text: colours, underlines, strikethroughs and links over ranges of its string.
// Paint is not layout: it rides with the runs but never enters a cache key or a measurement,
// and the engine hands it to each layout as ranges of the laid-out string (Design §23.3).

import Foundation

/// How a run of text is painted: colours, lines and link. None of it changes layout.
public struct TextPaint: Hashable, Sendable {
    /// A colour in sRGB, components in 0...1, straight (not premultiplied) alpha.
    public struct Color: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double

        /// A colour from sRGB components in 0...1.
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// A line drawn along the text: an underline or a strikethrough.
    public struct Line: Hashable, Sendable {
        /// How the line is dashed, as SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: String, Hashable, Sendable, CaseIterable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        /// The dash pattern.
        public var pattern: Pattern
        /// The line's colour; nil: the text's own colour.
        public var color: Color?

        /// A line of `pattern` in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
    }

    /// The glyphs' colour (and a template image's); nil: the colour the view inherits.
    public var foreground: Color?
    /// A fill behind the run, the height of its line; nil: none.
    public var background: Color?
    /// The underline; nil: none.
    public var underline: Line?
    /// The strikethrough; nil: none.
    public var strikethrough: Line?
    /// The link the run belongs to.
    public var link: URL?

    /// Paint with the given parts; by default nothing (the inherited colour, no lines).
    public init(
        foreground: Color? = nil, background: Color? = nil, underline: Line? = nil, strikethrough: Line? = nil,
        link: URL? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
        self.link = link
    }

    /// Whether the paint sets nothing.
    public var isEmpty: Bool {
        foreground == nil && background == nil && underline == nil && strikethrough == nil && link == nil
    }
}

/// Paint over a range of a laid-out string.
public struct TextPaintRange: Hashable, Sendable {
    /// UTF-8 offsets into ``TextLayout/string``, end exclusive.
    public var range: Range<Int>
    /// The paint of the range.
    public var paint: TextPaint

    /// `paint` over the UTF-8 offsets `range`.
    public init(range: Range<Int>, paint: TextPaint) {
        self.range = range
        self.paint = paint
    }
}

extension AttributedText {
    /// The paint of the runs as ranges of ``string`` (UTF-8 offsets), runs without paint left out
    /// and neighbours with equal paint joined; empty when no run is painted.
    public var paintRanges: [TextPaintRange] {
        // Asked of the shared paint's presence: an unpainted run has none to copy (Design §19.1).
        guard runs.contains(where: { $0.isPainted }) else { return [] }
        var ranges: [TextPaintRange] = []
        var offset = 0
        for run in runs {
            let length = run.string.utf8.count
            defer { offset += length }
            guard length > 0, run.isPainted else { continue }
            if let last = ranges.last, last.range.upperBound == offset, last.paint == run.paint {
                ranges[ranges.count - 1].range = last.range.lowerBound..<(offset + length)
            } else {
                ranges.append(TextPaintRange(range: offset..<(offset + length), paint: run.paint))
            }
        }
        return ranges
    }
}
