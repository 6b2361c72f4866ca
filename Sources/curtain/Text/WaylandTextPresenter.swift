import Curtain

/// Shows a text dialog in a window of its own and waits for OK, Cancel, Escape or the timeout.
struct WaylandTextPresenter: TextPresenter {
    func run(_ request: TextRequest) throws -> TextOutcome {
        var text: String?
        if let filename = request.filename {
            let file = TextFile.read(filename)
            if let warning = file.warning { StandardStream.error.write("curtain: \(warning)\n") }
            text = file.text
        }
        let application = try DialogHost.connect()
        return try TextSession(request: request, application: application).run(text: text)
    }
}
