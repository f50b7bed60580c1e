// Paragraph-level settings: line limit, truncation, alignment, spacing, scaling, direction
// (Design §8.6, §9).

import Foundation

/// How lines align inside the text's own width (Design §8.6).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Left in left-to-right text, right in right-to-left text.
    case leading
    /// Centred.
    case center
    /// Right in left-to-right text, left in right-to-left text.
    case trailing
}

/// Where truncated text is elided (Design §8.6).
public enum TruncationMode: Hashable, Sendable {
    /// "…" then the end of the text.
    case head
    /// The start of the text then "…".
    case tail
    /// The start, "…", the end.
    case middle
}

/// Horizontal writing direction.
public enum TextDirection: Hashable, Sendable {
    /// Left to right, or right to left.
    case leftToRight, rightToLeft
}

/// The settings of a paragraph layout; the defaults are SwiftUI's environment defaults (Design §9).
public struct ParagraphStyle: Hashable, Sendable {
    /// The most lines to show; nil for no limit (values below 1 act as 1).
    public var lineLimit: Int? = nil
    /// With a line limit: the height is at least `lineLimit` lines.
    public var reservesSpace: Bool = false
    /// Where the ellipsis goes when lines are cut.
    public var truncationMode: TruncationMode = .tail
    /// Line alignment inside the text's width.
    public var alignment: TextAlignment = .leading
    /// Extra points between lines; negative values count as 0, as in TextKit, whose paragraph
    /// line spacing SwiftUI's `lineSpacing` sets and which is never negative.
    public var lineSpacing: CGFloat = 0
    /// The smallest font scale allowed before truncating (1 = never shrink).
    public var minimumScaleFactor: CGFloat = 1
    /// The layout direction: leading is the right edge in right-to-left, and it is the bidi
    /// paragraph direction of text without a strong character.
    public var layoutDirection: TextDirection = .leftToRight

    /// A style with the given settings.
    public init(
        lineLimit: Int? = nil, reservesSpace: Bool = false, truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1,
        layoutDirection: TextDirection = .leftToRight
    ) {
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.layoutDirection = layoutDirection
    }

    /// The line limit as used: at least 1, nil for none.
    var effectiveLineLimit: Int? { lineLimit.map { max(1, $0) } }

    /// Line spacing as used: finite and not negative.
    var effectiveLineSpacing: Double { lineSpacing.isFinite ? max(0, Double(lineSpacing)) : 0 }

    /// The minimum scale factor as used: in 0.01...1.
    var effectiveMinimumScale: Double {
        minimumScaleFactor.isFinite ? min(1, max(0.01, Double(minimumScaleFactor))) : 1
    }
}
