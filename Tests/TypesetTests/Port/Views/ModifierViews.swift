// SwiftUI view files written for the port suite the way SwiftUI's documentation uses the
// redaction, text-input, badge and scroll modifiers: only the import differs.
import Typeset

/// Placeholder content while loading.
struct LoadingArticle: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Loading headline")
                .font(.headline)
            Text("This text stands for the article's summary until it loads.")
            Text("Loaded byline")
                .unredacted()
        }
        .redacted(reason: .placeholder)
    }
}

/// A sign-in form with the text-input modifiers.
struct SignInForm: View {
    @State private var email = ""
    @State private var code = ""
    @FocusState private var focused: Bool

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($focused)
            TextField("Code", text: $code)
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
                .disableAutocorrection(true)
                .autocapitalization(.none)
                .onSubmit {}
        }
        .scrollDismissesKeyboard(.interactively)
    }
}

/// Badges on list rows and on tab items.
struct BadgedInbox: View {
    var body: some View {
        TabView {
            List {
                Text("Recents").badge(10)
                Text("Favorites").badge("New")
                NavigationLink("Groups") { Text("Groups") }.badge(2)
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(3)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// Scrolling to a row with a reader, refreshing and swipe actions.
struct MessageLog: View {
    let messages = (1...20).map { "Message \($0)" }

    var body: some View {
        ScrollViewReader { proxy in
            List(messages, id: \.self) { message in
                Text(message)
                    .swipeActions(edge: .trailing) {
                        Button("Delete", role: .destructive) {}
                    }
                    .contextMenu {
                        Button("Copy") {}
                    }
            }
            .refreshable {}
            .scrollIndicators(.hidden)
            .scrollBounceBehavior(.basedOnSize)
            .onAppear { proxy.scrollTo("Message 20", anchor: .bottom) }
        }
    }
}

/// Scene padding, a plain background and pointer modifiers.
struct PaddedCard: View {
    var body: some View {
        VStack {
            Text("Card")
                .help("A card")
                .onHover { _ in }
        }
        .scenePadding()
        .background()
        .accessibility(label: Text("Card"))
        .accessibility(hint: Text("Shows a card"))
        .accessibility(hidden: false)
    }
}
