import Glibc
import Testing
@testable import CurtainDiagnostics
@testable import CurtainPresentation

/// Stats name the transition they measured and keep their log a valid JSON array.
@MainActor @Suite struct TransitionStatsTests {
    @Test func statsNameTheirTransition() {
        #expect(TransitionStats.transitionName(of: SlideTransition(), content: nil) == "slide")
        #expect(TransitionStats.transitionName(of: nil, content: nil) == "none")
        #expect(TransitionStats.transitionName(of: nil, content: NamedContent()) == "sheet")
    }

    @Test func statsLogRewritesItsFileAtomicallyAsAnArray() throws {
        let path = "/tmp/curtain-stats-\(getpid())-\(Int.random(in: 0..<1_000_000)).json"
        defer { unlink(path) }
        let log = TransitionStatsLog(path: path)
        var record = TransitionStats(transition: "zoom", phase: "present")
        record.frames = 13
        record.callbacksOffered = 12
        record.shmBytesAfterFirst = 48
        record.cpuMicrosPerFrame = 7.25
        record.cpu.frameHandlerMicros = 3.5
        record.cpu.frameHandlerMicrosMax = 9.125
        record.cpu.threadMicrosPerFrame = ["event loop": 6.5, "curtain-fonts": 0.75]
        log.append(record)
        record.phase = "dismiss"
        log.append(record)
        let text = try #require(readFile(path))
        #expect(text.hasPrefix("[") && text.contains("\"phase\": \"dismiss\""))
        #expect(
            text.contains(
                "{\"transition\": \"zoom\", \"phase\": \"present\", \"frames\": 13, \"callbacksOffered\": 12, "
                    + "\"framesPresented\": 0, \"framesDiscarded\": 0, \"framesMissed\": 0, \"refreshMicros\": 0.0, "
                    + "\"shmBytesAfterFirst\": 48, \"cpuMicrosPerFrame\": 7.25, \"frameCPUMicros\": 3.5, "
                    + "\"frameCPUMicrosMax\": 9.125, \"threadCPUMicrosPerFrame\": {\"curtain-fonts\": 0.75, \"event loop\": 6.5}, "
                    + "\"startupFontCache\": false}"
            ))
        #expect(access(path + ".tmp", F_OK) != 0, "the temporary file was renamed")
    }

    private func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Content that names its own style, as an alert does (an action sheet is "slide": AlertControllerTests).
    private final class NamedContent: TransitionStyleNaming {
        var transitionStyleName: String { "sheet" }
    }
}
