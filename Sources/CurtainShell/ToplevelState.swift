/// The window states of an `xdg_toplevel.configure`, decoded from its array of `uint32` state values.
///
/// Values are `xdg_toplevel.state`: maximized 1, fullscreen 2, resizing 3, activated 4, tiled left/right/
/// top/bottom 5–8 (version 2). Unknown values, from newer compositors, are ignored.
public struct ToplevelState: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The window fills the work area; the compositor's size is a hard requirement.
    public static let maximized = ToplevelState(rawValue: 1 << 0)
    /// The window covers an output; the compositor's size is a hard requirement.
    public static let fullscreen = ToplevelState(rawValue: 1 << 1)
    /// The user is resizing the window interactively.
    public static let resizing = ToplevelState(rawValue: 1 << 2)
    /// The window has focus: draw its active decorations.
    public static let activated = ToplevelState(rawValue: 1 << 3)
    public static let tiledLeft = ToplevelState(rawValue: 1 << 4)
    public static let tiledRight = ToplevelState(rawValue: 1 << 5)
    public static let tiledTop = ToplevelState(rawValue: 1 << 6)
    public static let tiledBottom = ToplevelState(rawValue: 1 << 7)

    /// Decodes the raw `states` array of `xdg_toplevel.configure` (native-endian `uint32` values).
    ///
    /// - Parameters:
    ///   - bytes: The array argument as delivered; its length is a multiple of 4.
    public init(configureStates bytes: [UInt8]) {
        var states: ToplevelState = []
        bytes.withUnsafeBytes { raw in
            for index in 0..<(raw.count / 4) {
                let value = raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
                // Protocol values start at 1; map value n to bit n-1.
                if (1...8).contains(value) { states.insert(ToplevelState(rawValue: 1 << (value - 1))) }
            }
        }
        self = states
    }
}
