import Curtain
import CurtainTestSupport
import Foundation
import Testing
@testable import curtain

/// `curtain filmstrip` for real: the Cairo renderer writes JSON and a contact sheet with the
/// transition's seed card.
@MainActor @Suite("curtain filmstrip: rendering")
struct FilmstripRendererTests {
    /// A fresh directory for one test's files, removed afterwards by the caller.
    static func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "curtain-filmstrip-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The frames array of a filmstrip JSON file.
    static func frames(in path: String) throws -> (fps: Int, frames: [[String: Double]]) {
        let data = try #require(FileManager.default.contents(atPath: path))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fps = try #require(object["fps"] as? Int)
        let frames = try #require(object["frames"] as? [[String: Double]])
        return (fps, frames)
    }

    @Test(
        "JSON has one frame per 1/fps step plus the end: duration × fps + 1",
        arguments: [
            (TransitionStyle.bounce, 0.6), (.slide, 0.5), (.zoom, 0.2), (.fade, 0.2), (.none, 0),
        ])
    func frameCount(_ transition: TransitionStyle, duration: Double) throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for fps in [20, 60] {
            let path = "\(directory)/\(transition)-\(fps).json"
            try CairoFilmstripRenderer().render(
                FilmstripOptions(transition: transition, framesPerSecond: fps, jsonPath: path))
            let (writtenFPS, frames) = try Self.frames(in: path)
            #expect(writtenFPS == fps)
            #expect(frames.count == Int((duration * Double(fps)).rounded()) + 1)
            for frame in frames {
                #expect(Set(frame.keys) == ["t", "scale", "dim", "offsetY"])
            }
            #expect(frames.first?["t"] == 0)
            #expect(frames.last?["t"] == duration)
        }
    }

    @Test("present ends at rest; dismiss ends with the dim cleared")
    func phases() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let present = "\(directory)/present.json"
        let dismiss = "\(directory)/dismiss.json"
        try CairoFilmstripRenderer().render(FilmstripOptions(transition: .slide, jsonPath: present))
        try CairoFilmstripRenderer().render(FilmstripOptions(transition: .slide, phase: .dismiss, jsonPath: dismiss))
        let last = try #require(try Self.frames(in: present).frames.last)
        #expect(last["scale"] == 1 && last["offsetY"] == 0 && last["dim"] == 0.4)
        let gone = try #require(try Self.frames(in: dismiss).frames.last)
        #expect(gone["dim"] == 0)
        #expect((gone["offsetY"] ?? 0) > 100, "the card sinks below the parent")
    }

    @Test("the PNG is written and shows seed 000's orange card in the last frame")
    func contactSheet() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = "\(directory)/bounce.png"
        let result = CurtainCommand.run(
            ["filmstrip", "--transition", "bounce", "--fps", "10", "--out", path],
            backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { CairoFilmstripRenderer() }))
        #expect(result == CommandResult(exitCode: .success))
        let sheet = try Screenshot(contentsOfPNG: path)
        #expect(sheet.width > 600 && sheet.height > 150)
        let orange = RGBA(red: 255, green: 128, blue: 0)
        #expect(sheet.count(of: orange, tolerance: 4) > 2000, "\(sheet.histogram().prefix(6))")
    }

    @Test("the slide card is seed 002's white popup; zoom's is a light alert")
    func cards() throws {
        let popup = FilmstripCard(for: .slide).view
        #expect(popup is CardView)
        #expect(popup.frame.width == 320)
        let alert = FilmstripCard(for: .zoom)
        #expect(alert.controller?.preferredStyle == .alert)
        #expect(alert.controller?.actions.map(\.title) == ["Cancel", "OK"])
        #expect(FilmstripCard(for: .bounce).controller?.theme == .bouncePopup)
    }

    @Test("an unwritable path fails with one line naming the file (exit 4)")
    func unwritable() {
        let result = CurtainCommand.run(
            ["filmstrip", "--json", "/nonexistent/dir/x.json"],
            backends: DialogBackends(presenter: { UnreachablePresenter() }, renderer: { CairoFilmstripRenderer() }))
        #expect(result.exitCode == .failure)
        #expect(result.stderr.hasPrefix("curtain: cannot write /nonexistent/dir/x.json"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}
