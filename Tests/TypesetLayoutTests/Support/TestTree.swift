import Foundation
import Testing
@testable import TypesetLayout

/// A view tree for the core's tests, built without the view layer: each case becomes one
/// node (or a modifier over its content) of a `LayoutTree`.
indirect enum TestView {
    case box(CGFloat, CGFloat)
    case color(Color)
    case text(String, size: CGFloat)
    case spacer(CGFloat?)
    case hStackNode(VerticalAlignment, CGFloat?, [TestView])
    case vStackNode(HorizontalAlignment, CGFloat?, [TestView])
    case zStackNode(Alignment, [TestView])
    case layout(AnyLayout, [TestView])
    case frameNode(CGFloat?, CGFloat?, Alignment, TestView)
    case flexibleFrameNode(FrameLimits, FrameLimits, Alignment, TestView)
    case padding(EdgeInsets, TestView)
    case guide(AlignmentKey, (ViewDimensions) -> CGFloat, TestView)
    case overlay(Alignment, TestView, layer: [TestView])
    case background(Alignment, TestView, layer: [TestView])
    case offset(CGSize, TestView)
    case opacity(Double, TestView)
    case foreground(Color, TestView)
    case id(String, TestView)
    case rtl(TestView)
    case forEach(Int, (Int) -> TestView)

    static func hStack(_ alignment: VerticalAlignment, spacing: CGFloat? = nil, _ children: [TestView]) -> TestView {
        .hStackNode(alignment, spacing, children)
    }
    static func hStack(spacing: CGFloat? = nil, _ children: [TestView]) -> TestView { .hStackNode(.center, spacing, children) }
    static func vStack(_ alignment: HorizontalAlignment, spacing: CGFloat? = nil, _ children: [TestView]) -> TestView {
        .vStackNode(alignment, spacing, children)
    }
    static func vStack(spacing: CGFloat? = nil, _ children: [TestView]) -> TestView { .vStackNode(.center, spacing, children) }
    static func zStack(_ alignment: Alignment, _ children: [TestView]) -> TestView { .zStackNode(alignment, children) }
    static func frame(width: CGFloat?, height: CGFloat?, _ alignment: Alignment = .center, _ content: TestView) -> TestView {
        .frameNode(width, height, alignment, content)
    }
    static func flexibleFrame(_ width: FrameLimits, _ height: FrameLimits, _ alignment: Alignment = .center, _ content: TestView) -> TestView {
        .flexibleFrameNode(width, height, alignment, content)
    }
}

/// Builds `view` into `tree` (children first, as the view layer does) and returns its node(s).
func build(_ view: TestView, into tree: inout LayoutTree, direction: LayoutDirection = .leftToRight) -> [NodeID] {
    func one(_ view: TestView) -> NodeID { build(view, into: &tree, direction: direction)[0] }
    func many(_ views: [TestView]) -> [NodeID] { views.flatMap { build($0, into: &tree, direction: direction) } }
    switch view {
    case .box(let w, let h):
        let shape = tree.addShape(.rectangle, paint: ShapePaint(), direction: direction)
        return [tree.wrap(shape, inFrame: FixedFrame(width: w, height: h, alignment: .center), direction: direction)]
    case .color(let color):
        var paint = ShapePaint()
        paint.fill = color
        return [tree.addShape(.color, paint: paint, direction: direction)]
    case .text(let string, let size):
        return [tree.addText(FixedAdvanceText.leaf(string, size: size), direction: direction)]
    case .spacer(let minLength):
        return [tree.addSpacer(SpacerLeaf(minLength: minLength ?? 8, orientation: nil), direction: direction)]
    case .hStackNode(let alignment, let spacing, let children):
        return [tree.addStack(StackStyle(axis: .horizontal, alignment: alignment.key, spacing: spacing), children: many(children), direction: direction)]
    case .vStackNode(let alignment, let spacing, let children):
        return [tree.addStack(StackStyle(axis: .vertical, alignment: alignment.key, spacing: spacing), children: many(children), direction: direction)]
    case .zStackNode(let alignment, let children):
        return [tree.addZStack(alignment, children: many(children), direction: direction)]
    case .layout(let layout, let children):
        return [tree.addLayout(LayoutBox(layout), children: many(children), direction: direction)]
    case .frameNode(let width, let height, let alignment, let content):
        let content = one(content)
        return [tree.wrap(content, inFrame: FixedFrame(width: width, height: height, alignment: alignment), direction: direction)]
    case .flexibleFrameNode(let width, let height, let alignment, let content):
        let content = one(content)
        return [tree.wrap(content, inFlexibleFrame: FlexibleFrame(width: width, height: height, alignment: alignment), direction: direction)]
    case .padding(let insets, let content):
        return [tree.wrap(one(content), inPadding: insets, direction: direction)]
    case .guide(let key, let compute, let content):
        return [tree.wrap(one(content), inAlignmentGuide: key, GuideComputation(compute), direction: direction)]
    case .overlay(let alignment, let content, let layer), .background(let alignment, let content, let layer):
        let primary = one(content)
        let layers = many(layer)
        let layerID = layers.count == 1 ? layers[0] : tree.addZStack(.center, children: layers, direction: direction)
        let role: SecondaryLayer.Role
        if case .overlay = view { role = .overlay } else { role = .background }
        return [tree.wrap(primary, with: layerID, as: SecondaryLayer(role: role, alignment: alignment), direction: direction)]
    case .offset(let offset, let content):
        return [tree.wrap(one(content), inOffset: offset, direction: direction)]
    case .opacity(let value, let content):
        return [tree.wrap(one(content), inPaint: .opacity(value), direction: direction)]
    case .foreground(let color, let content):
        return [tree.wrap(one(content), inPaint: .foregroundColor(color), direction: direction)]
    case .id(let id, let content):
        let node = one(content)
        tree.addID(id, to: node)
        return [node]
    case .rtl(let content):
        return build(content, into: &tree, direction: .rightToLeft)
    case .forEach(let count, let make):
        return (0..<count).flatMap { index in
            let nodes = build(make(index), into: &tree, direction: direction)
            for node in nodes { tree.markDynamic(node) }
            return nodes
        }
    }
}

/// Lays `view` out for `proposal` with the core alone.
func layout(_ view: TestView, width: CGFloat? = 400, height: CGFloat? = nil) -> LayoutResult {
    var tree = LayoutTree()
    let nodes = build(view, into: &tree)
    let root = nodes.count == 1 ? nodes[0] : tree.addStack(
        StackStyle(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, isImplicit: true),
        children: nodes, direction: .leftToRight)
    return layOut(tree, root: root, proposal: ProposedViewSize(width: width, height: height), services: FixedAdvanceText.services, header: "core test")
}

extension LayoutResult {
    /// The node marked `id`; fails the test if there is none (and returns the root).
    func required(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutNode {
        guard let node = node(id) else {
            Issue.record("no node with id \(id) in:\n\(dump())", sourceLocation: sourceLocation)
            return root
        }
        return node
    }

    /// The frame of the node marked `id`.
    func frame(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        required(id, sourceLocation: sourceLocation).frame
    }
}

/// A custom vertical guide whose default is the view's top.
enum MarkV: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

extension VerticalAlignment {
    static let mark = VerticalAlignment(MarkV.self)
}
