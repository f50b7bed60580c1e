import Foundation
import TypesetText

/// A guide's identity together with its axis: what explicit values are stored under.
///
/// A key is either an `AlignmentID` type (compared by type, as SwiftUI does) or a guide named
/// at run time (a scene file's `"alignments"`), compared by name and given a default rule.
/// Keys are plain values with no references (a named guide is an index into the process's
/// registry of names), so layout copies them without reference counting.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    private enum Identity: Hashable, Sendable {
        /// An `AlignmentID` type.
        case type(ObjectIdentifier)
        /// A guide named at run time: its name's index in `NamedGuides`.
        case named(Int32)
    }

    private let identity: Identity
    /// The `AlignmentID` type of a typed key (nil for a named one).
    private let type: (any AlignmentID.Type)?
    /// The axis the guide measures along.
    public let axis: Axis
    private let storedBuiltInIndex: Int8

    /// A built-in guide's index among `AlignmentKey.builtIns`; -1 for the others.
    package var builtInIndex: Int { Int(storedBuiltInIndex) }

    package init(_ id: any AlignmentID.Type, axis: Axis) {
        self.identity = .type(ObjectIdentifier(id))
        self.type = id
        self.axis = axis
        self.storedBuiltInIndex = Int8((id as? any BuiltInAlignmentID.Type)?.index ?? -1)
    }

    /// A guide named `name`, whose default is `defaultValue` (the rule of the layout that
    /// declares it; a name declared again with another rule takes the later rule for later
    /// layouts, Design §3).
    package init(named name: String, axis: Axis, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.identity = .named(NamedGuides.register(name, defaultValue))
        self.type = nil
        self.axis = axis
        self.storedBuiltInIndex = -1
    }

    /// Equal when both name the same guide on the same axis.
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.axis == b.axis && a.storedBuiltInIndex == b.storedBuiltInIndex && (a.storedBuiltInIndex >= 0 || a.identity == b.identity)
    }

    /// Hashes the guide's identity and axis.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(axis)
    }

    /// How a multi-child container folds its children's explicit values (Design §3).
    public var combineRule: ExplicitCombineRule {
        switch builtInIndex {
        case -1: .mean
        case 6: .minimum
        case 7: .maximum
        default: .never
        }
    }

    /// Whether SwiftUI defines this guide (edges, centres, text baselines).
    public var isBuiltIn: Bool { builtInIndex >= 0 }

    /// The guide's default value in `d` (Design §2).
    package func defaultValue(in d: ViewDimensions) -> CGFloat {
        switch builtInIndex {
        case 0, 3: return 0
        case 1: return d.width / 2
        case 2: return d.width
        case 4: return d.height / 2
        case 5, 6, 7: return d.height
        default: break
        }
        if let type { return type.defaultValue(in: d) }
        guard case .named(let index) = identity else { return 0 }
        return NamedGuides.defaultValue(index)(d)
    }

    /// The guide's name: a built-in guide's (`firstTextBaseline`), the ID type's, or the
    /// run-time name.
    public var name: String {
        if let type { return (type as? any BuiltInAlignmentID.Type)?.name ?? String(describing: type) }
        guard case .named(let index) = identity else { return "" }
        return NamedGuides.name(index)
    }

    /// The guide's name.
    public var description: String { name }
}

/// The guides named at run time in this process: each name once, with the default rule it was
/// last declared with.
private enum NamedGuides {
    private struct Entry {
        var name: String
        var defaultValue: @Sendable (ViewDimensions) -> CGFloat
    }

    private struct Registry {
        var entries: [Entry] = []
        var indices: [String: Int32] = [:]
    }

    private static let registry = Locked(Registry())

    static func register(_ name: String, _ defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> Int32 {
        registry.withLock { registry in
            if let index = registry.indices[name] {
                registry.entries[Int(index)].defaultValue = defaultValue
                return index
            }
            registry.entries.append(Entry(name: name, defaultValue: defaultValue))
            let index = Int32(registry.entries.count - 1)
            registry.indices[name] = index
            return index
        }
    }

    static func name(_ index: Int32) -> String { registry.withLock { $0.entries[Int(index)].name } }

    static func defaultValue(_ index: Int32) -> @Sendable (ViewDimensions) -> CGFloat {
        registry.withLock { $0.entries[Int(index)].defaultValue }
    }
}
