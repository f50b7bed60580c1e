// Previews before `#Preview`: a type conforming to `PreviewProvider` and the modifiers that set up
// Xcode's canvas. None of them changes how the view itself is laid out, in SwiftUI or here; a
// test lays a provider's previews out by naming them (`ContentView_Previews.previews`).

/// A type whose `previews` Xcode shows in its canvas.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor static var previews: Previews { get }
    /// The platform to preview on; nil lets Xcode choose from the target.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform previews run on.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How the canvas lays out a preview.
public enum PreviewLayout: Hashable, Sendable {
    /// As a screen of the device.
    case device
    /// At the view's ideal size.
    case sizeThatFits
    /// In a container of the given size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator a preview runs in, named as Xcode names it (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Typeset's device of the same name (`Device.preset(named:)`), if it has one.
    public var device: Device? { Device.preset(named: rawValue) }
}

extension View {
    /// Sets how the canvas lays the preview out; the view's layout is unchanged.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// Sets the device the canvas previews on; the view's layout is unchanged.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// Names the preview in the canvas; the view's layout is unchanged.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// Sets the device's orientation in the canvas; the view's layout is unchanged.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
