import Curtain

/// Where a script asked for its dialog window (yad's `--posx`, `--posy`, `--geometry`, `--on-top`, `--mouse`).
enum DialogPlacement: Equatable, Sendable {
    /// At this place of the output.
    case at(WindowPlacement)
    /// Centred on the pointer (yad's `--mouse`).
    case atPointer
}

/// Windows a script places: a layer surface at that place where the compositor has layer-shell, a window the
/// compositor places elsewhere.
extension DialogHost {
    /// The role of a dialog window placed as `placement` says: ``Window/Role-swift.enum/placed(_:)`` where
    /// `application`'s compositor has layer-shell (sway and other wlroots compositors, KWin). Elsewhere (mutter,
    /// weston 10) a toplevel, which the compositor places, and one line on stderr says why the place asked for is
    /// not where it shows.
    ///
    /// The pointer's place is not something a Wayland client is told: `wl_pointer` gives positions only over the
    /// client's own surfaces, and neither layer-shell nor xdg-shell can ask for it. So a dialog asked to show at the
    /// pointer shows where the compositor puts it, with a line that says so.
    static func role(for placement: DialogPlacement?, on application: Application) -> Window.Role {
        switch placement {
        case nil: return .toplevel
        case .atPointer:
            StandardStream.error.write(pointerNote + "\n")
            return .toplevel
        case .at(let placement):
            if application.canShowOverlays { return .placed(placement) }
            StandardStream.error.write(placementNote + "\n")
            return .toplevel
        }
    }

    /// Why a window is not where the script placed it, on a compositor without layer-shell.
    static var placementNote: String {
        localized(
            "curtain: this compositor places windows itself (it has no layer-shell), so the dialog is not where --posx, --posy, --geometry or --on-top ask"
        )
    }

    /// Why a window is not at the pointer.
    static var pointerNote: String {
        localized(
            "curtain: Wayland tells a program where the pointer is only over its own windows, so the dialog shows where the compositor puts it, not at the pointer"
        )
    }
}
