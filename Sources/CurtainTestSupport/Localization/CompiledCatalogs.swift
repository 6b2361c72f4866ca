import Foundation
import Synchronization

/// What a test of Curtain in another language needs: the catalogs compiled into the build tree, and the locale
/// generated on the machine.
///
/// ```swift
/// try CompiledCatalogs.require(locale: "de_DE.UTF-8")
/// let run = try CurtainProcess(["--question"], on: weston, environment: ["LANG": "de_DE.UTF-8"])
/// ```
///
/// `curtain` finds its catalogs in `<its directory>/../share/locale`, where `scripts/compile-po` writes them
/// (`scripts/test` runs it first); the first call here runs it too, so a single suite run by hand works. A missing
/// locale is an error naming `scripts/setup-test`, which generates the ones the tests use: never a skip.
public enum CompiledCatalogs {
    /// Something a localized test needs is missing.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    private static let compiled = Mutex<Result<Void, Missing>?>(nil)

    /// Compiles `po/*.po` into the build tree once per test process, and checks that `locale` is installed.
    ///
    /// - Parameter locale: a locale name as `LANG` takes it, such as `de_DE.UTF-8`.
    /// - Throws: ``Missing`` when msgfmt fails or is missing, or the locale is not generated.
    public static func require(locale: String) throws {
        try compiled.withLock { state in
            let result = state ?? compile()
            state = result
            return try result.get()
        }
        let installed = try Gettext.run("/usr/bin/locale", ["-a"]).output.split(separator: "\n").map { $0.lowercased() }
        let wanted = locale.lowercased().replacingOccurrences(of: "utf-8", with: "utf8")
        guard installed.contains(wanted) else {
            throw Missing(
                description: "the locale \(locale) is not generated: run scripts/setup-test (the locales package and locale-gen)")
        }
    }

    private static func compile() -> Result<Void, Missing> {
        let script = PackageRoot.of().appending(path: "scripts/compile-po").path
        guard let result = try? Gettext.run(script, []) else {
            return .failure(Missing(description: "\(script) could not be started"))
        }
        guard result.status == 0 else {
            return .failure(
                Missing(description: "scripts/compile-po failed (needs gettext's msgfmt: scripts/setup): \(result.output)"))
        }
        return .success(())
    }
}
