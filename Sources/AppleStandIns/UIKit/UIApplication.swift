import Synchronization
import Typeset

/// The running app, as UIKit's `UIApplication.shared`: nothing is opened or run headlessly.
/// `open(_:)` records the URL (read ``openedURLs`` in a test) and reports success.
public final class UIApplication: Sendable {
    /// The one application.
    public static let shared = UIApplication()

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is in the foreground, as UIKit's `UIApplication.State`.
    public enum State: Int, Hashable, Sendable {
        case active, inactive, background
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    private struct Record {
        var openedURLs: [URL] = []
        var applicationIconBadgeNumber = 0
        var isIdleTimerDisabled = false
    }

    private let record = Mutex(Record())

    private init() {}

    /// Records `url` as opened and calls `completion` with true; nothing is opened.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        record.withLock { $0.openedURLs.append(url) }
        completion?(true)
    }

    /// Records `url` as opened and answers true; nothing is opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        record.withLock { $0.openedURLs.append(url) }
        return true
    }

    /// True: any URL counts as openable headlessly.
    public func canOpenURL(_ url: URL) -> Bool { true }

    /// The URLs `open` was called with, oldest first (Typeset's, for tests).
    public var openedURLs: [URL] { record.withLock { $0.openedURLs } }

    /// Forgets the opened URLs (Typeset's, for tests).
    public func removeOpenedURLs() { record.withLock { $0.openedURLs.removeAll() } }

    /// Always active.
    public var applicationState: State { .active }

    /// The badge on the app's icon (stored, shown nowhere).
    public var applicationIconBadgeNumber: Int {
        get { record.withLock { $0.applicationIconBadgeNumber } }
        set { record.withLock { $0.applicationIconBadgeNumber = newValue } }
    }

    /// Whether the screen may dim (stored, no effect).
    public var isIdleTimerDisabled: Bool {
        get { record.withLock { $0.isIdleTimerDisabled } }
        set { record.withLock { $0.isIdleTimerDisabled = newValue } }
    }

    /// The text size of the layout being evaluated.
    public var preferredContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory(layoutEnvironment.dynamicTypeSize) }
}

/// The device the layout being evaluated is laid out on (`LayoutEngine.layout(_:on:)`), or the
/// iPhone 15 in portrait outside such a layout (a documented choice: a common phone).
func currentDevice() -> (device: Device, orientation: InterfaceOrientation) {
    guard let environment = currentBodyEnvironment, let device = environment.device else { return (.iPhone15, .portrait) }
    return (device, environment.interfaceOrientation)
}

/// The screen, as UIKit's `UIScreen.main`: the screen of the device being laid out.
public final class UIScreen: Sendable {
    /// The screen's size in points, in the interface's orientation.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    init(device: Device, orientation: InterfaceOrientation) {
        bounds = CGRect(origin: .zero, size: device.screenSize(orientation))
        scale = device.displayScale
    }

    /// The screen of the device being laid out (the iPhone 15 outside a device layout).
    public static var main: UIScreen {
        let (device, orientation) = currentDevice()
        return UIScreen(device: device, orientation: orientation)
    }

    /// The screen's size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The same as ``scale``.
    public var nativeScale: CGFloat { scale }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The device's physical orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is held in a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is held in a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device, as UIKit's `UIDevice.current`: the device being laid out.
public final class UIDevice: Sendable {
    /// The device's name (`"iPhone 15"`).
    public let name: String
    /// `"iPhone"` or `"iPad"`.
    public let model: String
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The orientation the screen is laid out in.
    public let orientation: UIDeviceOrientation

    init(device: Device, orientation: InterfaceOrientation) {
        name = device.name
        model = device.idiom == .pad ? "iPad" : "iPhone"
        userInterfaceIdiom = device.idiom == .pad ? .pad : .phone
        switch orientation {
        case .portrait: self.orientation = .portrait
        case .portraitUpsideDown: self.orientation = .portraitUpsideDown
        // UIKit's device orientation is the opposite of the interface's in landscape.
        case .landscapeLeft: self.orientation = .landscapeRight
        case .landscapeRight: self.orientation = .landscapeLeft
        }
    }

    /// The device being laid out (the iPhone 15 outside a device layout).
    public static var current: UIDevice {
        let (device, orientation) = currentDevice()
        return UIDevice(device: device, orientation: orientation)
    }

    /// The model, as UIKit localizes it (English here).
    public var localizedModel: String { model }
    /// `"iOS"` (`"iPadOS"` on a pad).
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The system version Typeset's metrics follow (a documented choice: iOS 17).
    public var systemVersion: String { "17.0" }
}
