/// Order statistics of one measured quantity.
struct Summary: Codable, Sendable {
    var count: Int
    var median: Double
    var p90: Double
    var min: Double
    var max: Double

    /// Nearest-rank percentiles of `values`; nil when there are none.
    init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        count = sorted.count
        median =
            sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        p90 = sorted[Swift.max(0, Int((0.9 * Double(sorted.count)).rounded(.up)) - 1)]
        min = sorted.first!
        max = sorted.last!
    }
}
