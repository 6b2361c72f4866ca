/// Tells a double click from two single ones: a second press on the same item within ``interval`` of the
/// first, as GTK counts them. A third press starts over, so three quick clicks are a double and a single.
struct DoubleClick {
    /// The longest time between the two presses of a double click.
    static let interval = Duration.milliseconds(400)

    /// The item and time of the last press that could begin a double click.
    private var last: (item: Int, time: ContinuousClock.Instant)?

    /// Records a press on `item` at `now`.
    ///
    /// - Returns: whether it completes a double click.
    mutating func press(on item: Int, at now: ContinuousClock.Instant = .now) -> Bool {
        let isDouble = last.map { $0.item == item && now - $0.time < Self.interval } ?? false
        last = isDouble ? nil : (item, now)
        return isDouble
    }
}
