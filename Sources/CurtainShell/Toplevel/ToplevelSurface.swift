import Wayland

/// A top-level window: a ``Surface`` with the `xdg_surface` + `xdg_toplevel` roles, a title and app id.
///
/// Creating it commits once without a buffer, which asks the compositor for the first configure. On each
/// `xdg_surface.configure` the window takes the size from the preceding `xdg_toplevel.configure` (0×0 means
/// "your choice": the ``preferredSize``), decodes the states, tells the ``delegate``, sends `ack_configure`
/// and then commits a freshly drawn buffer, so the commit that answers a configure always follows its ack.
///
/// ```swift
/// let window = ToplevelSurface(connection: connection, title: "Question", appID: "org.curtain.alert",
///                              preferredSize: SurfaceSize(width: 400, height: 160))
/// window.draw = { context in context.withGraphicsContext { drawAlert($0, context.size) } }
/// window.delegate = dialog   // a ToplevelSurfaceDelegate: configures and the close request
/// ```
///
/// The window geometry is the whole surface (no client-side shadows), which popups use as their anchor space.
///
/// Curtain draws no title bar of its own, so where the compositor offers `zxdg_decoration_manager_v1` (KWin,
/// sway) the window asks it for server-side decorations before its first commit; ``isServerDecorated`` says
/// whether the compositor agreed. Elsewhere (weston, mutter) the window has no frame, and ``beginMove(seat:serial:)``
/// lets the user drag it by its content.
@MainActor public final class ToplevelSurface {
    /// The underlying surface: scale, buffers, damage and frame pacing.
    public let surface: Surface
    /// The `xdg_surface`, the parent for popups (``PopupSurface``).
    public let xdgSurface: XdgSurface
    /// The `xdg_toplevel` role object.
    public let xdgToplevel: XdgToplevel
    /// The window's decoration object, where the compositor offers `zxdg_decoration_manager_v1`.
    public let decoration: ZxdgToplevelDecorationV1?

    /// The size used when the compositor leaves the choice to the client (a 0×0 configure).
    public var preferredSize: SurfaceSize {
        get { preferences.size }
        set { preferences.size = newValue }
    }
    /// What the last acknowledged configure settled; `nil` until the first.
    public private(set) var configuration: ToplevelConfiguration?
    /// The logical size of the window as of the last acknowledged configure.
    public var size: SurfaceSize { configuration?.size ?? .zero }
    /// The states of the last acknowledged configure.
    public var states: ToplevelState { configuration?.states ?? [] }
    /// Whether the first configure has been acknowledged (the window can be drawn and mapped).
    public var isConfigured: Bool { configuration != nil }
    /// Whether the compositor asked to close the window (`xdg_toplevel.close`).
    public private(set) var isCloseRequested = false
    /// The window geometry last set: the part of the surface that is the window proper, in logical pixels.
    public var windowGeometry: SurfaceRect { configuration?.windowGeometry ?? SurfaceRect(width: 0, height: 0) }
    /// Whether the compositor draws the window's title bar and borders (`zxdg_toplevel_decoration_v1` mode
    /// `server_side`), as of the last acknowledged configure; false where it offers no decorations.
    public var isServerDecorated: Bool { configuration?.isServerDecorated ?? false }
    /// Room around the window geometry for a shadow the client draws, in logical pixels; 0 (none) by default.
    ///
    /// It is used only while the window floats without server-side decorations (not maximized, fullscreen or
    /// tiled): the surface is then ``size`` plus this margin on every side, `set_window_geometry` excludes the
    /// margin, so the compositor places, tiles and snaps the window by its geometry, and only the geometry
    /// takes pointer input. Set after the first configure, it takes effect at once: the surface grows or shrinks
    /// around the same window geometry, and the next frame draws it.
    public var shadowMargin: Int32 {
        get { preferences.shadowMargin }
        set {
            guard newValue != preferences.shadowMargin else { return }
            preferences.shadowMargin = newValue
            guard let previous = configuration else { return }  // the first configure applies it
            var settled = previous
            settled.margin = Self.margin(newValue, serverDecorated: previous.isServerDecorated, states: previous.states)
            guard settled != previous else { return }
            apply(settled, after: previous)
            surface.setNeedsRedraw()
        }
    }
    /// The margin in effect since the last acknowledged configure: ``shadowMargin`` or 0.
    public var margin: Int32 { configuration?.margin ?? 0 }

    /// The window title (`xdg_toplevel.set_title`); setting it sends the request. A title too long for one
    /// Wayland message is sent shortened, ending in "…" (`wireTitle(_:)`); this property keeps it whole.
    public var title: String {
        didSet { xdgToplevel.setTitle(Self.wireTitle(title)) }
    }
    /// Paints one frame; see ``Surface/draw``.
    public var draw: (@MainActor (Surface.DrawContext) -> Void)? {
        get { surface.draw }
        set { surface.draw = newValue }
    }
    /// Hears each configure, its answer and the compositor's request to close; held weakly.
    public weak var delegate: (any ToplevelSurfaceDelegate)?

    /// The configure sequence under way, applied when `xdg_surface.configure` ends it.
    private var pending = ToplevelConfiguration.Pending()
    /// What the window asks for where the compositor leaves the choice (``preferredSize``, ``shadowMargin``).
    private var preferences: ToplevelConfiguration.Preferences

    /// Creates the window and asks for its first configure; nothing is shown until that arrives and the
    /// event loop runs.
    ///
    /// - Parameters:
    ///   - connection: The connection to create the window on.
    ///   - title: The window title.
    ///   - appID: The application id, conventionally a reverse-DNS name matching a `.desktop` file.
    ///   - preferredSize: The logical size used unless the compositor imposes one.
    ///   - minimumSize: The smallest size the user may resize the window to; zero for no limit.
    ///   - maximumSize: The largest; zero for no limit. Equal to `minimumSize`, the window has a fixed size,
    ///     which tiling compositors (sway) take as a reason to float it, as they float dialogs.
    package init(
        connection: WaylandConnection, title: String, appID: String, preferredSize: SurfaceSize,
        minimumSize: SurfaceSize = .zero, maximumSize: SurfaceSize = .zero
    ) {
        self.surface = Surface(connection: connection)
        self.xdgSurface = connection.wmBase.getXdgSurface(surface.wlSurface)
        self.xdgToplevel = xdgSurface.getToplevel()
        // Asked before the first commit, so the compositor's first configure already knows.
        self.decoration = connection.decorationManager?.getToplevelDecoration(toplevel: xdgToplevel)
        self.title = title
        self.preferences = ToplevelConfiguration.Preferences(size: preferredSize)
        xdgSurface.onEvent = { [unowned self] event in
            switch event {
            case .configure(let serial): handleSurfaceConfigure(serial: serial)
            }
        }
        xdgToplevel.onEvent = { [unowned self] event in
            switch event {
            case .configure(let width, let height, let states):
                handleConfigure(width: width, height: height, states: states)
            case .close:
                handleClose()
            }
        }
        xdgToplevel.setTitle(Self.wireTitle(title))
        // The runtime cuts an over-long app id to fit (an identifier, so no ellipsis).
        xdgToplevel.setAppId(appID)
        if minimumSize != .zero || maximumSize != .zero { setSizeLimits(minimum: minimumSize, maximum: maximumSize) }
        decoration?.onEvent = { [unowned self] event in
            switch event {
            // Pending, like the size, until xdg_surface.configure.
            case .configure(let mode): pending.decorationMode = mode
            }
        }
        decoration?.setMode(.serverSide)
        // The initial commit carries no buffer; the compositor answers with the first configure.
        surface.wlSurface.commit()
    }

    isolated deinit {
        // The decoration goes before its toplevel (else `orphaned`); xdg-shell requires the role object to go
        // before its xdg_surface, and both before the wl_surface.
        decoration?.destroy()
        xdgToplevel.destroy()
        xdgSurface.destroy()
    }

    /// Marks part of the window as needing paint; see ``Surface/setNeedsRedraw(_:)``.
    public func setNeedsRedraw(_ rect: SurfaceRect? = nil) {
        surface.setNeedsRedraw(rect)
    }

    /// Gives a floating window a new size of the client's choosing, as xdg-shell lets a client do while it is not
    /// maximized, fullscreen or tiled: the window geometry and the layout (the ``delegate`` hears a configure,
    /// with the states as they are) follow at once, and the next frame commits the surface at that size. Also the
    /// size used from now on where the compositor leaves the choice (``preferredSize``).
    ///
    /// - Returns: Whether the window took the size; false before its first configure (``preferredSize`` then
    ///   applies to it) or while the compositor fixes its size.
    @discardableResult
    public func resize(to size: SurfaceSize) -> Bool {
        preferences.size = size
        guard let previous = configuration, previous.states.isDisjoint(with: Self.fixedSizeStates) else { return false }
        var settled = previous
        settled.size = size
        guard settled != previous else { return true }
        apply(settled, after: previous)
        surface.setNeedsRedraw()
        return true
    }

    /// The states in which the compositor, not the client, decides the window's size.
    nonisolated static let fixedSizeStates: ToplevelState = [
        .maximized, .fullscreen, .tiledLeft, .tiledRight, .tiledTop, .tiledBottom,
    ]

    /// Limits interactive resizing (`set_min_size`/`set_max_size`); zero means no limit. Applies on the next commit.
    public func setSizeLimits(minimum: SurfaceSize, maximum: SurfaceSize) {
        xdgToplevel.setMinSize(width: minimum.width, height: minimum.height)
        xdgToplevel.setMaxSize(width: maximum.width, height: maximum.height)
    }

    /// Starts an interactive move: the compositor moves the window with the pointer until the button is
    /// released (`xdg_toplevel.move`). Call it while handling the press that should start it.
    ///
    /// - Parameters:
    ///   - seat: The seat of the press.
    ///   - serial: The press's serial; compositors refuse moves for anything else.
    public func beginMove(seat: WlSeat, serial: UInt32) {
        xdgToplevel.move(seat: seat, serial: serial)
    }

    /// The size to use for a configure: the compositor's where it gives one, else the preferred size.
    nonisolated public static func resolvedSize(configured: SurfaceSize, preferred: SurfaceSize) -> SurfaceSize {
        SurfaceSize(
            width: configured.width > 0 ? configured.width : preferred.width,
            height: configured.height > 0 ? configured.height : preferred.height
        )
    }

    /// `xdg_toplevel.configure`: a proposed size and states, pending until `xdg_surface.configure`.
    private func handleConfigure(width: Int32, height: Int32, states: [UInt8]) {
        pending.size = SurfaceSize(width: width, height: height)
        pending.states = ToplevelState(configureStates: states)
    }

    /// `xdg_surface.configure`: the configure sequence is complete; apply, acknowledge, then answer it with a
    /// commit.
    private func handleSurfaceConfigure(serial: UInt32) {
        let previous = configuration
        let isFirst = previous == nil
        let settled = ToplevelConfiguration.resolving(pending, after: previous, preferences: preferences)
        let changed = settled != previous
        apply(settled, after: previous)
        xdgSurface.ackConfigure(serial)
        surface.answerConfigure(changed: changed, isFirst: isFirst)
        // Mapped now: redeem the launcher's token so a window a script starts gets focus (GNOME, KDE, sway).
        if isFirst { surface.connection.activation.activateWithLaunchToken(surface.wlSurface) }
        delegate?.toplevelSurfaceDidAnswerConfigure(self)
    }

    /// Makes `settled` the configuration: the window geometry and input region for its margin, the window's
    /// layout (the delegate's configure) and the surface's size, all pending until the next commit.
    private func apply(_ settled: ToplevelConfiguration, after previous: ToplevelConfiguration?) {
        configuration = settled
        // The geometry is pending state like the buffer, applied by the answering commit; set it before
        // the delegate hears the configure, so popups repositioned there anchor to the new size.
        let geometry = settled.windowGeometry
        if geometry != previous?.windowGeometry ?? SurfaceRect(width: 0, height: 0) {
            xdgSurface.setWindowGeometry(x: geometry.x, y: geometry.y, width: geometry.width, height: geometry.height)
        }
        if settled.margin != previous?.margin ?? 0 { setInputRegion(covering: settled.margin > 0 ? geometry : nil) }
        delegate?.toplevelSurface(self, didConfigure: settled.size, states: settled.states)
        surface.size = settled.surfaceSize
    }

    /// The margin to use: `wanted` while the window floats with no server-side frame, else none (a maximized,
    /// fullscreen or tiled window meets the screen's or its neighbours' edges, and a decorated one has the
    /// compositor's frame around it).
    nonisolated public static func margin(_ wanted: Int32, serverDecorated: Bool, states: ToplevelState) -> Int32 {
        serverDecorated || !states.isDisjoint(with: fixedSizeStates) ? 0 : max(0, wanted)
    }

    /// Lets only `rect` take pointer input (the shadow's margin lets it through), or the whole surface for nil.
    private func setInputRegion(covering rect: SurfaceRect?) {
        guard let rect else {
            surface.wlSurface.setInputRegion(nil)
            return
        }
        let region = surface.connection.compositor.createRegion()
        region.add(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        surface.wlSurface.setInputRegion(region)
        region.destroy()
    }

    private func handleClose() {
        isCloseRequested = true
        delegate?.toplevelSurfaceDidRequestClose(self)
    }
}

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
