import Foundation
import Testing
@testable import Typeset

/// Reuse of unchanged subtrees between layouts on one engine (Design §0.4): what did not change
/// is answered from the earlier layout, what changed is laid out again, and the result is the
/// one a new engine gives.
@Suite struct LayoutReuseSubtreeTests {
    /// Records the strings of the texts measured.
    final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var measured: [String] = []

        var strings: [String] { lock.withLock { measured } }
        func reset() { lock.withLock { measured = [] } }

        func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
            lock.withLock { measured.append(text.string) }
            return FixedAdvanceMeasurer().measure(text, proposal: proposal, style: style, displayScale: displayScale)
        }
    }

    /// A view's rank in `IndentedColumn`.
    struct IndentKey: LayoutValueKey {
        static let defaultValue: CGFloat = 0
    }

    /// A column (ideal sizes, spacing 0) indenting each subview by its `IndentKey`: a container
    /// that reads its children's layout values.
    struct IndentedColumn: Layout, Equatable {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let widths = zip(subviews, sizes).map { $0[IndentKey.self] + $1.width }
            return CGSize(width: widths.max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + subview[IndentKey.self], y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    /// A settings screen as apps write it, with each value a test changes as a parameter.
    struct Screen: View {
        var name = "Ada"
        var padding: CGFloat = 8
        var font: Font = .body
        var direction: LayoutDirection = .leftToRight
        var rowID = "email"
        var indent: CGFloat = 4
        var guideOffset: CGFloat? = nil
        var readerInset: CGFloat? = nil
        var opacity: Double = 1
        var badge: Color = .red
        var marker = false

        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        Text(name)
                        LabeledContent("Email", value: "ada@example.com").id(rowID)
                        HStack {
                            if marker { Rectangle().fill(.orange).frame(width: 4, height: 4) }
                            Text("Mood").font(font)
                            Spacer()
                            Text("Curious").padding(padding)
                        }
                        .environment(\.layoutDirection, direction)
                    }
                    Section("Details") {
                        IndentedColumn {
                            Text("First").layoutValue(key: IndentKey.self, value: indent)
                            Text("Second")
                        }
                        if let guideOffset {
                            VStack(alignment: .leading) {
                                Text("Guided").alignmentGuide(.leading) { _ in guideOffset }
                                Text("Plain")
                            }
                        }
                        if let readerInset {
                            GeometryReader { proxy in
                                Text("Reader").frame(width: max(proxy.size.width - readerInset, 0))
                            }
                            .frame(height: 30)
                        }
                        Text("Faded").opacity(opacity)
                        // Measuring it reports a missing family: a later layout reports it again.
                        Text("Odd").font(.custom("No Such Family", size: 13))
                        Circle().fill(badge).frame(width: 12, height: 12)
                    }
                    Section {
                        Text("We only use your address to send you the printed tables of the Analytical Engine.")
                    }
                }
                .navigationTitle("Profile")
            }
        }
    }

    /// Everything a result says, as text: the dump with glyphs, each node's ids, paint and grid
    /// cell, and the diagnostics.
    static func fingerprint(_ result: LayoutResult) -> String {
        result.dump(options: .everything) + "\n" + result.diagnostics.map { "\($0)" }.joined(separator: "\n") + "\n"
            + result.root.allNodes.map { node in
                "\(node.path) \(node.ids) \(String(describing: node.paint)) \(String(describing: node.gridCell))"
            }.joined(separator: "\n")
    }

    static let proposal = ProposedViewSize(width: 390, height: 844)

    // Design §0.4: laid out on an engine that laid out the screen before, a screen with one
    // Text changed measures only that Text again; the others are answered from the first layout.
    @Test func oneChangedTextIsTheOnlyTextMeasuredAgain() throws {
        let measurer = RecordingMeasurer()
        let engine = LayoutEngine(textMeasurer: measurer)
        let first = engine.layout(Screen(), proposal: Self.proposal)
        #expect(measurer.strings.contains("Ada"))
        #expect(measurer.strings.contains("Curious"))
        measurer.reset()
        let changed = engine.layout(Screen(name: "Ada King, Countess of Lovelace and of the Analytical Engine"), proposal: Self.proposal)
        #expect(!measurer.strings.isEmpty)
        #expect(Set(measurer.strings) == ["Ada King, Countess of Lovelace and of the Analytical Engine"])
        // The changed text wraps, so the rows below it moved: their records were moved, not rebuilt.
        let fresh = LayoutEngine(textMeasurer: FixedAdvanceMeasurer()).layout(
            Screen(name: "Ada King, Countess of Lovelace and of the Analytical Engine"), proposal: Self.proposal)
        #expect(Self.fingerprint(changed) == Self.fingerprint(fresh))
        let moved = try #require(changed.node("email")).frame.minY
        #expect(moved > (try #require(first.node("email")).frame.minY))
    }

    // Design §0.4: the same view value laid out again measures nothing.
    @Test func theSameScreenAgainMeasuresNothing() {
        let measurer = RecordingMeasurer()
        let engine = LayoutEngine(textMeasurer: measurer)
        _ = engine.layout(Screen(), proposal: Self.proposal)
        #expect(!measurer.strings.isEmpty)
        measurer.reset()
        _ = engine.layout(Screen(), proposal: Self.proposal)
        #expect(measurer.strings.isEmpty)
    }

    /// Pairs of screens that differ in one value, each by what it changes.
    static let changes: [(name: String, before: Screen, after: Screen)] = [
        ("a Text's string (it wraps: the rows below move)", Screen(), Screen(name: "Ada King, Countess of Lovelace and of the Analytical Engine")),
        ("a padding", Screen(), Screen(padding: 20)),
        ("a font", Screen(), Screen(font: .largeTitle)),
        ("an environment value", Screen(), Screen(direction: .rightToLeft)),
        ("an id", Screen(), Screen(rowID: "mail")),
        ("a layout value", Screen(), Screen(indent: 30)),
        ("an alignment guide's closure", Screen(guideOffset: 0), Screen(guideOffset: -25)),
        ("a GeometryReader's content", Screen(readerInset: 10), Screen(readerInset: 120)),
        ("an inherited opacity", Screen(), Screen(opacity: 0.5)),
        ("a shape's paint", Screen(), Screen(badge: .green)),
        // The shapes after it are the same, but the tree's table holds their paints one entry on.
        ("a shape added", Screen(), Screen(marker: true)),
    ]

    // Design §0.4: after a layout of `before`, the layout of `after` on the same engine is the
    // one a new engine gives (what changed is laid out again, with all it affects), and it
    // differs from `before`'s (the change shows).
    @Test(arguments: changes.indices) func aChangedValueIsLaidOutAgain(_ index: Int) {
        let change = Self.changes[index]
        let engine = LayoutEngine()
        let before = engine.layout(change.before, proposal: Self.proposal)
        let after = engine.layout(change.after, proposal: Self.proposal)
        let fresh = LayoutEngine().layout(change.after, proposal: Self.proposal)
        #expect(!after.root.allNodes.isEmpty)
        #expect(Self.fingerprint(after) == Self.fingerprint(fresh), "\(change.name)")
        #expect(Self.fingerprint(after) != Self.fingerprint(before), "\(change.name)")
        #expect(after.diagnostics.contains { $0.kind == .missingFont }, "\(change.name)")
        // And back: the first screen again is the first result.
        let again = engine.layout(change.before, proposal: Self.proposal)
        #expect(Self.fingerprint(again) == Self.fingerprint(before), "\(change.name)")
    }

    /// A screen (iPhone 16 Pro: 874 points tall, safe from 62 to 840) whose panel, 740 points
    /// tall, ignores the top safe area above a gap of changing height: centred in the safe
    /// area, the panel reaches its top edge only when the gap fills the rest of it.
    struct PanelScreen: View {
        var gap: CGFloat
        var body: some View {
            VStack(spacing: 0) {
                Color.orange
                    .overlay(Text("Panel"))
                    .ignoresSafeArea(edges: .top)
                    .id("panel")
                    .frame(height: 740)
                Color.clear.frame(height: gap)
            }
        }
    }

    // Design §0.4: a view that grows to the screen's edge where it reaches the safe area is not
    // moved with its subtree: moved up to the edge, it grows, and its content is laid out in it again.
    @Test func aViewIgnoringTheSafeAreaIsPlacedAgainWhereItMoved() throws {
        let engine = LayoutEngine()
        let device = Device.iPhone16Pro
        let short = engine.layout(PanelScreen(gap: 20), on: device)
        let moved = engine.layout(PanelScreen(gap: 38), on: device)
        let fresh = LayoutEngine().layout(PanelScreen(gap: 38), on: device)
        #expect(Self.fingerprint(moved) == Self.fingerprint(fresh))
        let before = try #require(short.node("panel")).frame, after = try #require(moved.node("panel")).frame
        // It reaches the screen's top edge only once moved.
        #expect(before.minY > 62)
        #expect(after.minY == 0)
    }
}
