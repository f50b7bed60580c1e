import Foundation
import Testing
import Typeset

@Suite struct NavigationBarTests {
    private struct SearchProbe: View {
        @Environment(\.isSearching) private var isSearching
        var body: some View { Text(isSearching ? "searching" : "idle") }
    }

    // An active search: the field (with Cancel) replaces the title in a 56-point bar (a
    // standalone UISearchBar, Design §20.2); the suggestions cover the content; the content
    // reads `isSearching`.
    @Test func activeSearchReplacesTheTitle() throws {
        let view = NavigationStack {
            SearchProbe()
                .navigationTitle("Fruit")
                .searchable(text: .constant("Ap"), isPresented: .constant(true))
                .searchSuggestions { Text("Apples") }
        }
        let result = Port.screen(view)
        let bar = try #require(Port.parts(.navigationBar, in: result.root).first)
        #expect(bar.frame.height == 56)
        #expect(!Port.hasText("Fruit", in: bar))
        _ = try Port.text("Cancel", in: bar)
        _ = try Port.text("Ap", in: bar)
        let suggestions = try #require(Port.parts(.searchSuggestions, in: result.root).first)
        #expect(Port.hasText("Apples", in: suggestions))
        _ = try Port.text("searching", in: result.root)
        // Not searching: the title, no suggestions, `isSearching` false.
        let idle = Port.screen(NavigationStack {
            SearchProbe().navigationTitle("Fruit").searchable(text: .constant("")).searchSuggestions { Text("Apples") }
        })
        #expect(Port.parts(.searchSuggestions, in: idle.root).isEmpty)
        _ = try Port.text("idle", in: idle.root)
        _ = try Port.text("Search", in: idle.root)
    }

    // The inline title keeps 6 points from the bar's items and is centred (Design §20.2).
    @Test func inlineTitleKeepsClearOfTheItems() throws {
        let view = NavigationStack {
            Color.clear
                .navigationTitle("A title far too long to fit between the two long items")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Leading item") }
                    ToolbarItem(placement: .topBarTrailing) { Text("Short") }
                }
        }
        let result = Port.screen(view)
        let leading = try Port.text("Leading item", in: result.root)
        let title = try #require(Port.parts(.navigationTitle, in: result.root).first)
        #expect(title.frame.minX >= leading.frame.maxX + 6 - 1e-9)
        #expect(Port.near(title.frame.midX, 196.5))
        #expect(title.frame.width <= 393 - 2 * (leading.frame.maxX + 6) + 1e-9)
    }

    // Outside a screen the stack is the window: the list's background reaches under its bar.
    @Test func withoutADeviceTheStackIsTheWindow() throws {
        let result = LayoutEngine().layout(NavigationStack { List { Text("Row") }.navigationTitle("Title") }, proposal: portScreen)
        let background = try #require(Port.parts(.groupedBackground, in: result.root).first)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func barModifiers() throws {
        // A binding title shows its value; secondary actions collapse into a trailing menu.
        let view = NavigationStack {
            Text("Body")
                .navigationTitle(.constant("Draft"))
                .toolbar {
                    ToolbarItem(placement: .secondaryAction) { Button("Duplicate") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Share") {} }
                }
                .toolbar(.hidden, for: .bottomBar)
        }
        let result = Port.screen(view)
        _ = try Port.text("Draft", in: result.root)
        #expect(!Port.hasText("Duplicate", in: result.root))
        #expect(result.root.allNodes.contains { if case .image(let image) = $0.kind { image.name == "ellipsis.circle" } else { false } })
        #expect(Port.parts(.bottomToolbar, in: result.root).isEmpty)
    }

    // `toolbar(.hidden, for: .tabBar)` on the selected tab (or inside its stack) hides the tab bar.
    @Test func tabBarHiddenFromATab() throws {
        let direct = TabView {
            Text("Home").toolbar(.hidden, for: .tabBar).tabItem { Text("Home") }
            Text("More").tabItem { Text("More") }
        }
        #expect(Port.parts(.tabBar, in: Port.screen(direct).root).isEmpty)
        let nested = TabView {
            NavigationStack { Text("Home").toolbar(.hidden, for: .tabBar) }.tabItem { Text("Home") }
        }
        #expect(Port.parts(.tabBar, in: Port.screen(nested).root).isEmpty)
        let shown = TabView { Text("Home").tabItem { Text("Home") } }
        #expect(Port.parts(.tabBar, in: Port.screen(shown).root).count == 1)
    }

    // A selection no tab is tagged with: the first tab, reported with the TabView's path.
    @Test func unknownTabSelectionIsReported() throws {
        let view = TabView(selection: .constant(9)) {
            Text("One").tabItem { Text("One") }.tag(1)
            Text("Two").tabItem { Text("Two") }.tag(2)
        }
        let result = Port.screen(view)
        #expect(result.diagnostics.contains { $0.message.contains("selection 9 matches no tab") && $0.view.contains("TabView") })
        let content = try #require(Port.parts(.tabContent, in: result.root).first)
        #expect(Port.hasText("One", in: content))
    }
}
