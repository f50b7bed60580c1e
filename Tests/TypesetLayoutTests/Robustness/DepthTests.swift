import Foundation
import Testing
@testable import TypesetLayout

/// Trees far deeper and wider than any interface, laid out by the core: no stack overflow on any
/// thread, in time linear in the nodes (issue 10; `StackGuard`).
@Suite struct DepthTests {
    static let depth = 100_000

    /// A chain `depth` levels deep over a text, the levels cycling padding, a two-child HStack
    /// (the chain and a text), an offset and an alignment guide: every recursive query (size,
    /// baseline, spacing) walks the whole chain.
    static func deepTree(depth: Int) -> (LayoutTree, NodeID) {
        var tree = LayoutTree()
        var node = tree.addText(FixedAdvanceText.leaf("deep", size: 10), direction: .leftToRight)
        for level in 0 ..< depth {
            switch level % 4 {
            case 0:
                node = tree.wrap(node, inPadding: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0), direction: .leftToRight)
            case 1:
                let text = tree.addText(FixedAdvanceText.leaf("x", size: 10), direction: .leftToRight)
                node = tree.addStack(
                    StackStyle(axis: .horizontal, alignment: VerticalAlignment.firstTextBaseline.key, spacing: 0),
                    children: [node, text], direction: .leftToRight)
            case 2:
                node = tree.wrap(node, inOffset: CGSize(width: 0, height: 1), direction: .leftToRight)
            default:
                node = tree.wrap(
                    node, inAlignmentGuide: HorizontalAlignment.leading.key, GuideComputation { $0[.leading] }, direction: .leftToRight)
            }
        }
        return (tree, node)
    }

    /// An HStack of `width` 1×1 boxes.
    static func wideTree(width: Int) -> (LayoutTree, NodeID) {
        var tree = LayoutTree()
        var children: [NodeID] = []
        children.reserveCapacity(width)
        for _ in 0 ..< width {
            let shape = tree.addShape(.rectangle, paint: ShapePaint(), direction: .leftToRight)
            children.append(tree.wrap(shape, inFrame: FixedFrame(width: 1, height: 1, alignment: .center), direction: .leftToRight))
        }
        let root = tree.addStack(
            StackStyle(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil), children: children, direction: .leftToRight)
        return (tree, root)
    }

    static func layOutDeep(depth: Int) -> LayoutResult {
        let (tree, root) = deepTree(depth: depth)
        return layOut(tree, root: root, proposal: .unspecified, services: FixedAdvanceText.services, header: "deep")
    }

    /// Checks the deep result, at its ideal size, against what its construction implies: every
    /// padding adds 1 point of width, every HStack a 5-point "x", so the root is `depth / 4 × 6`
    /// wider than the 20-point leaf; the baselines line up at 8 (0.8 em).
    static func expectDeepResult(_ result: LayoutResult, depth: Int) {
        #expect(result.diagnostics.isEmpty)
        let levels = CGFloat(depth / 4)
        #expect(result.size.width == 20 + levels * 6)
        #expect(result.size.height == 10)
        #expect(result.root.dimensions[explicit: .firstTextBaseline] == 8)
    }

    @Test func aTreeOneHundredThousandLevelsDeepLaysOut() {
        Self.expectDeepResult(Self.layOutDeep(depth: Self.depth), depth: Self.depth)
    }

    @Test func aStackOneHundredThousandChildrenWideLaysOut() {
        let (tree, root) = Self.wideTree(width: Self.depth)
        let result = layOut(tree, root: root, proposal: ProposedViewSize(width: 400, height: nil), services: FixedAdvanceText.services, header: "wide")
        // 100,000 one-point boxes and 99,999 default gaps of 8 (Design §5): stacks overflow.
        #expect(result.size == CGSize(width: CGFloat(Self.depth) + CGFloat(Self.depth - 1) * 8, height: 1))
        #expect(result.root.children.count == Self.depth)
        #expect(result.root.children.last?.frame.minX == CGFloat(Self.depth - 1) * 9)
        #expect(result.diagnostics.isEmpty)
    }

    /// A thread with a small stack (256 KiB, smaller than Swift concurrency's): without the
    /// guard, 20,000 levels overflow it many times over in a debug build.
    @Test func aDeepTreeLaysOutOnASmallStack() async {
        let result: LayoutResult = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: Self.layOutDeep(depth: 20_000))
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        Self.expectDeepResult(result, depth: 20_000)
    }

    @Test func aDeepTreeLaysOutOnEightTasksAtOnce() async {
        await withTaskGroup(of: LayoutResult.self) { group in
            for _ in 0 ..< 8 { group.addTask { Self.layOutDeep(depth: 5_000) } }
            for await result in group { Self.expectDeepResult(result, depth: 5_000) }
        }
    }

    /// Linear: four times the nodes take well under sixteen times as long (a quadratic walk
    /// would take sixteen). Each size is timed twice and the faster run kept.
    @Test func timeIsLinearInDepth() {
        func seconds(_ depth: Int) -> Double {
            (0 ..< 2).map { _ in
                let start = ContinuousClock.now
                _ = Self.layOutDeep(depth: depth)
                let elapsed = ContinuousClock.now - start
                return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            }.min()!
        }
        let small = seconds(5_000)
        let large = seconds(20_000)
        #expect(large < small * 9, "5,000 levels: \(small) s, 20,000 levels: \(large) s")
    }

    /// The dump walks with an explicit stack and draws at most `LayoutDump.drawnLevels` levels of
    /// tree lines: a deep tree prints one short line per node.
    @Test func aDeepTreeDumpsInLinearSpace() {
        let result = Self.layOutDeep(depth: 20_000)
        let lines = result.dumpBody(options: []).split(separator: "\n")
        // Every node: the chain, the leaf and one "x" per HStack.
        #expect(lines.count == 20_000 + 1 + 20_000 / 4)
        let longest = lines.map(\.count).max() ?? 0
        #expect(longest < 3 * LayoutDump.drawnLevels + 200)
        #expect(lines.contains { $0.hasPrefix("… ") })
    }
}
