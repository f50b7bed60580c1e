// How fonts follow Dynamic Type: text styles from the HIG table, custom fonts scaled along a
// style's curve, fixed sizes, and the font's leading (research text-styling.md §1, §2).

import Foundation

extension Font {
    /// How a font's size follows the Dynamic Type size.
    enum Scaling: Hashable, Sendable {
        /// The size never changes (`system(size:)`, `custom(_:fixedSize:)`).
        case fixed
        /// A text style: size and leading from the HIG table.
        case textStyle(TextStyle)
        /// `size` at `.large`, scaled by the style's curve and rounded (`custom(_:size:relativeTo:)`).
        case relative(TextStyle, size: CGFloat)
    }

    /// The line spacing of a font, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        /// The font's own leading.
        case standard
        /// 2 pt less between lines, for text styles.
        case tight
        /// 2 pt more between lines, for text styles.
        case loose

        /// Points added to a text style's leading (HIG: "typically" ∓2 pt on iOS; UIKit's
        /// `traitTightLeading` "subtracts 2 points from the current leading value").
        var adjustment: CGFloat {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// A font of a named family that scales with `textStyle`: at each Dynamic Type size, `size`
    /// times the style's growth there (``TextStyle/scaleFactor(at:)``), rounded to whole points.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(family: .custom(InternedString(name)), size: size, weight: .regular, italic: false)
        font.scaling = .relative(textStyle, size: font.size)
        return font
    }

    /// A font of a named family whose size stays `fixedSize` at every Dynamic Type size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(family: .custom(InternedString(name)), size: fixedSize, weight: .regular, italic: false)
    }

    /// The same font with `leading`: for a text style, 2 pt less (`.tight`) or more (`.loose`)
    /// from one baseline to the next. Other fonts keep their own line spacing, as SwiftUI
    /// warns ("for some fonts, the modifier has no effect").
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.leadingStyle = leading
        return font
    }

    /// The text style the font is, if it is one (`Font.body`, `.system(.title, weight: .bold)`).
    public var textStyle: TextStyle? {
        if case .textStyle(let style) = scaling { return style }
        return nil
    }

    /// The distance from one baseline to the next that the font asks for: a text style's leading
    /// from the HIG table at ``dynamicTypeSize``, adjusted by ``leading(_:)``; nil for other
    /// fonts, whose lines are as far apart as their face's metrics say (Design §8.3).
    ///
    /// On iOS a multi-line body Text at `.large` has lines 22 pt apart, the table's value,
    /// while a single line stays as tall as the font (Apple forum thread 655780, research
    /// text-engines.md §1.3); the text engine puts the difference between lines.
    public var lineHeight: CGFloat? {
        guard let style = textStyle else { return nil }
        return style.leading(at: dynamicTypeSize) + leadingStyle.adjustment
    }

    /// The font at `dynamicTypeSize`: a text style takes its size from the HIG table, a
    /// relative custom font scales along its style's curve, a fixed size stays.
    public func resolved(at dynamicTypeSize: DynamicTypeSize) -> Font {
        var font = self
        font.dynamicTypeSize = dynamicTypeSize
        switch scaling {
        case .fixed: break
        case .textStyle(let style): font.size = style.pointSize(at: dynamicTypeSize)
        case .relative(let style, let size): font.size = Self.scaled(size, relativeTo: style, at: dynamicTypeSize)
        }
        return font
    }

    /// `size` at `dynamicTypeSize` along `style`'s curve: `round(size × S(style, now) /
    /// S(style, .large))`, S being the style's point size (research text-styling.md §2, after
    /// OpenSwiftUI's `resolveCustomFont`). Where the style does not grow (a factor of exactly 1),
    /// the size stays as given, so `.large` keeps fractional sizes.
    static func scaled(_ size: CGFloat, relativeTo style: TextStyle, at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let factor = style.scaleFactor(at: dynamicTypeSize)
        return factor == 1 ? size : (size * factor).rounded()
    }
}
