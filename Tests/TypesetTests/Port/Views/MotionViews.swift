// SwiftUI view files written for the port suite the way SwiftUI's documentation uses gestures,
// animations and matchedGeometryEffect: only the import differs.
import Typeset

/// A circle dragged with a gesture state that resets.
struct DraggableCircle: View {
    @GestureState private var isDetectingLongPress = false
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        let press = LongPressGesture(minimumDuration: 1)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
                transaction.animation = Animation.easeIn(duration: 2.0)
            }
        let drag = DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($dragOffset) { value, state, _ in state = value.translation }
        Circle()
            .fill(isDetectingLongPress ? Color.red : Color.green)
            .frame(width: 100, height: 100, alignment: .center)
            .offset(dragOffset)
            .gesture(press.sequenced(before: drag))
    }
}

/// Every gesture type, composed.
struct GestureGallery: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero

    var body: some View {
        VStack {
            Rectangle()
                .frame(width: 80, height: 80)
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification }.simultaneously(with: RotateGesture().onChanged { angle = $0.rotation }))
            Rectangle()
                .frame(width: 80, height: 80)
                .gesture(MagnificationGesture().onEnded { _ in }.exclusively(before: RotationGesture()))
                .highPriorityGesture(TapGesture(count: 2).onEnded {})
                .simultaneousGesture(SpatialTapGesture().onEnded { _ in })
            Text("Tap")
                .onTapGesture(count: 1) {}
                .onLongPressGesture(minimumDuration: 0.5) {}
        }
    }
}

/// Animated changes, transitions and content transitions.
struct AnimatedCounter: View {
    @State private var count = 3
    @State private var showsDetail = true

    var body: some View {
        VStack {
            Text("\(count)")
                .contentTransition(.numericText())
                .animation(.spring(duration: 0.3), value: count)
            Button("Add") {
                withAnimation(.easeInOut(duration: 0.2)) { count += 1 }
            }
            if showsDetail {
                Text("Detail")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}

/// A phase animator and a keyframe animator.
struct PulsingHeart: View {
    var body: some View {
        PhaseAnimator([1.0, 1.5, 1.2]) { scale in
            Image(systemName: "heart.fill")
                .scaleEffect(scale)
        } animation: { scale in
            .spring(duration: scale == 1.0 ? 0.2 : 0.4)
        }
    }
}

struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

struct BouncingRay: View {
    var body: some View {
        Text("Ray")
            .keyframeAnimator(initialValue: AnimationValues()) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalTranslation)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                }
                KeyframeTrack(\.verticalStretch) {
                    LinearKeyframe(1.0, duration: 0.1)
                    SpringKeyframe(0.6, duration: 0.15, spring: .bouncy)
                }
                KeyframeTrack(\.verticalTranslation) {
                    MoveKeyframe(0)
                    LinearKeyframe(-100, duration: 0.5)
                }
            }
    }
}

/// matchedGeometryEffect: a highlight follows the selected item.
struct FilterBar: View {
    @Namespace private var namespace
    let filters = ["All", "Unread", "Flagged"]
    let selected = "Unread"

    var body: some View {
        HStack(spacing: 20) {
            ForEach(filters, id: \.self) { filter in
                Text(filter)
                    .padding(.horizontal, 8)
                    .matchedGeometryEffect(id: filter, in: namespace)
            }
        }
        .background {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.blue.opacity(0.2))
                .matchedGeometryEffect(id: selected, in: namespace, isSource: false)
        }
    }
}
