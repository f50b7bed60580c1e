import SwiftUI
import Testing

private struct Caption: View {
    var body: some View { Text("Caption").font(.caption).padding(8) }
}

/// A provider as Xcode templates wrote them before `#Preview`.
private struct Caption_Previews: PreviewProvider {
    static var previews: some View {
        Caption()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Caption")
            .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
            .previewInterfaceOrientation(.landscapeLeft)
    }
}

@MainActor @Suite struct PreviewProviderTests {
    // The canvas modifiers configure Xcode's canvas only: the view is laid out as without them.
    @Test func canvasModifiersLeaveTheLayoutAlone() {
        let proposal = ProposedViewSize(width: 393, height: nil)
        let previewed = LayoutEngine().layout(Caption_Previews.previews, proposal: proposal)
        let plain = LayoutEngine().layout(Caption(), proposal: proposal)
        #expect(StandIns.texts(in: previewed.root) == ["Caption"])
        #expect(previewed.root.frame == plain.root.frame)
        #expect(previewed.root.allNodes.map(\.frame) == plain.root.allNodes.map(\.frame))
        #expect(Caption_Previews.platform == nil)
    }

    // A preview device names a simulator; Typeset's preset of that name answers for it.
    @Test func previewDevicesNameDevices() {
        #expect(PreviewDevice(rawValue: "iPhone 15 Pro").device == .iPhone15Pro)
        let literal: PreviewDevice = "iPad mini (6th generation)"
        #expect(literal.device == .iPadMini)
        #expect(PreviewDevice(rawValue: "Apple Watch Ultra").device == nil)
    }
}
