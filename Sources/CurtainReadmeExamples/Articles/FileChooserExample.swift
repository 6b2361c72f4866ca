import Curtain

/// "Concurrency": the desktop's file chooser, awaited from a window; compiled, never run.
@MainActor func openDocument(in window: Window) async throws {
// Example begin: docs/Curtain.docc/Concurrency.md
let request = FileChooserRequest(purpose: .open, title: "Open a Document")
if case .chosen(let uris) = try await FileChooserPortal.choose(request) {   // the window keeps drawing meanwhile
    window.title = uris.first ?? ""
}
// Example end
}
