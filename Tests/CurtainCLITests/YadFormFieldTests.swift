import Curtain
import Testing
@testable import curtain

/// yad's form fields that are buttons, sliders and choosers (`FL`, `DIR`, `FN`, `CLR`, `SCL`, `BTN`, `FBTN`): how
/// each reads its value and prints it, and how a button's command line takes the values (`%N`). What their controls
/// do with keys is compared with yad itself in `YadFormIntegrationTests`.
@Suite("curtain yad --form: file, folder, font, colour, scale and button fields")
struct YadFormFieldTests {
    /// The form `curtain yad --form ARGUMENTS…` shows.
    func form(_ arguments: [String]) throws -> YadFormRequest {
        guard case .yad(.form(let yad)) = try CurtainCommand.parse(["yad", "--form"] + arguments) else {
            Issue.record("not a form")
            throw UsageError("not a form")
        }
        return yad
    }

    @Test("SCL is a slider from 0 to 100 at atoi's number, printed whole")
    @MainActor func scale() throws {
        let yad = try form(["--field=Volume:SCL", "--field=Loud:SCL", "--field=None:SCL", "42abc", "250"])
        #expect(yad.fields.map(\.kind) == [.scale, .scale, .scale])
        #expect(yad.form.fields[0].kind == .slider(value: 42, range: 0...100, step: 1))
        #expect(yad.form.fields[1].kind == .slider(value: 100, range: 0...100, step: 1))
        #expect(yad.form.fields[2].kind == .slider(value: 0, range: 0...100, step: 1))
        #expect(yad.output(of: [.text("42"), .text("100"), .text("0")]).text == "42|100|0|\n")
    }

    @Test("CLR is a colour button, black without a value, printed as --color prints (--mode, --extra, --alpha)")
    @MainActor func color() throws {
        let yad = try form(["--field=Tint:CLR", "--field=Back:CLR", "#ff8000", ""])
        #expect(yad.form.fields[0].kind == .color(Color(red: 1, green: 128.0 / 255, blue: 0)))
        #expect(yad.form.fields[1].kind == .color(Color(red: 0, green: 0, blue: 0)))
        let values: [FormValue] = [.color(Color(red: 1, green: 128.0 / 255, blue: 0)), .color(Color(red: 0, green: 0, blue: 1))]
        #expect(yad.output(of: values).text == "#ff8000|#0000ff|\n")
        #expect(try form(["--field=A:CLR", "--extra"]).output(of: [values[1]]).text == "#00000000ffff|\n")
        #expect(try form(["--field=A:CLR", "--quoted-output"]).output(of: [values[1]]).text == "'#0000ff'|\n")
        #expect(try form(["--field=A:CLR", "navy"]).form.fields[0].kind == .color(Color(red: 0, green: 0, blue: 128.0 / 255)))
    }

    @Test("FN is an entry with the font's name, Sans 12 without one; quoted as yad quotes it, a quote left bare")
    @MainActor func font() throws {
        let yad = try form(["--field=Font:FN", "--field=Other:FN", "Monospace Bold 10"])
        #expect(yad.fields.map(\.kind) == [.font, .font])
        #expect(yad.form.fields[0].kind == .entry(text: "Monospace Bold 10"))
        #expect(yad.form.fields[1].kind == .entry(text: "Sans 12"))
        #expect(!yad.form.fields[0].submitsOnReturn)
        let quoted = try form(["--field=Font:FN", "--quoted-output"])
        #expect(quoted.output(of: [.text("Bob's Font 9")]).text == "'Bob's Font 9'|\n")
    }

    @Test("FL and DIR are chooser buttons holding an absolute path; a folder starts in the current folder")
    @MainActor func paths() throws {
        let yad = try form([
            "--field=File:FL", "--field=Dir:DIR", "--field=Rel:FL", "--field=Here:DIR", "/etc/hostname", "/tmp/", "a/./b/../c",
        ])
        guard case .path(_, let choosesDirectories) = yad.form.fields[1].kind, case .path(let here?, _) = yad.form.fields[3].kind
        else {
            Issue.record("not path fields")
            return
        }
        #expect(yad.form.fields[0].kind == .path("/etc/hostname", choosesDirectories: false))
        #expect(yad.form.fields[1].kind == .path("/tmp", choosesDirectories: true) && choosesDirectories)
        #expect(here.hasPrefix("/"))
        if case .path(let relative?, _) = yad.form.fields[2].kind { #expect(relative == here + "/a/c") }
        #expect(try form(["--field=File:FL"]).form.fields[0].kind == .path(nil, choosesDirectories: false))
        #expect(
            yad.output(of: [.text("/etc/hostname"), .text("/tmp"), .text(""), .text("/")]).text == "/etc/hostname|/tmp||/|\n")
        #expect(YadFormRequest.absolutePath("../x//y/.", in: "/home/ann") == "/home/x/y")
        #expect(YadFormRequest.absolutePath("..", in: "/") == "/")
    }

    @Test("BTN and FBTN are buttons named by the label's first part that run their value; they print nothing")
    @MainActor func buttons() throws {
        let yad = try form(["--field=_Run!gtk-execute:BTN", "--field=gtk-open:FBTN", "--field=Go", "touch /tmp/x", "xdg-open ."])
        #expect(yad.fields.map(\.kind) == [.button, .fullButton, .entry])
        #expect(
            yad.form.fields[0].label == "_Run" && yad.form.fields[0].kind == .commandButton(command: "touch /tmp/x", isFlat: true)
        )
        #expect(
            yad.form.fields[1].label == "_Open" && yad.form.fields[1].kind == .commandButton(command: "xdg-open .", isFlat: false)
        )
        #expect(yad.output(of: [.text(""), .text(""), .text("a")]).text == "||a|\n")
        #expect(try form(["--field=B:BTN", "--quoted-output"]).output(of: [.text("")]).text == "''|\n")
    }

    @Test("a button's %N is the N-th field's value as yad puts it in a command line")
    @MainActor func commandLine() throws {
        let yad = try form([
            "--field=Name", "--field=Age:NUM", "--field=On:CHK", "--field=Vol:SCL", "--field=Tint:CLR", "--field=Go:BTN",
            "--field=Secret:H", "--field=Shell:CB",
        ])
        let values: [FormValue] = [
            .text("Ann \"A\" O'Neil"), .text("7"), .checked(true), .text("30"), .color(Color(red: 1, green: 0, blue: 0)),
            .text(""), .secret(SecretBuffer()), .comboChoice("zsh"),
        ]
        #expect(
            yad.commandLine("echo %1 %2 %3 %4 %5 [%6] %7 %8", values: values)
                == "echo 'Ann \\\"A\\\" O'\\''Neil' 7 TRUE 30 '#ff0000' [] '' 'zsh'")
        #expect(yad.commandLine("echo %9 %0 100%% %x %", values: values) == "echo 9 0 100% x ")
        #expect(yad.form.commandLine?.make("echo %4", values) == "echo 30")
    }
}
