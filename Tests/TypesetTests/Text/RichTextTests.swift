import Foundation
import Testing

@testable import Typeset

/// Text's paint and inline content: colours, underlines and strikethroughs per segment and on
/// views, link tint, `AttributedString` with SwiftUI's attributes, Markdown spans and inline
/// images. Expectations: Apple's documentation of `Text` (modifiers apply where a segment sets
/// nothing; "attributes take precedence over modifiers", research text-input §5.1), OpenSwiftUI's
/// `ResolvedText` for the link colour (§4.1) and the research file's inline images (§6).
@Suite struct RichTextTests {
    private func lay<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
        LayoutEngine(fonts: .bundled, environment: environment).layout(view, proposal: .unspecified)
    }

    /// The node of the Text marked `t` in `result` (the mark may sit on a wrapper around it).
    private func textNode(_ result: LayoutResult) throws -> LayoutNode {
        try #require(result.node("t")?.allNodes.first { $0.text != nil })
    }

    /// The layout of `view`, a Text.
    private func text(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) throws -> TextLayout {
        try #require(textNode(lay(view.id("t"), environment: environment)).text)
    }

    /// The layout of the Text marked `t` somewhere inside `view`.
    private func text(in view: some View, environment: EnvironmentValues = EnvironmentValues()) throws -> TextLayout {
        try #require(textNode(lay(view, environment: environment)).text)
    }

    /// The foreground `view`, a Text, takes as a whole (its node's paint).
    private func foreground(_ view: some View) throws -> Color? {
        try textNode(lay(view.id("t"))).paint?.foreground
    }

    private func paint(_ color: Color) -> TextPaint.Color { TextPaint.Color(color) }

    // MARK: Segments and concatenation

    @Test func concatenationKeepsEverySegmentsStyles() throws {
        let star = Text(Image(systemName: "star"))
        let layout = try text(
            (Text("a").underline() + Text("b").strikethrough(pattern: .dash, color: .red).foregroundColor(.green) + star)
                .foregroundColor(.blue))
        #expect(layout.string == "ab\u{FFFC}")
        #expect(layout.paint == [
            TextPaintRange(range: 0..<1, paint: TextPaint(foreground: paint(.blue), underline: TextPaint.Line())),
            TextPaintRange(
                range: 1..<2,
                paint: TextPaint(foreground: paint(.green), strikethrough: TextPaint.Line(pattern: .dash, color: paint(.red)))),
            TextPaintRange(range: 2..<5, paint: TextPaint(foreground: paint(.blue))),
        ])
        #expect(layout.decorations.map(\.kind) == [.underline, .strikethrough])
        #expect(layout.lines[0].runs.last?.attachment?.attachment.isSymbol == true)
    }

    @Test func innerModifiersWin() throws {
        #expect(try foreground(Text("a").foregroundColor(.red).foregroundColor(.blue)) == .red)
        // One colour for the whole Text is the node's foreground, not a paint range.
        #expect(try text(Text("a").foregroundColor(.red)).paint.isEmpty)
        #expect(try text(Text("a").underline(false).underline()).decorations.isEmpty)
        #expect(try text(Text("a").strikethrough(color: .red).strikethrough(color: .blue)).decorations.first?.color == paint(.red))
        // An underline without a colour takes the text's: the segment's where it has its own,
        // else (nil) the node's.
        #expect(try text(Text("a").underline().foregroundColor(.green)).decorations.first?.color == nil)
        #expect(try foreground(Text("a").underline().foregroundColor(.green)) == .green)
        let mixed = try text(Text("a").underline().foregroundColor(.green) + Text("b"))
        #expect(mixed.decorations.first?.color == paint(.green))
        // Paint changes no frame.
        let plain = try #require(lay(Text("Paint").id("t")).node("t")).frame
        let painted = try #require(lay(Text("Paint").underline().strikethrough().foregroundColor(.red).id("t")).node("t")).frame
        #expect(plain == painted)
    }

    @Test func viewLinesApplyToTheTextInside() throws {
        let result = lay(
            VStack {
                Text("a").id("a")
                Text("b").underline(false).id("b")
                Text("c").strikethrough(pattern: .dot).id("c")
            }.underline(pattern: .dashDot, color: .purple).strikethrough())
        let a = try #require(result.node("a")?.text).decorations
        #expect(a.map(\.kind) == [.underline, .strikethrough])
        #expect(a.first?.pattern == .dashDot && a.first?.color == paint(.purple))
        #expect(try #require(result.node("b")?.text).decorations.map(\.kind) == [.strikethrough])
        #expect(try #require(result.node("c")?.text).decorations.last?.pattern == .dot)
    }

    @Test func foregroundStyleResolvesWhereTheTextIsLaidOut() throws {
        let tinted = lay(VStack { Text("a").foregroundStyle(.tint).id("t") }.tint(.green))
        #expect(try textNode(tinted).paint?.foreground == .green)
        // `.secondary` is iOS's `secondaryLabel`, (60, 60, 67) at 60 %, where no foreground styles are set.
        #expect(try foreground(Text("a").foregroundStyle(.secondary)) == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
        // A view's foreground colour reaches text without its own in the node's paint, not the text's.
        let result = lay(HStack { Text("a").id("a") }.foregroundColor(.orange))
        #expect(try #require(result.node("a")?.text).paint.isEmpty)
    }

    // MARK: Links and Markdown

    @Test func linksTakeTheTint() throws {
        // A literal is a localized key, rendered with its inline Markdown (Apple, Text).
        let url = URL(string: "https://example.com/docs")
        let accent = try text(Text("See [docs](https://example.com/docs)"))
        #expect(accent.string == "See docs")
        #expect(accent.paint == [TextPaintRange(range: 4..<8, paint: TextPaint(foreground: paint(.accentColor), link: url))])
        let tinted = try text(in: VStack { Text("See [docs](https://example.com/docs)").foregroundColor(.red).id("t") }.tint(.green))
        // The link keeps the tint over the Text's colour; the rest takes the colour.
        #expect(tinted.paint == [
            TextPaintRange(range: 0..<4, paint: TextPaint(foreground: paint(.red))),
            TextPaintRange(range: 4..<8, paint: TextPaint(foreground: paint(.green), link: url)),
        ])
        // A String is verbatim: no link, the brackets shown.
        let verbatim = try text(Text(verbatim: "See [docs](https://example.com/docs)"))
        #expect(verbatim.paint.isEmpty && verbatim.string == "See [docs](https://example.com/docs)")
    }

    @Test func markdownSpansStyleAsSwiftUIRendersThem() throws {
        let layout = try text(Text("**b** *i* `c` ~~s~~"))
        #expect(layout.string == "b i c s")
        let runs = layout.lines[0].runs
        func run(at offset: Int) throws -> GlyphRun {
            let index = layout.string.utf8.index(layout.string.startIndex, offsetBy: offset)
            return try #require(runs.first { $0.range.contains(index) })
        }
        // Bold on body is its emphasized weight, semibold (research text-styling §1).
        #expect(try run(at: 0).variations == [FontVariation(tag: "wght", value: 600)])
        #expect(try run(at: 2).face.isItalic)
        #expect(try run(at: 4).face.isFixedPitch)
        #expect(layout.decorations.map(\.range) == [6..<7])
        #expect(layout.decorations.first?.kind == .strikethrough)
    }

    @Test func anArgumentTakesItsSpansStyle() throws {
        // The key is "~~**[%@](https://example.com)**~~": the interpolated Text takes the
        // span's bold, strikethrough and link beneath its own italic and colour.
        let name = Text("Ada").foregroundColor(.red).italic()
        let argument = Text("~~**[\(name)](https://example.com)**~~")
        let layout = try text(argument)
        #expect(layout.string == "Ada")
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.face.isItalic && run.variations.contains(FontVariation(tag: "wght", value: 600)))
        // A link is tinted over a colour a modifier gave (only an attribute's colour stays).
        #expect(layout.paint.first?.paint.link == URL(string: "https://example.com"))
        #expect(try foreground(argument) == .accentColor && layout.paint.first?.paint.foreground == nil)
        #expect(layout.decorations.map(\.kind) == [.strikethrough])
    }

    @Test func interpolatedValuesAreNeverParsed() throws {
        // Values go in after the parse (research text-input §4.3): the asterisks of the value
        // stay, and the value takes the italic of the span around it.
        let name = "**Ada**"
        let layout = try text(Text("Hi *\(name)*"))
        #expect(layout.string == "Hi **Ada**")
        let valueRuns = layout.lines[0].runs.filter { layout.string[$0.range].contains("A") }
        #expect(!valueRuns.isEmpty && valueRuns.allSatisfy { $0.face.isItalic })
        #expect(layout.lines[0].runs.allSatisfy { $0.variations.first?.value ?? 400 < 600 })
    }

    @Test func imagesAndAttributedStringsInterpolateWithTheirContent() throws {
        // "\(Image(systemName:)) 4.5" routes through Text(Image) (research text-input §6).
        let rating = try text(Text("\(Image(systemName: "star")) 4.5"))
        #expect(rating.string == "\u{FFFC} 4.5")
        #expect(rating.lines.first?.runs.first?.attachment?.attachment.isSymbol == true)
        var emphasis = AttributedString("now")
        emphasis.underlineStyle = .single
        let layout = try text(Text("Read \(emphasis)"))
        #expect(layout.string == "Read now")
        #expect(layout.decorations.map(\.range) == [5..<8])
    }

    // MARK: AttributedString

    @Test func attributesBeatModifiers() throws {
        // Apple: a run whose foregroundColor is blue stays blue under .foregroundColor(.red);
        // the font attribute likewise wins over .font.
        var string = AttributedString("Blue Title")
        string.foregroundColor = .blue
        let title = try #require(string.range(of: "Title"))
        string[title].font = .title
        let layout = try text(Text(string).foregroundColor(.red).font(.caption))
        #expect(try foreground(Text(string).foregroundColor(.red).font(.caption)) == .blue)
        #expect(layout.paint.isEmpty)
        let sizes = layout.lines[0].runs.map(\.size)
        // caption 12 pt and title 28 pt at the large size (HIG table, research text-styling §1).
        #expect(sizes.first == 12 && sizes.last == 28)
        // Modifiers still fill what the attributes leave, and combine with them (bold).
        let bold = try text(Text(string).bold())
        #expect(bold.lines[0].runs.allSatisfy { $0.variations.first?.value ?? 0 >= 600 })
    }

    @Test func everySwiftUIAttributeCompilesAndApplies() throws {
        var string = AttributedString("Styled")
        string.font = .body
        string.foregroundColor = .red
        string.backgroundColor = .yellow
        string.kern = 2
        string.tracking = 1
        string.baselineOffset = 3
        string.underlineStyle = .single
        string.strikethroughStyle = Text.LineStyle(pattern: .dot, color: .green)
        string.link = URL(string: "https://example.com")
        var container = AttributeContainer()
        container.foregroundColor = .red
        string.mergeAttributes(container)
        let layout = try text(Text(string))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.positions.allSatisfy { $0.y == 3 })
        let plain = try text(Text("Styled"))
        // Kerning 2 plus tracking 1 after each of the six clusters.
        #expect(abs(layout.width - plain.width - 18) < 1e-9)
        let painted = try #require(layout.paint.first?.paint)
        // A link keeps the colour its run sets (OpenSwiftUI ResolvedText); one colour for the
        // whole Text is its node's.
        #expect(try foreground(Text(string)) == .red)
        #expect(painted.foreground == nil && painted.background == paint(.yellow))
        #expect(painted.underline == TextPaint.Line() && painted.strikethrough == TextPaint.Line(pattern: .dot, color: paint(.green)))
        #expect(painted.link == URL(string: "https://example.com"))
        #expect(layout.backgrounds.count == 1 && layout.decorations.count == 2)
        // The same attributes through the scope's key types and `run` lookup.
        #expect(string.runs.first?.foregroundColor == .red)
        #expect(string.runs.first?[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] == 2)
    }

    @Test func anEmptyAttributedStringIsAnEmptyText() throws {
        let layout = try text(Text(AttributedString()))
        #expect(layout.string.isEmpty && layout.lines.count == 1)
    }

    // MARK: Inline images

    @Test func aSymbolIsSizedFromTheFontAndSitsLikeTheStandaloneImage() throws {
        for font in [Font.body, .largeTitle] {
            let result = lay(
                VStack {
                    (Text(Image(systemName: "star")) + Text(" 4.5")).id("t")
                    HStack(alignment: .firstTextBaseline, spacing: 0) {
                        Image(systemName: "star").id("star")
                        Text("4.5")
                    }
                }.font(font))
            let layout = try #require(result.node("t")?.text)
            let run = try #require(layout.lines.first?.runs.first)
            let placed = try #require(run.attachment)
            let star = try #require(result.node("star"))
            // The same size as Image(systemName:) beside the same font: 1.4 cap heights square.
            #expect(abs(placed.size.height - star.size.height) < 1e-9 && abs(placed.size.width - star.size.width) < 1e-9)
            let cap = layout.primaryMetrics.capHeight
            #expect(abs(placed.size.height - 1.4 * cap) < 1e-9)
            // Its bottom as far below the baseline as the standalone one's (its first text
            // baseline guide, SymbolMetricsModel).
            let standaloneBelow = star.size.height - star.dimensions[VerticalAlignment.firstTextBaseline]
            #expect(abs(placed.baselineOffset - standaloneBelow) < 1e-6)
            #expect(abs(placed.baselineOffset - 0.2 * cap) < 1e-9)
        }
    }

    @Test func imageScaleAndColourReachTheInlineSymbol() throws {
        var environment = EnvironmentValues()
        environment.imageScale = .large
        let large = try text(Text(Image(systemName: "star")).foregroundColor(.pink), environment: environment)
        let placed = try #require(large.lines.first?.runs.first?.attachment)
        #expect(abs(placed.size.height - 1.4 * 1.29 * large.primaryMetrics.capHeight) < 1e-9)
        #expect(placed.attachment.isTemplate && large.paint.isEmpty)
        let result = LayoutEngine(fonts: .bundled, environment: environment)
            .layout(Text(Image(systemName: "star")).foregroundColor(.pink).id("t"), proposal: .unspecified)
        #expect(try textNode(result).paint?.foreground == .pink)
    }

    @Test func aBitmapKeepsItsSizeOnTheBaseline() throws {
        let layout = try text(Text("Photo ") + Text(Image("photo", size: CGSize(width: 40, height: 30))))
        let line = try #require(layout.lines.first)
        let placed = try #require(line.runs.last?.attachment)
        #expect(placed.size == CGSize(width: 40, height: 30) && placed.baselineOffset == 0)
        #expect(!placed.attachment.isSymbol && !placed.attachment.isTemplate)
        // 30 points above the baseline: the line grows to hold it.
        #expect(line.ascent == 30 && layout.firstBaseline == 30)
    }

    @Test func anUnknownImageInsideTextIsDiagnosed() throws {
        let result = lay(Text(Image("nowhere")).id("t"))
        #expect(result.diagnostics.contains { $0.kind == .unknownName && $0.message.contains("nowhere") })
        #expect(try #require(result.node("t")?.text).lines.first?.runs.first?.attachment != nil)
    }

    @Test func textCaseLeavesImagesAlone() throws {
        let layout = try text((Text("x") + Text(Image(systemName: "star"))).textCase(.uppercase))
        #expect(layout.string == "X\u{FFFC}")
    }

    /// A segment keeps its paint behind one shared reference (Design §19.1): setting nothing
    /// leaves the plain segment, and changing a copy leaves the original as it was.
    @Test func paintSettingsBehaveAsValues() throws {
        #expect(Text("a").foregroundColor(nil) == Text("a"))
        #expect(Text("a").foregroundColor(.red) != Text("a"))
        #expect(Text("a").foregroundColor(.red) == Text("a").foregroundColor(.red))
        #expect(!Text("a").segments[0].hasPaint)
        let underlined = Text("a").underline()
        let red = underlined.foregroundColor(.red)
        #expect(underlined.segments[0].hasPaint && underlined.segments[0].foreground == nil)
        #expect(red.segments[0].foreground == .color(.red))
        #expect(red.segments[0].underline == underlined.segments[0].underline)
        let plain = try text(Text("a"))
        #expect(plain.string == "a")
        #expect(plain.paint.isEmpty)
        let painted = try text(Text("a").underline())
        #expect(painted.paint.count == 1)
        #expect(painted.paint.first?.paint.underline != nil)
    }
}
