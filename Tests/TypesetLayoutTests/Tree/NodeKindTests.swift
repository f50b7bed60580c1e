import Foundation
import Testing

/// Each node kind in one place (issue 19, Design §0.2): a kind is named, as `.kind` or
/// `case kind`, in at most four files of the core (its case and the dispatcher, its own file in
/// `Kinds/`, the result's kind), read from the source as a reviewer's `grep -lw` reads it.
struct NodeKindTests {
    /// The core's sources, by path relative to `Sources/TypesetLayout`.
    static let sources: [String: String] = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TypesetLayout")
        var sources: [String: String] = [:]
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            sources[String(url.path.dropFirst(root.path.count + 1))] = text
        }
        return sources
    }()

    /// The cases of `NodeKind`, read from their declarations in `Tree/NodeKind.swift`.
    static let cases: [String] = {
        guard let text = sources["Tree/NodeKind.swift"],
              let start = text.range(of: "package enum NodeKind"),
              let end = text.range(of: "\n}", range: start.upperBound ..< text.endIndex)
        else { return [] }
        return text[start.upperBound ..< end.lowerBound].split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("case "), words.count > 1 else { return nil }
            return String(words[1])
        }
    }()

    /// The files that name `kind` as `.kind` or `case kind`, whole words.
    static func files(naming kind: String) -> [String] {
        let word = "[A-Za-z0-9_]"
        let pattern = "(?<!\(word))(\\.|case )\(kind)(?!\(word))"
        return sources.keys.sorted().filter { sources[$0]!.range(of: pattern, options: .regularExpression) != nil }
    }

    @Test func theCasesAreReadFromTheSource() {
        // The kinds Design §0.2 lists, among them the containers, a modifier and the leaves.
        #expect(Self.cases.count >= 20)
        for kind in ["stack", "zStack", "layout", "padding", "frame", "text", "shape", "spacer", "empty"] {
            #expect(Self.cases.contains(kind), "NodeKind.\(kind) not found")
        }
    }

    @Test func everyKindIsNamedInAtMostFourFiles() {
        #expect(!Self.cases.isEmpty)
        for kind in Self.cases {
            let files = Self.files(naming: kind)
            // Its case and its line in the dispatcher, and the file that adds it to a tree.
            #expect(files.contains("Tree/NodeKind.swift"), "\(kind): not in NodeKind.swift")
            #expect(files.contains { $0.hasPrefix("Kinds/") }, "\(kind): no file of its own in Kinds/")
            #expect(files.count <= 4, "NodeKind.\(kind) is named in \(files.count) files: \(files)")
        }
    }
}
