// LazyReference (Internal/LazyReference.swift): set once, the first store wins on every thread,
// and the instance is released with the reference.

import Foundation
import Testing

@testable import TypesetText

@Suite("Lazy reference")
struct LazyReferenceTests {
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    final class Holder: Sendable {
        let reference = LazyReference<Box>()
    }

    @Test("Threads storing at once all get the one instance stored first")
    func firstStoreWins() {
        for _ in 0..<50 {
            let holder = Holder()
            let seen = Locked<Set<ObjectIdentifier>>([])
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                let stored = holder.reference.load() ?? holder.reference.storeIfNil(Box(thread))
                seen.withLock { _ = $0.insert(ObjectIdentifier(stored)) }
            }
            #expect(seen.withLock { $0.count } == 1)
            #expect(holder.reference.load() != nil)
        }
    }

    @Test("The stored instance lives as long as the reference, and a losing store is released")
    func released() {
        weak var stored: Box?
        weak var losing: Box?
        do {
            let holder = Holder()
            #expect(holder.reference.load() == nil)
            let first = Box(1)
            stored = first
            #expect(holder.reference.storeIfNil(first) === first)
            do {
                let second = Box(2)
                losing = second
                #expect(holder.reference.storeIfNil(second) === first)
            }
            #expect(losing == nil)
            #expect(holder.reference.load()?.value == 1)
        }
        #expect(stored == nil)
    }
}
