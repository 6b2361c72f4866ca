import Curtain

/// Windows a script places: a layer surface at that place where the compositor has layer-shell, a window the
/// compositor places elsewhere.
extension DialogHost {
    /// The role of a dialog window placed as `placement` says (yad's `--posx`, `--posy`, `--geometry`, `--on-top`,
    /// `--mouse`): ``Window/Role-swift.enum/placed(_:)`` where `application`'s compositor has layer-shell (sway and
    /// other wlroots compositors, KWin). Elsewhere (mutter, weston 10) a toplevel, which the compositor places, and
    /// one line on stderr says why the place asked for is not where it shows.
    static func role(for placement: WindowPlacement?, on application: Application) -> Window.Role {
        guard let placement else { return .toplevel }
        if application.canShowOverlays { return .placed(placement) }
        StandardStream.error.write((placement.isAtPointer ? pointerNote : placementNote) + "\n")
        return .toplevel
    }

    /// Why a window is not where the script placed it, on a compositor without layer-shell.
    static var placementNote: String {
        localized(
            "curtain: this compositor places windows itself (it has no layer-shell), so the dialog is not where --posx, --posy, --geometry or --on-top ask"
        )
    }

    /// Why a window is not at the pointer, on a compositor without layer-shell: a program learns where the pointer
    /// is only over its own windows, and learns it before its window shows only from a layer surface.
    static var pointerNote: String {
        localized(
            "curtain: this compositor places windows itself (it has no layer-shell), so the dialog is not at the pointer as --mouse asks"
        )
    }
}
