// `typeset audit --report DIR`: an HTML page with a picture of every finding (the layout drawn
// with guides, cropped to the finding's row), grouped by locale and by the size where the
// finding starts.
import Foundation
import Typeset
import TypesetAudit
import TypesetRender

/// A finding to picture: its scene, locale, sizes and the layout it was found in.
struct AuditPicture {
    let scene: String
    /// The locale it was laid out in; nil for an audit without `--locale`.
    let locale: AuditLocale?
    /// The finding grouped across sizes; nil for an audit at one size.
    let sizes: DynamicTypeAuditFinding?
    let finding: AuditFinding
    /// The layout of the first size where it occurs.
    let result: LayoutResult
}

/// Writes the report directory.
enum AuditHTMLReport {
    /// The drawing scale of the pictures (pixels per point).
    static let scale = 2.0

    /// Writes `directory/index.html` and one PNG per picture (`finding-1.png`, ...).
    static func write(_ pictures: [AuditPicture], to directory: URL) throws {
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw CommandFailure("--report: cannot create \(directory.path): \(error.localizedDescription)")
        }
        var sections: [(locale: String, groups: [(size: String, items: [String])])] = []
        for (number, picture) in pictures.enumerated() {
            let file = "finding-\(number + 1).png"
            do {
                try Renderer.write(cropped(picture), to: directory.appendingPathComponent(file), scale: scale)
            } catch {
                throw CommandFailure("--report: cannot draw \(file): \(error)")
            }
            let localeName = picture.locale?.name ?? "scene locale"
            let sizeName = picture.sizes.map { "\($0.sizeSummary)" } ?? "at the scene's size"
            let finding = picture.finding
            let item = """
                <figure>
                  <img src="\(file)" alt="\(escape(finding.kind.rawValue))">
                  <figcaption><b>\(escape(finding.kind.rawValue))</b> in <code>\(escape(picture.scene))</code>: \(escape(finding.message))\(picture.sizes.map { " (at \(escape($0.firstSize.name)))" } ?? "")</figcaption>
                </figure>
                """
            if let index = sections.firstIndex(where: { $0.locale == localeName }) {
                if let group = sections[index].groups.firstIndex(where: { $0.size == sizeName }) {
                    sections[index].groups[group].items.append(item)
                } else {
                    sections[index].groups.append((sizeName, [item]))
                }
            } else {
                sections.append((localeName, [(sizeName, [item])]))
            }
        }
        var body = sections.map { section in
            "<section>\n<h2>\(escape(section.locale))</h2>\n"
                + section.groups.map { "<h3>\(escape($0.size))</h3>\n" + $0.items.joined(separator: "\n") }.joined(separator: "\n")
                + "\n</section>"
        }.joined(separator: "\n")
        if pictures.isEmpty { body = "<p>No findings.</p>" }
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Typeset audit</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
            figure { margin: 1em 0 2em; }
            img { border: 1px solid #d2d2d7; max-width: 100%; }
            figcaption { margin-top: 0.4em; max-width: 60em; }
            </style>
            </head>
            <body>
            <h1>Typeset audit: \(pictures.count) finding\(pictures.count == 1 ? "" : "s")</h1>
            \(body)
            <script>
            // Records how many pictures loaded, for a browser-driven check of the report.
            window.addEventListener("load", () => {
              const images = Array.from(document.images);
              const loaded = images.filter((image) => image.complete && image.naturalWidth > 0).length;
              document.body.dataset.imagesLoaded = loaded + "/" + images.length;
            });
            </script>
            </body>
            </html>

            """
        do { try Data(page.utf8).write(to: directory.appendingPathComponent("index.html")) } catch {
            throw CommandFailure("--report: cannot write index.html: \(error.localizedDescription)")
        }
    }

    /// The layout drawn with guides, cut to the band of the finding's row: the full width, from
    /// a little above the row to a little below it.
    static func cropped(_ picture: AuditPicture) -> DrawList {
        let result = picture.result
        let list = displayList(for: result, guides: true)
        // The drawing's origin, as the display list places the root (guides add a margin and
        // grow the canvas to views outside the root).
        var bounds = CGRect(origin: .zero, size: result.size)
        for node in result.nodes where !node.frame.isNull && !node.frame.isInfinite { bounds = bounds.union(node.frame) }
        let origin = CGPoint(x: guideMargin.leading - bounds.minX, y: guideMargin.top - bounds.minY)
        let row = rowFrame(picture.finding, result).offsetBy(dx: origin.x, dy: origin.y)
        let padding: CGFloat = 12
        let top = max(0, row.minY - padding), bottom = min(list.size.height, row.maxY + padding)
        guard bottom > top, row.height.isFinite else { return list }
        return DrawList(
            size: CGSize(width: list.size.width, height: bottom - top), background: list.background,
            commands: [.transform(DrawTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -Double(top)), commands: list.commands)])
    }

    /// The frame of the row a finding is about: the nearest HStack around its first view, else
    /// its container, else the views together.
    static func rowFrame(_ finding: AuditFinding, _ result: LayoutResult) -> CGRect {
        let nodes = result.nodes
        if let first = finding.views.first, nodes.indices.contains(first.index) {
            var node: LayoutNode? = nodes[first.index]
            while let current = node {
                if case .hStack = current.kind { return current.frame }
                node = current.parent
            }
        }
        if let container = finding.container, container.frame.height < result.size.height { return container.frame }
        return finding.views.map(\.frame).reduce(CGRect.null) { $0.union($1) }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
