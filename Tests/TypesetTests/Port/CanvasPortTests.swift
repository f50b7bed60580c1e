import Foundation
import Testing
import Typeset

/// The port suite's canvases and timelines (Views/CanvasViews.swift): what a canvas draws is
/// recorded as views of the canvas in its coordinates; a timeline is laid out at the
/// environment's moment. Layout rule: a Canvas takes the proposal as a GeometryReader does
/// (research `swiftui-semantics.md` §7).
@Suite struct CanvasPortTests {
    static func node(_ result: LayoutResult, _ id: String) throws -> LayoutNode {
        try #require(result.node(id), "no node \(id)")
    }

    /// An engine whose layouts show the moment `now`.
    static func engine(now: Date) -> LayoutEngine {
        var environment = EnvironmentValues()
        environment.now = now
        return LayoutEngine(fonts: .bundled, environment: environment)
    }

    // `Canvas`'s documentation example: an ellipse filling the canvas, stroked green 4 wide.
    @Test func strokedPathsAreRecordedAsPathShapes() throws {
        let result = Port.layout(EllipseCanvas())
        let canvas = try #require(result.nodes.first { $0.kind == .container(.canvas) })
        #expect(canvas.size == CGSize(width: 300, height: 200))
        let ellipse = try #require(canvas.allNodes.first { $0.kind == .path(name: "Path", modifications: []) })
        #expect(ellipse.frame == canvas.frame)
        #expect(ellipse.shapeOutline?.path == ShapePath(ellipseIn: CGRect(x: 0, y: 0, width: 300, height: 200)))
        #expect(ellipse.paint?.shapePaint.layers == [ShapeLayer(.stroke(StrokeStyle(lineWidth: 4), inset: false), color: .green)])
    }

    // Text drawn at a point sits with its anchor there; gradients are in canvas coordinates.
    @Test func textAndGradientsAreDrawnWhereTheContextSays() throws {
        let result = Port.layout(BarChartCanvas())
        let canvas = try Self.node(result, "chart")
        #expect(canvas.size == CGSize(width: 280, height: 160))
        let label = try Port.text("Q1", in: canvas)
        // 280 / 8 = 35-point bars from 17.5; "Q1" centred on the first, its bottom on the canvas's.
        #expect(abs(label.frame.midX - (canvas.frame.minX + 35)) < 1e-9)
        #expect(abs(label.frame.maxY - canvas.frame.maxY) < 1e-9)
        let bars = canvas.allNodes.filter { $0.paint?.shapePaint.gradient != nil }
        #expect(bars.count == 4)
        guard case .linear(_, let start, let end)? = bars.first?.paint?.shapePaint.gradient else {
            Issue.record("no linear gradient")
            return
        }
        #expect(abs(start.x - 17.5 / 280) < 1e-9 && abs(end.y - 1) < 1e-9)
        let grid = try #require(canvas.allNodes.first { $0.paint?.shapePaint.strokeStyle?.dash == [4, 4] })
        #expect(grid.shapeOutline?.path.elements.count == 10)
    }

    // A resolved symbol drawn four times through a turning transform: four copies, each under
    // the context's transform as a transform effect.
    @Test func symbolsAreDrawnThroughTheTransform() throws {
        let result = Port.layout(SymbolCanvas())
        let canvas = try Self.node(result, "symbolCanvas")
        let transforms = canvas.allNodes.compactMap { node -> [CGFloat]? in
            if case .effect(.transform(let a, let b, let c, let d, let tx, let ty)) = node.kind { return [a, b, c, d, tx, ty] }
            return nil
        }
        #expect(transforms.count == 4)
        #expect(transforms.first == [1, 0, 0, 1, 60, 60])
        // The second copy is turned a quarter: (cos 90°, sin 90°, −sin 90°, cos 90°).
        #expect(transforms.count > 1 && abs(transforms[1][0]) < 1e-9 && abs(transforms[1][1] - 1) < 1e-9 && abs(transforms[1][2] + 1) < 1e-9)
        #expect(canvas.allNodes.filter { $0.kind == .shape(.circle) }.count == 4)
    }

    // A clip masks what is drawn after it; the context's opacity is an opacity effect.
    @Test func clipsAndOpacityApplyToLaterDrawing() throws {
        let result = Port.layout(ClippedCanvas())
        let canvas = try Self.node(result, "clippedCanvas")
        let masks = canvas.allNodes.filter { if case .mask = $0.kind { true } else { false } }
        #expect(masks.count == 2)
        #expect(canvas.allNodes.contains { $0.kind == .opacity(0.5) })
    }

    // A timeline updating every minute shows the layout's moment: at 10:30 UTC the minute hand
    // points down and the hour hand between 10 and 11.
    @Test func timelinesShowTheLayoutMoment() throws {
        let moment = Date(timeIntervalSinceReferenceDate: 10 * 3600 + 30 * 60)
        let result = Port.layout(ClockFace(), engine: Self.engine(now: moment))
        let clock = try Self.node(result, "clock")
        let hands = clock.allNodes.filter { $0.paint?.shapePaint.strokeStyle?.lineCap == .round }
        #expect(hands.count == 2)
        let ends = hands.compactMap { $0.shapeOutline?.path.currentPoint }
        #expect(ends.count == 2)
        // The minute hand: 0.8 of the 50-point radius straight down from the centre.
        #expect(ends.contains { abs($0.x - 50) < 1e-9 && abs($0.y - 90) < 1e-9 })
        // The hour hand at 10.5 / 12 of a turn: 225° from +x, half the radius long.
        let hour = CGPoint(x: 50 + 25 * cos(1.25 * .pi), y: 50 + 25 * sin(1.25 * .pi))
        #expect(ends.contains { abs($0.x - hour.x) < 1e-9 && abs($0.y - hour.y) < 1e-9 })
    }

    // A periodic schedule shows its last entry not after the moment; before its first entry the
    // view shows the moment itself (it appeared then).
    @Test func periodicTimelinesShowTheirLastEntry() throws {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let result = Port.layout(TickingLabel(start: start), engine: Self.engine(now: start.addingTimeInterval(25)))
        #expect(Port.hasText("20 s", in: result.root))
        let early = Port.layout(TickingLabel(start: start), engine: Self.engine(now: start.addingTimeInterval(-5)))
        #expect(Port.hasText("-5 s", in: early.root))
    }
}

/// The port suite's remote images (Views/AsyncImageViews.swift). Research `ios-metrics.md` §7:
/// before loading, the standard placeholder fills the available space (a resizable redacted
/// image in the foreground at 16 %); a loaded image is shown at its own size.
@Suite struct AsyncImagePortTests {
    static let url = URL(string: "https://example.com/logo.png")!
    static let broken = URL(string: "https://example.com/missing.png")!

    static var engine: LayoutEngine {
        var catalog = ImageCatalog()
        catalog.registerRemoteImage(at: url, pixelSize: CGSize(width: 300, height: 150))
        catalog.registerRemoteFailure(at: broken, "404")
        var environment = EnvironmentValues()
        environment.imageCatalog = catalog
        return LayoutEngine(fonts: .bundled, environment: environment)
    }

    @Test func theEmptyPhaseShowsTheStandardPlaceholder() throws {
        let result = Port.layout(RemoteLogo(url: URL(string: "https://example.com/unknown.png")), engine: Self.engine)
        let logo = try #require(result.node("logo"))
        let placeholder = try #require(logo.allNodes.first { $0.kind == .shape(.rectangle) })
        #expect(placeholder.size == CGSize(width: 200, height: 200))
        let fill = try #require(placeholder.paint?.shapePaint.fill)
        #expect(fill.red == 0 && fill.green == 0 && fill.blue == 0 && abs(fill.alpha - 0.16) < 1e-9)
        #expect(Port.layout(RemoteLogo(url: nil)).node("logo")?.allNodes.contains { $0.kind == .shape(.rectangle) } == true)
    }

    @Test func registeredURLsLoadAtTheirOwnSize() throws {
        let result = Port.layout(RemoteLogo(url: Self.url), engine: Self.engine)
        let image = try #require(result.node("logo")?.allNodes.first { $0.name == "Image" })
        #expect(image.size == CGSize(width: 300, height: 150))
        // A scale of 2: half the pixels in points.
        let phases = Port.layout(RemotePhases(url: Self.url), engine: Self.engine)
        #expect(phases.node("phases")?.allNodes.first { $0.name == "Image" }?.size == CGSize(width: 150, height: 75))
        // The content closure makes it resizable: it takes the 50 × 50 frame.
        let avatar = Port.layout(RemoteAvatar(url: Self.url), engine: Self.engine)
        #expect(avatar.node("avatar")?.allNodes.first { $0.name == "Image" }?.size == CGSize(width: 50, height: 50))
    }

    @Test func failuresAndPlaceholdersShowTheirViews() throws {
        let failed = Port.layout(RemotePhases(url: Self.broken), engine: Self.engine)
        #expect(failed.node("phases")?.allNodes.first { $0.kind == .shape(.color) }?.paint?.shapePaint.fill == .red)
        let loading = Port.layout(RemotePhases(url: nil), engine: Self.engine)
        #expect(loading.node("phases")?.allNodes.first { $0.kind == .shape(.color) }?.paint?.shapePaint.fill == .blue)
        let avatar = Port.layout(RemoteAvatar(url: nil), engine: Self.engine)
        #expect(avatar.node("avatar")?.allNodes.contains { $0.kind == .control(.progressView) } == true)
        let banner = Port.layout(RemoteBanner(url: Self.broken), engine: Self.engine)
        #expect(banner.node("banner")?.allNodes.contains { $0.imageName == "wifi.slash" } == true)
    }
}

extension LayoutNode {
    /// The name of the image this node shows, if it is an image.
    var imageName: String? {
        if case .image(let image) = kind { return image.name }
        return nil
    }
}
