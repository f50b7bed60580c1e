// The set of faces the engine may use: the bundled fonts always, plus directories, files and
// (opt-in) system fonts (Design §8.1).

import Foundation
import Synchronization

/// A set of registered font faces, looked up by family name, weight and italic.
///
/// Every collection contains the bundled fonts of `Fonts/`. Registration is thread-safe.
public final class FontCollection: Sendable {
    struct Storage {
        var faces: [FontFace] = []
        /// Faces per lowercased family name, in registration order.
        var byFamily: [String: [FontFace]] = [:]
        /// Faces per lowercased PostScript name.
        var byPostScriptName: [String: FontFace] = [:]
        /// Family names as first registered, per lowercased name.
        var familyNames: [String: String] = [:]
        /// Files that could not be read while scanning directories.
        var skipped: [FontError] = []
        /// Fallback results beyond the default chain, per cluster.
        var fallbackMemo: [[UInt32]: FontFace?] = [:]
    }

    let storage: Locked<Storage>
    /// Bumped on every registration (engines drop derived caches when it changes); atomic, so
    /// engines can check it on every layout without taking the lock.
    private let registrations = Atomic<Int>(0)

    /// The bundled fonts (`Fonts/` of this package, or `TYPESET_FONTS_DIR`), loaded once.
    public static var bundled: FontCollection { bundledCollection }

    private static let bundledCollection = FontCollection(scanning: bundledFontsDirectory)

    /// The directory of the bundled fonts: `TYPESET_FONTS_DIR` when set, else `<package>/Fonts`.
    public static var bundledFontsDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["TYPESET_FONTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        // #filePath = <package>/Sources/TypesetText/Fonts/FontCollection.swift
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts", isDirectory: true)
    }

    /// A collection of the bundled fonts plus every font file under `directories` and, when
    /// `includeSystemFonts` is set, the fonts fontconfig knows (`fc-list`, else the usual
    /// font directories).
    ///
    /// Throws ``FontError/fileNotFound(_:)`` for a missing directory or when the bundled fonts
    /// are missing. Unreadable files inside directories are skipped and listed in
    /// ``skippedFiles``.
    public init(directories: [URL] = [], includeSystemFonts: Bool = false) throws {
        let bundled = FontCollection.bundled
        let bundledFaces = bundled.faces
        guard !bundledFaces.isEmpty else { throw FontError.fileNotFound(FontCollection.bundledFontsDirectory) }
        var storage = Storage()
        for face in bundledFaces { storage.add(face) }
        self.storage = Locked(storage)
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { throw FontError.fileNotFound(directory) }
            registerAll(FontCollection.fontFiles(in: directory))
        }
        if includeSystemFonts {
            registerAll(FontCollection.systemFontFiles())
        }
    }

    /// The bundled collection: every font file in `directory`, errors kept in `skippedFiles`.
    private init(scanning directory: URL) {
        storage = Locked(Storage())
        registerAll(FontCollection.fontFiles(in: directory))
    }

    private func registerAll(_ files: [URL]) {
        for file in files {
            do {
                try register(fileAt: file)
            } catch let error as FontError {
                storage.withLock { $0.skipped.append(error) }
            } catch {
                storage.withLock { $0.skipped.append(.unreadableFile(file, freeTypeError: 0, reason: "\(error)")) }
            }
        }
    }

    /// Registers every face of a TTF, OTF or TTC file and returns them.
    ///
    /// Throws ``FontError/fileNotFound(_:)`` when nothing is at `url`,
    /// ``FontError/invalidFont(_:_:)`` for a file FreeType or HarfBuzz would open but that gives
    /// no usable face (empty, truncated, units per em outside 16...16384, no `cmap`, no glyphs),
    /// and ``FontError/unreadableFile(_:freeTypeError:reason:)`` for what FreeType rejects. A
    /// failed registration leaves the collection unchanged.
    @discardableResult
    public func register(fileAt url: URL) throws -> [FontFace] {
        let first = try FaceRegistry.face(at: url, index: 0)
        var faces = [first.face]
        if first.faceCount > 1 {
            for index in 1..<first.faceCount {
                faces.append(try FaceRegistry.face(at: url, index: index).face)
            }
        }
        storage.withLock { storage in
            for face in faces { storage.add(face) }
        }
        registrations.add(1, ordering: .releasing)
        return faces
    }

    /// Registers the face at `faceIndex` of a font file (a TTC holds several) and returns it.
    ///
    /// An index past the file's faces throws ``FontError/unreadableFile(_:freeTypeError:reason:)``
    /// with FreeType's "invalid argument".
    @discardableResult
    public func register(fileAt url: URL, faceIndex: Int) throws -> FontFace {
        let face = try FaceRegistry.face(at: url, index: faceIndex).face
        storage.withLock { $0.add(face) }
        registrations.add(1, ordering: .releasing)
        return face
    }

    /// The face of `family` (case-insensitive; a PostScript name also works) nearest to
    /// `weight` and `widthClass` (OS/2 `usWidthClass`, 5 = normal), preferring the requested
    /// italic.
    public func face(
        family: String, weight: Font.Weight = .regular, italic: Bool = false, widthClass: Int = 5
    ) throws -> FontFace {
        let key = family.lowercased()
        let found: FontFace? = storage.withLock { storage in
            if let candidates = storage.byFamily[key] {
                return FontCollection.bestMatch(candidates, weight: weight, italic: italic, widthClass: widthClass)
            }
            return storage.byPostScriptName[key]
        }
        guard let found else { throw FontError.unknownFamily(family, available: families) }
        return found
    }

    /// The fixed-pitch face of `family` nearest to the request, if the family has one
    /// (SwiftUI's `Font.monospaced()`).
    func fixedPitchFace(family: String, weight: Font.Weight, italic: Bool, widthClass: Int) -> FontFace? {
        storage.withLock { storage in
            let candidates = storage.byFamily[family.lowercased()]?.filter(\.isFixedPitch) ?? []
            return FontCollection.bestMatch(candidates, weight: weight, italic: italic, widthClass: widthClass)
        }
    }

    /// Every registered face, in registration order.
    public var faces: [FontFace] { storage.withLock { $0.faces } }

    /// The registered family names, sorted.
    public var families: [String] {
        storage.withLock { Array($0.familyNames.values) }.sorted {
            $0.localizedStandardCompare($1) == .orderedAscending
        }
    }

    /// Files found in scanned directories that could not be read.
    public var skippedFiles: [FontError] { storage.withLock { $0.skipped } }

    /// Changes whenever a face is registered.
    var generation: Int { registrations.load(ordering: .acquiring) }

    /// CSS-style matching (CSS Fonts 4 §5.2): the nearest width first, then italic, then the
    /// nearest weight; weight ties go heavier for bold requests and lighter otherwise. A
    /// variable face matches by its default instance; its axes then take the exact request.
    static func bestMatch(
        _ candidates: [FontFace], weight: Font.Weight, italic: Bool, widthClass: Int = 5
    ) -> FontFace? {
        let target = weight.cssWeight
        return candidates.min { lhs, rhs in
            func score(_ face: FontFace) -> (Int, Int, Double, Double) {
                let distance = abs(face.weight.cssWeight - target)
                let direction = target > 500 ? -face.weight.cssWeight : face.weight.cssWeight
                return (abs(face.widthClass - widthClass), face.isItalic == italic ? 0 : 1, distance, direction)
            }
            return score(lhs) < score(rhs)
        }
    }

    /// The font files under `directory`, recursively, sorted by path.
    static func fontFiles(in directory: URL) -> [URL] {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where extensions.contains(url.pathExtension.lowercased()) {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}

extension FontCollection.Storage {
    /// Adds a face unless it is already registered.
    mutating func add(_ face: FontFace) {
        let family = face.familyName.lowercased()
        if byFamily[family]?.contains(where: { $0 === face }) == true { return }
        faces.append(face)
        byFamily[family, default: []].append(face)
        if familyNames[family] == nil { familyNames[family] = face.familyName }
        let postScript = face.postScriptName.lowercased()
        if !postScript.isEmpty, byPostScriptName[postScript] == nil { byPostScriptName[postScript] = face }
        fallbackMemo.removeAll()
    }
}

/// Faces per file and index, loaded once per process and shared by every collection.
enum FaceRegistry {
    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    private struct Entry {
        var face: FontFace
        var faceCount: Int
    }

    private struct InstanceKey: Hashable {
        var base: Int
        var variations: [FontVariation]
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var instances: [InstanceKey: FontFace] = [:]
        var nextID = 1
    }

    private static let state = Locked(State())

    /// The face at `index` of the file at `url`, opened with FreeType (names, style, errors)
    /// and HarfBuzz (metrics, shaping).
    static func face(at url: URL, index: Int) throws(FontError) -> (face: FontFace, faceCount: Int) {
        let url = url.standardizedFileURL
        let key = Key(path: url.path, index: index)
        if let entry = state.withLock({ $0.entries[key] }) { return (entry.face, entry.faceCount) }

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { throw FontError.fileNotFound(url) }
        if let defect = FontFileCheck.defect(of: url, index: index) { throw FontError.invalidFont(url, defect) }
        let info: FreeTypeFaceInfo
        do {
            info = try FreeType.describeFace(path: url.path, index: index)
        } catch {
            throw FontError.unreadableFile(url, freeTypeError: error.code, reason: error.message)
        }
        guard let harfBuzz = HarfBuzzFont(path: url.path, index: index) else {
            throw FontError.unreadableFile(
                url, freeTypeError: 0x02, reason: FreeType.message(for: 0x02) + " (HarfBuzz cannot open the face)")
        }
        guard harfBuzz.glyphCount > 0 else { throw FontError.invalidFont(url, .noGlyphs) }
        return state.withLock { state in
            if let entry = state.entries[key] { return (entry.face, entry.faceCount) }
            let face = FontFace(info: info, url: url, harfBuzz: harfBuzz, id: state.nextID)
            state.nextID += 1
            state.entries[key] = Entry(face: face, faceCount: info.faceCount)
            return (face, info.faceCount)
        }
    }

    /// The instance of `base` at `variations` (clamped, sorted, not all defaults), made once per
    /// process: a HarfBuzz font on the base's face with `hb_font_set_variations`, its metrics
    /// read at those coordinates. Nil when HarfBuzz cannot make the font.
    static func instance(of base: FontFace, variations: [FontVariation]) -> FontFace? {
        let key = InstanceKey(base: base.id, variations: variations)
        if let face = state.withLock({ $0.instances[key] }) { return face }
        guard let harfBuzz = HarfBuzzFont(instanceOf: base.harfBuzz, variations: variations) else { return nil }
        return state.withLock { state in
            if let face = state.instances[key] { return face }
            let face = FontFace(instanceOf: base, variations: variations, harfBuzz: harfBuzz, id: state.nextID)
            state.nextID += 1
            state.instances[key] = face
            return face
        }
    }
}
