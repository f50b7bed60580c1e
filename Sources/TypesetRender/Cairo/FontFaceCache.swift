// One FreeType face and one cairo font face per (file, face index, variation coordinates),
// created on first use and kept for the life of the process. Only touched under the render
// lock (see `RenderLock`).
import CCairo
import Foundation
import Typeset

/// A font file, a face inside it and the design coordinates to draw it at.
struct FaceKey: Hashable {
    var path: String
    var index: Int
    var variations: [FontVariation] = []
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
        if !key.variations.isEmpty {
            FontFaceCache.setDesignCoordinates(key.variations, on: ftFace, library: OpaquePointer(bitPattern: library))
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

    /// Sets `variations` on `face` before cairo wraps it (cairo keeps the coordinates a face has
    /// when it is wrapped): `FT_Set_Var_Design_Coordinates` with every axis of `FT_Get_MM_Var`,
    /// those not listed at their defaults, in 16.16 fixed point. The layout shaped the glyphs
    /// with HarfBuzz at the same design coordinates, so advances and outlines agree.
    private static func setDesignCoordinates(_ variations: [FontVariation], on face: FT_Face, library: FT_Library?) {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return }
        defer { FT_Done_MM_Var(library, master) }
        let count = Int(master.pointee.num_axis)
        guard count > 0, let axes = master.pointee.axis else { return }
        var coordinates = [FT_Fixed](repeating: 0, count: count)
        for index in 0..<count {
            let axis = axes[index]
            var value = Double(axis.def) / 65536
            let tag = UInt32(truncatingIfNeeded: axis.tag)
            if let wanted = variations.first(where: { FontFaceCache.tag($0.tag) == tag }) { value = wanted.value }
            coordinates[index] = FT_Fixed((value * 65536).rounded())
        }
        _ = coordinates.withUnsafeMutableBufferPointer { buffer in
            FT_Set_Var_Design_Coordinates(face, FT_UInt(count), buffer.baseAddress)
        }
    }

    /// An OpenType tag from its four letters.
    private static func tag(_ string: String) -> UInt32 {
        var bytes = Array(string.utf8.prefix(4))
        while bytes.count < 4 { bytes.append(0x20) }
        return bytes.reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
    }
}
