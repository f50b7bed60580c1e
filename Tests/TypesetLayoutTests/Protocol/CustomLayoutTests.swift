import Foundation
import Testing
@testable import TypesetLayout

/// A layout that puts each subview at (10 i, 5 i) and leaves the last one unplaced.
private struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.dropLast().enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + 10 * CGFloat(index), y: bounds.minY + 5 * CGFloat(index)), proposal: .unspecified)
        }
    }
}

/// A layout that keeps its subviews' dimensions in its cache and reads their guides later,
/// as document 004's `MyZStack` does.
private struct RemembersDimensions: Layout {
    func makeCache(subviews: Subviews) -> [ViewDimensions] { [] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [ViewDimensions]) -> CGSize {
        cache = subviews.map { $0.dimensions(in: .unspecified) }
        return CGSize(width: cache.map(\.width).max() ?? 0, height: cache.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [ViewDimensions]) {
        var y = bounds.minY
        for (subview, d) in zip(subviews, cache) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += d.height
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [ViewDimensions]) -> CGFloat? {
        guide == .firstTextBaseline ? cache.first?[explicit: .firstTextBaseline] : nil
    }
}

/// A layout's cache declared as a class and made as a subclass of it: its dynamic type is not
/// the declared one.
private class SizingCount { var sizings = 0 }
private final class MadeSizingCount: SizingCount {}

/// A layout that counts its sizings in its cache and places its subviews that many points in.
private struct PlacesByItsSizings: Layout {
    func makeCache(subviews: Subviews) -> SizingCount { MadeSizingCount() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout SizingCount) -> CGSize {
        cache.sizings += 1
        return CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout SizingCount) {
        for subview in subviews { subview.place(at: CGPoint(x: bounds.minX + CGFloat(cache.sizings), y: bounds.minY), proposal: .unspecified) }
    }
}

/// Design §7 "Layout protocol" on the core alone.
struct CustomLayoutTests {
    @Test func placementsAndTheUnplacedSubview() {
        let result = layout(.layout(AnyLayout(Staircase()), [.id("a", .box(10, 10)), .id("b", .box(10, 10)), .id("c", .box(20, 20))]))
        #expect(result.frame("a").origin == CGPoint(x: 0, y: 0))
        #expect(result.frame("b").origin == CGPoint(x: 10, y: 5))
        // A subview that is not placed is centred in the bounds.
        #expect(result.frame("c").origin == CGPoint(x: 40, y: 40))
        #expect(result.root.kind == .layout(name: "AnyLayout(Staircase)"))
    }

    /// The cache made for a pass reaches all its calls, whatever its dynamic type: one made
    /// again for the placement would have counted no sizing.
    @Test func aCacheOfASubclassOfItsTypeIsKeptForThePass() {
        let result = layout(.layout(AnyLayout(PlacesByItsSizings()), [.id("a", .box(10, 10))]))
        #expect(result.frame("a").origin.x >= 1)
    }

    @Test func dimensionsKeptInTheCacheStayUsable() {
        let result = layout(.layout(AnyLayout(RemembersDimensions()), [.text("ab", size: 10), .box(5, 5)]), width: nil)
        #expect(result.size == CGSize(width: 10, height: 15))
        #expect(result.root.dimensions[explicit: .firstTextBaseline] == 8)
    }
}
