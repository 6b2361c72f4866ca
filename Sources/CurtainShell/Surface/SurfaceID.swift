import Wayland

/// Names a surface without holding it or showing its protocol object: what input devices report focus with.
///
/// Two identifiers are equal when they name the same live surface. Once a surface is gone, a new one may come to
/// have its identifier, so keep one only while the surface lives (the input router drops its entry with the
/// surface).
public struct SurfaceID: Hashable, Sendable {
    private let object: ObjectIdentifier

    /// The identifier of a `wl_surface`.
    package init(_ surface: WlSurface) {
        object = ObjectIdentifier(surface)
    }
}

extension Surface {
    /// The surface's identifier: what the keyboard's and pointer's focus is reported as.
    public var id: SurfaceID { SurfaceID(wlSurface) }
}
