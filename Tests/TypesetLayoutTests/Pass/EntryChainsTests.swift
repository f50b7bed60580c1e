import Foundation
import Testing
@testable import TypesetLayout

/// A few entries per owner in one table (Design §0.3), as the pass keeps texts' measurements.
struct EntryChainsTests {
    @Test func entriesAreNumberedInOrderAndFoundPerOwner() {
        var chains = EntryChains<String>(owners: 2)
        #expect(chains.firstIndex(of: 0, "a") == nil)
        #expect(chains.append("a", to: 0) == 0)
        #expect(chains.append("b", to: 1) == 1)
        #expect(chains.append("c", to: 0) == 2)
        #expect(chains.firstIndex(of: 0, "a") == 0)
        #expect(chains.firstIndex(of: 0, "c") == 2)
        #expect(chains.firstIndex(of: 1, "b") == 1)
        // Another owner's entry is not this owner's.
        #expect(chains.firstIndex(of: 1, "a") == nil)
        #expect(chains[2] == "c")
        chains.grow(toOwners: 4)
        #expect(chains.owners == 4)
        #expect(chains.firstIndex(of: 3, "a") == nil)
        #expect(chains.append("a", to: 3) == 3)
        #expect(chains.firstIndex(of: 3) { $0.hasPrefix("a") } == 3)
    }

    @Test func aLookupCanBeLimitedToAnOwnersNewestEntries() {
        var chains = EntryChains<Int>(owners: 1)
        for value in 0..<6 { chains.append(value, to: 0) }
        // Newest first: the four newest are 5, 4, 3 and 2.
        #expect(chains.firstIndex(of: 0, newest: 4) { $0 == 2 } == 2)
        #expect(chains.firstIndex(of: 0, newest: 4) { $0 == 1 } == nil)
        #expect(chains.firstIndex(of: 0) { $0 == 1 } == 1)
        #expect(chains.firstIndex(of: 0, newest: 0) { _ in true } == nil)
    }
}
