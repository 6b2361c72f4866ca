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
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WestonHarnessError.screenshotFailed(reason: "cannot run \(screenshooterPath): \(error)")
        }
        guard waitUntil(timeout: timeout, { !process.isRunning }) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw WestonHarnessError.screenshotFailed(reason: "weston-screenshooter did not finish within \(timeout)")
        }
        process.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard process.terminationStatus == 0, let png = files.first(where: { $0.hasSuffix(".png") }) else {
            throw WestonHarnessError.screenshotFailed(
                reason: "weston-screenshooter exited with \(process.terminationStatus) and wrote \(files): \(printed)")
        }
        return try Screenshot(contentsOfPNG: folder + "/" + png)
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
