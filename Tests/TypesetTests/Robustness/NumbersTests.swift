import Foundation
import Testing
@testable import Typeset

/// Every number that enters layout, given every bad value: layout completes, the value is
/// clamped per the design document (or the rule the diagnostic states), the diagnostic names the view, and
/// nothing in the result (frame, guide, baseline, glyph position) is NaN or infinite (issue 10).
@Suite struct NumbersTests {
    static let badValues: [CGFloat] = [.nan, .infinity, -.infinity, -1, 1e300]

    /// One number of the API: the view that uses `value`, the diagnostic expected for it (nil
    /// when the value is legal) and the name of the view the diagnostic must point to.
    struct Parameter: Sendable, CustomTestStringConvertible {
        let name: String
        let view: @Sendable (CGFloat) -> AnyView
        let expected: @Sendable (CGFloat) -> Diagnostic.Kind?
        let path: String
        var proposal: @Sendable (CGFloat) -> ProposedViewSize = { _ in ProposedViewSize(width: 300, height: nil) }
        var testDescription: String { name }
    }

    static func text() -> Text { Text("Ag fi fl") }
    static func sample(_ content: some View) -> AnyView {
        AnyView(VStack { content; Text("below") })
    }

    static let notFinite: @Sendable (CGFloat) -> Bool = { !$0.isFinite }
    static func kind(_ kind: Diagnostic.Kind, when bad: @escaping @Sendable (CGFloat) -> Bool) -> @Sendable (CGFloat) -> Diagnostic.Kind? {
        { bad($0) ? kind : nil }
    }
    /// Negative or not finite.
    static let negativeOrNotFinite: @Sendable (CGFloat) -> Bool = { !($0.isFinite && $0 >= 0) }

    static let parameters: [Parameter] = [
        Parameter(name: "frame(width:)", view: { sample(Color.red.frame(width: $0, height: 10)) },
                  expected: kind(.invalidFrame, when: negativeOrNotFinite), path: "Frame"),
        Parameter(name: "frame(height:)", view: { sample(text().frame(height: $0)) },
                  expected: kind(.invalidFrame, when: negativeOrNotFinite), path: "Frame"),
        Parameter(name: "frame(minWidth:)", view: { sample(text().frame(minWidth: $0)) },
                  expected: kind(.invalidFrame, when: { !$0.isFinite || $0 < 0 }), path: "Frame"),
        Parameter(name: "frame(idealHeight:)", view: { sample(text().frame(idealHeight: $0)) },
                  expected: kind(.invalidFrame, when: negativeOrNotFinite), path: "Frame"),
        // ∞ is a legal maximum; a maximum below the minimum is raised to it (Design §6).
        Parameter(name: "frame(minWidth: 20, maxWidth:)", view: { sample(text().frame(minWidth: 20, maxWidth: $0)) },
                  expected: kind(.invalidFrame, when: { $0.isNaN || $0 < 20 }), path: "Frame"),
        Parameter(name: "padding", view: { sample(text().padding($0)) },
                  expected: kind(.invalidValue, when: notFinite), path: "Padding"),
        Parameter(name: "VStack spacing", view: { sample(VStack(spacing: $0) { text(); text() }) },
                  expected: kind(.invalidValue, when: notFinite), path: "VStack"),
        Parameter(name: "HStack spacing", view: { sample(HStack(spacing: $0) { text(); text() }) },
                  expected: kind(.invalidValue, when: notFinite), path: "HStack"),
        Parameter(name: "offset", view: { sample(text().offset(x: $0, y: 2)) },
                  expected: kind(.invalidValue, when: notFinite), path: "Offset"),
        Parameter(name: "position", view: { sample(text().position(x: 3, y: $0)) },
                  expected: kind(.invalidValue, when: notFinite), path: "Position"),
        Parameter(name: "aspectRatio", view: { sample(Color.red.aspectRatio($0, contentMode: .fit)) },
                  expected: kind(.invalidValue, when: { !($0.isFinite && $0 > 0) }), path: "AspectRatio"),
        // ±∞ priorities only order children; NaN orders nothing.
        Parameter(name: "layoutPriority", view: { value in sample(HStack { text().layoutPriority(Double(value)); text() }) },
                  expected: kind(.invalidValue, when: { $0.isNaN }), path: "LayoutPriority"),
        Parameter(name: "alignmentGuide closure", view: { value in
            sample(HStack(alignment: .top) { text().alignmentGuide(.top) { _ in value }; Color.blue.frame(width: 5, height: 5) })
        }, expected: kind(.invalidGuide, when: notFinite), path: "AlignmentGuide"),
        Parameter(name: "Spacer(minLength:)", view: { value in sample(HStack { text(); Spacer(minLength: value) }) },
                  expected: kind(.invalidValue, when: negativeOrNotFinite), path: "Spacer"),
        // The root proposal: NaN is unspecified, negative is 0, ∞ asks for the maximum (a
        // greedy view then takes its ideal size in the result).
        Parameter(name: "proposal", view: { _ in sample(HStack { text(); Color.red }) },
                  expected: { $0.isNaN || $0 < 0 ? .invalidProposal : ($0 == .infinity ? .invalidSize : nil) },
                  path: "VStack", proposal: { ProposedViewSize(width: $0, height: nil) }),
        Parameter(name: "displayScale", view: { sample(text().environment(\.displayScale, $0)) },
                  expected: kind(.invalidValue, when: { !($0.isFinite && $0 > 0) }), path: "Text"),
        Parameter(name: "font size", view: { sample(text().font(.system(size: $0))) },
                  expected: kind(.invalidValue, when: negativeOrNotFinite), path: "Text"),
        Parameter(name: "kerning", view: { sample(text().kerning($0)) },
                  expected: kind(.invalidValue, when: notFinite), path: "Text"),
        Parameter(name: "tracking", view: { sample(text().tracking($0)) },
                  expected: kind(.invalidValue, when: notFinite), path: "Text"),
        Parameter(name: "lineSpacing", view: { sample(Text("one\ntwo").lineSpacing($0)) },
                  expected: kind(.invalidValue, when: negativeOrNotFinite), path: "Text"),
        Parameter(name: "minimumScaleFactor", view: { sample(text().minimumScaleFactor($0).lineLimit(1).frame(width: 20)) },
                  expected: kind(.invalidValue, when: { !($0.isFinite && $0 >= 0.01 && $0 <= 1) }), path: "Text"),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let parameter: Parameter
        let value: CGFloat
        var testDescription: String { "\(parameter.name) = \(value)" }
    }

    static let cases = parameters.flatMap { parameter in badValues.map { Case(parameter: parameter, value: $0) } }

    @Test(arguments: cases)
    func badNumbersAreClampedAndReported(_ c: Case) {
        let result = LayoutEngine().layout(c.parameter.view(c.value), proposal: c.parameter.proposal(c.value))
        Self.expectFinite(result)
        if let kind = c.parameter.expected(c.value) {
            let matching = result.diagnostics.filter { $0.kind == kind }
            #expect(!matching.isEmpty, "expected \(kind), got \(result.diagnostics)")
            #expect(matching.allSatisfy { $0.view.hasPrefix("VStack") && $0.view.contains(c.parameter.path) }, "\(matching)")
        } else {
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        }
    }

    /// lineLimit takes an integer: below 1 is 1.
    @Test(arguments: [0, -5, Int.min])
    func lineLimitsBelowOneAreOne(_ limit: Int) {
        let result = LayoutEngine().layout(Text("one two three").lineLimit(limit).frame(width: 30), proposal: .unspecified)
        let one = LayoutEngine().layout(Text("one two three").lineLimit(1).frame(width: 30), proposal: .unspecified)
        Self.expectFinite(result)
        #expect(result.diagnostics.map(\.kind) == [.invalidValue])
        #expect(result.diagnostics.first?.view == "Frame[0]/Text")
        #expect(result.size == one.size)
    }

    /// No frame, guide, baseline or glyph position in `result` is NaN or infinite.
    static func expectFinite(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.size.width.isFinite && result.size.height.isFinite, sourceLocation: sourceLocation)
        for node in result.root.allNodes {
            let frame = node.frame
            let numbers = [frame.minX, frame.minY, frame.width, frame.height]
                + node.explicitGuides.map(\.value)
                + [node.dimensions[HorizontalAlignment.center], node.dimensions[VerticalAlignment.firstTextBaseline]]
                + (node.text?.lines.flatMap { [$0.baseline, $0.ascent, $0.descent, $0.width] } ?? [])
                + (node.text?.lines.flatMap { $0.runs.flatMap { $0.positions.flatMap { [$0.x, $0.y] } } } ?? [])
            let allFinite = numbers.allSatisfy { $0.isFinite }
            #expect(allFinite, "\(node.path): \(numbers)", sourceLocation: sourceLocation)
        }
    }
}
