// Opt-in system fonts: the files fontconfig lists, without a fontconfig C dependency
// (Design §8.1: bundled fonts always, system fonts opt-in).

import Foundation

extension FontCollection {
    /// The font files fontconfig knows (`fc-list --format "%{file}\n"`), or, when `fc-list`
    /// is not installed, the files under the usual XDG font directories.
    static func systemFontFiles() -> [URL] {
        if let listed = runFontconfigList(), !listed.isEmpty {
            return listed
        }
        let home = FileManager.default.homeDirectoryForCurrentUser
        let directories = [
            URL(fileURLWithPath: "/usr/share/fonts"), URL(fileURLWithPath: "/usr/local/share/fonts"),
            home.appendingPathComponent(".local/share/fonts"), home.appendingPathComponent(".fonts"),
        ]
        return directories.flatMap { fontFiles(in: $0) }
    }

    /// Runs `fc-list` from `PATH`; nil when it is missing or fails.
    private static func runFontconfigList() -> [URL]? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let executable = searchPath.split(separator: ":").lazy
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("fc-list") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--format", "%{file}\n"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        let paths = Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
        return paths.sorted().map { URL(fileURLWithPath: $0) }
            .filter { extensions.contains($0.pathExtension.lowercased()) }
    }
}
