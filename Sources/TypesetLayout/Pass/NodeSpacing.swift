import Foundation

/// Node `id`'s spacing preferences (SPEC §5), computed once per pass and interned. Recurses
/// once per level, behind the stack-growth guard (`StackGuard`).
package func spacingOf(_ id: NodeID, _ pass: inout LayoutPass) -> ViewSpacing {
    let cached = pass.spacingIndex[Int(id)]
    if cached >= 0 { return pass.spacingTable[Int(cached)] }
    let spacing = withSufficientStack { computeSpacing(id, &pass) }
    pass.spacingIndex[Int(id)] = pass.intern(spacing)
    return spacing
}

private func computeSpacing(_ id: NodeID, _ pass: inout LayoutPass) -> ViewSpacing {
    let isEmpty = pass.tree[id].childCount == 0
    if pass.tree[id].isTransparent { return spacingOf(onlyChild(id, pass), &pass) }
    switch pass.tree.kinds[Int(id)] {
    case .stack(let style):
        return style.algorithm.spacing(PassChildren(of: id, in: pass.tree), &pass)
    case .zStack, .viewThatFits:
        // The union of the children's preferences (the `Layout` default).
        if isEmpty { return .none }
        var spacing = ViewSpacing.none
        for child in Array(pass.tree.children(of: id)) { spacing.formUnion(spacingOf(child, &pass)) }
        return spacing
    case .layout(let box):
        return isEmpty ? .none : box.spacing(id, &pass)
    case .empty:
        return .none
    case .geometryReader, .shape, .image:
        return ViewSpacing()
    case .measured(let leaf):
        return leaf.spacing
    case .spacer, .divider:
        return .zero
    case .frame(let index):
        let frame = pass.tree.fixedFrames[Int(index)]
        // A frame resets the spacing of the axes it fixes (SPEC §5).
        var spacing = spacingOf(onlyChild(id, pass), &pass)
        if frame.width != nil { spacing.reset(.horizontal) }
        if frame.height != nil { spacing.reset(.vertical) }
        return spacing
    case .flexibleFrame(let index):
        let frame = pass.tree.flexibleFrames[Int(index)]
        var spacing = spacingOf(onlyChild(id, pass), &pass)
        if frame.width.constrains { spacing.reset(.horizontal) }
        if frame.height.constrains { spacing.reset(.vertical) }
        return spacing
    case .safeArea(.padding(let insets)):
        var spacing = spacingOf(onlyChild(id, pass), &pass)
        spacing.reset(insets.nonZeroEdges)
        return spacing
    case .safeArea(.ignore):
        return spacingOf(onlyChild(id, pass), &pass)
    case .safeArea(.screen), .safeArea(.inset):
        return ViewSpacing()
    case .padding(let insets):
        // Padded edges behave like a plain view's (SPEC §5).
        var spacing = spacingOf(onlyChild(id, pass), &pass)
        spacing.reset(insets.nonZeroEdges)
        return spacing
    case .fixedSize, .aspectRatio, .position, .layoutPriority, .offset, .alignmentGuide, .secondaryLayer, .paint:
        return spacingOf(onlyChild(id, pass), &pass)
    }
}
