import Foundation

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: a card rising from the bottom
    /// of the window to its detent (`presentationDetents`, `.large` by default), over the dimmed
    /// window (`PresentationMetrics`).
    public consuming func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet(.sheet, isPresented.wrappedValue ? content : nil)
    }

    /// Presents a sheet for `item` while it is not nil.
    public consuming func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet(.sheet, item.wrappedValue.map { value in { content(value) } })
    }

    /// Presents `content` over the whole window while `isPresented` is true: no card, no
    /// dimming, the content inside the window's safe area on the system background.
    public consuming func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet(.fullScreenCover, isPresented.wrappedValue ? content : nil)
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public consuming func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet(.fullScreenCover, item.wrappedValue.map { value in { content(value) } })
    }

    /// Presents `content` in a popover while `isPresented` is true. In a horizontally compact
    /// window iOS shows it as a sheet (Apple, `presentationCompactAdaptation`); Typeset lays it
    /// out as a sheet everywhere (a popover's arrow needs its anchor's frame in the window).
    public consuming func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentingSheet(.popover, isPresented.wrappedValue ? content : nil)
    }

    /// Presents a popover for `item` while it is not nil.
    public consuming func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentingSheet(.popover, item.wrappedValue.map { value in { content(value) } })
    }

    /// Presents the view `content` builds (nil: nothing) in the sheet `style`.
    private func presentingSheet<Content: View>(_ style: SheetStyle, _ content: (() -> Content)?) -> some View {
        presenting(when: content != nil) { declared in
            SheetPresentation(style: style, content: DeclaredIn(content: content.map { $0() }, declared: declared))
        }
    }
}

/// Where a popover points from, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the presenting view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view.
    case point(UnitPoint)
}

/// A value of a view's geometry, as SwiftUI's `Anchor` (its sources only: Typeset reports
/// geometry in the layout result).
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
    /// `rect` in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "rect") }
}

extension Anchor.Source where Value == CGPoint {
    /// `point` in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(name: "point") }
    /// `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(name: "unitPoint") }
}

/// How a sheet-like presentation shows.
enum SheetStyle { case sheet, fullScreenCover, popover }

/// A sheet, full-screen cover or popover, laid out in the host (the window).
struct SheetPresentation<Content: View>: PrimitiveView {
    let style: SheetStyle
    let content: Content

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let record = PresentationRecord()
        var inner = context
        inner.navigationBar = NavigationBarRecord(inheriting: context.navigationBar, presentation: record)
        let contentNode = resolveOne(content, in: inner, &inputs)
        let safeArea = context.navigationBar?.host?.safeArea ?? EdgeInsets()
        let environment = context.environment
        let compactHeight = environment.verticalSizeClass == .compact
        let coversScreen = style == .fullScreenCover
            || (compactHeight && record.compactAdaptation != .sheet && record.compactAdaptation != .popover)
            || record.compactAdaptation == .fullScreenCover
        let node: NodeID
        if coversScreen {
            let cover = ScreenRoot(content: ResolvedNodes(contentNode), insets: safeArea)
                .background { record.background ?? AnyView(PresentationMetrics.sheetBackground) }
                .containerPart(.presentedContent)
                .containerRole(.fullScreenCover)
            node = resolveOne(cover, in: context, &inputs)
        } else if environment.horizontalSizeClass == .regular {
            node = resolveOne(formSheet(contentNode, record), in: context, &inputs)
        } else {
            node = resolveOne(bottomSheet(contentNode, record, safeArea: safeArea, environment: environment), in: context, &inputs)
        }
        for problem in record.problems { inputs.tree.report(node, .invalidValue, problem) }
        inputs.list.append(node)
    }

    /// The card at the bottom of a compact-width window, at its detent.
    private func bottomSheet(_ content: NodeID, _ record: PresentationRecord, safeArea: EdgeInsets, environment: EnvironmentValues) -> some View {
        var detents = record.detents ?? [.large]
        let invalid = detents.compactMap(\.problem)
        record.problems += invalid
        detents.removeAll { $0.problem != nil }
        if detents.isEmpty {
            record.problems.append("no usable presentation detent; used .large")
            detents = [.large]
        }
        if let selection = record.selection, !detents.contains(selection) {
            record.problems.append("the selected presentation detent is not one of the sheet's detents; used the smallest")
        }
        let selection = record.selection.flatMap { detents.contains($0) ? $0 : nil }
        let radius = record.cornerRadius ?? PresentationMetrics.sheetCornerRadius
        let showsGrabber = record.dragIndicator == .visible || (record.dragIndicator == .automatic && detents.count > 1)
        let undimmed = record.backgroundInteraction?.undimmedThrough
        let layout = SheetLayout(detents: detents, selection: selection, undimmedThrough: undimmed, bottomInset: safeArea.bottom, environment: environment)
        return layout {
            PresentationMetrics.dimming.containerPart(.dimming)
            ScreenRoot(content: ResolvedNodes(content), insets: EdgeInsets(top: 0, leading: safeArea.leading, bottom: safeArea.bottom, trailing: safeArea.trailing))
                .background(alignment: .top) {
                    SheetBackground(record: record, radius: radius)
                }
                // The content keeps to the card's rounded top corners.
                .mask(alignment: .top) {
                    RoundedRectangle(cornerRadius: radius, style: .continuous).padding(.bottom, -radius)
                }
                .overlay(alignment: .top) {
                    if showsGrabber {
                        Capsule().fill(PresentationMetrics.grabberColor)
                            .frame(width: PresentationMetrics.grabberSize.width, height: PresentationMetrics.grabberSize.height)
                            .padding(.top, PresentationMetrics.grabberTop)
                            .containerPart(.grabber)
                    }
                }
                .containerPart(.presentedContent)
        }
        .containerRole(style == .popover ? .popover : .sheet)
    }

    /// The card centred in a regular-width window (UIKit's form sheet).
    private func formSheet(_ content: NodeID, _ record: PresentationRecord) -> some View {
        let radius = record.cornerRadius ?? PresentationMetrics.sheetCornerRadius
        return ZStack {
            PresentationMetrics.dimming.containerPart(.dimming)
            ResolvedNodes(content)
                .frame(width: PresentationMetrics.formSheetSize.width, height: PresentationMetrics.formSheetSize.height)
                .background {
                    RoundedRectangle(cornerRadius: radius, style: .continuous).fill(PresentationMetrics.sheetBackground)
                }
                .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
                .containerPart(.presentedContent)
        }
        .containerRole(style == .popover ? .popover : .sheet)
    }
}

/// A sheet card's background: the presentation background (or the system background) with its
/// top corners rounded; its bottom corners hang below the window's edge, out of sight.
private struct SheetBackground: View {
    let record: PresentationRecord
    let radius: CGFloat

    var body: some View {
        if let background = record.background {
            background
                .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
                .padding(.bottom, -radius)
        } else {
            RoundedRectangle(cornerRadius: radius, style: .continuous).fill(PresentationMetrics.sheetBackground)
                .padding(.bottom, -radius)
        }
    }
}

/// Lays a sheet out in the window: the dimming over everything (when the detent is dimmed),
/// the card at the bottom at its detent's height plus the bottom safe area.
struct SheetLayout: Layout, SubviewGuideMergingLayout {
    let detents: [PresentationDetent]
    let selection: PresentationDetent?
    let undimmedThrough: PresentationDetent?
    let bottomInset: CGFloat
    let environment: EnvironmentValues

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        let maxValue = max(bounds.height * (1 - PresentationMetrics.sheetTopGapRatio) - bottomInset, 0)
        var values: [(detent: PresentationDetent, value: CGFloat)] = []
        for detent in detents {
            let (value, problem) = detent.value(maxValue: maxValue, environment: environment)
            if let problem { subviews.report(.invalidValue, problem) }
            if let value { values.append((detent, value)) }
        }
        // The selected detent, else the smallest (UIKit's default when none is selected); the
        // large one when none is active here.
        let shown = values.first { $0.detent == selection } ?? values.min { $0.value < $1.value } ?? (.large, maxValue)
        let height = shown.value + bottomInset
        let dimmed: Bool
        if let undimmedThrough, let limit = values.first(where: { $0.detent == undimmedThrough })?.value {
            dimmed = shown.value > limit
        } else {
            dimmed = undimmedThrough == nil
        }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(dimmed ? bounds.size : .zero))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.maxY - height), proposal: ProposedViewSize(width: bounds.width, height: height))
    }
}
