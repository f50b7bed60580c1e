// Numbers as a format string's conversions show them, in a locale: what
// `String(format:locale:)` does with the locale's digits, separators and grouping
// (research/text-input-and-languages.md §2.2: `%lld` of 1234 is `1.234` in de_DE).
import Foundation

/// Renders numbers for one conversion.
///
/// Decimal conversions (`d`, `u`, `f`, `e`, `g`) use the locale's digits, decimal separator and
/// grouping through Foundation's number format styles (ICU rounds half to even on the shortest
/// decimal form, as CoreFoundation does with a locale: `%.2f` of 2.675 is `2.68`). `x`, `o`
/// and `a` stay in ASCII, as in C. Documented choices where CoreFoundation's locale path is
/// odd: the `0` flag pads with the locale's zero digit (CoreFoundation drops it), and `%e`
/// writes a lowercase `e` and a two-digit exponent as C does (CoreFoundation writes `E+03`).
enum NumberText {
    /// `value` as a signed decimal.
    static func signed(_ value: Int64, _ spec: FormatSpecifier, _ locale: Locale) -> String {
        var style = IntegerFormatStyle<Int64>(locale: locale)
        if spec.showsPlusSign { style = style.sign(strategy: .always()) }
        let text = padDigits(value.formatted(style), to: spec.precision, locale)
        return spacedSign(text, spec, isNegative: value < 0)
    }

    /// `value` as an unsigned decimal, octal or hexadecimal number.
    static func unsigned(_ value: UInt64, _ spec: FormatSpecifier, _ locale: Locale) -> String {
        switch spec.conversion {
        case "x", "X", "o", "O":
            let radix = spec.conversion == "x" || spec.conversion == "X" ? 16 : 8
            var digits = String(value, radix: radix, uppercase: spec.conversion == "X")
            if let precision = spec.precision, digits.count < precision {
                digits = String(repeating: "0", count: precision - digits.count) + digits
            }
            guard spec.alternateForm, value != 0 else { return digits }
            if radix == 8 { return digits.hasPrefix("0") ? digits : "0" + digits }
            return (spec.conversion == "X" ? "0X" : "0x") + digits
        default:
            return padDigits(value.formatted(IntegerFormatStyle<UInt64>(locale: locale)), to: spec.precision, locale)
        }
    }

    /// `value` as `%f`, `%e`, `%g` or `%a` show it.
    static func floating(_ value: Double, _ spec: FormatSpecifier, _ locale: Locale) -> String {
        let upper = spec.conversion.isUppercase
        guard value.isFinite else {
            let word = value.isNaN ? "nan" : "inf"
            let sign = value.sign == .minus && !value.isNaN ? "-" : (spec.showsPlusSign ? "+" : (spec.spaceForPlusSign ? " " : ""))
            return sign + (upper ? word.uppercased() : word)
        }
        let precision = min(spec.precision ?? 6, FormatSpecifier.maximumPrecision)
        let text: String
        switch spec.conversion {
        case "e", "E": text = scientific(value, fractionDigits: precision, trimZeros: false, spec, locale)
        case "g", "G": text = general(value, significantDigits: max(precision, 1), spec, locale)
        case "a", "A": text = hexadecimal(value, spec)
        default: text = fixed(value, fractionDigits: precision, trimZeros: false, spec, locale)
        }
        return spacedSign(upper ? text.uppercased(with: locale) : text, spec, isNegative: value.sign == .minus)
    }

    /// The number of fraction digits `spec` shows for `value` (what plural rules read).
    static func fractionDigits(of value: Double, _ spec: FormatSpecifier) -> Int {
        switch spec.kind {
        case .floatingPoint:
            switch spec.conversion {
            case "g", "G":
                let shown = floating(value, spec, Locale(identifier: "en_US_POSIX"))
                guard !shown.contains("e"), let point = shown.firstIndex(of: ".") else { return 0 }
                return shown.distance(from: shown.index(after: point), to: shown.endIndex)
            case "a", "A": return 0
            default: return min(spec.precision ?? 6, FormatSpecifier.maximumPrecision)
            }
        default: return 0
        }
    }

    private static func fixed(
        _ value: Double, fractionDigits: Int, trimZeros: Bool, _ spec: FormatSpecifier, _ locale: Locale
    ) -> String {
        var style = FloatingPointFormatStyle<Double>(locale: locale)
        style = trimZeros
            ? style.precision(.fractionLength(0...fractionDigits))
            : style.precision(.fractionLength(fractionDigits))
        if spec.showsPlusSign { style = style.sign(strategy: .always()) }
        return value.formatted(style)
    }

    /// `d.ddde±XX`: the mantissa in the locale, the exponent as C writes it.
    private static func scientific(
        _ value: Double, fractionDigits: Int, trimZeros: Bool, _ spec: FormatSpecifier, _ locale: Locale
    ) -> String {
        var exponent = value == 0 ? 0 : Int(floor(log10(abs(value))))
        var mantissa = value / pow(10, Double(exponent))
        // Rounding to the digits shown can carry into a new leading digit (9.99 → 10.0).
        let scale = pow(10, Double(fractionDigits))
        if abs((abs(mantissa) * scale).rounded() / scale) >= 10 {
            exponent += 1
            mantissa = value / pow(10, Double(exponent))
        }
        if !mantissa.isFinite { mantissa = 0 }
        let digits = fixed(mantissa, fractionDigits: fractionDigits, trimZeros: trimZeros, spec, locale)
        let magnitude = String(abs(exponent))
        return digits + "e" + (exponent < 0 ? "-" : "+") + (magnitude.count < 2 ? "0" : "") + magnitude
    }

    /// `%g`: fixed notation unless the exponent is below -4 or at least the precision; trailing
    /// zeros dropped unless `#`.
    private static func general(_ value: Double, significantDigits: Int, _ spec: FormatSpecifier, _ locale: Locale) -> String {
        var exponent = value == 0 ? 0 : Int(floor(log10(abs(value))))
        let scale = pow(10, Double(significantDigits - 1 - exponent))
        if value != 0, scale.isFinite, abs((abs(value) * scale).rounded() / scale) >= pow(10, Double(exponent + 1)) {
            exponent += 1
        }
        let trim = !spec.alternateForm
        if exponent < -4 || exponent >= significantDigits {
            return scientific(value, fractionDigits: significantDigits - 1, trimZeros: trim, spec, locale)
        }
        return fixed(value, fractionDigits: max(significantDigits - 1 - exponent, 0), trimZeros: trim, spec, locale)
    }

    /// `%a`: `0x1.8p+1`, the significand in hexadecimal (precision: its digits), the binary
    /// exponent in decimal.
    private static func hexadecimal(_ value: Double, _ spec: FormatSpecifier) -> String {
        let sign = value.sign == .minus ? "-" : (spec.showsPlusSign ? "+" : "")
        guard value != 0 else { return sign + "0x0p+0" }
        let magnitude = abs(value)
        let isNormal = magnitude.isNormal
        var fraction = String(magnitude.significandBitPattern, radix: 16)
        fraction = String(repeating: "0", count: 13 - fraction.count) + fraction
        if let precision = spec.precision {
            fraction = String(fraction.prefix(precision))
            fraction += String(repeating: "0", count: max(0, precision - fraction.count))
        } else {
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        let exponent = isNormal ? Int(magnitude.exponent) : -1022
        return sign + (isNormal ? "0x1" : "0x0") + (fraction.isEmpty ? "" : "." + fraction) + "p" + (exponent < 0 ? "-" : "+")
            + String(abs(exponent))
    }

    /// The sign as `' '` asks for: a space before a non-negative number.
    private static func spacedSign(_ text: String, _ spec: FormatSpecifier, isNegative: Bool) -> String {
        spec.spaceForPlusSign && !spec.showsPlusSign && !isNegative ? " " + text : text
    }

    /// An integer's digits padded with zeros to `precision` digits (C's minimum digit count).
    private static func padDigits(_ text: String, to precision: Int?, _ locale: Locale) -> String {
        guard let precision = precision.map({ min($0, FormatSpecifier.maximumPrecision) }) else { return text }
        let digitCount = text.unicodeScalars.filter { $0.properties.numericType == .decimal }.count
        guard digitCount < precision else { return text }
        let zeros = String(repeating: zeroDigit(locale), count: precision - digitCount)
        let signEnd = text.firstIndex { $0.unicodeScalars.first?.properties.numericType == .decimal } ?? text.startIndex
        return String(text[..<signEnd]) + zeros + String(text[signEnd...])
    }

    /// The locale's digit zero (`0`, `٠`).
    static func zeroDigit(_ locale: Locale) -> Character {
        Int64(0).formatted(IntegerFormatStyle<Int64>(locale: locale)).first ?? "0"
    }
}
