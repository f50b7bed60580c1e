// Broken font files (issue 10): each gives a typed `FontError` naming the file and the cause,
// and the collection stays usable. The bad fonts are made here from a bundled font's bytes.

import Foundation
import Testing

@testable import TypesetText

@Suite struct FontFileTests {
    /// A small bundled font (Noto Sans Hebrew, 27 KB) to break.
    static let source = FontCollection.bundledFontsDirectory.appendingPathComponent("NotoSansHebrew-Regular.ttf")

    /// A fresh directory for one test's files.
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-font-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Registers the file at `url` in a fresh collection and returns the error it throws.
    private func registrationError(_ url: URL) throws -> FontError? {
        let fonts = try FontCollection()
        do {
            _ = try fonts.register(fileAt: url)
            return nil
        } catch let error as FontError {
            #expect(error.description.contains(url.lastPathComponent), "the message names the file")
            return error
        }
    }

    private func write(_ data: Data, _ name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url.standardizedFileURL
    }

    /// `count` bytes from a fixed xorshift sequence: random, but the same every run.
    static func randomBytes(_ count: Int) -> Data {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return Data((0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        })
    }

    @Test func missingFileIsNotFound() throws {
        let url = try directory().appendingPathComponent("absent.ttf").standardizedFileURL
        #expect(try registrationError(url) == .fileNotFound(url))
    }

    @Test func emptyFileIsInvalid() throws {
        let url = try write(Data(), "empty.ttf", in: directory())
        #expect(try registrationError(url) == .invalidFont(url, .emptyFile))
    }

    /// Random bytes are no font format FreeType knows: `FT_Err_Unknown_File_Format` (0x02).
    @Test func randomBytesAreAnUnknownFormat() throws {
        let url = try write(Self.randomBytes(4096), "random.ttf", in: directory())
        let error = try registrationError(url)
        guard case .unreadableFile(let file, let code, _) = error else {
            Issue.record("expected unreadableFile, got \(String(describing: error))")
            return
        }
        #expect(file == url)
        #expect(code == 0x02)
    }

    /// Cut in half: the first table in the directory that reaches past the new end is named.
    @Test func truncatedFileNamesTheCutTable() throws {
        let bytes = try Data(contentsOf: Self.source)
        let cut = bytes.count / 2
        let expected = try #require(FontTableEditor.directory(of: bytes).first { $0.offset + $0.length > cut })
        let url = try write(bytes.prefix(cut), "truncated.ttf", in: directory())
        #expect(
            try registrationError(url)
                == .invalidFont(url, .truncatedTable(tag: expected.tag, end: expected.offset + expected.length, fileSize: cut)))
    }

    /// `head.unitsPerEm` (uint16 at byte 18) set to 0; OpenType allows 16...16384.
    @Test func unitsPerEmZeroIsInvalid() throws {
        var font = try FontTableEditor(contentsOf: Self.source)
        font.patch("head", at: 18, uint16: 0)
        let url = try write(font.data, "upem0.ttf", in: directory())
        #expect(try registrationError(url) == .invalidFont(url, .unitsPerEmOutOfRange(0)))
    }

    /// Without `cmap` no character maps to a glyph; FreeType still opens the face.
    @Test func fontWithoutCharacterMapIsInvalid() throws {
        var font = try FontTableEditor(contentsOf: Self.source)
        font.remove("cmap")
        let url = try write(font.data, "nocmap.ttf", in: directory())
        #expect(try registrationError(url) == .invalidFont(url, .missingTable("cmap")))
    }

    /// The editor round-trips: the rewritten source font registers and maps Hebrew.
    @Test func rewrittenSourceFontStillLoads() throws {
        let url = try write(try FontTableEditor(contentsOf: Self.source).data, "rewritten.ttf", in: directory())
        let face = try #require(try FontCollection().register(fileAt: url).first)
        #expect(face.familyName == "Noto Sans Hebrew")
        #expect(face.covers("ש"))
    }

    /// A directory with one good font among bad ones: the good one loads, each bad one is in
    /// `skippedFiles` with its cause, and text lays out (falling back past the bad files).
    @Test func directoryWithBadFontsStaysUsable() throws {
        let folder = try directory()
        var noCharacterMap = try FontTableEditor(contentsOf: Self.source)
        noCharacterMap.remove("cmap")
        let bytes = try Data(contentsOf: Self.source)
        let bad = [
            try write(Data(), "a-empty.ttf", in: folder),
            try write(Self.randomBytes(512), "b-random.otf", in: folder),
            try write(bytes.prefix(bytes.count / 2), "c-truncated.ttf", in: folder),
            try write(noCharacterMap.data, "d-nocmap.ttf", in: folder),
        ]
        let good = try write(bytes, "e-good.ttf", in: folder)
        let fonts = try FontCollection(directories: [folder])
        let skipped = fonts.skippedFiles.map(\.description)
        #expect(skipped.count == bad.count)
        for file in bad {
            #expect(skipped.contains { $0.contains(file.path) }, "\(file.lastPathComponent) is skipped with its path")
        }
        #expect(fonts.faces.contains { $0.fileURL == good })
        let layout = TextEngine(fonts: fonts).layout(text("Hello שלום", "Noto Sans Hebrew"), width: 200)
        #expect(layout.lines.count == 1)
        #expect(layout.missingCharacters.isEmpty)
        #expect(layout.width > 0 && layout.width.isFinite)
    }

    /// A failed registration leaves the collection as it was.
    @Test func failedRegistrationChangesNothing() throws {
        let fonts = try FontCollection()
        let before = fonts.faces.count
        let url = try write(Data(), "empty.ttf", in: directory())
        #expect(throws: FontError.invalidFont(url, .emptyFile)) { try fonts.register(fileAt: url) }
        #expect(fonts.faces.count == before)
        #expect(TextEngine(fonts: fonts).layout(text("Hello"), width: nil).lines.count == 1)
    }
}
