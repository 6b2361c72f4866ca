import CurtainRendering
import CurtainShell

/// Where a placed window (``Window/Role-swift.enum/placed(_:)``) goes on its output, in logical pixels: along each
/// axis centred, or a distance from one of the output's edges.
///
/// ```swift
/// // 40 px from the right edge, 20 px from the top, as yad's --posx=-40 --posy=20 asks.
/// let placement = WindowPlacement(horizontal: .fromEnd(40), vertical: .fromStart(20))
/// let window = Window(application: app, title: "Note", appID: "org.example.Note", size: size, role: .placed(placement))
/// ```
public struct WindowPlacement: Sendable, Equatable {
    /// Where the window is along one axis of its output.
    public enum Offset: Sendable, Equatable {
        /// Centred between the two edges.
        case centered
        /// The window's left (or top) edge this far from the output's left (or top) edge.
        case fromStart(Int)
        /// The window's right (or bottom) edge this far from the output's right (or bottom) edge.
        case fromEnd(Int)
    }

    /// Where the window is from left to right.
    public var horizontal: Offset
    /// Where the window is from top to bottom.
    public var vertical: Offset
    /// Whether the window shows above fullscreen windows too (layer-shell's overlay layer) rather than above the
    /// others only (its top layer).
    public var isAboveFullscreen: Bool

    /// A placement; the defaults centre the window above the other windows.
    public init(horizontal: Offset = .centered, vertical: Offset = .centered, isAboveFullscreen: Bool = false) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.isAboveFullscreen = isAboveFullscreen
    }

    /// Whether the window is centred on the pointer and kept inside its output, as GTK's `GTK_WIN_POS_MOUSE` places
    /// one; ``horizontal`` and ``vertical`` are where it goes when the compositor does not say where the pointer is
    /// (it is over another output). Wayland tells a client where the pointer is only over its own surfaces, so the
    /// window first shows a clear surface over the output and reads the pointer's place from its `wl_pointer.enter`.
    public var isAtPointer = false

    /// A window centred on the pointer (``isAtPointer``), or on its output where the pointer is on another one.
    public static func atPointer(isAboveFullscreen: Bool = false) -> WindowPlacement {
        var placement = WindowPlacement(isAboveFullscreen: isAboveFullscreen)
        placement.isAtPointer = true
        return placement
    }

    /// Where a window of `windowSize` goes once the pointer is found at `pointer` (on an output of that size): centred
    /// on it and inside the output, or as placed without a pointer.
    func centred(on pointer: PointerProbe.Answer, windowSize: Size) -> WindowPlacement {
        var placement = self
        placement.isAtPointer = false
        guard let (point, output) = pointer else { return placement }
        func start(_ center: Double, _ length: Double, within available: Double) -> Offset {
            .fromStart(Int(max(0, min(center - length / 2, available - length)).rounded()))
        }
        placement.horizontal = start(point.x, windowSize.width, within: output.width)
        placement.vertical = start(point.y, windowSize.height, within: output.height)
        return placement
    }

    /// The layer surface of a window of `size` placed so.
    func layerPlacement(size: SurfaceSize) -> LayerPlacement {
        func start(_ offset: Offset) -> Int32? { if case .fromStart(let value) = offset { Int32(clamping: value) } else { nil } }
        func end(_ offset: Offset) -> Int32? { if case .fromEnd(let value) = offset { Int32(clamping: value) } else { nil } }
        return .window(
            size: size, left: start(horizontal), right: end(horizontal), top: start(vertical), bottom: end(vertical),
            aboveFullscreen: isAboveFullscreen)
    }
}
