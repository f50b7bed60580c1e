// SwiftUI view files written for the port suite the way SwiftUI's documentation uses
// ScrollView, LazyVStack and LazyHStack: only the import differs from an iOS project.
import Typeset

/// A vertical list of rows in a scroll view (ScrollView's documentation pattern).
struct MessageScroll: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<30) { index in
                    Text("Message \(index)")
                }
            }
        }
    }
}

/// A horizontal strip of cards.
struct CardStrip: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                ForEach(0..<8) { _ in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.blue)
                        .frame(width: 120, height: 80)
                }
            }
            .padding(.horizontal)
        }
    }
}

/// A lazy stack of many rows (LazyVStack's documentation pattern).
struct LazyFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(1...40, id: \.self) { value in
                    Text("Row \(value)")
                }
            }
        }
    }
}

/// Sections with pinned headers in a lazy stack.
struct PinnedContacts: View {
    let groups = ["A", "B", "C"]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(groups, id: \.self) { letter in
                    Section {
                        ForEach(0..<3) { index in
                            Text("\(letter) contact \(index)")
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding()
                        }
                    } header: {
                        Text(letter)
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal)
                            .background(Color.gray)
                    }
                }
            }
        }
    }
}

/// A horizontal lazy stack of chips.
struct ChipRow: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 8) {
                ForEach(0..<10) { index in
                    Text("Tag \(index)")
                        .padding(8)
                        .background(Capsule().fill(.yellow))
                }
            }
        }
        .frame(height: 60)
    }
}

/// A scroll view nested in another on the same axis (a mistake the layout reports).
struct NestedScroll: View {
    var body: some View {
        ScrollView {
            ScrollView {
                Text("Inner")
            }
        }
    }
}
