import Foundation
import Testing
@testable import TypesetLayout

/// The flat tree's growing arrays (Design §0.2).
struct LayoutTreeTests {
    /// A collection's elements resolve alike: once the first is in, the tree makes room for the
    /// others and for the stack around them, so neither the elements nor the stack that takes
    /// them as children move the arrays (a copy of every node so far).
    @Test func roomForTheRestOfACollectionAndItsStack() {
        var tree = LayoutTree()
        let count = 1_000
        let extent = tree.extent
        var elements: [NodeID] = []
        func addElement() {
            let leaf = tree.addEmpty(direction: .leftToRight)
            elements.append(tree.wrap(leaf, inFrame: FixedFrame(width: 10, height: 10, alignment: .center), direction: .leftToRight))
        }
        addElement()
        tree.reserveCapacity(forRepeating: count - 1, since: extent)
        let capacities = (tree.nodes.capacity, tree.kinds.capacity, tree.children.capacity)
        #expect(capacities.0 >= 2 * count && capacities.1 >= 2 * count && capacities.2 >= 2 * count)
        for _ in 1 ..< count { addElement() }
        let stack = tree.addStack(
            StackStyle(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), children: elements, direction: .leftToRight)
        _ = tree.wrap(stack, inPadding: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), direction: .leftToRight)
        #expect(tree.count == 2 * count + 2)
        #expect(tree.children(of: stack).count == count)
        #expect((tree.nodes.capacity, tree.kinds.capacity, tree.children.capacity) == capacities)
    }

    /// A layout value reads back as its own type and, for a key whose values are optional, as
    /// that optional; as another type it is nothing.
    @Test func layoutValuesReadAsTheirTypeOrItsOptional() {
        var tree = LayoutTree()
        let node = tree.addEmpty(direction: .leftToRight)
        let key = ObjectIdentifier(Int.self)
        #expect(tree.layoutValue(key, of: node, as: Int?.self) == nil)
        tree.setLayoutValue(key, 7, on: node)
        #expect(tree.layoutValue(key, of: node, as: Int.self) == 7)
        #expect(tree.layoutValue(key, of: node, as: Int?.self) == .some(.some(7)))
        #expect(tree.layoutValue(key, of: node, as: String.self) == nil)
        let optional = ObjectIdentifier(String.self)
        tree.setLayoutValue(optional, any: Optional("row") as Any, on: node)
        #expect(tree.layoutValue(optional, of: node, as: String?.self) == .some(.some("row")))
    }

    /// A value that is not `Hashable` is held as it is and reads back as its type; a `Hashable`
    /// one, held only in its comparing box, reads back untyped and through a cast to another
    /// type; setting a key again replaces its value, and a wrapper given a node's values keeps
    /// them beside its own.
    @Test func layoutValuesReadBackHowEverTheyAreHeld() {
        struct Closure { let call: () -> Int }
        var tree = LayoutTree()
        let row = tree.addEmpty(direction: .leftToRight)
        let closureKey = ObjectIdentifier(Closure.self), tagKey = ObjectIdentifier(String.self)
        tree.setLayoutValue(closureKey, any: Closure { 42 }, on: row)
        tree.setLayoutValue(tagKey, "first", on: row)
        tree.setLayoutValue(tagKey, "second", on: row)
        #expect(tree.layoutValue(closureKey, of: row, as: Closure.self)?.call() == 42)
        #expect((tree.layoutValue(closureKey, of: row) as? Closure)?.call() == 42)
        #expect(tree.layoutValue(tagKey, of: row) as? String == "second")
        #expect(tree.layoutValue(tagKey, of: row, as: AnyHashable.self) == AnyHashable("second"))
        let wrapper = tree.wrap(row, inPadding: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), direction: .leftToRight)
        tree.setLayoutValue(ObjectIdentifier(Int.self), 3, on: wrapper)
        tree.copyLayoutValues(of: row, to: wrapper)
        #expect(tree.layoutValue(ObjectIdentifier(Int.self), of: wrapper, as: Int.self) == 3)
        #expect(tree.layoutValue(tagKey, of: wrapper, as: String.self) == "second")
        #expect(tree.layoutValue(closureKey, of: wrapper, as: Closure.self)?.call() == 42)
    }
    /// Two sets of layout values are equal when they hold the same keys with equal `Hashable`
    /// values, in whatever order they were set; a key set again holds its new value, the first
    /// one set too; a value that is not `Hashable` is never equal, not even to itself.
    @Test func layoutValueSetsCompareByKeyAndValue() {
        let a = ObjectIdentifier(Int.self), b = ObjectIdentifier(String.self), c = ObjectIdentifier(Double.self)
        func values(_ pairs: [(ObjectIdentifier, LayoutValue)]) -> LayoutValueSet {
            var set = LayoutValueSet()
            for (key, value) in pairs { set.set(key, value) }
            return set
        }
        let one = LayoutValue(any: 1), two = LayoutValue(any: "two"), three = LayoutValue(any: 3.0)
        #expect(values([(a, one), (b, two)]).isEqual(to: values([(b, two), (a, one)])))
        #expect(!values([(a, one), (b, two)]).isEqual(to: values([(a, one)])))
        #expect(!values([(a, one)]).isEqual(to: values([(a, one), (b, two)])))
        #expect(!values([(a, one), (b, two)]).isEqual(to: values([(a, one), (c, three)])))
        #expect(values([(a, three), (b, two), (a, one)]).isEqual(to: values([(a, one), (b, two)])))
        #expect(values([(a, three), (b, two), (a, one)]).value(a, as: Int.self) == 1)
        #expect(values([(a, one), (b, two), (b, three)]).value(b, as: Double.self) == 3.0)
        let closure = LayoutValue(any: { 1 } as () -> Int)
        #expect(!values([(a, closure)]).isEqual(to: values([(a, closure)])))
        var merged = values([(a, one)])
        merged.merge(values([(b, two), (a, three)]))
        #expect(merged.isEqual(to: values([(b, two), (a, three)])))
        #expect(merged.value(a, as: Double.self) == 3.0)
    }

    /// Two boxed values are equal when they are of one type and equal as that type: values of two
    /// types never are, whatever their bits, and a value too large for the box's inline room
    /// compares as well as a small one.
    @Test func boxedValuesCompareByTypeThenValue() {
        struct Wide: Equatable { var a = 1.0, b = 2.0, c = 3.0, d = 4.0, label = "wide" }
        #expect(AnyComparableValue(7).isEqual(to: AnyComparableValue(7)))
        #expect(!AnyComparableValue(7).isEqual(to: AnyComparableValue(8)))
        #expect(!AnyComparableValue(7).isEqual(to: AnyComparableValue(Int64(7))))
        #expect(!AnyComparableValue(7).isEqual(to: AnyComparableValue(AnyHashable(7))))
        #expect(AnyComparableValue(Wide()).isEqual(to: AnyComparableValue(Wide())))
        #expect(!AnyComparableValue(Wide()).isEqual(to: AnyComparableValue(Wide(label: "other"))))
        #expect(AnyComparableValue(Wide()).value(as: Wide.self)?.label == "wide")
        #expect(AnyComparableValue(Wide()).value(as: Wide?.self)??.d == 4)
        #expect(AnyComparableValue(Wide()).value(as: Int.self) == nil)
        #expect((AnyComparableValue("tag").anyValue as? String) == "tag")
    }
}
