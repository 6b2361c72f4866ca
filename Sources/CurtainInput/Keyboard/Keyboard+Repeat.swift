import Wayland

extension Keyboard {
    /// Arms the loop's timer for the repeat ``keyRepeat`` has scheduled, replacing any earlier timer.
    ///
    /// The timer first fires at the scheduled time, then every interval; each firing asks the schedule, so a
    /// timer that outlives its key (released between firing and dispatch) does nothing.
    func scheduleRepeat() {
        repeatTimer?.cancel()
        repeatTimer = nil
        guard let next = keyRepeat.nextFire, let interval = keyRepeat.interval else { return }
        let wait = max(next - EventLoop.now(), .zero)
        repeatTimer = eventLoop.addTimer(after: wait, repeating: interval) { [weak self] in
            self?.handleRepeatTimer()
        }
    }

    /// Cancels the repeat timer and forgets the repeating key.
    func stopRepeat() {
        keyRepeat.stop()
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    /// The repeat timer fired: deliver one repeat of the held key with the modifiers current now.
    ///
    /// When the loop was late and several repeats fell due, only one is delivered: a stalled dialog should not
    /// burst a row of characters into a field. Repeats pause while a compose sequence is under way.
    private func handleRepeatTimer() {
        guard keyRepeat.fire(at: EventLoop.now()) > 0, let key = keyRepeat.key, let state else {
            if keyRepeat.key == nil { stopRepeat() }
            return
        }
        guard compose?.isComposing != true else { return }
        delegate?.keyboard(self, didPress: state.event(for: key, isRepeat: true), on: focus)
    }
}
