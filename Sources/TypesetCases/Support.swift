import Foundation
import Typeset

/// CASES.md's `Box(w, h)`: `Color.gray.frame(width: w, height: h)`.
public struct Box: View {
    public let width: CGFloat
    public let height: CGFloat

    public init(_ width: CGFloat, _ height: CGFloat) {
        self.width = width
        self.height = height
    }

    public var body: some View { Color.gray.frame(width: width, height: height) }
}

/// Document 000: a horizontal guide whose default is the view's height.
public enum WeirdAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// Document 000: the vertical guide an arrow follows across stacks (default: bottom).
public enum MarkerAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

/// Document 000: the ZStack template's horizontal guide (default: leading).
public enum MyHorizontalAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}

/// Document 000: the ZStack template's vertical guide (default: bottom).
public enum MyVerticalAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

/// Document 002: the characters' feet (default: bottom).
public enum FeetAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

/// Document 002: the guide that expands the stack (default: centre).
public enum ExpandAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

/// Document 002: the ZStack anchor's horizontal guide (default: centre).
public enum AnchorHorizontalAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

/// Document 002: the ZStack anchor's vertical guide (default: centre).
public enum AnchorVerticalAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

/// Document 003: a centre that text rows can redefine (default: centre).
public enum CustomCenterAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

/// Document 001: the menu icons' centre line (default: half the width).
public enum MenuAlignmentID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}

/// Document 004: `OneThirdWidthID` (default: a third of the width).
public enum OneThirdWidthID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
}

extension HorizontalAlignment {
    public static let weird = HorizontalAlignment(WeirdAlignmentID.self)
    public static let myH = HorizontalAlignment(MyHorizontalAlignmentID.self)
    public static let anchor = HorizontalAlignment(AnchorHorizontalAlignmentID.self)
    public static let customCenter = HorizontalAlignment(CustomCenterAlignmentID.self)
    public static let menu = HorizontalAlignment(MenuAlignmentID.self)
    public static let oneThird = HorizontalAlignment(OneThirdWidthID.self)
}

extension VerticalAlignment {
    public static let marker = VerticalAlignment(MarkerAlignmentID.self)
    public static let myV = VerticalAlignment(MyVerticalAlignmentID.self)
    public static let feet = VerticalAlignment(FeetAlignmentID.self)
    public static let expand = VerticalAlignment(ExpandAlignmentID.self)
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
