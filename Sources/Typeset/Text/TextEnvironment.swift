import Foundation

/// What a Text reads of its environment (Design §9 "Read once per environment"): the values
/// that style its runs and its paragraph, read together. A class: the Texts that share it
/// hold one reference rather than copies of its fonts and paragraph style.
final class TextEnvironment {
    /// The font of segments that set none (`font`, else `.body`).
    let font: Font
    let fontModifiers: FontModifiers
    let textCase: Text.Case?
    /// The locale's identifier when a case is set (case mapping reads it), else empty.
    let locale: String
    let dynamicTypeSize: DynamicTypeSize
    let kerning: CGFloat
    let tracking: CGFloat
    let lineSettings: TextLineSettings
    let displayScale: CGFloat
    let layoutDirection: LayoutDirection
    /// The paragraph style, its values as set (the text engine clamps them).
    let paragraph: ParagraphStyle
    /// What the text engine replaces of the paragraph's numbers, for every Text's diagnostics.
    let replacedParagraphNumbers: [String]

    /// The values `environment` holds, each read once.
    init(_ environment: EnvironmentValues) {
        font = environment.font ?? .body
        fontModifiers = environment.fontModifiers
        let textCase = environment.textCase
        self.textCase = textCase
        locale = textCase == nil ? "" : environment.locale.identifier
        dynamicTypeSize = environment.dynamicTypeSize
        kerning = environment.kerning
        tracking = environment.tracking
        lineSettings = environment.textLineSettings
        displayScale = environment.displayScale
        let layoutDirection = environment.layoutDirection
        self.layoutDirection = layoutDirection
        paragraph = ParagraphStyle(environment, layoutDirection: layoutDirection)
        replacedParagraphNumbers = TextEnvironment.replacedNumbers(of: paragraph)
    }

    /// The numbers of `style` the text engine replaces: a negative or non-finite line spacing
    /// is 0, a line limit below 1 is 1, and the minimum scale factor is clamped to 0.01...1
    /// (1 when not finite).
    private static func replacedNumbers(of style: ParagraphStyle) -> [String] {
        var messages: [String] = []
        let spacing = style.lineSpacing
        if !(spacing.isFinite && spacing >= 0) {
            messages.append("lineSpacing \(LayoutNumber.format(spacing)) is not a finite non-negative number; used 0")
        }
        if let limit = style.lineLimit, limit < 1 { messages.append("lineLimit \(limit) is less than 1; used 1") }
        let factor = style.minimumScaleFactor
        if !factor.isFinite {
            messages.append("minimumScaleFactor \(LayoutNumber.format(factor)) is not finite; used 1")
        } else if factor > 1 || factor < 0.01 {
            messages.append("minimumScaleFactor \(LayoutNumber.format(factor)) is outside 0.01...1; clamped")
        }
        return messages
    }
}

/// The text environment of the last environment a Text was resolved in, kept for one resolve:
/// the Texts of a list or a row share their environment, and each read of it is a scan of
/// the values set above (Design §9).
struct TextEnvironmentCache {
    /// The environment, held so that its storage is not freed and reused while it is the key
    /// (`EnvironmentValues.isStored(like:)` compares storage), and what was read of it.
    private var last: (environment: EnvironmentValues, values: TextEnvironment)?

    /// The text environment of `environment`, read again only when its storage differs from
    /// the last one's.
    mutating func values(of environment: EnvironmentValues) -> TextEnvironment {
        if let last, last.environment.isStored(like: environment) { return last.values }
        let values = TextEnvironment(environment)
        last = (environment, values)
        return values
    }
}
