import Foundation

extension View {
    /// Sets an environment value for this view and its content.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// The default font of the Text inside.
    public consuming func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The maximum number of lines of the Text inside (nil: unlimited).
    public consuming func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.lineLimit = number
            $0.lineLimitReservesSpace = false
        })
    }

    /// The maximum number of lines; with `reservesSpace`, the Text keeps that many lines of height.
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.lineLimit = limit
            $0.lineLimitReservesSpace = reservesSpace
        })
    }

    /// How the Text inside aligns its lines inside its own width.
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where the Text inside puts the ellipsis when it truncates.
    public consuming func truncationMode(_ mode: TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Extra space between the lines of the Text inside.
    public consuming func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// How far the Text inside may shrink before truncating.
    public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Kerning for the Text inside.
    public consuming func kerning(_ kerning: CGFloat) -> some View {
        environment(\.kerning, kerning)
    }

    /// Tracking for the Text inside.
    public consuming func tracking(_ tracking: CGFloat) -> some View {
        environment(\.tracking, tracking)
    }

    /// Opacity for renderers; layout is unchanged.
    public consuming func opacity(_ opacity: Double) -> some View {
        wrapped(inPaint: .opacity(opacity))
    }

    /// Foreground colour for renderers; layout is unchanged.
    public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundStyleModifier { _ in color.map { [ResolvedShapeStyle(color: $0)] } })
    }

    // `foregroundStyle(_:)` takes any `ShapeStyle` (Paint/ShapeStyle.swift).
}
