import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in behind `#Preview` and `@Previewable`.
@main
struct SwiftUIPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
