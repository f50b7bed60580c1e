// One FreeType face and one cairo font face per (file, face index), created on first use and
// kept for the life of the process. Only touched under the render lock (see `RenderLock`).
import CCairo
import Foundation

/// A font file and a face inside it.
struct FaceKey: Hashable {
    var path: String
    var index: Int
}

/// The FreeType library and the cairo font faces made from it.
///
/// Pointers are stored as bit patterns: the cache lives inside a `Mutex` and never hands a
/// pointer out of the lock, so the process-wide state stays `Sendable` without unchecked
/// conformances.
struct FontFaceCache {
    private var library: UInt = 0
    private var faces: [FaceKey: UInt] = [:]
    private var failed: Set<FaceKey> = []

    /// The cairo font face for `key`; nil when FreeType cannot open it.
    ///
    /// Glyphs load with `FT_LOAD_COLOR`, so colour bitmap fonts (CBDT emoji) draw in colour;
    /// hinting is turned off through the font options the canvas sets.
    mutating func face(_ key: FaceKey) -> OpaquePointer? {
        if let bits = faces[key] { return OpaquePointer(bitPattern: bits) }
        if failed.contains(key) { return nil }
        if library == 0 {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0, let lib else { return nil }
            library = UInt(bitPattern: lib)
        }
        var ftFace: FT_Face?
        let status = FT_New_Face(OpaquePointer(bitPattern: library), key.path, key.index, &ftFace)
        guard status == 0, let ftFace else {
            failed.insert(key)
            return nil
        }
        let loadFlags = Int32(1 << 20)  // FT_LOAD_COLOR (a macro Swift does not import)
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, loadFlags),
              cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS
        else {
            failed.insert(key)
            return nil
        }
        faces[key] = UInt(bitPattern: cairoFace)
        return cairoFace
    }
}
