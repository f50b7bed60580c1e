import CTypesetPreviews

/// A preview, as `#Preview` declares it: its name, traits, where it was written, and the view it
/// shows.
public struct Preview {
    /// The traits a view's preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits: Sendable {}

    /// The name given to the preview (`#Preview("Dark")`), nil when it has none.
    public let displayName: String?
    /// Its traits, in the order written.
    public let traits: [PreviewTrait<ViewTraits>]
    /// The file that declares it (`Module/File.swift`).
    public let fileID: String
    /// The line of its `#Preview`.
    public let line: Int
    private let makeContent: @MainActor () -> AnyView

    /// A preview of the view `body` makes.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID, line: Int = #line,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.displayName = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.makeContent = { AnyView(body()) }
    }

    /// A preview of the controller `body` makes, laid out as a representable leaf.
    public init<Controller: UIViewController>(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID, line: Int = #line,
        @_UIKitPreviewBuilder body: @escaping @MainActor () -> Controller
    ) {
        self.init(name, traits: traits, fileID: fileID, line: line, content: { AnyView(PreviewedViewController(controller: body())) })
    }

    /// A preview of the UIKit view `body` makes, laid out as a representable leaf.
    public init<PreviewedUIView: UIView>(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID, line: Int = #line,
        @_UIKitPreviewBuilder body: @escaping @MainActor () -> PreviewedUIView
    ) {
        self.init(name, traits: traits, fileID: fileID, line: line, content: { AnyView(PreviewedView(view: body())) })
    }

    private init(
        _ name: String?, traits: [PreviewTrait<ViewTraits>], fileID: String, line: Int,
        content: @escaping @MainActor () -> AnyView
    ) {
        self.displayName = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.makeContent = content
    }

    /// The view the preview shows, made anew.
    @MainActor public var content: AnyView { makeContent() }

    /// How the canvas lays the preview out: its last layout trait, else as a screen of the device.
    public var layout: PreviewLayout {
        traits.reversed().lazy.compactMap { trait -> PreviewLayout? in
            if case .layout(let layout) = trait.setting { return layout }
            return nil
        }.first ?? .device
    }

    /// The device's orientation: its last orientation trait, else portrait.
    public var orientation: InterfaceOrientation {
        traits.reversed().lazy.compactMap { trait -> InterfaceOrientation? in
            if case .orientation(let orientation) = trait.setting { return orientation }
            return nil
        }.first ?? .portrait
    }

    /// Every `#Preview` linked into the program, ordered by file and line.
    ///
    /// Each `#Preview` leaves a record in the program's `typeset_previews` section; this reads
    /// them all, so a test can lay out every preview of an app module without listing them. On
    /// Linux a test program is one linked image, which holds the records of every module it links.
    public static var registered: [Preview] {
        guard let start = typeset_previews_start(), let end = typeset_previews_end(), end > start else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        let count = (end - start) / stride
        let previews = (0..<count).map { index -> Preview in
            let record = start.advanced(by: index * stride).load(as: _PreviewRecord.self)
            let preview = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
            defer { preview.deallocate() }
            record(UnsafeMutableRawPointer(preview))
            return preview.move()
        }
        return previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }
}

/// What `#Preview` leaves in the `typeset_previews` section: a function that initialises the
/// memory it is given with the preview. Used by the macro's expansion only.
public typealias _PreviewRecord = @convention(c) (UnsafeMutableRawPointer) -> Void

/// A UIKit controller's preview: the controller `#Preview` made, as a representable leaf named
/// after the controller's type, sized by its view's intrinsic size as the canvas does.
private struct PreviewedViewController: UIViewControllerRepresentable {
    let controller: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}

    static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        appendRepresentable(.viewController, type(of: view.controller), &inputs) { _ in view.controller } sizeThatFits: { _, controller in
            intrinsicSize(of: controller.view)
        }
    }
}

/// A UIKit view's preview: the view `#Preview` made, as a representable leaf named after the
/// view's type, sized by its intrinsic size as the canvas does.
private struct PreviewedView: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}

    static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        appendRepresentable(.view, type(of: view.view), &inputs) { _ in view.view } sizeThatFits: { _, made in
            intrinsicSize(of: made)
        }
    }
}

/// The view's intrinsic size when it has one on both axes; nil (the proposal) otherwise.
private func intrinsicSize(of view: UIView?) -> CGSize? {
    guard let size = view?.intrinsicContentSize, size.width >= 0, size.height >= 0 else { return nil }
    return size
}

extension LayoutEngine {
    /// Lays `preview` out as Xcode's canvas would: as a screen of `device` in the preview's
    /// orientation (the default layout), at its ideal size (`sizeThatFitsLayout`), or centred in
    /// a container of its fixed size (`fixedLayout(width:height:)`).
    @MainActor
    public func layout(_ preview: Preview, on device: Device = .iPhone15) -> LayoutResult {
        switch preview.layout {
        case .device: layout(preview.content, on: device, orientation: preview.orientation)
        case .sizeThatFits: layout(preview.content, proposal: .unspecified)
        case .fixed(let width, let height):
            layout(preview.content.frame(width: width, height: height), proposal: ProposedViewSize(width: width, height: height))
        }
    }
}
