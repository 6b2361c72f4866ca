/// A form's buttons: Cancel, OK and the extra ones.
struct FormButtons: Equatable, Sendable {
    var okLabel = "OK"
    var cancelLabel = "Cancel"
    /// Whether underscores in the labels mark mnemonics (zenity's password dialog: `_OK`); its forms show labels as
    /// written.
    var usesMnemonics = false
    /// `--extra-button` labels; each prints its label and exits 1.
    var extraLabels: [String] = []
    /// Whether the extra buttons come first: zenity's password dialog puts them before Cancel, its forms after OK.
    var extrasLead = false
}
