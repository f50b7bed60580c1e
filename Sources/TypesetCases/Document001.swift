import Foundation
import Typeset

/// Document 001 (field guide: alignment): a Text's guides, baseline alignment in an HStack,
/// explicit baselines, a badge, Spacer versus frame, a custom guide set deep inside rows.
enum Document001 {
    static var cases: [ConformanceCase] {
        [textGuides] + taller + explicitBaseline + [badge] + spacerVsFrame + [menu]
    }

    // MARK: D1.text-guides

    static let textGuides = ConformanceCase(
        "D1.text-guides", .d001, "a single-line Text's guides: top, centre, bottom and its baselines",
        view: { _ in Text("Hello").id("t") },
        checks: { run in
            var c = CheckList(run)
            guard let text = c.text("t") else { return c.items }
            let d = run.root.dimensions
            c.equal("one line", CGFloat(text.lines.count), 1)
            c.equal("height = the line, rounded up", d.height, text.height)
            c.equal("width = the line, rounded up", d.width, text.width)
            c.equal("top", d[.top], 0)
            c.equal("centre", d[VerticalAlignment.center], text.height / 2)
            c.equal("bottom", d[.bottom], text.height)
            c.equal("firstTextBaseline = ascent", d[explicit: .firstTextBaseline], text.ascent)
            c.equal("lastTextBaseline = ascent", d[explicit: .lastTextBaseline], text.ascent)
            c.that("0 < ascent < height", 0 < text.ascent && text.ascent < text.height, "ascent \(text.ascent), height \(text.height)")
            return c.items
        })

    // MARK: D1.taller, D1.explicit-baseline

    static var taller: [ConformanceCase] {
        [
            ConformanceCase(
                "D1.taller.center", .d001, "a Text beside a taller box, centre-aligned",
                view: { _ in HStack(alignment: .center) { Text("Hello").id("t"); Box(50, 50).id("b") } },
                checks: { run in
                    var c = CheckList(run)
                    c.equal("stack height", run.root.frame.height, 50)
                    c.equal("t.midY", c.frame("t")?.midY, 25)
                    c.y("b", 0)
                    return c.items
                }),
            ConformanceCase(
                "D1.taller.firstTextBaseline", .d001, "a Text beside a taller box, first-baseline-aligned",
                view: { _ in HStack(alignment: .firstTextBaseline) { Text("Hello").id("t"); Box(50, 50).id("b") } },
                checks: { run in
                    var c = CheckList(run)
                    guard let text = c.text("t"), let t = c.frame("t") else { return c.items }
                    c.equal("box bottom on the baseline", c.frame("b")?.maxY, t.minY + text.firstBaseline)
                    c.equal("stack height = 50 + height − ascent", run.root.frame.height, 50 + (text.height - text.ascent))
                    return c.items
                }),
        ]
    }

    static var explicitBaseline: [ConformanceCase] {
        [CGFloat(0), 10, 25].map { k in
            ConformanceCase(
                "D1.explicit-baseline.k\(Int(k))", .d001,
                "moving the box's first baseline up by \(Int(k)) moves the box down",
                view: { _ in
                    HStack(alignment: .firstTextBaseline) {
                        Text("Hello").id("t")
                        Box(50, 50).alignmentGuide(.firstTextBaseline) { d in d[.bottom] - k }.id("b")
                    }
                },
                checks: { run in
                    var c = CheckList(run)
                    guard let text = c.text("t"), let t = c.frame("t") else { return c.items }
                    let baselineY = t.minY + text.firstBaseline
                    c.equal("box top = baselineY − (50 − k)", c.frame("b")?.minY, baselineY - (50 - k))
                    return c.items
                })
        }
    }

    // MARK: D1.badge

    static let badge = ConformanceCase(
        "D1.badge", .d001, "a badge centred on the top-trailing corner through explicit guides",
        view: { _ in
            Box(100, 60).overlay(alignment: .topTrailing) {
                Circle().frame(width: 20, height: 20)
                    .alignmentGuide(.top) { $0[VerticalAlignment.center] }
                    .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
                    .id("badge")
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.frame("badge", 90, -10, 20, 20)
            c.rootSize(100, 60)
            return c.items
        })

    // MARK: D1.spacer-vs-frame

    /// The exact single-line width of "Hello world" (nil if it cannot be measured).
    static func helloWorldWidth(_ engine: LayoutEngine) -> CGFloat? {
        engine.layout(Text("Hello world"), proposal: .unspecified).root.text?.width
    }

    static var spacerVsFrame: [ConformanceCase] {
        // (variant, width from w, whether "a" wraps)
        let variants: [(String, @Sendable (CGFloat) -> CGFloat, Bool)] = [
            ("wide", { _ in 400 }, false),
            ("threshold", { w in w.rounded(.up) + 8 }, false),
            ("narrow", { w in w.rounded(.up) + 4 }, true),
        ]
        return variants.map { name, width, wraps in
            ConformanceCase(
                "D1.spacer-vs-frame.\(name)", .d001,
                "Spacer versus a flexible frame pushing text right (\(name) width)",
                proposal: { engine in ProposedViewSize(width: helloWorldWidth(engine).map(width) ?? 400, height: nil) },
                view: { _ in
                    VStack {
                        HStack { Spacer(); Text("Hello world").id("a") }
                        Text("Hello world").id("b.text").frame(maxWidth: .infinity, alignment: .trailing).id("b")
                    }
                },
                checks: { run in
                    var c = CheckList(run)
                    let W = run.proposal.width ?? 0
                    if let w = helloWorldWidth(run.engine) {
                        c.that("w ≤ W", w <= W, "w \(w), W \(W)")
                        c.that(wraps ? "W < w + 8" : "W ≥ w + 8", wraps ? W < w + 8 : W >= w + 8, "w \(w), W \(W)")
                    } else {
                        c.that("\"Hello world\" measured alone", false, "the text engine gave no layout")
                    }
                    c.equal("a's trailing edge at W", c.frame("a")?.maxX, W)
                    c.equal("b's trailing edge at W", c.frame("b.text")?.maxX, W)
                    c.equal("a's lines", (c.text("a")?.lines.count).map { CGFloat($0) }, wraps ? 2 : 1)
                    c.equal("b's lines", (c.text("b.text")?.lines.count).map { CGFloat($0) }, 1)
                    return c.items
                })
        }
    }

    // MARK: D1.menu

    static let menuLabels = ["Share", "Add to favourites", "Settings"]

    static let menu = ConformanceCase(
        "D1.menu", .d001, "a custom guide set on icons deep inside rows lines them up with a button",
        view: { _ in
            VStack(alignment: .menu) {
                ForEach(0..<3) { i in
                    HStack(spacing: 8) {
                        Text(menuLabels[i]).id("label-\(i)")
                        Box(24, 24).alignmentGuide(.menu) { $0.width / 2 }.id("icon-\(i)")
                    }
                }
                Circle().frame(width: 44, height: 44).id("button")
            }
        },
        checks: { run in
            var c = CheckList(run)
            let button = c.frame("button")
            for i in 0..<3 {
                c.equal("icon-\(i).midX = button.midX", c.frame("icon-\(i)")?.midX, button?.midX)
            }
            let widths = (0..<3).compactMap { c.frame("label-\($0)")?.width }
            c.that("labels of different lengths", Set(widths).count == 3, "widths \(widths)")
            return c.items
        })
}
