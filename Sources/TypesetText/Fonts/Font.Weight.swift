// Font weights on SwiftUI's -1...1 scale, mapped to CSS/OpenType 100...900 (Design §8.1).

extension Font {
    /// A font weight on SwiftUI's scale (-1...1, regular = 0), comparable by value.
    public struct Weight: Hashable, Sendable, Comparable {
        /// The weight on SwiftUI's scale.
        public let value: Double

        /// A weight on SwiftUI's scale; clamped to -1...1.
        public init(value: Double) {
            self.value = value.isFinite ? min(1, max(-1, value)) : 0
        }

        /// The weight whose OpenType `usWeightClass` is `cssWeight` (100...900).
        public init(cssWeight: Int) {
            self.init(value: Weight.interpolate(Double(cssWeight), from: \.css, to: \.value))
        }

        /// Weight 100.
        public static let ultraLight = Weight(value: -0.8)
        /// Weight 200.
        public static let thin = Weight(value: -0.6)
        /// Weight 300.
        public static let light = Weight(value: -0.4)
        /// Weight 400.
        public static let regular = Weight(value: 0)
        /// Weight 500.
        public static let medium = Weight(value: 0.23)
        /// Weight 600.
        public static let semibold = Weight(value: 0.3)
        /// Weight 700.
        public static let bold = Weight(value: 0.4)
        /// Weight 800.
        public static let heavy = Weight(value: 0.56)
        /// Weight 900.
        public static let black = Weight(value: 0.62)

        /// The OpenType / CSS weight (100...900), piecewise linear between the named weights.
        public var cssWeight: Double {
            Weight.interpolate(value, from: \.value, to: \.css)
        }

        /// Orders weights from lightest to heaviest.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }

        private struct Anchor {
            var value: Double
            var css: Double
        }

        private static let anchors: [Anchor] = [
            Anchor(value: -0.8, css: 100), Anchor(value: -0.6, css: 200), Anchor(value: -0.4, css: 300),
            Anchor(value: 0, css: 400), Anchor(value: 0.23, css: 500), Anchor(value: 0.3, css: 600),
            Anchor(value: 0.4, css: 700), Anchor(value: 0.56, css: 800), Anchor(value: 0.62, css: 900),
        ]

        private static func interpolate(
            _ x: Double, from input: KeyPath<Anchor, Double>, to output: KeyPath<Anchor, Double>
        ) -> Double {
            guard let first = anchors.first, let last = anchors.last else { return x }
            if x <= first[keyPath: input] { return first[keyPath: output] }
            if x >= last[keyPath: input] { return last[keyPath: output] }
            for (low, high) in zip(anchors, anchors.dropFirst()) where x <= high[keyPath: input] {
                let t = (x - low[keyPath: input]) / (high[keyPath: input] - low[keyPath: input])
                return low[keyPath: output] + t * (high[keyPath: output] - low[keyPath: output])
            }
            return last[keyPath: output]
        }
    }
}
