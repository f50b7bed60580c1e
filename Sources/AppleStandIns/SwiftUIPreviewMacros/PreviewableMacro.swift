import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a local variable of a `#Preview` body that becomes a stored property of
/// the view the preview shows. `#Preview` reads the attribute; the attribute adds nothing itself.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
