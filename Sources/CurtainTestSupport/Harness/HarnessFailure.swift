/// The failures the mutter, sway and KWin harnesses report alike, so that the start-up steps they share are
/// written once (``StartableHarness``). Each harness's error enum answers them with its own cases.
protocol HarnessFailure: Error {
    /// `program` is missing: tests fail naming the Debian package to install, they never skip.
    static func notInstalled(program: String, debianPackage: String) -> Self
    /// The harness's private folder (``HarnessDirectory``) could not be made.
    static func directoryFailed(reason: String) -> Self
}

extension HarnessFailure {
    /// What `notInstalled` says, the same for every harness.
    static func missing(_ program: String, package: String) -> String {
        "\(program) is not installed: install the Debian package \(package) (scripts/setup-test does)"
    }

    /// What `startFailed` says: why `compositor` did not start, then its log.
    static func notStarted(_ compositor: String, reason: String, log: String) -> String {
        "\(compositor) did not start: \(reason); its log:\n\(log)"
    }
}

/// A harness that starts its own compositor (and bus), failing with its own ``HarnessFailure``.
protocol StartableHarness {
    associatedtype StartFailure: HarnessFailure
}

extension StartableHarness {
    /// The path of `program` on `PATH`.
    ///
    /// - Throws: `StartFailure.notInstalled` naming `package`.
    static func find(_ program: String, package: String) throws(StartFailure) -> String {
        do {
            return try WestonHarness.findExecutable(program, debianPackages: [package])
        } catch {
            throw .notInstalled(program: program, debianPackage: package)
        }
    }

    /// A new private folder for this harness's compositor, named for it (`name`).
    ///
    /// - Throws: `StartFailure.directoryFailed`.
    static func makeDirectory(name: String) throws(StartFailure) -> HarnessDirectory {
        do {
            return try HarnessDirectory(name: name)
        } catch {
            throw .directoryFailed(reason: error.description)
        }
    }
}

extension MutterHarness: StartableHarness {
    typealias StartFailure = MutterHarnessError
}

extension SwayHarness: StartableHarness {
    typealias StartFailure = SwayHarnessError
}

extension KWinHarness: StartableHarness {
    typealias StartFailure = KWinHarnessError
}

extension MutterHarnessError: HarnessFailure {
    static func directoryFailed(reason: String) -> Self { .startFailed(reason: reason, log: "") }
}

extension SwayHarnessError: HarnessFailure {
    static func directoryFailed(reason: String) -> Self { .startFailed(reason: reason, log: "") }
}

extension KWinHarnessError: HarnessFailure {
    static func directoryFailed(reason: String) -> Self { .setupFailed(reason: reason) }
}
