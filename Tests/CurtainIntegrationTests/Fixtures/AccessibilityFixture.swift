import CurtainTestSupport

/// What a screen-reader test runs on: weston, input injected through it, and a private session bus with the
/// real accessibility stack behind it (``AccessibilityBus``). A `curtain` started with `bus.environment`
/// registers on that bus, where the pyatspi probe reads it.
///
/// Each test makes its own, so no test sees another's windows or bus state. A suite keeps it through
/// ``AccessibilitySuite``:
/// ```swift
/// @Suite(.serialized) struct ListsAsHeard: AccessibilitySuite {
///     let fixture: AccessibilityFixture
///     init() throws { fixture = try AccessibilityFixture() }
/// }
/// ```
struct AccessibilityFixture {
    let weston: WestonHarness
    let input: TestInput
    let bus: AccessibilityBus

    /// Starts weston and the session bus.
    ///
    /// - Parameter isEnabled: `true` turns accessibility on now (`org.a11y.Status` `IsEnabled`), as a screen
    ///   reader that was running before the dialog does; `false` leaves that to the test, for tests of what
    ///   happens before and when it is turned on.
    init(isEnabled: Bool = true) throws {
        weston = try WestonHarness()
        input = try TestInput(weston)
        bus = try AccessibilityBus()
        if isEnabled { try bus.setEnabled(true) }
    }
}

/// A suite whose tests run on an ``AccessibilityFixture``: its weston, input and bus read as the suite's own.
protocol AccessibilitySuite {
    var fixture: AccessibilityFixture { get }
}

extension AccessibilitySuite {
    var weston: WestonHarness { fixture.weston }
    var input: TestInput { fixture.input }
    var bus: AccessibilityBus { fixture.bus }
}
