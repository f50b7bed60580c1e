// Uses only `public` API: this package cannot see Typeset's `package` declarations.
import Foundation
import Typeset

let view = VStack(alignment: .leading) {
    Text("Label")
    HStack {
        Text("→").id("arrow")
        Text("Value")
    }
}

// The names of issue 3's "The result", as written there.
let collection = try FontCollection()
let env = EnvironmentValues()
let engine = LayoutEngine()  // bundled fonts, default environment
let customEngine = LayoutEngine(fonts: collection, environment: env)
let result = engine.layout(view, proposal: ProposedViewSize(width: 390, height: nil))
let size: CGSize = result.size
let root: LayoutNode = result.root
guard let node = result.node("arrow") else {
    print("no node marked arrow")
    exit(1)
}
let frame: CGRect = node.frame
let dimensions: ViewDimensions = node.dimensions
let children: [LayoutNode] = node.children
let lines: [TextLine]? = node.text?.lines
let diagnostics: [Diagnostic] = result.diagnostics
print("size \(size), root \(root.kind), arrow at \(frame), first baseline \(dimensions[.firstTextBaseline])")
print("explicit leading \(String(describing: dimensions[explicit: .leading])), \(children.count) children, \(diagnostics.count) diagnostics")
if let line = lines?.first, let text = node.text {
    print("line \"\(text.string[line.range])\" baseline \(line.baseline) width \(line.width)")
}
print(customEngine.layout(view, proposal: .unspecified).dump())

// A custom Layout and a custom alignment guide, as a SwiftUI client writes them.
struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

enum OneThird: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
}

let custom = engine.layout(
    Row {
        Text("a")
        Color.red.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment(OneThird.self)) { $0[.bottom] }
    }, proposal: .unspecified)
print("Row \(custom.size), merged custom guide \(custom.root.dimensions[VerticalAlignment(OneThird.self)])")
