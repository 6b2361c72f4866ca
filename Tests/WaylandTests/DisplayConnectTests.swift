import Foundation
import CurtainTestSupport
import Testing
@testable import Wayland

/// These tests change the process environment, so they run one at a time.
@MainActor @Suite("Display.connect without a compositor", .serialized, .mainActorTurns)
struct DisplayConnectTests {
    /// Runs `body` with a private, empty XDG_RUNTIME_DIR and the given WAYLAND_DISPLAY.
    func withEmptyRuntimeDirectory(display: String?, _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "curtain-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let names = ["XDG_RUNTIME_DIR", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        let saved = names.map { name in (name, ProcessInfo.processInfo.environment[name]) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            try? FileManager.default.removeItem(atPath: directory)
        }
        setenv("XDG_RUNTIME_DIR", directory, 1)
        unsetenv("WAYLAND_SOCKET")
        if let display { setenv("WAYLAND_DISPLAY", display, 1) } else { unsetenv("WAYLAND_DISPLAY") }
        try body(directory)
    }

    @Test func missingSocketNamesThePathAndVariable() throws {
        try withEmptyRuntimeDirectory(display: "wayland-nowhere") { directory in
            let error = #expect(throws: WaylandError.self) { try Display.connect() }
            guard case .noDisplay(let tried)? = error else {
                Issue.record("expected noDisplay, got \(String(describing: error))")
                return
            }
            #expect(tried.contains("\(directory)/wayland-nowhere"))
            #expect(tried.contains("WAYLAND_DISPLAY=wayland-nowhere"))
            #expect(error?.description.hasPrefix("no Wayland display: tried ") == true)
            #expect(error?.description.contains("No such file or directory") == true)
        }
    }

    @Test func explicitNameIsTried() throws {
        try withEmptyRuntimeDirectory(display: nil) { directory in
            let error = #expect(throws: WaylandError.self) { try Display.connect(name: "other-0") }
            #expect(error?.description.contains("\(directory)/other-0 (the name given)") == true)
        }
    }

    @Test func missingRuntimeDirectoryIsNamed() throws {
        try withEmptyRuntimeDirectory(display: "wayland-1") { _ in
            unsetenv("XDG_RUNTIME_DIR")
            let error = #expect(throws: WaylandError.self) { try Display.connect() }
            #expect(error?.description.contains("XDG_RUNTIME_DIR is not set") == true)
        }
    }

    @Test func errorsReadAsOneLine() {
        let error = WaylandError.protocolError(interface: "xdg_positioner", objectID: 10, code: 0)
        #expect(error.description == "Wayland protocol error 0 on xdg_positioner#10; the compositor closed the connection")
        #expect(!WaylandError.connectionLost(errno: 32).description.contains("\n"))
    }

    @Test func monotonicClockAdvances() {
        let start = EventLoop.now()
        #expect(EventLoop.now() >= start)
        #expect(start > .zero)
    }
}
