import CurtainRendering

/// A change of one of a view's animatable properties, from the value before to the value after: what a view
/// animation records while its block runs, and then plays out frame by frame.
package enum AnimatableChange: Equatable {
    case frame(from: Rect, to: Rect)
    case alpha(from: Double, to: Double)
    case backgroundColor(from: Color?, to: Color?)

    /// Whether `other` changes the same property, so a newer animation of it takes over.
    package func isSameProperty(as other: AnimatableChange) -> Bool {
        switch (self, other) {
        case (.frame, .frame), (.alpha, .alpha), (.backgroundColor, .backgroundColor): true
        default: false
        }
    }
}
