import Foundation

// The roles the result marks on the nodes of controls and containers built from other views,
// so that renderers draw them faithfully and tests find them.

/// What a control is, so that a renderer can draw a faithful placeholder for it. The control's
/// node wraps its whole layout; its parts are marked inside with `ControlPart`.
public enum ControlRole: String, Hashable, Sendable, CaseIterable {
    case button = "Button"
    case label = "Label"
    case toggle = "Toggle"
    case slider = "Slider"
    case stepper = "Stepper"
    case progressView = "ProgressView"
    case textField = "TextField"
    case secureField = "SecureField"
    case link = "Link"
    case menu = "Menu"
    case picker = "Picker"
    case datePicker = "DatePicker"
    case colorPicker = "ColorPicker"
    case gauge = "Gauge"
    case labeledContent = "LabeledContent"
    case controlGroup = "ControlGroup"
    case shareLink = "ShareLink"
}

/// A part of a control (its label, track, thumb, field...).
public enum ControlPart: String, Hashable, Sendable, CaseIterable {
    /// The control's label (a toggle's or stepper's title, a button's label).
    case label
    /// The icon of a Label.
    case icon
    /// The title of a Label.
    case title
    /// A switch's or slider's track, a progress bar.
    case track
    /// A switch's or slider's thumb.
    case thumb
    /// The switch of a toggle (track and thumb).
    case `switch`
    /// A stepper's increment and decrement buttons.
    case stepperButtons
    /// An indeterminate progress spinner.
    case spinner
    /// The editable line of a text field.
    case field
    /// A button's bezel (bordered styles).
    case bezel
    /// The value a control shows (a picker's selected option, a date picker's date, a labeled
    /// content's content).
    case value
    /// The up-and-down chevrons after a menu picker's value.
    case menuIndicator
    /// The selected option's mark (an inline picker's checkmark, a segmented picker's thumb, a
    /// wheel's selection band).
    case selectionIndicator
    /// One option of a picker (a segment, a row of a wheel or an inline list).
    case option
    /// The hairline between two segments or grouped controls.
    case separator
    /// A date picker's calendar (its month header, weekdays and days).
    case calendar
    /// A gauge's minimum or maximum value label.
    case valueLabel
    /// A colour picker's well.
    case well
}

/// What a container built from other views is (a List, a NavigationStack...), so that a
/// renderer and a test can find it. The node wraps the container's whole layout; its parts are
/// marked inside with `ContainerPart`.
public enum ContainerRole: String, Hashable, Sendable, CaseIterable {
    case lazyVStack = "LazyVStack"
    case lazyHStack = "LazyHStack"
    case list = "List"
    case form = "Form"
    case section = "Section"
    case navigationStack = "NavigationStack"
    case tabView = "TabView"
    case navigationLink = "NavigationLink"
    case canvas = "Canvas"
    case asyncImage = "AsyncImage"
    case navigationSplitView = "NavigationSplitView"
    case sheet = "Sheet"
    case fullScreenCover = "FullScreenCover"
    case popover = "Popover"
    case alert = "Alert"
    case confirmationDialog = "ConfirmationDialog"
}

/// A part of a container that the container itself adds around its content (rows, separators,
/// backgrounds, bars), typed so that renderers draw them and tests find them.
public enum ContainerPart: String, Hashable, Sendable, CaseIterable {
    /// One row of a List or Form: its content, padded by the row insets, at least the minimum row height.
    case listRow
    /// The hairline between two rows.
    case rowSeparator
    /// The background behind a grouped List or Form (`systemGroupedBackground`).
    case groupedBackground
    /// The rounded card behind an inset-grouped section's rows (`secondarySystemGroupedBackground`).
    case sectionBackground
    /// A section's header.
    case sectionHeader
    /// A section's footer.
    case sectionFooter
    /// A section header a lazy stack or grid pins to its top while scrolling (`pinnedViews`).
    case pinnedHeader
    /// A section footer pinned to the bottom while scrolling.
    case pinnedFooter
    /// A NavigationStack's bar.
    case navigationBar
    /// The title in the navigation bar (inline or large).
    case navigationTitle
    /// The chevron at the trailing end of a NavigationLink row.
    case disclosureIndicator
    /// A TabView's tab bar.
    case tabBar
    /// One item of the tab bar (its `tabItem` label).
    case tabItem
    /// The hairline along a bar's edge.
    case barSeparator
    /// The selected tab's content.
    case tabContent
    /// A paged TabView's page indicator (its dots).
    case pageIndicator
    /// The items at one end of a bar (leading or trailing toolbar items, the principal item).
    case toolbarItems
    /// A navigation bar's back button.
    case backButton
    /// The bottom toolbar.
    case bottomToolbar
    /// The search field under a navigation bar's title.
    case searchField
    /// The search suggestions over the content while searching.
    case searchSuggestions
    /// One column of a split view.
    case splitColumn
    /// The line between two columns of a split view.
    case columnSeparator
    /// A presentation's card (a sheet's, an alert's) or a cover's content.
    case presentedContent
    /// The dimming over the window behind a presentation.
    case dimming
    /// A sheet's grabber.
    case grabber
    /// The background of a selected list row.
    case selectedRowBackground
    /// The selection circle of a row in a list being edited with a multiple selection.
    case selectionIndicator
    /// The delete control of a row in a list being edited.
    case deleteControl
    /// The reorder handle of a row in a list being edited.
    case reorderControl
    /// A list row's badge.
    case rowBadge
    /// A tab item's badge.
    case tabBadge
}
