import Foundation
import Testing
import Typeset

@Suite struct PickerPortTests {
    // iOS's default menu-style Picker shows the selected option in the tint (documented choice:
    // without the chevron symbol); the other options are not laid out.
    @Test func menuPickerShowsTheSelectedOption() throws {
        let result = Port.layout(ThemePicker())
        let picker = try #require(result.node("theme"))
        let selected = try Port.text("Light", in: picker)
        #expect(picker.kind == .control(.picker))
        #expect(picker.frame == selected.frame)
        #expect(selected.paint?.foreground == .accentColor)
        #expect(!result.root.allNodes.contains { $0.attributes.contains("\"Dark\"") })

        let medium = Port.layout(SizePicker(size: .constant(2)))
        _ = try Port.text("Medium", in: try #require(medium.node("size")))
        #expect(!medium.root.allNodes.contains { $0.attributes.contains("\"Small\"") })
        #expect(medium.diagnostics.isEmpty)
    }

    // An empty Picker, or a selection no option has: a diagnostic with the view's path, no crash.
    @Test func emptyOrUnmatchedPickersAreDiagnosed() throws {
        let empty = Port.layout(EmptyPicker())
        let diagnostic = try #require(empty.diagnostics.first)
        #expect(diagnostic.kind == .unsupported)
        #expect(diagnostic.view.hasPrefix("VStack"))
        #expect(diagnostic.view.contains("Picker"))
        #expect(diagnostic.message.contains("no options"))

        let unmatched = Port.layout(SizePicker(size: .constant(9)))
        #expect(unmatched.diagnostics.contains { $0.message.contains("tagged 9") && $0.view.contains("Picker") })
        #expect(try #require(unmatched.node("size")).frame.size == .zero)
    }
}
