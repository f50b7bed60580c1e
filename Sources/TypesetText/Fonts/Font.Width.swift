// Font widths on SwiftUI's scale, mapped to OpenType `wdth` percentages and OS/2 width classes
// (research/text-styling.md §2, "Font.Width").

import Foundation

extension Font {
    /// A font width on SwiftUI's scale (standard = 0, narrower below, wider above).
    ///
    /// Apple does not publish the constants (research/text-styling.md §2: shims disagree); the
    /// four public widths use (−0.3, −0.2, 0, 0.2). Each maps to a CSS `font-stretch`
    /// percentage, which is the `wdth` axis's unit: compressed 62.5 % (extra-condensed),
    /// condensed 75 %, standard 100 %, expanded 125 %: one line, 100 + 125 × value.
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        /// The width on SwiftUI's scale.
        public var value: CGFloat

        /// A width on SwiftUI's scale.
        public init(_ value: CGFloat) {
            self.value = value.isFinite ? value : 0
        }

        /// The narrowest named width.
        public static let compressed = Width(-0.3)
        /// Narrower than standard.
        public static let condensed = Width(-0.2)
        /// The family's normal width.
        public static let standard = Width(0)
        /// Wider than standard.
        public static let expanded = Width(0.2)

        /// The `wdth` coordinate (percent of the normal width): 100 + 125 × value, at least 1.
        public var percentage: Double {
            max(1, 100 + 125 * Double(value))
        }

        /// The width's name (`condensed`), or `width(value)` for another value.
        public var description: String {
            switch self {
            case .compressed: "compressed"
            case .condensed: "condensed"
            case .standard: "standard"
            case .expanded: "expanded"
            default: "width(\(value))"
            }
        }

        /// The OS/2 `usWidthClass` (1...9) whose percentage is nearest (OpenType: 50, 62.5,
        /// 75, 87.5, 100, 112.5, 125, 150, 200).
        public var widthClass: Int {
            let classes: [Double] = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
            let target = percentage
            var best = 0
            for (index, percent) in classes.enumerated() where abs(percent - target) < abs(classes[best] - target) {
                best = index
            }
            return best + 1
        }
    }
}
