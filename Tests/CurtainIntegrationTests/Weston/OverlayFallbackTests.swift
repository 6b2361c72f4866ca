import CurtainTestSupport
import Foundation
import Testing
import Curtain

/// Issue 23 where the compositor has no layer-shell (weston 10, as mutter): an overlay window is a toplevel like
/// any other, and `curtain alert --overlay` is the dialog window it is without the option.
@Suite("Overlays without layer-shell, on weston", .serialized, .integrationTimeLimit, .blocking)
struct OverlayFallbackTests {
    @Test @MainActor func anOverlayWindowIsAToplevelWhereThereIsNoLayerShell() async throws {
        let weston = try WestonHarness()
        let app = try Application(displayName: weston.socketPath)
        #expect(!app.canShowOverlays, "weston 10 offers no zwlr_layer_shell_v1")
        let window = Window(
            application: app, title: "fallback", appID: "org.curtain.tests", size: Size(width: 300, height: 200),
            role: .overlay)
        window.show()
        #expect(try await app.wait { window.isMapped }, "the fallback toplevel never mapped")
        #expect(!window.isOverlay && window.layerSurface == nil && window.toplevel != nil)
        #expect(window.size == Size(width: 300, height: 200), "the toplevel keeps the size it asked for")
        window.close()
        #expect(!window.isVisible)
    }

    @Test func curtainAlertOverlayIsTheDialogWindowOnWeston() throws {
        let weston = try WestonHarness()
        let client = try TestClient.connecting(to: weston)
        let input = try TestInput(client)
        let arguments = ["alert", "--title", "Save?", "--button", "Cancel:cancel", "--button", "Save"]
        let plain = try CurtainProcess(arguments, on: weston)
        let plainWindow = try plain.waitUntilPresented(input).frame
        #expect(try plain.answer([.escape], through: input).status == 1)

        let run = try CurtainProcess(["alert", "--overlay"] + arguments.dropFirst(), on: weston)
        let window = try run.waitUntilPresented(input).frame
        #expect(window.width == plainWindow.width && window.height == plainWindow.height, "\(window) against \(plainWindow)")
        try input.sync()
        input.tap(.enter)
        try input.sync()
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Save\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
