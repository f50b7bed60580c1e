import Foundation

/// The lengths and colours of iPhone's navigation bar, bottom toolbar and search field.
///
/// Design §20.2. Sources ([F] is Flutter's Cupertino widgets,
/// `packages/flutter/lib/src/cupertino/`, measured on iOS simulators): the 44-point bar and the
/// 52-point large-title band (`nav_bar.dart` `_kNavBarPersistentHeight`,
/// `_kNavBarLargeTitleHeightExtension`; UIKit's `UINavigationBar`), items and the large title
/// 16 from the edges (`_kNavBarEdgePadding`), the large title's line ending 8 above the band's
/// bottom (`_kNavBarBottomPadding`), the back button 8 from the leading edge with its chevron
/// 6 before the label (`_CupertinoBackButton`); 8 points between adjacent bar items and an inline
/// title at least 8 from the bar's edges and 6 from its items (measured on iOS 15, fanyuecheng.github.io
/// "UINavigationBar 布局"); the search field 36 tall with corners of 9 on `tertiarySystemFill`,
/// its magnifier in a 20-point box 6 from its start and its text inset 5.5, under the title with
/// 8 below it, so 44 points of bar (`search_field.dart`, `nav_bar.dart` `_bottomHeight`); an
/// active search bar is a standalone `UISearchBar`, 56 tall (github.com/jdisho/Papr/pull/67).
///
/// At the scroll edge (content at rest under the bar) iOS 15 and later draw every navigation
/// bar transparent, with no background and no hairline (UIKit's `scrollEdgeAppearance`: the
/// standard appearance "modified to use a transparent background"), so Typeset
/// draws the bar's background and its one-pixel hairline only with
/// `toolbarBackground(.visible, for: .navigationBar)`. The bottom toolbar, whose content is
/// rarely scrolled to its end at rest, is drawn with its background and top hairline.
///
/// Documented choices: the bottom toolbar is 44 tall (the navigation bar's height); its items
/// are packed from the leading edge 8 apart (a `Spacer` between them pushes them apart), a
/// `status` item centred; `secondaryAction` items collapse into a trailing "ellipsis.circle"
/// button, as iOS 16 and later show them.
enum NavigationBarMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let largeTitleBottom: CGFloat = 8
    static let itemSpacing: CGFloat = 8
    static let titleEdgeClearance: CGFloat = 8
    static let titleItemClearance: CGFloat = 6
    static let backButtonLeading: CGFloat = 8
    static let backChevronSpacing: CGFloat = 6
    static let bottomBarHeight: CGFloat = 44

    static let searchFieldHeight: CGFloat = 36
    static let searchFieldCornerRadius: CGFloat = 9
    static let searchFieldBottom: CGFloat = 8
    static let searchIconBox: CGFloat = 20
    static let searchIconLeading: CGFloat = 6
    static let searchTextInset: CGFloat = 5.5
    static let activeSearchBarHeight: CGFloat = 56
    static let searchFieldFill = SystemColor.tertiarySystemFill

    /// The bar's standard appearance: `systemChromeMaterial` approximated by (249, 249, 249) at 94 %.
    static let background = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94)
    /// The bar's shadow line: black at 30 % (UIKit's `UIBarAppearance.shadowColor` default).
    static let separator = Color(white: 0, opacity: 0.3)
}
