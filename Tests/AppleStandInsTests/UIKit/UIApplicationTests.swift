import SwiftUI
import Testing

/// Shows what UIKit says about the screen and device while the body is evaluated.
struct DeviceProbe: View {
    var body: some View {
        let bounds = UIScreen.main.bounds
        let idiom = UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone"
        return Text("\(Int(bounds.width))×\(Int(bounds.height)) \(idiom) @\(Int(UIScreen.main.scale))x")
    }
}

@Suite struct UIApplicationTests {
    // UIScreen and UIDevice answer from the device being laid out (Apple's screen sizes, as
    // `Device` lists them).
    @Test func screenAndDeviceComeFromTheLayout() throws {
        let phone = LayoutEngine().layout(DeviceProbe(), on: .iPhone16Pro)
        #expect(StandIns.texts(in: phone.root) == ["402×874 phone @3x"])
        let pad = LayoutEngine().layout(DeviceProbe(), on: .iPadPro13)
        // The probe's literal is a localized key (`%lld×%lld %@ @%lldx`): its numbers take the
        // locale's grouping, as SwiftUI formats them (research text-input §2.2).
        #expect(StandIns.texts(in: pad.root) == ["1,032×1,376 pad @2x"])
        let landscape = LayoutEngine().layout(DeviceProbe(), on: .iPhone15, orientation: .landscapeLeft)
        #expect(StandIns.texts(in: landscape.root) == ["852×393 phone @3x"])
    }

    // Outside a device layout: the iPhone 15 in portrait (documented default).
    @Test func defaultsOutsideADeviceLayout() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.name == "iPhone 15")
        #expect(UIDevice.current.orientation.isPortrait)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
    }

    // `open(_:)` is recorded; nothing is opened.
    @Test func openIsRecorded() async throws {
        let url = try #require(URL(string: "https://example.com/help?\(UUID().uuidString)"))
        var completed: Bool?
        UIApplication.shared.open(url) { completed = $0 }
        #expect(completed == true)
        #expect(UIApplication.shared.openedURLs.contains(url))
        let settings = try #require(URL(string: UIApplication.openSettingsURLString + UUID().uuidString))
        #expect(await UIApplication.shared.open(settings))
        #expect(UIApplication.shared.openedURLs.contains(settings))
        #expect(UIApplication.shared.canOpenURL(url))
    }

    // Feedback generators accept every call and do nothing.
    @Test func feedbackGeneratorsDoNothing() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(impact.style == .rigid)
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }

    // The pasteboard keeps what was copied; setting one kind replaces the contents.
    @Test func pasteboardKeepsWhatWasCopied() throws {
        let board = UIPasteboard.general
        board.strings = ["one", "two"]
        #expect(board.string == "one")
        #expect(board.hasStrings && !board.hasURLs)
        let url = try #require(URL(string: "https://example.com"))
        board.url = url
        #expect(board.urls == [url])
        #expect(board.string == nil && board.numberOfItems == 1)
        board.string = nil
        #expect(board.numberOfItems == 0)
    }
}
