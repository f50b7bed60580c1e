// The older `accessibility(...)` forms (deprecated in SwiftUI in favour of `accessibilityLabel`
// and friends, and common in published code). Accessibility changes no layout.

extension View {
    private var accessibilityOnly: ModifiedContent<Self, LayoutNeutralModifier> { modifier(LayoutNeutralModifier()) }

    public consuming func accessibility(label: Text) -> some View { accessibilityOnly }
    public consuming func accessibility(hint: Text) -> some View { accessibilityOnly }
    public consuming func accessibility(value: Text) -> some View { accessibilityOnly }
    public consuming func accessibility(hidden: Bool) -> some View { accessibilityOnly }
    public consuming func accessibility(identifier: String) -> some View { accessibilityOnly }
    public consuming func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityOnly }
    public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityOnly }
    public consuming func accessibility(sortPriority: Double) -> some View { accessibilityOnly }
    public consuming func accessibility(inputLabels: [Text]) -> some View { accessibilityOnly }
    public consuming func accessibility(selectionIdentifier: AnyHashable) -> some View { accessibilityOnly }
    public consuming func accessibility(activationPoint: UnitPoint) -> some View { accessibilityOnly }
    public consuming func accessibility(activationPoint: CGPoint) -> some View { accessibilityOnly }
}
