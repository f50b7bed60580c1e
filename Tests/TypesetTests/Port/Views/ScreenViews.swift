// Views written for the port suite the way SwiftUI's documentation uses the safe area and
// container-relative frames; nothing here is Typeset-specific but the import.
import Typeset

/// A full-bleed background behind centred content (`ignoresSafeArea` documentation).
struct FullBleedScreen: View {
    var body: some View {
        ZStack {
            Color.blue
                .ignoresSafeArea()
                .id("background")
            Text("Welcome")
                .id("title")
        }
    }
}

/// A header colour under the status bar only (`edgesIgnoringSafeArea(.top)`).
struct HeaderScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.orange
                .frame(height: 120)
                .edgesIgnoringSafeArea(.top)
                .id("header")
            Spacer()
        }
    }
}

/// Content with a bottom bar in the safe area (`safeAreaInset(edge:)` documentation).
struct BottomBarScreen: View {
    var body: some View {
        Color.gray
            .ignoresSafeArea()
            .id("content")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Text("Checkout")
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(.bar)
                    .id("bar")
            }
            .id("inset")
    }
}

/// Cards two thirds of the container wide (`containerRelativeFrame(_:count:span:spacing:)`).
struct CarouselCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(.purple)
            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            .frame(height: 100)
            .id("card")
    }
}

/// A page the size of the container (`containerRelativeFrame(_:alignment:)`).
struct FullPage: View {
    var body: some View {
        Rectangle()
            .containerRelativeFrame([.horizontal, .vertical])
            .id("page")
    }
}

/// Content padded as safe area (`safeAreaPadding(_:_:)`).
struct PaddedContent: View {
    var body: some View {
        Color.green
            .safeAreaPadding(.horizontal, 20)
            .id("padded")
    }
}
