// swift-tools-version: 6.1
// A client of Typeset outside its package: proves the public API compiles as written
// (issue 3 "The result"). Run: cd Examples/Client && swift run
import PackageDescription

let package = Package(
    name: "Client",
    dependencies: [.package(name: "Typeset", path: "../..")],
    targets: [
        .executableTarget(name: "Client", dependencies: [.product(name: "Typeset", package: "Typeset")])
    ]
)
