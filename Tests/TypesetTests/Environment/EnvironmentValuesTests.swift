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

    /// A copy shares its storage until either changes; values set alike in two environments do
    /// not make them share it.
    @Test func aCopyIsStoredLikeItsSourceUntilEitherChanges() {
        var environment = EnvironmentValues()
        environment[CountKey.self] = 3
        var copy = environment
        #expect(copy.isStored(like: environment))
        copy[CountKey.self] = 4
        #expect(!copy.isStored(like: environment))
        var alike = EnvironmentValues()
        alike[CountKey.self] = 3
        #expect(!alike.isStored(like: environment) && alike[CountKey.self] == environment[CountKey.self])
    }

    /// `@Environment` in a ForEach's content inside another ForEach's reads the environment of
    /// the inner ForEach, whether or not anything was set between the two.
    @Test func anEnvironmentReadInNestedForEachesSeesTheInnerEnvironment() {
        struct Reader: View {
            @Environment(\.layoutDirection) var direction
            let row: Int
            var body: some View { Text(verbatim: "\(row) \(direction == .rightToLeft ? "rtl" : "ltr")") }
        }
        let same = VStack { ForEach(0..<2) { outer in HStack { ForEach([outer], id: \.self) { Reader(row: $0) } } } }
        #expect(ViewBuilderTests.strings(same) == ["0 ltr", "1 ltr"])
        let changed = VStack {
            ForEach(0..<2) { outer in
                HStack { ForEach([outer], id: \.self) { Reader(row: $0) } }.environment(\.layoutDirection, outer == 1 ? .rightToLeft : .leftToRight)
            }
        }
        #expect(ViewBuilderTests.strings(changed) == ["0 ltr", "1 rtl"])
    }
}
