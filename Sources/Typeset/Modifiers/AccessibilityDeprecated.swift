// The older `accessibility(...)` forms (deprecated in SwiftUI in favour of `accessibilityLabel`
// and friends, and common in published code). Accessibility changes no layout.

extension View {
    private var accessibilityOnly: ModifiedContent<Self, LayoutNeutralModifier> { modifier(LayoutNeutralModifier()) }

    public func accessibility(label: Text) -> some View { accessibilityOnly }
    public func accessibility(hint: Text) -> some View { accessibilityOnly }
    public func accessibility(value: Text) -> some View { accessibilityOnly }
    public func accessibility(hidden: Bool) -> some View { accessibilityOnly }
    public func accessibility(identifier: String) -> some View { accessibilityOnly }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityOnly }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityOnly }
    public func accessibility(sortPriority: Double) -> some View { accessibilityOnly }
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityOnly }
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { accessibilityOnly }
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityOnly }
    public func accessibility(activationPoint: CGPoint) -> some View { accessibilityOnly }
}
