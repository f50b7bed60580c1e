import Foundation
import Typeset

/// CASES.md's `Box(w, h)`: `Color.gray.frame(width: w, height: h)`.
public struct Box: View {
    /// The box's width.
    public let width: CGFloat
    /// The box's height.
    public let height: CGFloat

    /// A box of `width` × `height`.
    public init(_ width: CGFloat, _ height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// A grey colour framed to the box's size.
    public var body: some View { Color.gray.frame(width: width, height: height) }
}

/// Document 000: a horizontal guide whose default is the view's height.
public enum WeirdAlignmentID: AlignmentID {
    /// The view's height.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// Document 000: the vertical guide an arrow follows across stacks (default: bottom).
public enum MarkerAlignmentID: AlignmentID {
    /// The view's bottom edge.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

/// Document 000: the ZStack template's horizontal guide (default: leading).
public enum MyHorizontalAlignmentID: AlignmentID {
    /// The view's leading edge.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}

/// Document 000: the ZStack template's vertical guide (default: bottom).
public enum MyVerticalAlignmentID: AlignmentID {
    /// The view's bottom edge.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

/// Document 002: the characters' feet (default: bottom).
public enum FeetAlignmentID: AlignmentID {
    /// The view's bottom edge.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

/// Document 002: the guide that expands the stack (default: centre).
public enum ExpandAlignmentID: AlignmentID {
    /// The view's vertical centre.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

/// Document 002: the ZStack anchor's horizontal guide (default: centre).
public enum AnchorHorizontalAlignmentID: AlignmentID {
    /// The view's horizontal centre.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

/// Document 002: the ZStack anchor's vertical guide (default: centre).
public enum AnchorVerticalAlignmentID: AlignmentID {
    /// The view's vertical centre.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

/// Document 003: a centre that text rows can redefine (default: centre).
public enum CustomCenterAlignmentID: AlignmentID {
    /// The view's horizontal centre.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

/// Document 001: the menu icons' centre line (default: half the width).
public enum MenuAlignmentID: AlignmentID {
    /// Half the view's width.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}

/// Document 004: `OneThirdWidthID` (default: a third of the width).
public enum OneThirdWidthID: AlignmentID {
    /// A third of the view's width.
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
}

extension HorizontalAlignment {
    /// Document 000's guide that defaults to the view's height (`WeirdAlignmentID`).
    public static let weird = HorizontalAlignment(WeirdAlignmentID.self)
    /// Document 000's ZStack template guide (`MyHorizontalAlignmentID`).
    public static let myH = HorizontalAlignment(MyHorizontalAlignmentID.self)
    /// Document 002's ZStack anchor guide (`AnchorHorizontalAlignmentID`).
    public static let anchor = HorizontalAlignment(AnchorHorizontalAlignmentID.self)
    /// Document 003's centre that text rows can redefine (`CustomCenterAlignmentID`).
    public static let customCenter = HorizontalAlignment(CustomCenterAlignmentID.self)
    /// Document 001's menu icon centre line (`MenuAlignmentID`).
    public static let menu = HorizontalAlignment(MenuAlignmentID.self)
    /// Document 004's guide at a third of the width (`OneThirdWidthID`).
    public static let oneThird = HorizontalAlignment(OneThirdWidthID.self)
}

extension VerticalAlignment {
    /// Document 000's guide the arrow follows (`MarkerAlignmentID`).
    public static let marker = VerticalAlignment(MarkerAlignmentID.self)
    /// Document 000's ZStack template guide (`MyVerticalAlignmentID`).
    public static let myV = VerticalAlignment(MyVerticalAlignmentID.self)
    /// Document 002's line of the characters' feet (`FeetAlignmentID`).
    public static let feet = VerticalAlignment(FeetAlignmentID.self)
    /// Document 002's guide that expands the stack (`ExpandAlignmentID`).
    public static let expand = VerticalAlignment(ExpandAlignmentID.self)
    /// Document 002's ZStack anchor guide (`AnchorVerticalAlignmentID`).
    public static let anchor = VerticalAlignment(AnchorVerticalAlignmentID.self)
}

extension Alignment {
    /// Document 000's two-axis custom alignment.
    public static let myAlignment = Alignment(horizontal: .myH, vertical: .myV)
    /// Document 002's ZStack anchor.
    public static let anchor = Alignment(horizontal: .anchor, vertical: .anchor)
    /// Document 004's `customAlignment`: a third of the width, top.
    public static let oneThirdTop = Alignment(horizontal: .oneThird, vertical: .top)
}

/// Strings the documents use.
public enum CaseTexts {
    /// Document 000's days.
    public static let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    /// Document 000's paragraph of about 40 words (from its comments).
    public static let paragraph =
        "Both our image and our text view have a common container (the HStack), so we will create a custom alignment in order to match their center points. It’s important to remember to set the alignment parameter of the common container appropriately."
    /// Document 004's Chinese paragraph.
    public static let chinese =
        "山不在高,有仙则名。水不在深,有龙则灵。斯是陋室,惟吾德馨。苔痕上阶绿,草色入帘青。谈笑有鸿儒,往来无白丁。可以调素琴,阅金经。无丝竹之乱耳,无案牍之劳形。南阳诸葛庐,西蜀子云亭。孔子云:何陋之有?"
    /// Document 004's blog title.
    public static let notebook = "肘子的 Swift 记事本"
}
