import Foundation
import Testing

/// Every "Design §" the code cites leads somewhere (issue 19): each section number cited in the
/// package's sources, tests, benchmarks and examples is a heading of `Documentation/Design.md`.
@Suite struct DesignCitationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The design document's section numbers, from its headings (`## 4. Stacks`, `### 0.4 Between layouts`).
    static let sections: Set<String> = {
        let document = root.appendingPathComponent("Documentation/Design.md")
        guard let text = try? String(contentsOf: document, encoding: .utf8) else { return [] }
        var sections: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("##") {
            let heading = line.drop { $0 == "#" }.drop { $0 == " " }
            let number = heading.prefix { $0.isNumber || $0 == "." }
            let trimmed = number.hasSuffix(".") ? number.dropLast() : number
            if !trimmed.isEmpty { sections.insert(String(trimmed)) }
        }
        return sections
    }()

    /// Each cited section number with the first file citing it: `Design §4`, and the numbers
    /// listed after it in the same citation (`Design §8.4, §8.5`, `Design §0.3 and §11`).
    static let citations: [String: String] = {
        let citation = try! Regex(#"Design §[0-9]+(\.[0-9]+)*((, | and | or |–)§[0-9]+(\.[0-9]+)*)*"#)
        let number = try! Regex(#"§([0-9]+(\.[0-9]+)*)"#)
        var citations: [String: String] = [:]
        for folder in ["Sources", "Tests", "Benchmarks", "Examples"] {
            let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                // Build folders (an example's `.build`) and other hidden ones are not the package's text.
                if url.lastPathComponent.hasPrefix(".") {
                    files?.skipDescendants()
                    continue
                }
                guard ["swift", "md", "c", "h", "py"].contains(url.pathExtension),
                      let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                for match in text.matches(of: citation) {
                    for cited in match.output[0].substring!.matches(of: number) {
                        let section = String(cited.output[1].substring!)
                        if citations[section] == nil { citations[section] = String(url.path.dropFirst(root.path.count + 1)) }
                    }
                }
            }
        }
        return citations
    }()

    @Test func theDocumentAndTheCitationsAreRead() {
        // The design document's numbered parts (§0 to §25 at least) and the code's many citations.
        #expect(Self.sections.isSuperset(of: ["0.4", "1.1", "4", "8.4", "19.1", "25"]))
        #expect(Self.citations.count >= 40)
    }

    @Test func everyCitedSectionIsAHeading() {
        #expect(!Self.citations.isEmpty)
        for (section, file) in Self.citations.sorted(by: { $0.key < $1.key }) {
            #expect(Self.sections.contains(section), "\(file) cites Design §\(section), which Design.md does not have")
        }
    }
}
