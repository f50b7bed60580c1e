import Foundation

/// What an image leaf shows, as the result records it so that a renderer can draw a faithful
/// placeholder: its name, whether it is a system symbol, and the drawing options the view
/// declared (`renderingMode`, `interpolation`, `symbolRenderingMode`, `imageScale`, ...).
public struct ImageDescription: Hashable, Sendable {
    /// The image's name (`Image("name")`, `Image(systemName:)`, a file's name).
    public var name: String
    /// The intrinsic size in points (a symbol's: from the font and scale, or the catalogue).
    public var size: CGSize
    /// Whether the image takes the size it is proposed (`resizable`).
    public var isResizable: Bool
    /// Whether the image is an SF Symbol (`Image(systemName:)`).
    public var isSystemSymbol: Bool
    /// `renderingMode(_:)`: nil when not set (an asset's own mode; symbols draw as templates).
    public var renderingMode: ImageRenderingMode?
    /// `interpolation(_:)`.
    public var interpolation: ImageInterpolation
    /// `antialiased(_:)`.
    public var isAntialiased: Bool
    /// `resizable(capInsets:resizingMode:)`: the insets kept unscaled.
    public var capInsets: EdgeInsets
    /// `resizable(capInsets:resizingMode:)`: how the middle fills the frame.
    public var resizingMode: ImageResizingMode
    /// A symbol's scale (`imageScale`); nil for other images.
    public var symbolScale: ImageScale?
    /// A symbol's rendering mode (`symbolRenderingMode`); nil when not set.
    public var symbolRenderingMode: SymbolRenderingMode?
    /// The distance from the image's bottom up to the text baseline it sits on (symbols only:
    /// the first and last text baselines are `size.height - baselineOffset` from the top).
    public var baselineOffset: CGFloat?

    /// An image description with default options.
    public init(
        name: String, size: CGSize, isResizable: Bool = false, isSystemSymbol: Bool = false,
        renderingMode: ImageRenderingMode? = nil, interpolation: ImageInterpolation = .high, isAntialiased: Bool = true,
        capInsets: EdgeInsets = EdgeInsets(), resizingMode: ImageResizingMode = .stretch,
        symbolScale: ImageScale? = nil, symbolRenderingMode: SymbolRenderingMode? = nil, baselineOffset: CGFloat? = nil
    ) {
        self.name = name
        self.size = size
        self.isResizable = isResizable
        self.isSystemSymbol = isSystemSymbol
        self.renderingMode = renderingMode
        self.interpolation = interpolation
        self.isAntialiased = isAntialiased
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.symbolScale = symbolScale
        self.symbolRenderingMode = symbolRenderingMode
        self.baselineOffset = baselineOffset
    }
}

/// How an image is drawn, as SwiftUI's `Image.TemplateRenderingMode`.
public enum ImageRenderingMode: String, Hashable, Sendable, CaseIterable {
    /// The image's own colours.
    case original
    /// The image's alpha filled with the foreground style.
    case template
}

/// The quality of image scaling, as SwiftUI's `Image.Interpolation`.
public enum ImageInterpolation: String, Hashable, Sendable, CaseIterable {
    case none, low, medium, high
}

/// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`.
public enum ImageResizingMode: String, Hashable, Sendable, CaseIterable {
    /// The middle repeats.
    case tile
    /// The middle stretches.
    case stretch
}

/// The relative size of a symbol, as SwiftUI's `Image.Scale`.
public enum ImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public enum SymbolRenderingMode: String, Hashable, Sendable, CaseIterable {
    case monochrome, multicolor, hierarchical, palette
}
