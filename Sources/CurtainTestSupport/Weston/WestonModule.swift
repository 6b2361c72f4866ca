import Foundation

/// The project's weston module (`Weston/TestInputModule`, beside this file), built on demand for the harness.
///
/// SwiftPM does not build it (weston loads it, no Swift target links it), so the harness runs the module's
/// `build.sh` before every start; the script returns at once when the `.so` is newer than its sources.
enum WestonModule {
    /// The package's root directory, found upward from this source file.
    static let packageRoot: URL = PackageRoot.of()

    /// Where the module and its generated protocol glue live: inside `.build`, so `swift package clean` removes them.
    static let outputDirectory = packageRoot.appending(path: ".build/curtain-weston-module")

    /// Builds the module if needed.
    ///
    /// - Returns: The absolute path of `curtain-test-input.so`, for `weston --modules=`.
    /// - Throws: `WestonHarnessError.moduleBuildFailed` with the compiler's output, or `.notInstalled`.
    static func build() throws -> String {
        let script = packageRoot.appending(path: "Sources/CurtainTestSupport/Weston/TestInputModule/build.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script.path, outputDirectory.path]
        let captured: CapturedOutput
        do {
            captured = try process.runCapturingOutput()
        } catch {
            throw WestonHarnessError.setupFailed(reason: "cannot run \(script.path): \(error)")
        }
        process.waitUntilExit()
        let output = captured.text
        guard process.terminationStatus == 0 else {
            if output.contains("pkg-config") {
                throw WestonHarnessError.notInstalled(
                    program: "libweston-10 (for the test module)",
                    debianPackages: ["libweston-10-dev", "libwayland-dev", "libxkbcommon-dev"])
            }
            throw WestonHarnessError.moduleBuildFailed(output: output)
        }
        let module = outputDirectory.appending(path: "curtain-test-input.so").path
        // weston copies --modules into a 256-byte buffer.
        precondition(module.utf8.count < 256, "weston module path too long for weston: \(module)")
        return module
    }
}
