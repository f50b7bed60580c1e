// The case gallery: one card per case with its source document, code, picture and checks.
import Foundation
import TypesetCases

/// One case in the gallery.
struct GalleryEntry {
    let id: String
    let document: String
    let summary: String
    let code: String?
    let picture: String
    /// The width to show the picture at: its pixel width (2 per point), at most 460.
    let pictureWidth: Int
    let checks: [CaseCheck]
    let knownIssue: String?

    var passed: Bool { checks.allSatisfy(\.passed) }
}

/// Writes the gallery page.
enum Gallery {
    static func html(_ entries: [GalleryEntry]) -> String {
        let passed = entries.filter(\.passed).count
        var page = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Typeset cases</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #fafafa; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        .card { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin: 14px 0; display: grid; grid-template-columns: minmax(280px, 1fr) minmax(260px, 1fr); gap: 16px; }
        .card h2 { font-size: 15px; margin: 0; font-family: ui-monospace, monospace; }
        .meta { color: #666; font-size: 12px; margin: 2px 0 8px; }
        .pass { color: #1e7e34; font-weight: 600; } .fail { color: #c62828; font-weight: 600; }
        pre { background: #f4f5f7; padding: 8px; border-radius: 6px; overflow-x: auto; font-size: 12px; margin: 6px 0; }
        img { max-width: 100%; border: 1px solid #eee; image-rendering: auto; }
        ul { margin: 4px 0; padding-left: 18px; font-size: 12px; }
        </style></head><body>
        <h1>Typeset document cases</h1>
        <p>\(entries.count) cases, \(passed) pass all their checks. Pictures show frames (blue), container alignment lines (red, dashed), text baselines (green) and ids (purple).</p>

        """
        for entry in entries {
            let status = entry.passed ? "<span class=\"pass\">pass</span>" : "<span class=\"fail\">fail</span>"
            page += "<div class=\"card\" id=\"\(escape(entry.id))\"><div>\n"
            page += "<h2>\(escape(entry.id)) · \(status)</h2>\n"
            page += "<div class=\"meta\">\(escape(entry.document)) — \(escape(entry.summary))</div>\n"
            if let issue = entry.knownIssue { page += "<div class=\"meta\">known issue: \(escape(issue))</div>\n" }
            if let code = entry.code { page += "<pre>\(escape(code))</pre>\n" }
            page += "<ul>\n"
            for check in entry.checks {
                page += "<li class=\"\(check.passed ? "pass" : "fail")\">\(escape(check.description))</li>\n"
            }
            page += "</ul></div>\n<div><img src=\"\(escape(entry.picture))\" width=\"\(entry.pictureWidth)\" alt=\"\(escape(entry.id))\"></div></div>\n"
        }
        return page + "</body></html>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// The Swift source of each case, read from `Sources/TypesetCases` next to this package's
/// sources (nil when the sources are not there, as in an installed binary).
struct CaseSources {
    private let files: [ReferenceDocument: [String]]

    init() {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TypesetCases")
        var files: [ReferenceDocument: [String]] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for document in ReferenceDocument.allCases {
            let prefix = String(format: "Document%03d", document.rawValue)
            var lines: [String] = []
            for name in names.sorted() where name.hasPrefix(prefix) {
                if let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) {
                    lines += text.components(separatedBy: "\n")
                }
            }
            files[document] = lines
        }
        self.files = files
    }

    /// The registration of `item`: from the `ConformanceCase(` before its id to the matching
    /// parenthesis (at most 60 lines); variants and twins fall back to their base id.
    func code(for item: ConformanceCase) -> String? {
        guard let lines = files[item.document] else { return nil }
        var id = item.id
        if id.hasSuffix(".rtl") { id.removeLast(4) }
        while !id.isEmpty {
            if let found = lines.firstIndex(where: { $0.contains("\"\(id)\"") }) {
                let start = (max(found - 3, 0)...found).last { lines[$0].contains("ConformanceCase(") } ?? found
                var depth = 0
                var end = start
                repeat {
                    for character in lines[end] {
                        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    }
                    end += 1
                } while depth > 0 && end < lines.count && end - start < 60
                return dedent(Array(lines[start..<end]))
            }
            guard let dot = id.lastIndex(of: ".") else { break }
            id = String(id[..<dot])
        }
        return nil
    }

    /// `lines` without their common leading spaces.
    private func dedent(_ lines: [String]) -> String {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }
}
