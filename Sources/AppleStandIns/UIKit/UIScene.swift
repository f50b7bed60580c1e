import Typeset

/// A scene of the app, as UIKit's `UIScene`: the app has one, a window scene on the screen being
/// laid out.
open class UIScene: Hashable {
    /// Whether the scene is on screen, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Hashable, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// Always in the foreground.
    public var activationState: ActivationState { .foregroundActive }

    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene of a screen, as UIKit's `UIWindowScene`: the screen of the device being laid out
/// and one window covering it.
public final class UIWindowScene: UIScene {
    /// The scene's screen.
    public let screen: UIScreen
    /// Its one window, the key window.
    public let windows: [UIWindow]

    init(device: Device, orientation: InterfaceOrientation) {
        screen = UIScreen(device: device, orientation: orientation)
        let window = UIWindow(frame: screen.bounds)
        let insets = device.safeAreaInsets(orientation)
        window.deviceSafeArea = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        windows = [window]
        super.init()
        window.windowScene = self
    }

    /// The window that takes key input: the scene's window.
    public var keyWindow: UIWindow? { windows.first }

    /// The interface's orientation.
    public var interfaceOrientation: UIInterfaceOrientation {
        switch currentDevice().orientation {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        }
    }
}

/// The orientation of the interface, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A window, as UIKit's `UIWindow`: the screen's bounds, and the device's safe area.
open class UIWindow: UIView {
    /// The scene that shows the window.
    public internal(set) weak var windowScene: UIWindowScene?
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    var deviceSafeArea = UIEdgeInsets.zero

    /// Whether the window is the key window: the scene's one window is.
    open var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// The device's safe-area insets (status bar or Dynamic Island, home indicator).
    open override var safeAreaInsets: UIEdgeInsets { deviceSafeArea }

    /// Makes the window key and visible: it already is.
    open func makeKeyAndVisible() { isHidden = false }
}

extension UIApplication {
    /// The app's scenes: one window scene on the screen of the device being laid out (the
    /// iPhone 15 in portrait outside such a layout), made anew at each call.
    public var connectedScenes: Set<UIScene> {
        let (device, orientation) = currentDevice()
        return [UIWindowScene(device: device, orientation: orientation)]
    }

    /// The windows of the app's scene (deprecated in UIKit for `UIWindowScene.windows`).
    public var windows: [UIWindow] {
        connectedScenes.compactMap { ($0 as? UIWindowScene)?.windows }.flatMap { $0 }
    }

    /// The key window (deprecated in UIKit for `UIWindowScene.keyWindow`).
    public var keyWindow: UIWindow? { windows.first }
}
