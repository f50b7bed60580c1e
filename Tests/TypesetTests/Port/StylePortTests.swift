import Foundation
import Testing
import Typeset

@Suite struct StylePortTests {
    // `.background(.blue)` fills the view's bounds; `.foregroundStyle(.secondary)` is iOS's
    // secondaryLabel, (60, 60, 67) at 60 % (UIKit standard colours).
    @Test func shapeStylesWhereSwiftUITakesThem() throws {
        let result = Port.layout(ProfileCard())
        let card = try #require(result.node("card"))
        let fill = try #require(Port.nodes(.shape(.rectangle), in: card).first)
        #expect(fill.frame == card.frame)
        #expect(fill.paint?.shapePaint.fill == .blue)
        let role = try Port.text("Rear Admiral", in: card)
        #expect(Port.same(role.paint?.foreground, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)))
    }

    // Paint-only and behaviour modifiers change no frame (Design §6).
    @Test func paintOnlyModifiersChangeNoFrame() throws {
        let plain = Port.layout(ProfileCard())
        let decorated = Port.layout(DecoratedCard())
        for id in ["card", "name", "role"] {
            #expect(try #require(plain.node(id)).frame == (try #require(decorated.node(id))).frame, "\(id)")
        }
        #expect(plain.size == decorated.size)
    }

    // What a renderer needs is recorded as typed paint effects, each with the card's frame.
    @Test func paintEffectsAreRecorded() throws {
        let result = Port.layout(DecoratedCard())
        let card = try #require(result.node("card"))
        let effects = card.allNodes.compactMap { node -> (PaintEffect, CGRect)? in
            if case .effect(let effect) = node.kind { return (effect, node.frame) }
            return nil
        }
        let kinds = effects.map(\.0)
        #expect(kinds.contains(.clip(shape: .roundedRectangle, cornerSize: CGSize(width: 12, height: 12))))
        #expect(kinds.filter { $0 == .clip(shape: .roundedRectangle, cornerSize: CGSize(width: 12, height: 12)) }.count == 2)
        #expect(kinds.contains(.clip(shape: .rectangle, cornerSize: nil)))
        #expect(kinds.contains(.shadow(color: Color.black.opacity(0.2), radius: 8, x: 0, y: 4)))
        #expect(kinds.contains(.blur(radius: 0)))
        #expect(kinds.contains(.rotation(degrees: 5, anchor: .center)))
        #expect(kinds.contains(.scale(x: 1.1, y: 1.1, anchor: .center)))
        #expect(effects.allSatisfy { $0.1 == card.frame })
        #expect(result.dump().contains("Shadow [black 0.2, radius: 8, x: 0, y: 4]"))
    }

    // `hidden()`: the view keeps its frame and is not drawn (Apple, `hidden()`).
    @Test func hiddenKeepsItsFrame() throws {
        let result = Port.layout(HiddenPlaceholder())
        let hidden = try Port.text("Hidden", in: result.root)
        let visible = try Port.text("Visible", in: result.root)
        #expect(hidden.frame.minX == visible.frame.maxX + 8)
        #expect(hidden.paint?.opacity == 0)
        #expect(visible.paint?.opacity == 1)
    }

    // Colour initialisers, `.tint`, the accent colour (iOS systemBlue), hierarchical styles and
    // materials as fills.
    @Test func colorInitialisersAndStyles() throws {
        let result = Port.layout(Swatches())
        func fill(_ id: String) throws -> Color? {
            let node = try #require(result.node(id))
            return try #require(node.allNodes.first { $0.paint?.shape != nil }).paint?.shapePaint.fill
        }
        #expect(Port.same(try fill("rgb"), Color(red: 1, green: 0.5, blue: 0)))
        #expect(Port.same(try fill("white"), Color(red: 0.5, green: 0.5, blue: 0.5)))
        #expect(Port.same(try fill("hsb"), Color(red: 0, green: 0, blue: 1)))
        #expect(try fill("tinted") == .green)
        #expect(Port.same(try fill("accent"), Color(red: 0, green: 122 / 255, blue: 1)))
        #expect(Port.same(try fill("quaternary"), Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18)))
        #expect(try fill("material") != nil)
        #expect(try #require(result.node("gradient")).frame.size == CGSize(width: 20, height: 20))
    }
}
