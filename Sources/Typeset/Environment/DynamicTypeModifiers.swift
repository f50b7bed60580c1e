// `.dynamicTypeSize(_:)` with a size or a range, as SwiftUI declares them (research
// text-styling.md §2).

extension View {
    /// Sets the Dynamic Type size of this view and everything inside it.
    ///
    /// A size set closer to a view wins: `Text("a").dynamicTypeSize(.xLarge).dynamicTypeSize(...(.large))`
    /// is xLarge, because the inner modifier sets the size after the outer range clamped it.
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size of this view to `range` (`...(.xxxLarge)`,
    /// `.large...(.accessibility2)`, `.medium..<(.accessibility1)`, `(.small)...`).
    ///
    /// The size the ancestors set is clamped into the range (``DynamicTypeSize/clamped(to:)``);
    /// ranges nested inside clamp again, so together they keep the size inside both when they
    /// meet, and the innermost one decides when they do not. A size set inside still wins.
    public consuming func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentWritingModifier { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) })
    }
}
