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
