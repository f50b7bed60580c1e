import Foundation

/// The lengths and colours presented views are laid out and drawn with on iPhone.
///
/// Design §20.7. Sources ([F] is Flutter's Cupertino widgets,
/// `packages/flutter/lib/src/cupertino/`, whose constants were measured on iOS simulators or
/// taken from Apple's Design Resources):
/// - Sheet: its top 8 % of the screen height below the screen's top edge (`sheet.dart`
///   `_kTopGapRatio`), top corners rounded to 12 (`sheet.dart`; UIKit's default corner radius is
///   unpublished), a 36 × 5 grabber 5 points below the top, fully rounded, in `tertiaryLabel`
///   (`sheet.dart` `_dragHandleBuilder`). Detent values are heights inside the sheet's safe area
///   (UIKit, `UISheetPresentationController.Detent.custom(identifier:resolver:)`), so the card
///   is the detent's height plus the bottom safe-area inset.
/// - The dimming behind sheets and dialogs: black at 20 % (`route.dart`
///   `kCupertinoModalBarrierColor`, "extracted from Apple Design Resources").
/// - Alert: 270 wide, 20 around the title and message, title 17 semibold and message 13,
///   centred, corners 14 (`dialog.dart`); buttons side by side when there are two, stacked
///   otherwise, the cancel button leading or last (marpies.com; enebin.medium.com).
/// - Confirmation dialog (an action sheet on iPhone): 8 from the screen's edges, the cancel
///   button a block of its own 8 below the others, title and message 13 in grey padded 16 × 13.5,
///   actions 17, buttons at least 57.17 tall, corners 14 (`dialog.dart`, measured on iOS 17).
///
/// Documented choices (no published number):
/// - `.medium` is half the large detent's height (Apple: "approximately half the height of the
///   screen").
/// - Alert buttons are 44 tall (UIKit's usual figure; Flutter measured 45) and the lines between
///   them one pixel; alert and dialog backgrounds are the light `systemChromeMaterial` as a flat
///   colour (nothing behind is blurred).
/// - The grabber shows, with `.automatic` visibility, when the sheet has more than one detent
///   (it can then be dragged between them).
/// - On a regular-width screen (iPad) a sheet is a 540 × 620 card centred in the window (UIKit's
///   form sheet size).
enum PresentationMetrics {
    static let sheetTopGapRatio: CGFloat = 0.08
    static let mediumFraction: CGFloat = 0.5
    static let sheetCornerRadius: CGFloat = 12
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    static let formSheetSize = CGSize(width: 540, height: 620)
    static let dimming = Color(white: 0, opacity: 0.2)
    static let grabberColor = SystemColor.tertiaryLabel
    static let sheetBackground = SystemColor.systemBackground

    static let alertWidth: CGFloat = 270
    static let alertPadding: CGFloat = 20
    static let alertCornerRadius: CGFloat = 14
    static let alertTitleSize: CGFloat = 17
    static let alertMessageSize: CGFloat = 13
    static let alertButtonHeight: CGFloat = 44
    /// The light `systemChromeMaterial` over white, as one colour.
    static let dialogBackground = Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255, opacity: 0.97)
    static let dialogSeparator = SystemColor.separator

    static let dialogMargin: CGFloat = 8
    static let dialogHeaderInsets = EdgeInsets(top: 13.5, leading: 16, bottom: 13.5, trailing: 16)
    static let dialogTextSize: CGFloat = 13
    static let dialogButtonHeight: CGFloat = 57.17
    static let dialogCornerRadius: CGFloat = 14
}
