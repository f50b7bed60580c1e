import Foundation

/// A guide's identity together with its axis: what explicit values are stored under.
///
/// A key is either an `AlignmentID` type (compared by type, as SwiftUI does) or a guide named
/// at run time (a scene file's `"alignments"`), compared by name and given a default rule.
/// Keys are small plain values: layout copies them freely.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    private enum Identity: Sendable {
        /// An `AlignmentID` type.
        case type(any AlignmentID.Type)
        /// A guide named at run time.
        case named(NamedGuide)
    }

    private let identity: Identity
    /// The axis the guide measures along.
    public let axis: Axis
    private let storedBuiltInIndex: Int8

    /// A built-in guide's index among `AlignmentKey.builtIns`; -1 for the others.
    package var builtInIndex: Int { Int(storedBuiltInIndex) }

    package init(_ id: any AlignmentID.Type, axis: Axis) {
        self.identity = .type(id)
        self.axis = axis
        self.storedBuiltInIndex = Int8((id as? any BuiltInAlignmentID.Type)?.index ?? -1)
    }

    package init(named name: String, axis: Axis, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.identity = .named(NamedGuide(name: name, defaultValue: defaultValue))
        self.axis = axis
        self.storedBuiltInIndex = -1
    }

    /// Equal when both name the same guide on the same axis.
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        guard a.axis == b.axis, a.storedBuiltInIndex == b.storedBuiltInIndex else { return false }
        if a.storedBuiltInIndex >= 0 { return true }
        switch (a.identity, b.identity) {
        case (.type(let x), .type(let y)): return ObjectIdentifier(x) == ObjectIdentifier(y)
        case (.named(let x), .named(let y)): return x.name == y.name
        default: return false
        }
    }

    /// Hashes the guide's identity and axis.
    public func hash(into hasher: inout Hasher) {
        switch identity {
        case .type(let type): hasher.combine(ObjectIdentifier(type))
        case .named(let guide): hasher.combine(guide.name)
        }
        hasher.combine(axis)
    }

    /// How a multi-child container folds its children's explicit values (SPEC §3).
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

    /// The guide's default value in `d` (SPEC §2).
    package func defaultValue(in d: ViewDimensions) -> CGFloat {
        switch builtInIndex {
        case 0, 3: return 0
        case 1: return d.width / 2
        case 2: return d.width
        case 4: return d.height / 2
        case 5, 6, 7: return d.height
        default: break
        }
        switch identity {
        case .type(let type): return type.defaultValue(in: d)
        case .named(let guide): return guide.defaultValue(d)
        }
    }

    /// The guide's name: a built-in guide's (`firstTextBaseline`), the ID type's, or the
    /// run-time name.
    public var name: String {
        switch identity {
        case .type(let type): return (type as? any BuiltInAlignmentID.Type)?.name ?? String(describing: type)
        case .named(let guide): return guide.name
        }
    }

    /// The guide's name.
    public var description: String { name }
}

/// A guide named at run time: its name and default rule.
final class NamedGuide: Sendable {
    let name: String
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    init(name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.name = name
        self.defaultValue = defaultValue
    }
}
