import Foundation
import Synchronization

/// A namespace for `matchedGeometryEffect` identifiers, as SwiftUI's `@Namespace`: every
/// instance is a new namespace.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: Int
        public var description: String { "namespace \(value)" }
    }

    private static let counter = Atomic<Int>(0)
    private let id: ID

    /// A new namespace.
    public init() {
        id = ID(value: Self.counter.add(1, ordering: .relaxed).newValue)
    }

    /// The namespace's identity.
    public var wrappedValue: ID { id }
}

extension View {
    /// Matches this view's geometry with the other views of group `id` in `namespace`: the view
    /// that `isSource` keeps its frame, every other one takes the source's frame (its size,
    /// `properties` permitting, and the position of its `anchor`), keeping its slot in its
    /// parent's layout (`MatchedGeometry`). A group with several sources or none is reported in
    /// the result's diagnostics.
    public consuming func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        let group = "\(namespace.value)/\(type(of: id as Any)):\(id)"
        let match = MatchedGeometry(group: group, properties: properties, anchor: anchor, isSource: isSource)
        return wrapped(inPaint: .effect(.matchedGeometry(match)))
    }
}
