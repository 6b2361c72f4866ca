import CurtainInput

extension Window: SurfaceInputHandler {
    /// Pointer events on the window's surface, in window coordinates, go to the root view.
    public func handlePointerEvent(_ event: PointerEvent, seat: Seat) {
        if isBlockedByModalDialog {
            switch event.kind {
            case .enter, .leave, .motion: break
            default: return
            }
        }
        // A click on the window while one of its menus is open closes the menu, and does nothing else: the
        // compositor delivers it here rather than ending the grab, since the window is the menu's own client's.
        switch event.kind {
        case .press where menuSession != nil:
            closeMenu()
            isSwallowingClick = true
            return
        case .release where isSwallowingClick:
            isSwallowingClick = false
            return
        default:
            break
        }
        let isHandled = rootView.handlePointerEvent(event)
        if !isHandled, case .press(.left) = event.kind, movesOnBackgroundDrag { beginMove() }
    }

    /// A seat's keyboard focus arrived.
    public func handleKeyboardEnter(seat: Seat) {
        updatingKeyWindow { keyboardFocusCount += 1 }
        textInputLink.keyboardDidEnter(seat: seat)
    }

    /// A seat's keyboard focus left.
    public func handleKeyboardLeave(seat: Seat) {
        updatingKeyWindow { keyboardFocusCount = max(0, keyboardFocusCount - 1) }
        textInputLink.keyboardDidLeave(seat: seat)
    }

    /// A key press or repeat from a focused seat; see ``handleKey(_:)``.
    public func handleKey(_ event: KeyEvent, seat: Seat) {
        connectClipboard(toFocusedFieldOn: seat.proxy)
        handleKey(event)
    }

    /// The cursor the view under the pointer asks for.
    public var cursorShape: CursorShape { rootView.currentCursor }

    /// The window's buffer scale.
    public var cursorScale: Int32 { scale }

    /// Routes a key press: the key interceptors, newest first, then the root view.
    ///
    /// - Returns: Whether an interceptor or a view handled the key.
    @discardableResult
    public func handleKey(_ event: KeyEvent) -> Bool {
        guard !isBlockedByModalDialog else { return true }
        for interceptor in keyInterceptors.reversed() where interceptor.handle(event) {
            return true
        }
        return rootView.handleKeyEvent(event)
    }

    /// Sees every key before the views do, until the returned interceptor is removed.
    ///
    /// A presentation over the window adds one when it appears (its popup never gets keyboard focus, so
    /// its keys arrive here) and removes it when it goes; the newest interceptor is asked first.
    ///
    /// - Parameters:
    ///   - handle: Called for each key press and repeat; returns whether it consumed the key, which then
    ///     goes no further.
    /// - Returns: The interceptor; call ``KeyInterceptor/remove()`` to stop intercepting.
    @discardableResult
    public func addKeyInterceptor(_ handle: @escaping @MainActor (KeyEvent) -> Bool) -> KeyInterceptor {
        let interceptor = KeyInterceptor(window: self, handle: handle)
        keyInterceptors.append(interceptor)
        return interceptor
    }

    /// Forgets `interceptor`; ``KeyInterceptor/remove()`` calls this.
    func removeKeyInterceptor(_ interceptor: KeyInterceptor) {
        keyInterceptors.removeAll { $0 === interceptor }
    }
}
