// swift-tools-version: 6.1
import PackageDescription

// Tests build with warnings as errors: Swift Testing reports a vacuous `#expect` (one whose
// result the macro discards) only as an "unused result" warning.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "Typeset",
    products: [
        .library(name: "Typeset", targets: ["Typeset"]),
        .library(name: "TypesetRender", targets: ["TypesetRender"]),
        .library(name: "TypesetScene", targets: ["TypesetScene"]),
        .executable(name: "typeset", targets: ["TypesetCLI"]),
        .library(name: "TypesetAudit", targets: ["TypesetAudit"]),
        .library(name: "TypesetTesting", targets: ["TypesetTesting"]),
        .library(name: "TypesetSnapshotTesting", targets: ["TypesetSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // C shims: the only place C libraries enter. ICU hides behind a compiled C target whose
        // public header has no ICU types (the toolchain's Foundation carries its own ICU headers).
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
        .target(
            name: "CTypesetICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        // cmark-gfm (inline Markdown of localized keys) behind a header with no cmark types.
        .target(
            name: "CTypesetMarkdown",
            linkerSettings: [.linkedLibrary("cmark-gfm-extensions"), .linkedLibrary("cmark-gfm")]),

        // Text engine: fonts, metrics, itemisation, shaping, breaking, paragraphs.
        .target(name: "TypesetText", dependencies: ["CFreeType", "CHarfBuzz", "CTypesetICU"]),

        // Layout core: proposal/response, alignment, containers, modifiers, `Layout`.
        // Knows text only as a leaf that answers a proposal.
        // Its stack-growth guard reads the thread's stack bounds through a small C target.
        .target(name: "CTypesetStack"),
        .target(name: "TypesetLayout", dependencies: ["CTypesetStack"]),

        // Views, the DSL, the Text leaf and the result tree: `import Typeset`.
        .target(name: "Typeset", dependencies: ["TypesetLayout", "TypesetText", "CTypesetMarkdown"]),

        // The reference documents' cases (CASES.md), shared by the conformance tests and tools.
        .target(name: "TypesetCases", dependencies: ["Typeset"]),

        // Drawing: a renderer-neutral display list and its cairo renderer (PNG, SVG, PDF).
        // The only module that links cairo; `import TypesetRender` explicitly.
        .target(name: "TypesetRender", dependencies: ["Typeset", "CCairo"]),

        // Layout export (`typeset-layout/1`): deterministic JSON and the text part (fonts, lines,
        // glyph runs); the node part joins it with the typed layout result.
        .target(name: "TypesetExport", dependencies: ["Typeset"]),

        // Scene files (`typeset-scene/1`): a JSON view tree turned into a Typeset view.
        .target(name: "TypesetScene", dependencies: ["Typeset"]),

        // Verification: the baseline audit (`result.audit()`), assertions for Swift Testing and
        // XCTest, and strategies for swift-snapshot-testing (a product of its own, so only its
        // users build that dependency).
        .target(name: "TypesetAudit", dependencies: ["Typeset", "TypesetExport"]),
        .target(name: "TypesetTesting", dependencies: ["TypesetAudit"]),
        .target(
            name: "TypesetSnapshotTesting",
            dependencies: [
                "TypesetRender", "TypesetExport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // Tools
        .executableTarget(
            name: "TypesetCLI",
            dependencies: [
                "Typeset", "TypesetRender", "TypesetScene", "TypesetExport", "TypesetCases", "TypesetAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "TypesetBenchmarks", dependencies: ["Typeset", "TypesetText", "CHarfBuzz"],
            path: "Benchmarks/TypesetBenchmarks"),
        .executableTarget(
            name: "TypesetOracle", dependencies: ["TypesetText"], path: "Oracle/TypesetOracle"),

        // Tests
        .testTarget(name: "TypesetTextTests", dependencies: ["TypesetText"], swiftSettings: testSettings),
        .testTarget(name: "TypesetLayoutTests", dependencies: ["TypesetLayout"], swiftSettings: testSettings),
        .testTarget(name: "TypesetTests", dependencies: ["Typeset"], exclude: ["Port/README.md"], swiftSettings: testSettings),
        .testTarget(
            name: "TypesetConformanceTests", dependencies: ["Typeset", "TypesetCases"],
            exclude: ["Goldens"], swiftSettings: testSettings),
        .testTarget(
            name: "TypesetRenderTests", dependencies: ["TypesetRender", "TypesetCases"], exclude: ["Goldens"],
            swiftSettings: testSettings),
        .testTarget(name: "TypesetSceneTests", dependencies: ["TypesetScene"], swiftSettings: testSettings),
        .testTarget(name: "TypesetExportTests", dependencies: ["TypesetExport", "TypesetScene"], swiftSettings: testSettings),
        .testTarget(name: "TypesetCLITests", dependencies: ["TypesetCLI"], swiftSettings: testSettings),
        .testTarget(
            name: "TypesetTestingTests", dependencies: ["TypesetTesting", "TypesetCases"], swiftSettings: testSettings),
        .testTarget(
            name: "TypesetSnapshotTestingTests", dependencies: ["TypesetSnapshotTesting"], exclude: ["__Snapshots__"],
            swiftSettings: testSettings),
    ]
)
