// The one drawing routine: walks a display list and paints it on any cairo context, so PNG,
// SVG and PDF show the same picture.
import CCairo
import Foundation
import Typeset

/// Paints display-list commands on a cairo context whose user space is points, y down.
struct CairoCanvas: ~Copyable {
    let cr: OpaquePointer
    /// A line one device pixel wide (PNG) or a quarter point (vector output), in points.
    let hairline: Double
    /// Unhinted outlines and metrics: glyphs sit exactly where the layout put them.
    private let fontOptions: OpaquePointer

    init(cr: OpaquePointer, hairline: Double) {
        self.cr = cr
        self.hairline = hairline
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    }

    deinit { cairo_font_options_destroy(fontOptions) }

    /// Paints `list`: the background, then every command in order.
    func draw(_ list: DrawList, fonts: inout FontFaceCache) {
        if let background = list.background {
            setColor(background)
            cairo_paint(cr)
        }
        draw(list.commands, fonts: &fonts)
    }

    private func draw(_ commands: [DrawCommand], fonts: inout FontFaceCache) {
        for command in commands {
            switch command {
            case .shape(let shape): draw(shape)
            case .glyphs(let run): draw(run, fonts: &fonts)
            case .image(let image): draw(image)
            case .guide(let item): draw(item, fonts: &fonts)
            case .group(let opacity, let inner):
                cairo_push_group(cr)
                draw(inner, fonts: &fonts)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, min(max(opacity, 0), 1))
            case .clip(let geometry, let inner):
                cairo_save(cr)
                CairoPath.add(geometry, to: cr)
                cairo_clip(cr)
                draw(inner, fonts: &fonts)
                cairo_restore(cr)
            case .transform(let t, let inner):
                let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
                // A singular transform (a scale of 0) draws nothing, as in SwiftUI.
                guard values.allSatisfy(\.isFinite), t.a * t.d - t.b * t.c != 0 else { continue }
                cairo_save(cr)
                var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                cairo_transform(cr, &matrix)
                draw(inner, fonts: &fonts)
                cairo_restore(cr)
            }
        }
    }

    // MARK: Shapes

    private func draw(_ shape: ShapeDrawing) {
        if let fill = shape.fill {
            CairoPath.add(shape.geometry, to: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            setColor(fill)
            cairo_fill(cr)
        }
        if let style = shape.stroke, style.width > 0 {
            CairoPath.add(shape.geometry, to: cr)
            stroke(style)
        }
    }

    private func stroke(_ style: StrokeStyle) {
        setColor(style.color)
        cairo_set_line_width(cr, style.width)
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    private func draw(_ image: ImagePlaceholder) {
        let rect = image.rect
        CairoPath.add(.rect(rect), to: cr)
        setColor(DrawColor(hex: 0xdde3ea))
        cairo_fill_preserve(cr)
        setColor(DrawColor(hex: 0x8795a1))
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        cairo_move_to(cr, rect.minX, rect.minY)
        cairo_line_to(cr, rect.maxX, rect.maxY)
        cairo_move_to(cr, rect.maxX, rect.minY)
        cairo_line_to(cr, rect.minX, rect.maxY)
        cairo_stroke(cr)
    }

    // MARK: Glyphs

    /// Draws a run at its exact positions through cairo's FreeType backend; with text and
    /// clusters, through `cairo_show_text_glyphs` so PDF viewers can extract the text.
    private func draw(_ run: GlyphRunDrawing, fonts: inout FontFaceCache) {
        guard !run.glyphs.isEmpty, run.glyphs.count == run.positions.count,
              let face = fonts.face(FaceKey(path: run.fontFile, index: run.faceIndex, variations: run.variations))
        else { return }
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, run.size)
        cairo_set_font_options(cr, fontOptions)
        setColor(run.color)
        let glyphs = zip(run.glyphs, run.positions).map { glyph, point in
            cairo_glyph_t(index: UInt(glyph), x: point.x, y: point.y)
        }
        guard let clusters = validClusters(run) else {
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
            return
        }
        let flags = run.clustersBackward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0)
        let utf8 = Array(run.text.utf8).map { CChar(bitPattern: $0) }
        utf8.withUnsafeBufferPointer { text in
            glyphs.withUnsafeBufferPointer { glyphs in
                clusters.withUnsafeBufferPointer { clusters in
                    cairo_show_text_glyphs(
                        cr, text.baseAddress, Int32(text.count), glyphs.baseAddress, Int32(glyphs.count),
                        clusters.baseAddress, Int32(clusters.count), flags)
                }
            }
        }
    }

    /// The run's clusters in cairo's form, or nil when they do not cover the text and the
    /// glyphs exactly (cairo would refuse them).
    private func validClusters(_ run: GlyphRunDrawing) -> [cairo_text_cluster_t]? {
        guard !run.text.isEmpty, !run.clusters.isEmpty,
              run.clusters.reduce(0, { $0 + $1.byteCount }) == run.text.utf8.count,
              run.clusters.reduce(0, { $0 + $1.glyphCount }) == run.glyphs.count,
              run.clusters.allSatisfy({ $0.byteCount >= 0 && $0.glyphCount >= 0 && $0.byteCount + $0.glyphCount > 0 })
        else { return nil }
        return run.clusters.map { cairo_text_cluster_t(num_bytes: Int32($0.byteCount), num_glyphs: Int32($0.glyphCount)) }
    }

    // MARK: Guides

    private func draw(_ item: GuideItem, fonts: inout FontFaceCache) {
        switch item.geometry {
        case .outline(let rect):
            let inset = hairline / 2
            cairo_rectangle(cr, rect.minX + inset, rect.minY + inset, max(rect.width - hairline, 0), max(rect.height - hairline, 0))
            stroke(StrokeStyle(color: item.kind.color, width: hairline))
        case .line(let from, let to):
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            let dash = item.kind == .alignment ? [4 * hairline, 2 * hairline] : []
            stroke(StrokeStyle(color: item.kind.color, width: hairline, dash: dash))
        case .label(let text, let origin):
            drawLabel(text, at: origin, color: item.kind.color, fonts: &fonts)
        }
    }

    /// A small label on a translucent white plate, in the bundled DejaVu Sans (never a system font).
    func drawLabel(_ text: String, at origin: CGPoint, color: DrawColor, size: Double = 8, fonts: inout FontFaceCache) {
        let path = FontCollection.bundledFontsDirectory.appendingPathComponent("DejaVuSans.ttf").path
        guard !text.isEmpty, let face = fonts.face(FaceKey(path: path, index: 0)) else { return }
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        cairo_set_font_options(cr, fontOptions)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        let pad = 1.5
        cairo_rectangle(cr, origin.x, origin.y, extents.x_advance + 2 * pad, size * 1.25)
        setColor(DrawColor(red: 1, green: 1, blue: 1, alpha: 0.85))
        cairo_fill(cr)
        setColor(color)
        cairo_move_to(cr, origin.x + pad, origin.y + size * 0.95)
        cairo_show_text(cr, text)
        cairo_new_path(cr)
    }

    private func setColor(_ color: DrawColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
