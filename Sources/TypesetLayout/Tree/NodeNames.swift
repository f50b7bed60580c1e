import Foundation

extension NodeKind {
    /// The node's name in dumps, paths and diagnostics.
    package var name: String {
        switch self {
        case .stack(let style): style.axis == .horizontal ? "HStack" : "VStack"
        case .zStack: "ZStack"
        case .layout(let box): box.name
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
        case .secondaryLayer(let layer):
            switch layer.role {
            case .overlay: "Overlay"
            case .background: "Background"
            case .border: "Border"
            }
        case .paint(.opacity): "Opacity"
        case .paint(.foregroundColor): "ForegroundColor"
        case .shape(let leaf): leaf.shape.rawValue
        case .measured(let leaf): leaf.name
        case .image: "Image"
        case .spacer: "Spacer"
        case .divider: "Divider"
        }
    }
}
