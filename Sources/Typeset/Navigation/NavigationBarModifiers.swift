// The modifiers that configure the enclosing navigation bar. Each writes to the nearest
// `NavigationBarRecord`; outside a navigation container they change nothing.

extension View {
    /// The title the enclosing navigation bar shows.
    public consuming func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarWritingModifier { if $0.title == nil { $0.title = title } })
    }

    /// The title the enclosing navigation bar shows.
    @_disfavoredOverload
    public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title the enclosing navigation bar shows. The text is a localized key.
    public consuming func navigationTitle(_ title: LocalizedStringKey) -> some View {
        navigationTitle(Text(title))
    }

    /// An editable title (shown as its current value).
    public consuming func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// How the enclosing navigation bar shows the title: inline (44-point bar) or large (96).
    public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarWritingModifier { $0.displayMode = displayMode })
    }

    /// Hides the enclosing navigation bar (deprecated form of `toolbar(.hidden, for: .navigationBar)`).
    public consuming func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarWritingModifier { $0.barVisibility = hidden ? .hidden : .visible })
    }

    /// Hides the back button of the enclosing navigation bar.
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarWritingModifier { $0.backButtonHidden = hidesBackButton })
    }

    /// The title of the enclosing navigation bar (deprecated form of `navigationTitle`).
    public consuming func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The title of the enclosing navigation bar (deprecated form of `navigationTitle`).
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title of the enclosing navigation bar (deprecated form of `navigationTitle`). The text is a localized key.
    public consuming func navigationBarTitle(_ title: LocalizedStringKey) -> some View {
        navigationTitle(Text(title))
    }

    /// The title and how it shows (deprecated form of `navigationTitle` and
    /// `navigationBarTitleDisplayMode`).
    public consuming func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title and how it shows (deprecated form).
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// The title and how it shows (deprecated form). The text is a localized key.
    public consuming func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Views at the leading end of the enclosing navigation bar (deprecated form of
    /// `toolbar` with `.navigationBarLeading` items).
    public consuming func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarItems([(.navigationBarLeading, AnyView(leading))])
    }

    /// Views at the trailing end of the enclosing navigation bar (deprecated form).
    public consuming func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarItems([(.navigationBarTrailing, AnyView(trailing))])
    }

    /// Views at both ends of the enclosing navigation bar (deprecated form).
    public consuming func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationBarItems([(.navigationBarLeading, AnyView(leading)), (.navigationBarTrailing, AnyView(trailing))])
    }

    private func navigationBarItems(_ items: [(ToolbarItemPlacement, AnyView)]) -> some View {
        modifier(NavigationBarWritingModifier { record, context in
            for (placement, view) in items { record.items.append(ToolbarEntry(placement: placement, content: view, context: context)) }
        })
    }

    /// The destination for values pushed with `NavigationLink(value:)` (not laid out: headless
    /// layout shows the root).
    public consuming func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// A destination pushed while `isPresented` is true (not laid out).
    public consuming func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// A destination pushed while `item` is not nil (not laid out).
    public consuming func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(LayoutNeutralModifier())
    }
}
