import Foundation

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone every placement is
/// the navigation bar's drawer: the field under the title.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// The navigation bar's drawer, shown always or hidden until the content scrolls down (a
    /// layout at rest shows it either way).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// When the drawer shows its search field, as SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// A set of placements.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let menu = Set(rawValue: 1)
        public static let content = Set(rawValue: 2)
    }
}

/// What triggers `onSubmit(of:_:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Dismisses the search in progress, as SwiftUI's `DismissSearchAction` (nothing is searching headless).
public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

/// The search field a `searchable` modifier declares.
struct SearchRecord {
    var text: String
    var prompt: Text?
    /// Whether the search is active (its `isPresented` binding is true): the field replaces the
    /// title with a Cancel button beside it, and the suggestions cover the content.
    var isActive: Bool
    var tokens: [AnyView] = []
}

/// A search field: the magnifier, the text or the prompt, on a rounded fill; a Cancel button
/// beside it while searching (`NavigationBarMetrics`).
struct SearchField: View {
    let search: SearchRecord

    var body: some View {
        EnvironmentReader { environment in
            HStack(spacing: 12) {
                HStack(spacing: 0) {
                    Image(systemName: "magnifyingglass")
                        .foregroundStyle(HierarchicalShapeStyle.secondary)
                        .frame(width: NavigationBarMetrics.searchIconBox, height: NavigationBarMetrics.searchIconBox)
                        .padding(.leading, NavigationBarMetrics.searchIconLeading)
                    ForEach(0..<search.tokens.count) { search.tokens[$0].padding(.leading, 4) }
                    Group {
                        if search.text.isEmpty {
                            (search.prompt ?? Text("Search")).foregroundStyle(HierarchicalShapeStyle.secondary)
                        } else {
                            Text(search.text)
                        }
                    }
                    .lineLimit(1)
                    .padding(.horizontal, NavigationBarMetrics.searchTextInset)
                    Spacer(minLength: 0)
                }
                .frame(height: NavigationBarMetrics.searchFieldHeight)
                .background {
                    RoundedRectangle(cornerRadius: NavigationBarMetrics.searchFieldCornerRadius, style: .continuous)
                        .fill(NavigationBarMetrics.searchFieldFill)
                }
                .containerPart(.searchField)
                if search.isActive {
                    Text("Cancel").foregroundStyle(environment.resolvedTint)
                }
            }
        }
    }
}

private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the enclosing searchable view is searching (its `isPresented` binding is true).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search in progress (does nothing headlessly).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

extension View {
    /// Puts a search field bound to `text` under the enclosing navigation bar's title.
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(SearchRecord(text: text.wrappedValue, prompt: prompt, isActive: false))
    }

    /// Puts a search field with a `prompt` under the navigation bar's title.
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Puts a search field with a `prompt` under the navigation bar's title. The text is a localized key.
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Puts a search field under the navigation bar's title, searching while `isPresented` is true.
    public consuming func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(SearchRecord(text: text.wrappedValue, prompt: prompt, isActive: isPresented.wrappedValue))
    }

    /// Puts a search field with a `prompt` under the title, searching while `isPresented` is true.
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Puts a search field with a `prompt` under the title, searching while `isPresented` is true. The text is a localized key.
    public consuming func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Puts a search field under the title with `suggestions` (the older form of `searchSuggestions`).
    public consuming func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Puts a search field with a `prompt` under the title with `suggestions`.
    @_disfavoredOverload
    public consuming func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// Puts a search field with a `prompt` under the title with `suggestions`. The text is a localized key.
    public consuming func searchable<V: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// Puts a search field holding `tokens` (each drawn by `token`) before its text.
    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        let views = tokens.wrappedValue.map { AnyView(token($0)) }
        return searchable(SearchRecord(text: text.wrappedValue, prompt: prompt, isActive: false, tokens: views))
    }

    /// Puts a search field holding `tokens`, with a `prompt`.
    @_disfavoredOverload
    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Puts a search field holding `tokens`, with a `prompt`. The text is a localized key.
    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    private func searchable(_ search: SearchRecord) -> some View {
        modifier(NavigationBarWritingModifier { if $0.search == nil { $0.search = search } })
            .environment(\.isSearching, search.isActive)
    }

    /// The suggestions shown under the search field while searching (a plain list over the content).
    public consuming func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let content = AnyView(suggestions())
        return modifier(NavigationBarWritingModifier { record, context in
            if record.searchSuggestions == nil {
                record.searchSuggestions = ToolbarEntry(placement: .automatic, content: content, context: context)
            }
        })
    }

    /// Whether the search suggestions show at `placements` (accepted; they show in the content).
    public consuming func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// The text a suggestion puts in the search field when chosen (no effect on layout).
    public consuming func searchCompletion(_ completion: String) -> some View { modifier(LayoutNeutralModifier()) }

    /// The token a suggestion adds to the search field when chosen (no effect on layout).
    public consuming func searchCompletion<T: Identifiable>(_ token: T) -> some View { modifier(LayoutNeutralModifier()) }

    /// Scopes shown under an active search field (accepted; not laid out).
    public consuming func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// Runs `action` when return is pressed in a field of `triggers` (no effect on layout).
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(LayoutNeutralModifier())
    }
}
