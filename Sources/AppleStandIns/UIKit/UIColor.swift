import Typeset

/// A colour, as UIKit's `UIColor`: sRGB components and an opacity, the same values as
/// Typeset's `Color` (a `UIColor` converts to and from `Color` without loss).
///
/// The system colours are iOS's light-appearance values, as Apple's Human Interface Guidelines
/// ("Color": system colors, and the UI element colors of `UIColor`) list them; those Typeset
/// also has are Typeset's own values (`UIColor.systemRed == UIColor(Color.red)`,
/// `UIColor.label == UIColor(Color.primary)`, `UIColor.systemGroupedBackground` is the grouped
/// lists' background). Typeset has no dark appearance, so a dynamic colour resolves with the
/// light trait collection. Unlike UIKit's, the class is final.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour as Typeset draws it.
    public let color: Color

    /// The colour `color`.
    public init(_ color: Color) { self.color = color }

    /// A colour from sRGB components and an opacity in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey of `white` brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A colour from Display P3 components, taken as sRGB (Typeset draws in sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour `provider` gives for the light appearance (Typeset has no dark one).
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        self.init(provider(UITraitCollection.current).color)
    }

    /// The colour `name` of the image catalogue of the layout being evaluated, nil when the
    /// catalogue has none (as UIKit answers for a name its asset catalogue lacks).
    public convenience init?(named name: String) {
        guard let color = layoutEnvironment.imageCatalog.colors[name] else { return nil }
        self.init(Color(catalogName: name, color))
    }

    /// The colour `name` of the catalogue; the bundle and traits are not consulted.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The colour with its opacity set to `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var copy = color
        copy.alpha = Double(alpha)
        return UIColor(copy)
    }

    /// The colour for `traitCollection`: itself (Typeset's colours have one appearance).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The sRGB components and opacity; always true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The brightness (the mean of the components) and opacity; always true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat((color.red + color.green + color.blue) / 3)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.color.red, lhs.color.green, lhs.color.blue, lhs.color.alpha) == (rhs.color.red, rhs.color.green, rhs.color.blue, rhs.color.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        for component in [color.red, color.green, color.blue, color.alpha] { hasher.combine(component) }
    }

    public var description: String { "UIColor(\(color))" }
}

extension UIColor {
    /// A named system colour: its components, and its name in dumps.
    private convenience init(system name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.init(Color(catalogName: name, Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha)))
    }

    // Fixed colours (UIKit's, not the adaptive system ones).
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)

    // System colours: Typeset's.
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = UIColor(system: "systemGray2", 174, 174, 178)
    public static let systemGray3 = UIColor(system: "systemGray3", 199, 199, 204)
    public static let systemGray4 = UIColor(system: "systemGray4", 209, 209, 214)
    public static let systemGray5 = UIColor(system: "systemGray5", 229, 229, 234)
    public static let systemGray6 = UIColor(system: "systemGray6", 242, 242, 247)
    /// The app's accent colour: the default tint, blue.
    public static let tintColor = UIColor(Color.accentColor)

    // Labels: Typeset's primary and secondary, and the lighter ones in the same grey.
    public static let label = UIColor(Color.primary)
    public static let secondaryLabel = UIColor(Color.secondary)
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel", 60, 60, 67, 0.3)
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel", 60, 60, 67, 0.18)
    public static let placeholderText = UIColor(system: "placeholderText", 60, 60, 67, 0.3)
    public static let link = UIColor(system: "link", 0, 122, 255)

    // Separators: Typeset's list separator.
    public static let separator = UIColor(ListMetrics.separator)
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator", 198, 198, 200)

    // Backgrounds: the grouped ones are Typeset's list backgrounds.
    public static let systemBackground = UIColor(system: "systemBackground", 255, 255, 255)
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground", 242, 242, 247)
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground", 255, 255, 255)
    public static let systemGroupedBackground = UIColor(ListMetrics.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(ListMetrics.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground", 242, 242, 247)

    // Fills.
    public static let systemFill = UIColor(system: "systemFill", 120, 120, 128, 0.2)
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill", 120, 120, 128, 0.16)
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill", 118, 118, 128, 0.12)
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill", 116, 116, 128, 0.08)
}
