// The README quotes what `typeset audit` prints for two example scenes: the quotes must be what
// the command prints today, so that a change to the engine that moves a number shows here.
import Foundation
import Testing

@Suite struct ReadmeOutputTests {
    /// The README at the repository's root.
    static let readme: String = {
        let url = examples.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The body of the output block (a fence without a language) that follows the `sh` block
    /// whose first line is `command`; nil when the README has no such pair.
    static func quotedOutput(after command: String) -> String? {
        guard let start = readme.range(of: "```sh\n" + command),
              let shellEnd = readme.range(of: "\n```\n", range: start.upperBound ..< readme.endIndex),
              readme[shellEnd.upperBound...].hasPrefix("```\n")
        else { return nil }
        let body = readme.index(shellEnd.upperBound, offsetBy: 4)
        guard let end = readme.range(of: "\n```", range: body ..< readme.endIndex) else { return nil }
        return String(readme[body ..< end.lowerBound])
    }

    @Test(arguments: [
        (["audit", "price-row.json"], "swift run typeset audit Examples/Scenes/price-row.json"),
        (["audit", "form.json", "--dynamic-type", "all"], "swift run typeset audit Examples/Scenes/form.json --dynamic-type all"),
    ])
    func theReadmeQuotesTheAuditAsItPrintsIt(arguments: [String], command: String) throws {
        let quoted = try #require(Self.quotedOutput(after: command), "no output quoted after `\(command)` in README.md")
        #expect(quoted.count > 100)
        var scene = arguments
        scene[1] = examples.appendingPathComponent(arguments[1]).path
        let run = try typeset(scene)
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.contains(quoted + "\n"), "README quotes:\n\(quoted)\n\nthe command prints:\n\(run.out)")
    }
}
