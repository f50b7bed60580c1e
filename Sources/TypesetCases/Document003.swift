import Foundation
import Typeset

/// Document 003 (custom alignment across stacks): a custom guide set on texts inside rows
/// aligns the rows; the built-in centre guide does not cross the rows.
enum Document003 {
    static var cases: [ConformanceCase] { [customCenter, builtinBlocked] }

    static let customCenter = ConformanceCase(
        "D3.custom-center", .d003, "a custom centre redefined on texts inside rows aligns the rows",
        view: { _ in
            VStack(alignment: .customCenter) {
                HStack {
                    Box(40, 40)
                    Text("Learn SwiftUI layout!").alignmentGuide(.customCenter) { $0[.leading] }.id("t1")
                    Box(40, 40)
                }
                HStack {
                    Box(40, 40)
                    Text("Help others learn it too!").alignmentGuide(.customCenter) { $0[.trailing] }.id("t2")
                    Box(40, 40)
                }
                HStack { Box(40, 40); Box(40, 40); Box(40, 40) }.id("r3")
            }
        },
        checks: { run in
            var c = CheckList(run)
            let r3 = c.frame("r3")?.midX
            c.equal("t1's leading x = r3's centre x", c.frame("t1")?.minX, r3)
            c.equal("t2's trailing x = r3's centre x", c.frame("t2")?.maxX, r3)
            return c.items
        })

    static let builtinBlocked = ConformanceCase(
        "D3.builtin-blocked", .d003, "the built-in centre guide set on texts does not cross their rows",
        view: { _ in
            VStack(alignment: .center) {
                HStack {
                    Box(40, 40)
                    Text("Learn SwiftUI layout!").alignmentGuide(HorizontalAlignment.center) { $0[.leading] }.id("t1")
                    Box(40, 40)
                }.id("r1")
                HStack {
                    Box(40, 40)
                    Text("Help others learn it too!").alignmentGuide(HorizontalAlignment.center) { $0[.leading] }.id("t2")
                    Box(40, 40)
                }.id("r2")
                HStack { Box(40, 40); Box(40, 40); Box(40, 40) }.id("r3")
            }
        },
        checks: { run in
            var c = CheckList(run)
            let centre = run.root.frame.midX
            for id in ["r1", "r2", "r3"] {
                c.equal("\(id) centred", c.frame(id)?.midX, centre)
                c.isNil("\(id) has no explicit centre", c.node(id)?.dimensions[explicit: HorizontalAlignment.center])
            }
            return c.items
        })
}
