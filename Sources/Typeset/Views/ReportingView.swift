/// A view that lays out as its content and adds diagnostics found before layout (a scene
/// file's repaired strings, say) to the result, each under the name it carries.
package struct ReportingView<Content: View>: PrimitiveView {
    let content: Content
    let diagnostics: [Diagnostic]

    /// `content`, reporting `diagnostics` when laid out.
    package init(content: Content, diagnostics: [Diagnostic]) {
        self.content = content
        self.diagnostics = diagnostics
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        for diagnostic in diagnostics { inputs.tree.report(unplaced: diagnostic.view, diagnostic.kind, diagnostic.message) }
        inputs.resolve(content)
    }
}
