// A SwiftUI view file written for the port suite the way SwiftUI's documentation uses these
// APIs (Toggle, Button, @State, @Binding): only the import differs from an iOS project.
import Typeset

struct NotificationSettings: View {
    @State private var notificationsEnabled = true
    @State private var soundEnabled = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Notifications", isOn: $notificationsEnabled)
                .id("notifications")
            Toggle(isOn: $soundEnabled) {
                Text("Play sounds")
            }
            .id("sound")
            Button("Reset to defaults") {
                notificationsEnabled = true
                soundEnabled = false
            }
            .id("reset")
        }
        .padding()
    }
}

/// A row that shows whatever state its parent passes in.
struct FavoriteRow: View {
    @Binding var isFavorite: Bool
    let title: String

    var body: some View {
        Toggle(title, isOn: $isFavorite)
            .tint(.orange)
    }
}

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text("Episode 12").font(.title).id("title")
            PlayButton(isPlaying: $isPlaying).id("play")
        }
    }
}
