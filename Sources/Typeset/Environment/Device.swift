import Foundation

/// A device a screen is laid out on: its screen size in points, display scale and safe-area
/// insets in each orientation.
///
/// Screen sizes and scales are Apple's (Human Interface Guidelines, "Layout": "Device screen
/// sizes and orientations" table; Apple's Tech Specs pages for the 2024–2025 models). Safe-area
/// insets are the values UIKit reports (`UIView.safeAreaInsets` of a full-screen view, no bars):
/// as published in Keith Harrison's "iPhone 16 Screen Sizes" / "iPad Screen Sizes" tables
/// (useyourloaf.com, 2024) and measured by others (csl.cool, "iOS Layout Adaptation", 2023:
/// iPhone 15 portrait 59/34, landscape 59/21). Landscape is landscape-left (the Dynamic Island
/// on the leading side; iOS insets both sides alike).
public struct Device: Hashable, Sendable {
    /// The kind of device, as UIKit's user-interface idiom.
    public enum Idiom: String, Hashable, Sendable {
        case phone, pad
    }

    /// The device's name (`"iPhone 16 Pro"`).
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// The screen in portrait, in points.
    public var screenSize: CGSize
    /// Pixels per point.
    public var displayScale: CGFloat
    /// The safe-area insets in portrait.
    public var portraitSafeArea: EdgeInsets
    /// The safe-area insets in landscape.
    public var landscapeSafeArea: EdgeInsets

    /// A device with the given screen.
    public init(
        name: String, idiom: Idiom = .phone, screenSize: CGSize, displayScale: CGFloat,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets
    ) {
        self.name = name
        self.idiom = idiom
        self.screenSize = screenSize
        self.displayScale = displayScale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
    }

    /// The screen's size in `orientation`.
    public func screenSize(_ orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: screenSize.height, height: screenSize.width) : screenSize
    }

    /// The safe-area insets in `orientation`.
    public func safeAreaInsets(_ orientation: InterfaceOrientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
    }

    /// The horizontal and vertical size classes of the full-screen window in `orientation`, as
    /// Apple's HIG ("Layout", device size classes) lists them: iPhones are compact × regular in
    /// portrait and compact × compact in landscape, except the Plus and Max models (414 points
    /// wide and more in portrait), regular × compact in landscape; iPads are regular × regular.
    public func sizeClasses(_ orientation: InterfaceOrientation) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        switch idiom {
        case .pad: return (.regular, .regular)
        case .phone:
            guard orientation.isLandscape else { return (.compact, .regular) }
            return (min(screenSize.width, screenSize.height) >= 414 ? .regular : .compact, .compact)
        }
    }

    /// A phone whose sensor housing insets the top in portrait and, turned, both sides alike
    /// (`landscapeSides`, the top inset by default).
    private static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3, top: CGFloat, bottom: CGFloat = 34,
        landscapeSides: CGFloat? = nil, landscapeBottom: CGFloat = 21
    ) -> Device {
        let sides = landscapeSides ?? top
        return Device(
            name: name, idiom: .phone, screenSize: CGSize(width: width, height: height), displayScale: scale,
            portraitSafeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
            landscapeSafeArea: EdgeInsets(top: 0, leading: sides, bottom: landscapeBottom, trailing: sides))
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat = 24, bottom: CGFloat = 20) -> Device {
        let insets = EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
        return Device(name: name, idiom: .pad, screenSize: CGSize(width: width, height: height), displayScale: 2, portraitSafeArea: insets, landscapeSafeArea: insets)
    }

    // iPhones with the Dynamic Island: 59 pt top inset on the 6.1"/6.7" (393/430 pt) models,
    // 62 pt on the 6.3"/6.9" (402/440 pt) ones; the home indicator's 34 pt (21 pt landscape).
    public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59)
    public static let iPhone15Plus = phone("iPhone 15 Plus", 430, 932, top: 59)
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, top: 59)
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, top: 59)
    public static let iPhone16 = phone("iPhone 16", 393, 852, top: 59)
    public static let iPhone16Plus = phone("iPhone 16 Plus", 430, 932, top: 59)
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62)
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, top: 62)
    public static let iPhone17 = phone("iPhone 17", 402, 874, top: 62)
    public static let iPhone17Pro = phone("iPhone 17 Pro", 402, 874, top: 62)
    public static let iPhone17ProMax = phone("iPhone 17 Pro Max", 440, 956, top: 62)
    /// iPhone SE (3rd generation): a rectangular 4.7" screen, 20 pt status bar, no home indicator;
    /// turned, no status bar and nothing to inset (Design §20.5).
    public static let iPhoneSE = phone(
        "iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0)

    // iPads with Face ID or a top button: 24 pt status bar, 20 pt home indicator.
    public static let iPadPro11 = pad("iPad Pro 11-inch (M4)", 834, 1210)
    public static let iPadPro13 = pad("iPad Pro 13-inch (M4)", 1032, 1376)
    public static let iPadAir11 = pad("iPad Air 11-inch (M2)", 820, 1180)
    public static let iPadAir13 = pad("iPad Air 13-inch (M2)", 1024, 1366)
    public static let iPad = pad("iPad (10th generation)", 820, 1180)
    public static let iPadMini = pad("iPad mini (6th generation)", 744, 1133)

    /// Every preset, phones first.
    public static let presets: [Device] = [
        iPhone15, iPhone15Plus, iPhone15Pro, iPhone15ProMax, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
        iPhone17, iPhone17Pro, iPhone17ProMax, iPhoneSE, iPadPro11, iPadPro13, iPadAir11, iPadAir13, iPad, iPadMini,
    ]

    /// The preset named `name` (`"iPhone 16 Pro"`), if any.
    public static func preset(named name: String) -> Device? { presets.first { $0.name == name } }
}

/// The orientation of a device's interface, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

private struct DeviceKey: EnvironmentKey { static var defaultValue: Device? { nil } }
private struct ContainerSizeKey: EnvironmentKey { static var defaultValue: CGSize? { nil } }
private struct InterfaceOrientationKey: EnvironmentKey { static var defaultValue: InterfaceOrientation { .portrait } }

extension EnvironmentValues {
    /// The device a screen is laid out on (`LayoutEngine.layout(_:on:orientation:)`); nil otherwise.
    public var device: Device? {
        get { self[DeviceKey.self] }
        set { self[DeviceKey.self] = newValue }
    }
    /// The orientation the screen is laid out in (`LayoutEngine.layout(_:on:orientation:)`).
    package var interfaceOrientation: InterfaceOrientation {
        get { self[InterfaceOrientationKey.self] }
        set { self[InterfaceOrientationKey.self] = newValue }
    }
    /// The size of the nearest container `containerRelativeFrame` measures against: the
    /// screen's safe area on a device, else the root proposal (its specified dimensions). A
    /// body that reads it is evaluated again when it changes (Design §0.4).
    public var containerSize: CGSize? {
        get {
            BodyInputReads.recordContainerSizeRead()
            return self[ContainerSizeKey.self]
        }
        set { self[ContainerSizeKey.self] = newValue }
    }

    /// Whether a container size is set, read by the engine itself (not a body's read).
    var hasContainerSize: Bool { self[ContainerSizeKey.self] != nil }
}

extension LayoutEngine {
    /// Lays `view` out as a screen of `device` in `orientation` (SwiftUI's window on iOS): the
    /// root is proposed the screen's size and the content is laid out inside the safe area,
    /// centred in it; views that `ignoresSafeArea` reach the screen's edges. The environment
    /// gets the device, its display scale and the safe area's size as the container size.
    public func layout<V: View>(_ view: V, on device: Device, orientation: InterfaceOrientation = .portrait) -> LayoutResult {
        let screen = device.screenSize(orientation)
        let insets = device.safeAreaInsets(orientation)
        var engine = self
        engine.environment.device = device
        engine.environment.interfaceOrientation = orientation
        engine.environment.displayScale = device.displayScale
        let sizeClasses = device.sizeClasses(orientation)
        engine.environment.horizontalSizeClass = sizeClasses.horizontal
        engine.environment.verticalSizeClass = sizeClasses.vertical
        engine.environment.containerSize = CGSize(
            width: max(screen.width - insets.total(along: .horizontal), 0), height: max(screen.height - insets.total(along: .vertical), 0))
        return engine.layout(ScreenRoot(content: view, insets: insets), proposal: ProposedViewSize(screen))
    }
}

/// The root of a screen (or of a presented view): its content inside the safe area. The
/// outermost one is the window: the presentations inside show over it.
struct ScreenRoot<Content: View>: PrimitiveView {
    let content: Content
    let insets: EdgeInsets

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        var host: PresentationHost?
        if context.navigationBar?.host == nil {
            host = PresentationHost(safeArea: insets)
            inner.navigationBar = NavigationBarRecord(inheriting: context.navigationBar, host: host)
        }
        let child = inputs.single(content, in: inner) { list, tree in
            tree.addStack(
                StackStyle(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, isImplicit: true),
                children: list, direction: context.layoutDirection)
        } ?? inputs.tree.addEmpty(direction: context.layoutDirection)
        let screen = inputs.tree.wrap(child, inSafeArea: .screen(insets), direction: context.layoutDirection)
        inputs.list.append(host.map { $0.compose(over: screen, in: context, &inputs) } ?? screen)
    }
}
