import Foundation
import Testing
@testable import Typeset

/// Odd input to the drawing families and controls: layout completes, the value is replaced by
/// the rule the diagnostic states, the diagnostic names the view, and no frame is NaN.
@Suite struct DrawingInputTests {
    static func layout<V: View>(_ view: V) -> LayoutResult {
        LayoutEngine().layout(view, proposal: ProposedViewSize(width: 300, height: 400))
    }

    static func allFinite(_ result: LayoutResult) -> Bool {
        !result.nodes.isEmpty && result.nodes.allSatisfy { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
    }

    // A DatePicker range whose bounds are reversed. Swift's `...` traps on such a range before a
    // view sees it, and so does `ClosedRange(uncheckedBounds:)` in a debug build; an optimised
    // build can pass one: the picker reports it and uses the bounds swapped.
    @Test func reversedDateRangesAreSwappedAndReported() throws {
        let late = Date(timeIntervalSinceReferenceDate: 86_400 * 10)
        let picker = DatePicker(
            label: Text("Day"), selection: Date(timeIntervalSinceReferenceDate: -86_400 * 50), lower: late,
            upper: Date(timeIntervalSinceReferenceDate: 0), components: .date)
        let result = Self.layout(picker)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .invalidValue && diagnostic.view.contains("DatePicker") && diagnostic.message.contains("swapped"))
        // The selection, before the range, shows its lower bound: the reference date.
        #expect(result.nodes.contains { $0.kind == .text(string: "Jan 1, 2001") })
        #expect(Self.allFinite(result))
    }

    /// A view given bad numbers and the words its diagnostic must contain.
    struct BadShape: Sendable, CustomTestStringConvertible {
        let name: String
        let view: @Sendable () -> AnyView
        let message: String
        var testDescription: String { name }
    }

    static let badShapes: [BadShape] = [
        BadShape(name: "trim", view: { AnyView(Capsule().trim(from: 0.8, to: 0.2).stroke(.red)) }, message: "does not start before it ends"),
        BadShape(name: "trimNaN", view: { AnyView(Circle().trim(from: .nan, to: 1).fill(.red)) }, message: "trim has a non-finite value"),
        BadShape(name: "rotation", view: { AnyView(Rectangle().rotation(.degrees(.infinity)).fill(.red)) }, message: "rotation has a non-finite value"),
        BadShape(name: "scale", view: { AnyView(Rectangle().scale(x: .nan).fill(.red)) }, message: "scale has a non-finite value"),
        BadShape(name: "offset", view: { AnyView(Ellipse().offset(x: .infinity).fill(.red)) }, message: "offset has a non-finite value"),
        BadShape(name: "inset", view: { AnyView(Circle().inset(by: .nan).fill(.red)) }, message: "inset(by: nan) is not finite"),
        BadShape(name: "lineWidth", view: { AnyView(Circle().stroke(.blue, lineWidth: -3)) }, message: "lineWidth -3"),
        BadShape(name: "strokeBorderNaN", view: { AnyView(Circle().strokeBorder(.blue, lineWidth: .nan)) }, message: "lineWidth nan"),
        BadShape(name: "dash", view: { AnyView(Rectangle().stroke(.blue, style: StrokeStyle(dash: [0, 0]))) }, message: "no positive length"),
        BadShape(name: "dashPhase", view: { AnyView(Rectangle().stroke(.blue, style: StrokeStyle(dash: [2, 2], dashPhase: .nan))) }, message: "dashPhase nan"),
        BadShape(name: "miter", view: { AnyView(Rectangle().stroke(.blue, style: StrokeStyle(miterLimit: -1))) }, message: "miterLimit -1"),
    ]

    // Shapes with bad numbers: every one reported with its view's path, nothing NaN drawn.
    @Test(arguments: badShapes)
    func badShapeNumbersAreReported(_ bad: BadShape) throws {
        let result = Self.layout(bad.view().frame(width: 50, height: 50))
        #expect(result.diagnostics.contains { $0.message.contains(bad.message) && $0.kind == .invalidValue }, "\(bad.name): \(result.diagnostics)")
        #expect(Self.allFinite(result))
        for node in result.nodes {
            #expect(node.shapeOutline?.path.isFinite ?? true)
            #expect(node.shapeOutline?.insetPaths.allSatisfy(\.isFinite) ?? true)
        }
    }

    // A custom shape returning non-finite points, or a NaN size: the points are dropped and the
    // size clamped, each reported.
    @Test func customShapesWithBadGeometry() throws {
        struct Broken: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
                    path.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
                    path.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
                }
            }
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: CGFloat.nan, height: 20) }
        }
        let result = Self.layout(Broken())
        #expect(result.diagnostics.contains { $0.view.hasSuffix("Broken") && $0.message.contains("non-finite point") })
        #expect(result.diagnostics.contains { $0.kind == .invalidSize })
        #expect(Self.allFinite(result))
        #expect(result.nodes.first { $0.name == "Broken" }?.shapeOutline?.path.boundingRect == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    // Canvas drawing with bad numbers: a NaN point is dropped from its path, a NaN line width
    // strokes nothing, each reported; an empty canvas draws nothing.
    @Test func canvasesWithBadNumbers() throws {
        let result = Self.layout(Canvas { context, _ in
            var path = Path()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
            context.stroke(path, with: .color(.red), lineWidth: 2)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), lineWidth: .nan)
            context.scaleBy(x: .nan, y: 1)
            context.draw(Text("x"), at: CGPoint(x: 5, y: 5))
        }.frame(width: 40, height: 40))
        #expect(result.diagnostics.contains { $0.message.contains("non-finite point") })
        #expect(result.diagnostics.contains { $0.message.contains("lineWidth nan") })
        #expect(result.nodes.contains { $0.kind == .container(.canvas) })
        #expect(Self.layout(Canvas { _, _ in }).nodes.contains { $0.kind == .container(.canvas) })
    }

    // A gauge of a value with no finite fraction shows 0 and says so; a NaN slider value and an
    // empty picker lay out without a crash.
    @Test func controlsWithBadValues() throws {
        let gauge = Self.layout(Gauge(value: Double.nan, in: 0...1) { Text("G") })
        #expect(gauge.diagnostics.contains { $0.view.contains("Gauge") && $0.message.contains("shows 0") })
        #expect(Self.allFinite(gauge))
        #expect(Self.allFinite(Self.layout(Slider(value: .constant(Double.nan), in: 0...1))))
        let picker = Self.layout(Picker("Empty", selection: .constant(0)) { EmptyView() }.pickerStyle(.wheel))
        #expect(picker.diagnostics.contains { $0.message.contains("no options") })
        let segmented = Self.layout(Picker("Empty", selection: .constant(0)) { EmptyView() }.pickerStyle(.segmented))
        #expect(Self.allFinite(segmented))
    }

    /// A toggle style that draws the toggle of the style outside it, bordered.
    struct BorderedToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).border(.red)
        }
    }

    /// A labeled-content style that shows the content of the style outside it, padded.
    struct PaddedLabeledContentStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            LabeledContent(configuration).padding(3)
        }
    }

    // A control made from its configuration inside its own style's body takes the style set
    // outside that one (here the default), as in SwiftUI; it used to build itself again without
    // end, growing without bound.
    @Test func controlsMadeInsideTheirOwnStyleTakeTheOuterStyle() throws {
        let toggle = Self.layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(BorderedToggleStyle()))
        // The outer toggle (this style) and the inner one (the default style's switch).
        #expect(toggle.nodes.filter { $0.kind == .control(.toggle) }.count == 2)
        #expect(toggle.nodes.contains { $0.kind == .text(string: "Wi-Fi") })
        let labeled = Self.layout(LabeledContent("Name", value: "Ada").labeledContentStyle(PaddedLabeledContentStyle()))
        #expect(labeled.nodes.filter { $0.kind == .control(.labeledContent) }.count == 2)
        #expect(labeled.nodes.contains { $0.kind == .text(string: "Ada") })
        // Nested styles: the inner style's control takes the outer style, then the default.
        let nested = Self.layout(Toggle("On", isOn: .constant(false)).toggleStyle(BorderedToggleStyle()).toggleStyle(BorderedToggleStyle()))
        #expect(nested.nodes.filter { $0.kind == .control(.toggle) }.count == 3)
    }
}
