import SwiftUI
import Testing
import TypesetRender

/// A UIKit view with no size of its own: the representable takes the proposal.
final class MapCanvas: UIView {
    var pins = 0
}

struct MapView: UIViewRepresentable {
    let pins: Int
    func makeUIView(context: Context) -> MapCanvas { MapCanvas(frame: .zero) }
    func updateUIView(_ uiView: MapCanvas, context: Context) { uiView.pins = pins }
}

/// A representable that answers its own size: as wide as proposed (320 when unspecified),
/// 44 tall, and records what it was asked.
struct RatingControl: UIViewRepresentable {
    final class Coordinator {
        var proposals: [ProposedViewSize] = []
    }
    let coordinator = Coordinator()

    func makeCoordinator() -> Coordinator { coordinator }
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemYellow
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        context.coordinator.proposals.append(proposal)
        return CGSize(width: proposal.width ?? 320, height: 44)
    }
}

/// A controller representable that answers its size from its view's intrinsic size.
final class BadgeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 24) }
}

final class BadgeController: UIViewController {
    override func loadView() { view = BadgeView() }
}

struct Badge: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> BadgeController { BadgeController() }
    func updateUIViewController(_ uiViewController: BadgeController, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: BadgeController, context: Context) -> CGSize? {
        uiViewController.view.intrinsicContentSize
    }
}

/// A controller representable without `sizeThatFits`.
struct SharePanel: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// A representable whose answer is not a size.
struct BrokenGauge: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: CGFloat.nan, height: -5)
    }
}

/// Counts the evaluations of a body.
final class BodyEvaluations {
    var count = 0
}

/// A map under a title, whose body counts its evaluations.
struct CountedMapScreen: View {
    let evaluations: BodyEvaluations
    var body: some View {
        evaluations.count += 1
        return VStack {
            Text("Map")
            MapView(pins: 3).frame(height: 100)
        }
    }
}

@Suite struct RepresentableTests {
    // Design §0.4: a tree with a representable is not kept, not even to skip the resolve of the
    // same value: its sizing may hold a platform view, which laid out from the kept tree on
    // another thread would be shared. The same value is resolved again.
    @Test func aScreenWithARepresentableIsResolvedAgain() {
        let evaluations = BodyEvaluations()
        let screen = CountedMapScreen(evaluations: evaluations)
        let engine = LayoutEngine()
        _ = engine.layout(screen, proposal: ProposedViewSize(width: 200, height: 400))
        _ = engine.layout(screen, proposal: ProposedViewSize(width: 300, height: 400))
        #expect(evaluations.count == 2)
    }

    // Without `sizeThatFits`, a representable takes the proposal (as a shape: 10 when unspecified).
    @Test func withoutSizeThatFitsTheProposalIsTaken() throws {
        let result = StandIns.layout(VStack(spacing: 0) { MapView(pins: 3).frame(height: 200).id("map") }, width: 393)
        let map = try #require(result.node("map")?.children.first)
        #expect(map.kind == .representable(RepresentableDescription(kind: .view, typeName: "MapView")))
        #expect(map.frame.size == CGSize(width: 393, height: 200))
        #expect(StandIns.layout(MapView(pins: 0), width: 100).root.frame.size == CGSize(width: 100, height: 10))
        #expect(LayoutEngine().layout(SharePanel(), proposal: ProposedViewSize(width: 300, height: 500)).root.frame.size
            == CGSize(width: 300, height: 500))
    }

    // With `sizeThatFits`, its answer is the size, for each proposal it is asked.
    @Test func sizeThatFitsAnswersTheProposal() throws {
        let rating = RatingControl()
        let result = StandIns.layout(
            VStack(spacing: 8) {
                Text("Rate this app")
                rating.id("rating")
            }.padding(16),
            width: 393)
        let node = try #require(result.node("rating"))
        #expect(node.frame.size == CGSize(width: 361, height: 44))
        #expect(!rating.coordinator.proposals.isEmpty)
        #expect(rating.coordinator.proposals.contains(ProposedViewSize(width: 361, height: nil)))

        let badge = try #require(StandIns.layout(HStack { Badge().id("badge"); Spacer() }).node("badge"))
        #expect(badge.frame.size == CGSize(width: 60, height: 24))
        #expect(badge.kind == .representable(RepresentableDescription(kind: .viewController, typeName: "Badge")))
    }

    // A bad answer is clamped and reported with the view's path; layout goes on.
    @Test func badAnswersAreClampedAndReported() throws {
        let result = StandIns.layout(VStack { BrokenGauge().id("gauge"); Text("after") })
        let gauge = try #require(result.node("gauge"))
        #expect(gauge.frame.size == .zero)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.view.contains("UIViewRepresentable") })
    }

    // The dump and the renderer mark the view: the renderer draws a placeholder in its frame.
    @Test func renderersDrawAPlaceholder() throws {
        let result = StandIns.layout(MapView(pins: 1).frame(width: 200, height: 120))
        #expect(result.dump().contains("UIViewRepresentable [MapView]"))
        let list = displayList(for: result, guides: false)
        let placeholders = list.commands.flatMap(\.allCommands).compactMap { command -> PlatformViewPlaceholder? in
            if case .platformView(let view) = command { return view }
            return nil
        }
        #expect(placeholders.count == 1)
        #expect(placeholders.first?.rect.size == CGSize(width: 200, height: 120))
        #expect(placeholders.first?.label == "MapView (UIViewRepresentable)")
        // Drawn: below the name's label, every pixel of the frame is opaque and grey (fill
        // 0xeef0f3, hatching, outline).
        let image = try Renderer.rasterize(list)
        #expect(image.width == 200 && image.height == 120)
        let pixels = (20..<image.height).flatMap { y in (0..<image.width).map { x in image.rgba(x: x, y: y) } }
        #expect(!pixels.isEmpty)
        #expect(pixels.allSatisfy { $0.alpha == 255 && $0.red < 250 && $0.blue < 250 })
    }
}

extension DrawCommand {
    /// This command and every command nested in it.
    var allCommands: [DrawCommand] {
        switch self {
        case .group(_, let inner), .clip(_, let inner), .transform(_, let inner), .shadow(_, let inner), .blur(_, let inner):
            [self] + inner.flatMap(\.allCommands)
        case .mask(let content, let mask):
            [self] + (content + mask).flatMap(\.allCommands)
        default:
            [self]
        }
    }
}
