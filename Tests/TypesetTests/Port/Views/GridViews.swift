// SwiftUI view files written for the port suite the way SwiftUI's documentation uses
// LazyVGrid, LazyHGrid and GridItem: only the import differs from an iOS project.
import Typeset

/// A photo grid with adaptive columns of at least 80 points.
struct PhotoGrid: View {
    let columns = [GridItem(.adaptive(minimum: 80))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<10) { _ in
                    Color.orange
                        .frame(height: 80)
                }
            }
            .padding(.horizontal)
        }
    }
}

/// A fixed label column and a flexible value column.
struct SpecGrid: View {
    let columns = [
        GridItem(.fixed(70)),
        GridItem(.adaptive(minimum: 40)),
    ]

    var body: some View {
        LazyVGrid(columns: columns) {
            ForEach(0..<6) { index in
                Color.green.frame(height: 30).id(index)
            }
        }
        .frame(width: 200)
    }
}

/// Three equal flexible columns.
struct EmojiGrid: View {
    let items = ["🍏", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇"]
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 20) {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .font(.largeTitle)
            }
        }
    }
}

/// A horizontal grid of two rows.
struct ShelfGrid: View {
    let rows = [GridItem(.fixed(50)), GridItem(.fixed(50))]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows, alignment: .top) {
                ForEach(0..<7) { index in
                    Color.purple.frame(width: 60).id(index)
                }
            }
        }
    }
}

/// Columns declared with bad sizes (the layout clamps and reports them).
struct BrokenGrid: View {
    let columns = [GridItem(.fixed(-20)), GridItem(.flexible(minimum: .nan))]

    var body: some View {
        LazyVGrid(columns: columns) {
            Text("A")
            Text("B")
        }
    }
}
