import SwiftUI
import Testing

@Suite struct UIAppearanceTests {
    // One proxy per class, keeping what is set on it, as UIKit's.
    @Test func proxiesKeepTheirSettings() {
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        let tabBar = ObjectIdentifier(UITabBar.appearance()), pageControl = ObjectIdentifier(UIPageControl.appearance())
        #expect(tabBar == ObjectIdentifier(UITabBar.appearance()))
        #expect(tabBar != pageControl)
        #expect(UITabBar.appearance().unselectedItemTintColor == .systemGray)

        UIPageControl.appearance().currentPageIndicatorTintColor = UIColor(Color.green)
        #expect(UIPageControl.appearance().currentPageIndicatorTintColor == UIColor(Color.green))
    }

    // The bar appearances configure as UIKit documents: opaque is the system background with a
    // hairline, transparent has neither.
    @Test func barAppearancesConfigure() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor == .separator)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == .clear)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        UINavigationBar.appearance().standardAppearance = appearance
        #expect(ObjectIdentifier(UINavigationBar.appearance().standardAppearance) == ObjectIdentifier(appearance))
    }
}
