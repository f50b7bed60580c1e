import Foundation
import Testing
import Typeset

/// SF Symbols' effects at rest (Design §6): Apple's `symbolEffect(_:options:isActive:)` plays
/// an indefinite effect while active; an active `.disappear` leaves the symbol hidden, the others
/// draw it; no effect changes a frame.
@Suite struct SymbolEffectTests {
    private let symbol = Image(systemName: "wifi")

    @Test func anActiveDisappearHidesTheSymbolInPlace() throws {
        let plain = Port.layout(symbol)
        let hidden = Port.layout(symbol.symbolEffect(.disappear, isActive: true))
        #expect(hidden.root.kind == .opacity(0))
        #expect(hidden.root.frame == plain.root.frame)
        let shown = Port.layout(symbol.symbolEffect(.disappear.down, isActive: false))
        #expect(!shown.root.allNodes.contains { $0.kind == .opacity(0) })
    }

    @Test func otherEffectsDrawTheSymbolAsItIs() {
        let plain = Port.layout(symbol)
        let variants: [LayoutResult] = [
            Port.layout(symbol.symbolEffect(.variableColor.reversing)),
            Port.layout(symbol.symbolEffect(.variableColor.iterative.hideInactiveLayers, options: .repeating)),
            Port.layout(symbol.symbolEffect(.pulse)),
            Port.layout(symbol.symbolEffect(.scale.up.byLayer, options: .speed(2))),
            Port.layout(symbol.symbolEffect(.bounce, value: 3)),
            Port.layout(symbol.symbolEffect(.appear, isActive: true)),
            Port.layout(symbol.symbolEffectsRemoved()),
            Port.layout(Text("1").contentTransition(.symbolEffect)),
            Port.layout(Text("1").contentTransition(.symbolEffect(.replace.downUp))),
        ]
        #expect(variants.count == 9)
        for result in variants.dropLast(2) {
            #expect(result.root.frame == plain.root.frame)
            #expect(!result.root.allNodes.contains { $0.kind == .opacity(0) })
        }
    }

    // `.spring()` takes the older form when both could take no argument, as it compiles in SwiftUI.
    @Test func springWithNoArgumentsIsNotAmbiguous() {
        #expect(Animation.spring() == .spring)
        #expect(Animation.interactiveSpring() == .interactiveSpring)
        var ran = false
        withAnimation(.spring()) { ran = true }
        #expect(ran)
    }
}
