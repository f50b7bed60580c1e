import Foundation
import Testing
import Typeset

@Suite struct StoragePortTests {
    /// A fresh store of its own, removed when `body` returns.
    private func withStore(_ body: (UserDefaults) throws -> Void) rethrows {
        let name = "typeset.tests.\(UUID().uuidString)"
        let store = UserDefaults(suiteName: name)!
        defer { store.removePersistentDomain(forName: name) }
        try body(store)
    }

    // Apple, `AppStorage`: the default when the store has no value for the key, the stored
    // value otherwise; `defaultAppStorage(_:)` names the store. `Text("Scale: \(fontScale)")` is a
    // localized key whose Double argument formats as `%lf` (research: text input and languages,
    // the interpolation table), so 1.0 reads "1.000000" as on iOS.
    @Test func appStorageReadsTheStoreOrTheDefault() {
        withStore { store in
            let empty = Port.layout(PreferencesView().defaultAppStorage(store)).root
            for line in ["User: Guest", "Preview: on", "Scale: 1.000000", "Launches: 0", "Theme: system", "Sorting: name", "Nickname: none"] {
                #expect(Port.hasText(line, in: empty), "\(line)")
            }
            store.set("Ada", forKey: "username")
            store.set(false, forKey: "showsPreview")
            store.set(1.5, forKey: "fontScale")
            store.set(7, forKey: "launchCount")
            store.set("dark", forKey: "theme")
            store.set(1, forKey: "sorting")
            store.set("ace", forKey: "nickname")
            let stored = Port.layout(PreferencesView().defaultAppStorage(store)).root
            for line in ["User: Ada", "Preview: off", "Scale: 1.500000", "Launches: 7", "Theme: dark", "Sorting: date", "Nickname: ace"] {
                #expect(Port.hasText(line, in: stored), "\(line)")
            }
        }
    }

    // Writing through the wrapper or its binding stores the value (a raw value for a
    // RawRepresentable; nil removes an optional's key).
    @Test func appStorageWritesTheStore() {
        withStore { store in
            let count = AppStorage(wrappedValue: 0, "count", store: store)
            count.projectedValue.wrappedValue = 5
            #expect(store.integer(forKey: "count") == 5)
            #expect(count.wrappedValue == 5)
            let theme = AppStorage(wrappedValue: AppTheme.system, "theme", store: store)
            theme.wrappedValue = .light
            #expect(store.string(forKey: "theme") == "light")
            let link = AppStorage<URL?>("link", store: store)
            link.wrappedValue = URL(string: "https://example.com")
            #expect(link.wrappedValue == URL(string: "https://example.com"))
            link.wrappedValue = nil
            #expect(store.object(forKey: "link") == nil)
            let data = AppStorage(wrappedValue: Data(), "blob", store: store)
            data.wrappedValue = Data([1, 2, 3])
            #expect(store.data(forKey: "blob") == Data([1, 2, 3]))
            // A stored value of another type reads as the default.
            store.set("many", forKey: "count")
            #expect(count.wrappedValue == 0)
        }
    }

    // Apple, `SceneStorage`: a new scene starts with the defaults.
    @Test func sceneStorageStartsAtItsDefaults() throws {
        let root = Port.layout(DraftEditor()).root
        #expect(Port.hasText("No draft", in: root))
        #expect(Port.hasText("Tab 0", in: root))
        let draft = SceneStorage(wrappedValue: "", "draft")
        draft.projectedValue.wrappedValue = "Hello"
        #expect(draft.wrappedValue == "Hello")
    }

    // A laid-out screen is the active scene; the size classes come from the device (Apple HIG
    // "Layout": iPhones compact × regular in portrait; Pro Max models regular × compact in
    // landscape).
    @Test func sceneEnvironmentFromTheDevice() throws {
        let portrait = Port.screen(SceneStatus()).root
        #expect(Port.hasText("Active", in: portrait))
        #expect(Port.hasText("Compact width", in: portrait))
        #expect(Port.hasText("Regular height", in: portrait))
        let landscape = Port.screen(SceneStatus(), on: .iPhone15ProMax, .landscapeLeft).root
        #expect(Port.hasText("Regular width", in: landscape))
        #expect(Port.hasText("Compact height", in: landscape))
        let small = Port.screen(SceneStatus(), on: .iPhone15, .landscapeLeft).root
        #expect(Port.hasText("Compact width", in: small))
    }

    // `openURL` opens nothing headless: the default action records the URL; an action with a
    // handler runs it.
    @Test func openURLRecords() {
        let url = URL(string: "https://example.com/\(UUID().uuidString)")!
        EnvironmentValues().openURL(url)
        #expect(OpenURLAction.openedURLs.contains(url))
        let other = URL(string: "https://example.com/\(UUID().uuidString)")!
        var opened: Bool?
        OpenURLAction { _ in .discarded }(other) { opened = $0 }
        #expect(opened == false)
        #expect(!OpenURLAction.openedURLs.contains(other))
    }

    // `isPresented` is true in a sheet's content, false elsewhere.
    @Test func isPresentedInsideASheet() throws {
        #expect(Port.hasText("Not presented", in: Port.screen(PresentedEditor()).root))
        let sheet = Color.clear.sheet(isPresented: .constant(true)) { PresentedEditor() }
        let result = Port.screen(sheet)
        let presented = try #require(Port.nodes(.container(.sheet), in: result.root).first)
        #expect(Port.hasText("Presented", in: presented))
    }
}
