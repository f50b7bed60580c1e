import Foundation
import Testing
import Typeset

/// Preferences (Design §9.1): values handed up and combined by the key's `reduce`, as Apple's
/// `PreferenceKey` documentation describes ("combines a sequence of values by modifying the
/// previously-accumulated value with the result of a closure that provides the next value").
@Suite struct PreferenceTests {
    struct Total: PreferenceKey {
        static var defaultValue: Int { 0 }
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Titles: PreferenceKey {
        static var defaultValue: [String] { [] }
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    private var amounts: some View {
        VStack {
            Text("a").preference(key: Total.self, value: 2)
            Text("b").preference(key: Total.self, value: 3)
        }
    }

    @Test func siblingsAreReducedInOrder() throws {
        let result = Port.layout(amounts.overlayPreferenceValue(Total.self) { Text("total \($0)") })
        let total = try Port.text("total 5", in: result.root)
        // An overlay: laid out over the content, which keeps its frame.
        #expect(total.frame.midY == result.root.frame.midY)
        let titles = VStack {
            Text("x").preference(key: Titles.self, value: ["first"])
            Text("y").preference(key: Titles.self, value: ["second"])
        }
        let ordered = Port.layout(titles.backgroundPreferenceValue(Titles.self) { Text($0.joined(separator: "+")) })
        #expect(Port.hasText("first+second", in: ordered.root))
    }

    @Test func aPreferenceOnAContainerReplacesItsContentsValue() {
        let result = Port.layout(amounts.preference(key: Total.self, value: 7).overlayPreferenceValue(Total.self) { Text("total \($0)") })
        #expect(Port.hasText("total 7", in: result.root))
        let transformed = Port.layout(amounts.transformPreference(Total.self) { $0 *= 10 }.overlayPreferenceValue(Total.self) { Text("total \($0)") })
        #expect(Port.hasText("total 50", in: transformed.root))
    }

    @Test func onPreferenceChangeReceivesTheCombinedValue() {
        final class Received { var values: [Int] = [] }
        let received = Received()
        _ = Port.layout(amounts.onPreferenceChange(Total.self) { received.values.append($0) })
        #expect(received.values == [5])
        // No view writes the key: the default, no change to report.
        let none = Received()
        _ = Port.layout(Text("plain").onPreferenceChange(Total.self) { none.values.append($0) })
        #expect(none.values.isEmpty)
    }
}

extension PreferenceTests {
    // A preference set on a container replaces only its own key: other keys' values pass through.
    @Test func otherKeysPassThroughAWrittenPreference() {
        let view = VStack {
            Text("a").preference(key: Titles.self, value: ["kept"])
            Text("b").preference(key: Total.self, value: 1)
        }
        .preference(key: Total.self, value: 9)
        let result = Port.layout(view.overlayPreferenceValue(Titles.self) { Text($0.joined()) })
        #expect(Port.hasText("kept", in: result.root))
    }
}
