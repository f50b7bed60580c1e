import Typeset

/// A font, as UIKit's `UIFont`: a Typeset `Font` at a fixed point size.
///
/// `preferredFont(forTextStyle:)` takes the text style's size for the Dynamic Type size of the
/// layout being evaluated (Human Interface Guidelines' table, as `Font.TextStyle.pointSize(at:)`),
/// `.large` outside a layout; the system fonts are Typeset's system design (the bundled Inter).
/// `Font(uiFont)` lays text out in this font at this size. Unlike UIKit's, the class is final
/// and has no metrics (ascender, line height): the text engine measures text in layout.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// A text style, as UIKit names them.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's style of the same name (`title1` is `title`, `caption1` is `caption`);
        /// body for a style UIKit does not declare.
        public var textStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// A weight, as UIKit's `UIFont.Weight`: the same scale as `Font.Weight` (regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(CGFloat(Font.Weight.ultraLight.value))
        public static let thin = Weight(CGFloat(Font.Weight.thin.value))
        public static let light = Weight(CGFloat(Font.Weight.light.value))
        public static let regular = Weight(CGFloat(Font.Weight.regular.value))
        public static let medium = Weight(CGFloat(Font.Weight.medium.value))
        public static let semibold = Weight(CGFloat(Font.Weight.semibold.value))
        public static let bold = Weight(CGFloat(Font.Weight.bold.value))
        public static let heavy = Weight(CGFloat(Font.Weight.heavy.value))
        public static let black = Weight(CGFloat(Font.Weight.black.value))

        /// The same weight in SwiftUI's type.
        public var fontWeight: Font.Weight { Font.Weight(value: Double(rawValue)) }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The font as Typeset lays text out in it (fixed at ``pointSize``).
    public let font: Font
    /// The size in points.
    public let pointSize: CGFloat
    /// The family's name.
    public let familyName: String
    /// The face's name.
    public let fontName: String
    /// The text style this font was made for (`preferredFont(forTextStyle:)`), if any.
    public let textStyle: TextStyle?

    init(font: Font, pointSize: CGFloat, familyName: String, fontName: String, textStyle: TextStyle? = nil) {
        self.font = font
        self.pointSize = pointSize
        self.familyName = familyName
        self.fontName = fontName
        self.textStyle = textStyle
    }

    /// The font named `fontName` (a family or face name) at `size`. Typeset cannot tell here
    /// whether the family is installed, so this never fails: an unknown family falls back in
    /// layout and is listed in the text's `missingFamilies`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: fontSize), pointSize: fontSize, familyName: fontName, fontName: fontName)
    }

    /// The font for `style` at the Dynamic Type size of the layout being evaluated.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at `traitCollection`'s text size (the layout's when nil or unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let size = category == .unspecified ? layoutEnvironment.dynamicTypeSize : category.dynamicTypeSize
        let textStyle = style.textStyle
        let pointSize = textStyle.pointSize(at: size)
        let weight: Font.Weight = textStyle == .headline ? .semibold : .regular
        return UIFont(
            font: .system(size: pointSize, weight: weight), pointSize: pointSize, familyName: systemFamilyName,
            fontName: systemFamilyName, textStyle: style)
    }

    /// The system font at `fontSize`, regular.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.fontWeight), pointSize: fontSize, familyName: systemFamilyName, fontName: systemFamilyName)
    }

    /// The system font at `fontSize`, bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font at `fontSize`, italic.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: Font.system(size: fontSize).italic(), pointSize: fontSize, familyName: systemFamilyName, fontName: systemFamilyName)
    }

    /// The monospaced system font at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            font: .system(size: fontSize, weight: weight.fontWeight, design: .monospaced), pointSize: fontSize,
            familyName: "System Monospaced", fontName: "System Monospaced")
    }

    /// The system font at `fontSize` and `weight` with digits of one width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            font: Font.system(size: fontSize, weight: weight.fontWeight).monospacedDigit(), pointSize: fontSize,
            familyName: systemFamilyName, fontName: systemFamilyName)
    }

    /// The same font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(font: font.withSize(fontSize), pointSize: fontSize, familyName: familyName, fontName: fontName, textStyle: textStyle)
    }

    /// UIKit's standard sizes: 14 (system), 12 (small), 17 (labels), 18 (buttons).
    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    /// The name UIKit gives its system family.
    static let systemFamilyName = ".AppleSystemUIFont"

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.font == rhs.font && lhs.pointSize == rhs.pointSize && lhs.fontName == rhs.fontName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(pointSize)
    }

    public var description: String { "UIFont(\(fontName) \(pointSize) pt)" }
}
