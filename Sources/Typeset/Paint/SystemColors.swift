/// UIKit's system colours in the light appearance (Apple, "UI element colors"), for the parts
/// Typeset draws itself: bars, sheets, dialogs, edit controls.
enum SystemColor {
    /// `separator`: (60, 60, 67) at 29 %.
    static let separator = ListMetrics.separator
    /// `tertiaryLabel`: (60, 60, 67) at 30 %.
    static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// `systemGray3`: (199, 199, 204).
    static let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
    /// `systemGray4`: (209, 209, 214).
    static let systemGray4 = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
    /// `tertiarySystemFill`: (118, 118, 128) at 12 %.
    static let tertiarySystemFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// `systemBackground`: white.
    static let systemBackground = Color.white
}
