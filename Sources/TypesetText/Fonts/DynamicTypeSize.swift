// The user's text size, as SwiftUI's `DynamicTypeSize` (research text-styling.md §1).

/// The Dynamic Type size: the text size the user chose, from ``xSmall`` to ``accessibility5``.
///
/// Text styles take their point size and leading from the Human Interface Guidelines' table for
/// the current size (``Font/TextStyle/pointSize(at:)``); `.large` is iOS's default.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes (``accessibility1`` and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The case name as SwiftUI spells it (`xxxLarge`, `accessibility2`).
    public var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// The size whose ``name`` is `name`, if any.
    public init?(name: String) {
        guard let size = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = size
    }

    /// The size itself when `range` contains it, else the size of `range` nearest to it: a
    /// range below the size gives its largest member, a range above gives its smallest. An
    /// empty range (`.large..<.large`) leaves the size as it is.
    ///
    /// This is how `.dynamicTypeSize(range)` clamps the size its ancestors set (SwiftUI's
    /// `transformEnvironment` over `clamped(to:)`, research text-styling.md §2).
    public func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        guard !range.contains(self) else { return self }
        let members = Self.allCases.filter { range.contains($0) }
        guard let lowest = members.first, let highest = members.last else { return self }
        return self < lowest ? lowest : highest
    }
}

extension DynamicTypeSize {
    /// The sizes `text` names, smallest first: `all`, one size (`accessibility2`), or a range of sizes
    /// (`large...accessibility3`, `large..<accessibility1`, `...xxxLarge`, `accessibility1...`);
    /// nil when it names none.
    public static func sizes(named text: String) -> [DynamicTypeSize]? {
        if text == "all" { return allCases }
        if let size = DynamicTypeSize(name: text) { return [size] }
        for (separator, halfOpen) in [("..<", true), ("...", false)] {
            guard let range = text.range(of: separator) else { continue }
            let low = String(text[..<range.lowerBound]), high = String(text[range.upperBound...])
            guard let lower = low.isEmpty ? allCases.first : DynamicTypeSize(name: low),
                let upper = high.isEmpty && !halfOpen ? allCases.last : DynamicTypeSize(name: high)
            else { return nil }
            let sizes = allCases.filter { $0 >= lower && (halfOpen ? $0 < upper : $0 <= upper) }
            return sizes.isEmpty ? nil : sizes
        }
        return nil
    }
}

extension DynamicTypeSize {
    /// The sizes in declaration order, indexed by ``ordinal`` (`allCases` made once).
    static let ordered = allCases

    /// The size's place in ``ordered``.
    var ordinal: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }
}
