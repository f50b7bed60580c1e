// Reading PNG files back into pixels, for comparing pictures (snapshot tests).
import CCairo
import Foundation

extension RasterImage {
    /// The pixels of a PNG file (any PNG cairo reads; converted to premultiplied ARGB).
    public init(png: Data) throws(RenderError) {
        let source = ByteSource(png)
        let closure = Unmanaged.passUnretained(source).toOpaque()
        guard let surface = cairo_image_surface_create_from_png_stream(ByteSource.read, closure) else {
            throw RenderError(description: "cairo could not read the PNG")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "cannot read the PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        // Draw it on an ARGB32 surface so every PNG (grey, RGB, with or without alpha) reads
        // the same way.
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height), let cr = cairo_create(target) else {
            throw RenderError(description: "cairo cannot make a \(width) × \(height) image")
        }
        defer { cairo_surface_destroy(target) }
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        let stride = Int(cairo_image_surface_get_stride(target))
        guard let data = cairo_image_surface_get_data(target) else { throw RenderError(description: "cairo gave no pixel data") }
        var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
        for y in 0..<Int(height) {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) { pixels[y * Int(width) + x] = row[x] }
        }
        self.init(width: Int(width), height: Int(height), argb: pixels)
    }
}

/// Hands a PNG's bytes to cairo's read callback.
private final class ByteSource {
    let data: Data
    var offset = 0

    init(_ data: Data) { self.data = data }

    /// cairo's read callback; `closure` is an unretained `ByteSource`.
    static let read: cairo_read_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        source.data.copyBytes(to: bytes, from: (source.data.startIndex + source.offset) ..< (source.data.startIndex + source.offset + count))
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
