import Foundation
import Typeset

/// Document 002 (alignment in stacks): three characters of different heights aligned on
/// built-in guides, on their feet, on a guide that expands the stack, in a ZStack, across stacks.
enum Document002 {
    static var cases: [ConformanceCase] {
        [top, center, feet, feetDefault, expand, zstackAnchor, across]
    }

    /// The stand-ins for the document's images: rogue, dragoon, brawler.
    static let rogue = (width: CGFloat(50), height: CGFloat(64))
    static let dragoon = (width: CGFloat(70), height: CGFloat(91))
    static let brawler = (width: CGFloat(60), height: CGFloat(76))

    /// Checks the three characters' y positions and the stack's height.
    static func rowChecks(_ ys: [CGFloat], height: CGFloat) -> @Sendable (CaseRun) -> [CaseCheck] {
        { run in
            var c = CheckList(run)
            for (id, y) in zip(["rogue", "dragoon", "brawler"], ys) { c.y(id, y) }
            c.equal("stack height", run.root.frame.height, height)
            return c.items
        }
    }

    /// The three characters in an HStack aligned on `alignment`, with no explicit guides.
    static func characters(aligned alignment: VerticalAlignment) -> some View {
        HStack(alignment: alignment) {
            Box(rogue.width, rogue.height).id("rogue")
            Box(dragoon.width, dragoon.height).id("dragoon")
            Box(brawler.width, brawler.height).id("brawler")
        }
    }

    static let top = ConformanceCase(
        "D2.top", .d002, "top-aligned characters",
        view: { _ in characters(aligned: .top) },
        checks: rowChecks([0, 0, 0], height: 91))

    static let center = ConformanceCase(
        "D2.center", .d002, "centre-aligned characters",
        view: { _ in characters(aligned: .center) },
        checks: rowChecks([13.5, 0, 7.5], height: 91))

    /// The row aligned on `.feet` with the document's explicit feet 61, 84, 70.
    static var feetRow: some View {
        HStack(alignment: .feet) {
            Box(rogue.width, rogue.height).alignmentGuide(.feet) { _ in 61 }.id("rogue")
            Box(dragoon.width, dragoon.height).alignmentGuide(.feet) { _ in 84 }.id("dragoon")
            Box(brawler.width, brawler.height).alignmentGuide(.feet) { _ in 70 }.id("brawler")
        }
    }

    static let feet = ConformanceCase(
        "D2.feet", .d002, "characters aligned on their feet (explicit 61, 84, 70)",
        view: { _ in feetRow },
        checks: rowChecks([23, 0, 14], height: 91))

    static let feetDefault = ConformanceCase(
        "D2.feet-default", .d002, "the feet alignment without explicit guides falls back to the bottom",
        view: { _ in characters(aligned: .feet) },
        checks: rowChecks([27, 0, 15], height: 91))

    static let expand = ConformanceCase(
        "D2.expand", .d002, "a custom guide set to bottom, top and centre expands the stack",
        view: { _ in
            HStack(alignment: .expand) {
                Box(rogue.width, rogue.height).alignmentGuide(.expand) { $0[.bottom] }.id("rogue")
                Box(dragoon.width, dragoon.height).alignmentGuide(.expand) { $0[.top] }.id("dragoon")
                Box(brawler.width, brawler.height).alignmentGuide(.expand) { $0[VerticalAlignment.center] }.id("brawler")
            }
        },
        checks: rowChecks([0, 64, 26], height: 155))

    static let zstackAnchor = ConformanceCase(
        "D2.zstack-anchor", .d002, "a ZStack aligned on a two-axis custom anchor",
        view: { _ in
            ZStack(alignment: .anchor) {
                Box(rogue.width, rogue.height)
                    .alignmentGuide(HorizontalAlignment.anchor) { $0[.trailing] }
                    .alignmentGuide(VerticalAlignment.anchor) { $0[.bottom] }
                    .id("rogue")
                Box(dragoon.width, dragoon.height)
                    .alignmentGuide(VerticalAlignment.anchor) { $0[.top] }
                    .id("dragoon")
                Box(brawler.width, brawler.height)
                    .alignmentGuide(HorizontalAlignment.anchor) { $0[.leading] }
                    .alignmentGuide(VerticalAlignment.anchor) { $0[.bottom] }
                    .id("brawler")
            }
        },
        checks: { run in
            var c = CheckList(run)
            c.origin("rogue", 0, 12)
            c.origin("dragoon", 15, 76)
            c.origin("brawler", 50, 0)
            c.rootSize(110, 167)
            return c.items
        })

    static let across = ConformanceCase(
        "D2.across", .d002, "a line drawn on the row's feet through a ZStack: the guide crosses the HStack",
        view: { _ in
            ZStack(alignment: Alignment(horizontal: .center, vertical: .feet)) {
                feetRow.id("row")
                Box(200, 1).id("line")
            }
        },
        checks: { run in
            var c = CheckList(run)
            let row = c.frame("row")
            c.equal("line.y = row.y + 83", c.frame("line")?.minY, row.map { $0.minY + 83 })
            c.equal("line's bottom 84 below the row's top", c.frame("line")?.maxY, row.map { $0.minY + 84 })
            c.rootSize(200, 91)
            return c.items
        })
}
