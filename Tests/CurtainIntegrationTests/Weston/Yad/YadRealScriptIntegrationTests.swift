import CurtainTestSupport
import Foundation
import Testing

/// yad command lines taken from real public scripts, run through weston with real keys by yad 0.40 itself and by
/// `curtain yad`, whose stdout and exit status must be the same. Each case names where its line comes from (the
/// repository, the file and line of the yad call, and the commit it was read at); its arguments are the script's,
/// with the script's variables given plain values, and every path the script names (icons, `$HOME`, a button's
/// command) moved into a scratch directory of the test's, so that a command a button runs is there to run.
///
/// Options from newer yad that the scripts pass (steamtinkerlaunch's `--f1-action`) stay in: yad 0.40 ignores an
/// option it does not know and runs the dialog, as curtain does.
@Suite("yad from real scripts: curtain yad against yad 0.40 on weston", .serialized, .integrationTimeLimit, .blocking)
struct YadRealScriptIntegrationTests: CommandSuite {
    typealias Step = CommandFixture.Step

    /// Where a command line comes from: a public repository, the file and line of the yad call, and the commit at
    /// which the line was read.
    struct Source: Sendable, CustomStringConvertible {
        var repository: String
        var location: String
        var commit: String
        var description: String { "\(repository) \(location) @\(commit.prefix(12))" }
    }

    static let piApps = "Botspot/pi-apps", piAppsCommit = "b85806a495033d412578cd17013e5a15272f0e6d"
    static let idiomind = "robinpalat/idiomind", idiomindCommit = "9c9665e6ce5b6b92a4aab42083e8894426e2e698"
    static let stl = "sonic2kk/steamtinkerlaunch", stlCommit = "8550ab26a712b7f5f6d0947070181446b9de61fd"
    static let winapps = "winapps-org/winapps-launcher", winappsCommit = "18f14ac17c6631fa7772e3f219a260b685c59b08"

    /// The scratch directory that stands for the scripts' paths: `$HOME`, pi-apps' `$DIRECTORY`, idiomind's `$DS`.
    /// One for every run, so that runs leave no more than it behind; each writes the same files into it.
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("curtain-yad-real-scripts").path
    static let piAppsDirectory = scratch + "/pi-apps"
    static let idiomindDirectory = scratch + "/idiomind"
    /// steamtinkerlaunch's window icon, which it writes to `/dev/shm`.
    static let stlIcon = scratch + "/steamtinkerlaunch-steam-checked.png"
    /// pi-apps' `yadflags` (`api:4114`), which most of its calls start with.
    static let piAppsFlags = [
        "--class", "Pi-Apps", "--name", "Pi-Apps", "--center", "--window-icon=\(piAppsDirectory)/icons/logo.png",
        "--title=Pi-Apps", "--separator=\\n",
    ]

    static let enter = Step.key(.enter), escape = Step.key(.escape), tab = Step.key(.tab), space = Step.key(.space)
    static let right = Step.key(.right), down = Step.key(.down)
    static let controlEnter = Step.key(.enter, holding: [.leftControl])
    static let selectAll = Step.key(.a, holding: [.leftControl])

    /// The cases of one real command line: one for each way through it, named by its keys.
    static func real(
        _ id: String, _ source: Source, _ arguments: [String], input: String? = nil, _ ways: [(keys: String, steps: [Step])]
    ) -> [ZenityCase] {
        let row =
            arguments.contains("--entry")
            ? "yad --entry"
            : arguments.contains("--form") ? "yad --form" : arguments.contains("--list") ? "yad --list" : "yad --text"
        return ways.map { way in
            ZenityCase(
                name: "\(id) (\(source)): \(way.keys)", row: row, arguments: arguments, standardInput: input,
                steps: way.steps, peer: .yad)
        }
    }

    static let cases: [ZenityCase] = [
        // A question before reinstalling an app: two buttons with icon files, markup in the text.
        real(
            "pi-apps-reinstall-question", Source(repository: piApps, location: "manage:91-93", commit: piAppsCommit),
            [
                "--class", "Pi-Apps", "--name", "Pi-Apps",
                "--text=<b>Arduino</b> is already installed. Are you sure you want to install it again?",
                "--text-align=center", "--center", "--title=Quick question",
                "--window-icon=\(piAppsDirectory)/icons/logo.png", "--button=No!\(piAppsDirectory)/icons/exit.png:1",
                "--button=Yes!\(piAppsDirectory)/icons/check.png:0",
            ], [("Return", [enter]), ("Tab, Return", [tab, enter])]),
        // Run from a .desktop file's Exec and chained with &&: only Yes's 0 goes on.
        real(
            "pi-apps-wine-reset-confirm",
            Source(repository: piApps, location: "apps/Wine (x64)/install-64:209", commit: piAppsCommit),
            [
                "--window-icon=\(scratch)/opt/wine-9.0/icons/wine-regenerate.png", "--title=Wine Reset",
                "--text=Are you sure you want to DELETE all data and applications in your Wine prefix and start over?",
                "--center", "--button=Cancel:1", "--button=Yes:0", "--on-top",
            ], [("Tab, Return", [tab, enter]), ("Escape", [escape])]),
        // --text as its own word, with yad's \n escapes; one button whose label has spaces.
        real(
            "pi-apps-minecraft-jvm-error",
            Source(repository: piApps, location: "apps/Minecraft Java Server/install:371", commit: piAppsCommit),
            [
                "--center", "--text",
                "OH NO! The JVM Arguments you inputed are either invalid (like a typo) or incompatible with the selected java version.\\n\\nRefer to the terminal log immeditately above to determine the issue and try again.",
                "--button=Try New JVM Arguments:0",
            ], [("Return", [enter]), ("Escape", [escape])]),
        // A password piped into sudo -S.
        real(
            "pi-apps-sudo-password", Source(repository: piApps, location: "manage:189", commit: piAppsCommit),
            [
                "--class", "Pi-Apps", "--name", "Pi-Apps", "--title=Broken Local Packages Repo Detected",
                "--text=Please enter your user password \\nso pi-apps can attempt a repair:", "--image=dialog-password",
                "--entry", "--hide-text",
            ], [("type, Return", [.type("raspberry"), enter]), ("type, Escape", [.type("raspberry"), escape])]),
        // An install directory: --entry-text as its own word, and one button of the script's.
        real(
            "pi-apps-minecraft-custom-path",
            Source(repository: piApps, location: "apps/Minecraft Java Server/install:95-99", commit: piAppsCommit),
            [
                "--center", "--wrap", "--text",
                "Enter the full path where the Minecraft server should be installed.\\n\\nExamples:\\n\(scratch)/minecraft-server\\n/media/pi/MySSD/minecraft-server\\n\\nAvoid spaces in the path.",
                "--entry", "--entry-text", "\(scratch)/minecraft-server", "--button=Use this path:0",
            ], [("Return", [enter]), ("Ctrl+A, type, Return", [selectAll, .type("/media/pi/SSD/mc"), enter])]),
        // Check boxes, a label with a link (and a colon in it), a number with a range, step and digits.
        real(
            "pi-apps-better-chromium",
            Source(repository: piApps, location: "apps/Better Chromium/install:267-280", commit: piAppsCommit),
            [
                "--center", "--form", "--width=410", "--separator=\\n", "--title=Better Chromium",
                "--window-icon=\(piAppsDirectory)/apps/Better Chromium/icon-64.png", "--text=Customize Chromium:",
                "--field=Enable Dark Mode:CHK", "TRUE", "--field=Dark Mode for all websites:CHK", "FALSE",
                "--field=<a href=\"https://chrome.google.com/webstore/search/neon%20kingdom%20-tabs?_category=themes\">Click to see more themes</a>:LBL",
                "", "--field=UI Scale: (default 1):NUM", "1!0.25..4!0.05!2", "--field=New UI 2023:CHK", "TRUE",
                "--field=Tab Scrolling:CHK", "TRUE", "--field=Enable Google Sync:CHK", "FALSE",
                "--field=Performance Improvements:CHK", "TRUE", "--field=Reduce SD card writes:CHK", "TRUE",
            ],
            [
                ("Ctrl+Return", [controlEnter]), ("Tab, Space, Ctrl+Return", [tab, space, controlEnter]),
                ("Escape", [escape]),
            ]),
        // A search box: an entry without a label, four check boxes, a text with a line break.
        real(
            "pi-apps-search", Source(repository: piApps, location: "api:1737-1743", commit: piAppsCommit),
            piAppsFlags + [
                "--title=Search", "--width=310", "--text=Search for apps.\nNot case-sensitive.", "--form", "--field=", "",
                "--field=Search description:CHK", "TRUE", "--field=Search website:CHK", "TRUE",
                "--field=Search credits:CHK", "FALSE", "--field=Search scripts:CHK", "FALSE",
            ],
            [
                ("type, Return", [.type("chromium"), enter]),
                ("type, Tab, Tab, Space, Ctrl+Return", [.type("chromium"), tab, tab, space, controlEnter]),
            ]),
        // Two columns, the second hidden, rows from `echo -e` (its last line empty); the script cuts at `|`.
        real(
            "winapps-app-select",
            Source(repository: winapps, location: "winapps-launcher.sh:235-243", commit: winappsCommit),
            [
                "--list", "--title=WinApps Launcher", "--width=300", "--height=500",
                "--text=Select Windows Application to Launch:", "--window-icon=\(scratch)/icons/AppIcon.svg",
                "--hide-column=2", "--column=Application Name", "--column=File Name",
            ], input: "Microsoft Word\nword-o365\nMicrosoft Excel\nexcel-o365\n\n",
            [("Down, Return", [down, enter]), ("Escape", [escape])]),
        // A button whose value is a command, run without closing, between Cancel and Yes.
        real(
            "idiomind-add-note-confirm",
            Source(repository: idiomind, location: "ifs/mods/add/add.sh:780-788", commit: idiomindCommit),
            [
                "--title=Idiomind", "--text=Add \"hello\" to your list?", "--image=\(idiomindDirectory)/images/info.png",
                "--name=Idiomind", "--class=Idiomind", "--always-print-result",
                "--window-icon=\(idiomindDirectory)/images/logo.png", "--image-on-top", "--on-top", "--sticky",
                "--center", "--width=400", "--height=120", "--borders=5", "--button=Cancel:1",
                "--button=Play:\(idiomindDirectory)/play.sh play_word \"hello\"", "--button=Yes:0",
            ], [("Right, Return plays, Right, Return", [right, enter, right, enter]), ("Return", [enter])]),
        // An editable combo box after a label; its label has a tooltip after `!`.
        real(
            "stl-download-wine", Source(repository: stl, location: "steamtinkerlaunch:21162-21167", commit: stlCommit),
            [
                "--f1-action=bash -c OpenWiki", "--window-icon=\(stlIcon)", "--form", "--center", "--on-top",
                "--undecorated", "--title=SteamTinkerLaunch-DownloadWine",
                "--text=<span font_size='larger' font_weight='bold'>Select or enter Wine archive to download and install</span>",
                "--field= :LBL", " ",
                "--field=Download Wine!Select or enter Wine archive to download and install:CBE",
                "wine-lutris-GE-Proton8-26-x86_64.tar.xz!wine-lutris-GE-Proton8-25-x86_64.tar.xz!lutris-fshack-7.2-x86_64.tar.xz",
                "--center",
            ],
            [
                ("Ctrl+Return", [controlEnter]),
                ("Ctrl+A, type a URL, Ctrl+Return", [selectAll, .type("https://example.org/wine-9.tar.xz"), controlEnter]),
            ]),
        // One number without a range.
        real(
            "stl-gui-columns", Source(repository: stl, location: "steamtinkerlaunch:826", commit: stlCommit),
            [
                "--f1-action=bash -c OpenWiki", "--center", "--form", "--separator=\\n", "--field=Columns in menu:NUM",
                "3", "--title=setGuiColumns", "--center",
            ], [("Ctrl+Return", [controlEnter]), ("Escape", [escape])]),
        // An editable list printed whole, with no separator, rows from the script's file.
        real(
            "stl-sort-categories", Source(repository: stl, location: "steamtinkerlaunch:6246-6248", commit: stlCommit),
            [
                "--f1-action=bash -c OpenWiki", "--window-icon=\(stlIcon)", "--center", "--on-top", "--undecorated",
                "--list", "--editable", "--column", "Category", "--separator=", "--print-all",
                "--title=SteamTinkerLaunch-SortCategories",
                "--text=<span font_size='larger' font_weight='bold'>Sort categories</span>", "--center",
            ], input: "Proton\nWine\nTools\nMisc\n", [("Ctrl+Return", [controlEnter]), ("Escape", [escape])]),
        // The script's optional third button is an empty word when unset.
        real(
            "idiomind-msg2-question", Source(repository: idiomind, location: "ifs/cmns.sh:22-31", commit: idiomindCommit),
            msg2(thirdButton: ""), [("Return", [enter]), ("Tab, Return", [tab, enter])]),
        real(
            "idiomind-msg2-question with its third button",
            Source(repository: idiomind, location: "ifs/cmns.sh:22-31", commit: idiomindCommit),
            msg2(thirdButton: "--button=Rename:2"), [("Return", [enter]), ("Tab, Tab, Return", [tab, tab, enter])]),
        // A real line break in the text; a later --title wins over yadflags'.
        real(
            "pi-apps-imagemagick-question", Source(repository: piApps, location: "api:1863-1865", commit: piAppsCommit),
            piAppsFlags + [
                "--text=To resize the images, imagemagick must be installed.\nInstall now?", "--text-align=center",
                "--title=Quick question", "--button=No!\(piAppsDirectory)/icons/exit.png:1",
                "--button=Yes!\(piAppsDirectory)/icons/check.png:0",
            ], [("Return", [enter]), ("Right, Space", [right, space])]),
    ].flatMap { $0 }

    /// idiomind's question (`msg_2`): its third button's word, empty when the caller gives none.
    static func msg2(thirdButton: String) -> [String] {
        [
            "--title=Idiomind", "--text=Delete topic \"Travel\"?", "--image=dialog-question", "--name=Idiomind",
            "--class=Idiomind", "--always-print-result", "--window-icon=\(idiomindDirectory)/images/logo.png",
            "--image-on-top", "--sticky", "--center", "--fixed", "--on-top", "--width=450", "--height=100", "--borders=5",
            thirdButton, "--button=Cancel:1", "--button=Delete:0",
        ]
    }

    let fixture: CommandFixture

    /// Makes the scratch directory, with idiomind's `play.sh`, which prints what it was asked to play.
    init() throws {
        fixture = try CommandFixture()
        try FileManager.default.createDirectory(atPath: Self.idiomindDirectory, withIntermediateDirectories: true)
        let play = Self.idiomindDirectory + "/play.sh"
        try "#!/bin/sh\necho \"$@\"\n".write(toFile: play, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: play)
    }

    @Test(arguments: cases) func printsWhatYadPrints(_ testCase: ZenityCase) throws {
        try fixture.expect(testCase)
    }

    /// The comparison is not silent: yad and curtain alike print each field's value on its own line (the label's
    /// empty, the number with its two digits), and the command button's command runs before Yes.
    @Test func theFormsValuesAndTheButtonsCommandArePrinted() throws {
        let form = try #require(Self.cases.first { $0.name.hasPrefix("pi-apps-better-chromium") })
        let values = try fixture.expect(form)
        #expect(values.stdout.hasPrefix("TRUE\nFALSE\n\n1") && values.status == 0, "\(values)")
        let play = try #require(Self.cases.first { $0.name.hasPrefix("idiomind-add-note-confirm") })
        let played = try fixture.expect(play)
        #expect(played.stdout == "play_word hello\n" && played.status == 0, "\(played)")
    }
}
