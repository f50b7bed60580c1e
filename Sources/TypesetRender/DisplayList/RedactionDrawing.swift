// Redacted content as placeholders: `redacted(reason: .placeholder)` draws text and images as
// grey shapes where they were; their frames do not change (Design §20.9).
import Foundation
import Typeset

/// The placeholders of redacted text and images.
///
/// Sources and documented choices: the real string decides the placeholder's size, one rounded
/// bar per laid-out line spanning the line's used width (Sundell, "Automatic placeholders",
/// swiftbysundell.com; Kodeco, "Using Redacted Placeholders in SwiftUI"); images and text are
/// filled with the foreground colour at 16 % of its opacity (the image redaction of SwiftUI's
/// `Image.RedactedImageProvider`, unverified, and for text a choice). Documented choices: each
/// bar is 70 % of its line's height (ascent plus descent), centred on it, with corners a quarter
/// of its height.
public enum RedactionDrawing {
    /// The share of the foreground's opacity a placeholder is filled with.
    public static let opacity = 0.16
    /// A bar's height as a share of its line's.
    public static let barHeightRatio: CGFloat = 0.7

    /// The bars standing for `text`'s lines, with the layout's top-left corner at `origin`.
    public static func bars(of text: TextLayout, at origin: CGPoint, foreground: DrawColor) -> [ShapeDrawing] {
        text.lines.compactMap { line -> ShapeDrawing? in
            guard line.width > 0 else { return nil }
            let lineHeight = line.ascent + line.descent
            let height = lineHeight * barHeightRatio
            let top = origin.y + line.baseline - line.ascent + (lineHeight - height) / 2
            let rect = CGRect(x: origin.x + line.xOffset, y: top, width: line.width, height: height)
            let corner = CGSize(width: height / 4, height: height / 4)
            return ShapeDrawing(.roundedRect(rect, cornerSize: corner, style: .circular), fill: fill(foreground))
        }
    }

    /// The fill standing for an image in `rect`.
    public static func imageFill(_ rect: CGRect, foreground: DrawColor) -> ShapeDrawing {
        ShapeDrawing(.rect(rect), fill: fill(foreground))
    }

    private static func fill(_ foreground: DrawColor) -> DrawColor {
        DrawColor(red: foreground.red, green: foreground.green, blue: foreground.blue, alpha: foreground.alpha * opacity)
    }
}
