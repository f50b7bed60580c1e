import Foundation
import Testing
import Typeset
import TypesetCases

/// Every case of `shared/CASES.md` (registered in `TypesetCases`), laid out with the bundled fonts:
/// its checks, its golden dump, and the invariants every case must keep. A failure names the case id.
@Suite struct ConformanceTests {
    static let engine = LayoutEngine()

    /// The case's expectations (CASES.md "expect"). A case the engine is known to disagree with
    /// carries its reason and fails as a known issue. `TYPESET_PRINT_CHECKS=1` prints every check.
    @Test(arguments: ConformanceCases.all)
    func conformance(_ c: ConformanceCase) {
        let run = c.run(engine: Self.engine)
        let checks = c.checks(run)
        if ProcessInfo.processInfo.environment["TYPESET_PRINT_CHECKS"] == "1" {
            print(([c.id] + checks.map { "  \($0)" }).joined(separator: "\n"))
        }
        #expect(!checks.isEmpty, "\(c.id) has no checks")
        let failures = checks.filter { !$0.passed }
        if let reason = c.knownIssue {
            withKnownIssue(Comment(rawValue: reason)) {
                for check in failures { Issue.record("\(c.id): \(check.name): \(check.detail)") }
            }
        } else {
            for check in failures { Issue.record("\(c.id): \(check.name): \(check.detail)") }
        }
    }

    /// The canonical dump's body matches `Goldens/<id>.txt` (a regression record, not an
    /// expectation); the header, which names the text libraries' versions, is checked on its own
    /// (`dumpHeaderNamesTheTextLibraries`), so a library update fails one test, not every golden.
    /// A missing golden is written and the test fails; `TYPESET_RECORD_GOLDENS=1` rewrites all.
    @Test(arguments: ConformanceCases.all)
    func golden(_ c: ConformanceCase) throws {
        let dump = c.run(engine: Self.engine).result.dumpBody()
        try Goldens.compare(dump, id: c.id)
    }

    /// The dump opens with the engine and the versions of FreeType, HarfBuzz and ICU in use.
    @Test func dumpHeaderNamesTheTextLibraries() throws {
        let c = try #require(ConformanceCases.all.first)
        let result = c.run(engine: Self.engine).result
        let versions = TextEngine.libraryVersions
        #expect(result.header == "Typeset layout · FreeType \(versions.freeType) · HarfBuzz \(versions.harfBuzz) · ICU \(versions.icu)")
        #expect(result.dump() == result.header + "\n" + result.dumpBody())
    }

    /// Proposing a case's own size back gives the same size and the same frames.
    @Test(arguments: ConformanceCases.all)
    func ownSizeIsStable(_ c: ConformanceCase) {
        let first = c.run(engine: Self.engine).result
        let again = Self.engine.layout(c.view(), proposal: ProposedViewSize(first.size))
        #expect(
            abs(again.size.width - first.size.width) <= 1e-9 && abs(again.size.height - first.size.height) <= 1e-9,
            "\(c.id): size \(first.size) proposed back gives \(again.size)")
        let before = first.root.allNodes
        let after = again.root.allNodes
        guard before.count == after.count else {
            Issue.record("\(c.id): \(before.count) nodes, \(after.count) when the size is proposed back")
            return
        }
        for (a, b) in zip(before, after) where a.kind != b.kind || !Self.same(a.frame, b.frame) {
            Issue.record("\(c.id): \(a) becomes \(b) when the size is proposed back")
        }
    }

    /// In every HStack aligned on a text baseline, the children's baselines are on one line. The
    /// cases that have such stacks are checked, each with at least one stack of two children or
    /// more; the suite must have some (it fails on an empty registry).
    @Test func baselineStacksLineUp() {
        var checked = 0
        for c in ConformanceCases.all {
            for (stack, guide) in Self.baselineStacks(in: c.run(engine: Self.engine).result) {
                let lines = stack.children.map { $0.frame.minY + $0.dimensions[guide] }
                guard let first = lines.first, lines.count > 1 else { continue }
                checked += 1
                for (child, line) in zip(stack.children, lines) where abs(line - first) > 1e-9 {
                    Issue.record("\(c.id): \(child) has its \(guide) at \(line), the first child at \(first)")
                }
            }
        }
        #expect(checked > 0, "no baseline-aligned stack of two or more children in the suite")
    }

    /// No frame is NaN, infinite or of negative size.
    @Test(arguments: ConformanceCases.all)
    func framesAreFinite(_ c: ConformanceCase) {
        for node in c.run(engine: Self.engine).result.root.allNodes {
            let f = node.frame
            let finite = [f.origin.x, f.origin.y, f.width, f.height].allSatisfy(\.isFinite)
            if !finite || f.width < 0 || f.height < 0 {
                Issue.record("\(c.id): \(node.kind) has frame \(f)")
            }
        }
    }

    /// Every id of CASES.md has a case (itself or variants `id.variant`), the marked twins exist,
    /// and ids are unique.
    @Test func everyCaseIsRegistered() {
        let ids = ConformanceCases.all.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids")
        for required in Self.casesMarkdownIDs {
            #expect(ids.contains { $0 == required || $0.hasPrefix(required + ".") }, "\(required) has no case")
        }
        for twin in ["D0.guides-h.rtl", "D0.multiline.leading.rtl", "D0.multiline.center.rtl", "D0.multiline.trailing.rtl"] {
            #expect(ids.contains(twin), "\(twin) is missing")
        }
    }

    /// The ids in shared/CASES.md.
    static let casesMarkdownIDs = [
        "D0.guides-h", "D0.guides-v", "D0.container-picks", "D0.dimensions", "D0.frame-tight", "D0.frame-wide",
        "D0.zstack-text", "D0.weird", "D0.non-siblings", "D0.zstack-custom", "D0.multiline",
        "D1.text-guides", "D1.taller", "D1.explicit-baseline", "D1.badge", "D1.spacer-vs-frame", "D1.menu",
        "D2.top", "D2.center", "D2.feet", "D2.feet-default", "D2.expand", "D2.zstack-anchor", "D2.across",
        "D3.custom-center", "D3.builtin-blocked",
        "D4.zstack-center", "D4.rtl-leading", "D4.one-third", "D4.leading-plus-30", "D4.chained", "D4.defaults",
        "D4.explicit-same", "D4.text-baselines", "D4.framed-text", "D4.vstack-baselines", "D4.no-text",
        "D4.hstack-baselines", "D4.zstack-baselines", "D4.grid", "D4.nested", "D4.my-zstack", "D4.bottom-leading",
        "D4.overlay", "D4.tiny-frame",
    ]

    /// The HStacks aligned on `.firstTextBaseline` or `.lastTextBaseline`, with their guide.
    static func baselineStacks(in result: LayoutResult) -> [(LayoutNode, VerticalAlignment)] {
        result.root.allNodes.compactMap { node in
            guard case .hStack(let alignment, _) = node.kind,
                  alignment == .firstTextBaseline || alignment == .lastTextBaseline
            else { return nil }
            return (node, alignment)
        }
    }

    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 1e-9 && abs(a.minY - b.minY) <= 1e-9 && abs(a.width - b.width) <= 1e-9
            && abs(a.height - b.height) <= 1e-9
    }
}
