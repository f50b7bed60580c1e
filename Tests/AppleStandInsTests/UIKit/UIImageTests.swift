import SwiftUI
import Testing

@Suite struct UIImageTests {
    static func engine() -> LayoutEngine {
        var catalog = ImageCatalog()
        catalog.register("Logo", size: CGSize(width: 120, height: 40))
        var engine = LayoutEngine()
        engine.environment.imageCatalog = catalog
        return engine
    }

    struct Logo: View {
        var body: some View {
            if let logo = UIImage(named: "Logo") {
                Image(uiImage: logo).id("logo")
            }
            if UIImage(named: "Absent") == nil {
                Text("no image").id("absent")
            }
        }
    }

    // `UIImage(named:)` reads the layout's catalogue; an unknown name is nil, as in UIKit.
    @Test func namedImagesComeFromTheCatalogue() throws {
        let result = Self.engine().layout(Logo(), proposal: .unspecified)
        let logo = try #require(result.node("logo"))
        #expect(logo.frame.size == CGSize(width: 120, height: 40))
        guard case .image(let image) = logo.kind else { Issue.record("not an image: \(logo.kind)"); return }
        #expect(image.name == "Logo")
        #expect(result.node("absent") != nil)
        #expect(UIImage(named: "Logo") == nil)
    }

    // `UIImage(systemName:)` is a symbol; `Image(uiImage:)` lays it out as `Image(systemName:)`.
    @Test func systemImagesAreSymbols() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        // SymbolMetricsModel at UIKit's 17-pt default: 1.4 × 0.705 × 17.
        #expect(abs(star.size.height - 1.4 * 0.705 * 17) < 1e-9)
        #expect(star.size.width == star.size.height)
        let viaUIImage = StandIns.layout(Image(uiImage: star)).root
        let direct = StandIns.layout(Image(systemName: "star.fill")).root
        #expect(viaUIImage.kind == direct.kind)
        #expect(viaUIImage.frame == direct.frame)
    }

    @Test func emptyAndSizedImages() {
        #expect(UIImage().size == .zero)
        let result = StandIns.layout(Image(uiImage: UIImage()))
        #expect(result.root.frame.size == .zero)
    }
}
