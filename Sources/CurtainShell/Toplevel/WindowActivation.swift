import Glibc
import Wayland

/// Focus for a window that a launcher started: the `XDG_ACTIVATION_TOKEN` handed over in the environment,
/// redeemed through `xdg_activation_v1` when the first window maps.
///
/// GNOME, KDE and sway keep a newly started program from stealing focus unless it proves it was launched on
/// purpose: the launcher (a terminal, a file manager, a script's parent) asks the compositor for a token and
/// passes it in `XDG_ACTIVATION_TOKEN`. Without redeeming it, a dialog that a script starts appears behind the
/// terminal, announced as "ready" instead of focused.
///
/// Like GTK, the connection takes the token from the environment as it opens and unsets the variable at once,
/// so processes Curtain starts later never reuse it; the first ``ToplevelSurface`` to map then sends
/// `xdg_activation_v1.activate` with it, once. Where the compositor has no `xdg_activation_v1` (weston 10) the
/// token is dropped and nothing else changes.
@MainActor public final class WindowActivation {
    /// The environment variable a launcher sets.
    public static let environmentVariable = "XDG_ACTIVATION_TOKEN"

    /// The bound `xdg_activation_v1`, or `nil` when the compositor does not offer it.
    public let manager: XdgActivationV1?
    /// The launch token not yet redeemed; `nil` once a window used it, or when there was none.
    public private(set) var pendingToken: String?

    /// - Parameters:
    ///   - manager: The bound global, if any.
    ///   - token: The launch token, normally ``takeTokenFromEnvironment()``.
    public init(manager: XdgActivationV1?, token: String?) {
        self.manager = manager
        pendingToken = token
    }

    isolated deinit {
        manager?.destroy()
    }

    /// Reads `XDG_ACTIVATION_TOKEN` and unsets it, so children of this process do not inherit a token meant for
    /// it; an empty value counts as none.
    ///
    /// - Returns: The token, or `nil` when the variable was unset or empty.
    public static func takeTokenFromEnvironment() -> String? {
        guard let value = getenv(environmentVariable).map({ String(cString: $0) }) else { return nil }
        unsetenv(environmentVariable)
        return value.isEmpty ? nil : value
    }

    /// Asks the compositor to activate (focus and raise) `surface` with the launch token, if one is pending.
    ///
    /// Call it after the surface's first commit with a buffer: compositors (sway) ignore activation of a
    /// surface that is not mapped yet. The token is used once, whatever the compositor decides.
    /// - Returns: Whether `activate` was sent.
    @discardableResult
    public func activateWithLaunchToken(_ surface: WlSurface) -> Bool {
        guard let token = pendingToken else { return false }
        pendingToken = nil
        guard let manager else { return false }
        manager.activate(token: token, surface: surface)
        return true
    }
}
