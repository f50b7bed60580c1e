import Foundation

/// One column of navigation (a NavigationStack, a split-view column): its root filling the
/// space it is offered, under the navigation bar and over the bottom toolbar. The bars are
/// safe-area insets of the root, as UIKit's bars are: a root that ignores the safe area (a
/// List's grouped background) reaches under them.
struct NavigationColumn: View {
    let root: NodeID
    let record: NavigationBarRecord
    /// The title of the back button, when the column was pushed onto another (nil: none).
    let backTitle: Text?
    let pixel: CGFloat

    var body: some View {
        let search = record.search
        let bottomItems = record.items(at: ToolbarItemPlacement.bottom)
        let showsBottomBar = record.bottomBarVisibility != .hidden && !bottomItems.isEmpty
        let suggestions = search?.isActive == true ? record.searchSuggestions : nil
        ResolvedNodes(root)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay {
                if let suggestions {
                    List { DeclaredIn(content: suggestions.content, declared: suggestions.context) }
                        .listStyle(.plain)
                        .background { Color.white.ignoresSafeArea() }
                        .containerPart(.searchSuggestions)
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                if showsBottomBar { BottomToolbar(items: bottomItems, pixel: pixel) }
            }
            .safeAreaInset(edge: .top, spacing: 0) {
                if record.showsBar { NavigationBarView(record: record, backTitle: backTitle, pixel: pixel) }
            }
    }
}

/// The navigation bar: the title row (leading items, title or principal item, trailing items),
/// the large title, the search field (`NavigationBarMetrics`).
struct NavigationBarView: View {
    let record: NavigationBarRecord
    let backTitle: Text?
    let pixel: CGFloat

    var body: some View {
        let search = record.search
        let searching = search?.isActive == true
        let showsBackground = record.barBackgroundVisibility == .visible
        VStack(alignment: .leading, spacing: 0) {
            if !searching {
                titleRow
                if record.showsLargeTitle, let title = record.title {
                    title.font(.largeTitle).fontWeight(.bold)
                        .lineLimit(1)
                        .containerPart(.navigationTitle)
                        .padding(.horizontal, NavigationBarMetrics.margin)
                        .padding(.bottom, NavigationBarMetrics.largeTitleBottom)
                        // A 52-pt band, taller when the text size makes the title taller (Design §20.2).
                        .frame(maxWidth: .infinity, minHeight: NavigationBarMetrics.largeTitleHeight, alignment: .bottomLeading)
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
            if let search {
                SearchField(search: search)
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .padding(.vertical, searching ? (NavigationBarMetrics.activeSearchBarHeight - NavigationBarMetrics.searchFieldHeight) / 2 : 0)
                    .padding(.bottom, searching ? 0 : NavigationBarMetrics.searchFieldBottom)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(alignment: .top) {
            if showsBackground {
                (record.barBackground ?? NavigationBarMetrics.background).ignoresSafeArea(edges: .top)
            }
        }
        .overlay(alignment: .bottom) {
            if showsBackground {
                NavigationBarMetrics.separator.frame(height: pixel).containerPart(.barSeparator)
            }
        }
        .containerPart(.navigationBar)
    }

    /// The 44-point row: items at the ends, the inline title or principal item centred.
    @ViewBuilder private var titleRow: some View {
        let leading = record.items(at: ToolbarItemPlacement.leading)
        let trailing = record.items(at: ToolbarItemPlacement.trailing)
        let secondary = record.items(at: [.secondaryAction])
        let principal = record.items(at: [.principal])
        let showsBack = backTitle != nil && !record.backButtonHidden
        let inlineTitle = record.showsLargeTitle ? nil : record.title
        let hasCenter = !principal.isEmpty || inlineTitle != nil
        NavigationBarRowLayout(
            leadingInset: showsBack ? NavigationBarMetrics.backButtonLeading : NavigationBarMetrics.margin,
            hasLeading: showsBack || !leading.isEmpty, hasCenter: hasCenter, hasTrailing: !trailing.isEmpty || !secondary.isEmpty
        ) {
            if showsBack || !leading.isEmpty {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    if showsBack, let backTitle { BackButton(title: backTitle) }
                    ToolbarItems(entries: leading)
                }
                .containerPart(.toolbarItems)
            }
            if !principal.isEmpty {
                ToolbarItems(entries: principal).containerPart(.toolbarItems)
            } else if let inlineTitle {
                inlineTitle.font(.headline).lineLimit(1).containerPart(.navigationTitle)
            }
            if !trailing.isEmpty || !secondary.isEmpty {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    ToolbarItems(entries: trailing)
                    if !secondary.isEmpty {
                        EnvironmentReader { environment in
                            Image(systemName: "ellipsis.circle").foregroundStyle(environment.resolvedTint)
                        }
                    }
                }
                .containerPart(.toolbarItems)
            }
        }
        .frame(height: NavigationBarMetrics.barHeight)
    }
}

/// Toolbar items in the context they were declared in; a confirmation action in semibold.
struct ToolbarItems: View {
    let entries: [ToolbarEntry]

    var body: some View {
        ForEach(0..<entries.count) { index in
            let entry = entries[index]
            if entry.placement == .confirmationAction {
                DeclaredIn(content: entry.content.fontWeight(.semibold), declared: entry.context)
            } else if entry.placement == .status {
                DeclaredIn(content: entry.content.font(.caption), declared: entry.context)
            } else {
                DeclaredIn(content: entry.content, declared: entry.context)
            }
        }
    }
}

/// The bar's title row: the leading items from `leadingInset`, the trailing items 16 from the
/// trailing edge, each at its ideal width and centred vertically; the centre view centred in
/// the bar, kept clear of the items (at least 6 from them and 8 from the edges), as UIKit
/// lays out `UINavigationBar` (`NavigationBarMetrics`).
struct NavigationBarRowLayout: Layout, SubviewGuideMergingLayout, Equatable {
    let leadingInset: CGFloat
    let hasLeading: Bool
    let hasCenter: Bool
    let hasTrailing: Bool

    private struct Parts {
        var leading: LayoutSubview?
        var center: LayoutSubview?
        var trailing: LayoutSubview?
    }

    private func parts(_ subviews: Subviews) -> Parts {
        var index = 0
        func next(_ present: Bool) -> LayoutSubview? {
            guard present, index < subviews.count else { return nil }
            defer { index += 1 }
            return subviews[index]
        }
        let leading = next(hasLeading)
        let center = next(hasCenter)
        return Parts(leading: leading, center: center, trailing: next(hasTrailing))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let parts = parts(subviews)
        let height = proposal.height ?? NavigationBarMetrics.barHeight
        if let width = proposal.width { return CGSize(width: width, height: height) }
        let ideal = [parts.leading, parts.center, parts.trailing].compactMap { $0?.sizeThatFits(.unspecified).width }
        return CGSize(width: ideal.reduce(leadingInset + NavigationBarMetrics.margin, +) + NavigationBarMetrics.itemSpacing * CGFloat(max(ideal.count - 1, 0)), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let parts = parts(subviews)
        let itemProposal = ProposedViewSize(width: nil, height: bounds.height)
        var leadingExtent = NavigationBarMetrics.titleEdgeClearance
        var trailingExtent = NavigationBarMetrics.titleEdgeClearance
        if let leading = parts.leading {
            let width = leading.sizeThatFits(itemProposal).width
            leading.place(at: CGPoint(x: bounds.minX + leadingInset, y: bounds.midY), anchor: .leading, proposal: itemProposal)
            leadingExtent = leadingInset + width + NavigationBarMetrics.titleItemClearance
        }
        if let trailing = parts.trailing {
            let width = trailing.sizeThatFits(itemProposal).width
            trailing.place(at: CGPoint(x: bounds.maxX - NavigationBarMetrics.margin, y: bounds.midY), anchor: .trailing, proposal: itemProposal)
            trailingExtent = NavigationBarMetrics.margin + width + NavigationBarMetrics.titleItemClearance
        }
        if let center = parts.center {
            let clearance = max(leadingExtent, trailingExtent)
            let proposal = ProposedViewSize(width: max(bounds.width - 2 * clearance, 0), height: bounds.height)
            center.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}

/// The back button: a chevron and the previous column's title, in the tint.
struct BackButton: View {
    let title: Text

    var body: some View {
        EnvironmentReader { environment in
            HStack(spacing: NavigationBarMetrics.backChevronSpacing) {
                Image(systemName: "chevron.backward").fontWeight(.semibold)
                title.lineLimit(1)
            }
            .foregroundStyle(environment.resolvedTint)
        }
        .containerPart(.backButton)
    }
}

/// The bottom toolbar: its items packed from the leading edge, a status item centred, on the
/// bar's background with a hairline along its top; it reaches under the home indicator.
struct BottomToolbar: View {
    let items: [ToolbarEntry]
    let pixel: CGFloat

    var body: some View {
        let status = items.filter { $0.placement == .status }
        let others = items.filter { $0.placement != .status }
        ZStack {
            HStack(spacing: NavigationBarMetrics.itemSpacing) {
                ToolbarItems(entries: others)
            }
            .padding(.horizontal, NavigationBarMetrics.margin)
            .frame(maxWidth: .infinity, alignment: .leading)
            if !status.isEmpty {
                ToolbarItems(entries: status)
            }
        }
        .frame(height: NavigationBarMetrics.bottomBarHeight)
        .background { NavigationBarMetrics.background.ignoresSafeArea(edges: .bottom) }
        .overlay(alignment: .top) { NavigationBarMetrics.separator.frame(height: pixel).containerPart(.barSeparator) }
        .containerPart(.bottomToolbar)
    }
}

extension EnvironmentValues {
    /// The length of one pixel (1 / displayScale, 1 when the scale is unusable).
    var pixelLength: CGFloat {
        displayScale > 0 && displayScale.isFinite ? 1 / displayScale : 1
    }
}
