import SwiftUI

/// The reading goal: a form.
struct GoalSettingsForm: View {
    @Environment(ReadingGoal.self) private var goal
    @EnvironmentObject private var library: LibraryStore

    var body: some View {
        @Bindable var goal = goal
        NavigationStack {
            Form {
                Section {
                    Stepper("\(goal.booksPerYear) books a year", value: $goal.booksPerYear, in: 1...100)
                    LabeledProgress(value: goal.progress(finished: library.books(in: .finished).count))
                } header: {
                    Text("Goal")
                } footer: {
                    Text("Finished books count toward this year's goal.")
                }
                Section("Reminders") {
                    Toggle("Weekly reminder", isOn: $goal.remindsWeekly)
                    Picker("Day", selection: $goal.reminderDay) {
                        ForEach(ReadingGoal.weekdays, id: \.self) { Text($0) }
                    }
                }
                Section("Profile") {
                    TextField("Nickname", text: $goal.nickname)
                }
                Section {
                    Button("Open the catalogue") {
                        if let url = URL(string: "https://catalog.example.org") {
                            UIApplication.shared.open(url)
                        }
                    }
                }
            }
            .navigationTitle("Reading goal")
        }
    }
}

/// A percentage beside its bar.
private struct LabeledProgress: View {
    let value: Double

    var body: some View {
        HStack {
            Text("Progress")
            Spacer()
            Text("\(Int((value * 100).rounded())) %").foregroundColor(Color(.secondaryLabel))
        }
    }
}

#Preview("Goal") {
    GoalSettingsForm()
        .environmentObject(LibraryStore(books: Book.samples))
        .environment(ReadingGoal())
}
