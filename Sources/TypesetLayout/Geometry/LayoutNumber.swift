import Foundation

/// Canonical number formatting for dumps and diagnostics.
package enum LayoutNumber {
    /// Formats `value` with at most `digits` decimals and no trailing zeros (`12.5`, `-0` → `0`).
    package static func format(_ value: CGFloat, digits: Int = 3) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let scale = pow(10, Double(digits))
        var rounded = (Double(value) * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        var text = String(format: "%.\(digits)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
