import Typeset

struct VolumeControls: View {
    @State private var volume = 0.5
    @State private var quantity = 3
    @State private var progress = 0.25

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Slider(value: $volume, in: 0...1).id("slider")
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .id("labelledSlider")
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10).id("stepper")
            ProgressView(value: progress).id("bar")
            ProgressView().id("spinner")
            ProgressView("Downloading…").id("labelledSpinner")
        }
        .padding()
    }
}

struct LoginForm: View {
    @State private var username = ""
    @State private var password = "hunter2"

    var body: some View {
        VStack(spacing: 12) {
            TextField("Username", text: $username).id("username")
            SecureField("Password", text: $password).id("password")
            TextField("Email", text: $username, prompt: Text("name@example.com"))
                .textFieldStyle(.roundedBorder)
                .id("email")
        }
        .padding()
    }
}

struct ProfileLabels: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label {
                Text("Ada Lovelace")
            } icon: {
                Circle().fill(.purple).frame(width: 24, height: 24)
            }
            .id("name")
            Label {
                Text("London")
            } icon: {
                Circle().fill(.blue).frame(width: 24, height: 24)
            }
            .labelStyle(.titleOnly)
            .id("city")
        }
    }
}
