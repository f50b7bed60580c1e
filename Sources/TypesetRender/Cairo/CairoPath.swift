// Outlines of the display list's shapes as cairo paths.
import CCairo
import Foundation

/// Builds cairo paths for ``ShapeGeometry``.
enum CairoPath {
    /// The cubic Bézier handle length of a quarter circle of radius 1.
    private static let kappa = 0.5522847498

    /// Replaces the current path of `cr` with `geometry`.
    static func add(_ geometry: ShapeGeometry, to cr: OpaquePointer) {
        cairo_new_path(cr)
        switch geometry {
        case .rect(let rect):
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        case .roundedRect(let rect, let corner, let style):
            roundedRect(rect, rx: corner.width, ry: corner.height, style: style, cr)
        case .ellipse(let rect):
            roundedRect(rect, rx: rect.width / 2, ry: rect.height / 2, style: .circular, cr)
        case .capsule(let rect):
            let radius = min(rect.width, rect.height) / 2
            roundedRect(rect, rx: radius, ry: radius, style: .circular, cr)
        case .path(let path):
            for element in path.elements {
                switch element {
                case .move(let p): cairo_move_to(cr, p.x, p.y)
                case .line(let p): cairo_line_to(cr, p.x, p.y)
                case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
                case .close: cairo_close_path(cr)
                }
            }
        }
    }

    /// A rectangle with corners of radii `rx`, `ry` (clamped to half the sides); continuous
    /// corners start 1.53 radii from the corner and bend with shorter handles.
    private static func roundedRect(_ rect: CGRect, rx: Double, ry: Double, style: CornerStyle, _ cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let halfW = rect.width / 2, halfH = rect.height / 2
        let (extent, handle): (Double, Double) = style == .continuous ? (1.528665, 0.26) : (1, 1 - kappa)
        let ex = min(max(rx, 0) * extent, halfW), ey = min(max(ry, 0) * extent, halfH)
        guard ex > 0, ey > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let hx = ex * handle, hy = ey * handle
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        cairo_move_to(cr, x0 + ex, y0)
        cairo_line_to(cr, x1 - ex, y0)
        cairo_curve_to(cr, x1 - hx, y0, x1, y0 + hy, x1, y0 + ey)
        cairo_line_to(cr, x1, y1 - ey)
        cairo_curve_to(cr, x1, y1 - hy, x1 - hx, y1, x1 - ex, y1)
        cairo_line_to(cr, x0 + ex, y1)
        cairo_curve_to(cr, x0 + hx, y1, x0, y1 - hy, x0, y1 - ey)
        cairo_line_to(cr, x0, y0 + ey)
        cairo_curve_to(cr, x0, y0 + hy, x0 + hx, y0, x0 + ex, y0)
        cairo_close_path(cr)
    }
}
