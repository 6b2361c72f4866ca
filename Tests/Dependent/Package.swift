// swift-tools-version: 6.2
import PackageDescription

// The `curtain` command and `curtain-gallery`, built as a package that depends on Curtain as an app does: they
// see only the library's public API, never a `package` symbol, and this build is the proof. Sources/ links to the
// command's and the gallery's own sources (and to the command's one C module, prctl for its secrets), beside
// DependentApp, the app issue 34 asks of a dependent: an async main, a task updating a label, an awaited alert.
// scripts/build-examples builds it in a copy outside the checkout, with the dependency pointing at the checkout,
// and fails on any warning. Target names must differ from Curtain's own (`curtain`, `CurtainCProcessControl`):
// SwiftPM wants them unique across the package graph, and Curtain's products include the command.
let package = Package(
    name: "CurtainDependent",
    dependencies: [
        .package(name: "Curtain", path: "../..")
    ],
    targets: [
        // Its module map still declares `CurtainCProcessControl`, the name the command imports.
        .systemLibrary(name: "DependentProcessControl", path: "Sources/CurtainCProcessControl"),
        .executableTarget(
            name: "DependentCurtain",
            dependencies: [
                .product(name: "Curtain", package: "Curtain"), .product(name: "Wayland", package: "Curtain"),
                .product(name: "CurtainDBus", package: "Curtain"), .product(name: "CurtainDiagnostics", package: "Curtain"),
                "DependentProcessControl",
            ],
            path: "Sources/curtain"),
        .executableTarget(
            name: "DependentGallery",
            dependencies: [
                .product(name: "Curtain", package: "Curtain"), .product(name: "Wayland", package: "Curtain"),
                .product(name: "CurtainDiagnostics", package: "Curtain"),
            ],
            path: "Sources/CurtainGallery"),
        .executableTarget(name: "DependentApp", dependencies: [.product(name: "Curtain", package: "Curtain")]),
    ]
)
