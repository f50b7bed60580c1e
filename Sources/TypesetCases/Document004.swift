import Foundation
import Typeset

/// Document 004 (alignment and composite baselines): what guides are, explicit values, the text
/// baselines of Text and of composite views, custom layouts, overlays and frames.
enum Document004 {
    static var cases: [ConformanceCase] {
        [zstackCenter, rtlLeading, oneThird, leadingPlus30, chained, defaults, explicitSame]
            + textBaselines + framedText
            + [vstackBaselines, noText, hstackBaselines, zstackBaselines]
            + gridCases
            + [nested] + myZStack + [bottomLeading, overlay, tinyFrame]
    }

    // MARK: Guides

    static let zstackCenter = ConformanceCase(
        "D4.zstack-center", .d004, "two texts and a circle share their centres in a ZStack",
        view: { _ in
            ZStack {
                Text("Hello").id("t1")
                Text("World").id("t2")
                Circle().frame(width: 50, height: 50).id("c")
            }
        },
        checks: { run in
            var c = CheckList(run)
            let circle = c.frame("c")
            for id in ["t1", "t2"] {
                c.equal("\(id).midX", c.frame(id)?.midX, circle?.midX)
                c.equal("\(id).midY", c.frame(id)?.midY, circle?.midY)
            }
            return c.items
        })

    static let rtlLeading = ConformanceCase(
        "D4.rtl-leading", .d004, "leading is the right edge in a right-to-left VStack",
        direction: .rightToLeft,
        view: { _ in
            VStack(alignment: .leading) {
                Text("Hello world").id("t1")
                Text("WWDC 2022").id("t2")
            }
        },
        checks: { run in
            var c = CheckList(run)
            for id in ["t1", "t2"] { c.equal("\(id)'s right edge on the stack's", c.frame(id)?.maxX, run.root.frame.maxX) }
            let widths = ["t1", "t2"].compactMap { c.frame($0)?.width }
            c.equal("stack width = the wider text", run.root.frame.width, widths.max())
            return c.items
        })

    static let oneThird = ConformanceCase(
        "D4.one-third", .d004, "a custom guide at a third of the width, with top, in a ZStack",
        view: { _ in
            ZStack(alignment: .oneThirdTop) {
                Box(90, 30).id("a")
                Box(150, 60).id("b")
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.origin("a", 20, 0)
            c.origin("b", 0, 0)
            c.rootSize(150, 60)
            return c.items
        })

    static let leadingPlus30 = ConformanceCase(
        "D4.leading-plus-30", .d004, "moving one view's leading guide 30 to the right shifts the other",
        view: { _ in
            VStack(alignment: .leading) {
                Box(100, 100).alignmentGuide(.leading) { $0[.leading] + 30 }.id("r1")
                Box(100, 100).id("r2")
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.x("r1", 0)
            c.x("r2", 30)
            c.equal("stack width", run.root.frame.width, 130)
            return c.items
        })

    static let chained = ConformanceCase(
        "D4.chained", .d004, "chained guides: the outer closure sees the inner value as explicit",
        view: { probe in
            Box(100, 100)
                .alignmentGuide(.leading) { $0.width / 3 }
                .alignmentGuide(.leading) { d in
                    probe.record("leading", d[.leading])
                    probe.record("explicitLeading", d[explicit: .leading])
                    return d[HorizontalAlignment.center]
                }
        },
        checks: { run in
            var c = CheckList(run)
            c.equal("final leading", run.root.dimensions[.leading], 50)
            c.equal("final explicit leading", run.root.dimensions[explicit: .leading], 50)
            for name in ["leading", "explicitLeading"] {
                let seen = run.probe.values(name)
                c.that("outer closure ran", !seen.isEmpty)
                for value in seen { c.equal("d[\(name == "leading" ? "" : "explicit: ").leading] inside", value, 100 / 3) }
            }
            return c.items
        })

    static let defaults = ConformanceCase(
        "D4.defaults", .d004, "the default guides of a 100 × 100 view without text",
        view: { _ in Box(100, 100) },
        checks: { run in
            var c = CheckList(run)
            let d = run.root.dimensions
            let horizontal: [(String, HorizontalAlignment, CGFloat)] = [
                ("leading", .leading, 0), ("centre", .center, 50), ("trailing", .trailing, 100),
            ]
            let vertical: [(String, VerticalAlignment, CGFloat)] = [
                ("top", .top, 0), ("centre", .center, 50), ("bottom", .bottom, 100),
                ("firstTextBaseline", .firstTextBaseline, 100), ("lastTextBaseline", .lastTextBaseline, 100),
            ]
            for (name, guide, value) in horizontal {
                c.equal(name, d[guide], value)
                c.isNil("explicit \(name)", d[explicit: guide])
            }
            for (name, guide, value) in vertical {
                c.equal(name, d[guide], value)
                c.isNil("explicit \(name)", d[explicit: guide])
            }
            return c.items
        })

    static let explicitSame = ConformanceCase(
        "D4.explicit-same", .d004, "returning the default value still sets an explicit value",
        view: { probe in
            Box(100, 100).alignmentGuide(.leading) { d in
                probe.record("explicitLeading", d[explicit: .leading])
                return d[.leading]
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.equal("explicit leading", run.root.dimensions[explicit: .leading], 0)
            let seen = run.probe.values("explicitLeading")
            c.that("closure ran", !seen.isEmpty)
            c.that("no explicit leading inside the closure", seen.allSatisfy { $0 == nil }, "saw \(seen)")
            return c.items
        })

    // MARK: Text baselines

    static var textBaselines: [ConformanceCase] {
        [
            ConformanceCase(
                "D4.text-baselines.single", .d004, "a single line's first and last baselines coincide",
                view: { _ in Text("Hello world").id("t") },
                checks: { run in
                    var c = CheckList(run)
                    guard let text = c.text("t") else { return c.items }
                    let d = run.root.dimensions
                    c.equal("one line", CGFloat(text.lines.count), 1)
                    c.equal("first baseline", d[explicit: .firstTextBaseline], text.firstBaseline)
                    c.equal("last baseline = first", d[explicit: .lastTextBaseline], text.firstBaseline)
                    c.that("baseline < height", text.firstBaseline < d.height, "baseline \(text.firstBaseline), height \(d.height)")
                    return c.items
                }),
            ConformanceCase(
                "D4.text-baselines.cjk", .d004, "a Chinese paragraph: first and last lines' baselines, CJK fallback metrics",
                view: { _ in Text(CaseTexts.chinese).id("t").frame(width: 200) },
                checks: { run in
                    var c = CheckList(run)
                    guard let text = c.text("t"), let t = c.frame("t"), let first = text.lines.first, let last = text.lines.last
                    else { return c.items }
                    let d = run.root.dimensions
                    c.that("several lines", text.lines.count >= 3, "\(text.lines.count) lines")
                    c.equal("engine's first baseline = line 1's", text.layout.firstBaseline, first.baseline)
                    c.equal("engine's last baseline = the last line's", text.layout.lastBaseline, last.baseline)
                    c.equal("first baseline", d[explicit: .firstTextBaseline], t.minY + first.baseline.rounded())
                    c.equal("last baseline", d[explicit: .lastTextBaseline], t.minY + text.lastBaseline)
                    cjkMetricChecks(&c, text)
                    return c.items
                }),
        ]
    }

    /// Every line's ascent and descent are the maximum over its runs' fonts (Design §8.3); the lines
    /// are set in a fallback font that covers the ideographs, and its metrics are the line's.
    static func cjkMetricChecks(_ c: inout CheckList, _ text: TextMetrics) {
        let primary = TextEngine.shared.fonts.faces.first { $0.covers("H") && !$0.covers("山") }
        for (index, line) in text.lines.enumerated() {
            let fallback = line.runs.first { $0.face.covers("山") && $0.face != primary }
            c.that("line \(index) uses a CJK fallback font", fallback != nil, line.runs.map(\.face.familyName).joined(separator: ", "))
            if let fallback {
                let metrics = fallback.face.metrics.scaled(to: fallback.size)
                c.equal("line \(index) ascent = the CJK font's", line.ascent, metrics.ascent)
                c.equal("line \(index) descent = the CJK font's", line.descent, metrics.descent)
            }
            let ascents = line.runs.map { $0.face.metrics.scaled(to: $0.size).ascent }
            let descents = line.runs.map { $0.face.metrics.scaled(to: $0.size).descent }
            c.equal("line \(index) ascent = its fonts' maximum", line.ascent, ascents.max())
            c.equal("line \(index) descent = its fonts' maximum", line.descent, descents.max())
        }
    }

    static var framedText: [ConformanceCase] {
        [("topLeading", Alignment.topLeading), ("bottom", Alignment.bottom)].map { name, alignment in
            ConformanceCase(
                "D4.framed-text.\(name)", .d004, "a Text's baseline moves with where a 100 × 100 frame puts it (\(name))",
                view: { _ in Text("Hello world").id("t").frame(width: 100, height: 100, alignment: alignment) },
                checks: { run in
                    var c = CheckList(run)
                    guard let text = c.text("t") else { return c.items }
                    let expected = name == "bottom" ? text.ascent + (100 - text.height) : text.ascent
                    c.equal("frame's first baseline", run.root.dimensions[explicit: .firstTextBaseline], expected)
                    c.rootSize(100, 100)
                    return c.items
                })
        }
    }

    // MARK: Composite baselines

    static let vstackBaselines = ConformanceCase(
        "D4.vstack-baselines", .d004, "a VStack's baselines: its first text's first, its last text's last",
        view: { _ in
            VStack {
                Box(50, 10)
                Text("Hello world").id("t1")
                Text("WWDC 2022")
                Text(CaseTexts.notebook).id("t3")
                Box(50, 10)
            }
        },
        checks: { run in
            var c = CheckList(run)
            guard let t1 = c.text("t1"), let t3 = c.text("t3"), let f1 = c.frame("t1"), let f3 = c.frame("t3") else { return c.items }
            let d = run.root.dimensions
            c.equal("first baseline = t1's", d[explicit: .firstTextBaseline], f1.minY + t1.firstBaseline)
            c.equal("last baseline = t3's", d[explicit: .lastTextBaseline], f3.minY + t3.lastBaseline)
            return c.items
        })

    static let noText = ConformanceCase(
        "D4.no-text", .d004, "a VStack without text has its baselines at its bottom",
        view: { _ in VStack { Box(50, 50); Box(50, 50) } },
        checks: { run in
            var c = CheckList(run)
            let d = run.root.dimensions
            c.equal("height", d.height, 108)
            c.equal("first baseline = height", d[.firstTextBaseline], d.height)
            c.equal("last baseline = height", d[.lastTextBaseline], d.height)
            c.isNil("no explicit first baseline", d[explicit: .firstTextBaseline])
            c.isNil("no explicit last baseline", d[explicit: .lastTextBaseline])
            return c.items
        })

    static let hstackBaselines = ConformanceCase(
        "D4.hstack-baselines", .d004, "an HStack's baselines: top-most first and bottom-most last of the children with text",
        view: { _ in
            HStack(alignment: .center) {
                Box(20, 50).id("box1")
                Text("Hello world").id("t1").frame(width: 100, height: 100, alignment: .top)
                Text(CaseTexts.chinese).id("t2").frame(width: 100)
                Text("WWDC 2022").id("t3").frame(width: 100, height: 100, alignment: .center)
                Box(20, 50).id("box2")
            }
        },
        checks: { run in
            var c = CheckList(run)
            var firsts: [CGFloat] = []
            var lasts: [CGFloat] = []
            for id in ["t1", "t2", "t3"] {
                guard let text = c.text(id), let frame = c.frame(id) else { continue }
                firsts.append(frame.minY + text.firstBaseline)
                lasts.append(frame.minY + text.lastBaseline)
            }
            let d = run.root.dimensions
            c.equal("first baseline = the top-most text child's", d[explicit: .firstTextBaseline], firsts.min())
            c.equal("last baseline = the bottom-most text child's", d[explicit: .lastTextBaseline], lasts.max())
            return c.items
        })

    static let zstackBaselines = ConformanceCase(
        "D4.zstack-baselines", .d004, "a ZStack's baselines come from its top and bottom texts",
        view: { _ in
            ZStack {
                Text("Hello world").id("ta").frame(width: 100, height: 100, alignment: .topTrailing)
                Color.blue.opacity(0.2)
                Text(CaseTexts.notebook).id("tb").frame(width: 100, height: 100, alignment: .bottomLeading)
            }
            .id("z")
            .frame(width: 130, height: 130)
        },
        checks: { run in
            var c = CheckList(run)
            c.size("z", 130, 130)
            c.rootSize(130, 130)
            guard let ta = c.text("ta"), let tb = c.text("tb"), let fa = c.frame("ta"), let fb = c.frame("tb"), let z = c.node("z")
            else { return c.items }
            c.equal(
                "first baseline from the top text", z.dimensions[explicit: .firstTextBaseline],
                fa.minY - z.frame.minY + ta.firstBaseline)
            c.equal(
                "last baseline from the bottom text's last line", z.dimensions[explicit: .lastTextBaseline],
                fb.minY - z.frame.minY + tb.lastBaseline)
            return c.items
        })

    static let nested = ConformanceCase(
        "D4.nested", .d004, "baselines through padding and nested stacks",
        view: { _ in
            HStack {
                Text("First").id("first")
                VStack {
                    Text("Hello world").id("h")
                    Text(CaseTexts.notebook)
                    Text("WWDC").id("w")
                }
                .id("inner")
                .border(.red)
                .padding()
                .id("pv")
                Text("Second").id("second")
                Rectangle().frame(maxWidth: 10, maxHeight: 100).id("rect")
            }
        },
        checks: { run in
            var c = CheckList(run)
            guard let first = c.text("first"), let h = c.text("h"), let w = c.text("w"), let second = c.text("second"),
                let pv = c.node("pv")
            else { return c.items }
            c.equal(
                "padded VStack's first baseline = 16 + its first text's", pv.dimensions[explicit: .firstTextBaseline],
                16 + h.firstBaseline)
            var firsts: [CGFloat] = []
            var lasts: [CGFloat] = []
            for (id, text) in [("first", first), ("second", second)] {
                guard let frame = c.frame(id) else { continue }
                firsts.append(frame.minY + text.firstBaseline)
                lasts.append(frame.minY + text.lastBaseline)
            }
            if let hf = c.frame("h"), let wf = c.frame("w") {
                firsts.append(hf.minY + h.firstBaseline)
                lasts.append(wf.minY + w.lastBaseline)
            }
            let d = run.root.dimensions
            c.equal("first baseline = the top-most child's", d[explicit: .firstTextBaseline], firsts.min())
            c.equal("last baseline = the bottom-most child's", d[explicit: .lastTextBaseline], lasts.max())
            return c.items
        })

    // MARK: D4.my-zstack

    /// Three children, two of them with text, for the replica and the built-in ZStack alike.
    @ViewBuilder static var myZStackChildren: some View {
        Text("Hello world").id("c0")
        Box(60, 80).id("c1")
        Text(CaseTexts.notebook).id("c2").frame(width: 80)
    }

    static var myZStack: [ConformanceCase] {
        [("center", Alignment.center), ("leadingLastTextBaseline", Alignment.leadingLastTextBaseline)].map { name, alignment in
            ConformanceCase(
                "D4.my-zstack.\(name)", .d004, "the Layout-protocol ZStack replica matches ZStack (\(name))",
                view: { _ in MyZStack(alignment: alignment) { myZStackChildren } },
                checks: { run in
                    var c = CheckList(run)
                    let reference = run.layout(ZStack(alignment: alignment) { myZStackChildren })
                    c.equal("width", run.root.frame.width, reference.root.frame.width)
                    c.equal("height", run.root.frame.height, reference.root.frame.height)
                    for id in ["c0", "c1", "c2"] {
                        let expected = reference.node(id)?.frame
                        let actual = c.frame(id)
                        c.equal("\(id).x", actual?.minX, expected?.minX)
                        c.equal("\(id).y", actual?.minY, expected?.minY)
                        c.equal("\(id).width", actual?.width, expected?.width)
                        c.equal("\(id).height", actual?.height, expected?.height)
                    }
                    let mine = run.root.dimensions
                    let theirs = reference.root.dimensions
                    c.equal("first baseline", mine[explicit: .firstTextBaseline], theirs[explicit: .firstTextBaseline])
                    c.equal("last baseline", mine[explicit: .lastTextBaseline], theirs[explicit: .lastTextBaseline])
                    return c.items
                })
        }
    }

    // MARK: Which views align

    static let bottomLeading = ConformanceCase(
        "D4.bottom-leading", .d004, "a guide set on a ZStack changes nothing inside it",
        view: { _ in
            ZStack(alignment: .bottomLeading) {
                Box(100, 300).id("a")
                Box(300, 100).id("b")
            }
            .id("z")
            .alignmentGuide(.leading) { $0[.leading] + 10 }
        },
        checks: { run in
            var c = CheckList(run)
            c.origin("a", 0, 0)
            c.origin("b", 0, 200)
            c.size("z", 300, 300)
            c.equal("the ZStack's own leading guide", run.root.dimensions[explicit: .leading], 10)
            return c.items
        })

    static let overlay = ConformanceCase(
        "D4.overlay", .d004, "an overlay aligns on the primary view's explicit guides",
        view: { _ in
            Box(100, 100)
                .alignmentGuide(.trailing) { $0[.trailing] - 30 }
                .alignmentGuide(.top) { $0[.top] + 30 }
                .overlay(alignment: .topTrailing) { Text("Hi").id("hi") }
        },
        checks: { run in
            var c = CheckList(run)
            c.equal("hi's trailing x", c.frame("hi")?.maxX, 70)
            c.equal("hi's top y", c.frame("hi")?.minY, 30)
            let alone = run.measure(Text("Hi"))
            c.equal("hi.width", c.frame("hi")?.width, alone?.width)
            c.rootSize(100, 100)
            return c.items
        })

    static let tinyFrame = ConformanceCase(
        "D4.tiny-frame", .d004, "a frame smaller than its text keeps its size and aligns the text",
        view: { _ in VStack { Text("Hello world").id("t").frame(width: 10, height: 30, alignment: .top).id("f") } },
        checks: { run in
            var c = CheckList(run)
            c.frame("f", 0, 0, 10, 30)
            c.y("t", 0)
            c.equal("t's centre x", c.frame("t")?.midX, 5)
            return c.items
        })
}
