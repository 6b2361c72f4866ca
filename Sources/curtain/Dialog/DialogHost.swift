import Curtain
import Wayland
import Glibc

/// Hosts every dialog `curtain` shows on the Wayland compositor: the GUI behind the CLI.
///
/// It connects (``connect()``), runs the event loop (``run(_:until:)``) and makes the window of each dialog
/// that is not an alert (``dialogWindow(_:title:size:content:returnKey:onClose:)``, in `DialogHost+Window.swift`);
/// the list, form, text and progress dialogs build on those. Named a host, not a presenter: a
/// ``PopupPresenter`` runs one presentation, while this owns the connection and windows around them.
///
/// An alert: a standalone command has no parent window of its own, so it opens one: a small toplevel sized
/// to the alert's card plus the layout's margins (title = the alert's title, app id
/// `org.curtain.Curtain`), and presents the ``AlertController`` in it with the requested transition, as a program
/// using the library presents one in its own window (``ModalPresentationStyle/inWindow``: the window is the
/// dialog, so no popup is needed).
///
/// The alert ends, and ``run(_:)`` returns, when:
/// - a button is chosen (click, Return on the preferred action, Escape on the cancel action),
///   after the dismissal transition: `.action(at:text:)`;
/// - Escape is pressed on an alert without a cancel action, or the compositor closes the window:
///   `.dismissed`;
/// - `--timeout` expires (an ``Application/addTimer(after:repeating:_:)`` timer): `.timedOut`.
///
/// Start-up order, for a fast first frame: fonts load on a second thread (``FontWarmup``) while
/// the main thread connects and collects the globals; the card is laid out once the fonts are
/// ready and sizes the window. The window's initial commit goes out at once, the card is drawn while its
/// configure is on the way, and the window's first frame shows window and card together: one round trip.
struct DialogHost: DialogPresenter {
    /// The application id of every `curtain` window.
    static let appID = "org.curtain.Curtain"

    /// The connection to show the alert on, when a program shows several dialogs one after another (`curtain
    /// pinentry`): each closes its window when it ends. `nil`: connect for this one alert, and leave the window to
    /// the process's exit.
    var application: Application?

    func run(_ request: AlertRequest) throws -> AlertOutcome {
        try run(request, configuringAlert: nil).outcome
    }

    /// Shows `request` as ``run(_:)`` does, with `configure` adding to the alert before it is measured (a system
    /// prompt's secure fields), and returns what every text field held when it ended: a secure field's text as a
    /// copy of its secret, in locked memory.
    ///
    /// The fields are emptied before the window goes, which wipes a secure field's secret, so no view keeps a copy
    /// of it for the rest of the process.
    func run(_ request: AlertRequest, configuringAlert configure: ((AlertController) -> Void)?) throws
        -> (outcome: AlertOutcome, fieldValues: [FormValue])
    {
        // The portal is asked on a thread of its own from the start, so its answer (a millisecond on a local
        // bus) usually arrives during the Wayland handshake; nothing waits for it.
        let desktop = DesktopSettingsMonitor()
        let application = try self.application ?? Self.connect(covering: request.firstFrameTexts)

        let session = AlertSession(request: request, application: application)
        session.configureAlert = configure
        session.start(desktop: desktop?.settings)
        let observation = application.observeDesktopSettings(desktop) { session.follow($0) }
        defer { observation?.cancel() }
        try Self.run(application, until: { session.outcome != nil })
        let fieldValues = session.alert.textFields.map(FormValue.init(textOf:))
        for field in session.alert.textFields { field.text = "" }
        if self.application != nil { try Self.close(session.window) }
        return (session.outcome ?? .dismissed(), fieldValues)
    }

    /// Closes the window of a dialog that ended on a shared connection, and sends the requests at once, so that it
    /// leaves the screen while the program waits for its next question.
    ///
    /// - Throws: ``DisplayError`` when the connection breaks.
    static func close(_ window: Window) throws {
        window.close()
        try run(window.application, until: { true })
    }

    /// Runs `application`'s event loop until `isDone`, for every dialog the command shows.
    ///
    /// - Throws: ``DisplayError`` when the connection breaks, the one line `curtain` exits 3 with.
    static func run(_ application: Application, until isDone: () -> Bool) throws {
        do {
            try application.run(until: isDone)
        } catch {
            throw displayError(for: error)
        }
    }

    /// Connects to the compositor while fonts load on another thread (the largest cost of a first frame), for
    /// every dialog the command shows.
    ///
    /// - Parameter texts: what the first frame shows, for the start-up font cache (`FontWarmup.start(fonts:covering:)`),
    ///   warmed up in the fonts of the alert theme every dialog's text follows.
    /// - Throws: ``DisplayError``, the one line `curtain` exits 3 with.
    static func connect(covering texts: [String]? = nil) throws -> Application {
        let warmup = FontWarmup.start(fonts: AlertTypography.standard.fonts, covering: texts)
        let application: Application
        do {
            application = try Application()
        } catch {
            warmup.finish()
            throw displayError(for: error)
        }
        warmup.finish()
        return application
    }

    /// The one-line error `curtain` exits 3 with, for what went wrong with the connection.
    static func displayError(for error: any Error) -> DisplayError {
        switch error {
        case WaylandError.noDisplay(let tried):
            .noDisplay(tried: tried)
        case let error as ShellError:
            .unsupported(reason: error.description)
        case WaylandError.connectionLost(let errno):
            // DisplayError says "lost the Wayland connection" itself; give only the reason.
            .connectionLost(reason: String(cString: strerror(errno)))
        case WaylandError.protocolError(let interface, let objectID, let code):
            .connectionLost(reason: "protocol error \(code) on \(interface)#\(objectID)")
        default:
            .connectionLost(reason: String(describing: error))
        }
    }
}
