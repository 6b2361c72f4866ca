import Wayland

/// A monitor as the compositor describes it through `wl_output`: position, physical size, current mode,
/// integer scale and names.
///
/// `wl_output` properties are double-buffered: `geometry`, `mode`, `scale`, `name` and `description`
/// update a pending copy, and `wl_output.done` makes them current all at once (version 1 outputs, which
/// have no `done`, apply each event immediately). Surfaces use ``Properties/scale`` to choose their buffer
/// scale.
@MainActor public final class Output {
    /// Everything `wl_output` reports about one monitor.
    public struct Properties: Sendable, Equatable {
        /// Horizontal position of the output in the compositor's global space, in logical pixels.
        public var x: Int32 = 0
        /// Vertical position of the output in the compositor's global space, in logical pixels.
        public var y: Int32 = 0
        /// Physical width in millimetres, 0 when unknown (projectors, virtual outputs).
        public var physicalWidth: Int32 = 0
        /// Physical height in millimetres, 0 when unknown.
        public var physicalHeight: Int32 = 0
        /// The manufacturer, as `wl_output.geometry` names it.
        public var make = ""
        /// The model, as `wl_output.geometry` names it.
        public var model = ""
        /// The current mode's width in hardware pixels.
        public var modeWidth: Int32 = 0
        /// The current mode's height in hardware pixels.
        public var modeHeight: Int32 = 0
        /// The current mode's refresh rate in mHz (60000 for 60 Hz); 0 when the output has none.
        public var refresh: Int32 = 0
        /// The integer scale factor clients should render at on this output (`wl_output.scale`, version 2).
        public var scale: Int32 = 1
        /// A stable name such as `"HEADLESS-1"` (`wl_output.name`, version 4).
        public var name: String?
        /// A human-readable description (`wl_output.description`, version 4).
        public var description: String?

        /// Creates the properties an output has before its first `wl_output.done`: unknown sizes, scale 1.
        public init() {}
    }

    /// The `wl_output` proxy.
    public let wlOutput: WlOutput
    /// The registry name of the global this output was bound from, used to notice its removal.
    public let globalName: UInt32
    /// The properties as of the last `wl_output.done`.
    public private(set) var properties = Properties()
    /// Whether a first complete set of properties has arrived (the first `wl_output.done`).
    public private(set) var isReady = false
    /// Called after `wl_output.done` has made new properties current (for version 1 outputs: after every
    /// event). `WaylandConnection` uses it to tell surfaces on this output that the scale may have changed.
    public var onChange: (@MainActor (Output) -> Void)?

    private var pending = Properties()

    /// Wraps a bound `wl_output` and starts tracking its events.
    ///
    /// - Parameters:
    ///   - wlOutput: The proxy, bound from the registry.
    ///   - globalName: The global's numeric name.
    public init(wlOutput: WlOutput, globalName: UInt32) {
        self.wlOutput = wlOutput
        self.globalName = globalName
        wlOutput.onEvent = { [unowned self] event in
            switch event {
            case .geometry(let x, let y, let physicalWidth, let physicalHeight, _, let make, let model, _):
                handleGeometry(x: x, y: y, physicalWidth: physicalWidth, physicalHeight: physicalHeight, make: make, model: model)
            case .mode(let flags, let width, let height, let refresh):
                handleMode(isCurrent: flags.contains(.current), width: width, height: height, refresh: refresh)
            case .done:
                handleDone()
            case .scale(let factor):
                pending.scale = factor
                applyIfUnbuffered()
            case .name(let name):
                pending.name = name
            case .description(let description):
                pending.description = description
            }
        }
    }

    /// The integer scale factor of the output, 1 until the compositor says otherwise.
    public var scale: Int32 { properties.scale }

    private func handleGeometry(x: Int32, y: Int32, physicalWidth: Int32, physicalHeight: Int32, make: String, model: String) {
        pending.x = x
        pending.y = y
        pending.physicalWidth = physicalWidth
        pending.physicalHeight = physicalHeight
        pending.make = make
        pending.model = model
        applyIfUnbuffered()
    }

    private func handleMode(isCurrent: Bool, width: Int32, height: Int32, refresh: Int32) {
        // Outputs may list modes they are not in; only the current one describes the monitor.
        guard isCurrent else { return }
        pending.modeWidth = width
        pending.modeHeight = height
        pending.refresh = refresh
        applyIfUnbuffered()
    }

    private func handleDone() {
        properties = pending
        isReady = true
        onChange?(self)
    }

    /// Version 1 outputs never send `done`, so their events take effect one by one.
    private func applyIfUnbuffered() {
        if wlOutput.version < 2 { handleDone() }
    }
}
