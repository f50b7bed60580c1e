// The independent oracle for styled text: HarfBuzz's own `hb-shape` (Debian's libharfbuzz-bin,
// installed by Scripts/ensure-system-packages.sh) run at test time on the same font file with
// the same variations and features, never our engine's output.

import Foundation
import Testing

@testable import TypesetText

/// One glyph as `hb-shape --output-format=json` prints it.
struct OracleGlyph: Decodable, Equatable {
    var g: UInt32
    var cl: Int
    var ax: Int
    var dx: Int
    var dy: Int
}

/// `hb-shape`'s answer for one string.
struct OracleShape {
    var glyphs: [OracleGlyph]

    /// The sum of the advances, in font units.
    var advance: Int { glyphs.reduce(0) { $0 + $1.ax } }
}

enum HarfBuzzOracle {
    /// `hb-shape` on `PATH`, where Debian puts it.
    static let executable = URL(fileURLWithPath: "/usr/bin/hb-shape")

    /// Shapes `string` with `hb-shape --font-funcs=ot` (the OpenType functions: advances from
    /// `HVAR`/`gvar` at the given coordinates) in the bundled file `file`, left to right.
    /// Records an issue and returns nil when `hb-shape` is missing or fails.
    static func shape(
        _ string: String, file: String, variations: [String] = [], features: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> OracleShape? {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record(
                "hb-shape is missing: install libharfbuzz-bin (Scripts/ensure-system-packages.sh)",
                sourceLocation: sourceLocation)
            return nil
        }
        let font = FontCollection.bundledFontsDirectory.appendingPathComponent(file).path
        var arguments = [
            "--font-funcs=ot", "--no-glyph-names", "--output-format=json", "--direction=ltr",
        ]
        if !variations.isEmpty { arguments.append("--variations=" + variations.joined(separator: ",")) }
        if !features.isEmpty { arguments.append("--features=" + features.joined(separator: ",")) }
        arguments += [font, string]
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Issue.record("hb-shape did not start: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let glyphs = try? JSONDecoder().decode([OracleGlyph].self, from: data)
        else {
            Issue.record("hb-shape \(arguments.joined(separator: " ")) failed", sourceLocation: sourceLocation)
            return nil
        }
        return OracleShape(glyphs: glyphs)
    }
}

