import Typeset

/// An image, as UIKit's `UIImage`: a name in the image catalogue (or a symbol name) and a size.
/// Typeset never decodes pixels: like `Image`, a `UIImage` is what the layout needs, and
/// `Image(uiImage:)` lays it out as `Image(name)` or `Image(systemName:)` would. Unlike UIKit's,
/// the class is final.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// Where the image comes from.
    public enum Source: Hashable, Sendable {
        /// An image of the catalogue.
        case named(String)
        /// A system symbol.
        case systemName(String)
        /// An image of a given size with no name (`UIImage()`, a rendered image).
        case sized
    }

    /// Where the image comes from.
    public let source: Source
    /// The size in points.
    public let size: CGSize
    /// Pixels per point (the layout's display scale when it was made, 1 outside a layout).
    public let scale: CGFloat

    init(source: Source, size: CGSize, scale: CGFloat) {
        self.source = source
        self.size = size
        self.scale = scale
    }

    /// An empty image (0 × 0).
    public convenience init() {
        self.init(source: .sized, size: .zero, scale: 1)
    }

    /// The image `name` of the catalogue of the layout being evaluated, nil when the catalogue
    /// has no such image (as UIKit answers for a name its asset catalogue lacks).
    public convenience init?(named name: String) {
        let environment = layoutEnvironment
        guard let asset = environment.imageCatalog.images[name] else { return nil }
        self.init(source: .named(name), size: asset.size, scale: Self.scale(environment))
    }

    /// The image `name` of the catalogue; the bundle and traits are not consulted.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The system symbol `name`. Its size is the catalogue's registered metrics for the symbol
    /// at UIKit's default symbol size (17 pt, body), or `SymbolMetricsModel`'s square at 17 pt
    /// with San Francisco's cap height (0.705 em) when the symbol is not registered. Never nil:
    /// Typeset has no list of symbol names.
    public convenience init?(systemName name: String) {
        let environment = layoutEnvironment
        let pointSize: CGFloat = 17
        let metrics = SymbolMetricsModel.metrics(
            name, scale: .medium, font: (pointSize, 0.705 * pointSize), catalog: environment.imageCatalog)
        self.init(source: .systemName(name), size: metrics.size, scale: Self.scale(environment))
    }

    /// The same image with another rendering mode (layout is unchanged).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// The same image tinted (layout is unchanged).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// How UIKit draws an image's colours.
    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    private static func scale(_ environment: EnvironmentValues) -> CGFloat {
        currentBodyEnvironment == nil ? 1 : environment.displayScale
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.source == rhs.source && lhs.size == rhs.size }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    public var description: String { "UIImage(\(source), \(size.width) × \(size.height))" }
}
