import SwiftUI
import Testing

/// The view the previews below show.
private struct Greeting: View {
    var name: String
    var body: some View { Text("Hello, \(name)") }
}

/// A UIKit view with an intrinsic size, previewed on its own.
final class PreviewedBadge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 72, height: 28) }
}

// Every form of `#Preview` (SwiftUI's documentation: `Preview(_:body:)`,
// `Preview(_:traits:_:body:)`, the UIKit forms, `Previewable()`).
#Preview { Greeting(name: "unnamed") }

#Preview("Named") { Greeting(name: "named") }

#Preview("Fits", traits: .sizeThatFitsLayout) { Greeting(name: "fits") }

#Preview(traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
    Greeting(name: "fixed")
}

#Preview("Landscape", traits: .landscapeRight) { Greeting(name: "landscape") }

#Preview("Statements") {
    let name = ["state", "ments"].joined()
    return Greeting(name: name)
}

#Preview("Previewable") {
    @Previewable @State var count = 3
    VStack {
        Text("Count \(count)")
        Stepper("Count", value: $count)
    }
}

#Preview("Builder") {
    let name = "builder"
    Greeting(name: name)
}

#Preview("Controller", traits: .sizeThatFitsLayout) { BadgeController() }

#Preview("UIView", traits: .sizeThatFitsLayout) { PreviewedBadge() }

#Preview("Configured") {
    let controller = BadgeController()
    controller.title = "Configured"
    return controller
}

@MainActor @Suite struct PreviewTests {
    /// The previews of this file, as the registry has them.
    let previews = Preview.registered.filter { $0.fileID.hasSuffix("/PreviewTests.swift") }

    func preview(_ name: String?) throws -> Preview {
        try #require(previews.first { $0.displayName == name })
    }

    // Each `#Preview` is registered once, with its name, file and line, in file order.
    @Test func everyPreviewIsRegistered() throws {
        #expect(previews.map(\.displayName) == [nil, "Named", "Fits", nil, "Landscape", "Statements", "Previewable", "Builder", "Controller", "UIView", "Configured"])
        #expect(previews.allSatisfy { $0.fileID == "AppleStandInsTests/PreviewTests.swift" })
        #expect(previews.map(\.line) == [17, 19, 21, 23, 27, 29, 34, 42, 47, 49, 51])
    }

    // A preview shows its body.
    @Test func contentIsTheBody() throws {
        #expect(StandIns.texts(in: LayoutEngine().layout(try preview("Named")).root) == ["Hello, named"])
        #expect(StandIns.texts(in: LayoutEngine().layout(try preview("Statements")).root) == ["Hello, statements"])
        #expect(StandIns.texts(in: LayoutEngine().layout(try preview("Builder")).root) == ["Hello, builder"])
    }

    // The default layout is the device's screen; `sizeThatFitsLayout` the view's ideal size;
    // `fixedLayout` its size; orientation traits turn the device.
    @Test func traitsChooseTheLayout() throws {
        let unnamed = try #require(previews.first)
        #expect(unnamed.layout == .device && unnamed.orientation == .portrait)
        // iPhone 15: 393 × 852 points (Apple's specifications).
        #expect(LayoutEngine().layout(unnamed).root.frame.size == CGSize(width: 393, height: 852))
        #expect(LayoutEngine().layout(try preview("Landscape"), on: .iPhone15).root.frame.size == CGSize(width: 852, height: 393))

        let fits = try preview("Fits")
        #expect(fits.layout == .sizeThatFits)
        let fitted = LayoutEngine().layout(fits)
        let text = try #require(fitted.root.allNodes.first { $0.text != nil })
        #expect(fitted.root.frame.size == text.frame.size)
        #expect(fitted.root.frame.width < 393)

        let fixed = try #require(previews.first { $0.displayName == nil && $0.line == 23 })
        #expect(fixed.layout == .fixed(width: 200, height: 100))
        #expect(fixed.orientation == .landscapeLeft)
        let fixedResult = LayoutEngine().layout(fixed)
        #expect(fixedResult.root.frame.size == CGSize(width: 200, height: 100))
        let fixedText = try #require(fixedResult.root.allNodes.first { $0.text != nil })
        #expect(abs(fixedText.frame.midX - 100) < 0.5 && abs(fixedText.frame.midY - 50) < 0.5)
    }

    // `@Previewable` variables are the previewed view's state: the body reads their value.
    @Test func previewableStateIsTheViewsState() throws {
        let result = LayoutEngine().layout(try preview("Previewable"))
        #expect(StandIns.texts(in: result.root).contains("Count 3"))
        #expect(result.root.allNodes.contains { $0.kind == .control(.stepper) })
    }

    // UIKit previews are representable leaves named after the UIKit type, at its intrinsic size.
    @Test func uiKitPreviewsAreRepresentables() throws {
        let controller = LayoutEngine().layout(try preview("Controller")).root
        let leaf = try #require(controller.allNodes.first { if case .representable = $0.kind { true } else { false } })
        #expect(leaf.kind == .representable(RepresentableDescription(kind: .viewController, typeName: "BadgeController")))
        #expect(leaf.frame.size == CGSize(width: 60, height: 24))

        let view = LayoutEngine().layout(try preview("UIView")).root
        #expect(view.kind == .representable(RepresentableDescription(kind: .view, typeName: "PreviewedBadge")))
        #expect(view.frame.size == CGSize(width: 72, height: 28))

        // A body of statements with a `return`; the default layout gives it the screen.
        let configured = LayoutEngine().layout(try preview("Configured"), on: .iPhoneSE).root
        let screenLeaf = try #require(configured.allNodes.first { if case .representable = $0.kind { true } else { false } })
        #expect(screenLeaf.kind == .representable(RepresentableDescription(kind: .viewController, typeName: "BadgeController")))
        #expect(configured.frame.size == CGSize(width: 375, height: 667))
    }
}
