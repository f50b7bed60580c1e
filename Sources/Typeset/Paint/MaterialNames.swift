/// The materials by their short names, as SwiftUI declares them on `Material`
/// (`Material.thin` is `.thinMaterial`).
extension Material {
    public static var ultraThin: Material { .ultraThinMaterial }
    public static var thin: Material { .thinMaterial }
    public static var regular: Material { .regularMaterial }
    public static var thick: Material { .thickMaterial }
    public static var ultraThick: Material { .ultraThickMaterial }
}
