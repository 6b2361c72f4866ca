import Testing
@testable import curtain

/// Parses `curtain <arguments>`, returning the usage error instead of throwing it.
func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    do {
        return .success(try CurtainCommand.parse(arguments))
    } catch {
        return .failure(error)
    }
}

/// The request of `curtain alert <arguments>`, or `nil` if it did not parse to one.
func alertRequest(_ arguments: String...) -> AlertRequest? {
    if case .success(.alert(let request)) = parse(["alert"] + arguments) { return request }
    return nil
}

/// The zenity request of `curtain <arguments>`, or `nil` if it did not parse to one.
func zenityRequest(_ arguments: String...) -> ZenityRequest? {
    if case .success(.zenity(let request)) = parse(arguments) { return request }
    return nil
}

/// The usage error message (with `curtain: `) of `curtain <arguments>`, or `nil` if it parsed.
func usageError(_ arguments: [String]) -> String? {
    if case .failure(let error) = parse(arguments) { return error.description }
    return nil
}

/// A presenter that records the request and answers with a fixed outcome or error.
final class ScriptedPresenter: DialogPresenter {
    private let answer: Result<AlertOutcome, any Error>
    private(set) var requests: [AlertRequest] = []

    init(_ outcome: AlertOutcome) { answer = .success(outcome) }
    init(throwing error: any Error) { answer = .failure(error) }

    func run(_ request: AlertRequest) throws -> AlertOutcome {
        requests.append(request)
        return try answer.get()
    }
}

/// A presenter for the list, text and form modes that answers every request with a fixed outcome: their tests
/// check what the command prints for an outcome, so unlike ``ScriptedPresenter`` it keeps no record of requests.
struct Scripted<Request, Outcome> {
    let outcome: Outcome
    init(_ outcome: Outcome) { self.outcome = outcome }
    func run(_ request: Request) throws -> Outcome { outcome }
}

extension Scripted: ListPresenter where Request == ListRequest, Outcome == ListOutcome {}
extension Scripted: TextPresenter where Request == TextRequest, Outcome == TextOutcome {}
extension Scripted: FormPresenter where Request == FormRequest, Outcome == FormOutcome {}
extension Scripted: CalendarPresenter where Request == CalendarRequest, Outcome == CalendarOutcome {}
extension Scripted: ColorPresenter where Request == ColorRequest, Outcome == ColorOutcome {}
extension Scripted: ScalePresenter where Request == ScaleRequest, Outcome == ScaleOutcome {
    func run(_ request: ScaleRequest, onPartial: @escaping (Int) -> Void) throws -> ScaleOutcome { outcome }
}

/// A renderer that records what it was asked to render.
final class RecordingRenderer: FilmstripRendering {
    private(set) var rendered: [FilmstripOptions] = []
    var error: (any Error)?

    func render(_ options: FilmstripOptions) throws {
        rendered.append(options)
        if let error { throw error }
    }
}

/// Runs `curtain <arguments>` in process with a scripted presenter.
@MainActor func run(_ arguments: [String], answering outcome: AlertOutcome) -> CommandResult {
    CurtainCommand.run(
        arguments, backends: DialogBackends(presenter: { ScriptedPresenter(outcome) }, renderer: { RecordingRenderer() }))
}

/// A presenter that must not be reached (for help and usage errors).
struct UnreachablePresenter: DialogPresenter, FilmstripRendering {
    func run(_ request: AlertRequest) throws -> AlertOutcome {
        Issue.record("the presenter was made for a command that needs no dialog")
        return .dismissed()
    }

    func render(_ options: FilmstripOptions) throws {
        Issue.record("the renderer was made for a command that needs no filmstrip")
    }
}
