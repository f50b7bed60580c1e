import Foundation
import SeededRandom
import Testing
@testable import TypesetLayout

/// Design §3, "Recorded once": the result builder folds a container's guides from the values
/// it recorded for its children. Every record's guides must be what the node's kind answers
/// when asked at the record's size and proposal on a pass of its own.
struct RecordedGuidesTests {
    static let words = ["a", "ab", "abc defgh", "ab cd ef", "abcdefghijkl"]
    static let mark = VerticalAlignment.mark.key
    static let markH = HorizontalAlignment(MarkH.self).key

    /// A random tree of the kinds whose guides are folded (stacks, ZStacks, placing and
    /// pass-through modifiers, overlays and backgrounds, transparent stacks) around texts and
    /// boxes; with `closures`, guide closures and layouts behind `AnyLayout` too (values an
    /// engine does not keep between layouts). With `change`, the first text made gets a longer
    /// string (and `change` is cleared): the same tree with one Text changed.
    static func view(depth: Int, _ random: inout SplitMix64, closures: Bool = true, change: inout Bool) -> TestView {
        if depth == 0 || Int.random(in: 0 ..< 5, using: &random) == 0 {
            switch Int.random(in: 0 ..< 5, using: &random) {
            case 0: return .box(CGFloat(Int.random(in: 0 ... 5, using: &random) * 10), 10)
            case 1 where closures: return .guide(mark, { d in d.height / 3 }, .box(20, 30))
            case 2 where closures: return .guide(markH, { d in d.width / 4 }, .text("ab", size: 10))
            default:
                var word = words.randomElement(using: &random)!
                let size: CGFloat = [10, 14].randomElement(using: &random)!
                if change {
                    word += " xyz"
                    change = false
                }
                return .text(word, size: size)
            }
        }
        let children = (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in
            view(depth: depth - 1, &random, closures: closures, change: &change)
        }
        switch Int.random(in: 0 ..< 16, using: &random) {
        case 0: return .hStack(.firstTextBaseline, spacing: [nil, 3].randomElement(using: &random)!, children)
        case 1: return .hStack(.lastTextBaseline, children)
        case 2: return .hStack(.center, spacing: 0, children)
        case 3: return .vStack(.leading, spacing: [nil, 0].randomElement(using: &random)!, children)
        case 4: return .vStack(HorizontalAlignment(MarkH.self), children)
        case 5: return .zStack([.topLeading, .center, .bottomTrailing].randomElement(using: &random)!, children)
        case 6: return .frame(width: [nil, 30, 90].randomElement(using: &random)!, height: 40, .bottomTrailing, children[0])
        case 7: return .padding(EdgeInsets(top: 3, leading: 7, bottom: 1, trailing: 2), children[0])
        case 8: return .offset(CGSize(width: 5, height: -4), .opacity(0.5, children[0]))
        case 9: return .rtl(.hStack(.firstTextBaseline, children))
        case 10: return .forEach(1) { _ in children[0] }  // one dynamic child: a stack of it is not transparent
        // The layers have baselines of their own, which the primary's must win over.
        case 11: return .overlay(.topLeading, children[0], layer: [.text("ab", size: 14)])
        case 12: return .background(.bottom, children[0], layer: [.padding(EdgeInsets(top: 9, leading: 0, bottom: 0, trailing: 0), .text("abc", size: 10))])
        // Layouts that keep the default `explicitAlignment`: their subviews' values merged.
        case 13 where closures: return .layout(AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 4)), children)
        case 14 where closures: return .layout(AnyLayout(ZStackLayout(alignment: .bottomLeading)), children)
        default: return .flexibleFrame(FrameLimits(min: nil, ideal: nil, max: .infinity), FrameLimits(min: 50, ideal: nil, max: nil), .leading, children[0])
        }
    }

    @Test func everyRecordHoldsTheGuidesItsKindAnswers() {
        var random = SplitMix64(state: 3)
        let lengths: [CGFloat?] = [nil, 0, 25, 80, 300, .infinity]
        var recordsWithGuides = 0
        var folded = 0
        for _ in 0 ..< 1500 {
            var unchanged = false
            let (tree, root) = Self.tree(Self.view(depth: 4, &random, change: &unchanged))
            let proposal = ProposedViewSize(width: lengths.randomElement(using: &random)!, height: lengths.randomElement(using: &random)!)
            let (result, _) = layOut(tree, root: root, proposal: proposal, services: FixedAdvanceText.services, header: "oracle", earlier: nil)
            let counts = Self.compare(result, tree, root, proposal)
            recordsWithGuides += counts.withGuides
            folded += counts.folded
        }
        // The sweep met what it is about: containers whose guides were folded from their children's.
        #expect(recordsWithGuides > 5000)
        #expect(folded > 2000)
    }

    @Test func recordsTakenFromAnEarlierLayoutFoldAlike() {
        // Design §0.4: a layout of the same tree with one Text changed copies the records of
        // the subtrees placed as before, guides included; their containers fold them.
        var random = SplitMix64(state: 11)
        let lengths: [CGFloat?] = [nil, 60, 300]
        var reused = 0
        var folded = 0
        for _ in 0 ..< 600 {
            let seed = random.next()
            var first = SplitMix64(state: seed), second = SplitMix64(state: seed)
            var unchanged = false, changed = true
            let (before, beforeRoot) = Self.tree(Self.view(depth: 4, &first, closures: false, change: &unchanged))
            let (after, root) = Self.tree(Self.view(depth: 4, &second, closures: false, change: &changed))
            let proposal = ProposedViewSize(width: lengths.randomElement(using: &random)!, height: nil)
            let (_, builder) = layOut(before, root: beforeRoot, proposal: proposal, services: FixedAdvanceText.services, header: "oracle", earlier: nil)
            let counterparts = after.counterparts(root: root, in: before, root: beforeRoot)
            guard counterparts.contains(where: { $0 >= 0 }) else { continue }
            reused += 1
            let earlier = EarlierLayout(KeptLayout(builder), counterparts: counterparts)
            let (result, _) = layOut(after, root: root, proposal: proposal, services: FixedAdvanceText.services, header: "oracle", earlier: earlier)
            folded += Self.compare(result, after, root, proposal).folded
        }
        #expect(reused > 300)
        #expect(folded > 1000)
    }

    /// `view` built under a leading VStack, as a tree and its root.
    static func tree(_ view: TestView) -> (LayoutTree, NodeID) {
        var tree = LayoutTree()
        let root = tree.addStack(
            StackStyle(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0),
            children: build(view, into: &tree), direction: .leftToRight)
        return (tree, root)
    }

    /// Expects every record of `result` to hold the guides its node's kind answers at the
    /// record's size and proposal, asked afresh on a pass of its own over `tree` (its root
    /// sized first); returns how many records have guides, and how many of those have children.
    static func compare(
        _ result: LayoutResult, _ tree: LayoutTree, _ root: NodeID, _ proposal: ProposedViewSize,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (withGuides: Int, folded: Int) {
        var asked = LayoutPass(tree: tree, services: FixedAdvanceText.services)
        _ = sizeThatFits(root, proposal, &asked)
        var counts = (withGuides: 0, folded: 0)
        for node in result.root.allNodes {
            let id = node.storage.treeNodes[node.index]
            var expected: [GuideValue] = []
            for (index, key) in tree.keys.enumerated() {
                if let value = explicitValue(id, GuideQuery(key, index), size: node.frame.size, proposal: node.proposal, &asked) {
                    expected.append(GuideValue(key: key, value: value))
                }
            }
            #expect(node.explicitGuides == expected, "record \(node.index) at \(proposal):\n\(result.dump())", sourceLocation: sourceLocation)
            if !expected.isEmpty {
                counts.withGuides += 1
                if tree[id].childCount > 0 { counts.folded += 1 }
            }
        }
        return counts
    }

    @Test func paddingAndFramesMoveATextsBaselinesByWhereTheyPlaceIt() {
        // Design §3: padding lowers a Text's baselines by its top inset; a frame 40 tall centres a
        // one-line text, (40 − 10) / 2 = 15 below its top. FixedAdvanceText's 10 pt line is 10
        // tall with its baseline at 8.
        let result = layout(.vStack(spacing: 0, [
            .id("padded", .padding(EdgeInsets(top: 7, leading: 0, bottom: 0, trailing: 0), .text("a", size: 10))),
            .id("framed", .frame(width: nil, height: 40, .center, .text("b", size: 10))),
        ]), width: nil)
        #expect(result.required("padded").dimensions[explicit: .firstTextBaseline] == 15)
        #expect(result.required("framed").dimensions[explicit: .lastTextBaseline] == 23)
        // The stack: the top-most first baseline, the bottom-most last one, each moved by its child's origin.
        #expect(result.root.dimensions[explicit: .firstTextBaseline] == 15)
        #expect(result.frame("framed").minY == 17)
        #expect(result.root.dimensions[explicit: .lastTextBaseline] == 40)  // 17 + 23
    }
}

/// A custom horizontal guide whose default is the view's leading edge.
enum MarkH: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
