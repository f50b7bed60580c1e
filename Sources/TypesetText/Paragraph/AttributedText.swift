// Styled text: runs of strings with fonts, kerning, tracking, baseline offsets and inline
// attachments (what layout reads), each with its paint (what it does not).

import Foundation

/// The style of a run of text.
public struct TextAttributes: Hashable, Sendable {
    // No initial values here: the one initialiser sets every property (with them, it would
    // store the defaults first and then replace them, copying a font per run).
    /// The font (``Font/body`` by default).
    public var font: Font
    /// Points added after every cluster; ligatures stay (Design §8.6).
    public var kerning: CGFloat
    /// Points added after every cluster; optional ligatures are turned off (Design §8.6).
    public var tracking: CGFloat
    /// Points the glyphs are raised above the baseline.
    public var baselineOffset: CGFloat
    /// An inline object each character of the run stands for (one U+FFFC per object): it takes
    /// the object's width as its advance and sits on the baseline; nil for text.
    public var attachment: TextAttachment? {
        get { sharedAttachment?.value }
        set { sharedAttachment = newValue.map(SharedValue.init) }
    }
    /// The attachment, behind one reference: attributes copy as a few words (Design §19.1).
    private var sharedAttachment: SharedValue<TextAttachment>?

    /// Whether the run stands for inline objects (without copying the attachment out).
    var hasAttachment: Bool { sharedAttachment != nil }

    /// Attributes with the given values.
    public init(
        font: Font = .body, kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0,
        attachment: TextAttachment? = nil
    ) {
        self.font = font
        self.kerning = kerning.isFinite ? kerning : 0
        self.tracking = tracking.isFinite ? tracking : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.sharedAttachment = attachment.map(SharedValue.init)
    }
}

/// A string made of runs, each with its own ``TextAttributes``.
public struct AttributedText: Hashable, Sendable {
    /// One run of text with one style.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var string: String {
            didSet { stringHash = ExactString.byteHash(of: string) }
        }
        /// The ``ByteHash`` of `string`'s UTF-8 bytes, taken when the string is set: the engine's
        /// cache keys read it instead of hashing the text at every lookup. Derived from `string`,
        /// it takes no part in equality (see `==`).
        private(set) var stringHash: UInt64
        /// The run's style: what layout reads.
        public var attributes: TextAttributes
        /// The run's colours, lines and link: what layout does not read. The engine's caches
        /// never see it; each layout carries it as ``TextLayout/paint``.
        public var paint: TextPaint {
            get { sharedPaint?.value ?? TextPaint() }
            set { sharedPaint = newValue.isEmpty ? nil : SharedValue(newValue) }
        }
        /// The paint behind one reference, nil when empty: a run copies as a few words
        /// (Design §19.1). Nil from its declaration: assigned nil last in the initialiser, it
        /// had the optimiser build the run twice and copy one into the other.
        private var sharedPaint: SharedValue<TextPaint>? = nil

        /// Whether the run sets any paint (asked without copying the paint out).
        public var isPainted: Bool { sharedPaint != nil }

        /// A run of `string` styled with `attributes` and painted with `paint` (the memberwise
        /// form).
        public init(string: String, attributes: TextAttributes = .init(), paint: TextPaint = .init()) {
            self.init(string: string, attributes: attributes)
            if !paint.isEmpty { sharedPaint = SharedValue(paint) }
        }

        /// A run of `string` styled with `attributes`, without paint (no empty paint is made and
        /// tested); both are taken, not copied, from a caller that made them for the run.
        public init(string: consuming String, attributes: consuming TextAttributes) {
            stringHash = ExactString.byteHash(of: string)
            self.string = string
            self.attributes = attributes
        }

        /// A run of `string` styled with `attributes` and painted with `paint`.
        public init(_ string: String, attributes: TextAttributes = .init(), paint: TextPaint = .init()) {
            self.init(string: string, attributes: attributes, paint: paint)
        }

        /// Equal strings (as `String` compares them: canonically equivalent ones are equal, even
        /// where their bytes and so their ``stringHash`` differ), attributes and paint.
        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.string == rhs.string && lhs.attributes == rhs.attributes && lhs.sharedPaint == rhs.sharedPaint
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(string)
            hasher.combine(attributes)
            hasher.combine(sharedPaint)
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
