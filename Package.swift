// swift-tools-version: 6.2
// 6.2: the toolkit uses `isolated deinit` (SE-0371).
//
// Linux only: Curtain is a Wayland client built on Debian's C libraries (libwayland, xkbcommon, Cairo, Pango,
// ATK), and its event loop serves libdispatch's main queue as Foundation's run loop does on Linux.
import PackageDescription

/// C libraries come from Debian packages through pkg-config; `scripts/setup` installs them. Each module's name
/// starts with `CurtainC`, so that it cannot collide with another package's module for the same library.
func systemLibrary(_ name: String, _ pkgConfig: String, _ apt: [String]) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt(apt)])
}

/// pangocairo's flags, from the package's own .pc file, named by its path: pangocairo.pc reaches gio's `-pthread`, a
/// flag SwiftPM drops with a warning in every package that depends on Curtain (CurtainCPango/curtain-pangocairo.pc).
/// SwiftPM reads `pkgConfig` as names separated by spaces, so a checkout whose path has one uses pangocairo.pc itself.
let pangoConfig =
    Context.packageDirectory.contains(" ")
    ? "pangocairo" : Context.packageDirectory + "/Sources/CurtainCPango/curtain-pangocairo.pc"

/// The toolkit's layer targets, bottom up; tests depend on each so they can `@testable import` it.
let layers: [Target.Dependency] = [
    "CurtainDBus", "CurtainDesktop", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews", "CurtainPresentation",
    "CurtainAlerts",
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
        // Beside the toolkit, for the programs that want them: the session and system buses' raw messages, and the
        // transition stats and filmstrips (CURTAIN_STATS) that the toolkit's own bench and docs are made with.
        .library(name: "CurtainDBus", targets: ["CurtainDBus"]),
        .library(name: "CurtainDiagnostics", targets: ["CurtainDiagnostics"]),
        .executable(name: "curtain", targets: ["curtain"]),
        .executable(name: "curtain-gallery", targets: ["CurtainGallery"]),
        .executable(name: "curtain-bench", targets: ["CurtainBench"]),
    ],
    targets: [
        // MARK: C libraries (module maps and shims only)
        // The bindings are generated from libwayland-dev's wayland.xml and wayland-protocols' XML (protocols/).
        systemLibrary("CurtainCWayland", "wayland-client", ["libwayland-dev", "wayland-protocols"]),
        systemLibrary("CurtainCWaylandCursor", "wayland-cursor", ["libwayland-dev"]),
        systemLibrary("CurtainCXKBCommon", "xkbcommon", ["libxkbcommon-dev"]),
        systemLibrary("CurtainCCairo", "cairo", ["libcairo2-dev"]),
        systemLibrary("CurtainCPango", pangoConfig, ["libpango1.0-dev"]),
        // libdbus's ABI, declared in the shim and loaded with dlopen when a connection opens: not linked.
        .systemLibrary(name: "CurtainCDBus", providers: [.apt(["libdbus-1-3"])]),
        // glibc's gettext (libintl.h): the user's language for Curtain's own words (po/, docs/translating.md).
        .systemLibrary(name: "CurtainCGettext"),
        // prctl(PR_SET_DUMPABLE) for the secrets of `curtain pinentry` and `askpass`: a variadic Swift cannot call.
        .systemLibrary(name: "CurtainCProcessControl"),
        // atk only: CurtainCAtkShim loads atk-bridge with dlopen once an assistive technology asks for the tree.
        systemLibrary("CurtainCAtk", "atk", ["libatk1.0-dev", "libatk-bridge2.0-0"]),
        // GObject subclasses, ATK vtables and signals for accessibility: macros and variadics Swift cannot call.
        .target(name: "CurtainCAtkShim", dependencies: ["CurtainCAtk"]),

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
            dependencies: ["CurtainCWayland"],
            plugins: ["WaylandScannerPlugin"]
        ),
        // MARK: The toolkit, one target per layer; a layer imports only the layers below it:
        // Wayland ← CurtainShell ← CurtainRendering, CurtainInput ← CurtainViews ← CurtainPresentation ← CurtainAlerts.
        // D-Bus (libdbus): connections and messages on the session and system buses; knows nothing of Wayland.
        .target(name: "CurtainDBus", dependencies: ["CurtainCDBus"]),
        // The desktop's services over D-Bus: the portal's settings and file chooser, notifications, the
        // accessibility bus's status.
        .target(name: "CurtainDesktop", dependencies: ["CurtainDBus"]),
        .target(name: "CurtainShell", dependencies: ["Wayland", "CurtainCWayland"]),
        .target(name: "CurtainRendering", dependencies: ["CurtainShell", "CurtainCCairo", "CurtainCPango"]),
        .target(
            name: "CurtainInput",
            dependencies: ["CurtainShell", "CurtainCWaylandCursor", "CurtainCXKBCommon"]
        ),
        .target(
            name: "CurtainViews",
            dependencies: [
                "CurtainRendering", "CurtainInput", "CurtainDesktop", "CurtainCAtk", "CurtainCAtkShim", "CurtainCGettext",
            ]),
        .target(name: "CurtainPresentation", dependencies: ["CurtainViews", "CurtainCCairo"]),
        .target(name: "CurtainAlerts", dependencies: ["CurtainPresentation", "CurtainCCairo"]),
        // Stats (CURTAIN_STATS) and filmstrips: observers of the presentation layer, never inside its frame loop.
        .target(name: "CurtainDiagnostics", dependencies: ["CurtainPresentation", "CurtainCCairo"]),
        // The umbrella: re-exports the toolkit's layers, so users write `import Curtain`. D-Bus and the diagnostics
        // are products of their own (`import CurtainDBus`, `import CurtainDiagnostics`): plumbing and measurement,
        // not the toolkit.
        .target(
            name: "Curtain",
            dependencies: [
                "CurtainDesktop", "CurtainShell", "CurtainRendering", "CurtainInput", "CurtainViews", "CurtainPresentation",
                "CurtainAlerts",
            ]
        ),
        // The command and the gallery are apps: they use the public API only, never a `package` symbol, which
        // Tests/Dependent proves by building their sources in a package that depends on this one.
        .executableTarget(
            name: "curtain", dependencies: ["Curtain", "CurtainDBus", "CurtainDiagnostics", "CurtainCProcessControl"]),
        .executableTarget(name: "CurtainGallery", dependencies: ["Curtain", "CurtainDiagnostics"]),

        // MARK: Test support
        .target(
            name: "CurtainTestProtocols",
            dependencies: ["Wayland"],
            plugins: ["WaylandScannerPlugin"]
        ),
        .target(
            name: "CurtainTestSupport",
            dependencies: [
                "Curtain", "Wayland", "CurtainTestProtocols", "CurtainCCairo", "CurtainCXKBCommon", "CurtainCDBus", "CurtainDBus",
            ],
            // A weston plugin in C, not part of this Swift target: WestonModule runs its build.sh at test time
            // (it needs libweston-10-dev, which only the tests require).
            exclude: ["Weston/TestInputModule"]
        ),
        // Tests only: the Swift blocks of README.md, docs/ and the DocC articles, verbatim between
        // `// Example begin: PAGE` and `// Example end` (ReadmeTextTests compares them with each page byte for byte).
        .target(name: "CurtainReadmeExamples", dependencies: ["Curtain", "Wayland"]),
        // Tests only: counts the Swift objects a thread allocates (AnimationAllocationTests).
        .target(name: "CurtainCAllocationCounter"),
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
        .testTarget(name: "CurtainDBusTests", dependencies: unitTestDependencies("CurtainDBus", "CurtainCDBus")),
        .testTarget(name: "CurtainDesktopTests", dependencies: unitTestDependencies("CurtainDesktop")),
        .testTarget(name: "CurtainShellTests", dependencies: unitTestDependencies("CurtainShell", "Wayland", "CurtainCCairo")),
        .testTarget(name: "CurtainRenderingTests", dependencies: unitTestDependencies("CurtainRendering", "CurtainCPango")),
        .testTarget(name: "CurtainInputTests", dependencies: unitTestDependencies("CurtainInput")),
        .testTarget(name: "CurtainViewsTests", dependencies: unitTestDependencies("CurtainViews")),
        .testTarget(name: "CurtainPresentationTests", dependencies: unitTestDependencies("CurtainPresentation", "CurtainCCairo")),
        .testTarget(name: "CurtainAlertsTests", dependencies: unitTestDependencies("CurtainAlerts", "CurtainCCairo")),
        .testTarget(name: "CurtainDiagnosticsTests", dependencies: unitTestDependencies("CurtainDiagnostics", "CurtainCCairo")),
        .testTarget(name: "CurtainTests", dependencies: ["Curtain", "CurtainTestSupport", "CurtainReadmeExamples"]),
        .testTarget(
            name: "CurtainCLITests",
            dependencies: ["curtain", "Curtain"] + layers + ["CurtainTestSupport", "CurtainCProcessControl"]),
        .testTarget(
            name: "CurtainIntegrationTests",
            dependencies: ["Curtain"] + layers + [
                "Wayland", "CurtainTestSupport", "CurtainTestProtocols", "CurtainReadmeExamples",
                "CurtainCAllocationCounter",
            ]
        ),
    ]
)
