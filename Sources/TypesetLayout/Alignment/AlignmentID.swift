import Foundation

/// A type that identifies an alignment guide and gives its default value (Design §2).
///
/// Conform a type and wrap it as `HorizontalAlignment(MyID.self)` or
/// `VerticalAlignment(MyID.self)`. Guides compare by the identifying type.
public protocol AlignmentID: SendableMetatype {
    /// The guide's value for a view that has no explicit value for it, in the view's coordinates.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a multi-child container folds its children's explicit values of one guide (Design §3).
public enum ExplicitCombineRule: Sendable, Hashable {
    /// Built-in edges and centres: never explicit on a multi-child container.
    case never
    /// The top-most value (first text baseline).
    case minimum
    /// The bottom-most value (last text baseline).
    case maximum
    /// The running mean (custom guides).
    case mean

    /// Folds `value` into the running `result`; `count` values were folded before it.
    package func fold(_ result: CGFloat?, _ value: CGFloat, count: Int) -> CGFloat? {
        guard let result else { return self == .never ? nil : value }
        switch self {
        case .never: return nil
        case .minimum: return min(result, value)
        case .maximum: return max(result, value)
        case .mean: return (result * CGFloat(count) + value) / CGFloat(count + 1)
        }
    }
}

/// The merge of a multi-child container's explicit values of one guide (Design §3): its
/// children's values, each moved by the child's origin, folded in child order by the guide's
/// combine rule.
package struct GuideMerge {
    private let rule: ExplicitCombineRule
    private var count = 0
    /// The merged value: nil until a child adds one, and always for a rule that never merges.
    package private(set) var value: CGFloat?

    package init(_ rule: ExplicitCombineRule) { self.rule = rule }

    /// Folds in one more child's value, already moved by its origin.
    package mutating func add(_ childValue: CGFloat) {
        value = rule.fold(value, childValue, count: count)
        count += 1
    }
}

/// The guides SwiftUI defines, with their names and combine rules.
package protocol BuiltInAlignmentID: AlignmentID {
    static var name: String { get }
    static var combineRule: ExplicitCombineRule { get }
    /// The guide's index among `AlignmentKey.builtIns` (and every tree's guides).
    static var index: Int { get }
}

extension BuiltInAlignmentID {
    package static var combineRule: ExplicitCombineRule { .never }
}

package enum LeadingAlignmentID: BuiltInAlignmentID {
    package static let index = 0
    package static let name = "leading"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
package enum HorizontalCenterAlignmentID: BuiltInAlignmentID {
    package static let index = 1
    package static let name = "center"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
package enum TrailingAlignmentID: BuiltInAlignmentID {
    package static let index = 2
    package static let name = "trailing"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
package enum TopAlignmentID: BuiltInAlignmentID {
    package static let index = 3
    package static let name = "top"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
package enum VerticalCenterAlignmentID: BuiltInAlignmentID {
    package static let index = 4
    package static let name = "center"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
package enum BottomAlignmentID: BuiltInAlignmentID {
    package static let index = 5
    package static let name = "bottom"
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
package enum FirstTextBaselineAlignmentID: BuiltInAlignmentID {
    package static let index = 6
    package static let name = "firstTextBaseline"
    package static let combineRule = ExplicitCombineRule.minimum
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
package enum LastTextBaselineAlignmentID: BuiltInAlignmentID {
    package static let index = 7
    package static let name = "lastTextBaseline"
    package static let combineRule = ExplicitCombineRule.maximum
    package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
