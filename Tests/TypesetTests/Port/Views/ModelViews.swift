import Typeset

@Observable
final class Profile {
    var name = "Ada Lovelace"
    var notificationsOn = true
}

struct ProfileEditor: View {
    @Bindable var profile: Profile
    @FocusState private var nameFocused: Bool
    @State private var showingAlert = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: $profile.name)
                .focused($nameFocused)
                .submitLabel(.done)
                .id("name")
            Toggle("Notifications", isOn: $profile.notificationsOn).id("toggle")
        }
        .padding()
        .onChange(of: profile.name) { newValue in print(newValue) }
        .alert("Saved", isPresented: $showingAlert) {
            Button("OK") {}
        }
        .sheet(isPresented: $showingAlert) {
            Text("Details")
        }
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { showingAlert = true }
            }
        }
    }
}

struct ProfileSummary: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        Text(profile.name)
    }
}

final class Cart: ObservableObject {
    @Published var items: [String] = ["Apples", "Pears"]
}

struct CartView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(cart.items, id: \.self) { item in
                Text(item)
            }
            CartBadge(cart: cart)
        }
        .environmentObject(cart)
    }
}

struct CartBadge: View {
    @ObservedObject var cart: Cart

    var body: some View {
        HStack {
            Text("\(cart.items.count) items")
            CartTotal()
        }
    }
}

struct CartTotal: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("Total: \(cart.items.count)")
    }
}
