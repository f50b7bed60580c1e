import Foundation
import Testing
@testable import Typeset

/// ForEach (Design §4): one view per element, in the collection's order, whatever the collection
/// is stored as (a range, an array walked through its buffer, any other collection stepped
/// through its indices), and from 32 elements on with the tree's room reserved after the first.
struct GroupTests {
    @Test func forEachLaysOutItsElementsInTheirOrderWhateverTheCollection() {
        let words = ["alpha", "beta", "gamma", "delta"]
        #expect(ViewBuilderTests.strings(VStack { ForEach(words, id: \.self) { Text(verbatim: $0) } }) == words)
        // A reversed array has no contiguous storage: stepped through its indices.
        #expect(ViewBuilderTests.strings(VStack { ForEach(words.reversed(), id: \.self) { Text(verbatim: $0) } }) == words.reversed())
        #expect(ViewBuilderTests.strings(VStack { ForEach(0..<4) { Text(verbatim: "row \($0)") } }) == (0..<4).map { "row \($0)" })
        // An array slice that does not start at 0 is walked through its buffer too.
        let slice = words[1...]
        #expect(ViewBuilderTests.strings(VStack { ForEach(slice, id: \.self) { Text(verbatim: $0) } }) == Array(slice))
    }

    @Test func aLongForEachReservesAfterItsFirstElementAndKeepsEveryElement() {
        let count = 100
        let numbers = (0..<count).map { "n\($0)" }
        let array = ViewBuilderTests.strings(VStack { ForEach(numbers, id: \.self) { Text(verbatim: $0) } })
        let reversed = ViewBuilderTests.strings(VStack { ForEach(numbers.reversed(), id: \.self) { Text(verbatim: $0) } })
        #expect(array == numbers)
        #expect(reversed == numbers.reversed())
    }

    @Test func aForEachsOnlyElementIsNotStaticSoItsStackIsNotTransparent() {
        // One static child makes a stack transparent (Design §3); a ForEach's child is not
        // static, whichever way its collection is walked.
        func stack<V: View>(_ content: V) -> LayoutNode? {
            LayoutEngine().layout(HStack { content }, proposal: .unspecified).root.allNodes.first {
                if case .hStack = $0.kind { return true } else { return false }
            }
        }
        #expect(stack(Text(verbatim: "only"))?.isTransparent == true)
        #expect(stack(ForEach(["only"], id: \.self) { Text(verbatim: $0) })?.isTransparent == false)
        #expect(stack(ForEach(["only"].reversed(), id: \.self) { Text(verbatim: $0) })?.isTransparent == false)
        #expect(stack(ForEach(0..<1) { _ in Text(verbatim: "only") })?.isTransparent == false)
    }
}
