import Foundation
import Testing
@testable import TypesetLocalization

/// The format engine against Foundation's `String(format:locale:)` (CoreFoundation's printf) on
/// formats whose arguments match, and against the research file's measurements.
@Suite struct StringFormatterTests {
    private func ours(_ format: String, _ arguments: [FormatArgument], _ locale: Locale) throws -> String {
        StringFormatter.string(try FormatString(parsing: format), arguments, locale: locale)
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Formats whose C form reads the same value: `%d` reads 64 bits here (`%lld` in C).
    @Test(arguments: [
        ("%d", "%lld", FormatArgument.signedInteger(42)),
        ("%lld", "%lld", .signedInteger(-1234567)),
        ("%5d|", "%5lld|", .signedInteger(42)),
        ("%-5d|", "%-5lld|", .signedInteger(42)),
        ("%+d", "%+lld", .signedInteger(7)),
        ("%u", "%llu", .unsignedInteger(3_000_000_000)),
        ("%x", "%llx", .unsignedInteger(255)),
        ("%X", "%llX", .unsignedInteger(48879)),
        ("%#x", "%#llx", .unsignedInteger(255)),
        ("%o", "%llo", .unsignedInteger(8)),
        ("%08x", "%08llx", .unsignedInteger(48879)),
        ("%.2f", "%.2f", .floatingPoint(3.14159)),
        ("%f", "%f", .floatingPoint(1.5)),
        ("%.0f", "%.0f", .floatingPoint(2.5)),
        ("%10.3f|", "%10.3f|", .floatingPoint(-3.14159)),
        ("%e", "%e", .floatingPoint(1234.5)),
        ("%.2e", "%.2e", .floatingPoint(0.000123)),
        ("%g", "%g", .floatingPoint(0.0001)),
        ("%g", "%g", .floatingPoint(123456789)),
        ("%g", "%g", .floatingPoint(100)),
        ("%.3g", "%.3g", .floatingPoint(3.14159)),
    ])
    func numbersMatchFoundationWithoutALocale(format: String, cFormat: String, argument: FormatArgument) throws {
        // Without a locale CoreFoundation writes C's output; ours with the POSIX locale must
        // be the same.
        let expected: String
        switch argument {
        case .signedInteger(let value): expected = String(format: cFormat, value)
        case .unsignedInteger(let value): expected = String(format: cFormat, value)
        case .floatingPoint(let value): expected = String(format: cFormat, value)
        default: expected = ""
        }
        #expect(!expected.isEmpty)
        #expect(try ours(format, [argument], Self.posix) == expected)
    }

    @Test func stringsAndPercent() throws {
        #expect(try ours("%@ is 100%%", [.string("Anna")], Self.posix) == "Anna is 100%")
        // Width and precision on `%@` as C applies them to `%s` (CoreFoundation on Linux drops
        // them; Apple's is documented to follow printf).
        #expect(try ours("[%8@]", [.string("abc")], Self.posix) == "[     abc]")
        #expect(try ours("[%-5@|%.2@]", [.string("ab"), .string("abc")], Self.posix) == "[ab   |ab]")
    }

    @Test func positionalArgumentsReorder() throws {
        // research §2.2 [measured]: String(format: "%2$@ hat %1$lld Äpfel", 3, "Anna") → "Anna hat 3 Äpfel".
        #expect(try ours("%2$@ hat %1$lld Äpfel", [.signedInteger(3), .string("Anna")], Self.posix) == "Anna hat 3 Äpfel")
        #expect(try ours("%1$@ and %1$@", [.string("x")], Self.posix) == "x and x")
    }

    @Test func aLocaleGroupsAndLocalizesDigits() throws {
        // research §2.2 [measured]: %lld of 1234 is 1.234 in de_DE and ١٬٢٣٤ in ar_EG.
        #expect(try ours("%lld", [.signedInteger(1234)], Locale(identifier: "de_DE")) == "1.234")
        #expect(try ours("%lld", [.signedInteger(1234)], Locale(identifier: "ar_EG")) == "١٬٢٣٤")
        // And CoreFoundation with a locale agrees, for integers and fixed-point numbers.
        for (format, value) in [("%d", 1234567.0), ("%.2f", 1234.5), ("%.2f", 2.675), ("%f", 3.0)] {
            for identifier in ["en_US", "de_DE", "fr_FR"] {
                let locale = Locale(identifier: identifier)
                let expected = format == "%d" ? String(format: format, locale: locale, Int32(value)) : String(format: format, locale: locale, value)
                let argument: FormatArgument = format == "%d" ? .signedInteger(Int64(value)) : .floatingPoint(value)
                #expect(try ours(format, [argument], locale) == expected, "\(format) in \(identifier)")
            }
        }
    }

    @Test func embeddedArgumentsComeOutAsPlaces() throws {
        let pieces = StringFormatter.format(try FormatString(parsing: "Hello %@, you have %lld"), [.embedded, .signedInteger(3)], locale: Self.posix)
        #expect(pieces == [.text("Hello "), .embedded(argument: 1), .text(", you have 3")])
    }

    @Test func mismatchedArgumentsNeverTrap() throws {
        // research §9.3: on Linux `%@` of an Int64 segfaults and `%lld` of a String prints a
        // pointer. Ours converts: the number's decimal form, a string reads as 0.
        #expect(try ours("%@ items", [.signedInteger(99)], Self.posix) == "99 items")
        #expect(try ours("%lld items", [.string("x")], Self.posix) == "0 items")
        #expect(try ours("%@ %@", [.string("one")], Self.posix) == "one ")
    }

    @Test func hugeWidthsAreClamped() throws {
        let padded = try ours("%999999d", [.signedInteger(1)], Self.posix)
        #expect(padded.count == FormatSpecifier.maximumWidth)
        let precise = try ours("%.999999f", [.floatingPoint(1)], Self.posix)
        #expect(precise.count == 2 + FormatSpecifier.maximumPrecision)
    }
}
