import Foundation
import Testing
@testable import Typeset

/// A builder block of several views (Design §0.1): its views join the parent's list in order.
struct ViewBuilderTests {
    /// The strings of the texts `view` lays out to, in drawing order.
    static func strings<V: View>(_ view: V) -> [String] {
        LayoutEngine().layout(view, proposal: ProposedViewSize(width: 300, height: nil)).root.allNodes.compactMap { node in
            if case .text(let string) = node.kind { return string }
            return nil
        }
    }

    @Test func aBlockResolvesItsViewsInOrder() {
        let block = ViewBuilder.buildBlock(Text(verbatim: "one"), Text(verbatim: "two"), Text(verbatim: "three"))
        #expect(Self.strings(VStack { block }) == ["one", "two", "three"])
    }

    /// A `TupleView`'s `value` is its views: changed, the changed views are laid out.
    @Test func aBlockResolvesTheViewsItHolds() {
        var block = ViewBuilder.buildBlock(Text(verbatim: "one"), Text(verbatim: "two"))
        block.value.0 = Text(verbatim: "changed")
        #expect(Self.strings(HStack { block }) == ["changed", "two"])
    }
}
