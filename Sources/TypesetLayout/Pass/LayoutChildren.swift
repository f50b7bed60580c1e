import Foundation

/// The children of a container as an algorithm sees them: sizes, guides, priorities and
/// spacing, through a context. The engine's containers read the pass directly
/// (`PassChildren`); a `Layout` running the same algorithm reads its proxies (`SubviewChildren`).
package protocol LayoutChildren {
    associatedtype Context
    /// How many children there are.
    var count: Int { get }
    /// The size child `i` chooses for `proposal`.
    func size(_ i: Int, _ proposal: ProposedViewSize, _ context: inout Context) -> CGSize
    /// Child `i`'s length along `axis` when proposed 0 on it and `minor` across it (a stack's
    /// probe for the least a child takes, Design §4 step 2).
    func minimumLength(_ i: Int, along axis: Axis, minor: CGFloat?, _ context: inout Context) -> CGFloat
    /// Child `i`'s value of `key` (explicit, else the default) at `size`, chosen for `proposal`.
    func guide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: inout Context) -> CGFloat
    /// Child `i`'s explicit value of `key`, if any.
    func explicitGuide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: inout Context) -> CGFloat?
    /// Child `i`'s layout priority.
    func priority(_ i: Int, _ context: inout Context) -> Double
    /// Whether child `i`'s length along `axis` is its own whatever it is proposed (a frame's
    /// set length, `fixedSize`; Design §1.1), so that its lengths for 0 and ∞ are its ideal one.
    func ownsLength(_ i: Int, along axis: Axis, _ context: inout Context) -> Bool
    /// Child `i`'s spacing preferences.
    func spacing(_ i: Int, _ context: inout Context) -> ViewSpacing
    /// Child `i`'s spacing preferences on the two edges facing along `axis` (the others may be
    /// left out): what a gap along `axis` reads.
    func spacing(_ i: Int, facing axis: Axis, _ context: inout Context) -> ViewSpacing
    /// Records bad input met while arranging the children.
    func report(_ kind: Diagnostic.Kind, _ message: String, _ context: inout Context)
}

/// The children of node `parent` in a pass.
package struct PassChildren: LayoutChildren {
    package let parent: NodeID
    private let first: Int
    package let count: Int

    package init(of parent: NodeID, in tree: borrowing LayoutTree) {
        self.parent = parent
        let node = tree.nodes[Int(parent)]
        first = Int(node.firstChild)
        count = Int(node.childCount)
    }

    /// The node id of child `i`.
    package func id(_ i: Int, _ pass: inout LayoutPass) -> NodeID { pass.tree.children[first + i] }

    package func size(_ i: Int, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        sizeThatFits(id(i, &pass), proposal, &pass)
    }

    package func minimumLength(_ i: Int, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat {
        TypesetLayout.minimumLength(id(i, &pass), along: axis, minor: minor, &pass)
    }

    package func guide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat {
        // A custom guide's default may read the child's guides (Design §2): asked as a whole.
        guard key.isBuiltIn else { return guideValue(id(i, &pass), key, size: size, proposal: proposal, &pass) }
        if let value = explicitGuide(i, key, size: size, proposal: proposal, &pass) { return value }
        return key.defaultValue(in: ViewDimensions(size: size))
    }

    package func explicitGuide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat? {
        explicitValue(id(i, &pass), key, size: size, proposal: proposal, &pass)
    }

    package func priority(_ i: Int, _ pass: inout LayoutPass) -> Double { pass.tree[id(i, &pass)].traits.priority }

    package func ownsLength(_ i: Int, along axis: Axis, _ pass: inout LayoutPass) -> Bool {
        pass.tree[id(i, &pass)].traits.ownedHugs.contains(axis)
    }

    package func spacing(_ i: Int, _ pass: inout LayoutPass) -> ViewSpacing { spacingOf(id(i, &pass), &pass) }

    package func spacing(_ i: Int, facing axis: Axis, _ pass: inout LayoutPass) -> ViewSpacing {
        spacingOf(id(i, &pass), facing: axis, &pass)
    }

    package func report(_ kind: Diagnostic.Kind, _ message: String, _ pass: inout LayoutPass) {
        pass.report(parent, kind, message)
    }
}

/// The subviews of a `Layout`, through their proxies.
package struct SubviewChildren: LayoutChildren {
    package let subviews: LayoutSubviews

    package init(_ subviews: LayoutSubviews) { self.subviews = subviews }

    package var count: Int { subviews.count }

    private func subview(_ i: Int) -> LayoutSubview { subviews[subviews.startIndex + i] }

    package func size(_ i: Int, _ proposal: ProposedViewSize, _ context: inout Void) -> CGSize {
        subview(i).sizeThatFits(proposal)
    }

    package func minimumLength(_ i: Int, along axis: Axis, minor: CGFloat?, _ context: inout Void) -> CGFloat {
        size(i, ProposedViewSize(major: 0, minor: minor, majorAxis: axis), &context)[axis]
    }

    package func guide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: inout Void) -> CGFloat {
        subview(i).dimensions(in: proposal)[key]
    }

    package func explicitGuide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: inout Void) -> CGFloat? {
        subview(i).dimensions(in: proposal)[explicit: key]
    }

    package func priority(_ i: Int, _ context: inout Void) -> Double { subview(i).priority }

    /// A proxy does not say (the stack algorithm then probes).
    package func ownsLength(_ i: Int, along axis: Axis, _ context: inout Void) -> Bool { false }

    package func spacing(_ i: Int, _ context: inout Void) -> ViewSpacing { subview(i).spacing }

    package func spacing(_ i: Int, facing axis: Axis, _ context: inout Void) -> ViewSpacing { subview(i).spacing }

    package func report(_ kind: Diagnostic.Kind, _ message: String, _ context: inout Void) {
        subviews.report(kind, message)
    }
}
