import Typeset

struct DirectionBadge: View {
    @Environment(\.layoutDirection) private var direction
    @Environment(\.displayScale) private var scale

    var body: some View {
        Text(direction == .rightToLeft ? "RTL @\(Int(scale))x" : "LTR @\(Int(scale))x")
    }
}

struct ProfileCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Grace Hopper").font(.headline).id("name")
            Text("Rear Admiral").foregroundStyle(.secondary).id("role")
        }
        .padding()
        .background(.blue)
        .id("card")
    }
}

struct DecoratedCard: View {
    @State private var isVisible = true

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Grace Hopper").font(.headline).id("name")
            Text("Rear Admiral").foregroundStyle(.secondary).id("role")
        }
        .padding()
        .background(.blue)
        .cornerRadius(12)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .clipped()
        .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
        .blur(radius: 0)
        .rotationEffect(.degrees(5))
        .scaleEffect(1.1)
        .tint(.pink)
        .contentShape(Rectangle())
        .onTapGesture { isVisible.toggle() }
        .onAppear {}
        .task {}
        .animation(.easeInOut, value: isVisible)
        .transition(.opacity)
        .accessibilityLabel("Grace Hopper, Rear Admiral")
        .accessibilityAddTraits(.isButton)
        .navigationTitle("Profile")
        .id("card")
    }
}

struct HiddenPlaceholder: View {
    var body: some View {
        HStack {
            Text("Visible").id("visible")
            Text("Hidden").hidden().id("hidden")
        }
    }
}

struct Swatches: View {
    var body: some View {
        HStack {
            Color(red: 1, green: 0.5, blue: 0).frame(width: 20, height: 20).id("rgb")
            Color(white: 0.5).frame(width: 20, height: 20).id("white")
            Color(hue: 2.0 / 3.0, saturation: 1, brightness: 1).frame(width: 20, height: 20).id("hsb")
            Circle().fill(.tint).frame(width: 20, height: 20).id("tinted")
            Circle().fill(Color.accentColor).frame(width: 20, height: 20).id("accent")
            Rectangle().fill(.quaternary).frame(width: 20, height: 20).id("quaternary")
            Rectangle().fill(.ultraThinMaterial).frame(width: 20, height: 20).id("material")
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                .frame(width: 20, height: 20).id("gradient")
        }
        .tint(.green)
    }
}
