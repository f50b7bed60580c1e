import Foundation
import Testing
@testable import Typeset

/// Views that take a title localize a literal and show a `String` as written, as SwiftUI's
/// `LocalizedStringKey` / `@_disfavoredOverload StringProtocol` pairs do.
@Suite struct ViewTitleLocalizationTests {
    @Test func controlsLocalizeLiteralTitles() throws {
        let engine = Translations.engine("de", try Translations.bundle())
        let name = "Save"
        #expect(Translations.texts(Button("Save") {}, engine) == ["Sichern"])
        #expect(Translations.texts(Button(name) {}, engine) == ["Save"])
        #expect(Translations.texts(Button("Save", role: .destructive) {}, engine) == ["Sichern"])
        #expect(Translations.texts(Label("Title", systemImage: "star"), engine) == ["Titel"])
        #expect(Translations.texts(Toggle("Wi-Fi", isOn: .constant(true)), engine) == ["WLAN"])
        #expect(Translations.texts(Link("Settings", destination: URL(fileURLWithPath: "/")), engine) == ["Einstellungen"])
        #expect(Translations.texts(Menu("Settings") { Text(verbatim: "x") }, engine) == ["Einstellungen"])
        #expect(Translations.texts(ProgressView("Settings"), engine).contains("Einstellungen"))
        #expect(Translations.texts(Stepper("Settings", value: .constant(1)), engine).contains("Einstellungen"))
    }

    @Test func textFieldPlaceholdersLocalize() throws {
        let engine = Translations.engine("de", try Translations.bundle())
        #expect(Translations.texts(TextField("Name", text: .constant("")), engine).contains("Vorname"))
        let title = "Name"
        #expect(Translations.texts(TextField(title, text: .constant("")), engine).contains("Name"))
        #expect(!Translations.texts(TextField(title, text: .constant("")), engine).contains("Vorname"))
        #expect(Translations.texts(SecureField("Name", text: .constant("")), engine).contains("Vorname"))
    }

    @Test func sectionsAndNavigationTitlesLocalize() throws {
        let engine = Translations.engine("de", try Translations.bundle())
        let list = List { Section("Header") { Text(verbatim: "row") } }
        #expect(Translations.texts(list, engine).contains("Kopfzeile"))
        let stack = NavigationStack { Text(verbatim: "content").navigationTitle("Settings") }
        #expect(Translations.texts(stack, engine).contains("Einstellungen"))
        let link = NavigationStack { NavigationLink("Settings") { Text(verbatim: "detail") } }
        #expect(Translations.texts(link, engine).contains("Einstellungen"))
        // A menu picker shows its title in a list row (alone, only its selection).
        let picker = List { Picker("Settings", selection: .constant(1)) { Text(verbatim: "One").tag(1) } }
        #expect(Translations.texts(picker, engine).contains("Einstellungen"))
    }

    @Test func interpolatedTitlesAreKeysToo() throws {
        let engine = Translations.engine("de", try Translations.bundle())
        let count = 2
        #expect(Translations.texts(Button("\(count) files") {}, engine) == ["2 Dateien"])
    }
}
