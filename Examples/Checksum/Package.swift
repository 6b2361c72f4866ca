// swift-tools-version: 6.2
import PackageDescription

// An app that uses Curtain from outside its package, as yours will: copy this folder and point the
// dependency at your checkout (or at Curtain's repository URL). The path dependency carries a name because
// its identity would otherwise be its folder's name, which is not `Curtain` in every checkout.
let package = Package(
    name: "Checksum",
    dependencies: [
        .package(name: "Curtain", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "checksum", dependencies: [.product(name: "Curtain", package: "Curtain")], path: "Sources/Checksum")
    ]
)
