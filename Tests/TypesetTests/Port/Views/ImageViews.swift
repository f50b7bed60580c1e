// Views written for the port suite the way SwiftUI's documentation uses Image, symbols and
// named colours; nothing here is Typeset-specific but the import.
import Typeset

/// A rating: a star symbol on the text baseline beside the score (`Image(systemName:)` in a
/// `.firstTextBaseline` row, as the `Image` and `VerticalAlignment` documentation show).
struct RatingRow: View {
    var score: String
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
                .id("star")
            Text(score)
                .id("score")
        }
    }
}

/// The same symbol at the three image scales.
struct SymbolScales: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: "swift").imageScale(.small).id("small")
            Image(systemName: "swift").imageScale(.medium).id("medium")
            Image(systemName: "swift").imageScale(.large).id("large")
            Text("Swift").id("text")
        }
    }
}

/// A symbol in a large title next to its text.
struct TitleWithSymbol: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: "cloud.sun.fill")
                .symbolRenderingMode(.hierarchical)
                .id("symbol")
            Text("Forecast").id("title")
        }
        .font(.largeTitle)
    }
}

/// A landmark photo that fits the width, keeping its aspect ratio.
struct LandmarkPhoto: View {
    var body: some View {
        Image("turtlerock")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .id("photo")
    }
}

/// An avatar filling a circle of 64 points.
struct AvatarView: View {
    var body: some View {
        Image("avatar")
            .resizable()
            .scaledToFill()
            .frame(width: 64, height: 64)
            .clipShape(Circle())
            .id("avatar")
    }
}

/// A logo drawn as a template in the tint, a pixel-art icon without smoothing, a stretchable
/// button background with cap insets.
struct ImageOptions: View {
    var body: some View {
        VStack {
            Image("logo").renderingMode(.template).foregroundStyle(.tint).id("logo")
            Image("sprite").interpolation(.none).antialiased(false).id("sprite")
            Image("button-background")
                .resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8), resizingMode: .tile)
                .frame(width: 200, height: 44)
                .id("background")
        }
    }
}

/// Labels and buttons with symbols.
struct SymbolControls: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Settings", systemImage: "gear").id("label")
            Button("Add Item", systemImage: "plus") {}.id("button")
        }
    }
}

/// A brand colour from the asset catalogue.
struct BrandBadge: View {
    var body: some View {
        Text("New")
            .padding(8)
            .background(Color("BrandBlue"))
            .id("badge")
    }
}

/// Names the catalogue does not have.
struct MissingAssets: View {
    var body: some View {
        VStack {
            Image("no-such-image").id("missing")
            Color("NoSuchColor").frame(width: 20, height: 20).id("color")
        }
    }
}
