import Curtain

/// One of yad's dialogs, parsed: what `curtain yad …` shows, each with yad's statuses and printing rule
/// (``YadResponse``).
enum YadDialog: Equatable, Sendable, CommandAction {
    /// The message dialog, or the entry (`--text`, `--button`, `--entry`).
    case message(YadRequest)
    /// `--text-info`.
    case text(YadTextRequest)
    /// `--scale`.
    case scale(YadScaleRequest)
    /// `--form`.
    case form(YadFormRequest)
    /// `--list`.
    case list(YadListRequest)
    /// `--progress`.
    case progress(YadProgressRequest)
    /// `--calendar`.
    case calendar(YadCalendarRequest)
    /// `--color`.
    case color(YadColorRequest)
    /// `--file`, through the file chooser portal.
    case file(YadFileRequest)
    /// `--notification`: a tray icon, not a window.
    case notification(YadNotificationRequest)
    /// `--notebook` or `--paned`: the window that shows its `--plug` children's dialogs.
    case notebook(YadNotebookRequest)
    /// `--plug=KEY --tabnum=N`: a dialog shown in its parent's tab or pane.
    case plug(YadPlugRequest)
    /// `--icons`: a box of icons that start programs.
    case icons(YadIconsRequest)

    /// A presenter that reported a button its request does not have.
    struct UnknownButton: Error, CustomStringConvertible {
        var kind: AlertOutcome.Kind
        var description: String { "internal error: the presenter reported an unknown button (\(kind))" }
    }

    /// Shows the dialog through the command's presenters (a test's fakes, or the Wayland ones) and answers as yad
    /// does: the status, and the result when yad prints it. No display, or a lost one, exits 3 with one line.
    func run(with backends: DialogBackends) -> CommandResult {
        // The portal shows the file chooser: no Wayland display of curtain's own.
        if case .file(let request) = self { return request.run() }
        return .dialog { try respond(with: backends) }
    }

    /// The dialog's answer, or why there is none: ``DisplayError`` when there is no display or it is lost,
    /// ``UnknownButton`` when a presenter breaks its contract.
    @MainActor private func respond(with backends: DialogBackends) throws -> CommandResult {
        switch self {
        case .notification(let request):
            return YadNotification.run(request)
        case .message(let request):
            let outcome = try backends.presenter().run(request.alert)
            guard let ending = request.ending(for: outcome) else { throw UnknownButton(kind: outcome.kind) }
            return request.response.result(for: ending) { request.outputText(for: outcome) }
        case .text(let request):
            let outcome = try backends.textPresenter().run(request.text)
            return request.response.result(for: request.ending(for: outcome)) { OutputText(request.output(for: outcome)) }
        case .scale(let request):
            // yad prints the slider's value as it is when the dialog ends, whichever button ended it.
            var value = request.scale.value
            let outcome = try backends.scalePresenter().run(request.scale) { moved in
                value = moved
                StandardStream.output.write(request.scale.partialLine(for: moved))
            }
            if case .ok(let chosen) = outcome { value = chosen }
            if case .response(_, let shown) = outcome { value = shown }
            if case .timedOut(let shown) = outcome { value = shown }
            return request.response.result(for: request.ending(for: outcome)) {
                OutputText(request.output(for: outcome, value: value))
            }
        case .calendar(let request):
            let outcome = try backends.calendarPresenter().run(request.calendar)
            return request.response.result(for: YadResponse.Ending(outcome)) { OutputText(request.output(for: outcome)) }
        case .file(let request):
            return request.run()
        case .color(let request):
            let outcome = try backends.colorPresenter().run(request.color)
            return request.response.result(for: YadResponse.Ending(outcome)) { OutputText(request.output(for: outcome)) }
        case .progress(let request):
            let outcome = try backends.presenter().runProgress(request.progress)
            request.signalParent(for: outcome)
            return request.response.result(for: request.ending(for: outcome)) { OutputText() }
        case .list(let request):
            let request = request.readingRows(from: backends.standardInput)
            let outcome = try backends.listPresenter().run(request.list)
            return request.response.result(for: request.ending(for: outcome)) {
                // Cancel reports no rows here (docs/command.md lists the difference).
                switch outcome {
                case .chosen(let rows), .response(_, let rows): OutputText(request.output(chosen: rows))
                default: OutputText()
                }
            }
        case .notebook(let request):
            return try YadNotebookSession(request: request, application: DialogHost.connect()).run()
        case .plug(let request):
            return request.run(standardInput: backends.standardInput)
        case .icons(let request):
            let environment = YadIconsSession.environment()
            return try YadIconsSession(request: request, application: DialogHost.connect(), environment: environment).run()
        case .form(let request):
            let outcome = try backends.formPresenter().run(request.form)
            return request.response.result(for: request.ending(for: outcome)) {
                // yad prints the fields as they are, whichever button ended the dialog; Cancel reports no values here
                // (docs/command.md lists the difference).
                switch outcome {
                case .ok(let values), .timedOut(let values), .dismissed(let values), .response(_, let values):
                    request.output(of: values)
                case .cancelled, .extraButton: OutputText()
                }
            }
        }
    }
}
