import Wayland

extension ToplevelSurface {
    /// `title` as `xdg_toplevel.set_title` can carry it: unchanged when it fits libwayland's message limit,
    /// otherwise cut after the last whole character (grapheme cluster) that fits, followed by "…".
    ///
    /// The compositor shows the title in title bars, task lists and window switchers, so a cut must look like
    /// one and never split a character; the runtime's own cut (``WireLimits/fitting(_:)``) only keeps UTF-8
    /// valid. A title that long is unreadable anyway; what counts is that the window still opens.
    static func wireTitle(_ title: String) -> String {
        let limit = WireLimits.longestLoneString
        guard title.utf8.count > limit else { return title }
        let ellipsis = "…"
        var kept = 0
        var end = title.startIndex
        for index in title.indices {
            let next = title.index(after: index)
            let bytes = title.utf8.distance(from: index, to: next)
            guard kept + bytes + ellipsis.utf8.count <= limit else { break }
            kept += bytes
            end = next
        }
        return String(title[..<end]) + ellipsis
    }
}
