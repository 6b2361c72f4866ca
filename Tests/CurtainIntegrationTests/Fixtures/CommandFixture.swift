import CurtainTestSupport

/// One weston with input injected through it, on which a test runs the built command (`curtain`, or zenity to
/// compare with: ``expectSameAsZenity(_:input:steps:sourceLocation:)``) as a client and drives it with real
/// keys and clicks.
///
/// Each test makes its own, so no test sees another's windows. A suite keeps it through ``CommandSuite``:
/// ```swift
/// @Suite(.serialized) struct AlertsByKeys: CommandSuite {
///     let fixture: CommandFixture
///     init() throws { fixture = try CommandFixture() }
/// }
/// ```
struct CommandFixture {
    let weston: WestonHarness
    let input: TestInput

    init() throws {
        weston = try WestonHarness()
        input = try TestInput(weston)
    }
}

/// A suite whose tests each run on their own ``CommandFixture``: its weston and input read as the suite's own.
protocol CommandSuite {
    var fixture: CommandFixture { get }
}

extension CommandSuite {
    var weston: WestonHarness { fixture.weston }
    var input: TestInput { fixture.input }
}
