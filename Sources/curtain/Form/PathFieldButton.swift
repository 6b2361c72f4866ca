import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// A form's file or folder field (yad's `FL` and `DIR`): a button that shows the chosen path's last part (`(None)`
/// while none is chosen) and opens the desktop's file chooser through the portal, as GTK's file chooser button opens
/// its dialog; the path chosen there becomes the field's, and cancelling keeps the old one.
///
/// The portal's call blocks until the user answers, so it runs off the main actor, and its answer comes back through
/// a pipe the form's event loop watches: the form goes on drawing and answering while the chooser is up. Screen
/// readers see a push button named by what it shows.
@MainActor final class PathFieldButton: Button {
    /// The path chosen, the field's value; `nil` for none.
    var path: String? {
        didSet { title = Self.title(for: path) }
    }
    /// Whether the chooser picks a folder rather than a file.
    let choosesDirectories: Bool
    /// The chooser's title.
    private let chooserTitle: String
    /// The watch on the pipe that brings the chooser's answer, while the chooser is up.
    private var pending: LoopToken?

    init(path: String?, choosesDirectories: Bool, label: String) {
        self.path = path
        self.choosesDirectories = choosesDirectories
        chooserTitle = label.isEmpty ? (choosesDirectories ? localized("Select folder") : localized("Select file")) : label
        super.init(title: Self.title(for: path), style: .default, font: .body)
        action = { [unowned self] in openChooser() }
    }

    /// What the button shows for `path`: its last part, as GTK's button shows a file's name.
    static func title(for path: String?) -> String {
        guard let path, !path.isEmpty else { return localized("(None)") }
        guard path != "/" else { return path }
        return String(path.split(separator: "/").last ?? Substring(path))
    }

    /// Asks the portal for a file or folder, starting where ``path`` is; a second press while the chooser is up does
    /// nothing.
    func openChooser() {
        guard pending == nil, let application = window?.application else { return }
        var request = FileChooserRequest(purpose: .open, title: chooserTitle)
        request.choosesDirectories = choosesDirectories
        if let path, !path.isEmpty { request.start(at: choosesDirectories ? path + "/" : path) }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // A button's command started meanwhile must not hold the write end open.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        Task.detached {
            var answer = ""
            if case .chosen(let uris)? = try? FileChooserPortal().choose(request),
                let chosen = uris.first.flatMap(FileChooserResult.path(fromFileURI:))
            {
                answer = chosen
            }
            StandardStream(fileDescriptor: writeEnd).write(answer)
            close(writeEnd)
        }
        pending = application.addReadSource(fd: readEnd) { [unowned self] in
            // The task writes once and closes: this read to the end does not wait.
            let answer = String(decoding: StandardInput.bytes(from: readEnd), as: UTF8.self)
            pending?.cancel()
            pending = nil
            close(readEnd)
            if !answer.isEmpty { path = answer }
        }
    }
}
