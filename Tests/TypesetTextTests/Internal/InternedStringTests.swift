// `InternedString`, the number a Font's custom family and a Color's name are held as: equal
// strings are one number whichever thread interns them first, and each number gives its string
// back (run under `swift test --sanitize=thread` too).

import Foundation
import Testing

@testable import TypesetText

@Suite("InternedString")
struct InternedStringTests {
    @Test("Equal strings intern to one value and give the string back; different ones do not")
    func roundTrip() {
        let a = InternedString("Fancy Serif"), b = InternedString(String("Fancy ") + "Serif")
        #expect(a == b && a.hashValue == b.hashValue && a.string == "Fancy Serif")
        #expect(InternedString("Fancy Sans") != a)
        // Canonically equivalent strings are equal Strings, so they are one name.
        #expect(InternedString("caf\u{E9}") == InternedString("cafe\u{301}"))
        #expect(InternedString("").string.isEmpty)
    }

    @Test("Eight threads interning the same 200 names get the same values")
    func sameValuesWhenInternedConcurrently() {
        let names = (0..<200).map { "interned-\($0)-\(UUID().uuidString)" }
        let results = Locked([Int: [InternedString]]())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            // Each thread walks the names from a different start, so first interns race.
            let order = names.indices.map { ($0 + thread * 25) % names.count }
            var mine = [InternedString?](repeating: nil, count: names.count)
            for index in order { mine[index] = InternedString(names[index]) }
            results.withLock { $0[thread] = mine.compactMap { $0 } }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        for (_, interned) in all {
            #expect(interned.count == names.count)
            #expect(interned == all[0])
        }
        #expect(all[0]?.map(\.string) == names)
    }
}
