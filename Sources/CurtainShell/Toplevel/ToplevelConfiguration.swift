import Wayland

/// What one configure sequence settled for a toplevel: its size and states, whether the compositor draws its
/// frame, and the shadow margin the client keeps around it.
///
/// ``ToplevelSurface`` keeps the pieces of a sequence (`xdg_toplevel.configure`, `zxdg_toplevel_decoration_v1
/// .configure`) in a `Pending` until `xdg_surface.configure` ends it, then resolves them into a new value of this
/// type against the client's wishes. Keeping that arithmetic in a value, apart from the proxies, lets it be
/// checked without a compositor.
public struct ToplevelConfiguration: Sendable, Hashable {
    /// The parts of a configure sequence that arrive before `xdg_surface.configure`, pending until it does.
    struct Pending {
        /// The proposed size; 0 on an axis leaves the choice to the client.
        var size = SurfaceSize.zero
        var states: ToplevelState = []
        /// The decoration mode, when the sequence carried one.
        var decorationMode: ZxdgToplevelDecorationV1.Mode?
    }

    /// What the client asks for, which a configure honours where the compositor leaves it the choice.
    struct Preferences {
        /// The size to use on an axis the compositor leaves to the client (a 0 in its configure).
        var size: SurfaceSize
        /// The margin the client wants for its shadow while the window floats without server-side decorations.
        var shadowMargin: Int32 = 0
    }

    /// The logical size of the window proper.
    public var size: SurfaceSize
    /// The window's states (maximized, activated, tiled…).
    public var states: ToplevelState
    /// Whether the compositor draws the window's title bar and borders.
    public var isServerDecorated: Bool
    /// The room kept around the window for the client's shadow, on every side; 0 when none is drawn.
    public var margin: Int32

    /// The window geometry: the window proper inside the surface, in the surface's logical pixels.
    public var windowGeometry: SurfaceRect {
        SurfaceRect(x: margin, y: margin, width: size.width, height: size.height)
    }

    /// The whole surface: the window with its margin on every side.
    public var surfaceSize: SurfaceSize {
        SurfaceSize(width: size.width + 2 * margin, height: size.height + 2 * margin)
    }

    /// The configuration a completed sequence settles on.
    ///
    /// - Parameters:
    ///   - pending: What the sequence carried.
    ///   - previous: The configuration before it, or `nil` for the first; a sequence without a decoration mode
    ///     keeps the previous one.
    ///   - preferences: What the client asks for.
    static func resolving(
        _ pending: Pending, after previous: ToplevelConfiguration?,
        preferences: Preferences
    ) -> ToplevelConfiguration {
        let isServerDecorated = pending.decorationMode.map { $0 == .serverSide } ?? previous?.isServerDecorated ?? false
        return ToplevelConfiguration(
            size: ToplevelSurface.resolvedSize(configured: pending.size, preferred: preferences.size),
            states: pending.states,
            isServerDecorated: isServerDecorated,
            margin: ToplevelSurface.margin(preferences.shadowMargin, serverDecorated: isServerDecorated, states: pending.states))
    }
}
