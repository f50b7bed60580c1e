import Foundation
import Testing
import Typeset

@Suite struct ModelPortTests {
    // `@Observable` models with `@Bindable` bindings, `@FocusState`, and presentation modifiers
    // that present nothing in a headless layout: the screen lays out as it is.
    @Test func observableModelsBindIntoControls() throws {
        let profile = Profile()
        profile.notificationsOn = false
        let result = Port.layout(ProfileEditor(profile: profile))
        let field = try #require(result.node("name"))
        _ = try Port.text("Ada Lovelace", in: field)
        #expect(field.frame.width == Port.width - 32)
        let toggle = try #require(result.node("toggle"))
        let track = try #require(Port.nodes(.shape(.capsule), in: toggle).first)
        let thumb = try #require(Port.nodes(.shape(.circle), in: toggle).first)
        #expect(thumb.frame.minX == track.frame.minX + 2)
        #expect(!result.root.allNodes.contains { $0.attributes.contains("\"Details\"") || $0.attributes.contains("\"Save\"") })

        Bindable(profile).name.wrappedValue = "Grace"
        #expect(profile.name == "Grace")
        _ = try Port.text("Grace", in: Port.layout(ProfileSummary().environment(profile)).root)
    }

    // Closures a body hands to ForEach and GeometryReader run later, while the layout resolves
    // them; they still read the body's `@EnvironmentObject` and `@Environment`, as in SwiftUI.
    @Test func closuresReadTheirBodysEnvironment() throws {
        struct Rows: View {
            @EnvironmentObject var cart: Cart
            @Environment(\.dynamicTypeSize) var size
            var body: some View {
                VStack {
                    ForEach(0..<2) { index in Text("\(cart.items[index]) \(size.name)") }
                    GeometryReader { _ in Text("\(cart.items.count) in \(size.name)") }
                }
            }
        }
        let result = Port.layout(Rows().environmentObject(Cart()).dynamicTypeSize(.xLarge))
        _ = try Port.text("Apples xLarge", in: result.root)
        _ = try Port.text("Pears xLarge", in: result.root)
        _ = try Port.text("2 in xLarge", in: result.root)
    }

    // The ObservableObject family: `@StateObject`, `@ObservedObject`, `@EnvironmentObject`.
    @Test func observableObjectsAreRead() throws {
        let result = Port.layout(CartView())
        _ = try Port.text("Apples", in: result.root)
        _ = try Port.text("2 items", in: result.root)
        _ = try Port.text("Total: 2", in: result.root)
    }
}
