import Wayland

/// The globals a `WaylandConnection` binds once, right after connecting, and keeps for its lifetime.
///
/// They are one concept, "what this compositor offers Curtain", apart from what comes and goes while the
/// connection lives (seats and outputs, which the connection tracks itself). Required: `wl_compositor`, `wl_shm`
/// and `xdg_wm_base`; every other one is `nil` where the compositor lacks it, and the features built on it
/// step aside (no fractional scale without `wp_fractional_scale_manager_v1`, no server-side frame without
/// `zxdg_decoration_manager_v1`).
@MainActor public struct ConnectionGlobals {
    /// `wl_compositor`, which makes every surface.
    public let compositor: WlCompositor
    /// `wl_shm`, which turns shared memory into the buffers Curtain draws into.
    public let shm: WlShm
    /// `xdg_wm_base`, which gives surfaces their window and popup roles.
    public let wmBase: XdgWmBase
    /// `wl_subcompositor`, for the card a presentation moves over its dim; without it transitions redraw.
    public let subcompositor: WlSubcompositor?
    /// `wp_viewporter`, which lets the compositor scale a buffer: the dim and the card's animation use it.
    public let viewporter: WpViewporter?
    /// `wp_presentation`, which says when each frame reached the screen: transition stats count missed
    /// refreshes with it (weston, sway, mutter and KWin all offer it).
    public let presentation: WpPresentation?
    /// `wp_fractional_scale_manager_v1`, which tells a surface its preferred scale (KWin at 125 %).
    public let fractionalScaleManager: WpFractionalScaleManagerV1?
    /// `wl_data_device_manager`, the clipboard's protocol.
    public let dataDeviceManager: WlDataDeviceManager?
    /// `zwp_text_input_manager_v3`, through which text fields take input-method text (sway, mutter, KWin).
    public let textInputManager: ZwpTextInputManagerV3?
    /// Server-side window decorations (`zxdg_decoration_manager_v1`: KWin, sway; not weston or mutter).
    public let decorationManager: ZxdgDecorationManagerV1?
    /// `zwlr_layer_shell_v1`, which puts a surface on a layer of the desktop: a screen-wide overlay
    /// (``LayerSurface``) where the compositor offers it (sway, KWin; not weston 10 or mutter).
    public let layerShell: ZwlrLayerShellV1?
    /// The launch token and `xdg_activation_v1`, which focus the first window a launcher started.
    public let activation: WindowActivation

    /// Binds every global Curtain uses from `registry`, which has seen the compositor's announcements.
    ///
    /// - Throws: ``ShellError/missingGlobal(interface:)`` when a required global is absent.
    init(registry: Registry) throws {
        func required<T: Proxy>(_ type: T.Type) throws -> T {
            guard let proxy = registry.bindFirst(type) else { throw ShellError.missingGlobal(interface: T.interface.name) }
            return proxy
        }
        compositor = try required(WlCompositor.self)
        shm = try required(WlShm.self)
        wmBase = try required(XdgWmBase.self)
        subcompositor = registry.bindFirst(WlSubcompositor.self)
        viewporter = registry.bindFirst(WpViewporter.self)
        presentation = registry.bindFirst(WpPresentation.self)
        // wp_single_pixel_buffer_manager_v1 is generated but not bound: weston 10 and sway 1.7 do not offer it,
        // and the dim's 1x1 shm buffers already cost 4 bytes per alpha step, once.
        fractionalScaleManager = registry.bindFirst(WpFractionalScaleManagerV1.self)
        dataDeviceManager = registry.bindFirst(WlDataDeviceManager.self)
        textInputManager = registry.bindFirst(ZwpTextInputManagerV3.self)
        decorationManager = registry.bindFirst(ZxdgDecorationManagerV1.self)
        layerShell = registry.bindFirst(ZwlrLayerShellV1.self)
        activation = WindowActivation(
            manager: registry.bindFirst(XdgActivationV1.self),
            token: WindowActivation.takeTokenFromEnvironment())
    }
}
