import CurtainInput
import CurtainRendering
import CurtainShell

/// Finds where the pointer is on the output a new layer surface goes to, for a window placed at the pointer
/// (``WindowPlacement/atPointer(isAboveFullscreen:)``).
///
/// Wayland tells a client where the pointer is only over the client's own surfaces. So the probe is one: a clear
/// layer surface the size of the output, on the overlay layer, that takes no keys. The compositor sends it
/// `wl_pointer.enter` with the pointer's place on that output when it maps over the pointer (sway and KWin do so
/// without the pointer moving). The probe waits for its second presented frame, which follows the mapping and the
/// compositor's pointer update, then answers and is gone: a click in that moment lands on nothing.
///
/// It answers `nil` where the pointer is on another output, and at once where the compositor has no layer-shell.
@MainActor final class PointerProbe: SurfaceInputHandler, LayerSurfaceDelegate, SurfaceDelegate {
    /// The pointer's place on the probed output and that output's size; `nil` when the pointer is not over it.
    typealias Answer = (point: Point, output: Size)?

    private let application: Application
    private var layer: LayerSurface?
    private var answer: (@MainActor (Answer) -> Void)?
    private var pointer: Point?
    private var presentedFrames = 0

    /// Starts probing; `answer` is called once, from the event loop, unless the probe is cancelled first.
    init(application: Application, answer: @escaping @MainActor (Answer) -> Void) {
        self.application = application
        self.answer = answer
        guard
            let layer = try? LayerSurface(
                connection: application.connection, namespace: Window.overlayNamespace, keyboardInteractivity: .none)
        else {
            application.perform { [weak self] in self?.finish() }
            return
        }
        self.layer = layer
        layer.delegate = self
        layer.surface.delegate = self
        layer.draw = { context in
            let size = Size(width: Double(context.size.width), height: Double(context.size.height))
            context.withGraphicsContext { $0.clear(Rect(origin: .zero, size: size)) }
        }
        application.inputRouter.register(self, for: layer.surface.wlSurface)
    }

    /// Stops probing without an answer (the window closed first).
    func cancel() {
        answer = nil
        finish()
    }

    /// Answers once, and destroys the surface.
    private func finish() {
        let size = layer.map { Size(width: Double($0.size.width), height: Double($0.size.height)) }
        if let layer { application.inputRouter.unregister(surface: layer.surface.wlSurface) }
        layer = nil
        guard let answer else { return }
        self.answer = nil
        answer(pointer.flatMap { point in size.map { (point, $0) } })
    }

    // MARK: Pointer

    func handlePointerEvent(_ event: PointerEvent, seat: Seat) {
        guard event.kind != .leave else { return }
        pointer = Point(x: event.x, y: event.y)
    }

    func handleKey(_ event: KeyEvent, seat: Seat) {}

    var cursorShape: CursorShape { .default }
    var cursorScale: Int32 { layer?.surface.scale ?? 1 }

    // MARK: Surface

    func surface(_ surface: Surface, didPresentFrameAt time: FrameTime) {
        presentedFrames += 1
        guard presentedFrames < 2 else { return finish() }
        surface.setNeedsFullRedraw()
    }

    func layerSurfaceDidClose(_ layerSurface: LayerSurface) { finish() }
}
