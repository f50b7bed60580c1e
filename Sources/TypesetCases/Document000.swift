import Foundation
import Typeset

/// Document 000 (alignment guides in depth): implicit and explicit guides, container and frame
/// alignment, custom guides, non-siblings, multiline text alignment.
enum Document000 {
    static var cases: [ConformanceCase] {
        [guidesH, guidesH.rtlTwin(checks: guidesHMirrored), guidesV, dimensions(innerTop: false), dimensions(innerTop: true),
         frameTight, zstackCustom, weird]
            + containerPicks + frameWide + zstackText + nonSiblings + multiline
    }

    // MARK: D0.guides-h, D0.guides-v

    static let guidesH = ConformanceCase(
        "D0.guides-h", .d000, "three views with horizontal guides 0, 20, 10 in a leading VStack",
        view: { _ in
            VStack(alignment: .leading, spacing: 0) {
                Box(100, 20).alignmentGuide(.leading) { _ in 0 }.id("A")
                Box(100, 20).alignmentGuide(.leading) { _ in 20 }.id("B")
                Box(100, 20).alignmentGuide(.leading) { _ in 10 }.id("C")
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.x("A", 20)
            c.x("B", 0)
            c.x("C", 10)
            c.y("A", 0)
            c.y("B", 20)
            c.y("C", 40)
            c.rootSize(120, 60)
            return c.items
        })

    /// Design §10: x' = W − (x + w) inside the 120-wide stack.
    static let guidesHMirrored: @Sendable (CaseRun) -> [CaseCheck] = { run in
        var c = CheckList(run)
        c.x("A", 120 - (20 + 100))
        c.x("B", 120 - (0 + 100))
        c.x("C", 120 - (10 + 100))
        c.y("A", 0)
        c.y("B", 20)
        c.y("C", 40)
        c.rootSize(120, 60)
        return c.items
    }

    static let guidesV = ConformanceCase(
        "D0.guides-v", .d000, "three views with vertical guides 0, 20, 10 in a top HStack",
        view: { _ in
            HStack(alignment: .top, spacing: 0) {
                Box(20, 100).alignmentGuide(.top) { _ in 0 }.id("A")
                Box(20, 100).alignmentGuide(.top) { _ in 20 }.id("B")
                Box(20, 100).alignmentGuide(.top) { _ in 10 }.id("C")
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.origin("A", 0, 20)
            c.origin("B", 20, 0)
            c.origin("C", 40, 10)
            c.rootSize(60, 120)
            return c.items
        })

    // MARK: D0.container-picks

    static var containerPicks: [ConformanceCase] {
        let variants: [(String, HorizontalAlignment, [CGFloat], CGFloat)] = [
            ("leading", .leading, [60, 0, 90], 240),
            ("center", .center, [50, 0, 25], 200),
            ("trailing", .trailing, [100, 0, 50], 200),
        ]
        return variants.map { name, alignment, xs, width in
            ConformanceCase(
                "D0.container-picks.\(name)", .d000,
                "the container's alignment (\(name)) picks the explicit guides that count",
                view: { _ in
                    VStack(alignment: alignment, spacing: 0) {
                        Box(100, 10).alignmentGuide(.leading) { _ in 30 }.id("a")
                        Box(200, 10).alignmentGuide(.leading) { _ in 90 }.id("b")
                        Box(150, 10).id("c")
                    }
                },
                checks: { run in
                    var c = CheckList(run)
                    for (id, x) in zip(["a", "b", "c"], xs) { c.x(id, x) }
                    c.rootSize(width, 30)
                    return c.items
                })
        }
    }

    // MARK: D0.dimensions

    static func dimensions(innerTop: Bool) -> ConformanceCase {
        ConformanceCase(
            innerTop ? "D0.dimensions.inner-top" : "D0.dimensions", .d000,
            innerTop
                ? "ViewDimensions in a guide closure sees an inner explicit top of 6"
                : "ViewDimensions in a guide closure: leading + width / 3 − explicit top",
            view: { probe in
                let closure: (ViewDimensions) -> CGFloat = { d in
                    probe.record("explicitTop", d[explicit: .top])
                    return d[.leading] + d.width / 3 - (d[explicit: .top] ?? 0)
                }
                if innerTop {
                    Box(90, 30).alignmentGuide(.top) { _ in 6 }.alignmentGuide(.leading, computeValue: closure)
                } else {
                    Box(90, 30).alignmentGuide(.leading, computeValue: closure)
                }
            },
            checks: { run in
                var c = CheckList(run)
                c.equal("leading", run.root.dimensions[explicit: .leading], innerTop ? 24 : 30)
                let seen = run.probe.values("explicitTop")
                c.that("closure ran", !seen.isEmpty)
                c.that(
                    "d[explicit: .top] inside the closure", seen.allSatisfy { $0 == (innerTop ? 6 : nil) },
                    "saw \(seen), expected \(innerTop ? "6" : "nil")")
                c.rootSize(90, 30)
                return c.items
            })
    }

    // MARK: D0.frame-tight, D0.frame-wide

    /// The 100 × 48 stack the frame cases wrap.
    static var tightStack: some View { VStack { Box(100, 20).id("a"); Box(60, 20).id("b") } }

    static let frameTight = ConformanceCase(
        "D0.frame-tight", .d000, "a frame that fits its content ignores its alignment",
        view: { _ in tightStack.frame(width: nil, height: nil, alignment: .trailing) },
        checks: { run in
            var c = CheckList(run)
            let reference = run.layout(tightStack)
            for id in ["a", "b"] {
                let expected = reference.node(id)?.frame
                c.equal("\(id).x as without the frame", c.frame(id)?.minX, expected?.minX)
                c.equal("\(id).y as without the frame", c.frame(id)?.minY, expected?.minY)
            }
            // Design §4–5: centred children, default spacing 8 between plain views.
            c.frame("a", 0, 0, 100, 20)
            c.frame("b", 20, 28, 60, 20)
            c.rootSize(100, 48)
            return c.items
        })

    static var frameWide: [ConformanceCase] {
        let variants: [(String, Alignment, CGPoint)] = [
            ("topLeading", .topLeading, CGPoint(x: 0, y: 0)),
            ("bottomTrailing", .bottomTrailing, CGPoint(x: 200, y: 352)),
            ("center", .center, CGPoint(x: 100, y: 176)),
        ]
        return variants.map { name, alignment, origin in
            ConformanceCase(
                "D0.frame-wide.\(name)", .d000, "a 300 × 400 frame places its 100 × 48 content at \(name)",
                view: { _ in tightStack.id("stack").frame(width: 300, height: 400, alignment: alignment) },
                checks: { run in
                    var c = CheckList(run)
                    c.frame("stack", origin.x, origin.y, 100, 48)
                    c.rootSize(300, 400)
                    return c.items
                })
        }
    }

    // MARK: D0.zstack-text

    static var zstackText: [ConformanceCase] {
        let question = "What is going on?"
        return [
            ConformanceCase(
                "D0.zstack-text.topLeading", .d000, "a lone Text in a ZStack, framed 300 × 400 top-leading",
                view: { _ in
                    ZStack(alignment: .topLeading) { Text(question).id("t") }
                        .frame(width: 300, height: 400, alignment: .topLeading)
                },
                checks: { run in
                    var c = CheckList(run)
                    let alone = run.measure(Text(question))
                    c.origin("t", 0, 0)
                    c.equal("t.width", c.frame("t")?.width, alone?.width)
                    c.equal("t.height", c.frame("t")?.height, alone?.height)
                    c.rootSize(300, 400)
                    return c.items
                }),
            ConformanceCase(
                "D0.zstack-text.center", .d000, "the same without the frame's alignment: centred in 300 × 400",
                view: { _ in
                    ZStack(alignment: .topLeading) { Text(question).id("t") }.frame(width: 300, height: 400)
                },
                checks: { run in
                    var c = CheckList(run)
                    if let alone = run.measure(Text(question)) {
                        c.frame("t", (300 - alone.width) / 2, (400 - alone.height) / 2, alone.width, alone.height)
                    } else {
                        c.that("Text measured alone", false)
                    }
                    c.rootSize(300, 400)
                    return c.items
                }),
        ]
    }

    // MARK: D0.weird

    static let labelHeights: [CGFloat] = [50, 70, 90, 40, 70, 40, 40]
    static let labelColors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink]

    static let weird = ConformanceCase(
        "D0.weird", .d000, "a custom horizontal guide whose default is the view's height",
        view: { _ in
            VStack(alignment: .weird, spacing: 10) {
                Box(1, 20).alignmentGuide(.weird) { d in d[.leading] }.id("first")
                ForEach(0..<7) { i in
                    Text(CaseTexts.days[i]).font(.title).foregroundColor(.primary).frame(height: labelHeights[i])
                        .padding(.horizontal, 20)
                        .background(RoundedRectangle(cornerRadius: 8).fill(labelColors[i]))
                        .id("label-\(i)")
                }
                Box(1, 20).alignmentGuide(.weird) { d in d[.leading] }.id("last")
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.x("first", 90)
            c.x("last", 90)
            var y: CGFloat = 0
            c.y("first", y)
            y += 20 + 10
            for (i, h) in labelHeights.enumerated() {
                let id = "label-\(i)"
                c.x(id, 90 - h)
                c.y(id, y)
                c.equal("\(id).height", c.frame(id)?.height, h)
                let text = run.measure(Text(CaseTexts.days[i]).font(.title))
                c.equal("\(id).width = text width + 40", c.frame(id)?.width, text.map { $0.width + 40 })
                y += h + 10
            }
            c.y("last", y)
            return c.items
        })

    // MARK: D0.non-siblings

    static var nonSiblings: [ConformanceCase] {
        (0..<7).map { selected in
            ConformanceCase(
                "D0.non-siblings.\(selected)", .d000,
                "an arrow follows the selected row (\(CaseTexts.days[selected])) of another stack",
                view: { _ in
                    HStack(alignment: .marker) {
                        Box(30, 30).alignmentGuide(.marker) { d in d[VerticalAlignment.center] }.id("arrow")
                        VStack(alignment: .leading) {
                            ForEach(0..<7) { i in
                                if i == selected {
                                    Text(CaseTexts.days[i]).font(.title)
                                        .alignmentGuide(.marker) { d in d[VerticalAlignment.center] }.id("day-\(i)")
                                } else {
                                    Text(CaseTexts.days[i]).font(.title).id("day-\(i)")
                                }
                            }
                        }.id("list")
                    }
                },
                checks: { run in
                    var c = CheckList(run)
                    c.equal("arrow.midY = selected.midY", c.frame("arrow")?.midY, c.frame("day-\(selected)")?.midY)
                    let reference = run.layout(
                        VStack(alignment: .leading) {
                            ForEach(0..<7) { i in Text(CaseTexts.days[i]).font(.title).id("day-\(i)") }
                        })
                    let list = c.frame("list")
                    for i in 0..<7 {
                        let frame = c.frame("day-\(i)")
                        let expected = reference.node("day-\(i)")?.frame
                        c.equal("day-\(i).x in the list", frame.flatMap { f in list.map { f.minX - $0.minX } }, expected?.minX)
                        c.equal("day-\(i).y in the list", frame.flatMap { f in list.map { f.minY - $0.minY } }, expected?.minY)
                    }
                    return c.items
                })
        }
    }

    // MARK: D0.zstack-custom

    static let zstackCustom = ConformanceCase(
        "D0.zstack-custom", .d000, "a two-axis custom alignment in a ZStack",
        view: { _ in
            ZStack(alignment: .myAlignment) {
                Box(100, 50).id("a")
                Box(60, 30).id("b")
                Box(40, 40).alignmentGuide(.myH) { $0[.trailing] }.id("c")
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.origin("a", 40, 0)
            c.origin("b", 40, 20)
            c.origin("c", 0, 10)
            c.rootSize(140, 50)
            return c.items
        })

    // MARK: D0.multiline

    static var multiline: [ConformanceCase] {
        TextAlignment.allCases.flatMap { alignment -> [ConformanceCase] in
            let ltr = ConformanceCase(
                "D0.multiline.\(alignment)", .d000, "multiline text alignment \(alignment) inside the text's own width",
                view: { _ in Text(CaseTexts.paragraph).id("t").multilineTextAlignment(alignment).frame(width: 200) },
                checks: { run in multilineChecks(run, alignment: alignment, rightToLeft: false) })
            return [ltr, ltr.rtlTwin { run in multilineChecks(run, alignment: alignment, rightToLeft: true) }]
        }
    }

    /// Every line's offset inside the text: 0, (textWidth − line.width) / 2 or textWidth − line.width,
    /// with leading and trailing swapped in right-to-left (Design §8.6).
    static func multilineChecks(_ run: CaseRun, alignment: TextAlignment, rightToLeft: Bool) -> [CaseCheck] {
        var c = CheckList(run)
        guard let text = c.text("t") else { return c.items }
        let textWidth = text.layout.width
        c.that("several lines", text.lines.count > 1, "\(text.lines.count) lines")
        c.equal("text width = widest line", textWidth, text.widestLine)
        c.equal("t.width = widest line, rounded up (not 200)", c.frame("t")?.width, text.width)
        c.equal("t centred in the 200 frame", c.frame("t")?.minX, (200 - text.width) / 2)
        c.rootSize(200, text.height)
        for (index, line) in text.lines.enumerated() {
            let free = textWidth - line.width
            let expected: CGFloat
            switch (alignment, rightToLeft) {
            case (.leading, false), (.trailing, true): expected = 0
            case (.center, _): expected = free / 2
            case (.trailing, false), (.leading, true): expected = free
            }
            c.equal("line \(index).x", line.xOffset, expected)
        }
        return c.items
    }
}
