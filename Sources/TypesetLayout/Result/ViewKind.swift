import Foundation

/// What a node of a layout result is, with the values it was declared with.
public enum ViewKind: Hashable, Sendable {
    /// An HStack (or `HStackLayout`) with its alignment and the spacing given in code.
    case hStack(alignment: VerticalAlignment, spacing: CGFloat?)
    /// A VStack (or `VStackLayout`) with its alignment and the spacing given in code.
    case vStack(alignment: HorizontalAlignment, spacing: CGFloat?)
    /// A ZStack.
    case zStack(alignment: Alignment)
    /// A Grid with its alignment and the spacings given in code.
    case grid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
    /// A custom `Layout` (or `AnyLayout`), by type name.
    case layout(name: String)
    /// A ViewThatFits.
    case viewThatFits(axes: Axis.Set)
    /// A GeometryReader.
    case geometryReader
    /// An empty view at the root.
    case empty
    /// `frame(width:height:alignment:)`.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:...)`, normalised.
    case flexibleFrame(width: FrameLimits, height: FrameLimits, alignment: Alignment)
    /// `padding`.
    case padding(EdgeInsets)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(Axis.Set)
    /// `aspectRatio(_:contentMode:)`; nil ratio: the content's ideal ratio.
    case aspectRatio(CGFloat?, contentMode: ContentMode)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `offset(x:y:)`.
    case offset(CGSize)
    /// `position(x:y:)`.
    case position(CGPoint)
    /// `alignmentGuide(_:computeValue:)` for `guide`.
    case alignmentGuide(AlignmentKey)
    /// `overlay(alignment:content:)`: the first child is the view, the second the overlay.
    case overlay(alignment: Alignment)
    /// `background(alignment:content:)`: the first child is the background, the second the view.
    case background(alignment: Alignment)
    /// `border(_:width:)`: the first child is the view, the second the border's rectangle.
    case border(alignment: Alignment)
    /// `mask(alignment:_:)`: the first child is the view, the second the mask whose alpha it is
    /// drawn through (laid out as an overlay; no layout effect).
    case mask(alignment: Alignment)
    /// `opacity(_:)`.
    case opacity(Double)
    /// `foregroundColor(_:)` / `foregroundStyle(_:)`.
    case foregroundColor(Color?)
    /// A paint-only effect (`clipShape`, `shadow`, `blur`, `rotationEffect`, ...).
    case effect(PaintEffect)
    /// The root of a screen laid out on a device: its content inside `safeAreaInsets`.
    case screen(safeAreaInsets: EdgeInsets)
    /// `safeAreaPadding`: padding that is unsafe area for the content.
    case safeAreaPadding(EdgeInsets)
    /// `ignoresSafeArea(_:edges:)` / `edgesIgnoringSafeArea(_:)`: the frame reaches the screen's
    /// edge on each of `edges` where it touched the safe area.
    case ignoresSafeArea(edges: Edge.Set)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the first child is the content, the
    /// second the inset view at `edge`.
    case safeAreaInset(edge: Edge, spacing: CGFloat)
    /// A control (`Toggle`, `Button`, ...): its whole layout.
    case control(ControlRole)
    /// A part of the enclosing control.
    case controlPart(ControlPart)
    /// A container built from other views (`List`, `NavigationStack`, ...): its whole layout.
    case container(ContainerRole)
    /// A part of the enclosing container (row, separator, bar, ...).
    case containerPart(ContainerPart)
    /// A ScrollView scrolling along `axes`; its one child is the content, whose frame is the
    /// content size (`LayoutNode.scrollContentSize`).
    case scrollView(axes: Axis.Set, showsIndicators: Bool)
    /// A LazyVGrid (`axis` vertical: columns) or LazyHGrid (horizontal: rows) with its tracks,
    /// the spacing between lines and the alignment of the tracks' block.
    case lazyGrid(axis: Axis, items: [GridItem], spacing: CGFloat?, alignment: Alignment)
    /// A shape or colour leaf (its colours are in the node's `paint`).
    case shape(ShapeKind)
    /// A shape drawn from a path (a `Path`, a custom `Shape`, or a shape changed by shape
    /// modifiers), named by its type, with the modifications that made its outline; the outline
    /// is `LayoutNode.shapeOutline`, its colours the node's `paint`.
    case path(name: String, modifications: [ShapeModification])
    /// A Text, with the string it shows (its lines are `LayoutNode.text`).
    case text(string: String)
    /// An image: its name, intrinsic size, whether it is a symbol and its drawing options.
    case image(ImageDescription)
    /// A view the platform draws (`UIViewRepresentable`, `UIViewControllerRepresentable`).
    case representable(RepresentableDescription)
    /// A Spacer.
    case spacer(minLength: CGFloat)
    /// A Divider.
    case divider

    /// The name in dumps and paths: `HStack`, `Frame`, `Text`, ...
    public var name: String {
        switch self {
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .grid: "Grid"
        case .layout(let name): name
        case .viewThatFits: "ViewThatFits"
        case .geometryReader: "GeometryReader"
        case .empty: "EmptyView"
        case .frame: "Frame"
        case .flexibleFrame: "FlexFrame"
        case .padding: "Padding"
        case .fixedSize: "FixedSize"
        case .aspectRatio: "AspectRatio"
        case .layoutPriority: "LayoutPriority"
        case .offset: "Offset"
        case .position: "Position"
        case .alignmentGuide: "AlignmentGuide"
        case .overlay: "Overlay"
        case .background: "Background"
        case .border: "Border"
        case .mask: "Mask"
        case .opacity: "Opacity"
        case .foregroundColor: "ForegroundColor"
        case .effect(let effect): effect.name
        case .screen: "Screen"
        case .safeAreaPadding: "SafeAreaPadding"
        case .ignoresSafeArea: "IgnoresSafeArea"
        case .safeAreaInset: "SafeAreaInset"
        case .control(let role): role.rawValue
        case .controlPart: "ControlPart"
        case .container(let role): role.rawValue
        case .containerPart: "ContainerPart"
        case .scrollView: "ScrollView"
        case .lazyGrid(let axis, _, _, _): axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .shape(let shape): shape.rawValue
        case .path(let name, _): name
        case .text: "Text"
        case .image: "Image"
        case .representable(let view): view.kind.rawValue
        case .spacer: "Spacer"
        case .divider: "Divider"
        }
    }

    /// The container's alignment, for stacks, grids, frames and overlays.
    public var alignment: Alignment? {
        switch self {
        case .hStack(let v, _): Alignment(horizontal: .center, vertical: v)
        case .vStack(let h, _): Alignment(horizontal: h, vertical: .center)
        case .zStack(let a), .grid(let a, _, _), .lazyGrid(_, _, _, let a), .frame(_, _, let a), .flexibleFrame(_, _, let a),
            .overlay(let a), .background(let a), .border(let a), .mask(let a):
            a
        default: nil
        }
    }
}

// The dump's attributes of each kind live beside the kinds, so a kind's result form is one file.

/// The dump's bracketed facts, formatted from a node's typed data.
enum NodeAttributes {
    static func format(_ node: LayoutNode) -> [String] {
        var parts = kindAttributes(node)
        if node.isImplicit { parts = ["implicit"] }
        if node.isTransparent { parts.append("transparent") }
        if let cell = node.gridCell {
            let columns = cell.columnSpan == 1 ? "col \(cell.column)" : "cols \(cell.column)-\(cell.column + cell.columnSpan - 1)"
            parts.append("row \(cell.row) \(columns)")
        }
        return parts
    }

    private static func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }

    private static func kindAttributes(_ node: LayoutNode) -> [String] {
        switch node.kind {
        case .hStack(let alignment, let spacing):
            return ["alignment: \(alignment)"] + (spacing.map { ["spacing: \(f($0))"] } ?? [])
        case .vStack(let alignment, let spacing):
            return ["alignment: \(alignment)"] + (spacing.map { ["spacing: \(f($0))"] } ?? [])
        case .zStack(let alignment):
            return ["alignment: \(alignment)"]
        case .grid(let alignment, let h, let v):
            return ["alignment: \(alignment)"] + (h.map { ["horizontalSpacing: \(f($0))"] } ?? []) + (v.map { ["verticalSpacing: \(f($0))"] } ?? [])
        case .layout, .viewThatFits, .geometryReader, .empty, .divider:
            return []
        case .frame(let width, let height, let alignment):
            return (width.map { ["width: \(f($0))"] } ?? []) + (height.map { ["height: \(f($0))"] } ?? []) + ["alignment: \(alignment)"]
        case .flexibleFrame(let width, let height, let alignment):
            var parts: [String] = []
            for (limits, suffix) in [(width, "Width"), (height, "Height")] {
                if let v = limits.min { parts.append("min\(suffix): \(f(v))") }
                if let v = limits.ideal { parts.append("ideal\(suffix): \(f(v))") }
                if let v = limits.max { parts.append("max\(suffix): \(f(v))") }
            }
            return parts + ["alignment: \(alignment)"]
        case .padding(let i), .screen(let i), .safeAreaPadding(let i):
            return ["\(f(i.top)), \(f(i.leading)), \(f(i.bottom)), \(f(i.trailing))"]
        case .ignoresSafeArea(let edges):
            return Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { "\($0)" }
        case .safeAreaInset(let edge, let spacing):
            return ["edge: \(edge)", "spacing: \(f(spacing))"]
        case .fixedSize(let axes):
            return [axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil].compactMap { $0 }
        case .aspectRatio(let ratio, let mode):
            return [ratio.map(f) ?? "ideal", "\(mode)"]
        case .layoutPriority(let value):
            return [f(value)]
        case .offset(let offset):
            return ["x: \(f(offset.width))", "y: \(f(offset.height))"]
        case .position(let point):
            return ["x: \(f(point.x))", "y: \(f(point.y))"]
        case .alignmentGuide(let key):
            return ["\(key.axis == .horizontal ? "H" : "V").\(key)"]
        case .overlay(let alignment), .background(let alignment), .border(let alignment), .mask(let alignment):
            return ["alignment: \(alignment)"]
        case .opacity(let value):
            return [f(value)]
        case .foregroundColor(let color):
            return [color.map { "\($0)" } ?? "nil"]
        case .effect(let effect):
            return effect.attributes
        case .control:
            return []
        case .controlPart(let part):
            return [part.rawValue]
        case .container:
            return []
        case .containerPart(let part):
            return [part.rawValue]
        case .scrollView(let axes, let indicators):
            var parts = [axes == [.horizontal, .vertical] ? "both" : axes.contains(.horizontal) ? "horizontal" : "vertical"]
            if !indicators { parts.append("indicators: hidden") }
            if let content = node.scrollContentSize { parts.append("content: \(f(content.width))×\(f(content.height))") }
            return parts
        case .lazyGrid(_, let items, let spacing, let alignment):
            return [items.map(\.description).joined(separator: ", ")] + (spacing.map { ["spacing: \(f($0))"] } ?? []) + ["alignment: \(alignment)"]
        case .shape(let shape):
            guard let paint = node.paint?.shapePaint else { return [] }
            if shape == .color { return paint.fill.map { ["\($0)"] } ?? [] }
            var parts: [String] = []
            if shape == .roundedRectangle, let corner = paint.cornerSize { parts.append("cornerRadius: \(f(corner.width))") }
            return parts + layerAttributes(paint)
        case .path(_, let modifications):
            return modifications.map(\.description) + (node.paint.map { layerAttributes($0.shapePaint) } ?? [])
        case .text(let string):
            return [TextNode.quoted(string)]
        case .image(let image):
            var parts = [image.isSystemSymbol ? "systemName: \"\(image.name)\"" : "\"\(image.name)\"", "\(f(image.size.width))×\(f(image.size.height))"]
            if image.isResizable { parts.append("resizable") }
            if let scale = image.symbolScale, scale != .medium { parts.append("scale: \(scale.rawValue)") }
            if let mode = image.renderingMode { parts.append("renderingMode: \(mode.rawValue)") }
            return parts
        case .spacer(let minLength):
            return ["minLength: \(f(minLength))"]
        case .representable(let view):
            return [view.typeName]
        }
    }

    /// A shape's fills and strokes, back to front: `fill: colour` (`eoFill` for the even-odd
    /// rule), `stroke: colour width` with its cap, join and dashes when not the defaults, and
    /// `strokeBorder: colour` with `lineWidth: width` for an inset stroke.
    static func layerAttributes(_ paint: ShapePaint) -> [String] {
        func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        var parts: [String] = []
        for layer in paint.layers {
            switch layer.operation {
            case .fill(let style):
                parts.append("fill: \(layer.color)" + (style.isEOFilled ? " eoFill" : ""))
            case .stroke(let style, let inset):
                var details: [String] = []
                if style.lineCap != .butt { details.append("cap: \(style.lineCap == .round ? "round" : "square")") }
                if style.lineJoin != .miter { details.append("join: \(style.lineJoin == .round ? "round" : "bevel")") }
                if !style.dash.isEmpty { details.append("dash: [\(style.dash.map(f).joined(separator: ", "))]") }
                if style.dashPhase != 0 { details.append("dashPhase: \(f(style.dashPhase))") }
                if inset {
                    parts += ["strokeBorder: \(layer.color)", "lineWidth: \(f(style.lineWidth))"] + details
                } else {
                    parts.append("stroke: \(layer.color) \(f(style.lineWidth))")
                    parts += details
                }
            }
        }
        return parts
    }

}
