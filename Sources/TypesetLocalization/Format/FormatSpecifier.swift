// One printf-style conversion (`%lld`, `%.1f`, `%2$@`) as SwiftUI keys and translations write
// them (research/text-input-and-languages.md §2.1, §9).

/// One conversion of a format string: `%` [position `$`] [flags] [width] [`.` precision]
/// [length] conversion.
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// The kind of value a conversion reads, which is what a translation must keep.
    public enum ArgumentKind: String, Hashable, Sendable {
        /// `%@`: an object (a string, a formatted value, an embedded Text).
        case object
        /// `%d`, `%i`, `%lld`: a signed integer.
        case signedInteger = "signed integer"
        /// `%u`, `%x`, `%o`, `%llu`: an unsigned integer.
        case unsignedInteger = "unsigned integer"
        /// `%f`, `%lf`, `%e`, `%g`, `%a`: a floating-point number.
        case floatingPoint = "floating-point number"
        /// `%c`, `%C`: a character code.
        case character
        /// `%s`, `%S`: a C string, which no SwiftUI argument is.
        case cString = "C string"
        /// `%p`: a pointer, which no SwiftUI argument is.
        case pointer

        /// Whether a value of kind `self` may be read by a conversion of kind `other`: integers
        /// of either signedness read each other (their lengths are not compared: the engine
        /// keeps every integer as 64 bits), everything else must match.
        public func accepts(_ other: ArgumentKind) -> Bool {
            switch (self, other) {
            case (.signedInteger, .unsignedInteger), (.unsignedInteger, .signedInteger): true
            case (.character, .signedInteger), (.character, .unsignedInteger): true
            case (.signedInteger, .character), (.unsignedInteger, .character): true
            default: self == other
            }
        }
    }

    /// A length modifier (`l`, `ll`, `h`, ...).
    public enum Length: String, Hashable, Sendable {
        case none = "", hh, h, l, ll, q, L, z, t, j
    }

    /// The argument this conversion reads, counted from 1 when the specifier names it
    /// (`%2$@`); nil when it takes the next one.
    public var position: Int?
    /// `-`: pad on the right.
    public var leftAligned = false
    /// `+`: a sign on positive numbers too.
    public var showsPlusSign = false
    /// ` `: a space before positive numbers.
    public var spaceForPlusSign = false
    /// `0`: pad numbers with zeros.
    public var zeroPadded = false
    /// `#`: the alternate form (`0x` before hexadecimal).
    public var alternateForm = false
    /// `'`: group thousands (numbers are grouped with a locale anyway).
    public var grouped = false
    /// The minimum width in characters.
    public var width: Int?
    /// The precision: digits after the point, or significant digits for `%g`.
    public var precision: Int?
    /// The length modifier.
    public var length: Length = .none
    /// The conversion character (`d`, `f`, `@`, ...).
    public var conversion: Character

    /// The widest width and precision the engine honours; larger values are clamped so a
    /// hostile translation (`%999999999d`) cannot ask for gigabytes.
    public static let maximumWidth = 512
    /// The largest precision the engine honours (see ``maximumWidth``).
    public static let maximumPrecision = 64

    /// The kind of value the conversion reads.
    public var kind: ArgumentKind {
        switch conversion {
        case "@": .object
        case "d", "i", "D": .signedInteger
        case "u", "U", "x", "X", "o", "O": .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "c", "C": .character
        case "s", "S": .cString
        default: .pointer
        }
    }

    /// The specifier as written, normalised: `%2$-5.1lf`.
    public var description: String {
        var text = "%"
        if let position { text += "\(position)$" }
        if leftAligned { text += "-" }
        if showsPlusSign { text += "+" }
        if spaceForPlusSign { text += " " }
        if zeroPadded { text += "0" }
        if alternateForm { text += "#" }
        if grouped { text += "'" }
        if let width { text += "\(width)" }
        if let precision { text += ".\(precision)" }
        return text + length.rawValue + String(conversion)
    }

    /// The conversions a specifier may end with.
    static let conversions: Set<Character> = [
        "@", "d", "i", "D", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p",
    ]
}
