import SwiftUI

/// A book in a list: a cover swatch, the title and author, the length.
struct BookRow: View {
    let book: Book

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 4)
                .fill(Color(uiColor: coverColor))
                .frame(width: 32, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(book.title).font(.headline).lineLimit(2)
                    Spacer(minLength: 8)
                    Text("\(book.pages) p.")
                        .font(.caption)
                        .foregroundColor(Color(UIColor.tertiaryLabel))
                }
                Text(book.author)
                    .font(.subheadline)
                    .foregroundColor(Color(.secondaryLabel))
            }
        }
    }

    private var coverColor: UIColor {
        switch book.status {
        case .toRead: .systemGray4
        case .reading: .systemOrange
        case .finished: .systemGreen
        }
    }
}

#Preview("Reading", traits: .sizeThatFitsLayout) {
    BookRow(book: Book.samples[0]).padding()
}
