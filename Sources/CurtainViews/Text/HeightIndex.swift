/// Heights of many stacked items with fast running totals: a Fenwick (binary indexed) tree.
///
/// A ``TextView`` holds one height per paragraph, most of them estimates until the paragraph is first
/// drawn. Changing one height, finding where an item starts and finding the item at a given y each cost
/// O(log n), so correcting estimates while scrolling through 200,000 paragraphs stays cheap.
struct HeightIndex {
    /// The heights, in item order.
    private(set) var heights: [Double]
    /// The tree over ``heights``: `tree[i]` sums the `i & -i` heights ending at item `i - 1`.
    private var tree: [Double]

    /// Builds the index in O(n).
    init(_ heights: [Double] = []) {
        self.heights = heights
        tree = [0] + heights
        let count = heights.count
        if count > 0 {
            for index in 1...count {
                let parent = index + (index & -index)
                if parent <= count { tree[parent] += tree[index] }
            }
        }
    }

    /// The number of items.
    var count: Int { heights.count }

    /// The sum of all heights.
    var total: Double { top(of: count) }

    /// Sets one item's height.
    mutating func setHeight(_ height: Double, at item: Int) {
        let delta = height - heights[item]
        guard delta != 0 else { return }
        heights[item] = height
        var index = item + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// Where `item` starts: the sum of the heights before it (`count` gives the total).
    func top(of item: Int) -> Double {
        var sum = 0.0
        var index = min(item, count)
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// The item that covers `y` (the first whose bottom is below it), clamped to the items.
    func item(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
