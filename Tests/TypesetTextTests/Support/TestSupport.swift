// Helpers shared by the text tests: a collection of the bundled fonts, shorthand for
// attributed text in one font, and exact-ish comparisons.

import Foundation
import Testing

@testable import TypesetText

/// The bundled fonts (`Fonts/` of the package).
let bundledFonts = FontCollection.bundled

/// An engine over the bundled fonts, shared by the tests (its caches are thread-safe).
let engine = TextEngine.shared

/// `string` in `family` (a bundled family name) at `size`.
func text(_ string: String, _ family: String = "DejaVu Sans", size: CGFloat = 17) -> AttributedText {
    AttributedText(string, attributes: TextAttributes(font: .custom(family, size: size)))
}

/// `units × size / upem`, the Design §8.2 conversion the tests compare against.
///
/// CGFloat, not Double: `#expect(cgFloat == double)` compares through an implicit conversion
/// that Swift Testing's macro evaluates differently, so tests keep one type.
func points(_ units: Int, size: CGFloat = 17, upem: CGFloat = 2048) -> CGFloat {
    CGFloat(units) * size / upem
}

/// Whether `a` and `b` agree to within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// The text of each line of a layout.
func lineStrings(_ layout: TextLayout) -> [String] {
    layout.lines.map { String(layout.string[$0.range]) }
}

/// A deterministic xorshift64* generator for the invariant sweeps.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
