import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: a record in the program's `typeset_previews` section that makes the preview (its
/// name, traits, file and line, and its body), so `Preview.registered` finds every preview of
/// the program without a list kept by hand.
///
/// The body stays as written. Where it declares `@Previewable` variables (`@Previewable @State
/// var count = 0`), those become stored properties of a view type made for the preview, whose
/// `body` is the rest of the closure, as SwiftUI does: the preview then owns its state as any
/// view does.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        else {
            // The macro's signature requires a body; the compiler reports a missing one first.
            return []
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location.map { "\($0.file)" } ?? "#fileID"
        let line = location.map { "\($0.line)" } ?? "#line"

        // The arguments before the body: the name and traits, passed on as written.
        var arguments = node.arguments.filter { $0.label?.text != "body" }.map { $0.with(\.trailingComma, nil).trimmedDescription }
        arguments.append("fileID: \(fileID)")
        arguments.append("line: \(line)")
        var declarations: [DeclSyntax] = []

        let (previewables, rest) = split(body.statements)
        let closure: String
        if previewables.isEmpty {
            closure = body.trimmedDescription
        } else {
            let viewName = context.makeUniqueName("PreviewContent")
            let properties = previewables.map { $0.trimmedDescription }.joined(separator: "\n")
            declarations.append(
                """
                private struct \(viewName): SwiftUI.View {
                \(raw: properties)
                @SwiftUI.ViewBuilder var body: some SwiftUI.View {
                \(raw: rest.map { $0.trimmedDescription }.joined(separator: "\n"))
                }
                }
                """)
            closure = "{ \(viewName.text)() }"
        }
        let record = context.makeUniqueName("previewRecord")
        declarations.append(
            """
            @section("typeset_previews") @used
            nonisolated private let \(record): SwiftUI._PreviewRecord = { destination in
                destination.initializeMemory(as: SwiftUI.Preview.self, to: SwiftUI.Preview(\(raw: arguments.joined(separator: ", ")), body: \(raw: closure)))
            }
            """)
        return declarations
    }

    /// The body's `@Previewable` variables (their attribute removed) and its other statements.
    private static func split(_ statements: CodeBlockItemListSyntax) -> ([VariableDeclSyntax], [CodeBlockItemSyntax]) {
        var previewables: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                var stored = variable
                stored.attributes = variable.attributes.filter { !isPreviewable($0) }
                previewables.append(stored)
            } else {
                rest.append(item)
            }
        }
        return (previewables, rest)
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }
}
