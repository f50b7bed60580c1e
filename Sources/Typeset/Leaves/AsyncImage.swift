import Foundation

/// Where an `AsyncImage` is in loading, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Nothing loaded yet (or no URL).
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error loading failed with, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The error a registered failure loads with (`ImageCatalog.registerRemoteFailure(at:_:)`).
public struct RemoteImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as registered.
    public var description: String
}

/// A view that loads an image from a URL, as SwiftUI's `AsyncImage` (Design §24.5). A headless
/// layout has no network: the image a URL loads comes from the environment's image catalogue
/// (`ImageCatalog.registerRemoteImage(at:pixelSize:)`, `registerRemoteFailure(at:_:)`), and a
/// URL the catalogue does not know stays in the empty phase.
///
/// The default content (research `ios-metrics.md` §7) shows a loaded image at its own size
/// (pixels divided by `scale`; not resizable) and, until then or after a failure, the standard
/// placeholder: a resizable redacted image that takes the proposal (10 on an unspecified axis,
/// documented choice) and is filled with the foreground style at 16 % opacity.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content

    /// An image loaded from `url` at `scale`, shown at its own size once loaded, the standard
    /// placeholder until then.
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageDefaultContent {
        self.url = url
        self.scale = scale
        content = { _AsyncImageDefaultContent(phase: $0) }
    }

    /// An image loaded from `url`, shown through `content` once loaded and as `placeholder()`
    /// until then (and after a failure).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image { ViewBuilder.buildEither(first: content(image)) } else { ViewBuilder.buildEither(second: placeholder()) }
        }
    }

    /// An image loaded from `url`, each phase shown through `content`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = content
    }

    public var body: some View {
        EnvironmentReader { environment in
            content(Self.phase(for: url, scale: scale, in: environment.imageCatalog))
        }
    }

    /// The phase `url` is in with `catalog`: loaded, failed, or empty.
    static func phase(for url: URL?, scale: CGFloat, in catalog: ImageCatalog) -> AsyncImagePhase {
        guard let url, let remote = catalog.remoteImages[url] else { return .empty }
        switch remote {
        case .image(let pixels):
            let scale = scale.isFinite && scale > 0 ? scale : 1
            return .success(Image(url.lastPathComponent, size: CGSize(width: pixels.width / scale, height: pixels.height / scale)))
        case .failure(let message):
            return .failure(RemoteImageError(description: message))
        }
    }
}

/// What `AsyncImage(url:scale:)` shows: the loaded image, else the standard placeholder.
public struct _AsyncImageDefaultContent: View {
    let phase: AsyncImagePhase

    public var body: some View {
        if let image = phase.image {
            image
        } else {
            AsyncImagePlaceholder()
        }
    }
}

/// The standard placeholder of an image not loaded: a rectangle that takes the proposal, filled
/// with the foreground style at 16 % (research `ios-metrics.md` §7, SwiftUI's redacted image).
struct AsyncImagePlaceholder: View {
    var body: some View {
        Rectangle().fill(.foreground.opacity(0.16))
    }
}

extension ImageCatalog {
    /// What loading a URL gives an `AsyncImage`.
    public enum RemoteImage: Hashable, Sendable {
        /// An image of this size in pixels.
        case image(pixelSize: CGSize)
        /// A failure with this message.
        case failure(String)
    }

    /// Registers the image `url` loads: `pixelSize` pixels (an `AsyncImage` of scale s shows it
    /// at `pixelSize / s` points).
    public mutating func registerRemoteImage(at url: URL, pixelSize: CGSize) {
        remoteImages[url] = .image(pixelSize: pixelSize)
    }

    /// Registers the image `url` loads as the PNG, SVG or PDF `file` (its header's size, in
    /// pixels: a downloaded image has no `@2x` name).
    public mutating func registerRemoteImage(at url: URL, contentsOf file: URL) throws {
        switch ImageFileHeader.size(of: file) {
        case .success(let size):
            // The header's size is in points for an `@2x` or `@3x` name: back to pixels.
            let scale = ImageFileHeader.scaleSuffix(file.deletingPathExtension().lastPathComponent)
            remoteImages[url] = .image(pixelSize: CGSize(width: size.width * scale, height: size.height * scale))
        case .failure(let failure):
            throw RemoteImageError(description: "\(file.path): \(failure)")
        }
    }

    /// Registers that loading `url` fails with `message`.
    public mutating func registerRemoteFailure(at url: URL, _ message: String = "the request failed") {
        remoteImages[url] = .failure(message)
    }
}
