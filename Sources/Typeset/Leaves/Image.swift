import Foundation

/// An image, as SwiftUI's `Image`: a fixed intrinsic size that ignores the proposal unless
/// resizable (Design §7). Typeset never decodes pixels; the result records what the image is
/// (`ImageDescription`) so a renderer can draw a faithful placeholder.
///
/// - `Image("name")` finds the name in the environment's `ImageCatalog`; an unknown name is
///   diagnosed and takes the catalogue's `missingImageSize`.
/// - `Image(systemName:)` is a symbol sized from the current font and sitting on the text
///   baseline (`SymbolMetricsModel`), or with the catalogue's exact metrics when registered.
/// - `Image(_:size:)` and `Image(contentsOf:)` give the size directly or from a file.
public struct Image: PrimitiveView, Equatable, Sendable {
    /// The relative size of a symbol (`imageScale`).
    public typealias Scale = ImageScale
    /// Whether an image draws its own colours or its alpha in the foreground style.
    public typealias TemplateRenderingMode = ImageRenderingMode
    /// The quality of scaling.
    public typealias Interpolation = ImageInterpolation
    /// How a resizable image fills its frame.
    public typealias ResizingMode = ImageResizingMode

    private enum Source: Equatable, Sendable {
        case size(CGSize)
        case file(URL)
        case named(String)
        case system(String)
    }

    private let source: Source
    private let name: String
    private var isResizable = false
    private var capInsets = EdgeInsets()
    private var resizingMode = ResizingMode.stretch
    private var renderingMode: TemplateRenderingMode?
    private var interpolation = Interpolation.high
    private var isAntialiased = true

    /// The image `name` of the catalogue in the environment.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
        self.name = name
    }

    /// The image `name` of the catalogue, hidden from accessibility (layout is the same).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image `name` of the catalogue with an accessibility label (layout is the same).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// The system symbol `systemName`, sized from the font in the environment.
    public init(systemName: String) {
        source = .system(systemName)
        name = systemName
    }

    /// The system symbol `systemName` at a variable value (drawn like the symbol itself).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image of `size` points.
    public init(_ name: String = "image", size: CGSize) {
        self.source = .size(size)
        self.name = name
    }

    /// The image in the PNG, SVG or PDF file at `url` (its header's size; `@2x`/`@3x` names
    /// divide it).
    public init(contentsOf url: URL) {
        self.source = .file(url)
        self.name = url.lastPathComponent
    }

    /// Lets the image take the proposed size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// Draws the image's own colours or its alpha in the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// The quality of scaling when drawn at another size.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Whether edges are antialiased when scaled.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let environment = context.environment
        var image = ImageDescription(
            name: name, size: .zero, isResizable: isResizable, renderingMode: renderingMode, interpolation: interpolation,
            isAntialiased: isAntialiased, capInsets: capInsets, resizingMode: resizingMode)
        var problem: (Diagnostic.Kind, String)?
        switch source {
        case .size, .file, .named:
            (image.size, problem) = intrinsicSize(in: environment)
        case .system(let name):
            let metrics = SymbolMetricsModel.metrics(
                name, scale: environment.imageScale, font: SymbolMetricsModel.fontMetrics(in: context), catalog: environment.imageCatalog)
            image.isSystemSymbol = true
            image.size = metrics.size
            image.baselineOffset = metrics.baselineOffset
            image.symbolScale = environment.imageScale
            image.symbolRenderingMode = environment.symbolRenderingMode
        }
        let id = inputs.tree.addImage(image, direction: context.layoutDirection)
        if let (kind, message) = problem { inputs.tree.report(id, kind, message) }
        inputs.list.append(id)
    }

    /// The size of an image that is not a symbol (given, from its file's header, or from the
    /// catalogue), and what was wrong when it could not be had (the size is then 0 × 0 or the
    /// catalogue's `missingImageSize`).
    private func intrinsicSize(in environment: EnvironmentValues) -> (CGSize, (Diagnostic.Kind, String)?) {
        switch source {
        case .size(let given):
            if given.width.isFinite, given.height.isFinite, given.width >= 0, given.height >= 0 { return (given, nil) }
            return (.zero, (.invalidValue, "size \(given) is invalid; used 0 × 0"))
        case .file(let url):
            switch ImageFileHeader.size(of: url) {
            case .success(let size): return (size, nil)
            case .failure(let error): return (.zero, (.invalidValue, "\(url.path): \(error); used 0 × 0"))
            }
        case .named(let name):
            let catalog = environment.imageCatalog
            if let asset = catalog.images[name] { return (asset.size, nil) }
            let size = catalog.missingImageSize
            let reason = catalog.unreadable[name].map { "could not be read (\($0))" } ?? "is not in the image catalogue"
            return (size, (.unknownName, "image \"\(name)\" \(reason); used \(LayoutNumber.format(size.width)) × \(LayoutNumber.format(size.height))"))
        case .system:
            return (.zero, nil)
        }
    }

    /// The image as an object set inline in text (`Text(Image(...))`, research text-input §6),
    /// and what was wrong with it. A symbol follows the font of its run: its size and baseline
    /// from ``SymbolMetricsModel`` at the environment's `imageScale`, drawn in the run's colour.
    /// Any other image keeps its own size in points with its bottom on the baseline (a bitmap
    /// has no baseline offset); `resizable` has no effect inside text.
    func textAttachment(in environment: EnvironmentValues) -> (TextAttachment, (Diagnostic.Kind, String)?) {
        let isTemplate = renderingMode == .template
        if case .system(let symbol) = source {
            let metrics = SymbolMetricsModel.relativeMetrics(
                symbol, scale: environment.imageScale, catalog: environment.imageCatalog)
            let attachment = TextAttachment(
                name: name, isSymbol: true, isTemplate: renderingMode != .original, width: metrics.width,
                height: metrics.height, baselineOffset: metrics.baselineOffset)
            return (attachment, nil)
        }
        let (size, problem) = intrinsicSize(in: environment)
        let attachment = TextAttachment(
            name: name, isTemplate: isTemplate, width: FontRelativeLength(points: size.width),
            height: FontRelativeLength(points: size.height))
        return (attachment, problem)
    }
}
