import Foundation
import Testing
import Typeset

@Suite struct GestureTests {
    // Apple, `DragGesture.Value`: the translation is the location minus the start location.
    @Test func dragValuesDeriveTheirTranslation() {
        let value = DragGesture.Value(
            time: Date(), location: CGPoint(x: 30, y: 5), startLocation: CGPoint(x: 10, y: 10), velocity: .zero,
            predictedEndLocation: CGPoint(x: 50, y: 0))
        #expect(value.translation == CGSize(width: 20, height: -5))
        #expect(value.predictedEndTranslation == CGSize(width: 40, height: -10))
    }

    // `@GestureState` holds its initial value; no gesture runs headless.
    @Test func gestureStateKeepsItsInitialValue() {
        let state = GestureState(wrappedValue: CGSize(width: 3, height: 4))
        #expect(state.wrappedValue == CGSize(width: 3, height: 4))
        #expect(state.projectedValue.wrappedValue == CGSize(width: 3, height: 4))
        #expect(GestureState<Bool>().wrappedValue == false)
        let reset = GestureState(wrappedValue: 1, resetTransaction: Transaction(animation: .default))
        #expect(reset.wrappedValue == 1)
    }

    // Composed gestures carry both values, as SwiftUI's types do.
    @Test func compositionValues() {
        typealias Both = SimultaneousGesture<TapGesture, LongPressGesture>
        let both = Both.Value(first: (), second: true)
        #expect(both.second == true)
        let sequence = SequenceGesture<LongPressGesture, DragGesture>.Value.first(true)
        #expect(sequence == .first(true))
        let exclusive = ExclusiveGesture<LongPressGesture, MagnificationGesture>.Value.second(2)
        #expect(exclusive == .second(2))
        let gesture = DragGesture(coordinateSpace: .global).simultaneously(with: RotateGesture()).sequenced(before: TapGesture())
        #expect(gesture.first.first.coordinateSpace == .global)
        #expect(SpatialTapGesture(count: 2, coordinateSpace: .named("grid")).coordinateSpace == .named(AnyHashable("grid")))
    }

    // Gesture modifiers change no frame.
    @Test func gestureModifiersChangeNoFrame() {
        let plain = Port.layout(Color.red.frame(width: 40, height: 40), width: 100)
        let gestured = Port.layout(
            Color.red.frame(width: 40, height: 40)
                .gesture(DragGesture().onEnded { _ in })
                .simultaneousGesture(TapGesture().onEnded {})
                .highPriorityGesture(LongPressGesture(), including: .gesture)
                .onTapGesture(count: 2) { _ in },
            width: 100)
        #expect(plain.root.frame == gestured.root.frame)
    }
}
