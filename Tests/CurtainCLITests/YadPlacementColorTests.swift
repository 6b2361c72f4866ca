import Curtain
import Testing
@testable import curtain

/// yad mode's placement options (`--posx`, `--posy`, `--geometry`, `--center`, `--mouse`, `--on-top`) read into the
/// place the dialog asks for, and its colour dialog's ways of writing a colour. Where the dialog lands is checked on
/// sway (`SwayYadPlacementTests`), the note on mutter (`MutterYadPlacementTests`), the colours against yad itself
/// (`YadColorIntegrationTests`).
@Suite("curtain yad: placement and colour")
struct YadPlacementColorTests {
    /// The placement `curtain yad --text=… ARGUMENTS…` asks for.
    func placement(_ arguments: [String]) throws -> WindowPlacement? {
        let invocation = try CurtainCommand.parse(["yad", "--text=Here"] + arguments)
        guard case .yad(.message(let request)) = invocation else {
            Issue.record("not a yad message: \(invocation)")
            return nil
        }
        return request.alert.appearance.placement
    }

    @Test(
        "each option's place, as yad 0.40 reads it",
        arguments: [
            ([], WindowPlacement?.none),
            (["--center"], nil),
            (["--posx=10", "--posy=20"], (WindowPlacement(horizontal: .fromStart(10), vertical: .fromStart(20)))),
            (["--posx=-10", "--posy=-0"], (WindowPlacement(horizontal: .fromEnd(10), vertical: .fromStart(0)))),
            (["--posy=5"], (WindowPlacement(horizontal: .centered, vertical: .fromStart(5)))),
            (["--posx=12abc"], (WindowPlacement(horizontal: .fromStart(12)))),
            (["--geometry=300x200+4+8", "--posx=99"], (WindowPlacement(horizontal: .fromStart(4), vertical: .fromStart(8)))),
            (["--geometry=300x200-4-8"], (WindowPlacement(horizontal: .fromEnd(4), vertical: .fromEnd(8)))),
            (["--geometry=300x200", "--posx=5"], nil),
            (["--geometry=nonsense", "--mouse"], nil),
            (["--mouse"], .atPointer()),
            (["--mouse", "--on-top"], .atPointer(isAboveFullscreen: true)),
            (["--mouse", "--center"], nil),
            (["--on-top"], WindowPlacement(isAboveFullscreen: true)),
            (["--on-top", "--posx=3"], (WindowPlacement(horizontal: .fromStart(3), isAboveFullscreen: true))),
        ])
    func placements(_ arguments: [String], _ expected: WindowPlacement?) throws {
        #expect(try placement(arguments) == expected)
    }

    @Test("--geometry's size is the dialog's, over --width")
    func geometrySize() throws {
        let invocation = try CurtainCommand.parse(["yad", "--scale", "--width=100", "--geometry=320x240+1+1"])
        guard case .yad(.scale(let request)) = invocation else {
            Issue.record("not a yad scale: \(invocation)")
            return
        }
        #expect(request.scale.dialog.width == 320)
        #expect(request.scale.dialog.height == 240)
        #expect(request.scale.dialog.placement == (WindowPlacement(horizontal: .fromStart(1), vertical: .fromStart(1))))
    }

    /// The colour request `curtain yad --color ARGUMENTS…` shows.
    func color(_ arguments: [String]) throws -> YadColorRequest? {
        let invocation = try CurtainCommand.parse(["yad", "--color"] + arguments)
        guard case .yad(.color(let request)) = invocation else {
            Issue.record("not a yad colour dialog: \(invocation)")
            return nil
        }
        return request
    }

    @Test(
        "the colour as yad writes it: hex, 16-bit hex, alpha, and rgb from GDK's 16-bit components",
        arguments: [
            ([String](), "#3465a4\n"), (["--extra"], "#34346565a4a4\n"), (["--alpha"], "#3465a4ff\n"),
            (["--extra", "--alpha"], "#34346565a4a4ffff\n"), (["--mode=rgb"], "rgb(52.4, 101.8, 165.3)\n"),
            (["--mode=rgb", "--alpha"], "rgba(52.4, 101.8, 165.3, 1.0)\n"),
        ])
    func written(_ arguments: [String], _ expected: String) throws {
        let request = try #require(try color(["--init-color=#3465a4"] + arguments))
        #expect(request.output(for: .ok(try #require(request.color.initialColor))) == expected)
        #expect(request.output(for: .cancelled) == "")
        #expect(request.status(for: .cancelled) == 1)
        #expect(request.status(for: .dismissed) == 252)
    }

    @Test("yad's editor starts white; --gtk-palette opens the palette; a bad --mode is refused")
    func options() throws {
        let plain = try #require(try color([]))
        #expect(plain.color.initialColor == Color(red: 1, green: 1, blue: 1))
        #expect(plain.color.showsEditor)
        #expect(try color(["--gtk-palette"])?.color.showsEditor == false)
        #expect(usageError(["yad", "--color", "--mode=hsv"]) == "curtain: --mode needs hex or rgb, got 'hsv'")
    }

    @Test("--file: the portal's paths, --separator between them, for OK's 0; a cancel is 252, --timeout 70")
    func file() throws {
        let invocation = try CurtainCommand.parse(
            ["yad", "--file", "--multiple", "--separator=,", "--save", "--filename=/tmp/a.txt", "--title=Pick"])
        guard case .yad(.file(let request)) = invocation else {
            Issue.record("not a yad file dialog: \(invocation)")
            return
        }
        #expect(request.file.chooser.purpose == .save)
        #expect(request.file.chooser.allowsMultiple)
        #expect(request.file.chooser.title == "Pick")
        let chosen = request.result(for: .success(.chosen(["file:///tmp/a.txt", "file:///tmp/b%20c.txt"])))
        #expect(chosen.stdout == "/tmp/a.txt,/tmp/b c.txt\n")
        #expect(chosen.exitStatus == 0)
        let cancelled = request.result(for: .success(.cancelled))
        #expect(cancelled.stdout == "" && cancelled.exitStatus == 252)
        let timedOut = request.result(for: .failure(.timedOut))
        #expect(timedOut.stdout == "" && timedOut.exitStatus == 70)
        #expect(request.result(for: .failure(.noPortal("none"))).exitCode == .portalUnavailable)
    }
}
