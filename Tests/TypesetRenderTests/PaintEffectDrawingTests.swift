// Paint effects of the result (issue 13) become clip and transform commands of the display list.
import Foundation
import Testing
import Typeset
@testable import TypesetRender

@Suite struct PaintEffectDrawingTests {
    @Test func clipsAndTransformsWrapTheContent() throws {
        let result = LayoutEngine().layout(
            Color.blue.frame(width: 40, height: 20)
                .clipShape(RoundedRectangle(cornerRadius: 6))
                .rotationEffect(.degrees(90))
                .padding(10),
            proposal: ProposedViewSize(width: nil, height: nil))
        let list = displayList(for: result, guides: false)
        guard case .transform(let transform, let rotated)? = list.commands.first else {
            Issue.record("expected a transform first, found \(list.commands)")
            return
        }
        // A quarter turn clockwise on screen about the frame's centre (50 ÷ 2 = 30, 20 ÷ 2 + 10 = 20).
        #expect(abs(transform.a) < 1e-12 && abs(transform.b - 1) < 1e-12 && abs(transform.c + 1) < 1e-12 && abs(transform.d) < 1e-12)
        let centre = CGPoint(x: 30, y: 20)
        #expect(abs(transform.a * centre.x + transform.c * centre.y + transform.tx - centre.x) < 1e-9)
        #expect(abs(transform.b * centre.x + transform.d * centre.y + transform.ty - centre.y) < 1e-9)
        guard case .clip(let outline, let clipped)? = rotated.first else {
            Issue.record("expected a clip inside the transform, found \(rotated)")
            return
        }
        #expect(outline == .roundedRect(CGRect(x: 10, y: 10, width: 40, height: 20), cornerSize: CGSize(width: 6, height: 6), style: .circular))
        #expect(clipped.count == 1)
    }

    @Test func effectsRenderToPNG() throws {
        let result = LayoutEngine().layout(
            Text("Card").padding().background(.blue).cornerRadius(12).scaleEffect(0.5).rotationEffect(.degrees(10)),
            proposal: ProposedViewSize(width: nil, height: nil))
        for format in RenderFormat.allCases {
            let data = try Renderer.render(displayList(for: result, guides: false), format: format)
            #expect(data.count > 100, "\(format)")
        }
    }
}
