import CurtainShell
import CurtainInput
import CurtainRendering
import CurtainViews
internal import Wayland

/// Input: a presentation is modal. Its surfaces take the pointer from the parent, the card's views get its
/// events in card coordinates, keys reach the card, and two gestures dismiss.
///
/// - The popup covers the parent, so no pointer event over it ever reaches the parent. Both the popup (dim)
///   and the card subsurface are registered with the `InputRouter`.
/// - Input methods: `zwp_text_input_v3` follows the keyboard focus, so while keys come through the window the
///   card's root is added to the window's ``WindowTextInput``.
/// - Keys: without a popup grab the parent keeps keyboard focus, and a ``Window/addKeyInterceptor(_:)``
///   interceptor sends its keys here first. With a grab the protocol lets the compositor focus the popup,
///   and the router delivers keys on the popup's surfaces here; weston 10 keeps the focus on the parent even
///   then, so the interceptor is installed in both cases (a key arrives on one surface only, never twice).
/// - A tap on the dim, outside the card, dismisses when
///   ``PresentationController/shouldDismiss(forTapAtX:y:)`` says so (its cancel path for alerts).
/// - With ``PresentationController/dismissesOnDrag``, a press on the card that no view consumes starts a
///   ``DragToDismiss``: the card follows the pointer down (rubber-banded up) through
///   ``TransitionCoordinator/setInteractiveValues(_:)``; releasing dismisses from where it is or springs
///   back with ``TransitionCoordinator/animateValues(_:completion:)``.
/// - When the window ``Window/movesOnBackgroundDrag`` (and a tap on the dim means nothing), the dim lets the
///   pointer through (``PopupPresenter/dimTakesInput``): a press beside the card moves the window.
extension PopupPresenter {
    /// Registers the popup's and the card's surfaces with the window's input router.
    func registerInput(of compositor: CardCompositor, router: InputRouter) {
        let dim = PresenterInputTarget(part: .dim, presenter: self)
        router.register(dim, for: compositor.dimSurface)
        inputTargets = [dim]
        if let cardSurface = compositor.cardSurface {
            let card = PresenterInputTarget(part: .card, presenter: self)
            router.register(card, for: cardSurface)
            inputTargets.append(card)
        }
    }

    /// Unregisters `compositor`'s surfaces, before they are destroyed.
    func unregisterInput(of compositor: CardCompositor, router: InputRouter) {
        router.unregister(surface: compositor.dimSurface)
        if let cardSurface = compositor.cardSurface { router.unregister(surface: cardSurface) }
        for target in inputTargets { target.releaseKeyboardFocus(of: window) }
        inputTargets = []
    }

    /// Starts taking keys from `window`, which keeps keyboard focus while the popup is up.
    func startTakingKeys(from window: Window) {
        guard keyInterceptor == nil else { return }
        keyInterceptor = window.addKeyInterceptor { [unowned self] event in handleKey(event) }
    }

    /// Lets the card's fields take input-method text, once the card is laid out: through the window, which has
    /// the keyboard focus that `zwp_text_input_v3` follows. A cursor rectangle is in the coordinates of the
    /// window's surface, where the popup (which covers the window geometry) starts at the geometry's origin,
    /// inside any shadow margin; before the layout there is no caret to place, so nothing is reported.
    func startTakingText(from window: Window) {
        window.textInputLink.addRoot(card.root) { [weak self, weak window] in
            guard let self, let window else { return .zero }
            let image = card.restingImageFrame
            let geometry = window.windowGeometry
            return Point(
                x: Double(geometry.x) + image.minX, y: Double(geometry.y) + image.minY + coordinator.values.offsetY)
        }
    }

    /// Ends the card's link to the window's input methods, whatever ended the presentation: its fields stop
    /// reporting to the window's ``WindowTextInput``. A window already gone took its link with it.
    func stopTakingText() {
        window?.textInputLink.removeRoot(card.root)
    }

    /// Stops taking keys and forgets any gesture.
    func stopTakingKeys() {
        keyInterceptor?.remove()
        keyInterceptor = nil
        cancelGestures()
    }

    /// Forgets a drag or dim press under way (the popup went away).
    func cancelGestures() {
        drag = nil
        dimPress = nil
    }

    /// The cursor over `part`: the card's views choose theirs.
    func cursorShape(on part: PresenterInputTarget.Part) -> CursorShape {
        part == .card ? card.root.currentCursor : .default
    }

    /// The cursor's buffer scale over the presentation: the card's, rounded up.
    var cursorScale: Int32 { Int32(card.scale.rounded(.up)) }

    /// A key for the presented card: its view tree first, then the controller.
    ///
    /// - Returns: True always while presented: a modal presentation swallows the parent's keys.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard isActive else { return false }
        if !card.root.handleKeyEvent(event), !viewController.handleKey(event), popover != nil, event.keysym == .escape {
            // A popover goes on Escape, as on a click outside.
            lifecycle.dismissAsUserAsked()
        }
        return true
    }

    /// A pointer event on one of the presentation's surfaces, in that surface's coordinates.
    func handlePointerEvent(_ event: PointerEvent, on part: PresenterInputTarget.Part) {
        guard isActive else { return }
        switch part {
        case .card:
            handleCardPointer(event)
        case .dim:
            let image = card.restingImageFrame
            // In the Cairo fallback the card is part of the popup: hit-test it here.
            if compositor?.usesViewports == false,
                drag != nil
                    || card.cardRectInImage.offsetBy(
                        dx: image.minX, dy: image.minY
                    ).contains(Point(x: event.x, y: event.y))
            {
                var local = event
                local.x -= image.minX
                local.y -= image.minY + coordinator.values.offsetY
                handleCardPointer(local)
            } else {
                handleDimPointer(event)
            }
        }
    }

    /// Taps on the dim: a press and release outside the card dismiss when allowed.
    private func handleDimPointer(_ event: PointerEvent) {
        switch event.kind {
        case .press(.left):
            dimPress = Point(x: event.x, y: event.y)
        case .release(.left):
            defer { dimPress = nil }
            guard dimPress != nil,
                coordinator.presentationController.shouldDismiss(forTapAtX: event.x, y: event.y)
            else { return }
            lifecycle.dismissAsUserAsked()
        default:
            break
        }
    }

    /// The card's views first; presses they leave alone may start a drag.
    private func handleCardPointer(_ event: PointerEvent) {
        let containerY = event.y + card.restingImageFrame.minY + coordinator.values.offsetY
        let now = EventLoop.now()
        if var gesture = drag {
            switch event.kind {
            case .motion:
                gesture.move(toY: containerY, time: now)
                drag = gesture
                var values = coordinator.values
                values.offsetY = gesture.offsetY
                coordinator.setInteractiveValues(values)
                scheduleCommit()
            case .release:
                let decision = gesture.end(atY: containerY, time: now)
                drag = nil
                finishDrag(gesture, decision: decision)
            default:
                break
            }
            return
        }
        if card.handlePointerEvent(event) { return }
        guard case .press(.left) = event.kind, coordinator.presentationController.dismissesOnDrag,
            coordinator.isPresented, coordinator.isComplete
        else { return }
        var gesture = DragToDismiss(cardHeight: cardFrame.height)
        gesture.begin(atY: containerY - coordinator.values.offsetY, time: now)
        drag = gesture
    }

    private func finishDrag(_ gesture: DragToDismiss, decision: DragToDismiss.Decision) {
        switch decision {
        case .dismiss:
            lifecycle.dismissAsUserAsked()
        case .snapBack(let velocity):
            coordinator.animateValues([gesture.snapBackAnimation(releaseVelocity: velocity)])
            scheduleCommit()
        }
    }
}
