import CurtainTestProtocols
import CurtainTestSupport
import Glibc
import Testing
import Wayland
import Curtain

/// The shell layer against a real headless weston: windows map at their size and scale, frames are paced by
/// callbacks, and a popup laid over a window covers exactly its geometry.
@MainActor @Suite(.integrationTimeLimit, .mainActorTurns) struct ShellIntegrationTests {
    private let red = RGBA(red: 255, green: 0, blue: 0)

    /// Runs the loop until `condition` holds or `timeout` passes; a timer guarantees the loop wakes up.
    private func run(_ connection: WaylandConnection, timeout: Duration = .seconds(5), until condition: () -> Bool) throws -> Bool
    {
        var timedOut = false
        let timer = connection.eventLoop.addTimer(after: timeout) { timedOut = true }
        defer { timer.cancel() }
        try connection.eventLoop.run(until: { condition() || timedOut })
        return condition()
    }

    /// A screenshot taken once desktop-shell has faded in from black and drawn its background.
    private func settledScreenshot(_ weston: WestonHarness) throws -> Screenshot {
        try weston.waitForBackground()
        return try weston.screenshot()
    }

    /// A window of `size` painted in one colour, shown and presented.
    private func showWindow(_ connection: WaylandConnection, size: SurfaceSize, color: RGBA) throws -> ToplevelSurface {
        let window = ToplevelSurface(connection: connection, title: "shell test", appID: "org.curtain.tests", preferredSize: size)
        window.draw = { context in
            context.withGraphicsContext { graphics in
                let whole = Rect(x: 0, y: 0, width: Double(context.size.width), height: Double(context.size.height))
                graphics.clear(
                    whole,
                    to: Color(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255))
            }
        }
        #expect(
            try run(connection) { window.isConfigured && window.surface.frameNumber > 0 && !window.surface.isWaitingForFrame })
        return window
    }

    @Test(.holdsTheMainActor) func connectionBindsTheGlobalsWestonOffers() throws {
        let weston = try WestonHarness()
        let connection = try WaylandConnection(displayName: weston.socketPath)
        #expect(connection.wmBase.version == 3)
        #expect(connection.subcompositor != nil && connection.viewporter != nil)
        #expect(connection.fractionalScaleManager == nil, "weston 10 has no fractional-scale-v1")
        #expect(connection.outputs.count == 1)
        #expect(try run(connection) { connection.outputs.allSatisfy(\.isReady) && connection.shmFormats.contains(.argb8888) })
        #expect(connection.outputs.first?.properties.modeWidth == 800)
    }

    @Test(.holdsTheMainActor) func windowMapsAtItsPreferredSizeWithCairoContent() throws {
        let weston = try WestonHarness()
        let connection = try WaylandConnection(displayName: weston.socketPath)
        let window = try showWindow(connection, size: SurfaceSize(width: 300, height: 200), color: red)
        #expect(window.size == SurfaceSize(width: 300, height: 200), "desktop-shell sends 0x0: the preferred size is used")
        #expect(window.windowGeometry == SurfaceRect(width: 300, height: 200))
        let shot = try settledScreenshot(weston)
        let box = try #require(shot.boundingBox(of: red))
        #expect(box.width == 300 && box.height == 200, "\(box)")
        #expect(weston.logErrors.isEmpty, "\(weston.log)")
    }

    @Test(.holdsTheMainActor) func hiDPIOutputGetsBuffersAtTwiceTheLogicalSize() throws {
        let weston = try WestonHarness(.init(scale: 2))
        let connection = try WaylandConnection(displayName: weston.socketPath)
        let window = try showWindow(connection, size: SurfaceSize(width: 300, height: 200), color: red)
        #expect(window.surface.scale == 2)
        #expect(window.surface.buffers.width == 600 && window.surface.buffers.height == 400)
        #expect(window.surface.buffers.shmPoolCount == 1, "the first frame is already drawn at scale 2")
        let shot = try settledScreenshot(weston)
        let box = try #require(shot.boundingBox(of: red))
        #expect(box.width == 600 && box.height == 400, "\(box)")
    }

    @Test(.holdsTheMainActor) func redrawsArePacedByFrameCallbacks() throws {
        let weston = try WestonHarness()
        let connection = try WaylandConnection(displayName: weston.socketPath)
        let window = try showWindow(connection, size: SurfaceSize(width: 200, height: 100), color: red)
        var callbacks = 0
        var requests = 0
        let framesBefore = window.surface.frameNumber
        let bytesBefore = window.surface.buffers.bytesWritten
        // Ask for a redraw far more often than the compositor presents: callbacks must throttle drawing.
        let spam = connection.eventLoop.addTimer(after: .milliseconds(1), repeating: .milliseconds(2)) {
            requests += 1
            window.setNeedsRedraw(SurfaceRect(x: 0, y: 0, width: 10, height: 10))
        }
        let counter = SurfaceFrameCounter()
        window.surface.delegate = counter
        _ = try run(connection, timeout: .milliseconds(500)) { false }
        spam.cancel()
        callbacks = counter.count
        let frames = Int(window.surface.frameNumber - framesBefore)
        #expect(requests > 100)
        #expect(frames > 5 && frames <= callbacks + 1, "\(frames) frames for \(callbacks) callbacks")
        #expect(window.surface.buffers.buffers.count <= 3)
        // Only the dirty 10x10 corner is repainted (plus one full paint of the second buffer).
        let bytes = window.surface.buffers.bytesWritten - bytesBefore
        #expect(bytes <= 200 * 100 * 4 + frames * 10 * 10 * 4, "\(bytes) bytes for \(frames) frames")
    }

    @Test(.holdsTheMainActor) func popupCoversItsParentsGeometry() throws {
        let weston = try WestonHarness()
        let connection = try WaylandConnection(displayName: weston.socketPath)
        // Grey 200 under premultiplied black at alpha 0x80 becomes grey 100; the cursor has neither.
        let parentGrey = RGBA(red: 200, green: 200, blue: 200)
        let window = try showWindow(connection, size: SurfaceSize(width: 400, height: 300), color: parentGrey)
        let popup = PopupSurface(
            connection: connection, parent: .xdgSurface(window.xdgSurface), positioner: .covering(window.windowGeometry))
        popup.draw = { context in
            context.withGraphicsContext { graphics in
                let whole = Rect(x: 0, y: 0, width: Double(context.size.width), height: Double(context.size.height))
                graphics.clear(whole, to: Color(white: 0, alpha: 0.5))
            }
        }
        #expect(try run(connection) { popup.isConfigured && popup.surface.frameNumber > 0 && !popup.surface.isWaitingForFrame })
        #expect(popup.geometry == SurfaceRect(x: 0, y: 0, width: 400, height: 300))
        let reposition = PopupRepositionTap()
        popup.delegate = reposition
        #expect(popup.reposition(.covering(window.windowGeometry), token: 42))
        #expect(try run(connection) { reposition.token == 42 })

        let shot = try settledScreenshot(weston)
        let dimmed = try #require(shot.boundingBox(of: RGBA(red: 100, green: 100, blue: 100), tolerance: 1))
        #expect(dimmed.width == 400 && dimmed.height == 300, "\(dimmed)")
        #expect(shot.count(of: parentGrey, tolerance: 1) == 0, "no undimmed part of the window shows")
        #expect(!popup.isDismissed)
        #expect(weston.logErrors.isEmpty, "\(weston.log)")
    }

    @Test(.holdsTheMainActor) func focusedWindowIsActivatedAndAnswersPings() throws {
        let weston = try WestonHarness()
        let connection = try WaylandConnection(displayName: weston.socketPath)
        let input = try #require(connection.registry.bindFirst(CurtainTestInput.self))
        let window = try showWindow(connection, size: SurfaceSize(width: 200, height: 100), color: red)
        // desktop-shell gives a new toplevel keyboard focus, which arrives as the `activated` state.
        #expect(try run(connection) { window.states.contains(.activated) }, "\(window.states)")

        var frame: SurfaceRect?
        var listed = false
        let views = input.listViews()
        views.onEvent = { event in
            switch event {
            case .view(let x, let y, let width, let height, let pid, let role, _, _):
                if pid == getpid() && role == "xdg_toplevel" { frame = SurfaceRect(x: x, y: y, width: width, height: height) }
            case .done:
                listed = true
            }
        }
        #expect(try run(connection) { listed })
        let box = try #require(frame)
        // Pointer focus entering the window makes desktop-shell ping its client.
        input.movePointer(x: Double(box.x + box.width / 2), y: Double(box.y + box.height / 2))
        #expect(try run(connection) { connection.pingsAnswered > 0 })
        withExtendedLifetime(views) {}
        #expect(weston.logErrors.isEmpty, "\(weston.log)")
    }
}
