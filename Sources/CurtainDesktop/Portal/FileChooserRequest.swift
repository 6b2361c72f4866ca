import CurtainDBus

/// What to ask the desktop's file chooser for: open one or more files or a folder, or a name to save under.
///
/// ```swift
/// var request = FileChooserRequest(purpose: .open, title: "Pick photos")
/// request.allowsMultiple = true
/// request.filters = [FileFilter(name: "Images", patterns: ["*.png", "*.jpg"])]
/// let result = try FileChooserPortal(address: address).choose(request)
/// ```
public struct FileChooserRequest: Sendable, Equatable {
    /// Whether the chooser opens existing files (`OpenFile`) or picks a name to save under (`SaveFile`).
    public enum Purpose: Sendable, Equatable {
        /// Choose existing files or folders (`OpenFile`).
        case open
        /// Choose a name to write a new file under (`SaveFile`); the chooser asks before replacing a file.
        case save
    }

    /// Open or save.
    public var purpose: Purpose
    /// The chooser window's title.
    public var title: String
    /// Open only: several files may be chosen.
    public var allowsMultiple = false
    /// Open only: folders are chosen instead of files.
    public var choosesDirectories = false
    /// The filters offered, the first one selected.
    public var filters: [FileFilter] = []
    /// The folder the chooser starts in (an absolute path).
    public var currentFolder: String?
    /// Save only: the file name proposed.
    public var currentName: String?

    /// Creates a request with the chooser's defaults: one file, no filters, the chooser's own start folder.
    ///
    /// - Parameters:
    ///   - purpose: Open or save.
    ///   - title: The chooser window's title; empty leaves it to the desktop.
    public init(purpose: Purpose, title: String = "") {
        self.purpose = purpose
        self.title = title
    }

    /// Starts the chooser at `path` as zenity's `--filename` does: a path ending in `/` is a folder to start
    /// in; any other names a file, whose folder the chooser starts in and, when saving, whose name it proposes.
    public mutating func start(at path: String) {
        guard !path.isEmpty else { return }
        if path.hasSuffix("/") {
            currentFolder = path
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) }
        if let folder { currentFolder = folder.isEmpty ? "/" : folder }
        if purpose == .save { currentName = String(slash.map { path[path.index(after: $0)...] } ?? path[...]) }
    }

    /// The portal method for ``purpose``.
    var method: String { purpose == .open ? "OpenFile" : "SaveFile" }

    /// The method's `a{sv}` options; `token` names the request object the answer comes from.
    func portalOptions(token: String) -> DBusValue {
        var options: [String: DBusValue] = ["handle_token": .string(token), "modal": .bool(true)]
        if purpose == .open {
            options["multiple"] = .bool(allowsMultiple)
            options["directory"] = .bool(choosesDirectories)
        }
        if !filters.isEmpty {
            options["filters"] = .array(elementSignature: "(sa(us))", filters.map(\.portalValue))
            options["current_filter"] = filters[0].portalValue
        }
        if let currentFolder { options["current_folder"] = Self.bytes(currentFolder) }
        if let currentName { options["current_name"] = .string(currentName) }
        return .dictionary(options)
    }

    /// A path as the portal takes it: bytes ending in NUL (`ay`).
    private static func bytes(_ path: String) -> DBusValue {
        .array(elementSignature: "y", (Array(path.utf8) + [0]).map { .byte($0) })
    }
}
