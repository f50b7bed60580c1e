// The gestures-and-animation and modifiers families' screens.
import Foundation
import Typeset

extension ComponentGallery {
    static var motionScreens: [Screen] {
        [
            Screen("gestures-and-animation", family: "Gestures and animation", "Views with drag, long-press, magnify and rotate gestures and @GestureState at rest; a PhaseAnimator at its first phase (scale 1); a KeyframeAnimator at its initial value; transitions at rest.", MotionScreen()),
            Screen("matched-geometry", family: "Gestures and animation", "matchedGeometryEffect: the underline (isSource: false) takes the selected tab label's frame, anchored at its bottom.", MatchedTabs()),
        ]
    }

    static var modifierScreens: [Screen] {
        [
            Screen("redacted", family: "Modifiers", "redacted(reason: .placeholder): text as rounded bars where its lines are, images as grey fills; one line unredacted.", RedactedScreen()),
            Screen("background-and-padding", family: "Modifiers", "A style background (quaternary) reaching under the status bar and the home indicator; background() with no argument (white) behind the title; scenePadding; text-input modifiers, help, onHover and contextMenu accepted.", BackgroundScreen()),
        ]
    }
}

private struct MotionScreen: View {
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    @State private var scale: CGFloat = 1

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16).fill(Color.blue)
                .frame(width: 160, height: 100)
                .offset(dragOffset)
                .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
                .overlay { Text("Drag me").foregroundStyle(.white) }
            Circle().fill(isPressing ? Color.orange : Color.green)
                .frame(width: 80, height: 80)
                .gesture(LongPressGesture(minimumDuration: 1).updating($isPressing) { value, state, _ in state = value })
                .simultaneousGesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .highPriorityGesture(RotateGesture().onEnded { _ in }.exclusively(before: TapGesture(count: 2)))
            PhaseAnimator([1.0, 1.4, 1.0]) { phase in
                Text("Phase").font(.title).scaleEffect(phase)
            } animation: { _ in .spring(duration: 0.3) }
            KeyframeAnimator(initialValue: 0.0, repeating: true) { angle in
                Image(systemName: "arrow.clockwise").font(.largeTitle).rotationEffect(.degrees(angle))
            } keyframes: { _ in
                LinearKeyframe(180.0, duration: 0.5)
                SpringKeyframe(360.0, duration: 0.5)
            }
            Text("Fades in").transition(.opacity.combined(with: .scale)).contentTransition(.numericText())
        }
        .animation(.easeInOut, value: scale)
    }
}

private struct MatchedTabs: View {
    @Namespace private var underline
    @State private var selected = "Week"
    let tabs = ["Day", "Week", "Month"]

    var body: some View {
        VStack {
            HStack(spacing: 24) {
                ForEach(tabs, id: \.self) { tab in
                    Text(tab)
                        .font(.headline)
                        .foregroundStyle(tab == selected ? Color.primary : Color.secondary)
                        .matchedGeometryEffect(id: tab, in: underline)
                }
            }
            .overlay {
                Capsule().fill(Color.blue)
                    .frame(height: 3)
                    .matchedGeometryEffect(id: selected, in: underline, anchor: .bottom, isSource: false)
            }
            Spacer()
        }
        .padding(.top, 24)
    }
}

private struct RedactedScreen: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<3) { index in
                    HStack(spacing: 12) {
                        Image("cover", size: CGSize(width: 44, height: 44))
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Article headline number \(index + 1)").font(.headline)
                            Text("A summary long enough to wrap onto a second line of text.").font(.subheadline)
                        }
                    }
                }
                .redacted(reason: .placeholder)
                Text("Loaded from cache").unredacted()
            }
            .navigationTitle("Reading")
        }
    }
}

private struct BackgroundScreen: View {
    @State private var email = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Sign in").font(.largeTitle).bold()
                .padding(12)
                .background()
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .onSubmit(of: .text) {}
            Button("Continue") {}
                .help("Continue to the password")
                .onHover { _ in }
                .contextMenu { Button("Paste") {} }
            Spacer()
        }
        .scenePadding()
        .background(HierarchicalShapeStyle.quaternary)
    }
}
