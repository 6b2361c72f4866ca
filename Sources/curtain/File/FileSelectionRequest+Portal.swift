import Curtain

extension FileSelectionRequest {
    /// Asks the session bus's file chooser portal and formats its answer. No Wayland connection is made:
    /// the desktop shows the chooser itself.
    func run() -> CommandResult {
        let answer: Result<FileChooserResult, FileChooserError>
        do {
            answer = .success(try FileChooserPortal().choose(chooser, timeout: timeout))
        } catch {
            answer = .failure(error)
        }
        return output(for: answer)
    }
}
