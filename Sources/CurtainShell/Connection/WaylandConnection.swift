import Wayland

/// The connection to the compositor with every global Curtain uses, bound and ready, and the event loop
/// that drives it.
///
/// ``init(displayName:versionLimits:)`` connects, makes one roundtrip to collect the globals and binds them. Required:
/// `wl_compositor`, `wl_shm` and `xdg_wm_base`. Optional (`nil` when absent): `wl_subcompositor`,
/// `wp_viewporter`, `wp_fractional_scale_manager_v1`, `wl_data_device_manager`, `zwp_text_input_manager_v3`,
/// `zxdg_decoration_manager_v1`, `xdg_activation_v1` (in ``activation``, which also takes the launch token from
/// `XDG_ACTIVATION_TOKEN`). Seats and outputs are bound as they are announced, including later hot-plugs. The
/// connection answers `xdg_wm_base.ping` with `pong` so the compositor never thinks the client hangs.
///
/// Plumbing, so `package`: an app's connection is its `Application`, which makes one and says what it needs
/// through its windows.
///
/// ```swift
/// let connection = try WaylandConnection()
/// let window = ToplevelSurface(connection: connection, title: "Hello", appID: "org.example.hello",
///                              preferredSize: SurfaceSize(width: 400, height: 200))
/// try connection.eventLoop.run(until: { window.isCloseRequested })
/// ```
@MainActor package final class WaylandConnection: RegistryDelegate {
    /// The `wl_display` connection; a protocol error or a closed socket surfaces here as a `WaylandError`.
    package let display: Display
    /// Dispatches this connection's events, timers and extra fds; run it to make anything happen.
    package let eventLoop: EventLoop
    /// The `wl_registry`, which keeps announcing seats and outputs as they come and go.
    package let registry: Registry
    /// The globals bound at connection time; the properties below read from it.
    package let globals: ConnectionGlobals

    /// `wl_compositor`, which makes every surface.
    package var compositor: WlCompositor { globals.compositor }
    /// `wl_shm`, which turns shared memory into buffers.
    package var shm: WlShm { globals.shm }
    /// `xdg_wm_base`, which gives surfaces their window and popup roles.
    package var wmBase: XdgWmBase { globals.wmBase }
    /// `wl_subcompositor`, when offered: presentations put their card in a subsurface.
    package var subcompositor: WlSubcompositor? { globals.subcompositor }
    /// `wp_viewporter`, when offered: transitions are composed by the compositor instead of redrawn.
    package var viewporter: WpViewporter? { globals.viewporter }
    /// `wp_presentation`, which says when each frame reached the screen (transition stats count missed refreshes).
    package var presentation: WpPresentation? { globals.presentation }
    /// `wp_fractional_scale_manager_v1`, when offered: windows are drawn at the preferred fractional scale.
    package var fractionalScaleManager: WpFractionalScaleManagerV1? { globals.fractionalScaleManager }
    /// `wl_data_device_manager`, when offered: the clipboard.
    package var dataDeviceManager: WlDataDeviceManager? { globals.dataDeviceManager }
    /// `zwp_text_input_manager_v3`, through which text fields take input-method text (sway, mutter, KWin).
    package var textInputManager: ZwpTextInputManagerV3? { globals.textInputManager }
    /// Server-side window decorations (`zxdg_decoration_manager_v1`: KWin, sway; not weston or mutter).
    package var decorationManager: ZxdgDecorationManagerV1? { globals.decorationManager }
    /// `zwlr_layer_shell_v1`, for screen-wide overlays (``LayerSurface``); `nil` on weston 10 and mutter.
    package var layerShell: ZwlrLayerShellV1? { globals.layerShell }
    /// The launch token and `xdg_activation_v1`, which focus the first window a launcher started.
    package var activation: WindowActivation { globals.activation }

    /// The pixel formats `wl_shm.format` announced; ARGB8888 and XRGB8888 are always supported.
    package private(set) var shmFormats: Set<WlShm.Format> = [.argb8888, .xrgb8888]
    /// The bound seats with their registry names, in announcement order.
    package private(set) var seats: [(globalName: UInt32, seat: WlSeat)] = []
    /// The outputs currently present, in announcement order.
    package private(set) var outputs: [Output] = []
    /// How many `xdg_wm_base.ping`s have been answered, for diagnostics: weston pings when the pointer
    /// enters a window and marks clients that stay silent as unresponsive.
    package private(set) var pingsAnswered = 0

    /// Hears seats and outputs come and go after the connection was made; held weakly. The seats and outputs
    /// present at connection time are in ``seats`` and ``outputs`` already.
    package weak var delegate: (any WaylandConnectionDelegate)?

    private var surfaces: [WeakSurface] = []

    /// Connects, collects the globals in one roundtrip and binds them.
    ///
    /// - Parameters:
    ///   - displayName: A socket name, or `nil` for `WAYLAND_SOCKET` / `WAYLAND_DISPLAY` / `wayland-0`.
    ///   - versionLimits: Lower version ceilings by interface name (`Registry.versionLimits`), to act as on
    ///     an older compositor; empty by default.
    /// - Throws: `WaylandError` when the connection fails; ``ShellError/missingGlobal(interface:)`` when a
    ///   required global is absent.
    package init(displayName: String? = nil, versionLimits: [String: UInt32] = [:]) throws {
        let display = try Display.connect(name: displayName)
        let registry = Registry(display: display)
        registry.versionLimits = versionLimits
        try display.roundtrip()
        self.display = display
        self.registry = registry
        self.eventLoop = EventLoop(display: display)
        globals = try ConnectionGlobals(registry: registry)

        shm.onEvent = { [unowned self] event in
            switch event {
            case .format(let format): shmFormats.insert(format)
            }
        }
        wmBase.onEvent = { [unowned self] event in
            switch event {
            case .ping(let serial): handlePing(serial: serial)
            }
        }
        for global in registry.globals { handleGlobalAdded(global) }
        registry.delegate = self
    }

    /// The ``Output`` wrapping a `wl_output` proxy, as `wl_surface.enter` reports it.
    package func output(for wlOutput: WlOutput?) -> Output? {
        guard let wlOutput else { return nil }
        return outputs.first { $0.wlOutput === wlOutput }
    }

    /// Tracks a surface so it hears about output scale changes and removals; ``Surface`` calls this itself.
    func register(_ surface: Surface) {
        surfaces.removeAll { $0.surface == nil }
        surfaces.append(WeakSurface(surface: surface))
    }

    /// `xdg_wm_base.ping`: the compositor checks that we are alive; answer at once.
    private func handlePing(serial: UInt32) {
        wmBase.pong(serial)
        pingsAnswered += 1
    }

    // MARK: - RegistryDelegate

    package func registry(_ registry: Registry, didAdd global: Registry.Global) {
        handleGlobalAdded(global)
    }

    package func registry(_ registry: Registry, didRemove global: Registry.Global) {
        handleGlobalRemoved(global)
    }

    private func handleGlobalAdded(_ global: Registry.Global) {
        switch global.interface {
        case WlOutput.interface.name:
            let output = Output(wlOutput: registry.bind(WlOutput.self, global: global), globalName: global.name)
            output.onChange = { [unowned self] output in handleOutputChange(output) }
            outputs.append(output)
            delegate?.connection(self, didAdd: output)
        case WlSeat.interface.name:
            let seat = registry.bind(WlSeat.self, global: global)
            seats.append((global.name, seat))
            delegate?.connection(self, didAddSeat: seat)
        default:
            break
        }
    }

    private func handleGlobalRemoved(_ global: Registry.Global) {
        if let index = outputs.firstIndex(where: { $0.globalName == global.name }) {
            let output = outputs.remove(at: index)
            for entry in surfaces { entry.surface?.handleOutputRemoved(output) }
        }
        if let index = seats.firstIndex(where: { $0.globalName == global.name }) {
            delegate?.connection(self, willRemoveSeat: seats[index].seat)
            seats.remove(at: index)
        }
    }

    private func handleOutputChange(_ output: Output) {
        for entry in surfaces { entry.surface?.handleOutputChange(output) }
    }

    /// A surface reference that does not keep the surface alive.
    private struct WeakSurface {
        weak var surface: Surface?
    }
}
