// Text styles and their point sizes (SPEC §8.1).

import Foundation

extension Font {
    /// SwiftUI's text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The styles, largest first; `size` gives each one's point size.
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// The point size of the style (SPEC §8.1).
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

        /// Bold for ``headline``, regular otherwise.
        var defaultWeight: Weight { self == .headline ? .bold : .regular }
    }
}
