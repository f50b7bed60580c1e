/// The lengths and colours a List or Form is laid out with on iOS, per list style. Every value is
/// configurable: `listStyle(_:)`, `listRowInsets(_:)`, `listRowSeparator(_:)`,
/// `listSectionSpacing(_:)`, `environment(\.defaultMinListRowHeight, …)`, or whole metrics with
/// `environment(\.listMetrics, …)`.
///
/// Sources. Apple publishes no numbers for SwiftUI's lists; these come from:
/// - Minimum row height 44: Apple HIG ("a minimum tappable area of 44×44 pt"), UIKit's default
///   `UITableView` row height of 44 and SwiftUI's `defaultMinListRowHeight` (44 on iOS).
/// - Inset-grouped section margin 20, corner radius 10, header bottom margin 6, the 16/20 above
///   the first section (with/without a header), 10 below each section: Flutter's
///   `CupertinoListSection.insetGrouped`, "determined from SwiftUI's Forms in iOS 14.2 SDK"
///   (flutter/flutter, packages/flutter/lib/src/cupertino/list_section.dart).
/// - Plain lists: 22 above the first section, header margin 20/6, 8 below each section: the same
///   file's edge-to-edge `CupertinoListSection`, "eyeballed from iOS 14.4 Simulator".
/// - Colours: Apple's UIKit system colours — `systemGroupedBackground` (242, 242, 247),
///   `secondarySystemGroupedBackground` white, `separator` (60, 60, 67) at 29 %, and
///   `secondaryLabel` for header and footer text.
///
/// Documented choices (no published source):
/// - Row insets (6, 20, 6, 20): the leading/trailing 20 is UIKit's cell layout margin on
///   iPhone; the vertical 6 lets both a one-line body text row (22 pt line) and a `Toggle` row
///   (UISwitch, 31 pt) come to the 44-point minimum, as they do on iOS.
/// - Headers and footers are inset to the row content's leading edge (iOS 15 and later) and
///   set in `.footnote` in `secondaryLabel`; their text case is left as written (iOS 26 shows
///   title case).
/// - Separators are one pixel (1 / displayScale) at the bottom of every row but the last of a
///   section, from the row content's leading inset to the trailing edge; they overlay the row
///   (a row is 44 tall with its separator, as UIKit's cells are).
public struct ListMetrics: Hashable, Sendable {
    /// Padding around each row's content.
    public var rowInsets: EdgeInsets
    /// The least height of a row (with its insets).
    public var minimumRowHeight: CGFloat
    /// How far an inset-grouped section's card sits from the list's edges (0 for plain lists).
    public var sectionMargin: CGFloat
    /// The corner radius of an inset-grouped section's card (0: no card).
    public var cornerRadius: CGFloat
    /// Space above the first section: with a header, without one.
    public var topMarginWithHeader: CGFloat
    public var topMarginWithoutHeader: CGFloat
    /// Space below each section (after its footer, if any).
    public var sectionBottomMargin: CGFloat
    /// Space between a section's header and its rows.
    public var headerBottomMargin: CGFloat
    /// Space between a section's rows and its footer.
    public var footerTopMargin: CGFloat
    /// The colour behind the whole list (nil: none drawn).
    public var background: Color?
    /// The colour of a section's card (nil: no card).
    public var sectionBackground: Color?
    /// The separators' colour.
    public var separatorColor: Color

    /// Metrics with every value given.
    public init(
        rowInsets: EdgeInsets, minimumRowHeight: CGFloat, sectionMargin: CGFloat, cornerRadius: CGFloat,
        topMarginWithHeader: CGFloat, topMarginWithoutHeader: CGFloat, sectionBottomMargin: CGFloat,
        headerBottomMargin: CGFloat, footerTopMargin: CGFloat, background: Color?, sectionBackground: Color?,
        separatorColor: Color
    ) {
        self.rowInsets = rowInsets
        self.minimumRowHeight = minimumRowHeight
        self.sectionMargin = sectionMargin
        self.cornerRadius = cornerRadius
        self.topMarginWithHeader = topMarginWithHeader
        self.topMarginWithoutHeader = topMarginWithoutHeader
        self.sectionBottomMargin = sectionBottomMargin
        self.headerBottomMargin = headerBottomMargin
        self.footerTopMargin = footerTopMargin
        self.background = background
        self.sectionBackground = sectionBackground
        self.separatorColor = separatorColor
    }

    /// `systemGroupedBackground`, light appearance.
    public static let systemGroupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// `secondarySystemGroupedBackground`, light appearance.
    public static let secondarySystemGroupedBackground = Color.white
    /// `separator`, light appearance: (60, 60, 67) at 29 %.
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

    /// iOS's inset-grouped lists and forms (the default for `Form` and `List`).
    public static let insetGrouped = ListMetrics(
        rowInsets: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20), minimumRowHeight: 44, sectionMargin: 20,
        cornerRadius: 10, topMarginWithHeader: 16, topMarginWithoutHeader: 20, sectionBottomMargin: 10, headerBottomMargin: 6,
        footerTopMargin: 10, background: systemGroupedBackground, sectionBackground: secondarySystemGroupedBackground,
        separatorColor: separator)

    /// iOS's grouped lists: edge-to-edge white sections on the grouped background.
    public static let grouped = ListMetrics(
        rowInsets: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20), minimumRowHeight: 44, sectionMargin: 0,
        cornerRadius: 0, topMarginWithHeader: 16, topMarginWithoutHeader: 20, sectionBottomMargin: 10, headerBottomMargin: 6,
        footerTopMargin: 10, background: systemGroupedBackground, sectionBackground: secondarySystemGroupedBackground,
        separatorColor: separator)

    /// iOS's plain lists: rows edge to edge on the system background.
    public static let plain = ListMetrics(
        rowInsets: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20), minimumRowHeight: 44, sectionMargin: 0,
        cornerRadius: 0, topMarginWithHeader: 22, topMarginWithoutHeader: 0, sectionBottomMargin: 8, headerBottomMargin: 6,
        footerTopMargin: 8, background: nil, sectionBackground: nil, separatorColor: separator)
}

/// What a List or Form tells the sections and rows inside it.
struct ListContext: Sendable {
    var metrics: ListMetrics
    /// `listSectionSpacing`: the space between two sections, replacing the bottom and top margins.
    var sectionSpacing: CGFloat?
    /// Whether the list is being edited (its rows show their edit controls).
    var isEditing = false
}

private struct IsListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ListContextKey: EnvironmentKey { static var defaultValue: ListContext? { nil } }
private struct ListMetricsKey: EnvironmentKey { static var defaultValue: ListMetrics? { nil } }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat { 44 } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind? { nil } }

extension EnvironmentValues {
    /// The enclosing List's or Form's context (nil outside, and inside a lazy container).
    var listContext: ListContext? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }

    /// Whether views resolve as (part of) a List or Form row: rows in a section, or loose rows.
    var isInList: Bool {
        get { self[IsListRowKey.self] || listContext != nil }
        set { self[IsListRowKey.self] = newValue }
    }

    /// Metrics that replace the list style's own (nil: the style's).
    public var listMetrics: ListMetrics? {
        get { self[ListMetricsKey.self] }
        set { self[ListMetricsKey.self] = newValue }
    }

    /// The least height of a list row, as SwiftUI's `defaultMinListRowHeight` (44 on iOS).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// `listSectionSpacing(_:)`.
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// `listStyle(_:)` / `formStyle(_:)`.
    var listStyle: ListStyleKind? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

/// The list styles Typeset lays out.
enum ListStyleKind: Sendable {
    case plain, grouped, insetGrouped

    var metrics: ListMetrics {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}
