/// When a held key repeats: a pure scheduler driven by `wl_keyboard.repeat_info`, presses, releases and time.
///
/// Wayland leaves key repeat to the client. The compositor says how fast (`rate` repeats per second, `0`
/// disables) and after how long (`delay` ms); the client repeats the most recently pressed repeating key until
/// it is released or focus leaves. This type decides *when*; ``Keyboard`` owns the timer that asks it and
/// builds the repeated ``KeyEvent``s (with the modifiers current at each repeat, so pressing Shift while holding
/// `a` turns the repeats into `A`).
///
/// ```swift
/// var schedule = KeyRepeat(rate: 25, delay: .milliseconds(600))
/// schedule.press(key, repeats: true, at: .zero)
/// schedule.nextFire                                // 600 ms
/// schedule.fire(at: .milliseconds(700))            // 3 (at 600, 640, 680)
/// ```
///
/// Times are any monotonic clock, such as `EventLoop.now()`.
public struct KeyRepeat: Sendable, Equatable {
    /// Repeats per second; `0` disables repeat.
    public private(set) var rate: Int
    /// Time from the press to the first repeat.
    public private(set) var delay: Duration
    /// The key being repeated, or `nil` when nothing repeats.
    public private(set) var key: Keycode?
    /// When the next repeat is due, or `nil` when nothing repeats.
    public private(set) var nextFire: Duration?

    /// Creates a scheduler with nothing held.
    ///
    /// The defaults are weston's and most compositors' until `wl_keyboard.repeat_info` arrives
    /// (it always does since `wl_seat` version 4).
    ///
    /// - Parameters:
    ///   - rate: Repeats per second; `0` or less disables repeat.
    ///   - delay: Time from the press to the first repeat.
    public init(rate: Int = 25, delay: Duration = .milliseconds(600)) {
        self.rate = max(rate, 0)
        self.delay = max(delay, .zero)
    }

    /// Whether repeat is on at all (`rate` above zero).
    public var isEnabled: Bool { rate > 0 }

    /// The time between repeats, or `nil` when repeat is disabled.
    public var interval: Duration? {
        isEnabled ? .seconds(1) / rate : nil
    }

    /// Applies `wl_keyboard.repeat_info`, stopping any repeat under way.
    ///
    /// - Parameters:
    ///   - rate: Repeats per second; `0` disables repeat. Negative values (a protocol error) also disable it.
    ///   - delay: Time from the press to the first repeat; a negative delay counts as zero.
    public mutating func updateInfo(rate: Int, delay: Duration) {
        self.rate = max(rate, 0)
        self.delay = max(delay, .zero)
        stop()
    }

    /// Notes a key going down.
    ///
    /// A repeating key becomes the repeated key, replacing any other. A key that does not repeat (a modifier)
    /// leaves the current repeat running, so holding `a` then pressing Shift keeps repeating.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - repeats: Whether the keymap says the key repeats (`Keymap.keyRepeats(_:)`).
    ///   - time: When it was pressed.
    public mutating func press(_ key: Keycode, repeats: Bool, at time: Duration) {
        guard repeats, isEnabled else { return }
        self.key = key
        nextFire = time + delay
    }

    /// Notes a key going up; releasing the repeated key stops the repeat, any other key changes nothing.
    ///
    /// - Parameters:
    ///   - key: The key released.
    public mutating func release(_ key: Keycode) {
        if key == self.key { stop() }
    }

    /// Stops any repeat, as when keyboard focus leaves or the keymap changes.
    public mutating func stop() {
        key = nil
        nextFire = nil
    }

    /// Counts the repeats due up to and including `time` and moves ``nextFire`` past it.
    ///
    /// - Parameters:
    ///   - time: The current time.
    /// - Returns: How many repeats fell due since the last call: 0 before ``nextFire``, more than 1 when
    ///   the caller was late.
    public mutating func fire(at time: Duration) -> Int {
        guard let next = nextFire, let interval, time >= next else { return 0 }
        let count = (time - next) / interval
        let due = Int(count.rounded(.down)) + 1
        nextFire = next + interval * due
        return due
    }

    /// The times of every repeat in `[start, end]` if nothing is pressed or released meanwhile; for tests and
    /// for reasoning, it does not change the schedule.
    ///
    /// - Parameters:
    ///   - end: The last time to include.
    /// - Returns: The due times in order.
    public func fireTimes(through end: Duration) -> [Duration] {
        guard var next = nextFire, let interval else { return [] }
        var times: [Duration] = []
        while next <= end {
            times.append(next)
            next += interval
        }
        return times
    }
}
