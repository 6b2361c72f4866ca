import Curtain
import Glibc
import Testing

@MainActor
extension WindowFixture {
    /// How many `xdg_popup`s of this process weston shows after its next repaint.
    func popupCount() async throws -> Int {
        var count = 0
        var isDone = false
        let list = input.listViews()
        list.onEvent = { event in
            switch event {
            case .view(_, _, _, _, let pid, let role, _, _): if pid == getpid(), role == "xdg_popup" { count += 1 }
            case .done: isDone = true
            }
        }
        #expect(try await run { isDone }, "curtain_test_input.list_views did not complete")
        return count
    }
}
