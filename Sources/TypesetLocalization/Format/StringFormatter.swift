// Our own printf: substitutes arguments into a format string without reading memory the
// arguments do not hold (research/text-input-and-languages.md §9: `String(format:)` with a
// translation that does not match its arguments crashes or prints pointers).
import Foundation

/// Substitutes arguments into a read ``FormatString``.
///
/// Total: every conversion reads its argument as a value of that argument's own type, so a
/// mismatch (which ``FormatCheck`` reports first) shows a converted value, never garbage; a
/// conversion whose argument is missing shows nothing (Design §22.3).
public enum StringFormatter {
    /// `format` with `arguments` (argument 1 first) substituted, numbers in `locale`.
    /// Embedded arguments come out as ``FormattedPiece/embedded(argument:)``.
    public static func format(_ format: FormatString, _ arguments: [FormatArgument], locale: Locale) -> [FormattedPiece] {
        var pieces: [FormattedPiece] = []
        var text = ""
        for piece in format.pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .variable(_, let argument):
                // A variable left in a format (no entry defines it) shows its value as `%@` would.
                if let value = value(argument, arguments) { text += render(value, FormatSpecifier(conversion: "@"), locale) }
            case .conversion(let specifier, let argument):
                guard let value = value(argument, arguments) else { continue }
                if case .embedded = value {
                    if !text.isEmpty { pieces.append(.text(text)) }
                    text = ""
                    pieces.append(.embedded(argument: argument))
                } else {
                    text += pad(render(value, specifier, locale), specifier, locale)
                }
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// `format` as plain text; embedded arguments show nothing.
    public static func string(_ format: FormatString, _ arguments: [FormatArgument], locale: Locale) -> String {
        self.format(format, arguments, locale: locale).reduce(into: "") { text, piece in
            if case .text(let part) = piece { text += part }
        }
    }

    private static func value(_ argument: Int, _ arguments: [FormatArgument]) -> FormatArgument? {
        argument >= 1 && argument <= arguments.count ? arguments[argument - 1] : nil
    }

    /// One value as `specifier` shows it, before padding.
    static func render(_ value: FormatArgument, _ specifier: FormatSpecifier, _ locale: Locale) -> String {
        switch (specifier.kind, value) {
        case (_, .embedded): return ""
        case (.object, .string(let string)), (.cString, .string(let string)):
            guard let precision = specifier.precision else { return string }
            return String(string.prefix(precision))
        case (.object, _), (.cString, _), (.pointer, _):
            // A number where an object belongs: its plain decimal form.
            return plain(value)
        case (.character, _):
            let code = integer(value)
            return Unicode.Scalar(UInt32(truncatingIfNeeded: code)).map { String(Character($0)) } ?? "\u{FFFD}"
        case (.signedInteger, _):
            if case .unsignedInteger(let unsigned) = value {
                return NumberText.unsigned(unsigned, specifier, locale)
            }
            return NumberText.signed(integer(value), specifier, locale)
        case (.unsignedInteger, _):
            return NumberText.unsigned(UInt64(bitPattern: integer(value)), specifier, locale)
        case (.floatingPoint, _):
            return NumberText.floating(floating(value), specifier, locale)
        }
    }

    /// Pads `text` to the specifier's width: spaces on the left (on the right with `-`), or
    /// the locale's zeros after the sign for numbers with `0`.
    static func pad(_ text: String, _ specifier: FormatSpecifier, _ locale: Locale) -> String {
        guard let width = specifier.width.map({ min($0, FormatSpecifier.maximumWidth) }), text.count < width else { return text }
        let count = width - text.count
        if specifier.leftAligned { return text + String(repeating: " ", count: count) }
        let numeric = specifier.kind == .signedInteger || specifier.kind == .unsignedInteger || specifier.kind == .floatingPoint
        // C ignores `0` for integers with a precision.
        let zeroPads = specifier.zeroPadded && numeric && !(specifier.kind != .floatingPoint && specifier.precision != nil)
        guard zeroPads else { return String(repeating: " ", count: count) + text }
        let zeros = String(repeating: NumberText.zeroDigit(locale), count: count)
        var signEnd = text.startIndex
        while signEnd < text.endIndex, "+- \u{2212}".contains(text[signEnd]) { signEnd = text.index(after: signEnd) }
        if text[signEnd...].lowercased().hasPrefix("0x") { signEnd = text.index(signEnd, offsetBy: 2) }
        return String(text[..<signEnd]) + zeros + String(text[signEnd...])
    }

    private static func plain(_ value: FormatArgument) -> String {
        switch value {
        case .signedInteger(let v): String(v)
        case .unsignedInteger(let v): String(v)
        case .floatingPoint(let v): String(v)
        case .string(let s): s
        case .embedded: ""
        }
    }

    private static func integer(_ value: FormatArgument) -> Int64 {
        switch value {
        case .signedInteger(let v): v
        case .unsignedInteger(let v): Int64(bitPattern: v)
        case .floatingPoint(let v): v.isFinite ? Int64(clamping: Int64(exactly: v.rounded(.towardZero)) ?? (v < 0 ? .min : .max)) : 0
        case .string, .embedded: 0
        }
    }

    private static func floating(_ value: FormatArgument) -> Double {
        switch value {
        case .signedInteger(let v): Double(v)
        case .unsignedInteger(let v): Double(v)
        case .floatingPoint(let v): v
        case .string, .embedded: 0
        }
    }
}
