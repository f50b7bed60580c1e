/// Where presented views show, as iOS shows them over the whole window: a screen laid out on a
/// device, else the outermost container that presents (a NavigationStack, NavigationSplitView,
/// TabView, or the view a presentation modifier is on).
///
/// Presentation modifiers whose binding is true register their presentation here while the
/// content resolves; once it has, the host lays every presentation over its whole frame, later
/// ones on top (an alert shown from a sheet lies over the sheet).
final class PresentationHost {
    /// The window's safe area: the presented views lay their content out inside it.
    let safeArea: EdgeInsets
    private(set) var presentations: [AnyView] = []

    init(safeArea: EdgeInsets) {
        self.safeArea = safeArea
    }

    /// Shows `presentation` (a whole layer: dimming and card) over the window.
    func present<V: View>(_ presentation: V) {
        presentations.append(AnyView(presentation))
    }

    /// `node` with the presentations laid over it (the node itself when nothing is presented).
    func compose(over node: NodeID, in context: ResolveContext, _ inputs: inout _ViewInputs) -> NodeID {
        guard !presentations.isEmpty else { return node }
        var inner = context
        inner.stackOrientation = nil
        inner.navigationBar = NavigationBarRecord(inheriting: context.navigationBar, host: self)
        var layers: [NodeID] = []
        // Resolving one presentation may present another (an alert inside a sheet).
        var index = 0
        while index < presentations.count {
            layers += inputs.nodes(of: presentations[index], in: inner)
            index += 1
        }
        let layer = layers.count == 1 ? layers[0] : inputs.tree.addZStack(.center, children: layers, direction: context.layoutDirection)
        return inputs.tree.wrap(node, with: layer, as: SecondaryLayer(role: .overlay, alignment: .center), direction: context.layoutDirection)
    }
}

extension ResolveContext {
    /// The context for a container's content: a record of its own (linked to `column` and
    /// `presentation` when given) and, when no host is above, a new host with no safe area (the
    /// container is the window), returned for the container to compose.
    func enteringContainer(column: SplitColumnRecord? = nil, presentation: PresentationRecord? = nil) -> (ResolveContext, PresentationHost?) {
        var inner = self
        let newHost = navigationBar?.host == nil ? PresentationHost(safeArea: EdgeInsets()) : nil
        inner.navigationBar = NavigationBarRecord(inheriting: navigationBar, host: newHost, presentation: presentation, column: column)
        return (inner, newHost)
    }
}

/// A view that lays out its content and, if it is the outermost container that presents, the
/// presentations registered inside it.
struct PresentationHosting<Content: View>: PrimitiveView {
    let content: Content

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        guard context.navigationBar?.host == nil else {
            inputs.resolve(content)
            return
        }
        let (inner, host) = context.enteringContainer()
        let node = resolveOne(content, in: inner, &inputs)
        inputs.list.append(host.map { $0.compose(over: node, in: context, &inputs) } ?? node)
    }
}

/// What the modifiers inside a presented view say about its presentation (`presentationDetents`,
/// `presentationDragIndicator`, ...), and the bad values they met, reported on the card.
final class PresentationRecord {
    var detents: [PresentationDetent]?
    var selection: PresentationDetent?
    var dragIndicator = Visibility.automatic
    var cornerRadius: CGFloat?
    var background: AnyView?
    var interactiveDismissDisabled = false
    var backgroundInteraction: PresentationBackgroundInteraction?
    var compactAdaptation: PresentationAdaptation?
    var problems: [String] = []
}

extension View {
    /// Writes to the nearest presented view's record (nothing outside a presentation).
    func writingPresentation(_ write: @escaping (PresentationRecord) -> Void) -> some View {
        modifier(NavigationBarWritingModifier { record in
            if let presentation = record.presentation { write(presentation) }
        })
    }
}

private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the view is inside a presented view (a sheet, a cover, a popover), as SwiftUI's
    /// `isPresented`.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
