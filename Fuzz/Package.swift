// swift-tools-version: 6.1
// libFuzzer targets for Typeset (issue 10). Not part of the main package: they only link with
// `-sanitize=fuzzer,address`, which `Scripts/fuzz TARGET SECONDS` passes. Each target checks the invariants of its output and traps when one breaks, so
// libFuzzer records the input as a crash.
import PackageDescription

let package = Package(
    name: "TypesetFuzz",
    dependencies: [.package(name: "Typeset", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", .product(name: "Typeset", package: "Typeset")]),
        // Scene JSON → Scene → layout.
        .executableTarget(
            name: "FuzzScene",
            dependencies: ["FuzzSupport", .product(name: "TypesetScene", package: "Typeset")]),
        // Random Unicode, fonts, widths and paragraph styles → TextEngine.layout.
        .executableTarget(name: "FuzzText", dependencies: ["FuzzSupport"]),
        // Mutated font bytes → FontCollection.register → shaping with the face.
        .executableTarget(name: "FuzzFont", dependencies: ["FuzzSupport"]),
        // Catalogues, .strings and .stringsdict tables, and localized keys with hostile
        // specifiers → reading, plural and device resolution, checking, formatting,
        // pseudolanguages, layout.
        .executableTarget(name: "FuzzLocalization", dependencies: ["FuzzSupport"]),
    ]
)
