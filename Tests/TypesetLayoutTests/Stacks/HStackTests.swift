import Foundation
import Testing
@testable import Typeset

@Suite struct HStackTests {
    @Test func flexibilityOrderGivesTheObjcIoSplit() {
        // objc.io "How an HStack lays out its children": 75 and 100 in 150, stack 175 wide.
        let result = layout(
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 100).id("a")
                Rectangle().frame(minWidth: 100).id("b")
            }, width: 150, height: 10)
        #expect(result.frame("a").width == 75)
        #expect(result.frame("b").width == 100)
        #expect(result.size.width == 175)
    }

    @Test func equalRectanglesShareEvenly() {
        let result = layout(HStack(spacing: 0) { Rectangle().id(0); Rectangle().id(1); Rectangle().id(2) }, width: 300, height: 10)
        for i in 0..<3 { #expect(result.frame(i) == CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 10)) }
    }
}
