import Foundation
import Testing
import Typeset

/// Metal shader effects and `visualEffect` (Design §6, "Effects Typeset does not draw"):
/// SwiftUI's surface, the layout unchanged (Apple: these effects draw the view's pixels and do
/// not affect layout), each effect reported as not drawn with the view's path.
@Suite struct ShaderTests {
    @Test func shaderLibraryFunctionsAndArguments() {
        let shader = ShaderLibrary.ripple(.float(2), .float2(CGPoint(x: 1, y: 2)), .color(.red), .boundingRect)
        #expect(shader.function.name == "ripple")
        #expect(shader.function.library == .default)
        #expect(shader.arguments.count == 4)
        #expect(shader.arguments[3] == .boundingRect)
        let named = ShaderLibrary.default.wave(.float3(1.0, 2.0, 3.0))
        #expect(named.function == ShaderFunction(library: .default, name: "wave"))
        #expect(named.arguments == [.float3(1.0, 2.0, 3.0)])
        let built = Shader(function: ShaderFunction(library: .default, name: "wave"), arguments: [.float3(1.0, 2.0, 3.0)])
        #expect(built == named)
    }

    @Test func effectsLeaveTheLayoutAndAreReported() throws {
        let card = Text("Card").padding()
        let plain = Port.layout(VStack { card })
        let effects = Port.layout(
            VStack {
                card
                    .colorEffect(ShaderLibrary.heart(.float(1)))
                    .distortionEffect(ShaderLibrary.wave(.float(0)), maxSampleOffset: CGSize(width: 10, height: 10))
                    .layerEffect(ShaderLibrary.blur(), maxSampleOffset: .zero, isEnabled: false)
            })
        #expect(effects.root.allNodes.map(\.frame) == plain.root.allNodes.map(\.frame))
        let reported = effects.diagnostics.filter { $0.kind == .unsupported }
        #expect(reported.count == 2)
        #expect(reported.contains { $0.message.contains("colorEffect") && $0.message.contains("heart") })
        #expect(reported.contains { $0.message.contains("distortionEffect") && $0.message.contains("wave") })
        // A disabled effect is not drawn in SwiftUI either: nothing to report.
        #expect(!reported.contains { $0.message.contains("layerEffect") })
        #expect(reported.allSatisfy { $0.view.hasPrefix("VStack") })
    }

    @Test func visualEffectLeavesTheLayoutAndIsReported() {
        let plain = Port.layout(Text("Row"))
        let effect = Port.layout(
            Text("Row").visualEffect { content, proxy in
                content.offset(y: -min(0, proxy.frame(in: .scrollView).minY)).blur(radius: 2).colorEffect(ShaderLibrary.tint())
            })
        #expect(effect.root.frame == plain.root.frame)
        #expect(effect.diagnostics.contains { $0.kind == .unsupported && $0.message.contains("visualEffect") })
    }
}
