import Foundation

/// The images and colours `Image("name")`, `Image(systemName:)` and `Color("name")` find, as an
/// app's asset catalogue and the SF Symbols set serve them on a device. Typeset never decodes
/// pixels: an image is its intrinsic size, read from a file's header or registered in code.
///
/// ```swift
/// var catalog = try ImageCatalog(directory: assets)   // avatar.png, logo.svg, map@2x.png, ...
/// catalog.register("banner", size: CGSize(width: 320, height: 120))
/// catalog.registerColor("BrandBlue", Color(red: 0.1, green: 0.3, blue: 0.9))
/// catalog.registerSymbol("star.fill", size: CGSize(width: 17.5, height: 16.6), baselineOffset: 1.5)
/// var environment = EnvironmentValues()
/// environment.imageCatalog = catalog
/// let engine = LayoutEngine(fonts: .bundled, environment: environment)
/// ```
public struct ImageCatalog: Hashable, Sendable {
    /// An image's size and where it came from.
    public struct Asset: Hashable, Sendable {
        /// The intrinsic size in points.
        public var size: CGSize
        /// The file it was read from, if any.
        public var file: URL?
    }

    /// A symbol's exact metrics, measured at `pointSize` in the medium scale.
    public struct SymbolMetrics: Hashable, Sendable {
        /// The symbol's frame at `pointSize`, medium scale.
        public var size: CGSize
        /// The distance from the frame's bottom up to the text baseline.
        public var baselineOffset: CGFloat
        /// The font size the metrics were measured at.
        public var pointSize: CGFloat
    }

    /// The images by name.
    public private(set) var images: [String: Asset] = [:]
    /// The named colours.
    public private(set) var colors: [String: Color] = [:]
    /// Registered symbol metrics by system name (others follow the symbol model).
    public private(set) var symbols: [String: SymbolMetrics] = [:]
    /// What `AsyncImage` loads from each URL (`registerRemoteImage(at:pixelSize:)`).
    public internal(set) var remoteImages: [URL: RemoteImage] = [:]
    /// Files of the directory that could not be read, by name, with the reason.
    public private(set) var unreadable: [String: String] = [:]
    /// The size an image takes when its name is unknown: 0 × 0 by default, as SwiftUI lays out
    /// an image whose asset is missing (it logs "No image named … found" and draws nothing).
    /// A diagnostic with the view's path is recorded either way.
    public var missingImageSize = CGSize.zero

    /// An empty catalogue.
    public init() {}

    /// A catalogue of the PNG, SVG and PDF files in `directory` (and its subdirectories), each
    /// named by its file name without extension or `@2x`/`@3x` suffix. A file whose size cannot
    /// be read is listed in `unreadable` and diagnosed where it is used.
    public init(directory: URL) throws {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        guard let files else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path]) }
        var found: [URL] = []
        for case let url as URL in files where ImageFileHeader.extensions.contains(url.pathExtension.lowercased()) {
            found.append(url)
        }
        // Sorted, so that of `name.png` and `name@2x.png` the choice never depends on the file system.
        for url in found.sorted(by: { $0.path < $1.path }) {
            var name = url.deletingPathExtension().lastPathComponent
            if ImageFileHeader.scaleSuffix(name) != 1 { name.removeLast(3) }
            guard images[name] == nil else { continue }
            switch ImageFileHeader.size(of: url) {
            case .success(let size): images[name] = Asset(size: size, file: url)
            case .failure(let failure): unreadable[name] = "\(url.lastPathComponent): \(failure)"
            }
        }
    }

    /// Registers the image `name` of `size` points.
    public mutating func register(_ name: String, size: CGSize) {
        images[name] = Asset(size: size, file: nil)
        unreadable[name] = nil
    }

    /// Registers the named colour `name` (`Color("name")`).
    public mutating func registerColor(_ name: String, _ color: Color) {
        colors[name] = color
    }

    /// Registers exact metrics for the system symbol `name`: its frame and baseline offset at
    /// `pointSize` in the medium scale (scaled with the font and `imageScale` elsewhere).
    public mutating func registerSymbol(_ name: String, size: CGSize, baselineOffset: CGFloat, pointSize: CGFloat = 17) {
        symbols[name] = SymbolMetrics(size: size, baselineOffset: baselineOffset, pointSize: pointSize)
    }
}

private struct ImageCatalogKey: EnvironmentKey { static var defaultValue: ImageCatalog { ImageCatalog() } }
private struct ImageScaleKey: EnvironmentKey { static var defaultValue: ImageScale { .medium } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    /// The images and colours `Image("name")` and `Color("name")` find.
    public var imageCatalog: ImageCatalog {
        get { self[ImageCatalogKey.self] }
        set { self[ImageCatalogKey.self] = newValue }
    }
    /// The scale of symbols (`imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// How symbols colour their layers (`symbolRenderingMode(_:)`); nil: the symbol's default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// The scale of the symbols in this view.
    public consuming func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// How the symbols in this view colour their layers.
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Color {
    /// The colour `name` of the catalogue in the environment (SwiftUI's asset-catalogue colour).
    /// An unknown name is drawn clear and diagnosed with the path of the view it paints.
    public init(_ name: String, bundle: Bundle? = nil) {
        let catalog = (CurrentEnvironment.values ?? EnvironmentValues()).imageCatalog
        self.init(catalogName: name, catalog.colors[name])
    }

    /// This colour, with a catalogue name that was unknown where the colour was made looked up
    /// again in `environment`'s catalogue: `Color("name")` made outside a body (a scene file, a
    /// view built before layout) takes its colour from the catalogue of the layout that paints
    /// it, as SwiftUI resolves asset colours where they are drawn. Any other colour is itself,
    /// and the catalogue (five tables) is not read for it.
    func resolvingCatalogName(in environment: EnvironmentValues) -> Color {
        guard isMissingFromCatalog, let name, let found = environment.imageCatalog.colors[name] else { return self }
        return Color(catalogName: name, found)
    }
}

extension Diagnostic.Kind {
    /// An image or colour name the catalogue does not have; a placeholder was used.
    public static let unknownName = Diagnostic.Kind(rawValue: "unknownName")
}
