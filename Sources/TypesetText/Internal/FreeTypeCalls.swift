// The single funnel for FreeType calls. FreeType only opens and describes font files here
// (names, style, face count, error codes); metrics and shaping come from HarfBuzz (Design §8.2).

import CFreeType
import Synchronization

/// What FreeType reports about one face of a font file.
struct FreeTypeFaceInfo: Sendable {
    var familyName: String
    var styleName: String
    var postScriptName: String
    var faceIndex: Int
    var faceCount: Int
    /// OS/2 `usWeightClass` (100...900), or 700/400 from the style flags when OS/2 is absent.
    var weightClass: Int
    var isItalic: Bool
    /// OS/2 `usWidthClass` (1...9), 5 (normal) when OS/2 is absent.
    var widthClass: Int
    /// `FT_FACE_FLAG_FIXED_WIDTH`.
    var isFixedPitch: Bool
}

/// A FreeType error: the `FT_Error` code and its message.
struct FreeTypeFailure: Error, Sendable {
    var code: Int32
    var message: String
}

/// FreeType entry points, serialised on one library (FreeType requires that for face creation).
enum FreeType {
    /// The process-wide `FT_Library`, created on first use. The mutex serialises every call.
    private static let library: Mutex<LibraryBox> = Mutex(LibraryBox())

    /// The FreeType version, e.g. "2.12.1" (`FT_Library_Version`).
    static var version: String {
        library.withLock { box -> String in
            guard let lib = box.handle() else { return "unavailable" }
            var major: FT_Int = 0
            var minor: FT_Int = 0
            var patch: FT_Int = 0
            FT_Library_Version(lib, &major, &minor, &patch)
            return "\(major).\(minor).\(patch)"
        }
    }

    /// Describes the face at `index` of the font file at `path` (`FT_Open_Face`).
    static func describeFace(path: String, index: Int) throws(FreeTypeFailure) -> FreeTypeFaceInfo {
        let result: Result<FreeTypeFaceInfo, FreeTypeFailure> = library.withLock { box in
            guard let lib = box.handle() else {
                return .failure(FreeTypeFailure(code: box.initError, message: message(for: box.initError)))
            }
            var face: FT_Face?
            let error: FT_Error = path.withCString { cPath in
                var args = FT_Open_Args()
                args.flags = FT_UInt(FT_OPEN_PATHNAME)
                args.pathname = UnsafeMutablePointer(mutating: cPath)
                return FT_Open_Face(lib, &args, FT_Long(index), &face)
            }
            guard error == 0, let face else {
                let code = error == 0 ? 0x06 : Int32(error)
                return .failure(FreeTypeFailure(code: code, message: message(for: code)))
            }
            defer { FT_Done_Face(face) }
            return .success(info(of: face, index: index))
        }
        return try result.get()
    }

    /// The message for a FreeType error code (`FT_Error_String`, else the `fterrdef.h` table).
    static func message(for code: Int32) -> String {
        if let cString = FT_Error_String(FT_Error(code)) { return String(cString: cString) }
        return freeTypeErrorStrings[code] ?? "FreeType error \(code)"
    }

    private static func info(of face: FT_Face, index: Int) -> FreeTypeFaceInfo {
        let record = face.pointee
        let family = record.family_name.map { String(cString: $0) } ?? ""
        let style = record.style_name.map { String(cString: $0) } ?? ""
        let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        let styleFlags = Int(record.style_flags)
        let isBold = styleFlags & 2 != 0  // FT_STYLE_FLAG_BOLD
        var weight = isBold ? 700 : 400
        var width = 5
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF, os2.usWeightClass >= 1, os2.usWeightClass <= 1000 {
                weight = Int(os2.usWeightClass)
            }
            if os2.version != 0xFFFF, os2.usWidthClass >= 1, os2.usWidthClass <= 9 {
                width = Int(os2.usWidthClass)
            }
        }
        return FreeTypeFaceInfo(
            familyName: family, styleName: style, postScriptName: postScript, faceIndex: index,
            faceCount: max(1, Int(record.num_faces)), weightClass: weight,
            isItalic: styleFlags & 1 != 0,  // FT_STYLE_FLAG_ITALIC
            widthClass: width, isFixedPitch: Int(record.face_flags) & (1 << 2) != 0)  // FT_FACE_FLAG_FIXED_WIDTH
    }
}

/// Owns the `FT_Library`; only touched under `FreeType.library`'s lock.
private struct LibraryBox: ~Copyable {
    private var library: FT_Library?
    private(set) var initError: Int32 = 0
    private var attempted = false

    init() {}

    mutating func handle() -> FT_Library? {
        if !attempted {
            attempted = true
            var lib: FT_Library?
            let error = FT_Init_FreeType(&lib)
            if error == 0 { library = lib } else { initError = Int32(error) }
        }
        return library
    }
}
