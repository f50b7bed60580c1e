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
        <p>\(entries.count) cases, \(passed) pass all their checks. Pictures show frames (blue), baselines (green) and ids (purple).</p>

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
            page += "</ul></div>\n<div><img src=\"\(escape(entry.picture))\" alt=\"\(escape(entry.id))\"></div></div>\n"
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

    /// The lines that register `item` (from its id up to the next registration), at most 40.
    func code(for item: ConformanceCase) -> String? {
        guard let lines = files[item.document] else { return nil }
        var id = item.id
        if id.hasSuffix(".rtl") { id.removeLast(4) }
        while !id.isEmpty {
            if let start = lines.firstIndex(where: { $0.contains("\"\(id)\"") }) {
                var end = start + 1
                while end < lines.count, end - start < 40, !lines[end].contains("ConformanceCase("),
                      !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("// ") {
                    end += 1
                }
                return lines[start..<end].joined(separator: "\n")
            }
            guard let dot = id.lastIndex(of: ".") else { break }
            id = String(id[..<dot])
        }
        return nil
    }
}
