// DynamicTypeSize as SwiftUI declares it: 12 ordered cases, accessibility from AX1 on,
// clamping into ranges, and the names the CLI and scenes use.

import Foundation
import Testing

@testable import TypesetText

@Suite("DynamicTypeSize")
struct DynamicTypeSizeTests {
    @Test("12 cases in SwiftUI's order; accessibility sizes are AX1...AX5")
    func cases() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [
            .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
        ])
        #expect(DynamicTypeSize(name: "xxxLarge") == .xxxLarge)
        #expect(DynamicTypeSize(name: "huge") == nil)
    }

    @Test("Clamping keeps a size inside, moves one outside to the nearest end")
    func clamping() {
        #expect(DynamicTypeSize.accessibility3.clamped(to: ...DynamicTypeSize.xxxLarge) == .xxxLarge)
        #expect(DynamicTypeSize.xSmall.clamped(to: DynamicTypeSize.medium...) == .medium)
        #expect(DynamicTypeSize.large.clamped(to: DynamicTypeSize.small ... .xLarge) == .large)
        // A half-open range stops before its upper bound.
        #expect(DynamicTypeSize.accessibility2.clamped(to: DynamicTypeSize.large..<DynamicTypeSize.accessibility1) == .xxxLarge)
        #expect(DynamicTypeSize.accessibility2.clamped(to: ..<DynamicTypeSize.accessibility1) == .xxxLarge)
        // An empty range leaves the size alone.
        #expect(DynamicTypeSize.xLarge.clamped(to: DynamicTypeSize.large..<DynamicTypeSize.large) == .xLarge)
    }

    @Test("Names: all, one size, closed, half-open and partial ranges")
    func names() {
        #expect(DynamicTypeSize.sizes(named: "all") == DynamicTypeSize.allCases)
        #expect(DynamicTypeSize.sizes(named: "accessibility2") == [.accessibility2])
        #expect(DynamicTypeSize.sizes(named: "large...xxLarge") == [.large, .xLarge, .xxLarge])
        #expect(DynamicTypeSize.sizes(named: "xxxLarge..<accessibility2") == [.xxxLarge, .accessibility1])
        #expect(DynamicTypeSize.sizes(named: "...small") == [.xSmall, .small])
        #expect(DynamicTypeSize.sizes(named: "accessibility4...") == [.accessibility4, .accessibility5])
        #expect(DynamicTypeSize.sizes(named: "large...small") == nil)
        #expect(DynamicTypeSize.sizes(named: "big") == nil)
    }
}
