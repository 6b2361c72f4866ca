import Wayland

/// The window states of an `xdg_toplevel.configure`, decoded from its array of `uint32` state values.
///
/// Each member is one case of the scanner's `XdgToplevel.State`, so the protocol XML stays the only place
/// that numbers them. Values the generated enum does not know, from newer compositors, are ignored.
public struct ToplevelState: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The option for one protocol state.
    ///
    /// Protocol values start at 1 and the set has one bit per value, so value n is bit n − 1.
    public init(_ state: XdgToplevel.State) { self.init(rawValue: 1 << (state.rawValue - 1)) }

    /// The window fills the work area; the compositor's size is a hard requirement.
    public static let maximized = ToplevelState(.maximized)
    /// The window covers an output; the compositor's size is a hard requirement.
    public static let fullscreen = ToplevelState(.fullscreen)
    /// The user is resizing the window interactively.
    public static let resizing = ToplevelState(.resizing)
    /// The window has focus: draw its active decorations.
    public static let activated = ToplevelState(.activated)
    /// The left edge touches another window or the output's edge: the protocol asks for no shadow there (version 2).
    public static let tiledLeft = ToplevelState(.tiledLeft)
    /// The right edge touches another window or the output's edge (version 2).
    public static let tiledRight = ToplevelState(.tiledRight)
    /// The top edge touches another window or the output's edge (version 2).
    public static let tiledTop = ToplevelState(.tiledTop)
    /// The bottom edge touches another window or the output's edge (version 2).
    public static let tiledBottom = ToplevelState(.tiledBottom)

    /// Decodes the raw `states` array of `xdg_toplevel.configure` (native-endian `uint32` values).
    ///
    /// - Parameters:
    ///   - bytes: The array argument as delivered; its length is a multiple of 4.
    public init(configureStates bytes: [UInt8]) {
        var states: ToplevelState = []
        bytes.withUnsafeBytes { raw in
            for index in 0..<(raw.count / 4) {
                let value = raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
                if let state = XdgToplevel.State(rawValue: value) { states.insert(ToplevelState(state)) }
            }
        }
        self = states
    }
}
