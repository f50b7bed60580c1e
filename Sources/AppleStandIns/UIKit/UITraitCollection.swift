import Typeset

/// The user's preferred text size, as UIKit's `UIContentSizeCategory`: one of Dynamic Type's
/// twelve sizes (`DynamicTypeSize`), under UIKit's names.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in Dynamic Type's order, smallest first (as `DynamicTypeSize.allCases`).
    package static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category of `size`.
    public init(_ size: DynamicTypeSize) {
        self = Self.ordered[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }

    /// The Dynamic Type size of this category; `.large` (iOS's default) when unspecified.
    public var dynamicTypeSize: DynamicTypeSize {
        Self.ordered.firstIndex(of: self).map { DynamicTypeSize.allCases[$0] } ?? .large
    }

    /// Whether this is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
}

/// The traits of the interface, as UIKit's `UITraitCollection`: read from the layout being
/// evaluated (its Dynamic Type size, colour scheme, size classes, device and display scale).
public final class UITraitCollection: Sendable {
    /// The user's text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point.
    public let displayScale: CGFloat

    init(
        preferredContentSizeCategory: UIContentSizeCategory = .large, userInterfaceStyle: UIUserInterfaceStyle = .light,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0
    ) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    /// Traits with only the text size set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(preferredContentSizeCategory: preferredContentSizeCategory, userInterfaceStyle: .unspecified)
    }

    /// Traits with only the appearance set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(preferredContentSizeCategory: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }

    /// The traits of the layout being evaluated (outside a layout: the defaults, light, `.large`).
    public static var current: UITraitCollection {
        let environment = layoutEnvironment
        func sizeClass(_ value: UserInterfaceSizeClass?) -> UIUserInterfaceSizeClass {
            switch value {
            case .compact?: .compact
            case .regular?: .regular
            case nil: .unspecified
            }
        }
        return UITraitCollection(
            preferredContentSizeCategory: UIContentSizeCategory(environment.dynamicTypeSize),
            userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light,
            horizontalSizeClass: sizeClass(environment.horizontalSizeClass),
            verticalSizeClass: sizeClass(environment.verticalSizeClass),
            userInterfaceIdiom: UIDevice.current.userInterfaceIdiom, displayScale: environment.displayScale)
    }
}
