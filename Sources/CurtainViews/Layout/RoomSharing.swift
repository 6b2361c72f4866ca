/// Shares a stack's or a grid's room along one axis among its views, by their priorities.
///
/// Each view claims its fitted length. Room left over goes to the views that hug their content least, in
/// equal whole-pixel shares; room missing is taken from the views that resist compression least, never below
/// zero, then from the next level up. ``LayoutPriority/required`` never gives way either way.
enum RoomSharing {
    /// One view's claim on the axis.
    struct Claim: Equatable {
        var length: Double
        var hugging: LayoutPriority
        var resistance: LayoutPriority
    }

    /// The length each claim gets when together they fill `available`.
    static func lengths(_ claims: [Claim], filling available: Double) -> [Double] {
        var lengths = claims.map(\.length)
        let difference = available - lengths.reduce(0, +)
        if difference > 0 {
            guard let lowest = claims.map(\.hugging).min(), lowest < .required else { return lengths }
            let takers = claims.indices.filter { claims[$0].hugging == lowest }
            for (index, share) in zip(takers, shares(of: difference, among: takers.count)) { lengths[index] += share }
        } else if difference < 0 {
            var missing = -difference
            for level in Set(claims.map(\.resistance)).sorted() where level < .required && missing > 0 {
                var givers = claims.indices.filter { claims[$0].resistance == level && lengths[$0] > 0 }
                while missing > 0, !givers.isEmpty {
                    for (index, share) in zip(givers, shares(of: missing, among: givers.count)) {
                        let cut = min(share, lengths[index])
                        lengths[index] -= cut
                        missing -= cut
                    }
                    givers.removeAll { lengths[$0] <= 0 }
                }
            }
        }
        return lengths
    }

    /// `amount` cut into `count` shares that differ by at most a pixel and add up to it exactly, so that
    /// views sharing a whole number of pixels stay on whole pixels.
    static func shares(of amount: Double, among count: Int) -> [Double] {
        guard count > 0 else { return [] }
        let bounds = (0...count).map { index in index == count ? amount : (amount * Double(index) / Double(count)).rounded() }
        return zip(bounds, bounds.dropFirst()).map { $1 - $0 }
    }
}
