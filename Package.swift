// swift-tools-version: 6.0
import PackageDescription

/// C libraries come from Debian packages through pkg-config; `scripts/setup` installs them.
func systemLibrary(_ name: String, _ pkgConfig: String, _ apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// The toolkit's layer targets, bottom up; tests depend on each so they can `@testable import` it.
let layers: [Target.Dependency] = [
    "CurtainDBus", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews", "CurtainPresentation", "CurtainAlerts",
    "CurtainDiagnostics",
]

/// A layer's unit tests depend on that layer (the layers below come with it) and the test support: a test of
/// Shell cannot reach Views, so a test sits with the layer it tests (LayeringTests reads the imports too).
func unitTestDependencies(_ layer: String, _ more: Target.Dependency...) -> [Target.Dependency] {
    [.target(name: layer), "CurtainTestSupport"] + more
}

let package = Package(
    name: "Curtain",
    products: [
        .library(name: "Wayland", targets: ["Wayland"]),
        .library(name: "Curtain", targets: ["Curtain"]),
        .executable(name: "curtain", targets: ["curtain"]),
        .executable(name: "curtain-gallery", targets: ["CurtainGallery"]),
        .executable(name: "curtain-bench", targets: ["CurtainBench"]),
    ],
    targets: [
        // MARK: C libraries (module maps and shims only)
        systemLibrary("CWayland", "wayland-client", "libwayland-dev"),
        systemLibrary("CWaylandCursor", "wayland-cursor", "libwayland-dev"),
        systemLibrary("CXKBCommon", "xkbcommon", "libxkbcommon-dev"),
        systemLibrary("CCairo", "cairo", "libcairo2-dev"),
        systemLibrary("CPango", "pangocairo", "libpango1.0-dev"),
        // libdbus's ABI, declared in the shim and loaded with dlopen when a connection opens: not linked.
        .systemLibrary(name: "CDBus", providers: [.apt(["libdbus-1-3"])]),
        // glibc's gettext (libintl.h): the user's language for Curtain's own words (po/, docs/translating.md).
        .systemLibrary(name: "CGettext"),
        // prctl(PR_SET_DUMPABLE) for the secrets of `curtain pinentry` and `askpass`: a variadic Swift cannot call.
        .systemLibrary(name: "CProcessControl"),
        // atk only: CAtkShim loads atk-bridge with dlopen once an assistive technology asks for the tree.
        systemLibrary("CAtk", "atk", "libatk1.0-dev"),
        // GObject subclasses, ATK vtables and signals for accessibility: macros and variadics Swift cannot call.
        .target(name: "CAtkShim", dependencies: ["CAtk"]),

        // MARK: Build-time binding generation
        .executableTarget(name: "WaylandScanner"),
        .plugin(
            name: "WaylandScannerPlugin",
            capability: .buildTool(),
            dependencies: ["WaylandScanner"]
        ),

        // MARK: Runtime and toolkit
        .target(
            name: "Wayland",
            dependencies: ["CWayland"],
            plugins: ["WaylandScannerPlugin"]
        ),
        // MARK: The toolkit, one target per layer; a layer imports only the layers below it:
        // Wayland ← CurtainShell ← CurtainRendering, CurtainInput ← CurtainViews ← CurtainPresentation ← CurtainAlerts.
        // D-Bus (libdbus), for the desktop's portal settings; knows nothing of Wayland.
        .target(name: "CurtainDBus", dependencies: ["CDBus"]),
        .target(name: "CurtainShell", dependencies: ["Wayland", "CWayland"]),
        .target(name: "CurtainRendering", dependencies: ["CurtainShell", "CCairo", "CPango"]),
        .target(
            name: "CurtainInput",
            dependencies: ["CurtainShell", "CWaylandCursor", "CXKBCommon"]
        ),
        .target(
            name: "CurtainViews",
            dependencies: ["CurtainRendering", "CurtainInput", "CurtainDBus", "CAtk", "CAtkShim", "CGettext"]),
        .target(name: "CurtainPresentation", dependencies: ["CurtainViews", "CCairo"]),
        .target(name: "CurtainAlerts", dependencies: ["CurtainPresentation", "CCairo"]),
        // Stats (CURTAIN_STATS) and filmstrips: observers of the presentation layer, never inside its frame loop.
        .target(name: "CurtainDiagnostics", dependencies: ["CurtainPresentation", "CCairo"]),
        // The umbrella: re-exports the layers, so users write `import Curtain`.
        .target(
            name: "Curtain",
            dependencies: layers
        ),
        .executableTarget(name: "curtain", dependencies: ["Curtain", "CProcessControl"]),
        .executableTarget(name: "CurtainGallery", dependencies: ["Curtain"]),

        // MARK: Test support
        .target(
            name: "CurtainTestProtocols",
            dependencies: ["Wayland"],
            plugins: ["WaylandScannerPlugin"]
        ),
        .target(
            name: "CurtainTestSupport",
            dependencies: ["Curtain", "Wayland", "CurtainTestProtocols", "CCairo", "CXKBCommon", "CDBus", "CurtainDBus"],
            // A weston plugin in C, not part of this Swift target: WestonModule runs its build.sh at test time
            // (it needs libweston-10-dev, which only the tests require).
            exclude: ["Weston/TestInputModule"]
        ),
        // Tests only: the Swift blocks of README.md, docs/ and the DocC articles, verbatim between
        // `// Example begin: PAGE` and `// Example end` (ReadmeTextTests compares them with each page byte for byte).
        .target(name: "CurtainReadmeExamples", dependencies: ["Curtain", "Wayland"]),
        // Tests only: counts the Swift objects a thread allocates (AnimationAllocationTests).
        .target(name: "CAllocationCounter"),
        // Not a test: `swift run -c release curtain-bench` measures curtain against its peers (scripts/setup-bench).
        .executableTarget(
            name: "CurtainBench",
            dependencies: ["CurtainTestSupport", "CurtainTestProtocols", "Wayland"]
        ),
        // Snapshots/ holds expected scanner output, read from the source tree by the tests.
        .testTarget(name: "WaylandScannerTests", dependencies: ["WaylandScanner"], exclude: ["Snapshots"]),
        .testTarget(name: "WaylandTests", dependencies: ["Wayland", "CurtainTestSupport"]),
        // Unit tests, one target per layer (Tests/<Layer>Tests), beside CurtainTests for what spans the layers: the
        // umbrella, layering and source policy, and the documentation's compiled examples.
        .testTarget(name: "CurtainDBusTests", dependencies: unitTestDependencies("CurtainDBus", "CDBus")),
        .testTarget(name: "CurtainShellTests", dependencies: unitTestDependencies("CurtainShell", "Wayland", "CCairo")),
        .testTarget(name: "CurtainRenderingTests", dependencies: unitTestDependencies("CurtainRendering", "CPango")),
        .testTarget(name: "CurtainInputTests", dependencies: unitTestDependencies("CurtainInput")),
        .testTarget(name: "CurtainViewsTests", dependencies: unitTestDependencies("CurtainViews")),
        .testTarget(name: "CurtainPresentationTests", dependencies: unitTestDependencies("CurtainPresentation", "CCairo")),
        .testTarget(name: "CurtainAlertsTests", dependencies: unitTestDependencies("CurtainAlerts", "CCairo")),
        .testTarget(name: "CurtainDiagnosticsTests", dependencies: unitTestDependencies("CurtainDiagnostics", "CCairo")),
        .testTarget(name: "CurtainTests", dependencies: ["Curtain", "CurtainTestSupport", "CurtainReadmeExamples"]),
        .testTarget(
            name: "CurtainCLITests", dependencies: ["curtain", "Curtain"] + layers + ["CurtainTestSupport", "CProcessControl"]),
        .testTarget(
            name: "CurtainIntegrationTests",
            dependencies: ["Curtain"] + layers + [
                "Wayland", "CurtainTestSupport", "CurtainTestProtocols", "CurtainReadmeExamples",
                "CAllocationCounter",
            ]
        ),
    ]
)
