import Foundation
import Testing
import Typeset

@Suite struct PaintPortTests {
    // Gradients are typed paint (SwiftUI's `LinearGradient(colors:startPoint:endPoint:)`: evenly
    // spaced stops), the frame unchanged; a shadow is a paint effect that changes no frame.
    @Test func gradientsAreRecordedAsPaint() throws {
        let result = Port.layout(GradientCard())
        let card = try #require(result.node("card"))
        let text = try Port.text("Sunset", in: result.root)
        #expect(card.size == CGSize(width: text.size.width + 32, height: text.size.height + 32))
        let background = try #require(card.allNodes.first { $0.kind == .shape(.rectangle) })
        #expect(background.paint?.shapePaint.gradient == .linear(
            stops: [GradientStop(color: .orange, location: 0), GradientStop(color: .pink, location: 1)], startPoint: .top, endPoint: .bottom))
        #expect(card.allNodes.contains { if case .effect(.shadow(_, 8, 0, 0)) = $0.kind { true } else { false } })

        let shapes = Port.layout(GradientShapes())
        let radial = try #require(shapes.node("radial")?.allNodes.first { $0.kind == .shape(.circle) })
        #expect(radial.paint?.shapePaint.gradient?.name == "radial")
        let angular = try #require(shapes.node("angular")?.allNodes.first { $0.kind == .shape(.circle) })
        guard case .angular(let stops, _, let start, let end)? = angular.paint?.shapePaint.gradient else {
            Issue.record("no angular gradient")
            return
        }
        // `AngularGradient(gradient:center:)`: angle 0, a full turn.
        #expect(stops.count == 6 && start == 0 && end == 360)
    }

    // A material is a translucent fill recorded by name; `mask` lays its view out as an
    // overlay (proposed the masked view's size) and changes no frame; `blur` changes no frame.
    @Test func materialsMasksAndBlursKeepTheFrames() throws {
        let result = Port.layout(MaterialAndMask())
        let material = try #require(result.node("material")?.allNodes.first { $0.kind == .shape(.rectangle) })
        #expect(material.paint?.shapePaint.material == "ultraThinMaterial")
        #expect((material.paint?.shapePaint.fill?.alpha ?? 1) < 1)
        #expect(try #require(result.node("blurred")).size == CGSize(width: 60, height: 40))
        let masked = try #require(result.node("masked"))
        #expect(masked.size == CGSize(width: 120, height: 40))
        let mask = try #require(masked.allNodes.first { if case .mask = $0.kind { true } else { false } })
        #expect(mask.children.count == 2)
        let maskText = try Port.text("Masked", in: mask)
        #expect(abs(maskText.frame.midX - mask.frame.midX) < 0.5)
    }
}
