import Foundation

/// A guide's identity together with its axis: what explicit values are stored under.
///
/// A key is either an `AlignmentID` type (compared by type, as SwiftUI does) or a guide named
/// at run time (a scene file's `"alignments"`), compared by name and given a default rule.
/// Keys are small plain values: layout copies them freely.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// The identifying type; nil for a guide named at run time.
    private let type: (any AlignmentID.Type)?
    /// A guide named at run time; nil for a type's.
    private let named: NamedGuide?
    /// The axis the guide measures along.
    public let axis: Axis
    /// A built-in guide's index among `AlignmentKey.builtIns`; -1 for the others.
    package let builtInIndex: Int

    package init(_ id: any AlignmentID.Type, axis: Axis) {
        self.type = id
        self.named = nil
        self.axis = axis
        self.builtInIndex = (id as? any BuiltInAlignmentID.Type)?.index ?? -1
    }

    package init(named name: String, axis: Axis, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.type = nil
        self.named = NamedGuide(name: name, defaultValue: defaultValue)
        self.axis = axis
        self.builtInIndex = -1
    }

    /// Equal when both name the same guide on the same axis.
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        guard a.axis == b.axis else { return false }
        if let x = a.type, let y = b.type { return ObjectIdentifier(x) == ObjectIdentifier(y) }
        if let x = a.named, let y = b.named { return x.name == y.name }
        return false
    }

    /// Hashes the guide's identity and axis.
    public func hash(into hasher: inout Hasher) {
        if let type { hasher.combine(ObjectIdentifier(type)) } else { hasher.combine(named?.name) }
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
        if let type { return type.defaultValue(in: d) }
        return named?.defaultValue(d) ?? 0
    }

    /// The guide's name: a built-in guide's (`firstTextBaseline`), the ID type's, or the
    /// run-time name.
    public var name: String {
        if let type { return (type as? any BuiltInAlignmentID.Type)?.name ?? String(describing: type) }
        return named?.name ?? "?"
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
