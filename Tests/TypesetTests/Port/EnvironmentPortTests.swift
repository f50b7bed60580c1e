import Foundation
import Testing
import Typeset

@Suite struct EnvironmentPortTests {
    // Common `@Environment` keys read their defaults (an iPhone in light mode) or what an
    // ancestor set.
    @Test func commonEnvironmentValuesAreReadable() throws {
        let light = Port.layout(AboutScreen())
        _ = try Port.text("Light", in: light.root)
        _ = try Port.text("en_US", in: light.root)
        let dark = Port.layout(AboutScreen().preferredColorScheme(.dark))
        _ = try Port.text("Dark", in: dark.root)
        _ = try Port.text("disabled", in: Port.layout(EnabledBadge().disabled(true)).root)
        _ = try Port.text("enabled", in: Port.layout(EnabledBadge().disabled(false)).root)
    }

    // Link and a closed Menu lay out as their label in the tint (iOS), marked with their role.
    @Test func linkAndMenuAreTheirTintedLabel() throws {
        let result = Port.layout(AboutScreen())
        let link = try #require(result.node("link"))
        let linkLabel = try Port.text("Privacy Policy", in: link)
        #expect(link.kind == .control(.link))
        #expect(link.frame == linkLabel.frame)
        #expect(linkLabel.paint?.foreground == .accentColor)
        let menu = try #require(result.node("menu"))
        #expect(menu.kind == .control(.menu))
        #expect(menu.frame == (try Port.text("Options", in: menu)).frame)
        #expect(!menu.allNodes.contains { $0.attributes.contains("\"Duplicate\"") })
    }
}
