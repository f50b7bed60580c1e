import Foundation
import Typeset

/// One problem the baseline audit found, with the views and the numbers behind it.
public struct AuditFinding: Hashable, Sendable {
    /// What kind of problem it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Texts side by side in one row whose first baselines differ (and whose last baselines
        /// do not line up either).
        case misalignedBaselines = "misaligned-baselines"
        /// A Text that was cut and ends with an ellipsis.
        case truncatedText = "truncated-text"
        /// A Text drawn partly outside the root's bounds, so cut off in a window of that size.
        case clippedText = "clipped-text"
        /// A view that reaches outside its parent (or the root outside its proposal).
        case overflow
        /// Two children of one stack or grid that cover the same area.
        case overlappingSiblings = "overlapping-siblings"
        /// A Text whose translation does not fit its key's arguments: the key's own form is
        /// shown instead (the result's `invalidTranslation` diagnostic).
        case invalidTranslation = "invalid-translation"
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The row, the parent, or the stack the views belong to; nil for the root's proposal.
    public let container: AuditedView?
    /// The offending views, in tree order.
    public let views: [AuditedView]
    /// The numbers behind the finding, by name, in a fixed order: each view's first baseline
    /// `y` in root coordinates (`firstBaseline[0]`, ... in the order of `views`) and their
    /// `spread`; how far a view reaches out at each edge (`top`, `left`, `bottom`, `right`);
    /// an overlap's `x`, `y`, `width`, `height`; a truncated text's `lines`, `width`, `height`.
    public let values: [(name: String, value: CGFloat)]
    /// The alignment or change that would fix it, when there is one (`.firstTextBaseline`).
    public let fix: String?
    /// One sentence saying what is wrong, with the numbers.
    public let message: String

    /// Creates a finding.
    public init(
        kind: Kind, container: AuditedView?, views: [AuditedView], values: [(name: String, value: CGFloat)], fix: String?,
        message: String
    ) {
        self.kind = kind
        self.container = container
        self.views = views
        self.values = values
        self.fix = fix
        self.message = message
    }

    public static func == (a: AuditFinding, b: AuditFinding) -> Bool {
        a.kind == b.kind && a.container == b.container && a.views == b.views && a.fix == b.fix && a.message == b.message
            && a.values.map(\.name) == b.values.map(\.name) && a.values.map(\.value) == b.values.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(views)
        hasher.combine(message)
    }
}
