import Foundation

extension ParagraphStyle {
    /// The paragraph style Text takes from `environment` (Design §8.6, §9), its values as set
    /// (the text engine clamps them), with the layout direction given when the caller has read it.
    init(_ environment: EnvironmentValues, layoutDirection: LayoutDirection? = nil) {
        self.init(
            lineLimit: environment.lineLimit,
            reservesSpace: environment.lineLimitReservesSpace,
            truncationMode: environment.truncationMode,
            alignment: environment.multilineTextAlignment,
            lineSpacing: environment.lineSpacing,
            minimumScaleFactor: environment.minimumScaleFactor,
            layoutDirection: (layoutDirection ?? environment.layoutDirection) == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}
