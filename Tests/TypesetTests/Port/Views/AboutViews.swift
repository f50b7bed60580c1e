import Typeset

struct AboutScreen: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dismiss) private var dismiss
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(colorScheme == .dark ? "Dark" : "Light").id("scheme")
            Text(locale.identifier).id("locale")
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                .id("link")
            Menu("Options") {
                Button("Duplicate") {}
                Button("Delete", role: .destructive) {}
            }
            .id("menu")
            Button("Done") { dismiss() }
        }
    }
}

struct EnabledBadge: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(isEnabled ? "enabled" : "disabled")
    }
}
