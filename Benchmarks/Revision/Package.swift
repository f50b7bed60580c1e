// swift-tools-version: 6.0
// The labels benchmark built against one checkout of Typeset, named by TYPESET_CHECKOUT (the
// repository by default), so that `Benchmarks/against` can run two revisions side by side.

import Foundation
import PackageDescription

let checkout = ProcessInfo.processInfo.environment["TYPESET_CHECKOUT"] ?? "../.."
let identity = URL(fileURLWithPath: checkout).standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "LabelsAtRevision",
    dependencies: [.package(path: checkout)],
    targets: [
        .executableTarget(
            name: "LabelsAtRevision",
            dependencies: [.product(name: "Typeset", package: identity)],
            path: "Sources")
    ]
)
