import Foundation
import SeededRandom
import Testing
@testable import TypesetLayout

/// Design §0.4, "Records": a layout over an earlier one copies the records of the subtrees
/// placed as before. Copied or recorded anew, the result must be the one a layout of its own
/// gives: every frame, proposal, guide, line, paint (shapes' paints index the new tree's
/// table, which a changed Text before them may have moved), id and inherited opacity.
struct CopiedRecordsTests {
    static let colors: [Color] = [.red, .blue, Color(red: 0.2, green: 0.6, blue: 0.3)]

    /// A random tree of shapes, texts and boxes in stacks, padding, opacity, foreground colours,
    /// ids and overlays.
    /// With `change`, the first text made is replaced by a coloured box under a foreground
    /// colour (a shape paint and a colour the new layout meets before the others) or gets a
    /// longer string.
    static func view(depth: Int, _ random: inout SplitMix64, change: inout Int) -> TestView {
        if depth == 0 || Int.random(in: 0 ..< 4, using: &random) == 0 {
            switch Int.random(in: 0 ..< 4, using: &random) {
            case 0: return .color(colors.randomElement(using: &random)!)
            case 1: return .box(CGFloat(Int.random(in: 1 ... 4, using: &random) * 10), 10)
            default:
                let word = ["ab", "abc def", "abcdefgh ij"].randomElement(using: &random)!
                defer { change = 0 }
                switch change {
                // A shape paint and a foreground colour met before all the others.
                case 1: return .foreground(.green, .frame(width: 12, height: 12, .center, .color(.red)))
                case 2: return .text(word + " xyz", size: 12)
                default: return .text(word, size: 12)
                }
            }
        }
        let children = (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in view(depth: depth - 1, &random, change: &change) }
        switch Int.random(in: 0 ..< 9, using: &random) {
        case 0: return .hStack(.firstTextBaseline, children)
        case 1: return .vStack(.leading, spacing: 2, children)
        case 2: return .zStack(.bottomTrailing, children)
        case 3: return .padding(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4), children[0])
        case 4: return .opacity(0.5, children[0])
        case 5: return .id("n\(Int.random(in: 0 ..< 9, using: &random))", children[0])
        case 6: return .overlay(.topLeading, children[0], layer: [.color(colors.randomElement(using: &random)!)])
        case 7: return .foreground(colors.randomElement(using: &random)!, children[0])
        default: return .frame(width: nil, height: 50, .top, .vStack(.center, children))
        }
    }

    /// Everything a result says of its nodes, as text.
    static func fingerprint(_ result: LayoutResult) -> String {
        result.dump(options: .everything) + "\n"
            + result.root.allNodes.map { "\($0.path) \($0.ids) \(String(describing: $0.paint))" }.joined(separator: "\n")
    }

    @Test func aLayoutOverAnEarlierOneIsTheLayoutOfItsOwn() {
        var random = SplitMix64(state: 5)
        var compared = 0
        var copied = 0
        for round in 0 ..< 400 {
            let seed = random.next()
            var first = SplitMix64(state: seed), second = SplitMix64(state: seed)
            var unchanged = 0, change = 1 + round % 2
            let (before, beforeRoot) = RecordedGuidesTests.tree(Self.view(depth: 4, &first, change: &unchanged))
            let (after, root) = RecordedGuidesTests.tree(Self.view(depth: 4, &second, change: &change))
            let proposal = ProposedViewSize(width: [nil, 80, 300].randomElement(using: &random)!, height: nil)
            let (_, builder) = layOut(before, root: beforeRoot, proposal: proposal, services: FixedAdvanceText.services, header: "oracle", earlier: nil)
            let counterparts = after.counterparts(root: root, in: before, root: beforeRoot)
            guard counterparts.contains(where: { $0 >= 0 }) else { continue }
            let earlier = EarlierLayout(KeptLayout(builder), counterparts: counterparts)
            let (reused, reusedBuilder) = layOut(after, root: root, proposal: proposal, services: FixedAdvanceText.services, header: "oracle", earlier: earlier)
            let (fresh, _) = layOut(after, root: root, proposal: proposal, services: FixedAdvanceText.services, header: "oracle", earlier: nil)
            #expect(Self.fingerprint(reused) == Self.fingerprint(fresh), "round \(round)")
            compared += 1
            copied += reusedBuilder.copied.records
        }
        #expect(compared > 300)
        #expect(copied > 1500)
    }
}
