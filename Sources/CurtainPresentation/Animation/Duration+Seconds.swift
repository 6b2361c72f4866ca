/// Animation math runs in seconds on the frame clock; the durations an app chooses are `Duration`s, as everywhere
/// else in Curtain. This is the one conversion between the two.
extension Duration {
    /// The duration in seconds, to the precision a `Double` keeps.
    package var inSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
