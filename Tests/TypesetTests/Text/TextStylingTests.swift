import Foundation
import Testing
import Typeset

/// Text's font styles on Text and as view modifiers, and `textCase` with the environment's
/// locale (research/text-styling.md §2).
@Suite struct TextStylingTests {
    private func lay<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
        LayoutEngine(fonts: .bundled, environment: environment).layout(view, proposal: .unspecified)
    }

    /// The first glyph run of the (only) Text in `view`.
    private func run(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) throws -> GlyphRun {
        let text = lay(view, environment: environment).root.allNodes.first { $0.name == "Text" }?.text
        return try #require(text?.lines.first?.runs.first)
    }

    private func string(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) throws -> String {
        try #require(lay(view.id("t"), environment: environment).node("t")?.text?.string)
    }

    @Test func textCaseMapsWithTheEnvironmentLocale() throws {
        #expect(try string(Text("straße").textCase(.uppercase)) == "STRASSE")
        var turkish = EnvironmentValues()
        turkish.locale = Locale(identifier: "tr")
        #expect(try string(Text("istanbul").textCase(.uppercase), environment: turkish) == "İSTANBUL")
        #expect(try string(Text("istanbul").textCase(.uppercase)) == "ISTANBUL")
        #expect(try string(Text("Hello").textCase(.lowercase)) == "hello")
        #expect(try string(Text("Hello").textCase(nil)) == "Hello")
        // Each segment keeps its own style.
        let segments = try string((Text("a").bold() + Text("ß")).textCase(.uppercase))
        #expect(segments == "ASS")
    }

    @Test func viewModifiersStyleEveryTextInside() throws {
        #expect(try run(Text("1").fontWeight(.semibold)).variations == [FontVariation(tag: "wght", value: 600)])
        #expect(try run(VStack { Text("1") }.fontWeight(.light)).variations == [FontVariation(tag: "wght", value: 300)])
        // View-level bold on body: the emphasized weight, semibold.
        #expect(try run(VStack { Text("1") }.bold()).variations == [FontVariation(tag: "wght", value: 600)])
        #expect(try run(VStack { Text("1").font(.title) }.bold()).variations == [FontVariation(tag: "wght", value: 700)])
        #expect(try run(VStack { Text("1") }.italic()).face.isItalic)
        #expect(try run(VStack { Text("1") }.monospacedDigit()).features == ["tnum"])
        #expect(try run(Text("1").monospacedDigit()).features == ["tnum"])
        #expect(try run(VStack { Text("1") }.monospaced()).face.postScriptName == "DejaVuSansMono")
        #expect(try run(Text("1").monospaced()).face.postScriptName == "DejaVuSansMono")
        #expect(try run(Text("1").monospaced(false)).face.familyName == "Inter")
        #expect(try run(VStack { Text("1") }.fontDesign(.serif)).face.postScriptName == "DejaVuSerif")
        #expect(try run(Text("1").fontDesign(.serif)).face.postScriptName == "DejaVuSerif")
        // A design applies to system fonts only; the Text's own style wins over the view's.
        #expect(try run(Text("1").font(.custom("Lato", size: 17)).fontDesign(.serif)).face.familyName == "Lato")
        #expect(try run(VStack { Text("1").fontWeight(.heavy) }.fontWeight(.light)).variations == [.init(tag: "wght", value: 800)])
    }

    @Test func anUnavailableWidthIsReported() throws {
        let result = lay(VStack { Text("Wide").id("t") }.fontWidth(.expanded))
        #expect(result.diagnostics.contains { $0.kind == .unavailableFontWidth && $0.message.contains("Inter") })
        let plain = lay(VStack { Text("Wide").id("t") })
        #expect(try #require(result.node("t")).frame == (try #require(plain.node("t")).frame))
        #expect(lay(Text("Wide").fontWidth(.standard)).diagnostics.isEmpty)
        #expect(lay(Text("Wide").fontWidth(.condensed)).diagnostics.count == 1)
    }

    /// Texts resolved one after another in different environments each take their own: the
    /// values kept for the last environment a Text met (Design §9 "Read once per environment")
    /// are not read for a Text in another one, nor for one back in the first after it.
    @Test func textsInTurnInOtherEnvironmentsTakeTheirOwn() throws {
        let result = lay(VStack {
            Text("Typesetting").id("plain")
            VStack { Text("Typesetting").id("title") }.textCase(.uppercase).font(.title)
            Text("Typesetting").id("plain again")
            VStack { Text("Typesetting").id("bold") }.bold().lineLimit(1)
            Text("Typesetting").id("last")
        })
        let ids = ["plain", "title", "plain again", "bold", "last"]
        let texts = try ids.map { try #require(result.node($0)?.text) }
        #expect(texts.map(\.string) == ["Typesetting", "TYPESETTING", "Typesetting", "Typesetting", "Typesetting"])
        let runs = try texts.map { try #require($0.lines.first?.runs.first) }
        // Body is 17 pt, title 28 (research/text-styling.md); bold body is semibold (600).
        #expect(runs.map(\.size) == [17, 28, 17, 17, 17])
        #expect(runs.map { $0.variations.contains(FontVariation(tag: "wght", value: 600)) } == [false, false, false, true, false])
        // Each as laid out alone, where no other Text came first.
        let alone = try [
            AnyView(Text("Typesetting")), AnyView(VStack { Text("Typesetting") }.textCase(.uppercase).font(.title)),
            AnyView(Text("Typesetting")), AnyView(VStack { Text("Typesetting") }.bold().lineLimit(1)), AnyView(Text("Typesetting")),
        ].map { view in try #require(lay(view).root.allNodes.first { $0.name == "Text" }?.size) }
        let sizes = try ids.map { try #require(result.node($0)?.size) }
        #expect(sizes == alone)
        #expect(Set(sizes.map(\.width)).count == 3)
    }
}
