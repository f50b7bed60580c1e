// swift-tools-version: 6.1
// One view file for both platforms: `Sources/ProfileViews` compiles against SwiftUI on Apple
// platforms and against Typeset on Linux, where the tests lay the views out and audit them.
// Run: cd Examples/CrossPlatform && swift test   (CI: Scripts/ci.sh)
import PackageDescription

let package = Package(
    name: "CrossPlatform",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "ProfileViews", targets: ["ProfileViews"])],
    // In your own package: .package(url: "https://…/Typeset.git", from: "…").
    dependencies: [.package(name: "Typeset", path: "../..")],
    targets: [
        .target(
            name: "ProfileViews",
            dependencies: [.product(name: "Typeset", package: "Typeset", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "ProfileViewsTests",
            dependencies: ["ProfileViews", .product(name: "TypesetTesting", package: "Typeset", condition: .when(platforms: [.linux]))]),
    ]
)
