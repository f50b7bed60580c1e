import Foundation

/// A type that identifies an alignment guide and gives its default value (SPEC §2).
///
/// Conform a type and wrap it as `HorizontalAlignment(MyID.self)` or
/// `VerticalAlignment(MyID.self)`. Guides compare by the identifying type.
public protocol AlignmentID {
    /// The guide's value for a view that has no explicit value for it, in the view's coordinates.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a multi-child container folds its children's explicit values of one guide (SPEC §3).
package enum ExplicitCombineRule: Sendable {
    /// Built-in edges and centres: never explicit on a multi-child container.
    case never
    /// The top-most value (first text baseline).
    case minimum
    /// The bottom-most value (last text baseline).
    case maximum
    /// The running mean (custom guides).
    case mean

    /// Folds `values` (child order, nil children already skipped).
    package func combine(_ values: [CGFloat]) -> CGFloat? {
        guard let first = values.first else { return nil }
        switch self {
        case .never: return nil
        case .minimum: return values.min()
        case .maximum: return values.max()
        case .mean:
            var mean = first
            for (n, value) in values.enumerated().dropFirst() {
                mean = (mean * CGFloat(n) + value) / CGFloat(n + 1)
            }
            return mean
        }
    }
}

/// The guides SwiftUI defines, with their names and combine rules.
package protocol BuiltInAlignmentID: AlignmentID {
    static var name: String { get }
    static var combineRule: ExplicitCombineRule { get }
}

extension BuiltInAlignmentID {
    package static var combineRule: ExplicitCombineRule { .never }
}

package enum LeadingAlignmentID: BuiltInAlignmentID {
    package static let name = "leading"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
package enum HorizontalCenterAlignmentID: BuiltInAlignmentID {
    package static let name = "center"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
package enum TrailingAlignmentID: BuiltInAlignmentID {
    package static let name = "trailing"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
package enum TopAlignmentID: BuiltInAlignmentID {
    package static let name = "top"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
package enum VerticalCenterAlignmentID: BuiltInAlignmentID {
    package static let name = "center"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
package enum BottomAlignmentID: BuiltInAlignmentID {
    package static let name = "bottom"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
package enum FirstTextBaselineAlignmentID: BuiltInAlignmentID {
    package static let name = "firstTextBaseline"
    package static let combineRule = ExplicitCombineRule.minimum
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
package enum LastTextBaselineAlignmentID: BuiltInAlignmentID {
    package static let name = "lastTextBaseline"
    package static let combineRule = ExplicitCombineRule.maximum
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// A guide identity together with its axis: the key explicit values are stored under.
package struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Metatypes are immutable and safe to share; the type is unchecked only for `any AlignmentID.Type`.
    package let id: any AlignmentID.Type
    package let axis: Axis

    package init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    package var combineRule: ExplicitCombineRule {
        (id as? any BuiltInAlignmentID.Type)?.combineRule ?? .mean
    }

    /// The guide's default value in `d`.
    package func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }

    package var description: String {
        if let builtIn = id as? any BuiltInAlignmentID.Type {
            return builtIn.name
        }
        return String(describing: id)
    }
}
