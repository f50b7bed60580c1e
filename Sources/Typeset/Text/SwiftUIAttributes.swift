// SwiftUI's attribute scope for `AttributedString` (research text-input §5.2): Foundation on
// Linux has `AttributedString` and its own attributes (`link`, ...) but not SwiftUI's, so
// `s.font = .body` needs this scope and the dynamic member lookup below.

import Foundation

extension AttributeScopes {
    /// The attributes `Text` reads from an `AttributedString`, as SwiftUI's scope declares them,
    /// with Foundation's attributes nested as `foundation`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// A fill behind the run.
        public let backgroundColor: BackgroundColorAttribute
        /// The run's strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// Kerning in points (`Text.kerning`).
        public let kern: KerningAttribute
        /// Tracking in points (`Text.tracking`).
        public let tracking: TrackingAttribute
        /// Points the run is raised above the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`, ...).
        public let foundation: FoundationAttributes

        /// The `font` attribute.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The `foregroundColor` attribute.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The `backgroundColor` attribute.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The `strikethroughStyle` attribute.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The `underlineStyle` attribute.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The `kern` attribute.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// The `tracking` attribute.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// The `baselineOffset` attribute.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.font`, `container.foregroundColor`, `run.underlineStyle`, ...
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
