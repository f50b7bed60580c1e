import Typeset

struct SignUpButtons: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Sign In", action: signIn)
                .buttonStyle(.bordered)
                .id("bordered")
            Button("Create Account", action: signIn)
                .buttonStyle(.borderedProminent)
                .id("prominent")
            Button("Create Account", action: signIn)
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .id("large")
            Button("Forgot password?", action: signIn)
                .buttonStyle(.borderless)
                .id("borderless")
            Button("Cancel", role: .cancel, action: signIn)
                .buttonStyle(.plain)
                .id("plain")
            Button(role: .destructive, action: signIn) {
                Text("Delete")
            }
            .buttonStyle(.bordered)
            .id("delete")
        }
    }

    func signIn() {}
}

/// A custom style, written the way Apple's `ButtonStyle` documentation shows one.
struct FilledCapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(.blue)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct CustomStyledButton: View {
    var body: some View {
        Button("Continue") {}
            .buttonStyle(FilledCapsuleStyle())
            .id("custom")
    }
}
