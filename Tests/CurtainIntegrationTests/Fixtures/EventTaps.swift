import Curtain
@testable import CurtainPresentation

/// Follows a window for a test: each event given a closure is handed to it. The window holds its observers
/// weakly, so a test keeps its tap alive as long as it listens (`withExtendedLifetime`).
@MainActor final class WindowEventTap: WindowObserver {
    /// Called on each frame callback, before the window repaints.
    var frame: ((FrameTime) -> Void)?
    /// Called after a configure changed the window's size, with the new size.
    var resize: ((Size) -> Void)?

    /// Starts following `window`.
    init(_ window: Window) {
        window.addObserver(self)
    }

    func windowWillDrawFrame(_ window: Window, at time: FrameTime) { frame?(time) }
    func windowDidResize(_ window: Window) { resize?(window.size) }
}

/// Counts the frame callbacks of a shell surface, as its delegate.
@MainActor final class SurfaceFrameCounter: SurfaceDelegate {
    /// The frame callbacks so far.
    private(set) var count = 0

    func surface(_ surface: Surface, didPresentFrameAt time: FrameTime) { count += 1 }
}

/// Keeps the token of a popup's latest `xdg_popup.repositioned`, as its delegate.
@MainActor final class PopupRepositionTap: PopupSurfaceDelegate {
    /// The token of the latest reposition, nil before any.
    private(set) var token: UInt32?

    func popupSurface(_ popup: PopupSurface, didRepositionWithToken token: UInt32) { self.token = token }
}

/// Stands between a keyboard and its delegate (the input router): sees each key, then passes every event on.
@MainActor final class KeyboardTap: KeyboardDelegate {
    /// Called for each key before the router gets it.
    var key: ((KeyEvent) -> Void)?
    private weak var target: (any KeyboardDelegate)?

    /// Takes `keyboard`'s place between it and its delegate.
    init(_ keyboard: Keyboard) {
        target = keyboard.delegate
        keyboard.delegate = self
    }

    func keyboard(_ keyboard: Keyboard, didEnter surface: SurfaceID?) {
        target?.keyboard(keyboard, didEnter: surface)
    }

    func keyboard(_ keyboard: Keyboard, didLeave surface: SurfaceID?) {
        target?.keyboard(keyboard, didLeave: surface)
    }

    func keyboard(_ keyboard: Keyboard, didPress event: KeyEvent, on surface: SurfaceID?) {
        key?(event)
        target?.keyboard(keyboard, didPress: event, on: surface)
    }
}

/// Stands between a presentation's compositor and the presenter: sees each frame callback, then passes it on
/// (unless ``passesFrames`` is false), with every other event.
@MainActor final class CompositorFrameTap: CardCompositorDelegate {
    /// Called for each frame callback before the presenter gets it.
    var frame: ((FrameTime) -> Void)?
    /// Whether the presenter gets the frame callbacks; false takes them away.
    var passesFrames = true
    private weak var target: (any CardCompositorDelegate)?

    /// Takes `compositor`'s place between it and its presenter.
    init(_ compositor: CardCompositor) {
        target = compositor.delegate
        compositor.delegate = self
    }

    func cardCompositor(_ compositor: CardCompositor, didConfigure geometry: SurfaceRect) {
        target?.cardCompositor(compositor, didConfigure: geometry)
    }

    func cardCompositor(_ compositor: CardCompositor, didPresentFrameAt time: FrameTime) {
        frame?(time)
        if passesFrames { target?.cardCompositor(compositor, didPresentFrameAt: time) }
    }

    func cardCompositorDidDismiss(_ compositor: CardCompositor) {
        target?.cardCompositorDidDismiss(compositor)
    }
}
