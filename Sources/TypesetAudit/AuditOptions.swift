import Foundation

/// What the audit looks for and how strict it is.
public struct AuditOptions: Sendable {
    /// Pixels per point of the screen the layout is for (`EnvironmentValues.displayScale`).
    public var displayScale: CGFloat
    /// How far two baselines or edges may differ, in pixels at `displayScale`.
    public var tolerance: CGFloat
    /// The kinds of findings to report.
    public var kinds: Set<AuditFinding.Kind>
    /// Ids (as text) of views whose findings are expected and left out: a badge that sticks
    /// out on purpose, a label meant to be cut.
    public var ignoredIDs: Set<String>

    /// Options for a screen of `displayScale`, half a pixel of tolerance, every kind.
    public init(
        displayScale: CGFloat = 1, tolerance: CGFloat = 0.5, kinds: Set<AuditFinding.Kind> = Set(AuditFinding.Kind.allCases),
        ignoring ignoredIDs: Set<String> = []
    ) {
        self.displayScale = displayScale
        self.tolerance = tolerance
        self.kinds = kinds
        self.ignoredIDs = ignoredIDs
    }

    /// The tolerance in points.
    public var tolerancePoints: CGFloat {
        let scale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        return max(tolerance, 0) / scale + 1e-9
    }
}
