import Foundation
import Testing
import Typeset

@Suite struct AlertTests {
    private func alert<V: View>(_ view: V) throws -> LayoutNode {
        try #require(Port.nodes(.container(.alert), in: Port.screen(view).root).first)
    }

    // Two buttons whose labels do not fit side by side are stacked (Design §20.7).
    @Test func longLabelsAreStacked() throws {
        let node = try alert(Color.clear.alert("Title", isPresented: .constant(true)) {
            Button("Keep the current version of the file") {}
            Button("Replace it", role: .cancel) {}
        })
        let keep = try Port.text("Keep the current version of the file", in: node)
        let replace = try Port.text("Replace it", in: node)
        #expect(keep.frame.maxY < replace.frame.minY)
    }

    // A text field among the actions shows under the message, above the buttons.
    @Test func textFieldsShowAboveTheButtons() throws {
        let node = try alert(Color.clear.alert("Rename", isPresented: .constant(true)) {
            TextField("Name", text: .constant("Report"))
            Button("OK") {}
        })
        let field = try #require(node.allNodes.first { $0.kind == .control(.textField) })
        let ok = try Port.text("OK", in: node)
        #expect(field.frame.maxY < ok.frame.minY)
        #expect(Port.nodes(.control(.textField), in: node).count == 1)
    }

    // The older `Alert`: no dismiss button gives "OK"; `.cancel()` is titled "Cancel".
    @Test func olderAlertButtons() throws {
        struct Host: View {
            let alert: Alert
            var body: some View { Color.clear.alert(isPresented: .constant(true)) { alert } }
        }
        _ = try Port.text("OK", in: alert(Host(alert: Alert(title: Text("Done")))))
        let two = try alert(Host(alert: Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())))
        let cancel = try Port.text("Cancel", in: two)
        let delete = try Port.text("Delete", in: two)
        #expect(cancel.frame.maxX < delete.frame.minX)
    }

    // Not presented: nothing; presenting nil data: nothing.
    @Test func notPresented() {
        let none = Port.screen(Color.clear.alert("Title", isPresented: .constant(false)) {})
        #expect(Port.nodes(.container(.alert), in: none.root).isEmpty)
        let noData = Port.screen(Color.clear.alert("Title", isPresented: .constant(true), presenting: String?.none) { _ in })
        #expect(Port.nodes(.container(.alert), in: noData.root).isEmpty)
    }

    // A confirmation dialog hides its title with `.automatic` visibility on iOS and adds a Cancel
    // button when its actions have none.
    @Test func dialogTitleAndCancel() throws {
        let result = Port.screen(Color.clear.confirmationDialog("Hidden title", isPresented: .constant(true)) {
            Button("Archive") {}
        })
        let dialog = try #require(Port.nodes(.container(.confirmationDialog), in: result.root).first)
        #expect(!Port.hasText("Hidden title", in: dialog))
        _ = try Port.text("Cancel", in: dialog)
        _ = try Port.text("Archive", in: dialog)
    }
}
