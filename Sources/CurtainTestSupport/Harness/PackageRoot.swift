import Foundation

/// The root of this package's source tree: the nearest folder above a source file that holds `Package.swift`.
///
/// Tests and the bench find scripts, built products and fixtures from their own `#filePath`; searching upward
/// for the manifest, instead of counting `..` steps, lets a file move to another folder without breaking them.
public enum PackageRoot {
    /// The package root above `filePath`.
    ///
    /// - Parameter filePath: a source file of this package; callers pass their own `#filePath`.
    /// - Returns: the folder holding `Package.swift`, or the file system root if none does (a tree moved
    ///   away from its sources), which makes every path below it missing and the caller's error say so.
    public static func of(_ filePath: String = #filePath) -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appending(path: "Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }
}
