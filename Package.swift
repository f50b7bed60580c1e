// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// Tests build with warnings as errors: Swift Testing reports a vacuous `#expect` (one whose
// result the macro discards) only as an "unused result" warning.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

// Stand-ins for Apple's modules (`SwiftUI`, `Combine`, `UIKit`) exist only where Apple's do
// not. On an Apple platform the three products still exist, so an app's manifest that names
// them (with `condition: .when(platforms: [.linux])`) loads on a Mac too, but they hold one empty
// module of another name: no module called SwiftUI, Combine or UIKit is ever built there, so
// nothing shadows Apple's frameworks (and Typeset there uses Apple's Combine). The manifest is
// evaluated on the machine that builds, so this is the host's platform.
#if canImport(Darwin)
let buildsAppleStandIns = false
#else
let buildsAppleStandIns = true
#endif

let package = Package(
    name: "Typeset",
    products: [
        .library(name: "Typeset", targets: ["Typeset"]),
        .library(name: "TypesetRender", targets: ["TypesetRender"]),
        .library(name: "TypesetScene", targets: ["TypesetScene"]),
        .library(name: "TypesetExport", targets: ["TypesetExport"]),
        .executable(name: "typeset", targets: ["TypesetCLI"]),
        .library(name: "TypesetAudit", targets: ["TypesetAudit"]),
        .library(name: "TypesetTesting", targets: ["TypesetTesting"]),
        .library(name: "TypesetSnapshotTesting", targets: ["TypesetSnapshotTesting"]),
    ] + appleStandInProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ] + (buildsAppleStandIns ? appleStandInPackages : []),
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
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        // cmark-gfm (inline Markdown of localized keys) behind a header with no cmark types.
        .target(
            name: "CTypesetMarkdown",
            linkerSettings: [.linkedLibrary("cmark-gfm-extensions"), .linkedLibrary("cmark-gfm")]),

        // Text engine: fonts, metrics, itemisation, shaping, breaking, paragraphs.
        // Cache hints for walks over memory the engine has not touched for a while.
        .target(name: "CTypesetMemory"),
        .target(name: "TypesetText", dependencies: ["CFreeType", "CHarfBuzz", "CTypesetICU", "CTypesetMemory"]),

        // Layout core: a flat typed tree, each node kind's behaviour in its own file, per-pass
        // tables, and the frozen result. Measures text only through one seam (`TextMeasuring`),
        // whose answers and layouts are the text engine's types.
        // Its stack-growth guard reads the thread's stack bounds through a small C target.
        .target(name: "CTypesetStack"),
        .target(name: "TypesetLayout", dependencies: ["CTypesetStack", "TypesetText"]),

        // Translations: `.strings`, `.stringsdict` and String Catalogs, the printf-style format
        // engine that checks translations against their keys, plural rules, pseudolanguages.
        .target(name: "TypesetLocalization", dependencies: ["TypesetText"]),

        // Views, the DSL, the Text leaf and the result tree: `import Typeset`.
        // Models: Combine's `ObservableObject` and `@Published` (OpenCombine's where Apple's Combine
        // does not exist), so there is one of each for Typeset and the app.
        .target(
            name: "Typeset",
            dependencies: ["TypesetLayout", "TypesetText", "TypesetLocalization", "CTypesetMarkdown"]
                + (buildsAppleStandIns ? [.product(name: "OpenCombine", package: "OpenCombine")] : [])),

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
            name: "TypesetBenchmarks", dependencies: ["Typeset", "TypesetText", "TypesetScene", "TypesetCases", "CHarfBuzz"],
            path: "Benchmarks/TypesetBenchmarks"),
        .executableTarget(
            name: "TypesetOracle", dependencies: ["TypesetText"], path: "Oracle/TypesetOracle"),

        // Tests
        .testTarget(name: "TypesetTextTests", dependencies: ["TypesetText"], swiftSettings: testSettings),
        .testTarget(
            name: "TypesetLocalizationTests", dependencies: ["TypesetLocalization", "TypesetText"], swiftSettings: testSettings),
        .testTarget(name: "TypesetLayoutTests", dependencies: ["TypesetLayout", "SeededRandom"], swiftSettings: testSettings),
        .testTarget(
            name: "TypesetTests", dependencies: ["Typeset", "SeededRandom"], exclude: ["Port/README.md"], swiftSettings: testSettings),
        // The tests' deterministic random generator (Tests/Fixtures).
        .target(name: "SeededRandom", path: "Tests/Fixtures/SeededRandom"),
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
    ] + (buildsAppleStandIns ? appleStandInTargets : [appleStandInsUnavailable])
)

// MARK: - Stand-ins for Apple's modules (not on Apple platforms)

/// `import SwiftUI`, `import Combine` and `import UIKit` for app code built on Linux: apps depend
/// on the `SwiftUI` product with `condition: .when(platforms: [.linux])` (README, "Check your
/// app's views on Linux").
var appleStandInProducts: [Product] {
    ["SwiftUI", "Combine", "UIKit"].map { name in
        .library(name: name, targets: [buildsAppleStandIns ? name : appleStandInsUnavailable.name])
    }
}

/// On Apple platforms: the one, empty module behind the three products (see its file).
var appleStandInsUnavailable: Target {
    .target(name: "TypesetAppleStandInsUnavailable", path: "Sources/AppleStandIns/Unavailable")
}

/// OpenCombine for `Combine`; swift-syntax for the `#Preview` macros (only the two products a
/// macro needs).
var appleStandInPackages: [Package.Dependency] {
    [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
    ]
}

var appleStandInTargets: [Target] {
    [
        // Combine: OpenCombine with its Dispatch and Foundation parts (schedulers, `Timer.publish`,
        // `NotificationCenter.publisher(for:)`, `URLSession.dataTaskPublisher`). Re-exports only.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ],
            path: "Sources/AppleStandIns/Combine"),
        // UIKit: the types SwiftUI view code touches (colours, images, fonts, the application,
        // screen and device, feedback generators, the pasteboard), answered from the layout.
        .target(name: "UIKit", dependencies: ["Typeset", "_Testing_UIKit"], path: "Sources/AppleStandIns/UIKit"),
        // Swift Testing's cross-import overlay for UIKit, which the compiler loads when a file
        // sees both Testing and UIKit: empty here (see its file).
        .target(name: "_Testing_UIKit", path: "Sources/AppleStandIns/TestingUIKitOverlay"),
        // SwiftUI: Typeset with what SwiftUI brings along on iOS (Foundation and its networking,
        // Observation, Combine, UIKit) and SwiftUI's UIKit-facing API (representables,
        // `Color(uiColor:)`, `Image(uiImage:)`, `Font(_: UIFont)`).
        .target(
            name: "SwiftUI", dependencies: ["Typeset", "Combine", "UIKit", "SwiftUIPreviewMacros", "CTypesetPreviews"],
            path: "Sources/AppleStandIns/SwiftUI"),
        // `#Preview` and `@Previewable`: each preview becomes a record in the `typeset_previews`
        // section of the program (`Preview.registered` reads them through the linker's bounds).
        .macro(
            name: "SwiftUIPreviewMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Sources/AppleStandIns/SwiftUIPreviewMacros"),
        .target(name: "CTypesetPreviews", path: "Sources/AppleStandIns/CTypesetPreviews"),
        // Model files that import only Foundation, compiled as an app's are through the recipe:
        // the modules Apple's Foundation brings along are imported implicitly.
        .target(
            name: "FoundationOnlyModels", dependencies: ["Combine"], path: "Tests/Fixtures/FoundationOnlyModels",
            swiftSettings: [.unsafeFlags(implicitImportsOfAppleFoundation)]),
        .testTarget(
            name: "AppleStandInsTests",
            dependencies: ["SwiftUI", "TypesetTesting", "TypesetRender", "FoundationOnlyModels"],
            path: "Tests/AppleStandInsTests", swiftSettings: testSettings),
    ]
}

/// The compiler flags of the recipe that make a file importing only Foundation see what
/// Apple's Foundation brings along: Combine (`ObservableObject`, `@Published`), Observation
/// (`@Observable`) and FoundationNetworking (`URLSession`, `URLRequest`, `HTTPURLResponse`).
var implicitImportsOfAppleFoundation: [String] {
    ["Combine", "Observation", "FoundationNetworking"].flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
}
