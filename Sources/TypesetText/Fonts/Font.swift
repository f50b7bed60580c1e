// SwiftUI's font vocabulary: designs, weights, text styles, custom families (Design §8.1).

import Foundation

/// A font request: a family (a system design or a named family), a point size, a weight, a
/// width, an italic flag and OpenType features. The engine resolves it to a ``FontFace`` of its
/// ``FontCollection``: the nearest face of the family, at the weight's and width's coordinates
/// when the face is variable (research/text-styling.md §2, §3).
public struct Font: Hashable, Sendable {
    /// The system designs; each maps to a bundled family (Design §8.1).
    public enum Design: Hashable, Sendable {
        /// Inter (variable, `wght` 100–900).
        case `default`
        /// DejaVu Serif.
        case serif
        /// DejaVu Sans Mono.
        case monospaced
        /// No rounded face is bundled: the default family.
        case rounded
    }

    /// Where the family comes from.
    enum Family: Hashable, Sendable {
        case system(Design)
        case custom(InternedString)
    }

    // Stored as six aligned words (Design §19.1): a Font is copied into every run, key and
    // layout, and small fields at odd offsets (optionals, enums with payloads) are copied in
    // overlapping pieces that the next read of the copy cannot forward. What is not a number is
    // packed in `traits`.

    /// The point size.
    public internal(set) var size: CGFloat
    /// The requested weight (``Weight/regular`` unless set).
    public private(set) var resolvedWeight: Weight
    /// The size a relative font scales from (`custom(_:size:relativeTo:)`), else 0.
    private var relativeSize: CGFloat = 0
    /// The requested width's value, 0 for the standard width (`width(_:)` stores no other as nil).
    private var widthValue: CGFloat = 0
    /// The bits of the size asked for when it was not a finite non-negative number (`size` is
    /// then 0), else 0 (+0 is a valid size). Bits, not the number: a NaN is still equal to itself.
    private var invalidSizeBits: UInt64 = 0
    /// The custom family's interned name, else `InternedString.none`.
    private var customFamily: InternedString
    /// The other fields: see ``FontTraits``.
    private var traits: FontTraits

    /// Where the family comes from.
    private(set) var family: Family {
        get { traits.flags.contains(.custom) ? .custom(customFamily) : .system(traits.design) }
        set {
            switch newValue {
            case .system(let design):
                customFamily = .none
                traits.flags.remove(.custom)
                traits.design = design
            case .custom(let name):
                customFamily = name
                traits.flags.insert(.custom)
                traits.design = .default
            }
        }
    }
    /// Whether an italic face is requested.
    public private(set) var isItalic: Bool {
        get { traits.flags.contains(.italic) }
        set { traits.flags.set(.italic, newValue) }
    }
    /// How the size follows Dynamic Type (`Font+DynamicType.swift`).
    var scaling: Scaling {
        get {
            switch traits.scalingKind {
            case .fixed: .fixed
            case .textStyle: .textStyle(traits.scalingStyle)
            case .relative: .relative(traits.scalingStyle, size: relativeSize)
            }
        }
        set {
            switch newValue {
            case .fixed:
                traits.scalingKind = .fixed
                traits.scalingStyle = .largeTitle
                relativeSize = 0
            case .textStyle(let style):
                traits.scalingKind = .textStyle
                traits.scalingStyle = style
                relativeSize = 0
            case .relative(let style, let size):
                traits.scalingKind = .relative
                traits.scalingStyle = style
                relativeSize = size
            }
        }
    }
    /// The leading asked for with `leading(_:)`.
    var leadingStyle: Leading {
        get { traits.leading }
        set { traits.leading = newValue }
    }
    /// The Dynamic Type size ``size`` is for (`Font+DynamicType.swift`).
    public internal(set) var dynamicTypeSize: DynamicTypeSize {
        get { traits.dynamicTypeSize }
        set { traits.dynamicTypeSize = newValue }
    }
    /// The requested width; nil for the family's standard width.
    public private(set) var resolvedWidth: Width? {
        get { widthValue != 0 ? Width(widthValue) : nil }
        set { widthValue = newValue?.value ?? 0 }
    }
    /// The OpenType features turned on (``monospacedDigit()``, small caps).
    public private(set) var features: FontFeatures {
        get { FontFeatures(rawValue: traits.features) }
        set { traits.features = newValue.rawValue }
    }
    /// Whether ``monospaced()`` asked for the family's fixed-pitch face (or the monospaced design).
    public private(set) var isMonospaced: Bool {
        get { traits.flags.contains(.monospaced) }
        set { traits.flags.set(.monospaced, newValue) }
    }

    /// The size asked for when it was not a finite non-negative number (`size` is then 0), as
    /// the layout's diagnostics print it; nil for a valid size.
    package var invalidSize: String? {
        invalidSizeBits != 0 ? "\(CGFloat(Double(bitPattern: invalidSizeBits)))" : nil
    }

    init(family: Family, size: CGFloat, weight: Weight, italic: Bool) {
        self.size = size.isFinite ? max(0, size) : 0
        self.resolvedWeight = weight
        customFamily = .none
        traits = FontTraits()
        traits.dynamicTypeSize = .large
        if !(size.isFinite && size >= 0) { invalidSizeBits = Double(size).bitPattern }
        self.family = family
        self.isItalic = italic
    }

    /// A system font of the given size, weight and design.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(family: .system(design), size: size, weight: weight, italic: false)
    }

    /// The system font for a text style; ``TextStyle/headline`` is semibold unless `weight` is
    /// given (HIG Typography, research/text-styling.md §1.1).
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = Font(family: .system(design), size: style.size, weight: weight ?? style.defaultWeight, italic: false)
        font.scaling = .textStyle(style)
        return font
    }

    /// A font of a named family (or PostScript name) that scales with ``TextStyle/body``; a
    /// family that is not in the collection falls back to the default family and is listed in
    /// ``TextLayout/missingFamilies``.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// 34 pt.
    public static let largeTitle = Font.system(.largeTitle)
    /// 28 pt.
    public static let title = Font.system(.title)
    /// 22 pt.
    public static let title2 = Font.system(.title2)
    /// 20 pt.
    public static let title3 = Font.system(.title3)
    /// 17 pt semibold.
    public static let headline = Font.system(.headline)
    /// 17 pt, the default.
    public static let body = Font.system(.body)
    /// 16 pt.
    public static let callout = Font.system(.callout)
    /// 15 pt.
    public static let subheadline = Font.system(.subheadline)
    /// 13 pt.
    public static let footnote = Font.system(.footnote)
    /// 12 pt.
    public static let caption = Font.system(.caption)
    /// 11 pt.
    public static let caption2 = Font.system(.caption2)

    /// The same font in bold: a text style's emphasized weight (HIG: bold for largeTitle, title
    /// and title2, semibold for the others), else ``Weight/bold``.
    public func bold() -> Font { weight(textStyle?.emphasizedWeight ?? .bold) }

    /// The same font in italic (an oblique face where the family has one).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.resolvedWeight = weight
        return font
    }

    /// The same font at another point size, which no longer follows Dynamic Type; weight,
    /// italic, width and features stay.
    public func withSize(_ size: CGFloat) -> Font {
        var font = self
        font.size = size.isFinite ? max(0, size) : 0
        font.scaling = .fixed
        return font
    }

    /// The same font with another width: a `wdth` coordinate on a variable face, else the
    /// family's face of that width; unchanged (and reported) when the family has neither.
    public func width(_ width: Width) -> Font {
        var font = self
        font.resolvedWidth = width == .standard ? nil : width
        return font
    }

    /// The same font with tabular digits (`tnum`); unchanged where the font has no `tnum`.
    public func monospacedDigit() -> Font { adding(.tabularNumbers) }

    /// The same font with small capitals for lowercase and uppercase letters (`smcp` + `c2sc`).
    public func smallCaps() -> Font { adding([.lowercaseSmallCaps, .uppercaseSmallCaps]) }

    /// The same font with lowercase letters as small capitals (`smcp`).
    public func lowercaseSmallCaps() -> Font { adding(.lowercaseSmallCaps) }

    /// The same font with uppercase letters as small capitals (`c2sc`).
    public func uppercaseSmallCaps() -> Font { adding(.uppercaseSmallCaps) }

    /// The family's fixed-pitch face, else the monospaced design at the same size, weight and
    /// italic (SwiftUI's `Font.monospaced()`).
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    /// The same font in another system design; a custom font is unchanged (SwiftUI applies a
    /// design only to system fonts).
    public func design(_ design: Design) -> Font {
        guard case .system = family else { return self }
        var font = self
        font.family = .system(design)
        return font
    }

    private func adding(_ features: FontFeatures) -> Font {
        var font = self
        font.features.formUnion(features)
        return font
    }

    /// The family name of a custom font; nil for system designs.
    public var familyName: String? {
        if case .custom(let name) = family { return name.string }
        return nil
    }

    /// The system design; nil for custom fonts.
    public var design: Design? {
        if case .system(let design) = family { return design }
        return nil
    }
}

extension Font.Design {
    /// The bundled family that renders the design (Design §8.1).
    var bundledFamily: String {
        switch self {
        case .default, .rounded: "Inter"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }
}
