import Foundation

extension WestonHarness {
    /// Captures weston's output with `weston-screenshooter` (weston runs with `--debug`, which allows it).
    ///
    /// The screenshot shows the pointer's cursor where it is: park it (`TestInput.parkPointer()`) first.
    /// Takes about as long as one repaint plus writing the PNG.
    /// - Parameter timeout: How long the screenshooter may take.
    /// - Throws: `WestonHarnessError.screenshotFailed` with the screenshooter's output.
    public func screenshot(timeout: Duration = .seconds(10)) throws -> Screenshot {
        let folder = try nextScreenshotFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: screenshooterPath)
        process.environment = environment
        // It writes wayland-screenshot-<date>.png into its working directory.
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        let captured: CapturedOutput
        do {
            captured = try process.runCapturingOutput()
        } catch {
            throw WestonHarnessError.screenshotFailed(reason: "cannot run \(screenshooterPath): \(error)")
        }
        guard waitUntil(timeout: timeout, { !process.isRunning }) else {
            process.kill()
            throw WestonHarnessError.screenshotFailed(reason: "weston-screenshooter did not finish within \(timeout)")
        }
        process.waitUntilExit()
        let printed = captured.text
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard process.terminationStatus == 0, let png = files.first(where: { $0.hasSuffix(".png") }) else {
            throw WestonHarnessError.screenshotFailed(
                reason: "weston-screenshooter exited with \(process.terminationStatus) and wrote \(files): \(printed)")
        }
        return try Screenshot(contentsOfPNG: folder + "/" + png)
    }

    /// Takes screenshots until one satisfies `condition`, e.g. until the desktop shell has drawn its background
    /// (about 0.3 s after start) or an animation has settled.
    ///
    /// - Returns: The first screenshot that satisfies `condition`, or the last one taken when `timeout` passes
    ///   first, so the caller's expectations report what the screen showed.
    public func screenshot(timeout: Duration = .seconds(5), until condition: (Screenshot) -> Bool) throws -> Screenshot {
        var shot = try screenshot(timeout: timeout)
        _ = try waitUntil(timeout: timeout, interval: .milliseconds(10)) {
            if condition(shot) { return true }
            shot = try screenshot(timeout: timeout)
            return condition(shot)
        }
        return shot
    }

    /// Waits until the desktop shell's helper client has drawn the background (its top-left pixel has the
    /// configured colour). Until then the desktop is black. Not needed with the kiosk shell.
    public func waitForBackground(timeout: Duration = .seconds(5)) throws {
        let shot = try screenshot(timeout: timeout) { $0.pixel(x: 0, y: 0) == configuration.background }
        guard shot.pixel(x: 0, y: 0) == configuration.background else {
            throw WestonHarnessError.screenshotFailed(
                reason: "the desktop background did not appear within \(timeout) (top-left is \(shot.pixel(x: 0, y: 0)))")
        }
    }

    private func nextScreenshotFolder() throws -> String {
        screenshotNumber += 1
        let folder = "\(runtimeDirectory)/../screenshot-\(screenshotNumber)"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        } catch {
            throw WestonHarnessError.screenshotFailed(reason: "cannot create \(folder): \(error)")
        }
        return folder
    }
}
