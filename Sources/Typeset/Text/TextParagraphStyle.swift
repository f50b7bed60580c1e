import Foundation

extension ParagraphStyle {
    /// The paragraph style Text takes from `environment` (Design §8.6, §9).
    init(_ environment: EnvironmentValues) {
        self.init(
            lineLimit: environment.lineLimit,
            reservesSpace: environment.lineLimitReservesSpace,
            truncationMode: environment.truncationMode,
            alignment: environment.multilineTextAlignment,
            lineSpacing: environment.lineSpacing,
            minimumScaleFactor: environment.minimumScaleFactor,
            layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}
