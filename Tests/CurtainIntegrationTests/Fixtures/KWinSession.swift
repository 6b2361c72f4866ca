import CurtainTestSupport
import Testing
import Curtain

/// One KWin for a whole suite: KWin takes about half a second to start (and more under load), so a suite that
/// carries this trait starts it once, before its first test, and stops it after its last.
///
/// ```swift
/// @Suite(.serialized, .kwin()) struct SomeKWinTests {
///     @Test func works() throws {
///         let kwin = try KWinSession.harness()
///         ...
///     }
/// }
/// ```
/// Tests of such a suite share the compositor, so the suite must be `.serialized` and each test closes its windows.
struct KWinSessionTrait: SuiteTrait, TestScoping {
    /// The virtual output's scale.
    var scale: Double

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let kwin = try KWinHarness(scale: scale)
        defer { kwin.stop() }
        try await KWinSession.$current.withValue(kwin) { try await function() }
    }
}

extension Trait where Self == KWinSessionTrait {
    /// Starts one KWin (output scale `scale`) for the suite; tests reach it with ``KWinSession/harness()``.
    static func kwin(scale: Double = 1) -> Self { KWinSessionTrait(scale: scale) }
}

/// Where the tests of a `.kwin()` suite find their shared KWin.
enum KWinSession {
    @TaskLocal static var current: KWinHarness?

    /// The suite's KWin.
    ///
    /// - Throws: when the suite does not carry `.kwin()`, or KWin has died (its log says why).
    static func harness() throws -> KWinHarness {
        let kwin = try #require(current, "the suite needs the .kwin() trait")
        try #require(kwin.isRunning, "the suite's KWin has exited: \(kwin.log)")
        return kwin
    }
}

/// An ``Application`` on a KWin, with waits that run its loop until a condition holds or a deadline passes.
@MainActor final class KWinFixture: ApplicationFixture {
    let kwin: KWinHarness
    let app: Application

    init(_ kwin: KWinHarness) throws {
        self.kwin = kwin
        app = try Application(displayName: kwin.socketPath)
    }

    isolated deinit {
        for window in app.windows { window.close() }
        try? app.run(until: { true })
    }

    /// A round trip: KWin has handled every request sent so far and the replies are dispatched.
    func sync() async throws {
        try app.connection.display.roundtrip()
        try await run(timeout: .milliseconds(1)) { true }
    }

    /// Waits until `window` has drawn everything it was asked to and KWin has shown that frame.
    func settle(_ window: Window) async throws {
        let settled = try await run { window.isSettled }
        #expect(settled, "the window did not settle on KWin")
    }

    /// Shows `window` and waits until it is mapped, settled and has KWin's keyboard focus.
    func show(_ window: Window) async throws {
        window.show()
        try await settle(window)
        let focused = try await run { window.hasKeyboardFocus }
        #expect(focused, "KWin did not give the new window the keyboard")
    }

    /// Sends a key through KWin's fake input and dispatches what KWin sent for it.
    func tap(_ key: EvdevKey, holding modifiers: [EvdevKey] = []) async throws {
        kwin.tap(key, holding: modifiers)
        try await sync()
    }
}
