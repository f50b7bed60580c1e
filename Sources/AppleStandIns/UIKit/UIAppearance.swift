import Foundation
import Synchronization

// The appearance proxies SwiftUI apps set in an initialiser to style the system bars
// (`UITabBar.appearance().isHidden = true`, `UINavigationBar.appearance().standardAppearance =
// …`). The values are kept and read back as UIKit's are; a layout does not read them: Typeset
// lays out SwiftUI's bars and page indicators from its own metrics.

/// A type whose instances share settings through a proxy, as UIKit's `UIAppearance`.
public protocol UIAppearance: AnyObject {
    /// The proxy whose settings every instance of the type takes.
    static func appearance() -> Self
}

/// One proxy per class, made on first use.
private let appearanceProxies = Mutex<[ObjectIdentifier: UIView]>([:])

/// The proxy of `type`, made with `make` on first use.
private func appearanceProxy<View: UIView>(of type: View.Type, make: () -> View) -> View {
    appearanceProxies.withLock { proxies in
        if let proxy = proxies[ObjectIdentifier(type)] as? View { return proxy }
        let proxy = make()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}

extension UINavigationBar: UIAppearance {
    public static func appearance() -> Self { appearanceProxy(of: self) { Self(frame: .zero) } }
}

extension UITabBar: UIAppearance {
    public static func appearance() -> Self { appearanceProxy(of: self) { Self(frame: .zero) } }
}

extension UIPageControl: UIAppearance {
    public static func appearance() -> Self { appearanceProxy(of: self) { Self(frame: .zero) } }
}

/// A bar's background and shadow, as UIKit's `UIBarAppearance`.
open class UIBarAppearance {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The hairline's colour.
    open var shadowColor: UIColor?
    /// The hairline's image.
    open var shadowImage: UIImage?

    public init() { configureWithDefaultBackground() }

    /// The system's translucent background and hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor.separator
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = UIColor.systemBackground
        shadowColor = UIColor.separator
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = UIColor.clear
        shadowColor = UIColor.clear
    }
}

/// A navigation bar's appearance, as UIKit's `UINavigationBarAppearance`.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's appearance, as UIKit's `UITabBarAppearance`.
open class UITabBarAppearance: UIBarAppearance {}

/// The navigation bar, as UIKit's `UINavigationBar`, for its appearance proxy.
open class UINavigationBar: UIView {
    /// A bar in `frame` (required: the appearance proxy is made from the class).
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The appearance at rest.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance when content is scrolled to the bar's edge; nil uses `standardAppearance`.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance in a compact height; nil uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles may be large.
    open var prefersLargeTitles = false
    /// The inline title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

/// The tab bar, as UIKit's `UITabBar`, for its appearance proxy.
open class UITabBar: UIView {
    /// A bar in `frame` (required: the appearance proxy is made from the class).
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The appearance at rest.
    open var standardAppearance = UITabBarAppearance()
    /// The appearance when content is scrolled to the bar's edge; nil uses `standardAppearance`.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The bar's tint.
    open var barTintColor: UIColor?
    /// The colour of the items not selected.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The background image.
    open var backgroundImage: UIImage?
    /// The hairline's image.
    open var shadowImage: UIImage?
}

/// The page indicator, as UIKit's `UIPageControl`, for its appearance proxy
/// (`TabView` with the page style shows one).
open class UIPageControl: UIView {
    /// A view in `frame` (required: the appearance proxy is made from the class).
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The number of pages.
    open var numberOfPages = 0
    /// The current page.
    open var currentPage = 0
    /// The colour of the indicators of the other pages.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's indicator.
    open var currentPageIndicatorTintColor: UIColor?
    /// Whether the indicator hides when there is one page.
    open var hidesForSinglePage = false
}

extension NSAttributedString.Key {
    /// The text's colour, a `UIColor` (UIKit declares this key; Foundation on Linux does not).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
