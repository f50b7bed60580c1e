import Foundation
import Testing
@testable import TypesetLocalization

/// Reading printf-style formats: the specifiers SwiftUI keys use (research/text-input-and-
/// languages.md §2.1) and the C grammar around them.
@Suite struct FormatStringTests {
    private func conversions(_ text: String) throws -> [(String, Int)] {
        try FormatString(parsing: text).conversions.map { ($0.specifier.description, $0.argument) }
    }

    @Test func keySpecifiersAreNumberedInOrder() throws {
        let found = try conversions("%@ has %lld files of %lf MB, %d%%")
        #expect(found.map(\.0) == ["%@", "%lld", "%lf", "%d"])
        #expect(found.map(\.1) == [1, 2, 3, 4])
    }

    @Test func positionsNameTheirArgumentAndDoNotMoveTheOrder() throws {
        // research §2.2: `%2$@ hat %1$lld Äpfel`.
        let found = try conversions("%2$@ hat %1$lld Äpfel und %@")
        #expect(found.map(\.1) == [2, 1, 1])
        #expect(try FormatString(parsing: "%2$@ %1$@").highestArgument == 2)
    }

    @Test func flagsWidthPrecisionAndLength() throws {
        let format = try FormatString(parsing: "%-+08.3lf")
        let spec = try #require(format.conversions.first?.specifier)
        #expect(spec.leftAligned && spec.showsPlusSign && spec.zeroPadded)
        #expect(spec.width == 8 && spec.precision == 3 && spec.length == .l && spec.conversion == "f")
        #expect(spec.kind == .floatingPoint)
    }

    @Test func percentPercentIsALiteral() throws {
        let format = try FormatString(parsing: "100%% sure")
        #expect(format.pieces == [.literal("100% sure")])
        #expect(format.positionalText == "100%% sure")
    }

    @Test func variablesTakeAnArgumentSlot() throws {
        // A catalogue substitution's token takes its place in the order (xcstrings:
        // "%@ ate %#@appleCount@ today!").
        let format = try FormatString(parsing: "%@ ate %#@appleCount@ today! %@")
        #expect(format.pieces.contains(.variable(name: "appleCount", argument: 2)))
        #expect(format.conversions.map(\.argument) == [1, 3])
    }

    @Test(arguments: [
        ("50%", FormatStringError.Reason.incompleteSpecifier),
        ("%k", .unknownConversion),
        ("%0$@", .invalidPosition),
        ("%*d", .starWidth),
        ("%.*f", .starWidth),
        ("%1234567d", .numberTooLarge),
        ("%#@name", .unterminatedVariable),
    ])
    func malformedSpecifiersAreErrors(text: String, reason: FormatStringError.Reason) {
        #expect(throws: FormatStringError.self) { try FormatString(parsing: text) }
        do {
            _ = try FormatString(parsing: text)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test func aCombiningMarkAfterPercentDoesNotHideIt() throws {
        // Scalars, not Characters: "%\u{301}" is a % followed by a mark, not one character.
        #expect(throws: FormatStringError.self) { try FormatString(parsing: "%\u{301}d") }
    }

    @Test func positionalTextRoundTrips() throws {
        let format = try FormatString(parsing: "**%@** has %lld%% of %.1f")
        #expect(format.positionalText == "**%1$@** has %2$lld%% of %3$.1f")
        let again = try FormatString(parsing: format.positionalText)
        #expect(again.conversions.map(\.argument) == format.conversions.map(\.argument))
    }
}
