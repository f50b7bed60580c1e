import SwiftUI
import Testing

@Suite struct UIFontTests {
    // The HIG's Dynamic Type table: body is 17 pt at Large, 23 at xxxLarge, 53 at AX5;
    // largeTitle 34 at Large; caption1 12 at Large.
    @Test func preferredFontFollowsTheTraitCollection() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        let large = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 23)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize == 53)
    }

    // Inside a layout, `preferredFont` takes the Dynamic Type size in force.
    @Test func preferredFontInALayoutFollowsDynamicType() throws {
        struct Label: View {
            var body: some View {
                Text("Hello").font(Font(UIFont.preferredFont(forTextStyle: .body)))
            }
        }
        var engine = LayoutEngine()
        engine.environment.dynamicTypeSize = .xxxLarge
        let text = try #require(engine.layout(Label(), proposal: .unspecified).root.allNodes.compactMap(\.text).first)
        #expect(text.primaryMetrics.size == 23)
        let large = try #require(LayoutEngine().layout(Label(), proposal: .unspecified).root.allNodes.compactMap(\.text).first)
        #expect(large.primaryMetrics.size == 17)
    }

    @Test func systemFontsAndWeights() {
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        #expect(font.pointSize == 15)
        #expect(font.font == Font.system(size: 15, weight: .semibold))
        // UIKit's weight constants (UIFont.Weight raw values): regular 0, bold 0.4.
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.boldSystemFont(ofSize: 12).font == Font.system(size: 12, weight: .bold))
        #expect(UIFont.systemFont(ofSize: 10).withSize(20).pointSize == 20)
        #expect(UIFont(name: "DejaVu Serif", size: 13)?.font == Font.custom("DejaVu Serif", fixedSize: 13))
    }

    @Test func contentSizeCategoriesMapToDynamicTypeSizes() {
        #expect(UIContentSizeCategory(DynamicTypeSize.large) == .large)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .extraLarge)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
    }
}
