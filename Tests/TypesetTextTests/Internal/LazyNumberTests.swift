import Testing

@testable import TypesetText

/// The cache of a text's content widths and a measurement's widest cluster (Design §19.1).
struct LazyNumberTests {
    @Test func holdsNothingUntilStoredThenExactlyTheValue() {
        for value in [0.0, -0.0, 12.5, .infinity, -.greatestFiniteMagnitude, .leastNonzeroMagnitude] {
            let number = LazyNumber()
            #expect(number.load() == nil)
            #expect(number.store(value).bitPattern == value.bitPattern)
            #expect(number.load()?.bitPattern == value.bitPattern)
        }
    }
}
