// The values a format string's conversions read (research/text-input-and-languages.md §2.1).

/// A value for a format string, as SwiftUI's key interpolation stores it.
public enum FormatArgument: Hashable, Sendable {
    /// `Int`, `Int64`, `Int8`...`Int32` (`%lld`, `%d`).
    case signedInteger(Int64)
    /// `UInt`, `UInt64`, `UInt8`...`UInt32` (`%llu`, `%u`).
    case unsignedInteger(UInt64)
    /// `Double`, `CGFloat`, `Float` (`%lf`, `%f`).
    case floatingPoint(Double)
    /// A string (`%@`): a `String`, or a value a formatter or format style has already turned
    /// into text.
    case string(String)
    /// A value the caller places itself (`%@`: an embedded Text, image or attributed string);
    /// the formatted output marks where it goes.
    case embedded

    /// The kind of conversion that reads this value as it is.
    public var kind: FormatSpecifier.ArgumentKind {
        switch self {
        case .signedInteger: .signedInteger
        case .unsignedInteger: .unsignedInteger
        case .floatingPoint: .floatingPoint
        case .string, .embedded: .object
        }
    }

    /// The number, for choosing a plural form; nil for strings and embedded values.
    public var numericValue: Double? {
        switch self {
        case .signedInteger(let value): Double(value)
        case .unsignedInteger(let value): Double(value)
        case .floatingPoint(let value): value
        case .string, .embedded: nil
        }
    }
}

/// A piece of formatted output: text, or the place of an embedded argument.
public enum FormattedPiece: Hashable, Sendable {
    /// Text to show.
    case text(String)
    /// Where argument `argument` (counted from 1), an ``FormatArgument/embedded`` value, goes.
    case embedded(argument: Int)
}
