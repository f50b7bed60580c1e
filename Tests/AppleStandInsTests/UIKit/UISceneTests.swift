import SwiftUI
import Testing

/// Reads the safe area as apps do to pad a custom bar: through the key window of the first
/// connected window scene.
struct SafeAreaProbe: View {
    var body: some View {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let insets = scene?.keyWindow?.safeAreaInsets ?? .zero
        return Text("\(Int(insets.top)) \(Int(insets.left)) \(Int(insets.bottom)) \(Int(insets.right))")
    }
}

@Suite struct UISceneTests {
    // The window scene is the device's screen; its key window has the device's safe area
    // (iPhone 15: 59 pt top, 34 pt home indicator; landscape 59 pt each side, 21 pt bottom; the
    // values `Device` cites).
    @Test func keyWindowHasTheDevicesSafeArea() {
        #expect(StandIns.texts(in: LayoutEngine().layout(SafeAreaProbe(), on: .iPhone15).root) == ["59 0 34 0"])
        let landscape = LayoutEngine().layout(SafeAreaProbe(), on: .iPhone15, orientation: .landscapeLeft)
        #expect(StandIns.texts(in: landscape.root) == ["0 59 21 59"])
        #expect(StandIns.texts(in: LayoutEngine().layout(SafeAreaProbe(), on: .iPhoneSE).root) == ["20 0 0 0"])
        // The SE has no sensor housing: turned, it has no status bar and nothing to inset.
        let turnedSE = LayoutEngine().layout(SafeAreaProbe(), on: .iPhoneSE, orientation: .landscapeLeft)
        #expect(StandIns.texts(in: turnedSE.root) == ["0 0 0 0"])
    }

    // Outside a device layout: the iPhone 15 in portrait, one scene, one key window.
    @Test func oneSceneWithOneKeyWindow() throws {
        let scenes = UIApplication.shared.connectedScenes
        #expect(scenes.count == 1)
        let scene = try #require(scenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.screen.bounds.size == CGSize(width: 393, height: 852))
        let window = try #require(scene.keyWindow)
        #expect(window.isKeyWindow)
        #expect(window.frame == scene.screen.bounds)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(UIApplication.shared.windows.count == 1)
        #expect(scene.interfaceOrientation.isPortrait)
        #expect(UIView().safeAreaInsets == .zero)
    }
}
