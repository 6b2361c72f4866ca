import CurtainRendering
import CurtainShell

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
