// The environment values SwiftUI views commonly read with `@Environment(\.key)`. Typeset lays
// out an iPhone in light mode by default; none of these change layout except through views
// that read them.

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Dismisses the presented view, as SwiftUI's `DismissAction`: a layout is a snapshot, so
/// dismissing changes nothing.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// Whether a view is presented, as SwiftUI's deprecated `PresentationMode`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented (a sheet's or cover's content).
    public let isPresented: Bool
    /// Dismisses the view (a layout is a snapshot: nothing changes).
    public mutating func dismiss() {}
}

// Made once: a localized Text reads the locale, and making a Locale costs hundreds of instructions.
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// The locale (default en_US, so that layouts do not depend on the machine).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The appearance (default light).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The horizontal size class (default compact: an iPhone in portrait; a device sets its own).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class (default regular: an iPhone in portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The Dynamic Type size (default large, iOS's default).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Whether controls are enabled (`disabled(_:)` turns it off).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Dismisses the presented view (does nothing headlessly).
    public var dismiss: DismissAction { DismissAction() }
    /// The presentation the view is in, as SwiftUI's deprecated `presentationMode`.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented)
        return .constant(mode)
    }
}

extension View {
    /// The appearance this view prefers; Typeset records it in the environment.
    public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentWritingModifier { if let colorScheme { $0.colorScheme = colorScheme } })
    }
}
