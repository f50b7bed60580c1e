import Foundation

/// Where a parent puts one child: origin in the parent's left-to-right coordinates, the
/// proposal the child was placed with and the size it chose for it.
package struct ChildPlacement {
    package var element: LayoutElement
    package var origin: CGPoint
    package var proposal: ProposedViewSize
    package var size: CGSize

    package init(element: LayoutElement, origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        self.element = element
        self.origin = origin
        self.proposal = proposal
        self.size = size
    }

    /// Places `element` at `origin`, asking it for its size at `proposal`.
    package init(_ element: LayoutElement, at origin: CGPoint, proposal: ProposedViewSize) {
        self.init(element: element, origin: origin, proposal: proposal, size: element.sizeThatFits(proposal))
    }
}

/// A view resolved for one layout pass: it answers proposals, guides, spacing and priority,
/// and places its children (SwiftUI's "layout computer").
///
/// Answers are memoised per proposal for the pass, so a stack probing each child at 0, ∞ and
/// a share costs one measurement per distinct proposal, not 3^depth.
package class LayoutElement: ExplicitGuideSource {
    package let pass: LayoutPass
    package let layoutDirection: LayoutDirection
    /// The identifiers given with `.id(_:)`, innermost first.
    package var ids: [AnyHashable] = []
    /// `LayoutValueKey` values, read by the direct container.
    package var traits: [ObjectIdentifier: Any] = [:]
    /// Whether this element stands at a fixed place in its parent's view list (not from ForEach).
    package var isStatic = true
    /// Facts the parent container adds to this view's dump line (a Grid cell's row and column).
    package var containerAttributes: [String] = []

    // The memo tables are read, then written, each access ending before the next begins (the
    // computation between them runs in other elements), so they never overlap: the runtime
    // exclusivity check, a measurable share of each lookup, is left out.
    @exclusivity(unchecked) private var sizes = SmallMemo<ProposedViewSize, CGSize>()
    @exclusivity(unchecked) private var explicitValues = SmallMemo<ExplicitKey, CGFloat?>()

    private struct ExplicitKey: Hashable {
        var key: AlignmentKey
        var width: CGFloat, height: CGFloat
        var proposal: ProposedViewSize
    }

    package init(pass: LayoutPass, layoutDirection: LayoutDirection) {
        self.pass = pass
        self.layoutDirection = layoutDirection
    }

    /// An element that starts with `traits` and `isStatic` (a modifier inherits its child's).
    package init(pass: LayoutPass, layoutDirection: LayoutDirection, traits: [ObjectIdentifier: Any], isStatic: Bool) {
        self.pass = pass
        self.layoutDirection = layoutDirection
        self.traits = traits
        self.isStatic = isStatic
    }

    // MARK: - What subclasses answer

    /// The name shown in dumps (`HStack`, `Frame`, `Text`, ...).
    package var kind: String { String(describing: type(of: self)) }

    /// Extra facts for the dump line (`alignment: .leading`, `"Hello"`, ...).
    package var dumpAttributes: [String] { [] }

    /// The size for `proposal` (already sanitised). Override in every element.
    package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The explicit value of `key` at `size`, or nil. Leaves without guides keep the default.
    package func computeExplicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        nil
    }

    /// Whether this view can have an explicit value for any guide. When false, every guide
    /// takes its default value (SPEC §2), so guide queries skip the memo tables and the pass
    /// lock. Only elements that never answer `computeExplicitValue` may say false.
    package var hasExplicitGuides: Bool { true }

    /// The layout priority the direct parent reads.
    package var layoutPriority: Double { 0 }

    /// The spacing preferences the parent resolves gaps with.
    package var spacing: ViewSpacing { ViewSpacing() }

    /// The children, in order.
    package var children: [LayoutElement] { [] }

    /// Where the children go when this element has `size`, chosen for `proposal`.
    package func placeChildren(in size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] { [] }

    /// `placeChildren`'s only placement, for elements that always place exactly one child
    /// (modifiers); nil otherwise. Lets the tree builder skip a one-element list.
    package func singleChildPlacement(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement? { nil }

    /// What a leaf hands to the result tree (Text: its lines and glyph runs).
    package func content(size: CGSize, proposal: ProposedViewSize) -> (any Sendable)? { nil }

    // MARK: - Memoised entry points

    /// The size this view chooses for `proposal` (memoised; bad input is clamped and reported).
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = sanitize(proposal)
        if let size = sizes[proposal] { return size }
        let size = sanitize(computeSize(proposal))
        sizes[proposal] = size
        return size
    }

    /// The size and guides of this view for `proposal`.
    package final func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = sanitize(proposal)
        guard hasExplicitGuides else { return ViewDimensions(size: sizeThatFits(proposal), proposal: proposal, source: nil) }
        return ViewDimensions(size: sizeThatFits(proposal), proposal: proposal, source: self, lock: pass.lock)
    }

    /// The explicit value of `key` at `size` (memoised; non-finite values are dropped).
    package final func explicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard hasExplicitGuides else { return nil }
        let cacheKey = ExplicitKey(key: key, width: size.width, height: size.height, proposal: proposal)
        if let value = explicitValues[cacheKey] { return value }
        var value = computeExplicitValue(key, size: size, proposal: proposal)
        if let v = value, !v.isFinite {
            report(.invalidGuide, "guide \(key) is \(v); ignored")
            value = nil
        }
        explicitValues[cacheKey] = value
        return value
    }

    // MARK: - Helpers

    package func report(_ kind: Diagnostic.Kind, _ message: String) {
        pass.report(Diagnostic(kind: kind, view: kind == .missingFont ? "Text" : self.kind, message: message))
    }

    /// `proposal` with NaN dimensions made unspecified and negative ones 0 (reported).
    package final func sanitize(_ proposal: ProposedViewSize) -> ProposedViewSize {
        // Fast path (small enough to inline): nil, zero or positive dimensions, almost every
        // proposal, pass unchanged.
        if proposal.width.map({ $0 >= 0 }) ?? true, proposal.height.map({ $0 >= 0 }) ?? true { return proposal }
        return sanitizeReporting(proposal)
    }

    /// `sanitize`'s slow path: clamps and reports.
    private func sanitizeReporting(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.allCases {
            guard let value = proposal[axis] else { continue }
            if value.isNaN {
                report(.invalidProposal, "\(axis) proposal is NaN; treated as unspecified")
                result[axis] = nil
            } else if value < 0 {
                report(.invalidProposal, "\(axis) proposal \(LayoutNumber.format(value)) is negative; clamped to 0")
                result[axis] = 0
            }
        }
        return result
    }

    private func sanitize(_ size: CGSize) -> CGSize {
        // Fast path: `>= 0` is false for NaN and negative values alike.
        if size.width >= 0, size.height >= 0 { return size }
        return sanitizeReporting(size)
    }

    /// The slow path of `sanitize` for sizes: clamps and reports.
    private func sanitizeReporting(_ size: CGSize) -> CGSize {
        var result = size
        for axis in Axis.allCases {
            let value = size[axis]
            if value.isNaN || value < 0 {
                report(.invalidSize, "\(axis) size \(LayoutNumber.format(value)) clamped to 0")
                result[axis] = 0
            }
        }
        return result
    }
}
