/// Which way a row reads: stacks and grids mirror themselves in a right-to-left layout, so that a dialog written
/// once reads the right way in Arabic and Hebrew as in English.
///
/// A view inherits its superview's direction unless ``View/layoutDirection`` sets one; a tree without one lays
/// out left to right.
public enum LayoutDirection: Sendable, Hashable {
    /// The leading edge is the left one.
    case leftToRight
    /// The leading edge is the right one: a row's first view is rightmost.
    case rightToLeft
}
