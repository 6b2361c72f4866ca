import Foundation

/// Captures the compositor's output with `weston-screenshooter` into a named PNG.
///
/// Only weston started with `--debug` allows it (the tour's weston is). The screenshooter writes
/// `wayland-screenshot-<date>.png` into its working directory; this moves that file to the name
/// the tour asks for. It blocks until the file is written, so the screenshot shows the last frame
/// the gallery committed before the call, even mid-transition.
struct Screenshooter {
    /// The folder the named PNGs go to.
    let directory: String

    /// Why a screenshot could not be taken.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Takes a screenshot and saves it as `directory/name.png`.
    ///
    /// - Returns: The PNG's path.
    /// - Throws: ``Failure`` when the screenshooter fails or writes nothing.
    @discardableResult
    func capture(_ name: String) throws -> String {
        let scratch = directory + "/.screenshooter"
        let files = FileManager.default
        try? files.removeItem(atPath: scratch)
        try files.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? files.removeItem(atPath: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["weston-screenshooter"]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let png = try files.contentsOfDirectory(atPath: scratch).first(where: { $0.hasSuffix(".png") })
        else {
            throw Failure(
                description: "weston-screenshooter failed (exit \(process.terminationStatus)); is weston running with --debug?")
        }
        let path = "\(directory)/\(name).png"
        try? files.removeItem(atPath: path)
        try files.moveItem(atPath: "\(scratch)/\(png)", toPath: path)
        return path
    }
}
