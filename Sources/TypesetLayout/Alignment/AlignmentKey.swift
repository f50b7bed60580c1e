import Foundation

/// A guide's identity together with its axis: what explicit values are stored under.
///
/// A key is either an `AlignmentID` type (compared by type, as SwiftUI does) or a guide named
/// at run time (a scene file's `"alignments"`), compared by name and given a default rule.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    package enum Source: Sendable {
        case type(any AlignmentID.Type)
        case named(String, @Sendable (ViewDimensions) -> CGFloat)
    }

    private enum Identity: Hashable, Sendable {
        case type(ObjectIdentifier)
        case named(String)
    }

    package let source: Source
    private let identity: Identity
    /// The axis the guide measures along.
    public let axis: Axis
    /// A built-in guide's index among `AlignmentKey.builtIns`; -1 for the others.
    package let builtInIndex: Int

    package init(_ id: any AlignmentID.Type, axis: Axis) {
        self.source = .type(id)
        self.identity = .type(ObjectIdentifier(id))
        self.axis = axis
        self.builtInIndex = (id as? any BuiltInAlignmentID.Type)?.index ?? -1
    }

    package init(named name: String, axis: Axis, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.source = .named(name, defaultValue)
        self.identity = .named(name)
        self.axis = axis
        self.builtInIndex = -1
    }

    /// Equal when both name the same guide on the same axis.
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.identity == b.identity && a.axis == b.axis
    }

    /// Hashes the guide's identity and axis.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
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
        switch source {
        case .type(let id): return id.defaultValue(in: d)
        case .named(_, let rule): return rule(d)
        }
    }

    /// The guide's name: a built-in guide's (`firstTextBaseline`), the ID type's, or the
    /// run-time name.
    public var name: String {
        switch source {
        case .type(let id): (id as? any BuiltInAlignmentID.Type)?.name ?? String(describing: id)
        case .named(let name, _): name
        }
    }

    /// The guide's name.
    public var description: String { name }
}
