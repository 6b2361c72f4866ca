import Glibc
import CurtainTestSupport
import Testing
import Wayland
@testable import CurtainShell

/// The launch token is taken from the environment once, and children never see it (as GTK does).
@MainActor @Suite("Launch activation token", .serialized, .blocking)
struct WindowActivationTests {
    @Test func takingTheTokenUnsetsTheVariableForChildProcesses() {
        setenv(WindowActivation.environmentVariable, "launcher-token-1", 1)
        #expect(WindowActivation.takeTokenFromEnvironment() == "launcher-token-1")
        #expect(getenv(WindowActivation.environmentVariable) == nil)
        #expect(WindowActivation.takeTokenFromEnvironment() == nil)
    }

    @Test func anEmptyVariableIsNoToken() {
        setenv(WindowActivation.environmentVariable, "", 1)
        #expect(WindowActivation.takeTokenFromEnvironment() == nil)
        #expect(getenv(WindowActivation.environmentVariable) == nil)
    }

    @Test func theTokenIsSpentOnceEvenWithoutTheGlobal() {
        // weston 10 offers no xdg_activation_v1: the first mapped window spends the token, sending nothing.
        let activation = WindowActivation(manager: nil, token: "t")
        let surface = WlSurface(inertVersion: 1)
        #expect(activation.activateWithLaunchToken(surface) == false)
        #expect(activation.pendingToken == nil)
    }
}
