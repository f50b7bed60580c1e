import Typeset

struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

struct Checklist: View {
    @Binding var chores: [Chore]

    var body: some View {
        VStack(spacing: 8) {
            ForEach($chores) { $chore in
                Toggle(chore.title, isOn: $chore.isDone)
                    .id(chore.id)
            }
        }
        .padding(.horizontal)
    }
}
