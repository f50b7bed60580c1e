import Testing
import Typeset

/// SwiftUI declares each material twice: `Material.thin` on the type and `.thinMaterial` as a
/// shape style; they are the same material.
@Suite struct MaterialNamesTests {
    @Test func shortNamesAreTheMaterials() {
        #expect(Material.ultraThin == Material.ultraThinMaterial)
        #expect(Material.thin == Material.thinMaterial)
        #expect(Material.regular == Material.regularMaterial)
        #expect(Material.thick == Material.thickMaterial)
        #expect(Material.ultraThick == Material.ultraThickMaterial)
        #expect(Material.thin != Material.thick)
    }
}
