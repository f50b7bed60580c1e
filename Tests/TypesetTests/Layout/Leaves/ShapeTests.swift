import Foundation
import Testing
@testable import Typeset

/// Colours and shapes take the proposal, 10 where unspecified; a circle is a square of the
/// smaller side (Design §7).
@Suite struct ShapeTests {
    @Test func greedyShapes() {
        for view in [AnyView(Color.red), AnyView(Rectangle()), AnyView(RoundedRectangle(cornerRadius: 3)), AnyView(Capsule()), AnyView(Ellipse())] {
            #expect(layout(view.id("s"), width: 70, height: 30).frame("s").size == CGSize(width: 70, height: 30))
            #expect(layout(view.id("s"), width: nil, height: 30).frame("s").size == CGSize(width: 10, height: 30))
            #expect(layout(view.id("s"), width: nil, height: nil).frame("s").size == CGSize(width: 10, height: 10))
        }
    }

    @Test func circleIsASquareOfTheSmallerSide() {
        #expect(layout(Circle().id("c"), width: 100, height: 40).frame("c").size == CGSize(width: 40, height: 40))
        #expect(layout(Circle().id("c"), width: nil, height: 30).frame("c").size == CGSize(width: 10, height: 10))
    }
}
