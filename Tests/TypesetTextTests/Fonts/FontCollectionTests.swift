// Font registration and lookup (Design §8.1): the bundled fonts are always there, lookups are by
// family (case-insensitive), nearest weight and italic, and failures are typed FontErrors that
// name the file or family and carry FreeType's error.

import Foundation
import Testing

@testable import TypesetText

@Suite("FontCollection")
struct FontCollectionTests {
    static let bundledFamilies = [
        "Charis SIL", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Droid Sans Fallback", "Inter", "Lato",
        "Liberation Sans", "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Hebrew",
    ]

    @Test("The bundled collection holds the 15 files of Fonts/ in 12 families")
    func bundled() {
        #expect(bundledFonts.faces.count == 15)
        #expect(bundledFonts.families == Self.bundledFamilies)
        #expect(bundledFonts.skippedFiles.isEmpty)
        #expect(FontCollection.bundledFontsDirectory.lastPathComponent == "Fonts")
    }

    @Test("Lookup is case-insensitive, picks the nearest weight and prefers the requested italic")
    func lookup() throws {
        #expect(try bundledFonts.face(family: "dejavu SANS").styleName == "Book")
        #expect(try bundledFonts.face(family: "DejaVu Sans", weight: .bold).styleName == "Bold")
        #expect(try bundledFonts.face(family: "DejaVu Sans", weight: .heavy).styleName == "Bold")
        #expect(try bundledFonts.face(family: "DejaVu Sans", weight: .light).styleName == "Book")
        let oblique = try bundledFonts.face(family: "DejaVu Sans", italic: true)
        #expect(oblique.styleName == "Oblique" && oblique.isItalic)
        #expect(try bundledFonts.face(family: "DejaVu Sans", weight: .bold).weight == .bold)
        // No italic Lato is bundled: the upright face is the nearest match.
        #expect(try bundledFonts.face(family: "Lato", italic: true).postScriptName == "Lato-Regular")
        // A PostScript name also finds its face.
        #expect(try bundledFonts.face(family: "DejaVuSans-Bold").styleName == "Bold")
    }

    @Test("An unknown family throws unknownFamily with the available families")
    func unknownFamily() {
        #expect(throws: FontError.unknownFamily("Helvetica Neue", available: Self.bundledFamilies)) {
            try bundledFonts.face(family: "Helvetica Neue")
        }
        let message = FontError.unknownFamily("X", available: ["A"]).description
        #expect(message.contains("\"X\"") && message.contains("A"))
    }

    @Test("A missing file throws fileNotFound naming it")
    func missingFile() throws {
        let collection = try FontCollection()
        let url = URL(fileURLWithPath: "/nonexistent/Nope.ttf")
        #expect(throws: FontError.fileNotFound(url)) { try collection.register(fileAt: url) }
        #expect(FontError.fileNotFound(url).description.contains("/nonexistent/Nope.ttf"))
    }

    @Test("A corrupt file throws unreadableFile with FreeType's error code and message")
    func corruptFile() throws {
        let directory = try temporaryDirectory()
        let url = directory.appendingPathComponent("Garbage.ttf")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(to: url)
        let collection = try FontCollection()
        #expect(throws: FontError.unreadableFile(url, freeTypeError: 0x02, reason: "unknown file format")) {
            try collection.register(fileAt: url)
        }
        let description = FontError.unreadableFile(url, freeTypeError: 2, reason: "unknown file format").description
        #expect(description.contains("Garbage.ttf") && description.contains("unknown file format"))
    }

    @Test("A face index past the file's faces throws FreeType's invalid argument")
    func faceIndexOutOfRange() throws {
        let url = FontCollection.bundledFontsDirectory.appendingPathComponent("DejaVuSans.ttf")
        let collection = try FontCollection()
        #expect(throws: FontError.unreadableFile(url, freeTypeError: 0x06, reason: "invalid argument")) {
            try collection.register(fileAt: url, faceIndex: 3)
        }
        #expect(try collection.register(fileAt: url, faceIndex: 0).postScriptName == "DejaVuSans")
    }

    @Test("A TrueType collection registers every face with its index")
    func trueTypeCollection() throws {
        let fonts = FontCollection.bundledFontsDirectory
        let url = try temporaryDirectory().appendingPathComponent("Pair.ttc")
        try makeTrueTypeCollection(
            [
                fonts.appendingPathComponent("NotoSansHebrew-Regular.ttf"),
                fonts.appendingPathComponent("NotoSansDevanagari-Regular.ttf"),
            ], at: url)
        let collection = try FontCollection()
        let faces = try collection.register(fileAt: url)
        #expect(faces.map(\.faceIndex) == [0, 1])
        #expect(faces.map(\.familyName) == ["Noto Sans Hebrew", "Noto Sans Devanagari"])
        #expect(faces[1].metrics.ascent == 896)  // the Devanagari face's own metrics
        #expect(faces[1].covers("न") && !faces[0].covers("न"))
        #expect(try collection.register(fileAt: url, faceIndex: 1) === faces[1])
        #expect(throws: FontError.self) { try collection.register(fileAt: url, faceIndex: 2) }
    }

    @Test("Directories add their fonts to the bundled ones; unreadable files are listed, not fatal")
    func directories() throws {
        let directory = try temporaryDirectory()
        let nested = directory.appendingPathComponent("nested", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: FontCollection.bundledFontsDirectory.appendingPathComponent("Lato-Regular.ttf"),
            to: nested.appendingPathComponent("Copy.ttf"))
        try Data(repeating: 7, count: 100).write(to: directory.appendingPathComponent("Broken.otf"))
        try Data("not a font".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let collection = try FontCollection(directories: [directory])
        #expect(collection.faces.count == 16)
        #expect(collection.skippedFiles.count == 1)
        #expect(try collection.face(family: "Lato").fileURL.lastPathComponent == "Lato-Regular.ttf")
        let missing = directory.appendingPathComponent("absent", isDirectory: true)
        #expect(throws: FontError.fileNotFound(missing)) { try FontCollection(directories: [missing]) }
    }

    @Test("System fonts are opt-in and come on top of the bundled ones")
    func systemFonts() throws {
        let collection = try FontCollection(includeSystemFonts: true)
        #expect(collection.faces.count >= bundledFonts.faces.count)
        #expect(Set(bundledFonts.families).isSubset(of: Set(collection.families)))
    }

    @Test("Faces are shared per file and index, and report coverage")
    func facesShared() throws {
        let first = try FontCollection().face(family: "Lato")
        let second = try FontCollection().face(family: "Lato")
        #expect(first === second && first == second)
        #expect(first.covers("A") && !first.covers("世"))
        let emoji = try bundledFonts.face(family: "Noto Color Emoji")
        #expect(emoji.covers("\u{1F600}") && !emoji.covers("\u{1F601}"))
        #expect(first.description.contains("Lato-Regular.ttf"))
    }
}

/// A fresh directory under the temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-text-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes a TrueType collection (OpenType §"Font Collections", version 1.0) holding `fonts`:
/// a `ttcf` header, then each font with its table offsets moved to the font's position.
func makeTrueTypeCollection(_ fonts: [URL], at url: URL) throws {
    func align(_ value: Int) -> Int { (value + 3) & ~3 }
    func put32(_ value: Int, _ data: inout Data, at offset: Int) {
        for byte in 0..<4 { data[offset + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte)) }
    }
    let files = try fonts.map { try Data(contentsOf: $0) }
    var output = Data(count: 12 + 4 * files.count)
    output.replaceSubrange(0..<4, with: Array("ttcf".utf8))
    put32(0x0001_0000, &output, at: 4)
    put32(files.count, &output, at: 8)
    for (index, file) in files.enumerated() {
        output.append(Data(count: align(output.count) - output.count))
        let base = output.count
        put32(base, &output, at: 12 + 4 * index)
        var font = file
        let tables = Int(font[4]) << 8 | Int(font[5])
        for table in 0..<tables {
            let field = 12 + 16 * table + 8
            let offset = (0..<4).reduce(0) { $0 << 8 | Int(font[field + $1]) }
            put32(offset + base, &font, at: field)
        }
        output.append(font)
    }
    try output.write(to: url)
}
