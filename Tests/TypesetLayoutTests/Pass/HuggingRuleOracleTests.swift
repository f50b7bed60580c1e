import Foundation
import SeededRandom
import Testing
@testable import TypesetLayout

/// Design §1.1: the hugging rule only saves work. Random trees of stacks, texts, boxes, frames,
/// paddings and ZStacks, laid out at random proposals with the rule and without it (every
/// proposal answered by its kind's algorithm), give the same dump: frames, proposals, guides.
struct HuggingRuleOracleTests {
    static let words = ["a", "ab", "abc", "abcdefgh", "ab cd", "abc defgh ij", "abcdefghijklmnop", "a b c d e f"]

    static func view(depth: Int, _ random: inout SplitMix64) -> TestView {
        let leaf = depth == 0 || Int.random(in: 0 ..< 4, using: &random) == 0
        if leaf {
            switch Int.random(in: 0 ..< 3, using: &random) {
            case 0: return .box(CGFloat(Int.random(in: 0 ... 6, using: &random) * 10), CGFloat(Int.random(in: 0 ... 3, using: &random) * 10))
            default: return .text(words.randomElement(using: &random)!, size: 10)
            }
        }
        let children = (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in view(depth: depth - 1, &random) }
        switch Int.random(in: 0 ..< 7, using: &random) {
        case 0, 1: return .hStack(.center, spacing: [nil, 0, 4].randomElement(using: &random)!, children)
        case 2, 3: return .vStack(.leading, spacing: [nil, 0].randomElement(using: &random)!, children)
        case 4: return .zStack(.center, children)
        case 5:
            let width: CGFloat? = [nil, 25, 70].randomElement(using: &random)!
            return .frame(width: width, height: width == nil ? 30 : nil, .center, children[0])
        default: return .padding(EdgeInsets(top: 2, leading: 5, bottom: 2, trailing: 5), children[0])
        }
    }

    /// The dump of `view` laid out at `proposal`, with the rule or without it.
    static func dump(_ view: TestView, _ proposal: ProposedViewSize, rule: Bool) -> String {
        var tree = LayoutTree()
        let root = build(view, into: &tree)[0]
        var pass = LayoutPass(tree: tree, services: FixedAdvanceText.services)
        pass.appliesHuggingRule = rule
        let size = sizeThatFits(root, proposal, &pass)
        var builder = ResultBuilder(pass: consume pass)
        builder.build(root: root, size: size, proposal: proposal)
        let storage = ResultStorage(builder, size: builder.frames.first?.size ?? size, diagnostics: [], header: "oracle")
        return LayoutResult(storage: storage).dump()
    }

    @Test func theRuleChangesNoLayout() {
        var random = SplitMix64(state: 19)
        let lengths: [CGFloat?] = [nil, 0, 15, 40, 95, 160, 400, .infinity]
        var compared = 0
        for _ in 0 ..< 5000 {
            let view = Self.view(depth: 4, &random)
            let proposal = ProposedViewSize(width: lengths.randomElement(using: &random)!, height: lengths.randomElement(using: &random)!)
            let with = Self.dump(view, proposal, rule: true)
            let without = Self.dump(view, proposal, rule: false)
            #expect(with == without, "at \(proposal):\n\(without)\nwith the rule:\n\(with)")
            if with != without { break }
            compared += 1
        }
        #expect(compared == 5000)
    }
}
