// The three surfaces of the one drawing routine: PNG at any scale, SVG (glyphs as paths) and
// PDF (fonts embedded, text selectable). Output is deterministic.
import CCairo
import Foundation
import Synchronization

/// An output format.
public enum RenderFormat: String, Sendable, CaseIterable {
    /// A raster image (premultiplied ARGB, 8 bits per channel).
    case png
    /// Vector graphics; glyphs become paths, so no font is needed to view it.
    case svg
    /// One page of vector graphics with embedded font subsets and extractable text.
    case pdf

    /// The format a file name ends with (`.png`, `.svg`, `.pdf`), if any.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}

/// Why a display list could not be drawn.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public let description: String
}

/// The process-wide cairo state: FreeType faces are not thread-safe, so every draw runs
/// under this lock (drawing is fast next to layout).
private let renderState = Mutex(FontFaceCache())

/// Draws display lists with cairo.
public enum Renderer {
    /// The largest PNG drawn, in pixels (a 16384 × 16384 image).
    public static let maximumPixels: Double = 16384 * 16384

    /// The encoded picture of `list` in `format`; `scale` is pixels per point (PNG only: SVG
    /// and PDF are in points).
    public static func render(_ list: DrawList, format: RenderFormat, scale: Double = 1) throws(RenderError) -> Data {
        try validate(list, format: format, scale: scale)
        let result: Result<Data, RenderError> = renderState.withLock { fonts in
            switch format {
            case .png: renderPNG(list, scale: scale, fonts: &fonts)
            case .svg, .pdf: renderVector(list, format: format, fonts: &fonts)
            }
        }
        return try result.get()
    }

    /// Writes the picture of `list` to `url`, in the format its extension names.
    public static func write(_ list: DrawList, to url: URL, scale: Double = 1) throws(RenderError) {
        guard let format = RenderFormat(pathExtension: url.pathExtension) else {
            throw RenderError(description: "unknown output format '.\(url.pathExtension)': use .png, .svg or .pdf")
        }
        let data = try render(list, format: format, scale: scale)
        do { try data.write(to: url) } catch {
            throw RenderError(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// The pixels of `list` at `scale` pixels per point, without encoding them.
    public static func rasterize(_ list: DrawList, scale: Double = 1) throws(RenderError) -> RasterImage {
        try validate(list, format: .png, scale: scale)
        let result: Result<RasterImage, RenderError> = renderState.withLock { fonts in
            withImageSurface(list, scale: scale, fonts: &fonts) { surface in
                let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
                let stride = Int(cairo_image_surface_get_stride(surface))
                guard let data = cairo_image_surface_get_data(surface) else {
                    return .failure(RenderError(description: "cairo gave no pixel data"))
                }
                var pixels = [UInt32](repeating: 0, count: width * height)
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { pixels[y * width + x] = row[x] }
                }
                return .success(RasterImage(width: width, height: height, argb: pixels))
            }
        }
        return try result.get()
    }

    /// Fails on a canvas or scale cairo cannot draw.
    private static func validate(_ list: DrawList, format: RenderFormat, scale: Double) throws(RenderError) {
        guard list.size.width.isFinite, list.size.height.isFinite, list.size.width >= 0, list.size.height >= 0 else {
            throw RenderError(description: "cannot draw a canvas of size \(list.size.width) × \(list.size.height)")
        }
        guard scale.isFinite, scale > 0, scale <= 64 else {
            throw RenderError(description: "scale must be a number above 0 and at most 64, got \(scale)")
        }
        if format == .png, (list.size.width * scale) * (list.size.height * scale) > maximumPixels {
            throw RenderError(description: "a \(list.size.width) × \(list.size.height) pt picture at scale \(scale) is too large for a PNG (more than \(Int(maximumPixels)) pixels)")
        }
    }

    private static func renderPNG(_ list: DrawList, scale: Double, fonts: inout FontFaceCache) -> Result<Data, RenderError> {
        withImageSurface(list, scale: scale, fonts: &fonts) { surface in
            let sink = ByteSink()
            let status = cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
            guard status == CAIRO_STATUS_SUCCESS else { return .failure(cairoError("encode the PNG", status)) }
            return .success(sink.data)
        }
    }

    /// Paints `list` on a new ARGB32 image surface and hands it to `body`.
    private static func withImageSurface<T>(
        _ list: DrawList, scale: Double, fonts: inout FontFaceCache, _ body: (OpaquePointer) -> Result<T, RenderError>
    ) -> Result<T, RenderError> {
        let width = Int32(max(1, (list.size.width * scale).rounded(.up)))
        let height = Int32(max(1, (list.size.height * scale).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return .failure(RenderError(description: "cairo cannot make a \(width) × \(height) image")) }
        defer { cairo_surface_destroy(surface) }
        paint(list, on: surface, scale: scale, hairline: 1 / scale, fonts: &fonts)
        cairo_surface_flush(surface)
        return body(surface)
    }

    private static func renderVector(_ list: DrawList, format: RenderFormat, fonts: inout FontFaceCache) -> Result<Data, RenderError> {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let width = max(list.size.width, 1), height = max(list.size.height, 1)
        let surface: OpaquePointer?
        if format == .svg {
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, closure, width, height)
            if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT) }
        } else {
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, closure, width, height)
            if let surface {
                // A fixed date keeps the bytes identical from run to run.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Typeset")
            }
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return .failure(RenderError(description: "cairo cannot make a \(format.rawValue) surface"))
        }
        paint(list, on: surface, scale: 1, hairline: 0.25, fonts: &fonts)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { return .failure(cairoError("write the \(format.rawValue)", status)) }
        return .success(format == .svg ? SVGIds.normalize(sink.data) : sink.data)
    }

    private static func paint(_ list: DrawList, on surface: OpaquePointer, scale: Double, hairline: Double, fonts: inout FontFaceCache) {
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let canvas = CairoCanvas(cr: cr, hairline: hairline)
        canvas.draw(list, fonts: &fonts)
    }

    private static func cairoError(_ what: String, _ status: cairo_status_t) -> RenderError {
        RenderError(description: "cairo could not \(what): \(String(cString: cairo_status_to_string(status)))")
    }
}

/// Pixels of a rasterised display list.
public struct RasterImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied ARGB, one 32-bit value per pixel (alpha in the top byte), row by row.
    public let argb: [UInt32]

    /// Red, green, blue and alpha of a pixel, 0...255 (premultiplied).
    public func rgba(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let value = argb[y * width + x]
        return (Int((value >> 16) & 0xff), Int((value >> 8) & 0xff), Int(value & 0xff), Int(value >> 24))
    }
}

/// Collects what a cairo stream surface writes.
private final class ByteSink {
    var data = Data()

    /// cairo's write callback; `closure` is an unretained `ByteSink`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
