/// One view the compositor shows, as `curtain_test_view_list.view` reports it.
public struct MappedView: Sendable, Hashable, CustomStringConvertible {
    /// The surface's bounding box in global logical pixels (with client-side shadows included).
    public var frame: PixelRect
    /// The owning client's process id: in-process clients have the test runner's.
    public var pid: Int32
    /// `xdg_toplevel`, `xdg_popup`, `wl_subsurface`, `wl_pointer-cursor`, or empty.
    public var role: String
    public var title: String?
    public var appID: String?

    public init(frame: PixelRect, pid: Int32, role: String, title: String?, appID: String?) {
        self.frame = frame
        self.pid = pid
        self.role = role
        self.title = title
        self.appID = appID
    }

    public var description: String {
        "\(role.isEmpty ? "view" : role) '\(title ?? "")' (\(appID ?? "")) pid \(pid) at \(frame)"
    }
}
