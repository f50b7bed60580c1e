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
            case .image(let image): draw(image, fonts: &fonts)
            case .platformView(let view): draw(view, fonts: &fonts)
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
            case .shadow(let shadow, let inner):
                drawShadowed(shadow, inner, fonts: &fonts)
            case .blur(let radius, let inner):
                guard let content = group(inner, fonts: &fonts) else { continue }
                if let blurred = blurred(content, radius: radius) {
                    cairo_set_source(cr, blurred)
                    cairo_paint(cr)
                    cairo_pattern_destroy(blurred)
                }
                cairo_pattern_destroy(content)
            case .blend(let mode, let inner):
                cairo_push_group(cr)
                draw(inner, fonts: &fonts)
                cairo_pop_group_to_source(cr)
                cairo_set_operator(cr, Self.cairoOperator(mode))
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            case .mask(let inner, let mask):
                guard let content = group(inner, fonts: &fonts) else { continue }
                if let alpha = group(mask, fonts: &fonts) {
                    cairo_set_source(cr, content)
                    cairo_mask(cr, alpha)
                    cairo_pattern_destroy(alpha)
                }
                cairo_pattern_destroy(content)
            }
        }
    }

    /// cairo's operator for a blend mode (cairo has no plus-darker: drawn as darken).
    private static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    // MARK: Shapes

    private func draw(_ shape: ShapeDrawing) {
        let rule = shape.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        if let gradient = shape.gradient {
            CairoPath.add(shape.geometry, to: cr)
            cairo_set_fill_rule(cr, rule)
            let pattern = self.pattern(gradient)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            cairo_pattern_destroy(pattern)
        } else if let fill = shape.fill {
            CairoPath.add(shape.geometry, to: cr)
            cairo_set_fill_rule(cr, rule)
            setColor(fill)
            cairo_fill(cr)
        }
        if let style = shape.stroke, style.width > 0, style.width.isFinite {
            CairoPath.add(shape.geometry, to: cr)
            if let gradient = shape.strokeGradient {
                let pattern = self.pattern(gradient)
                cairo_set_source(cr, pattern)
                stroke(style, setsColor: false)
                cairo_pattern_destroy(pattern)
            } else {
                stroke(style)
            }
        }
    }

    /// Strokes the current path in `style` (its colour unless `setsColor` is false), then
    /// restores cairo's defaults. A dash cairo would refuse (negative or all zero lengths) is drawn
    /// solid; the layout has already reported it.
    private func stroke(_ style: DrawStroke, setsColor: Bool = true) {
        if setsColor { setColor(style.color) }
        cairo_set_line_width(cr, style.width)
        cairo_set_line_cap(cr, style.cap == .round ? CAIRO_LINE_CAP_ROUND : style.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, style.join == .round ? CAIRO_LINE_JOIN_ROUND : style.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, style.miterLimit.isFinite && style.miterLimit >= 0 ? style.miterLimit : 10)
        let dashes = style.dash.allSatisfy({ $0 >= 0 && $0.isFinite }) && style.dash.contains(where: { $0 > 0 }) ? style.dash : []
        let phase = style.dashPhase.isFinite ? style.dashPhase : 0
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 10)
    }

    /// An image: a tinted box with a cross and its name; a symbol: a rounded square in its
    /// colour with a dot where its text baseline meets its leading edge.
    private func draw(_ image: ImagePlaceholder, fonts: inout FontFaceCache) {
        let rect = image.rect
        guard rect.width > 0, rect.height > 0 else { return }
        if image.isSymbol {
            let tint = image.tint ?? .black
            let radius = min(rect.width, rect.height) / 4
            CairoPath.add(.roundedRect(rect, cornerSize: CGSize(width: radius, height: radius), style: .circular), to: cr)
            setColor(tint.multiplyingAlpha(0.25))
            cairo_fill_preserve(cr)
            setColor(tint)
            cairo_set_line_width(cr, max(rect.height / 12, hairline))
            cairo_stroke(cr)
            if let baseline = image.baseline {
                cairo_arc(cr, rect.minX + rect.width / 2, rect.minY + baseline, max(rect.height / 10, hairline), 0, 2 * .pi)
                cairo_fill(cr)
            }
            return
        }
        CairoPath.add(.rect(rect), to: cr)
        setColor(image.tint?.multiplyingAlpha(0.3) ?? DrawColor(hex: 0xdde3ea))
        cairo_fill_preserve(cr)
        setColor(DrawColor(hex: 0x8795a1))
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        cairo_move_to(cr, rect.minX, rect.minY)
        cairo_line_to(cr, rect.maxX, rect.maxY)
        cairo_move_to(cr, rect.maxX, rect.minY)
        cairo_line_to(cr, rect.minX, rect.maxY)
        cairo_stroke(cr)
        drawName(image.name, in: rect, inset: 2, color: DrawColor(hex: 0x4a5560), fonts: &fonts)
    }

    /// A placeholder's name at its top-leading corner, clipped to it, when the box is large
    /// enough to hold a line of it.
    private func drawName(_ name: String, in rect: CGRect, inset: CGFloat, color: DrawColor, fonts: inout FontFaceCache) {
        guard rect.height >= 14, rect.width >= 24 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        drawLabel(name, at: CGPoint(x: rect.minX + inset, y: rect.minY + inset), color: color, fonts: &fonts)
        cairo_restore(cr)
    }

    /// A light grey box hatched at 45° every 8 points, a dashed outline, and the type's name.
    private func draw(_ view: PlatformViewPlaceholder, fonts: inout FontFaceCache) {
        let rect = view.rect
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        cairo_save(cr)
        CairoPath.add(.rect(rect), to: cr)
        setColor(DrawColor(hex: 0xeef0f3))
        cairo_fill_preserve(cr)
        cairo_clip(cr)
        setColor(DrawColor(hex: 0xc3cad3))
        cairo_set_line_width(cr, 1)
        var x = rect.minX - rect.height
        while x < rect.maxX {
            cairo_move_to(cr, x, rect.maxY)
            cairo_line_to(cr, x + rect.height, rect.minY)
            x += 8
        }
        cairo_stroke(cr)
        cairo_restore(cr)
        CairoPath.add(.rect(rect.insetBy(dx: 0.5, dy: 0.5)), to: cr)
        setColor(DrawColor(hex: 0x6b7785))
        cairo_set_line_width(cr, 1)
        let dashes: [Double] = [4, 3]
        cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        drawName(view.label, in: rect, inset: 3, color: DrawColor(hex: 0x3a4450), fonts: &fonts)
    }

    // MARK: Gradients, shadows, blurs, masks

    /// A cairo pattern for `gradient`: cairo's linear and radial gradients; an angular one as a
    /// mesh of thin sectors around the centre (cairo has no conic gradient), 2° each.
    private func pattern(_ gradient: DrawGradient) -> OpaquePointer {
        let pattern: OpaquePointer
        switch gradient {
        case .linear(let start, let end, let stops):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(stops, to: pattern)
        case .radial(let center, let startRadius, let endRadius, let stops):
            pattern = cairo_pattern_create_radial(center.x, center.y, max(startRadius, 0), center.x, center.y, max(endRadius, 0))
            addStops(stops, to: pattern)
        case .elliptical(let center, let radii, let startFraction, let endFraction, let stops):
            // A radial gradient of unit radius, stretched to the ellipse by the pattern's matrix
            // (which maps user space to pattern space).
            pattern = cairo_pattern_create_radial(0, 0, max(startFraction, 0), 0, 0, max(endFraction, 0))
            addStops(stops, to: pattern)
            let rx = max(radii.width, 1e-9), ry = max(radii.height, 1e-9)
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, 1 / rx, 0, 0, 1 / ry, -center.x / rx, -center.y / ry)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular(let center, let startAngle, let endAngle, _):
            pattern = cairo_pattern_create_mesh()
            // Far enough to cover any frame the pattern fills.
            let reach = 4 * max(Double(abs(center.x)) + 1e4, Double(abs(center.y)) + 1e4)
            let sweep = endAngle - startAngle
            let sectors = 180
            for index in 0..<sectors {
                let a0 = 2 * Double.pi * Double(index) / Double(sectors), a1 = 2 * Double.pi * Double(index + 1) / Double(sectors)
                // Where an angle lies along the sweep (clockwise for a positive sweep).
                func location(_ angle: Double) -> Double {
                    guard sweep != 0 else { return 0 }
                    var relative = (sweep > 0 ? angle - startAngle : startAngle - angle).truncatingRemainder(dividingBy: 2 * .pi)
                    if relative < 0 { relative += 2 * .pi }
                    return relative / abs(sweep)
                }
                // The sector the sweep starts in wraps around: it takes one colour.
                let l0 = location(a0)
                var l1 = location(a1)
                if (sweep > 0) == (l1 < l0) { l1 = l0 }
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, center.x, center.y)
                cairo_mesh_pattern_line_to(pattern, center.x + reach * cos(a0), center.y + reach * sin(a0))
                cairo_mesh_pattern_line_to(pattern, center.x + reach * cos(a1), center.y + reach * sin(a1))
                cairo_mesh_pattern_line_to(pattern, center.x, center.y)
                let c0 = gradient.color(at: l0), c1 = gradient.color(at: l1)
                for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
        }
        return pattern
    }

    private func addStops(_ stops: [DrawGradientStop], to pattern: OpaquePointer) {
        for stop in stops.sorted(by: { $0.location < $1.location }) {
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }

    /// `commands` drawn into a group, as a pattern (nil when cairo fails).
    private func group(_ commands: [DrawCommand], fonts: inout FontFaceCache) -> OpaquePointer? {
        cairo_push_group(cr)
        draw(commands, fonts: &fonts)
        return cairo_pop_group(cr)
    }

    /// `content` blurred: the sum of its copies moved by the blur taps, each at its weight
    /// (added, so the weights average the pixels; `blurTaps`).
    private func blurred(_ content: OpaquePointer, radius: Double) -> OpaquePointer? {
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        var original = cairo_matrix_t()
        cairo_pattern_get_matrix(content, &original)
        for tap in blurTaps(radius: radius) {
            moved(content, original, by: tap.dx, tap.dy)
            cairo_set_source(cr, content)
            cairo_paint_with_alpha(cr, tap.weight)
        }
        cairo_pattern_set_matrix(content, &original)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        return cairo_pop_group(cr)
    }

    /// Sets `pattern`'s matrix to `original` after a move of (dx, dy) in user space (a group's
    /// pattern maps user space, with its scale, to the group: the move comes first).
    private func moved(_ pattern: OpaquePointer, _ original: cairo_matrix_t, by dx: Double, _ dy: Double) {
        var translation = cairo_matrix_t(), original = original, result = cairo_matrix_t()
        cairo_matrix_init_translate(&translation, -dx, -dy)
        cairo_matrix_multiply(&result, &translation, &original)
        cairo_pattern_set_matrix(pattern, &result)
    }

    /// The content's alpha, blurred and moved, in the shadow's colour; then the content.
    private func drawShadowed(_ shadow: DrawShadow, _ commands: [DrawCommand], fonts: inout FontFaceCache) {
        guard let content = group(commands, fonts: &fonts) else { return }
        defer { cairo_pattern_destroy(content) }
        // A group of its own even at radius 0 (`blurTaps` is then one tap), so that moving the
        // shadow never moves the content.
        if let alpha = blurred(content, radius: shadow.radius) {
            var original = cairo_matrix_t()
            cairo_pattern_get_matrix(alpha, &original)
            moved(alpha, original, by: shadow.x, shadow.y)
            setColor(shadow.color)
            cairo_mask(cr, alpha)
            cairo_pattern_destroy(alpha)
        }
        cairo_set_source(cr, content)
        cairo_paint(cr)
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
            stroke(DrawStroke(color: item.kind.color, width: hairline))
        case .line(let from, let to):
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            let dash = item.kind == .alignment ? [4 * hairline, 2 * hairline] : []
            stroke(DrawStroke(color: item.kind.color, width: hairline, dash: dash))
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
