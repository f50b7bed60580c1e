import Foundation
import Testing
@testable import Typeset

/// Keys of the kinds of values an environment holds: a plain value, an optional, an existential
/// (its entries hold the concrete value, not the box) and a large struct.
private struct CountKey: EnvironmentKey { static let defaultValue = 0 }
private struct NoteKey: EnvironmentKey { static let defaultValue: String? = "unset" }
private struct DescribedKey: EnvironmentKey { static var defaultValue: any CustomStringConvertible & Sendable { "default" } }
private struct InsetsKey: EnvironmentKey { static let defaultValue = [EdgeInsets]() }

/// Design §9: what is set for a key is what is read for it; what is not set is its default.
struct EnvironmentValuesTests {
    @Test func aValueSetIsReadBackAndOthersKeepTheirDefaults() {
        var environment = EnvironmentValues()
        #expect(environment[CountKey.self] == 0)
        environment[CountKey.self] = 3
        environment[InsetsKey.self] = [EdgeInsets(.all, 4), EdgeInsets(.top, 1)]
        #expect(environment[CountKey.self] == 3)
        #expect(environment[InsetsKey.self] == [EdgeInsets(.all, 4), EdgeInsets(.top, 1)])
        #expect(environment[NoteKey.self] == "unset")
        environment[CountKey.self] = 5
        #expect(environment[CountKey.self] == 5)
    }

    @Test func anOptionalSetToNilReadsNil() {
        var environment = EnvironmentValues()
        environment[NoteKey.self] = nil
        #expect(environment[NoteKey.self] == nil)
        environment[NoteKey.self] = "set"
        #expect(environment[NoteKey.self] == "set")
    }

    @Test func anExistentialValueIsReadAsItsKeysType() {
        var environment = EnvironmentValues()
        #expect(environment[DescribedKey.self].description == "default")
        environment[DescribedKey.self] = 42
        #expect(environment[DescribedKey.self].description == "42")
        #expect(environment[DescribedKey.self] is Int)
    }
}
