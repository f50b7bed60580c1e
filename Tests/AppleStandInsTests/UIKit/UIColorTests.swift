import SwiftUI
import Testing

@Suite struct UIColorTests {
    /// 8-bit sRGB components as the HIG lists them.
    static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    // iOS light-appearance values (Human Interface Guidelines, "Color").
    @Test(arguments: [
        (UIColor.systemBackground, rgb(255, 255, 255)),
        (UIColor.secondarySystemBackground, rgb(242, 242, 247)),
        (UIColor.tertiarySystemBackground, rgb(255, 255, 255)),
        (UIColor.systemGroupedBackground, rgb(242, 242, 247)),
        (UIColor.secondarySystemGroupedBackground, rgb(255, 255, 255)),
        (UIColor.label, rgb(0, 0, 0)),
        (UIColor.secondaryLabel, rgb(60, 60, 67, 0.6)),
        (UIColor.tertiaryLabel, rgb(60, 60, 67, 0.3)),
        (UIColor.separator, rgb(60, 60, 67, 0.29)),
        (UIColor.systemRed, rgb(255, 59, 48)),
        (UIColor.systemBlue, rgb(0, 122, 255)),
        (UIColor.systemGreen, rgb(52, 199, 89)),
        (UIColor.systemGray, rgb(142, 142, 147)),
        (UIColor.systemGray6, rgb(242, 242, 247)),
    ])
    func systemColoursHaveIOSValues(color: UIColor, expected: UIColor) {
        let (a, b) = (color.color, expected.color)
        #expect(abs(a.red - b.red) < 0.003 && abs(a.green - b.green) < 0.003 && abs(a.blue - b.blue) < 0.003)
        #expect(abs(a.alpha - b.alpha) < 0.001)
    }

    // The colours Typeset also has are Typeset's own.
    @Test func systemColoursAreTypesets() {
        #expect(UIColor.systemRed.color == Color.red)
        #expect(UIColor.label.color == Color.primary)
        #expect(UIColor.secondaryLabel.color == Color.secondary)
        #expect(UIColor.systemGroupedBackground.color == ListMetrics.systemGroupedBackground)
        #expect(UIColor.separator.color == ListMetrics.separator)
        #expect(UIColor(Color.teal) == UIColor.systemTeal)
    }

    @Test func componentsAndAlpha() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect((red, green, blue, alpha) == (0.2, 0.4, 0.6, 0.8))
        #expect(UIColor.systemBlue.withAlphaComponent(0.5).color.alpha == 0.5)
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        // Hue 0 at full saturation and brightness is pure red.
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white }) == .white)
    }

    // `Color(uiColor:)`, `Color(UIColor.x)` and `Color(.x)` draw the UIKit colour.
    @Test func swiftUIColoursFromUIColors() throws {
        #expect(Color(uiColor: .systemIndigo) == Color.indigo)
        #expect(Color(UIColor.systemBackground) == UIColor.systemBackground.color)
        let result = StandIns.layout(Color(.secondarySystemBackground).frame(width: 20, height: 20))
        let fills = result.root.allNodes.compactMap { $0.paint?.shapePaint.fill }
        let fill = try #require(fills.first)
        #expect(fill == UIColor.secondarySystemBackground.color)
        #expect("\(fill)" == "secondarySystemBackground")
    }

    // A catalogue colour is found in the layout's catalogue; a missing one is nil, as in UIKit.
    @Test func namedColoursComeFromTheCatalogue() throws {
        struct Swatch: View {
            var body: some View {
                Color(uiColor: UIColor(named: "Brand") ?? .clear).frame(width: 10, height: 10)
            }
        }
        var catalog = ImageCatalog()
        catalog.registerColor("Brand", Color(red: 0.1, green: 0.2, blue: 0.3))
        var engine = LayoutEngine()
        engine.environment.imageCatalog = catalog
        let fills = engine.layout(Swatch(), proposal: .unspecified).root.allNodes.compactMap { $0.paint?.shapePaint.fill }
        let fill = try #require(fills.first)
        #expect(fill.red == 0.1 && fill.green == 0.2 && fill.blue == 0.3)
        #expect(UIColor(named: "Brand") == nil)
    }
}
