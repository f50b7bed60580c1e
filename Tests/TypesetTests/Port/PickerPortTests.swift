import Foundation
import Testing
import Typeset

@Suite struct PickerPortTests {
    // iOS's default menu-style Picker shows the selected option in the tint followed by the
    // up-and-down chevrons, also tinted (research `ios-metrics.md` §3; documented choice: an
    // 8 × 13 box 4 points after the value); the other options are not laid out.
    @Test func menuPickerShowsTheSelectedOption() throws {
        let result = Port.layout(ThemePicker())
        let picker = try #require(result.node("theme"))
        let selected = try Port.text("Light", in: picker)
        #expect(picker.kind == .control(.picker))
        #expect(picker.frame.minX == selected.frame.minX && picker.frame.width == selected.frame.width + 4 + 8)
        #expect(picker.frame.height == max(selected.frame.height, 13))
        #expect(selected.paint?.foreground == .accentColor)
        let chevrons = try #require(picker.allNodes.first { $0.kind == .controlPart(.menuIndicator) })
        #expect(chevrons.allNodes.contains { $0.paint?.shapePaint.stroke == .accentColor })
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
        // No value: the chevrons alone.
        #expect(try #require(unmatched.node("size")).frame.size == CGSize(width: 8, height: 13))
    }
}
