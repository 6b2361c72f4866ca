import Wayland

/// "How it is built": generated requests as a user calls them, with the argument labels the scanner chooses.
@MainActor
struct RequestLabelsExample {
    let toplevel: XdgToplevel
    let xdgSurface: XdgSurface
    let surface: WlSurface
    let buffer: WlBuffer

    func configure(serial: UInt32) {
// Example begin: docs/architecture.md
toplevel.setTitle("Save changes?")
toplevel.setAppId("org.example.editor")
xdgSurface.ackConfigure(serial)
surface.attach(buffer: buffer, x: 0, y: 0)
surface.damageBuffer(x: 0, y: 0, width: 400, height: 300)
// Example end
    }
}
