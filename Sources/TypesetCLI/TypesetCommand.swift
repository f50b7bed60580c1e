// `typeset`: lays out scene files, renders them, writes the demo and the case gallery.
import ArgumentParser
import Foundation

/// The `typeset` command and its subcommands.
@main
struct TypesetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typeset",
        abstract: "SwiftUI-style layout with real text, headless: lay out, render and inspect views.",
        subcommands: [LayoutCommand.self, RenderCommand.self, AuditCommand.self, DemoCommand.self, CasesCommand.self, GalleryCommand.self])

    /// Runs the command; any failure exits with status 1 and one line on standard error
    /// (help and version requests exit 0 as usual).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let message = (error as? CommandFailure)?.message
                ?? fullMessage(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("typeset: \(message)\n".utf8))
            Foundation.exit(1)
        }
    }
}

/// A failure with a one-line reason.
struct CommandFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Writes a line to standard error (progress and notes; standard output stays for results).
func note(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
