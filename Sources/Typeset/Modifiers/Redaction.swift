import Foundation

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content is a placeholder (its text and images are drawn as grey shapes).
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The content is private (views marked `privacySensitive()` are redacted).
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The content is out of date.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    /// Why the views inside are redacted.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Redacts the content for `reason`. With `.placeholder` its text is drawn as rounded grey
    /// bars where the lines are and its images as grey fills; layout does not change (Design §20.9:
    /// the real string decides the placeholder's size).
    public consuming func redacted(reason: RedactionReasons) -> some View {
        modifier(RedactionModifier(update: { $0.formUnion(reason) }) { _ in reason.contains(.placeholder) ? .redacted : nil })
    }

    /// Draws the content as it is inside redacted content.
    public consuming func unredacted() -> some View {
        modifier(RedactionModifier(update: { $0 = [] }) { _ in .unredacted })
    }

    /// Marks the content as private: redacted while the environment's reasons include `.privacy`.
    public consuming func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(RedactionModifier(update: { _ in }) { reasons in sensitive && reasons.contains(.privacy) ? .redacted : nil })
    }
}

/// Updates the redaction reasons of the content and marks its nodes with the effect, if any,
/// that the reasons in force call for.
struct RedactionModifier: PrimitiveModifier {
    let update: (inout RedactionReasons) -> Void
    let effect: (RedactionReasons) -> PaintEffect?

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        update(&inner.environment.redactionReasons)
        let start = inputs.list.count
        inputs.resolve(content, in: inner)
        guard let effect = effect(context.environment.redactionReasons) else { return }
        for index in start..<inputs.list.count {
            inputs.list[index] = inputs.tree.wrap(inputs.list[index], inPaint: .effect(effect), direction: context.layoutDirection)
        }
    }
}
