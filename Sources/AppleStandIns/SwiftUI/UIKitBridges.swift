// SwiftUI's initialisers that take UIKit values.

extension Color {
    /// The colour of `color`.
    public init(uiColor color: UIColor) { self = color.color }
    /// The colour of `color` (`Color(.secondarySystemBackground)`).
    public init(_ color: UIColor) { self = color.color }
}

extension Image {
    /// The image `image` shows: its catalogue image, its symbol, or an image of its size.
    public init(uiImage image: UIImage) {
        switch image.source {
        case .named(let name): self.init(name)
        case .systemName(let name): self.init(systemName: name)
        case .sized: self.init("UIImage", size: image.size)
        }
    }
}

extension Font {
    /// Text in `font`, at its point size (fixed: a `UIFont` does not follow later Dynamic Type
    /// changes; `UIFont.preferredFont(forTextStyle:)` already took the size in force).
    public init(_ font: UIFont) { self = font.font }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of `category`; nil for `.unspecified`.
    public init?(_ category: UIContentSizeCategory) {
        guard category != .unspecified, UIContentSizeCategory.ordered.contains(category) else { return nil }
        self = category.dynamicTypeSize
    }
}
