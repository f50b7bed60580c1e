import Foundation

/// How prominent a view is, as SwiftUI's `Prominence` (`headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }

extension EnvironmentValues {
    /// The prominence of the section headers inside (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

/// The guides a list row's separator follows, as SwiftUI's `listRowSeparatorLeading` and
/// `listRowSeparatorTrailing`: by default the row's leading and trailing edges. Any view can
/// align on them like on any guide (`VStack(alignment: .listRowSeparatorLeading)`).
private enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}
private enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}

extension HorizontalAlignment {
    /// Where a list row's separator starts (default: the view's leading edge).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// Where a list row's separator ends (default: the view's trailing edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

extension View {
    /// The prominence of the section headers inside: `.increased` sets them in the title 3 style,
    /// bold, in the label colour (Design §20.1).
    public consuming func headerProminence(_ prominence: Prominence) -> some View {
        modifier(EnvironmentWritingModifier { $0.headerProminence = prominence })
    }

    /// Whether this section's separators (above its first row and below its last, in a plain
    /// list) show. Typeset's list styles draw separators only between rows, which this does not
    /// change: no frame or drawing changes.
    public consuming func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// The colour of this section's separators (none drawn: see `listSectionSeparator`).
    public consuming func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(LayoutNeutralModifier())
    }
}
