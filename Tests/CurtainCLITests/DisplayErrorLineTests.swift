import Glibc
import Testing
import Wayland
@testable import curtain

/// The one line `curtain` prints when the compositor goes away says what happened once.
@MainActor @Suite("Display errors read as one clean line")
struct DisplayErrorLineTests {
    @Test func connectionLossNamesTheReasonOnce() {
        let line = DialogHost.displayError(for: WaylandError.connectionLost(errno: EPIPE)).description
        #expect(line == "lost the Wayland connection: Broken pipe")
        let proto = DialogHost.displayError(
            for: WaylandError.protocolError(interface: "xdg_surface", objectID: 12, code: 3)
        ).description
        #expect(proto == "lost the Wayland connection: protocol error 3 on xdg_surface#12")
    }
}
