#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain

/// Finds an icon by its name as the icon theme specification's lookup does, for the PNG images Cairo reads: in each
/// icon folder (`~/.icons`, `$XDG_DATA_HOME/icons`, each of `$XDG_DATA_DIRS`' `icons`), the Adwaita theme, then
/// hicolor, the size asked first, then larger ones, then smaller, in any context folder (`apps`, `places`,
/// `legacy` …); then `/usr/share/pixmaps`. A path (with a `/`) is read as it is.
///
/// Scalable (SVG) and XPM icons are not read: an icon found only so has no image, and the view draws a placeholder.
@MainActor final class IconTheme {
    /// The themes searched, in order: GTK's default theme, then the one every theme falls back to.
    static let themes = ["Adwaita", "hicolor"]

    /// The folders holding themes, in the specification's order.
    let baseFolders: [String]
    /// Images already read, by name and size; `nil` for a name not found.
    private var cache: [String: ImageSurface?] = [:]
    /// Each size folder's context folders, listed once.
    private var contexts: [String: [String]] = [:]

    /// A lookup in the folders `environment` names (`HOME`, `XDG_DATA_HOME`, `XDG_DATA_DIRS`).
    init(environment: [String: String]) {
        let home = environment["HOME"] ?? ""
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map { String($0) + "/icons" }
        baseFolders = (home.isEmpty ? [] : [home + "/.icons"]) + [dataHome + "/icons"] + dataDirs
    }

    /// The image of the icon `name` about `size` px wide, or `nil` when none is found as a PNG.
    func image(named name: String, size: Int) -> ImageSurface? {
        let key = "\(size) \(name)"
        if let cached = cache[key] { return cached }
        let image = path(of: name, size: size).flatMap { try? ImageSurface(contentsOfPNGFile: $0) }
        cache[key] = image
        return image
    }

    /// The PNG file of the icon `name` about `size` px wide, or `nil`.
    func path(of name: String, size: Int) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return name.hasSuffix(".png") && access(name, R_OK) == 0 ? name : nil }
        let bare = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        for theme in Self.themes {
            for candidate in Self.sizes(around: size) {
                for base in baseFolders {
                    let folder = "\(base)/\(theme)/\(candidate)x\(candidate)"
                    let listed = contexts[folder] ?? Self.subfolders(of: folder)
                    contexts[folder] = listed
                    for context in listed {
                        let file = "\(folder)/\(context)/\(bare).png"
                        if access(file, R_OK) == 0 { return file }
                    }
                }
            }
        }
        let pixmap = "/usr/share/pixmaps/\(bare).png"
        return access(pixmap, R_OK) == 0 ? pixmap : nil
    }

    /// The sizes to try for `size`: it, the larger ones up, then the smaller ones down.
    static func sizes(around size: Int) -> [Int] {
        let all = [8, 16, 22, 24, 32, 36, 48, 64, 72, 96, 128, 192, 256, 512]
        return [size] + all.filter { $0 > size } + all.filter { $0 < size }.reversed()
    }

    /// The names of `folder`'s subfolders, sorted; none when it cannot be read.
    static func subfolders(of folder: String) -> [String] {
        (names(in: folder) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The names `folder` lists (`.` and `..` among them), in its order; `nil` when it cannot be read (`errno` says
    /// why).
    nonisolated static func names(in folder: String) -> [String]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let record = readdir(handle) {
            names.append(withUnsafeBytes(of: record.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }
}
