import Foundation
import SeededRandom
import Testing
import Typeset

/// Random view trees with hostile values (NaN, ±∞, negatives) never trap and never produce a
/// NaN or negative frame size: bad input is clamped and reported (Design §11).
@Suite struct RobustnessTests {
    struct TreeMaker {
        var rng: SplitMix64

        mutating func value() -> CGFloat {
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -.infinity
            case 3: return -CGFloat.random(in: 0...50, using: &rng)
            case 4: return 0
            default: return CGFloat.random(in: 0...300, using: &rng).rounded()
            }
        }

        mutating func optional() -> CGFloat? { Bool.random(using: &rng) ? nil : value() }

        mutating func leaf() -> AnyView {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return AnyView(Color.gray)
            case 1: return AnyView(Text(["Hi", "Hello world", "a much longer label that wraps", ""].randomElement(using: &rng)!))
            case 2: return AnyView(Spacer(minLength: optional()))
            case 3: return AnyView(Divider())
            case 4: return AnyView(Image(size: CGSize(width: value(), height: value())))
            default: return AnyView(Circle())
            }
        }

        mutating func view(depth: Int) -> AnyView {
            if depth == 0 || Int.random(in: 0..<4, using: &rng) == 0 { return modified(leaf(), depth: depth) }
            let count = Int.random(in: 0...3, using: &rng)
            var children: [AnyView] = []
            for _ in 0..<count { children.append(view(depth: depth - 1)) }
            let content = ForEach(children.indices, id: \.self) { children[$0] }
            let container: AnyView
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: container = AnyView(HStack(alignment: .firstTextBaseline, spacing: optional()) { content })
            case 1: container = AnyView(VStack(alignment: .trailing, spacing: optional()) { content })
            case 2: container = AnyView(ZStack(alignment: .bottomLeading) { content })
            default: container = AnyView(ViewThatFits { content })
            }
            return modified(container, depth: depth)
        }

        mutating func modified(_ view: AnyView, depth: Int) -> AnyView {
            switch Int.random(in: 0..<11, using: &rng) {
            case 0: return AnyView(view.frame(width: optional(), height: optional()))
            case 1: return AnyView(view.frame(minWidth: optional(), idealWidth: optional(), maxWidth: optional(), minHeight: optional(), maxHeight: optional()))
            case 2: return AnyView(view.padding(value()))
            case 3: return AnyView(view.offset(x: value(), y: value()))
            case 4: return AnyView(view.position(x: value(), y: value()))
            case 5: return AnyView(view.fixedSize())
            case 6: return AnyView(view.aspectRatio(optional(), contentMode: Bool.random(using: &rng) ? .fit : .fill))
            case 7: return AnyView(view.layoutPriority(Double(value())))
            case 8:
                let guide = value()
                return AnyView(view.alignmentGuide(.firstTextBaseline) { _ in guide })
            case 9: return AnyView(view.overlay { Color.red.frame(width: 4, height: 4) })
            default: return view
            }
        }
    }

    @Test(arguments: 0..<200)
    func randomTreesNeverTrapOrProduceNaN(seed: Int) {
        var maker = TreeMaker(rng: SplitMix64(state: UInt64(seed) &* 7919))
        let view = maker.view(depth: 4)
        let proposal = ProposedViewSize(width: maker.optional(), height: maker.optional())
        let result = layout(view, width: proposal.width, height: proposal.height)
        for node in result.root.allNodes {
            #expect(!node.frame.width.isNaN && node.frame.width >= 0, "seed \(seed): \(node.kind) width \(node.frame.width)")
            #expect(!node.frame.height.isNaN && node.frame.height >= 0, "seed \(seed): \(node.kind) height \(node.frame.height)")
            #expect(!node.frame.minX.isNaN && !node.frame.minY.isNaN, "seed \(seed): \(node.kind) origin \(node.frame.origin)")
        }
        _ = result.dump()
    }
}
