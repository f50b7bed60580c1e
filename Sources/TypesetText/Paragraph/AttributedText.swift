// Styled text: runs of strings with fonts, kerning, tracking and baseline offsets.

import Foundation

/// The style of a run of text.
public struct TextAttributes: Hashable, Sendable {
    /// The font (``Font/body`` by default).
    public var font: Font = .body
    /// Points added after every cluster; ligatures stay (SPEC §8.6).
    public var kerning: CGFloat = 0
    /// Points added after every cluster; optional ligatures are turned off (SPEC §8.6).
    public var tracking: CGFloat = 0
    /// Points the glyphs are raised above the baseline.
    public var baselineOffset: CGFloat = 0

    /// Attributes with the given values.
    public init(font: Font = .body, kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0) {
        self.font = font
        self.kerning = kerning.isFinite ? kerning : 0
        self.tracking = tracking.isFinite ? tracking : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
}

/// A string made of runs, each with its own ``TextAttributes``.
public struct AttributedText: Hashable, Sendable {
    /// One run of text with one style.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var string: String
        /// The run's style.
        public var attributes: TextAttributes

        /// A run of `string` styled with `attributes` (the memberwise form).
        public init(string: String, attributes: TextAttributes = .init()) {
            self.string = string
            self.attributes = attributes
        }

        /// A run of `string` styled with `attributes`.
        public init(_ string: String, attributes: TextAttributes = .init()) {
            self.init(string: string, attributes: attributes)
        }
    }

    /// The runs, in order.
    public var runs: [Run]

    /// A single run.
    public init(_ string: String, attributes: TextAttributes = .init()) {
        runs = [Run(string, attributes: attributes)]
    }

    /// The given runs.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// The concatenated text; every range of a ``TextLayout`` indexes into it.
    public var string: String {
        runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
    }

    /// The runs of `lhs` followed by those of `rhs`.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(runs: lhs.runs + rhs.runs)
    }
}
