import Foundation

/// A height at which a sheet rests, as SwiftUI's `PresentationDetent`.
///
/// Every detent resolves to a height inside the sheet's safe area (UIKit's detent values: "a
/// height within the safe area of the sheet"), at most the large detent's height, which
/// `Context.maxDetentValue` gives (`PresentationMetrics`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier, name: String)
    }

    let kind: Kind
    /// A custom detent's height function (not part of its identity: its type is).
    private let resolver: (@Sendable (Context) -> CGFloat?)?

    private init(_ kind: Kind, resolver: (@Sendable (Context) -> CGFloat?)? = nil) {
        self.kind = kind
        self.resolver = resolver
    }

    /// About half the screen; inactive in compact height.
    public static let medium = PresentationDetent(.medium)
    /// The full height a sheet can take.
    public static let large = PresentationDetent(.large)

    /// `fraction` of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(.fraction(fraction)) }

    /// `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(.height(height)) }

    /// A detent whose height `D` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type), name: "\(type)")) { D.height(in: $0) }
    }

    public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool { lhs.kind == rhs.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// What a custom detent computes its height from.
    @dynamicMemberLookup
    public struct Context: Sendable {
        /// The large detent's height: the height a sheet appears in.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// A value of the environment the sheet is presented in.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// What is wrong with a detent whose height does not depend on the sheet (nil when fine).
    var problem: String? {
        switch kind {
        case .fraction(let value) where !(value.isFinite && value >= 0):
            "presentation detent fraction \(LayoutNumber.format(value)) is not a finite non-negative number; ignored"
        case .height(let value) where !(value.isFinite && value >= 0):
            "presentation detent height \(LayoutNumber.format(value)) is not a finite non-negative number; ignored"
        default: nil
        }
    }

    /// The detent's height in a sheet whose large detent is `maxValue` tall, clamped to it; nil
    /// when the detent is inactive there (`medium` in compact height) or its value is unusable
    /// (then `problem` says why).
    func value(maxValue: CGFloat, environment: EnvironmentValues) -> (value: CGFloat?, problem: String?) {
        switch kind {
        case .large: return (maxValue, nil)
        case .medium:
            return (environment.verticalSizeClass == .compact ? nil : maxValue * PresentationMetrics.mediumFraction, nil)
        case .fraction(let value): return problem == nil ? (min(maxValue * value, maxValue), nil) : (nil, problem)
        case .height(let value): return problem == nil ? (min(value, maxValue), nil) : (nil, problem)
        case .custom(_, let name):
            guard let height = resolver?(Context(maxDetentValue: maxValue, environment: environment)) else { return (nil, nil) }
            guard height.isFinite, height >= 0 else {
                return (nil, "custom presentation detent \(name) gave \(LayoutNumber.format(height)), not a finite non-negative height; ignored")
            }
            return (min(height, maxValue), nil)
        }
    }
}

/// A detent whose height is computed from the sheet, as SwiftUI's `CustomPresentationDetent`.
public protocol CustomPresentationDetent: SendableMetatype {
    /// The detent's height in `context`, or nil when it is inactive there.
    static func height(in context: Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What the height is computed from.
    public typealias Context = PresentationDetent.Context
}

/// How a presentation adapts in a compact size class, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the view behind a sheet takes touches, as SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
    /// The largest detent at which the view behind stays undimmed (nil: dimmed at every detent).
    let undimmedThrough: PresentationDetent?
    let isEnabled: Bool
    public static let automatic = PresentationBackgroundInteraction(undimmedThrough: nil, isEnabled: false)
    public static let disabled = PresentationBackgroundInteraction(undimmedThrough: nil, isEnabled: false)
    public static let enabled = PresentationBackgroundInteraction(undimmedThrough: .large, isEnabled: true)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(undimmedThrough: detent, isEnabled: true)
    }
}

/// How scrolling and resizing share a sheet's drag, as SwiftUI's `PresentationContentInteraction`.
public struct PresentationContentInteraction: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
