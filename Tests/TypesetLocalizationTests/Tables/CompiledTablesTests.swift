import Foundation
import Testing
@testable import TypesetLocalization

/// `.strings` and `.stringsdict` tables in their text, XML and binary forms (research §7.3;
/// Apple's stringsdict format: NSStringLocalizedFormatKey, NSStringPluralRuleType,
/// NSStringFormatValueTypeKey and the category keys).
@Suite struct CompiledTablesTests {
    private func strings(_ text: String) throws -> [String: String] {
        try CompiledTables.strings(Data(text.utf8)).mapValues { entry in
            if case .string(let value) = entry.value { return value }
            return ""
        }
    }

    @Test func textStringsFiles() throws {
        let table = try strings("""
            /* A comment */
            "settings.title" = "Einstellungen";
            // another comment
            "quote" = "Sie sagte \\"Hallo\\"\\n";
            unquoted_key = "ok";
            "only key";
            "unicode" = "\\U00e9t\\U00E9";
            """)
        #expect(table.count == 5)
        #expect(table["settings.title"] == "Einstellungen")
        #expect(table["quote"] == "Sie sagte \"Hallo\"\n")
        #expect(table["unquoted_key"] == "ok")
        #expect(table["only key"] == "only key")
        #expect(table["unicode"] == "été")
    }

    @Test func utf16FilesWithAByteOrderMark() throws {
        // Xcode writes .strings tables in UTF-16 by default.
        var data = Data([0xFF, 0xFE])
        for unit in "\"a\" = \"ä\";".utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let table = try CompiledTables.strings(data)
        #expect(table["a"] == LocalizedEntry(value: .string("ä")))
    }

    @Test func binaryTablesReadAsFoundationWritesThem() throws {
        // Foundation's binary property-list writer is the oracle for the format.
        let plist: [String: Any] = ["Save": "Sichern", "long": String(repeating: "ü", count: 40), "ascii": "plain"]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        let table = try CompiledTables.strings(data)
        #expect(table.count == 3)
        #expect(table["Save"] == LocalizedEntry(value: .string("Sichern")))
        #expect(table["long"] == LocalizedEntry(value: .string(String(repeating: "ü", count: 40))))
    }

    @Test func malformedTextNamesTheLine() {
        // CoreFoundation reports the same file as "Missing ';' on line 4".
        let text = "/* c */\n\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n"
        do {
            _ = try strings(text)
            Issue.record("a missing semicolon was accepted")
        } catch {
            #expect((error as? ReadFailure)?.line == 4)
            #expect((error as? ReadFailure)?.message.contains("missing ';'") == true)
        }
    }

    @Test(arguments: [
        ("\"a\" = \"unterminated;\n", 1),
        ("\"a\" = \"b\";\n\"c\" = (\"x\");\n", 2),
        ("\"a\" = \"b\";\n\n/* never closed\n", 3),
        ("\"a\" \"b\";", 1),
    ])
    func everyMalformedTableIsAnErrorWithItsLine(text: String, line: Int) {
        do {
            _ = try strings(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect((error as? ReadFailure)?.line == line)
        }
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>%lld files</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@</string>
            <key>files</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>lld</string>
              <key>one</key>
              <string>%lld файл</string>
              <key>few</key>
              <string>%lld файла</string>
              <key>many</key>
              <string>%lld файлов</string>
              <key>other</key>
              <string>%lld файла</string>
            </dict>
          </dict>
          <key>Tap &amp; hold</key>
          <dict>
            <key>NSStringDeviceSpecificRuleType</key>
            <dict>
              <key>iphone</key>
              <string>Tippen &amp; halten</string>
              <key>ipad</key>
              <string>Klicken</string>
            </dict>
          </dict>
        </dict>
        </plist>
        """

    @Test func stringsdictPluralsAndDevices() throws {
        let table = try CompiledTables.stringsdict(Data(Self.stringsdict.utf8))
        let files = try #require(table["%lld files"])
        let kinds: [FormatSpecifier.ArgumentKind] = [.signedInteger]
        // The issue's example: "2 файла", "5 файлов"; CLDR: 21 is `one`, 11 is `many`.
        for (count, expected) in [(1, "1 файл"), (2, "2 файла"), (5, "5 файлов"), (11, "11 файлов"), (21, "21 файл")] {
            let format = try files.format(for: [.signedInteger(Int64(count))], kinds: kinds, device: .iphone, language: "ru")
            #expect(StringFormatter.string(format, [.signedInteger(Int64(count))], locale: Locale(identifier: "en_US_POSIX")) == expected)
        }
        let tap = try #require(table["Tap & hold"])
        #expect(try tap.text(device: .iphone, language: "de") == "Tippen & halten")
        #expect(try tap.text(device: .ipad, language: "de") == "Klicken")
        #expect(throws: EntryResolutionError.self) { try tap.text(device: .mac, language: "de") }
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key><string>x</strin></dict></plist>", 1),
        ("<plist>\n<dict>\n<key>a</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n<key>n</key><dict><key>several</key><string>x</string></dict>\n</dict></dict></plist>", 6),
        ("<plist><dict>\n<key>a</key>\n</dict></plist>", 2),
        ("<plist>\n<dict>\n<key>a</key><integer>5</integer>\n</dict></plist>", 3),
    ])
    func malformedStringsdictIsAnErrorWithItsLine(xml: String, line: Int) {
        do {
            _ = try CompiledTables.stringsdict(Data(xml.utf8))
            Issue.record("accepted: \(xml)")
        } catch {
            #expect(error.line == line, "\(error.message)")
        }
    }

    @Test func aBinaryArrayThatHoldsItselfIsAnError() {
        // bplist00, object 0 at offset 8: an array of one reference, to object 0; the offset
        // table at 10; the trailer: sizes 1 and 1, one object, top 0, table at 10.
        var bytes = Array("bplist00".utf8) + [0xA1, 0x00, 0x08]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10]
        do {
            _ = try PropertyList.read(Data(bytes))
            Issue.record("a cycle was accepted")
        } catch {
            #expect(error.message.contains("cycle"))
        }
    }

    @Test func binaryOffsetsOutsideTheFileAreErrors() throws {
        var data = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["a": ["b"]], format: .binary, options: 0))
        // Point the top object at an offset outside the file.
        let trailer = data.count - 32
        data[trailer + 16 + 7] = 200
        #expect(throws: ReadFailure.self) { try CompiledTables.strings(Data(data)) }
    }
}
