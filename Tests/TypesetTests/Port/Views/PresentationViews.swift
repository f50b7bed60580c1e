// SwiftUI view files written for the port suite the way SwiftUI's documentation uses sheets,
// covers, popovers, alerts and confirmation dialogs: only the import differs.
import Typeset

/// A sheet with detents and a visible drag indicator, presented from a button.
struct SettingsSheetHost: View {
    @State var showSettings: Bool
    var detents: Set<PresentationDetent> = [.medium, .large]

    var body: some View {
        Button("View Settings") {
            showSettings = true
        }
        .sheet(isPresented: $showSettings) {
            Text("Settings")
                .presentationDetents(detents)
                .presentationDragIndicator(.visible)
        }
    }
}

/// A sheet for an item, kept from being swiped away.
struct InventoryItem: Identifiable {
    var id: String
    let partNumber: String
    let quantity: Int
}

struct InventoryList: View {
    @State var selected: InventoryItem?

    var body: some View {
        List {
            Button("Show part") {}
        }
        .sheet(item: $selected) { item in
            VStack(alignment: .leading, spacing: 20) {
                Text("Part Number: \(item.partNumber)")
                Text("Quantity: \(item.quantity)")
            }
            .interactiveDismissDisabled()
            .presentationCornerRadius(20)
        }
    }
}

/// A custom detent, after the documentation's `BarDetent`.
struct BarDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        max(44, context.maxDetentValue * 0.1)
    }
}

extension PresentationDetent {
    static let bar = Self.custom(BarDetent.self)
    static let small = Self.height(100)
    static let extraLarge = Self.fraction(0.75)
}

struct CustomDetentHost: View {
    @State private var showSettings = true
    @State private var selectedDetent = PresentationDetent.bar

    var body: some View {
        Color.clear
            .sheet(isPresented: $showSettings) {
                Text("Settings")
                    .presentationDetents([.bar, .small, .medium, .large, .extraLarge], selection: $selectedDetent)
            }
    }
}

/// A full-screen cover.
struct OnboardingHost: View {
    @State private var isPresented = true

    var body: some View {
        Text("Home")
            .fullScreenCover(isPresented: $isPresented) {
                Text("Welcome")
            }
    }
}

/// A popover, shown as a sheet on iPhone.
struct TipHost: View {
    @State private var showTip = true

    var body: some View {
        Button("Help") {}
            .popover(isPresented: $showTip, arrowEdge: .bottom) {
                Text("Tap an item to edit it.")
                    .padding()
            }
    }
}

/// An alert with actions and a message.
struct DeleteConfirmation: View {
    @State private var isPresented = true

    var body: some View {
        Text("Documents")
            .alert("Delete this file?", isPresented: $isPresented) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("You cannot undo this action.")
            }
    }
}

/// An alert presenting data, with an OK button supplied by the system.
struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = 1
}

struct SaveFailure: View {
    @State private var didError = true
    @State private var details: SaveDetails? = SaveDetails(name: "Report", error: "The disk is full.")

    var body: some View {
        Text("Editor")
            .alert("Save failed.", isPresented: $didError, presenting: details) { _ in
            } message: { details in
                Text(details.error)
            }
    }
}

/// The older `Alert` value presented for an item.
struct LegacyAlertHost: View {
    @State private var item: SaveDetails? = SaveDetails(name: "Report", error: "Try again later.")

    var body: some View {
        Text("Editor")
            .alert(item: $item) { details in
                Alert(title: Text("Could not save \(details.name)"), message: Text(details.error), dismissButton: .default(Text("OK")))
            }
    }
}

/// A confirmation dialog with a visible title.
struct ShareOptions: View {
    @State private var isConfirming = true

    var body: some View {
        Button("Share") {}
            .confirmationDialog("Share this photo", isPresented: $isConfirming, titleVisibility: .visible) {
                Button("Messages") {}
                Button("Mail") {}
                Button("Delete", role: .destructive) {}
            }
    }
}

/// The older `ActionSheet`.
struct LegacyActionSheetHost: View {
    @State private var showingSheet = true

    var body: some View {
        Button("Options") {}
            .actionSheet(isPresented: $showingSheet) {
                ActionSheet(title: Text("Sort By"), buttons: [.default(Text("Name")), .destructive(Text("Clear")), .cancel()])
            }
    }
}
