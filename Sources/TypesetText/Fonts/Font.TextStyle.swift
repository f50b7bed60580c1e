// Text styles and their point sizes (Design §8.1).

import Foundation

extension Font {
    /// SwiftUI's text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The styles, largest first; `size` gives each one's point size.
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// The point size of the style (Design §8.1).
        public var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// Semibold for ``headline``, regular otherwise (HIG Typography, iOS table).
        var defaultWeight: Weight { self == .headline ? .semibold : .regular }

        /// The weight ``Font/bold()`` gives: the HIG's "emphasized weight" (iOS), bold for
        /// largeTitle, title and title2, semibold for every other style, headline included.
        public var emphasizedWeight: Weight {
            switch self {
            case .largeTitle, .title, .title2: .bold
            default: .semibold
            }
        }
    }
}

extension Font.TextStyle {
    /// The styles in declaration order, indexed by ``ordinal`` (`allCases` made once).
    static let ordered = allCases

    /// The style's place in ``ordered``.
    var ordinal: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }
}
