import Testing
@testable import curtain

@MainActor @Suite("curtain filmstrip: options")
struct FilmstripCommandTests {
    @Test("defaults: bounce, present, 60 fps")
    func defaults() {
        #expect(parse(["filmstrip", "--out", "f.png"]) == .success(.filmstrip(FilmstripOptions(imagePath: "f.png"))))
    }

    @Test("every option in both syntaxes")
    func everyOption() {
        let expected = FilmstripOptions(
            transition: .zoom, phase: .dismiss, framesPerSecond: 30, imagePath: "a.png", jsonPath: "a.json")
        #expect(
            parse([
                "filmstrip", "--transition", "zoom", "--phase", "dismiss", "--fps", "30", "--out", "a.png", "--json", "a.json",
            ])
                == .success(.filmstrip(expected)))
        #expect(
            parse(["filmstrip", "--transition=zoom", "--phase=dismiss", "--fps=30", "--out=a.png", "--json=a.json"])
                == .success(.filmstrip(expected)))
    }

    @Test("--fps accepts its whole range", arguments: [1, 24, 60, 240])
    func fpsRange(_ fps: Int) {
        #expect(
            parse(["filmstrip", "--json", "x.json", "--fps", String(fps)])
                == .success(.filmstrip(FilmstripOptions(framesPerSecond: fps, jsonPath: "x.json"))))
    }

    @Test("help, and the renderer receives the options; its errors exit 4")
    func run() {
        #expect(parse(["filmstrip", "--help"]) == .success(.help(FilmstripCommand.help)))
        let renderer = RecordingRenderer()
        let result = CurtainCommand.run(
            ["filmstrip", "--json", "v.json"],
            backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { renderer }))
        #expect(result == CommandResult(exitCode: .success))
        #expect(renderer.rendered == [FilmstripOptions(jsonPath: "v.json")])

        struct DiskFull: Error, CustomStringConvertible { var description: String { "cannot write v.json: disk full" } }
        let failing = RecordingRenderer()
        failing.error = DiskFull()
        let failed = CurtainCommand.run(
            ["filmstrip", "--json", "v.json"],
            backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { failing }))
        #expect(failed == CommandResult(stderr: "curtain: cannot write v.json: disk full\n", exitCode: .failure))
    }
}
