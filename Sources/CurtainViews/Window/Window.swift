import CurtainRendering
import CurtainShell
package import Wayland

/// A top-level window showing a view tree: an `xdg_toplevel` whose ``rootView`` is drawn into the
/// surface's buffers, paced by frame callbacks, and fed the input of every seat.
///
/// Put views in ``contentView``, which always fills the window, then ``show()``:
///
/// ```swift
/// let window = Window(application: app, title: "Rename", appID: "org.example.rename",
///                     size: Size(width: 360, height: 120))
/// let field = TextField(placeholder: "New name")
/// field.frame = Rect(x: 20, y: 20, width: 320, height: 36)
/// window.contentView.addSubview(field)
/// window.show()
/// field.becomeFocused()
/// ```
///
/// **Drawing.** Views mark what changed (``View/setNeedsDisplay()``); the window collects the root's
/// dirty rectangles once per turn of the event loop, hands their bounding box to ``Surface`` as damage,
/// and paints when no frame callback is outstanding. A reused buffer also repaints what it missed since
/// it was last drawn (buffer age). Resizes (`xdg_toplevel.configure`) relayout the tree before the
/// answering frame; a new output scale repaints everything at the new scale.
///
/// **Input.** Pointer events over the window go to the root view, in window coordinates. Keys go first to
/// the key interceptors, newest first (``addKeyInterceptor(_:)``; presentations use them because their
/// popups never get keyboard focus), then to the root view (focused view, Tab navigation,
/// ``RootView/onUnhandledKey``).
///
/// **Events.** Configures, resizes, scale changes, frames, activation, keyboard focus and closing go to the
/// window's observers (``WindowObserver``, ``addObserver(_:)``), the application's and the toolkit's alike; the
/// compositor's request to close goes to ``onCloseRequest``.
///
/// The window geometry is the whole surface, so popups anchor to ``windowGeometry`` in window coordinates.
///
/// **Overlays.** A window made with ``Role-swift.enum/overlay`` is no `xdg_toplevel` but a layer surface that covers
/// its output above every window and takes the keyboard exclusively, where the compositor offers layer-shell
/// (sway, KWin), with a shade over every other output; give it a clear ``backgroundColor`` and present an alert over
/// it to dim the whole screen. Elsewhere
/// (weston 10, mutter) it is a toplevel like any other (`Window+Overlay.swift`).
@MainActor public final class Window {
    /// The application the window belongs to.
    public let application: Application
    /// The root of the view tree; ``contentView`` is its first child. Presentations may add overlays.
    public let rootView: RootView
    /// The application id given at creation (`xdg_toplevel.set_app_id`).
    public let appID: String
    /// What the window is on screen: a toplevel, or an overlay covering its output.
    public let role: Role
    /// The toplevel surface while the window is shown as one; `nil` before ``show()``, after ``close()`` and
    /// while the window is an overlay.
    public private(set) var toplevel: ToplevelSurface?
    /// The layer surface while the window is shown as an overlay (``Role-swift.enum/overlay`` on a compositor with
    /// layer-shell); `nil` otherwise.
    public internal(set) var layerSurface: LayerSurface?
    /// What finds the pointer before a window placed at it shows (``Window+Overlay.swift``).
    var pointerProbe: PointerProbe?

    /// The view that fills the window (its geometry, inside any ``shadowMargin``); replace it or add
    /// subviews to it.
    public var contentView: View {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue.removeFromSuperview()
            rootView.insertSubview(contentView, at: 0)
            contentView.frame = contentFrame
        }
    }

    // MARK: Settings asked of the compositor
    // Set by the application before or after `show()`: read when the toplevel is created, and sent to it when
    // they change later.

    /// The window title (`xdg_toplevel.set_title`).
    public var title: String {
        didSet { toplevel?.title = title }
    }
    /// The colour behind every view, painted into each repainted region first; opaque white by default.
    public var backgroundColor: Color {
        get { rootView.clearColor }
        set {
            rootView.clearColor = newValue
            rootView.setNeedsFullDisplay()
        }
    }
    /// The logical size: the one asked for until the compositor configures the window, then the configured one.
    public private(set) var size: Size
    /// Whether the user may resize the window; true by default. When false, the window's minimum and maximum
    /// sizes are both its size, as a dialog's are, and tiling compositors (sway) float it at that size instead
    /// of tiling it when it maps. Changed on a shown window, the limits go with its next frame. The compositor
    /// may still impose another size (fullscreen, maximized); the window then lays out for that.
    public var isResizable = true {
        didSet {
            guard isResizable != oldValue, let toplevel else { return }
            setSizeLimits(of: toplevel)
            rootView.setNeedsFullDisplay()
        }
    }
    /// The window this one is a dialog of (`xdg_toplevel.set_parent`), as GTK's transient parent: compositors keep
    /// a dialog above its parent and tiling ones (sway) float it. Set before or after ``show()``.
    public weak var parentWindow: Window? {
        didSet { toplevel?.xdgToplevel.setParent(parentWindow?.toplevel?.xdgToplevel) }
    }
    /// How many modal dialogs of this window are up; while any is, presses, scrolls and keys meant for this window
    /// go nowhere, as GTK does under a modal dialog. The pointer still moves over it.
    package var modalDialogCount = 0
    /// Whether a modal dialog of this window takes its input.
    public var isBlockedByModalDialog: Bool { modalDialogCount > 0 }
    /// Whether pressing the window's background, where no view takes the press, moves the window, as
    /// dragging a title bar would; a presentation's dim then lets presses through to the window. For
    /// windows without a title bar: Curtain draws none, and weston and mutter draw none for it. False by
    /// default.
    public var movesOnBackgroundDrag = false
    /// Room around the window for a shadow its content draws (``View/drawingOutsets``), in logical pixels;
    /// 0 by default. It is used only while the window floats without a frame from the compositor
    /// (``activeShadowMargin``): the margin lies outside the window geometry, is transparent where nothing draws,
    /// and lets the pointer through. Changed on a shown window, the surface grows or shrinks around the same
    /// window with the next frame.
    public var shadowMargin = 0.0 {
        didSet { toplevel?.shadowMargin = Int32(shadowMargin.rounded(.up)) }
    }

    // MARK: The application's closure

    /// Called when the compositor asks to close the window (`xdg_toplevel.close`). When `nil` (the default)
    /// the window closes itself; set it to ask the user first or to end the application. The window's other
    /// events go to its observers (``addObserver(_:)``).
    public var onCloseRequest: (@MainActor () -> Void)?

    // MARK: The observers
    // Lists, because the application and several presentations may follow one window.

    /// Each observer (the application's, presentations), held weakly, oldest first; see `addObserver(_:)`.
    var observers: [ObserverEntry] = []
    /// The key interceptors, oldest first; the newest sees a key first (`Window+Input.swift`).
    var keyInterceptors: [KeyInterceptor] = []
    /// State that higher layers keep per window (the presentation queue), keyed by its type.
    package var attachments = WindowAttachments()
    /// The overlay's shades over the other outputs (`Window+Overlay.swift`), while shown as an overlay.
    var outputShades: [LayerSurface] = []
    /// The output the overlay itself is on, once it has entered one.
    var overlayOutput: Output?
    /// What the shades paint (``overlayShade``).
    var shownOverlayShade = Color.clear
    /// The link to the seats' input methods for the focused text field.
    package lazy var textInputLink = WindowTextInput(window: self)

    // MARK: Input as last known
    // Each is kept only to report a change or to finish what an earlier event began; all reset on close.

    /// How many seats' keyboards are focused on the window.
    var keyboardFocusCount = 0
    /// How many seats' keyboards are focused on a presentation's surface over the window (a popup that grabbed).
    var presentationKeyboardFocusCount = 0
    /// The `activated` state as last reported to observers (``WindowObserver/windowDidChangeActivation(_:)``).
    var reportedActivation = false
    /// Whether the press that closed a menu is still down: its release goes nowhere.
    var isSwallowingClick = false

    // MARK: Redraw pacing (see Drawing, below)

    /// The pending "collect the dirty rectangles" turn of the event loop, when one is scheduled.
    var redrawTimer: EventLoopToken?
    /// A 1×1 context for renders that draw nothing but re-arm the root's frame request.
    lazy var scratchContext: GraphicsContext? = (try? ImageSurface(width: 1, height: 1)).map { GraphicsContext(surface: $0) }

    /// Creates a window; nothing appears until ``show()``.
    ///
    /// - Parameters:
    ///   - application: The application whose connection and seats the window uses.
    ///   - title: The window title.
    ///   - appID: The application id, conventionally a reverse-DNS name matching a `.desktop` file.
    ///   - size: The logical size to ask for; the compositor may impose another (tiling, kiosk). An overlay
    ///     takes its output's size, and uses this one only where it falls back to a toplevel.
    ///   - role: A toplevel (the default), or an overlay that covers the screen where the compositor can show
    ///     one.
    public init(application: Application, title: String, appID: String, size: Size, role: Role = .toplevel) {
        self.application = application
        self.role = role
        self.title = title
        self.appID = appID
        self.size = size
        rootView = RootView(frame: Rect(origin: .zero, size: size))
        rootView.clearColor = .white
        rootView.layoutDirection = application.layoutDirection
        rootView.accessibilityBridge = application.accessibility
        contentView = View(frame: Rect(origin: .zero, size: size))
        rootView.addSubview(contentView)
        rootView.hostWindow = self
        // Weak: the root is public, and whoever keeps it may change its views after the window has gone.
        rootView.delegate = self
    }

    isolated deinit {
        redrawTimer?.cancel()
    }

    // MARK: - Showing and closing

    /// Whether the window is shown (between ``show()`` and ``close()``); it maps with its first frame.
    public var isVisible: Bool { toplevel != nil || layerSurface != nil || pointerProbe != nil }

    /// Whether the compositor has configured the shown window, so it has a size and can parent popups.
    public var isConfigured: Bool { toplevel?.isConfigured ?? layerSurface?.isConfigured ?? false }

    /// Whether the first frame has been committed, so the compositor can show the window.
    public var isMapped: Bool { (surface?.frameNumber ?? 0) > 0 }

    /// Creates the toplevel (for an ``Role-swift.enum/overlay`` where ``Application/canShowOverlays``, the layer
    /// surface) and asks the compositor for its first configure; the window maps with the frame that answers it,
    /// while the application runs. The application keeps a shown window alive until it closes.
    public func show() {
        guard !isVisible else { return }
        if role == .overlay, application.canShowOverlays {
            showOverlay()
            return
        }
        if case .placed(let placement) = role, application.canShowOverlays {
            showPlaced(placement)
            return
        }
        let requested = SurfaceSize(width: Int32(size.width.rounded()), height: Int32(size.height.rounded()))
        // The limits go with the initial commit, so that a tiling compositor knows a dialog before it maps.
        let limit = isResizable ? SurfaceSize.zero : requested
        let toplevel = ToplevelSurface(
            connection: application.connection, title: title, appID: appID, preferredSize: requested,
            minimumSize: limit, maximumSize: limit)
        self.toplevel = toplevel
        if let parent = parentWindow?.toplevel { toplevel.xdgToplevel.setParent(parent.xdgToplevel) }
        toplevel.shadowMargin = Int32(shadowMargin.rounded(.up))
        toplevel.delegate = self
        attach(toplevel.surface)
    }

    /// Makes `surface`, a new toplevel's or overlay's, the window's: the tree draws into it, its frames and scale
    /// drive the window, its input comes here, and the application keeps the window while it is shown.
    func attach(_ surface: Surface) {
        surface.draw = { [unowned self] context in draw(context) }
        surface.delegate = self
        application.inputRouter.register(self, for: surface.wlSurface)
        application.adopt(self)
        rootView.setNeedsFullDisplay()
    }

    /// Gives the window a new size from the program's side, as a dialog whose content grew or shrank needs: the
    /// tree is laid out for it at once and the next frame shows it. A window that is not resizable keeps that size
    /// fixed. Before ``show()`` it is the size asked for.
    ///
    /// xdg-shell leaves a floating window's size to the client, so every compositor takes it then; while the
    /// compositor fixes the size (maximized, fullscreen, tiled) nothing changes. An overlay keeps its output's size.
    public func resize(to newSize: Size) {
        guard isVisible else {
            size = newSize
            return
        }
        let requested = SurfaceSize(width: Int32(newSize.width.rounded()), height: Int32(newSize.height.rounded()))
        if case .placed = role, let layerSurface {
            layerSurface.resize(to: requested)
            return
        }
        guard let toplevel else { return }
        if !isResizable { toplevel.setSizeLimits(minimum: requested, maximum: requested) }
        toplevel.resize(to: requested)
        rootView.setNeedsFullDisplay()
    }

    /// A fixed size for a window that is not resizable, or no limits: sent with the next commit.
    private func setSizeLimits(of toplevel: ToplevelSurface) {
        let current = SurfaceSize(width: Int32(size.width.rounded()), height: Int32(size.height.rounded()))
        let limit = isResizable ? SurfaceSize.zero : current
        toplevel.setSizeLimits(minimum: limit, maximum: limit)
    }

    /// Unmaps the window and destroys its surface; ``show()`` can show it again. The application lets it go.
    ///
    /// Presentations over the window are torn down first, before the toplevel they are parented to
    /// (their completions run, an alert is cancelled).
    public func close() {
        guard isVisible else { return }
        pointerProbe?.cancel()
        pointerProbe = nil
        notifyObservers { $0.windowWillClose(self) }
        // An observer may have closed the window again meanwhile.
        guard let surface else { return }
        redrawTimer?.cancel()
        redrawTimer = nil
        application.inputRouter.unregister(surface: surface.wlSurface)
        keyboardFocusCount = 0
        presentationKeyboardFocusCount = 0
        reportedActivation = false
        toplevel = nil
        layerSurface = nil
        outputShades = []
        overlayOutput = nil
        application.release(self)
    }

    // MARK: - What presentations need

    /// The shell surface with its buffers, scale and frame pacing, while shown.
    public var surface: Surface? { toplevel?.surface ?? layerSurface?.surface }
    /// The toplevel's `xdg_surface`, while shown as a toplevel.
    package var xdgSurface: XdgSurface? { toplevel?.xdgSurface }
    /// The parent for popups while shown: the toplevel's `xdg_surface`, or the overlay's layer surface.
    public var popupParent: PopupParent? {
        if let toplevel { return .xdgSurface(toplevel.xdgSurface) }
        return layerSurface?.popupParent
    }
    /// The window geometry in logical pixels, in the surface (the whole surface, or inside the active
    /// ``shadowMargin``): its size is the anchor space of popups. Until the compositor configures the window, the
    /// size it asked for.
    public var windowGeometry: SurfaceRect {
        guard let toplevel, toplevel.isConfigured else {
            return SurfaceRect(width: Int32(size.width.rounded()), height: Int32(size.height.rounded()))
        }
        return toplevel.windowGeometry
    }
    /// The integer scale of the outputs the window is on.
    public var scale: Int32 { surface?.scale ?? 1 }
    /// The scale the window's buffers are drawn at: ``scale``, or the compositor's preferred fractional scale
    /// (e.g. 1.25) where it offers one; presentations draw their cards at it too.
    public var renderScale: Double { surface?.renderScale.factor ?? 1 }
    /// Whether the compositor shows the window as the active one (`xdg_toplevel` state `activated`); an overlay,
    /// which holds the keyboard exclusively, is active once configured.
    public var isActivated: Bool { toplevel?.states.contains(.activated) ?? layerSurface?.isConfigured ?? false }
    /// Whether some seat's keyboard focus is on the window.
    public var hasKeyboardFocus: Bool { keyboardFocusCount > 0 }

    /// Whether keys typed now come to the window: some seat's keyboard focus is on it or on a presentation over it
    /// (a popup with a grab takes the focus from its parent). UIKit's `isKeyWindow`. A system prompt that is not
    /// the key window once shown tells the user that what they type may go elsewhere.
    public var isKeyWindow: Bool { keyboardFocusCount + presentationKeyboardFocusCount > 0 }

    /// Counts a seat's keyboard focus arriving on (`entered`) or leaving a presentation's surface over the window.
    package func presentationKeyboardFocusDidChange(entered: Bool) {
        updatingKeyWindow { presentationKeyboardFocusCount = max(0, presentationKeyboardFocusCount + (entered ? 1 : -1)) }
    }

    /// Runs `change` to the focus counts and reports ``isKeyWindow`` if it changed.
    func updatingKeyWindow(_ change: () -> Void) {
        let was = isKeyWindow
        change()
        guard isKeyWindow != was else { return }
        if isKeyWindow {
            notifyObservers { $0.windowDidBecomeKey(self) }
        } else {
            notifyObservers { $0.windowDidResignKey(self) }
        }
    }

    // MARK: - Events

    /// `xdg_surface.configure` (through ``ToplevelSurfaceDelegate``, or the overlay's ``LayerSurfaceDelegate``):
    /// lay the tree out at the new size before the answering frame is drawn.
    func handleConfigure(size surfaceSize: SurfaceSize, states: ToplevelState) {
        let newSize = Size(width: Double(surfaceSize.width), height: Double(surfaceSize.height))
        let resized = newSize != contentView.frame.size
        size = newSize
        let margin = activeShadowMargin
        rootView.frame = Rect(x: 0, y: 0, width: newSize.width + 2 * margin, height: newSize.height + 2 * margin)
        if contentView.frame != contentFrame { rootView.setNeedsFullDisplay() }
        contentView.frame = contentFrame
        rootView.layoutIfNeeded()
        if resized { notifyObservers { $0.windowDidResize(self) } }
        let activated = states.contains(.activated)
        if activated != reportedActivation {
            reportedActivation = activated
            notifyObservers { $0.windowDidChangeActivation(self) }
            application.accessibility.windowActivationDidChange(self)
        }
        notifyObservers { $0.windowWillAnswerConfigure(self) }
    }

    /// The surface's buffer scale changed: repaint everything at the new scale.
    func handleScaleChange() {
        rootView.setNeedsFullDisplay()
        notifyObservers { $0.windowDidChangeScale(self) }
    }

    func handleCloseRequest() {
        if let onCloseRequest {
            onCloseRequest()
        } else {
            close()
        }
    }
}

// MARK: - Observers

/// The observers of a window: the application's and the toolkit's, told each event once.
///
/// Observers are weak; the toolkit's own are notified first, then the application's, each in the order they were
/// added; one that went away is skipped and pruned.
extension Window {
    /// A weak reference to one observer.
    struct ObserverEntry {
        weak var observer: WindowObserver?
        /// Whether the toolkit added it (``addToolkitObserver(_:)``): told before the application's.
        var isToolkit = false
    }

    /// Starts notifying `observer` (held weakly) of the window's configures, resizes, scale changes, frames,
    /// activation, keyboard focus and closing; adding it twice does nothing.
    ///
    /// - Parameters:
    ///   - observer: The object to tell; the window does not keep it alive.
    public func addObserver(_ observer: WindowObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(ObserverEntry(observer: observer))
    }

    /// Starts notifying one of the toolkit's observers (a presentation queue, the view animator), before every
    /// observer of the application: an app that follows the window's frames sees its views where the frame shows
    /// them, after the view animations stepped.
    package func addToolkitObserver(_ observer: WindowObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        let firstOfTheApplication = observers.firstIndex { !$0.isToolkit } ?? observers.endIndex
        observers.insert(ObserverEntry(observer: observer, isToolkit: true), at: firstOfTheApplication)
    }

    /// Stops notifying `observer`.
    ///
    /// - Parameters:
    ///   - observer: An object given to ``addObserver(_:)``.
    public func removeObserver(_ observer: WindowObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Calls `body` for each live observer, oldest first; observers added meanwhile wait for the next event.
    func notifyObservers(_ body: (WindowObserver) -> Void) {
        for entry in observers {
            if let observer = entry.observer { body(observer) }
        }
    }
}

// MARK: - Drawing

extension Window {
    /// The root asked for a frame: collect its dirty rectangles on the next turn of the loop, once the
    /// handler that changed the views has finished, rather than drawing a half-updated tree now.
    func scheduleRedraw() {
        guard isVisible, redrawTimer == nil else { return }
        redrawTimer = application.eventLoop.addTimer(after: .zero) { [unowned self] in
            redrawTimer = nil
            submitDamage()
        }
    }

    /// Hands the root's pending damage to the surface, which draws now or at the next frame callback.
    func submitDamage() {
        guard let surface, rootView.needsRender else { return }
        // Layout moves views, which adds damage: run it before measuring.
        rootView.layoutIfNeeded()
        let dirty = rootView.dirtyRects.reduce(Rect.zero) { $0.union($1) }
        guard !dirty.isEmpty else {
            // Layout changed nothing visible; render nothing, but re-arm the root's frame request.
            if let scratchContext = scratchContext { rootView.render(in: scratchContext, scale: 1) }
            return
        }
        surface.setNeedsRedraw(Self.surfaceRect(covering: dirty))
    }

    /// `wl_callback.done`: let animations step, then submit everything that changed since the last frame.
    func handleFrame(time: FrameTime) {
        // After the first frame, never before it: asking the bus must not delay it.
        application.accessibility.startWatching()
        notifyObservers { $0.windowWillDrawFrame(self, at: time) }
        redrawTimer?.cancel()
        redrawTimer = nil
        submitDamage()
    }

    /// Paints one frame: the root renders its dirty regions plus the surface's repaint rectangle.
    ///
    /// The context is in device pixels and clipped to the rectangle the surface will damage; the root applies
    /// the scale itself. Root damage outside the clip (from layout that ran late) cannot reach this buffer
    /// and is handed back for the next frame.
    func draw(_ context: Surface.DrawContext) {
        rootView.layoutIfNeeded()
        let repaint = Rect(
            x: Double(context.dirtyRect.x), y: Double(context.dirtyRect.y),
            width: Double(context.dirtyRect.width), height: Double(context.dirtyRect.height))
        let missed = rootView.dirtyRects.filter { $0.intersection(repaint) != $0 }
        context.withDeviceGraphicsContext { graphics in
            _ = rootView.render(in: graphics, scale: context.renderScale.factor, extraDamage: [repaint])
        }
        for rect in missed { rootView.setNeedsDisplay(rect) }
    }

    /// The smallest whole-pixel surface rectangle containing `rect`.
    static func surfaceRect(covering rect: Rect) -> SurfaceRect {
        let x = rect.minX.rounded(.down), y = rect.minY.rounded(.down)
        return SurfaceRect(
            x: Int32(x), y: Int32(y),
            width: Int32(rect.maxX.rounded(.up) - x), height: Int32(rect.maxY.rounded(.up) - y))
    }
}

// MARK: - Moving and the frame

/// Moving a window that has no title bar, and the frame around it: the compositor's, or a shadow margin.
extension Window {
    /// Whether the compositor draws the window's title bar and borders (server-side decorations, which
    /// Curtain asks for wherever `zxdg_decoration_manager_v1` is offered: KWin and sway do, weston and
    /// mutter do not).
    public var isServerDecorated: Bool { toplevel?.isServerDecorated ?? false }

    /// The part of ``shadowMargin`` in effect: all of it while the window floats without a compositor's
    /// frame, 0 while it is decorated, maximized, fullscreen or tiled (or not shown).
    public var activeShadowMargin: Double { Double(toplevel?.margin ?? 0) }

    /// Where ``contentView`` sits in the root view: the window geometry.
    var contentFrame: Rect {
        let margin = activeShadowMargin
        return Rect(x: margin, y: margin, width: size.width, height: size.height)
    }

    /// Starts moving the window with the pointer, as dragging its title bar would (`xdg_toplevel.move`).
    ///
    /// Call it while handling a left-button press: the compositor needs that press's serial, and moves the
    /// window until the button is released. ``movesOnBackgroundDrag`` calls it for presses no view takes.
    ///
    /// - Returns: False, sending nothing, outside a press handler or while the window is not shown.
    @discardableResult
    public func beginMove() -> Bool {
        guard let toplevel, let press = application.currentGrabEvent else { return false }
        toplevel.beginMove(seat: press.seat, serial: press.serial)
        return true
    }
}

// MARK: - Accessibility overlays

extension Window {
    /// The view trees shown over this window (presented cards), in the order they appeared.
    package var accessibilityOverlays: [AccessibilityOverlay] {
        attachments[AccessibilityOverlayList.self]?.overlays ?? []
    }

    /// Lists `root`'s views under this window until ``removeAccessibilityOverlay(_:)``; screen readers hear
    /// the children being added (Orca announces an alert that appears).
    package func addAccessibilityOverlay(_ overlay: AccessibilityOverlay) {
        let list = attachments[AccessibilityOverlayList.self] ?? AccessibilityOverlayList()
        attachments[AccessibilityOverlayList.self] = list
        list.overlays.append(overlay)
        overlay.root.accessibilityBridge = application.accessibility
        application.accessibility.overlayDidAppear(overlay, in: self)
    }

    /// Takes `root`'s views out of the tree: they are gone from the window.
    package func removeAccessibilityOverlay(_ root: RootView) {
        guard let list = attachments[AccessibilityOverlayList.self],
            let index = list.overlays.firstIndex(where: { $0.root === root })
        else { return }
        application.accessibility.overlayWillDisappear(list.overlays[index], from: self)
        list.overlays.remove(at: index)
    }
}

// MARK: - Clipboard

extension Window {
    /// Gives the focused ``TextField`` or ``TextView`` the seat's clipboard for Ctrl+C / Ctrl+X / Ctrl+V, unless
    /// its owner already set `onCopy` or `requestPaste`.
    ///
    /// Runs before each key reaches the views, so the copy quotes the serial of the key that asked for it.
    func connectClipboard(toFocusedFieldOn seat: WlSeat) {
        guard let field = rootView.focusedView as? ClipboardClient, let clipboard = application.clipboard(forSeat: seat) else {
            return
        }
        if field.onCopy == nil {
            field.onCopy = { [weak clipboard] text in clipboard?.copy(text) }
        }
        if field.requestPaste == nil {
            field.requestPaste = { [weak clipboard] insert in
                clipboard?.paste { text in
                    if let text { insert(text) }
                }
            }
        }
    }
}
