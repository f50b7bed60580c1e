import Foundation
import Testing
@testable import TypesetLayout

/// Thread slots: bindings scoped to a call and private to a thread, carried to the fresh stack a
/// deep level continues on.
@Suite struct ThreadSlotTests {
    // Slots take a thread-specific key each for good: made once, one set per test.
    static let nested = ThreadSlot()
    static let elsewhere = ThreadSlot()
    static let carried = ThreadSlot(), counter = ThreadSlot()
    static let asked = ThreadSlot(), ranInside = ThreadSlot()

    // A binding holds for its call only; an inner one hides the outer until it returns.
    @Test func bindingsNestAndRestore() {
        let slot = Self.nested
        #expect(slot.bound(String.self) == nil)
        let seen = slot.binding("outer") { () -> [String?] in
            let inner = slot.binding("inner") { slot.bound(String.self) }
            return [slot.bound(String.self), inner, slot.bound(String.self)]
        }
        #expect(seen == ["outer", "inner", "outer"])
        #expect(slot.bound(String.self) == nil)
    }

    // A binding made on another thread is not seen on this one, while it holds.
    @Test func bindingsArePrivateToTheirThread() {
        let slot = Self.elsewhere
        let bound = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let thread = Thread {
            slot.binding(7) {
                bound.signal()
                release.wait()
            }
        }
        thread.start()
        bound.wait()
        #expect(slot.bound(Int.self) == nil)
        release.signal()
    }

    // The fresh stack a level continues on starts with the caller's words: its bindings and
    // counts; what it binds there is its own.
    @Test func aFreshStackCarriesTheCallersSlots() {
        let slot = Self.carried, counter = Self.counter
        counter.count = 3
        defer { counter.count = 0 }
        let caller = Thread.current
        let seen = slot.binding("caller") {
            onFreshStack { () -> (String?, Int, Bool, String?) in
                let rebound = slot.binding("fresh") { slot.bound(String.self) }
                return (slot.bound(String.self), counter.count, Thread.current == caller, rebound)
            }
        }
        #expect(seen.0 == "caller")
        #expect(seen.1 == 3)
        #expect(!seen.2)
        #expect(seen.3 == "fresh")
        #expect(slot.bound(String.self) == nil)
    }

    // A carrier is asked on the calling thread; what it returns runs the work on the fresh
    // stack. (Registered for the whole process: it returns nil on threads that did not ask.)
    @Test func aCarrierRunsTheWorkOnAFreshStackInsideWhatItReturns() {
        let asked = Self.asked, ranInside = Self.ranInside
        StackGuard.carry {
            guard asked.count == 1 else { return nil }
            return { work in
                ranInside.count = 1
                work()
            }
        }
        asked.count = 1
        defer { asked.count = 0 }
        let seen = onFreshStack { (asked.count, ranInside.count) }
        #expect(seen == (1, 1))
        #expect(ranInside.count == 0)
        asked.count = 0
        #expect(onFreshStack { ranInside.count } == 0)
    }
}
