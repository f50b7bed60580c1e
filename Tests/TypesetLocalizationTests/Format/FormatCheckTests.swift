import Foundation
import Testing
@testable import TypesetLocalization

/// Translations checked against their key's arguments, with the outcomes the research file
/// measured for CoreFoundation's validated formats (§9.3) and Apple's rule (§9.2).
@Suite struct FormatCheckTests {
    private func check(_ key: String, _ translation: String) throws -> [FormatMismatch] {
        let keyFormat = try FormatString(parsing: key)
        let kinds = FormatCheck.kinds(of: keyFormat, count: keyFormat.highestArgument)
        return FormatCheck.mismatches(try FormatString(parsing: translation), kinds: kinds)
    }

    @Test func matchingTranslationsPass() throws {
        // §9.3: trusted `%lld items`, `%lld Artikel` → accepted; `nur Text` (fewer) → accepted.
        #expect(try check("%lld items", "%lld Artikel").isEmpty)
        #expect(try check("%lld items", "nur Text").isEmpty)
        // §9.3: trusted `%@ has %lld`, `%2$lld hat %1$@` → accepted.
        #expect(try check("%@ has %lld", "%2$lld hat %1$@").isEmpty)
        // Repeats are allowed (§9.2).
        #expect(try check("%@ has %lld", "%1$@, %1$@: %2$lld").isEmpty)
    }

    @Test func aSpecifierOfAnotherTypeIsAMismatch() throws {
        // §9.3: trusted `%lld items`, `%@ Artikel` → rejected (on Linux `String(format:)` segfaults).
        let found = try check("%lld items", "%@ Artikel")
        #expect(found.count == 1)
        #expect(found.first?.kind == .type)
        // §9.1: a translation that swapped `%lld` and `%@`.
        #expect(try check("%lld%% of its %@ limit used.", "%@ 限额已用 %lld%%").map(\.kind) == [.type, .type])
    }

    @Test func aSpecifierPastTheArgumentsIsAMismatch() throws {
        // §9.3: trusted `%@ has %lld`, `%@ %@ %lld` → rejected; §9.1: two `%@` for one argument.
        let found = try check("%@ has %lld", "%@ %@ %lld")
        #expect(!found.isEmpty)
        #expect(found.contains { $0.kind == .type || $0.kind == .count })
        #expect(try check("Hello %@", "Bonjour %@ %@").map(\.kind) == [.count])
        #expect(try check("%@ has %lld", "%3$@").map(\.kind) == [.count])
    }

    @Test func integerLengthsAndSignsAreInterchangeable() throws {
        #expect(try check("%lld files", "%d Dateien").isEmpty)
        #expect(try check("%llu files", "%lld Dateien").isEmpty)
        #expect(try check("%lf km", "%.1f km").isEmpty)
        #expect(try check("%lf km", "%d km").map(\.kind) == [.type])
    }

    @Test func argumentKindsComeFromTheKeysSpecifiers() throws {
        let key = try FormatString(parsing: "%@ %lld %.1f %u")
        #expect(FormatCheck.kinds(of: key, count: 4) == [.object, .signedInteger, .floatingPoint, .unsignedInteger])
    }
}
