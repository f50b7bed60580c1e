// Views written for the port suite the way SwiftUI's documentation uses AsyncImage; nothing here
// is Typeset-specific but the import.
import Typeset

/// The plain form: the image at its own size once loaded, the standard placeholder until then.
struct RemoteLogo: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url)
            .frame(width: 200, height: 200)
            .id("logo")
    }
}

/// A resizable image once loaded, a spinner until then.
struct RemoteAvatar: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            ProgressView()
        }
        .frame(width: 50, height: 50)
        .id("avatar")
    }
}

/// Each phase shown its own way: the image, a red square on failure, a blue one while loading.
struct RemotePhases: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url, scale: 2) { phase in
            if let image = phase.image {
                image
            } else if phase.error != nil {
                Color.red
            } else {
                Color.blue
            }
        }
        .frame(width: 100, height: 100)
        .id("phases")
    }
}

/// A transaction passed along (no animation headlessly).
struct RemoteBanner: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url, transaction: Transaction(animation: .easeInOut)) { phase in
            switch phase {
            case .success(let image):
                image.resizable().scaledToFit()
            case .failure:
                Image(systemName: "wifi.slash")
            case .empty:
                ProgressView()
            @unknown default:
                EmptyView()
            }
        }
        .frame(height: 80)
        .id("banner")
    }
}
