import Testing
import Curtain

/// An ``Application`` on a compositor whose loop the test drives (``WindowFixture`` on weston, ``MutterFixture``,
/// ``KWinFixture``): the waits they all share, written once. Every wait runs the application's loop until a
/// condition holds or a deadline passes; nothing sleeps.
@MainActor protocol ApplicationFixture: AnyObject {
    var app: Application { get }
}

@MainActor extension ApplicationFixture {
    /// Runs the application until `condition` holds or `timeout` passes; returns whether it held.
    @discardableResult
    func run(timeout: Duration = Application.compositorDeadline, until condition: () -> Bool) async throws -> Bool {
        try await app.wait(timeout: timeout, until: condition)
    }

    /// Runs the application until `condition` holds or `timeout` passes, holding the main actor throughout, so
    /// that nothing but this application's loop runs on this thread meanwhile; returns whether it held.
    ///
    /// Only for measurements that need the thread to themselves (allocations counted per thread, frame timing);
    /// every other wait suspends (``run(timeout:until:)``) so that the other suites' windows go on meanwhile.
    /// A test that uses it takes `.holdsTheMainActor`, so that no other window test is waiting on a deadline
    /// while it holds the thread.
    @discardableResult
    func runBlocking(timeout: Duration = .seconds(5), until condition: () -> Bool) throws -> Bool {
        var isLate = false
        let timer = app.eventLoop.addTimer(after: timeout) { isLate = true }
        defer { timer.cancel() }
        try app.run(until: { condition() || isLate })
        return condition()
    }

    /// Runs the application for `duration`, whatever happens.
    func run(for duration: Duration) async throws {
        try await run(timeout: duration) { false }
    }

    /// Presents `controller` over `window` and waits for the presentation to complete.
    func present(_ controller: ViewController, over window: Window, animated: Bool = true) async throws {
        var isDone = false
        window.present(controller, animated: animated) { isDone = true }
        #expect(try await run { isDone }, "the presentation did not complete")
    }

    /// Dismisses `controller` and waits for the dismissal to complete.
    func dismiss(_ controller: ViewController, animated: Bool = true) async throws {
        var isDone = false
        controller.dismiss(animated: animated) { isDone = true }
        #expect(try await run { isDone }, "the dismissal did not complete")
    }
}

@MainActor extension ApplicationFixture {
    /// Presents a 240x120 controller as a dialog window over `window`, and waits until the compositor has mapped
    /// it and given it the keyboard; returns the controller, its window, and the count of keys each window gets
    /// from then on.
    func presentDialogWindow(
        over window: Window
    ) async throws -> (dialog: ViewController, window: Window, keys: DialogKeyCount) {
        let keys = DialogKeyCount()
        window.addKeyInterceptor { _ in
            keys.parent += 1
            return true
        }
        let dialog = ViewController()
        dialog.preferredContentSize = Size(width: 240, height: 120)
        dialog.modalPresentationStyle = .dialogWindow
        var presented = false
        window.present(dialog) { presented = true }
        #expect(try await run { presented }, "the dialog window was configured")
        let dialogWindow = try #require(dialog.view.window)
        #expect(try await run { dialogWindow.isMapped && dialogWindow.hasKeyboardFocus }, "the dialog maps with the keyboard")
        dialogWindow.addKeyInterceptor { _ in
            keys.dialog += 1
            return true
        }
        return (dialog, dialogWindow, keys)
    }

    /// Dismisses `dialog`, a dialog window over `window`, and waits until `window` has the keyboard again.
    func dismissDialogWindow(_ dialog: ViewController, over window: Window) async throws {
        var dismissed = false
        dialog.dismiss(animated: true) { dismissed = true }
        #expect(dismissed && !window.isBlockedByModalDialog)
        #expect(try await run { window.hasKeyboardFocus }, "the parent gets the keyboard back")
    }
}

/// The keys a parent and its dialog window got.
@MainActor final class DialogKeyCount {
    var parent = 0
    var dialog = 0
}
