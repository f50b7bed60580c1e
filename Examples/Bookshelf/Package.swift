// swift-tools-version: 6.1
// An app module checked on Linux: `Bookshelf/` is the app's folder as Xcode keeps it (its files
// import SwiftUI, Combine, UIKit or only Foundation, unchanged). On Linux this package builds the
// folder against Typeset's SwiftUI, Combine and UIKit modules and the tests lay its screens out
// and audit them; on Apple platforms the same folder builds against Apple's frameworks.
// Run: cd Examples/Bookshelf && swift test   (README: "Check your app's views on Linux")
import PackageDescription

// Model files that import only Foundation see what Apple's Foundation brings along (Combine's
// ObservableObject and @Published, Observation's @Observable, URLSession): imported implicitly.
let implicitImports = ["Combine", "Observation", "FoundationNetworking"].flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }

let package = Package(
    name: "Bookshelf",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Bookshelf", targets: ["Bookshelf"])],
    // In your own package: .package(url: "https://…/Typeset.git", from: "…").
    dependencies: [.package(name: "Typeset", path: "../..")],
    targets: [
        .target(
            name: "Bookshelf",
            dependencies: [.product(name: "SwiftUI", package: "Typeset", condition: .when(platforms: [.linux]))],
            path: "Bookshelf",
            // The `@main` App: a library has no entry point; the tests start from the root view.
            exclude: ["BookshelfApp.swift"],
            swiftSettings: [.unsafeFlags(implicitImports, .when(platforms: [.linux]))]),
        .testTarget(
            name: "BookshelfTests",
            dependencies: ["Bookshelf", .product(name: "TypesetTesting", package: "Typeset", condition: .when(platforms: [.linux]))]),
    ]
)
