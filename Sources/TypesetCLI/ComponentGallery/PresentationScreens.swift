// The presentation family's screens: sheets, covers, popovers, alerts and dialogs.
import Foundation
import Typeset

extension ComponentGallery {
    static var presentationScreens: [Screen] {
        [
            Screen("sheet-medium", family: "Presentation", "A sheet at .medium (of .medium and .large) with its grabber over the dimmed window.",
                   SheetHost(detents: [.medium, .large])),
            Screen("sheet-large", family: "Presentation", "A sheet at .large: its top 8 % of the screen down, corners 12, a NavigationStack inside.",
                   SheetHost(detents: [.large])),
            Screen("sheet-height", family: "Presentation", "A sheet at .height(200) plus the home indicator, corner radius 24, a tinted presentation background.",
                   SheetHost(detents: [.height(200)], cornerRadius: 24)),
            Screen("full-screen-cover", family: "Presentation", "A full-screen cover: no card, no dimming, content in the safe area.", CoverHost()),
            Screen("popover", family: "Presentation", "A popover on iPhone: laid out as a sheet.", PopoverHost()),
            Screen("alert-two-buttons", family: "Presentation", "An alert with a message: 270 wide, Cancel (semibold) leading, Delete (red) trailing.", AlertHost()),
            Screen("alert-stacked", family: "Presentation", "An alert with three actions: stacked, Cancel last.", StackedAlertHost()),
            Screen("alert-value", family: "Presentation", "alert(item:content:) with an Alert value and Alert.Button: primary and secondary.", AlertValueHost()),
            Screen("confirmation-dialog", family: "Presentation", "A confirmation dialog with a visible title and message: an action sheet at the bottom, Cancel apart.", DialogHost()),
            Screen("action-sheet", family: "Presentation", "actionSheet(isPresented:) with an ActionSheet value.", ActionSheetHost()),
        ]
    }
}

private struct Placeholder: View {
    let title: String
    var body: some View {
        NavigationStack {
            List(["Morning run", "Evening swim", "Yoga"], id: \.self) { Text($0) }
                .navigationTitle(title)
        }
    }
}

private struct SheetHost: View {
    let detents: Set<PresentationDetent>
    var cornerRadius: CGFloat?
    @State private var showsSettings = true

    var body: some View {
        Placeholder(title: "Workouts")
            .sheet(isPresented: $showsSettings) {
                NavigationStack {
                    Form {
                        Toggle("Auto-pause", isOn: .constant(true))
                        Toggle("Voice feedback", isOn: .constant(false))
                    }
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
                }
                .presentationDetents(detents)
                .presentationCornerRadius(cornerRadius)
                .presentationBackground(cornerRadius == nil ? Color.white : Color(red: 0.95, green: 0.97, blue: 1))
            }
    }
}

private struct CoverHost: View {
    var body: some View {
        Placeholder(title: "Workouts")
            .fullScreenCover(isPresented: .constant(true)) {
                VStack(spacing: 12) {
                    Text("Welcome").font(.largeTitle).bold()
                    Text("Track every workout.")
                    Button("Continue") {}.buttonStyle(.borderedProminent)
                }
            }
    }
}

private struct PopoverHost: View {
    var body: some View {
        Placeholder(title: "Workouts")
            .popover(isPresented: .constant(true)) {
                Text("Tips").font(.title2).padding()
            }
    }
}

private struct AlertHost: View {
    var body: some View {
        Placeholder(title: "Workouts")
            .alert("Delete Workout?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This workout will be removed from all your devices.")
            }
    }
}

private struct StackedAlertHost: View {
    var body: some View {
        Placeholder(title: "Workouts")
            .alert("Save Changes?", isPresented: .constant(true)) {
                Button("Save") {}
                Button("Discard", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
    }
}

private struct Problem: Identifiable {
    let id = 1
    let message = "The file could not be saved."
}

private struct AlertValueHost: View {
    @State private var problem: Problem? = Problem()

    var body: some View {
        Placeholder(title: "Workouts")
            .alert(item: $problem) { problem in
                Alert(
                    title: Text("Error"), message: Text(problem.message), primaryButton: .default(Text("Retry")),
                    secondaryButton: .cancel())
            }
    }
}

private struct DialogHost: View {
    var body: some View {
        Placeholder(title: "Workouts")
            .confirmationDialog("Share Workout", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Share as Image") {}
                Button("Share as Link") {}
                Button("Delete", role: .destructive) {}
            } message: {
                Text("Choose how to share this workout.")
            }
    }
}

private struct ActionSheetHost: View {
    var body: some View {
        Placeholder(title: "Workouts")
            .actionSheet(isPresented: .constant(true)) {
                ActionSheet(title: Text("Sort By"), message: nil, buttons: [.default(Text("Date")), .default(Text("Distance")), .cancel()])
            }
    }
}
