/// The pointer image a view asks for while the pointer is over it.
///
/// The window layer maps these to cursor-theme names (`default`, `pointer`, `text`) and sets
/// them with `wl_pointer.set_cursor`; views only name the kind.
public enum Cursor: Sendable, Hashable {
    /// The arrow.
    case `default`
    /// The pointing hand, over things that activate on click.
    case pointer
    /// The I-beam, over editable text.
    case text
}
