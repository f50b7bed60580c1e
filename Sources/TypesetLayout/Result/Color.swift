import Foundation
import TypesetText

/// A colour in sRGB with an opacity; as a view (in `Typeset`) it fills the space it is offered.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The colour's red component, 0...1, in sRGB.
    public var red: Double
    /// The colour's green component, 0...1, in sRGB.
    public var green: Double
    /// The colour's blue component, 0...1, in sRGB.
    public var blue: Double
    /// The colour's opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double
    /// The colour's name when it is one of the named colours (`red`, `primary`, ...) or a
    /// catalogue colour (`Color("name")`).
    public var name: String? { internedName?.string }
    /// The name, interned: a colour copies as plain bytes (every shape and text keeps one).
    private var internedName: InternedString?
    /// Whether this is `Color("name")` for a name the catalogue does not have (drawn clear).
    public private(set) var isMissingFromCatalog = false

    /// A colour from sRGB components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = opacity
    }

    /// A grey of `white` brightness.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    private init(_ name: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.init(red: r, green: g, blue: b, opacity: a)
        internedName = InternedString(name)
    }

    /// The catalogue colour `name` with `components`, or, when the catalogue has no such name,
    /// the placeholder: clear, marked missing (SwiftUI draws nothing for an unknown colour name).
    package init(catalogName name: String, _ components: Color?) {
        self = components ?? .clear
        internedName = InternedString(name)
        isMissingFromCatalog = components == nil
    }

    /// Black.
    public static let black = Color("black", 0, 0, 0)
    /// White.
    public static let white = Color("white", 1, 1, 1)
    /// A system-like grey.
    public static let gray = Color("gray", 0.557, 0.557, 0.576)
    /// A system-like red.
    public static let red = Color("red", 1, 0.231, 0.188)
    /// A system-like orange.
    public static let orange = Color("orange", 1, 0.584, 0)
    /// A system-like yellow.
    public static let yellow = Color("yellow", 1, 0.8, 0)
    /// A system-like green.
    public static let green = Color("green", 0.204, 0.78, 0.349)
    /// A system-like mint.
    public static let mint = Color("mint", 0, 0.78, 0.745)
    /// A system-like teal.
    public static let teal = Color("teal", 0.188, 0.69, 0.78)
    /// A system-like cyan.
    public static let cyan = Color("cyan", 0.196, 0.678, 0.902)
    /// A system-like blue.
    public static let blue = Color("blue", 0, 0.478, 1)
    /// A system-like indigo.
    public static let indigo = Color("indigo", 0.345, 0.337, 0.839)
    /// A system-like purple.
    public static let purple = Color("purple", 0.686, 0.322, 0.871)
    /// A system-like pink.
    public static let pink = Color("pink", 1, 0.176, 0.333)
    /// A system-like brown.
    public static let brown = Color("brown", 0.635, 0.518, 0.369)
    /// Fully transparent; it still fills the proposal like any colour.
    public static let clear = Color("clear", 0, 0, 0, 0)
    /// The colour of primary content: black here (there is no dark mode).
    public static let primary = Color("primary", 0, 0, 0)
    /// A translucent grey for secondary content.
    public static let secondary = Color("secondary", 0.235, 0.235, 0.263, 0.6)

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha *= opacity
        return copy
    }

    /// The colour's name, or `#RRGGBB` (plus the opacity when not 1), for dumps.
    public var description: String {
        let base = name ?? String(format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
        return alpha == 1 ? base : "\(base) \(LayoutNumber.format(alpha))"
    }
}

extension TextPaint.Color {
    /// The sRGB components and opacity of `color`: how a text's paint and the renderers' display
    /// list (`DrawColor`) take a Typeset colour.
    public init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
