/// A form's buttons beyond OK and Cancel (whose labels are in ``FormRequest/dialog``): the extra ones, and how the
/// labels read.
struct FormButtons: Equatable, Sendable {
    /// Whether underscores in the labels mark mnemonics (zenity's password dialog: `_OK`); its forms show labels as
    /// written.
    var usesMnemonics = false
    /// `--extra-button` labels; each prints its label and exits 1.
    var extraLabels: [String] = []
    /// Whether the extra buttons come first: zenity's password dialog puts them before Cancel, its forms after OK.
    var extrasLead = false
}
