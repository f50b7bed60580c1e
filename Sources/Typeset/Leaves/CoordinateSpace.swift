import Foundation

/// A coordinate space a GeometryProxy measures frames in and gestures report locations in, as
/// SwiftUI's `CoordinateSpace` (Design §7.1).
public enum CoordinateSpace: Hashable {
    /// The layout's space (the window's, for a layout on a device).
    case global
    /// The reader's own space.
    case local
    /// The space of the nearest enclosing view given `name` with `coordinateSpace(name:)`.
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A value that names a coordinate space, as SwiftUI's `CoordinateSpaceProtocol` (iOS 17).
public protocol CoordinateSpaceProtocol {
    /// The space named.
    var coordinateSpace: CoordinateSpace { get }
}

/// The layout's space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The reader's own space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A space defined by a view: one given a name, or the nearest scroll view's, as SwiftUI's
/// `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    enum Kind: Equatable {
        case name(AnyHashable)
        /// The nearest scroll view (scrolling `axis`, when given). At rest its content is not
        /// scrolled: frames are relative to the scroll view's own frame.
        case scrollView(Axis?)
    }
    let kind: Kind

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(kind: .name(AnyHashable(name))) }
    /// The nearest enclosing scroll view's space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(kind: .scrollView(nil)) }
    /// The nearest enclosing scroll view scrolling `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(kind: .scrollView(axis)) }

    /// The named space as a `CoordinateSpace` (a scroll view's space has no name there: global).
    public var coordinateSpace: CoordinateSpace {
        if case .name(let name) = kind { return .named(name) }
        return .global
    }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// The name a ScrollView gives its coordinate space (`NamedCoordinateSpace.scrollView`).
struct ScrollViewSpaceName: Hashable, Sendable {
    let axes: Axis.Set

    /// Whether `name` is a scroll view's, scrolling `axis` when one is given.
    static func matches(_ name: any Hashable & Sendable, axis: Axis?) -> Bool {
        guard let space = name as? ScrollViewSpaceName else { return false }
        guard let axis else { return true }
        return space.axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }
}

/// A name the core can keep: a name that is not a String or an Int is kept as its type and
/// description, which tell names apart as long as different names print differently (enum
/// cases, strings and numbers in wrappers do).
private struct DescribedSpaceName: Hashable, Sendable {
    let type: String
    let description: String
}

/// The core's form of a space name.
func sendableSpaceName(_ name: AnyHashable) -> any Hashable & Sendable {
    if let string = name.base as? String { return string }
    if let integer = name.base as? Int { return integer }
    return DescribedSpaceName(type: String(reflecting: type(of: name.base)), description: String(describing: name.base))
}

/// Whether the core's `stored` name is `name`.
func spaceName(_ stored: any Hashable & Sendable, is name: AnyHashable) -> Bool {
    AnyHashable(stored) == AnyHashable(sendableSpaceName(name))
}

extension View {
    /// Names this view's coordinate space `name`, for `GeometryProxy.frame(in: .named(name))`.
    public consuming func coordinateSpace<T: Hashable>(name: T) -> some View {
        let name = sendableSpaceName(AnyHashable(name))
        return wrapped { child, inputs in
            inputs.tree.addCoordinateSpace(name, to: child)
            return child
        }
    }

    /// Names this view's coordinate space (iOS 17).
    public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let spaceName: any Hashable & Sendable = switch name.kind {
        case .name(let value): sendableSpaceName(value)
        case .scrollView: ScrollViewSpaceName(axes: [.horizontal, .vertical])
        }
        return wrapped { child, inputs in
            inputs.tree.addCoordinateSpace(spaceName, to: child)
            return child
        }
    }
}
