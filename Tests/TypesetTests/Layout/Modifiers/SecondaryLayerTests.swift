import Foundation
import Testing
@testable import Typeset

/// overlay, background and border (Design §6): the secondary content is proposed the primary's
/// size and aligned guide to guide; the modified view's size, guides, spacing and priority are
/// the primary's.
@Suite struct SecondaryLayerTests {
    @Test func secondaryIsProposedThePrimarysSize() {
        let result = layout(Box(100, 50).overlay { Color.red.id("o") }.id("v"), width: 300, height: 300)
        #expect(result.frame("o") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.required("o").proposal == ProposedViewSize(width: 100, height: 50))
        #expect(result.frame("v").size == CGSize(width: 100, height: 50))
    }

    @Test(arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)),
        (.center, CGPoint(x: 45, y: 20)),
        (.bottomTrailing, CGPoint(x: 90, y: 40)),
        (.leading, CGPoint(x: 0, y: 20)),
    ])
    func alignedGuideToGuide(alignment: Alignment, origin: CGPoint) {
        let overlay = layout(Box(100, 50).overlay(alignment: alignment) { Box(10, 10).id("o") })
        #expect(overlay.frame("o").origin == origin)
        let background = layout(Box(100, 50).background(alignment: alignment) { Box(10, 10).id("o") })
        #expect(background.frame("o").origin == origin)
    }

    @Test func primarysExplicitGuidesCount() {
        // The primary's top is 20 (explicit): the overlay's top goes to y 20.
        let result = layout(Box(100, 50).alignmentGuide(.top) { _ in 20 }.overlay(alignment: .top) { Box(10, 10).id("o") })
        #expect(result.frame("o").origin == CGPoint(x: 45, y: 20))
    }

    @Test func secondarysExplicitGuidesCount() {
        // The badge's top and trailing guides are its centre: centre on the top-trailing corner.
        let result = layout(
            Box(100, 60).overlay(alignment: .topTrailing) {
                Box(20, 20)
                    .alignmentGuide(.top) { $0[VerticalAlignment.center] }
                    .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
                    .id("badge")
            }.id("v"))
        #expect(result.frame("badge") == CGRect(x: 90, y: -10, width: 20, height: 20))
        #expect(result.frame("v").size == CGSize(width: 100, height: 60))
    }

    @Test func severalViewsFormAZStack() {
        // A centred ZStack of 10 × 10 and 20 × 30 is 20 × 30, placed at (40, 10) on the 100 × 50 box.
        let result = layout(Box(100, 50).overlay { Box(10, 10).id("x"); Box(20, 30).id("y") })
        #expect(result.frame("x").origin == CGPoint(x: 45, y: 20))
        #expect(result.frame("y").origin == CGPoint(x: 40, y: 10))
        // The ZStack moves as a unit (Design §6, Apple's circle and star): the 20 × 30 unit goes to
        // the bottom-trailing corner, (80, 20), and the small box stays centred in it.
        let corner = layout(Box(100, 50).overlay(alignment: .bottomTrailing) { Box(10, 10).id("x"); Box(20, 30).id("y") })
        #expect(corner.frame("x").origin == CGPoint(x: 85, y: 30))
        #expect(corner.frame("y").origin == CGPoint(x: 80, y: 20))
        let background = layout(Box(100, 50).background(alignment: .topLeading) { Box(10, 10).id("x"); Box(20, 30).id("y") })
        #expect(background.frame("x").origin == CGPoint(x: 5, y: 10))
        #expect(background.frame("y").origin == CGPoint(x: 0, y: 0))
    }

    @Test func sizeAndGuidesAreThePrimarys() {
        let result = layout(smallText("A").overlay { Box(200, 200) }.background { Box(300, 5) }.id("v"))
        let node = result.required("v")
        #expect(node.size == CGSize(width: 5, height: 10))
        #expect(node.dimensions[explicit: .firstTextBaseline] == 8)
        #expect(node.dimensions[explicit: .leading] == nil)
    }

    @Test func spacingIsThePrimarys() {
        // The overlaid text keeps its "edge above text" preference: 3 below the box.
        let result = layout(VStack { Box(10, 10); smallText("A").overlay { Box(5, 5) }.id("t") })
        #expect(result.frame("t").minY == 13)
    }

    @Test func backgroundDrawsFirst() {
        let result = layout(Box(10, 10).id("p").background { Color.red.id("b") }.id("v"))
        let children = result.required("v").children
        #expect(children.count == 2)
        #expect(children.first?.ids == ["b"])
        #expect(children.last?.ids == ["p"])
        #expect(result.frame("b") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func borderIsAnOverlayOfThePrimarysSize() {
        let result = layout(Box(50, 30).border(Color.red, width: 2).id("v"))
        let node = result.required("v")
        #expect(node.name == "Border")
        #expect(node.size == CGSize(width: 50, height: 30))
        #expect(node.children.last?.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    @Test func rightToLeftMirrorsTheAlignment() {
        let leading = layout(Box(100, 50).overlay(alignment: .leading) { Box(10, 10).id("o") }, direction: .rightToLeft)
        #expect(leading.frame("o").origin == CGPoint(x: 90, y: 20))
        let trailing = layout(Box(100, 50).background(alignment: .topTrailing) { Box(10, 10).id("o") }, direction: .rightToLeft)
        #expect(trailing.frame("o").origin == CGPoint(x: 0, y: 0))
    }
}
