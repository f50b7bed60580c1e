import Foundation
import Testing
import Typeset

/// The port suite's shape styles (Views/ShapeStyleViews.swift). Colours: UIKit's light-mode
/// standard colours (label colours: (60, 60, 67) at 60 %, 30 %, 18 %; system backgrounds: white
/// and (242, 242, 247) for the secondary level), as `HierarchicalShapeStyle` and
/// `BackgroundStyle` cite them.
@Suite struct ShapeStylePortTests {
    static let label = (red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255)

    static func node(_ result: LayoutResult, _ id: String) throws -> LayoutNode {
        try #require(result.node(id), "no node \(id)")
    }

    // `AnyShapeStyle` erases the tint or the secondary style; each paints as itself.
    @Test func anyShapeStyleKeepsWhatItErases() throws {
        let selected = try Port.text("Row", in: Port.layout(SelectableRow(isSelected: true)).root)
        #expect(selected.paint?.foreground == .accentColor)
        let plain = try Port.text("Row", in: Port.layout(SelectableRow(isSelected: false)).root)
        #expect(Port.same(plain.paint?.foreground, Color(red: Self.label.red, green: Self.label.green, blue: Self.label.blue, opacity: 0.6)))
    }

    // `.background` is white, its secondary level `secondarySystemBackground`.
    @Test func backgroundStylesAndTheirLevels() throws {
        let result = Port.layout(LayeredCards())
        let outer = try #require(Port.nodes(.shape(.roundedRectangle), in: try Self.node(result, "outer")).first)
        #expect(outer.paint?.shapePaint.fill == .white)
        let inner = try #require(Port.nodes(.shape(.roundedRectangle), in: try Self.node(result, "inner")).first)
        #expect(Port.same(inner.paint?.shapePaint.fill, Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
        #expect(inner.paint?.shapePaint.cornerSize == CGSize(width: 10, height: 10))
    }

    // The hierarchical levels of the label colours.
    @Test func hierarchicalLevels() throws {
        let result = Port.layout(HierarchicalText())
        let alphas: [(String, Double)] = [("secondary", 0.6), ("tertiary", 0.3), ("quaternary", 0.18), ("quinary", 0.1)]
        #expect(try Port.text("Primary", in: Self.node(result, "primary")).paint?.foreground == .primary)
        for (id, alpha) in alphas {
            let text = try #require(result.node(id)?.allNodes.first { $0.name == "Text" })
            #expect(Port.same(text.paint?.foreground, Color(red: Self.label.red, green: Self.label.green, blue: Self.label.blue, opacity: alpha)), "\(id)")
        }
    }

    // The gradient members fill as typed gradients; an elliptical one keeps its fractions
    // (SwiftUI's defaults: centre, 0 to 0.5); `Color.gradient` is a linear gradient, top to bottom.
    @Test func gradientMembersAreTyped() throws {
        let result = Port.layout(GradientMembers())
        func gradient(_ id: String) throws -> GradientFill? {
            try Self.node(result, id).allNodes.first { $0.paint?.shapePaint.gradient != nil }?.paint?.shapePaint.gradient
        }
        #expect(try gradient("linear") == .linear(
            stops: [GradientStop(color: .pink, location: 0), GradientStop(color: .yellow, location: 1)], startPoint: .top, endPoint: .bottom))
        #expect(try gradient("radialMember")?.name == "radial")
        #expect(try gradient("elliptical") == .elliptical(
            stops: [GradientStop(color: .white, location: 0), GradientStop(color: .purple, location: 1)], center: .center,
            startRadiusFraction: 0, endRadiusFraction: 0.5))
        guard case .linear(let stops, .top, .bottom)? = try gradient("colorGradient") else {
            Issue.record("Color.gradient is not a top-to-bottom gradient")
            return
        }
        #expect(stops.count == 2)
    }

    // Two foreground styles: `.primary` and `.secondary` inside take them; three: the tertiary too.
    @Test func twoAndThreeForegroundStyles() throws {
        let result = Port.layout(MultiStyleLabels())
        #expect(try Port.text("Main", in: Self.node(result, "mainOfTwo")).paint?.foreground == .red)
        #expect(try Port.text("Detail", in: Self.node(result, "detailOfTwo")).paint?.foreground == .orange)
        #expect(try Port.text("C", in: Self.node(result, "thirdOfThree")).paint?.foreground == .purple)
    }

    // `tint` colours a button's label; a tint style at half opacity fills a shape.
    @Test func tintAndOpacity() throws {
        let result = Port.layout(TintAndOpacity())
        #expect(try Port.text("Tinted", in: Self.node(result, "tinted")).paint?.foreground == .pink)
        let faded = try #require(Port.nodes(.shape(.roundedRectangle), in: try Self.node(result, "fadedTint")).first)
        #expect(Port.same(faded.paint?.shapePaint.fill, Color.accentColor.opacity(0.5)))
    }
}
