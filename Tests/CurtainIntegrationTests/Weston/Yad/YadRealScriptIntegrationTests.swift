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
        // Plain entries and two combo boxes; the script's own Skip (1) and OK (0), and --no-escape.
        real(
            "pi-apps-xmrig-config", Source(repository: piApps, location: "apps/XMRig/install:31-40", commit: piAppsCommit),
            [
                "--center", "--no-escape", "--form", "--separator=\\n", "--title=Create miner config",
                "--window-icon=\(piAppsDirectory)/apps/XMRig/icon-64.png", "--button=Skip this setup:1", "--button=OK:0",
                "--field=Name your miner", "raspi", "--field=Wallet address", "", "--field=Mining pool",
                "pool.supportxmr.com:443", "--field=SSL/TLS:CB", "Enabled!Disabled", "--field=Keepalive packets:CB",
                "Enabled!Disabled",
            ],
            [
                ("Tab, type, Return", [tab, .type("44AFFq5k"), enter]),
                ("Escape does nothing, Ctrl+Return", [escape, controlEnter]),
            ]),
        // Two TXT fields (the line break printed as \n), Previous (2) and Next (0); --title and --separator twice.
        real(
            "pi-apps-createapp-description", Source(repository: piApps, location: "createapp:204-213", commit: piAppsCommit),
            piAppsFlags + [
                "--form", "--separator=\\n", "--title=Create App: Step 2", "--width=310", "--height=600",
                "--text=Step 2: Fill in information about <b>Hello</b>.", "--field=Website:", "https://example.org",
                "--field=Description::TXT", "A greeter app.\nSays hello.", "--field=Credits::TXT", "Thanks to nobody",
                "--button=Previous!\(piAppsDirectory)/icons/back.png:2",
                "--button=Next!\(piAppsDirectory)/icons/forward.png:0",
            ], [("Ctrl+Return", [controlEnter]), ("Return in the entry", [enter])]),
        // Read-only fields written "--field=Icon::RO" (the label's own colon), then case 10's fields and buttons.
        real(
            "pi-apps-createapp-readonly",
            Source(repository: piApps, location: "createapp:165,171,180 (used by createapp:204-213)", commit: piAppsCommit),
            piAppsFlags + [
                "--form", "--separator=\\n", "--title=Create App: Step 2", "--width=310", "--height=600",
                "--text=Step 2: Fill in information about <b>Hello</b>.", "--field=Icon::RO", "apps/Hello/icon-64.png",
                "--field=Website:", "https://example.org", "--field=Compatibility::RO", "64bit and 32bit",
                "--field=Description::TXT", "A greeter app.", "--field=Credits::TXT", "Thanks to nobody",
                "--button=Previous!\(piAppsDirectory)/icons/back.png:2",
                "--button=Next!\(piAppsDirectory)/icons/forward.png:0",
            ], [("Ctrl+Return", [controlEnter]), ("type, Return", [.type("x"), enter])]),
        // Labels, an editable combo box, a combo box whose list starts with `!`, a TXT whose label starts with \n,
        // entries; Export (2), Upload (0), Close (4); `|` output.
        real(
            "idiomind-share-form", Source(repository: idiomind, location: "ifs/upld.sh:146-161", commit: idiomindCommit),
            [
                "--form", "--title=Share", "--text=<b>Share what you learn with others!</b>", "--name=Idiomind",
                "--class=Idiomind", "--always-print-result", "--window-icon=\(idiomindDirectory)/images/logo.png",
                "--align=right", "--center", "--width=580", "--height=520", "--borders=18", "--field= :LBL", "",
                "--field=Category:CBE", "Others!Science!Travel!Food", "--field=Skill Level:CB",
                "!Beginner!Intermediate!Advanced", "--field=\\nDescription/Notes:TXT", "Basic words", "--field=Author",
                "robin", "--field=\\t\\t\\t\\t\\t\\tPassword", "", "--field= :LBL", "", "--button=Export:2",
                "--button=Upload:0", "--button=Close:4",
            ],
            [
                ("Ctrl+A, type, Ctrl+Return", [selectAll, .type("Travel"), controlEnter]),
                ("Escape", [escape]),
            ]),
        // FBTN fields with LABEL!ICON!TOOLTIP and a command; a combo box; Reset (2), Cancel (1), Save (0).
        real(
            "pi-apps-settings", Source(repository: piApps, location: "settings:150-163", commit: piAppsCommit),
            [
                "--class", "Pi-Apps-Settings", "--name", "Pi-Apps-Settings", "--center", "--title=Pi-Apps Settings",
                "--width=310", "--height=300", "--form", "--separator=\\n",
                "--window-icon=\(piAppsDirectory)/icons/settings.png", "--columns=2",
                "--field=Categories!\(piAppsDirectory)/icons/categories.png!Does an App belong in Editors instead of Tools? This lets you move it.:FBTN",
                "bash -c '\(piAppsDirectory)/etc/categoryedit 1>&2'",
                "--field=Log files!\(piAppsDirectory)/icons/log-file.png!View past installation logs. Useful for debugging, or to see what you installed yesterday.:FBTN",
                "bash -c '\(piAppsDirectory)/etc/logviewer 1>&2'", "--field=Preferred text editor:CB",
                "Geany!Mousepad!Nano",
                "--button=Reset!\(piAppsDirectory)/icons/backup.png!Reset all settings to their defaults:2",
                "--button=Cancel!\(piAppsDirectory)/icons/exit.png:1", "--button=Save!\(piAppsDirectory)/icons/check.png:0",
            ], [("Ctrl+Return", [controlEnter]), ("Escape", [escape])]),
        // FL with an empty label and a path that does not exist; one button without an id (0).
        real(
            "pi-apps-createapp-icon", Source(repository: piApps, location: "createapp:238-240", commit: piAppsCommit),
            piAppsFlags + [
                "--form", "--title=Icon for Hello", "--width=310", "--height=400",
                "--text=Please choose an icon for the Hello app:", "--field=:FL", "\(scratch)/keiucheuchkoec",
                "--button=OK",
            ], [("Ctrl+Return", [controlEnter]), ("Escape", [escape])]),
        // A label, an entry with LABEL!TOOLTIP, FL with --file-filter; --f1-action (yad 0.40 ignores it).
        real(
            "stl-add-custom-proton", Source(repository: stl, location: "steamtinkerlaunch:4876-4883", commit: stlCommit),
            [
                "--f1-action=bash -c OpenWiki", "--window-icon=\(stlIcon)", "--form", "--center", "--on-top",
                "--undecorated", "--title=SteamTinkerLaunch-AddCustomProton",
                "--text=<span font_size='larger' font_weight='bold'>Select custom Proton binary to add</span>",
                "--field= :LBL", " ",
                "--field=Proton version name!Optional Proton version name used as identifier for the selected Proton path",
                "Proton-", "--field=Custom Proton binary:FL", "proton",
                "--file-filter=Executables Proton files (proton)| proton", "--center",
            ], [("End, type, Return", [.key(.end), .type("GE-9-5"), enter]), ("Escape", [escape])]),
        // A radio list without headers, print column 2, rows from stdin, an icon-first button !ICON!LABEL:0.
        real(
            "pi-apps-downgrade-chromium",
            Source(repository: piApps, location: "apps/Downgrade Chromium/install:43-47", commit: piAppsCommit),
            [
                "--center", "--title=Choose Chromium version", "--height=290", "--no-headers",
                "--text=  Which Chromium version to install today?  ", "--radiolist", "--list", "--column=Tick",
                "--column=version", "--separator=\\n", "--print-column=2",
                "--window-icon=\(piAppsDirectory)/apps/Downgrade Chromium/icon-64.png",
                "--button=!\(piAppsDirectory)/icons/check.png!OK:0",
            ], input: "false\nChromium version 126\nfalse\nChromium version 128\nfalse\nChromium version 130\n",
            [("Down, Space, Ctrl+Return", [down, space, controlEnter]), ("Escape", [escape])]),
        // A check list of lowercase typed columns (:chk :img :tip), a hidden tooltip column, print column 3.
        real(
            "pi-apps-multi-install", Source(repository: piApps, location: "api:3660-3665", commit: piAppsCommit),
            piAppsFlags + [
                "--window-icon=\(piAppsDirectory)/icons/settings.png", "--list", "--checklist", "--width=300",
                "--height=500", "--hide-column=4", "--print-column=3", "--tooltip-column=4", "--no-headers",
                "--text=Install everything you want!\nNote: apps that are already installed are not shown.",
                "--column=:chk", "--column=:img", "--column=name", "--column=:tip",
                "--button=Cancel!\(piAppsDirectory)/icons/exit.png:1",
                "--button=Install selected!\(piAppsDirectory)/icons/install.png:0",
            ],
            input: "FALSE\n\(piAppsDirectory)/apps/Arduino/icon-24.png\nArduino\nElectronics prototyping IDE\n"
                + "FALSE\n\(piAppsDirectory)/apps/Zoom/icon-24.png\nZoom\nVideo calls &amp; meetings\n",
            [("Escape", [escape])]),
        // An editable list, --multiple, --print-all with `|`, an :IMG column, four buttons with tooltips.
        real(
            "pi-apps-category-editor", Source(repository: piApps, location: "etc/categoryedit:119-126", commit: piAppsCommit),
            [
                "--class", "Pi-Apps-Settings", "--name", "Pi-Apps-Settings", "--center", "--title=Category editor",
                "--height=400", "--list", "--text=Changes saved to: ~/pi-apps/data/category-overrides", "--editable",
                "--editable-cols=3", "--multiple", "--dclick-action=true", "--print-all", "--separator=|",
                "--window-icon=\(piAppsDirectory)/icons/settings.png", "--column=:IMG", "--column=Name",
                "--column=Category:TEXT",
                "--button=Reset!\(piAppsDirectory)/icons/backup.png!Removes all category overrides.:4",
                "--button=All!\(piAppsDirectory)/icons/trash.png!Clears categories so all apps are in one list.:2",
                "--button=Cancel!\(piAppsDirectory)/icons/exit.png!Don't save any changes.:1",
                "--button=Save!\(piAppsDirectory)/icons/check.png:0",
            ],
            input: "\(piAppsDirectory)/apps/Arduino/icon-24.png\nArduino\nEngineering\n"
                + "\(piAppsDirectory)/apps/Zoom/icon-24.png\nZoom\nInternet\n",
            [("Ctrl+Return", [controlEnter]), ("Escape", [escape])]),
        // A check list whose check values are empty lines, markup in the cells, one button "  Close  ":0.
        real(
            "idiomind-add-words-checklist",
            Source(repository: idiomind, location: "ifs/mods/add/add.sh:721-728", commit: idiomindCommit),
            [
                "--list", "--checklist", "--title=Add words", "--name=Idiomind", "--class=Idiomind",
                "--window-icon=\(idiomindDirectory)/images/logo.png", "--mouse", "--on-top", "--no-headers",
                "--text-align=right", "--buttons-layout=end", "--width=380", "--height=260", "--borders=10",
                "--column= ", "--column=Select", "--button=  Close  :0",
            ],
            input: "\n<span font_desc='Droid Sans 12'>journey</span>\n\n<span font_desc='Droid Sans 12'>luggage</span>\n",
            [("Escape", [escape])]),
        // Two :CHK columns, --print-all with `;`, CANCEL is 0 and SELECT 2.
        real(
            "stl-wine-debug-channels", Source(repository: stl, location: "steamtinkerlaunch:14369-14370", commit: stlCommit),
            [
                "--f1-action=bash -c OpenWiki", "--image", "\(scratch)/steamgriddb/header/620.jpg", "--image-on-top",
                "--window-icon=\(stlIcon)", "--center", "--undecorated", "--list", "--checklist", "--column=-:CHK",
                "--column=+:CHK", "--column=Wine debug channels", "--separator=;", "--print-all",
                "--text=<span font_size='larger' font_weight='bold'>Select Wine debug channels for Portal 2 (620)</span>",
                "--title=SteamTinkerLaunch-WineDebugChannels", "--button=CANCEL:0", "--button=SELECT:2", "--center",
            ], input: "FALSE\nFALSE\nd3d\nTRUE\nFALSE\nfixme\nFALSE\nFALSE\nseh\n",
            [("Down, Down, Space, Tab, Tab, Return", [down, down, space, tab, tab, enter]), ("Escape", [escape])]),
        // A log from stdin, --tail, --maximized, one Close button without an id.
        real(
            "pi-apps-view-file", Source(repository: piApps, location: "api:3319-3322", commit: piAppsCommit),
            [
                "--center", "--window-icon=\(piAppsDirectory)/icons/logo.png", "--title=Viewing file",
                "--text=File location: <b>\(piAppsDirectory)/logs/install-Zoom.log</b>", "--text-info", "--tail",
                "--maximized", "--button=Close",
            ], input: (1...300).map { "log line \($0)\n" }.joined(),
            [("Ctrl+Return", [controlEnter]), ("Tab, Return", [tab, enter])]),
        // Wrapped text with a link, an image on top, Install (0) and Back (2).
        real(
            "pi-apps-app-details", Source(repository: piApps, location: "gui:426-431", commit: piAppsCommit),
            piAppsFlags + [
                "--text-info", "--fontname=12", "--wrap", "--show-uri", "--text=- Website: https://zoom.us",
                "--image=\(piAppsDirectory)/apps/Zoom/icon-64.png", "--image-on-top", "--title=Details of Zoom",
                "--window-icon=\(piAppsDirectory)/icons/logo.png", "--center", "--skip-taskbar",
                "--button=Install!\(piAppsDirectory)/icons/install.png:0",
                "--button=Back!\(piAppsDirectory)/icons/back.png:2",
            ], input: "Video conferencing client. See https://zoom.us for details.\n",
            [("Tab, Tab, Return", [tab, tab, enter]), ("Ctrl+Return", [controlEnter])]),
        // An editable text with blank lines between the sentences; Cancel (1) and gtk-apply!Apply (0).
        real(
            "idiomind-edit-text", Source(repository: idiomind, location: "ifs/mods/add/add.sh:764-774", commit: idiomindCommit),
            [
                "--text-info", "--title=Edit", "--name=Idiomind", "--class=Idiomind",
                "--gtkrc=\(idiomindDirectory)/default/gtkrc.cfg", "--editable",
                "--window-icon=\(idiomindDirectory)/images/logo.png", "--wrap", "--margins=20", "--fontname=vendana 11",
                "--skip-taskbar", "--center", "--on-top", "--width=700", "--height=450", "--borders=5",
                "--button=Cancel:1", "--button=gtk-apply!Apply:0",
            ], input: "\nThe cat sat on the mat.\n\nI like green tea.\n",
            [
                ("Ctrl+End, type, Ctrl+Return", [.key(.end, holding: [.leftControl]), .type(" Really."), controlEnter]),
                ("Escape", [escape]),
            ]),
        // A volume slider with --no-buttons and a --geometry with a position.
        real(
            "hyprland-setup-volume-scale",
            Source(
                repository: "abhinav0411/Hyprland-Setup", location: "waybar/scripts/volume-menu.sh:7-14",
                commit: "1be6100d75a61de9cb4ca0fceb4dba45caf02baa"),
            [
                "--scale", "--value=40", "--min-value=0", "--max-value=100", "--step=1", "--title=Volume",
                "--undecorated", "--skip-taskbar", "--no-buttons", "--geometry=200x50+1600+30",
            ],
            [("Escape", [escape])]),
        // A vertical slider, --value as its own word, --button gtk-ok:0 as two words, --geometry=x300.
        real(
            "illation-volume-scale-vertical",
            Source(
                repository: "Illation/dotfiles", location: ".bin/app_volume.sh:10",
                commit: "7cac5842ea27d045b7901d7e545bf9a8833c14cb"),
            [
                "--text=Volume", "--text-align=center", "--scale", "--value", "60", "--vertical", "--button",
                "gtk-ok:0", "--geometry=x300", "--class", "YADWIN", "--undecorated",
            ], [("Tab, Return", [tab, enter])]),
        // A calendar popup with --no-buttons and the script's joined argument --posy=30--title=calendar.
        real(
            "yottaphy-calendar-popup",
            Source(
                repository: "Yottaphy/dotfiles", location: "polybar/calendar.sh:9-10",
                commit: "2e496630f2ee366eeadc64cb94a41110f72f7e5f"),
            [
                "--calendar", "--show-weeks", "--fixed", "--close-on-unfocus", "--no-buttons", "--posx=835",
                "--posy=30--title=calendar", "--borders=0",
            ], [("Escape", [escape]), ("Ctrl+Return", [controlEnter])]),
        // A colour picker with lowercase ok (0) and cancel (1).
        real(
            "aliases-color-picker",
            Source(repository: "wulfalpha/Aliases", location: "colors.sh:4", commit: "6a6cf7a63c991969aacae400079f6d4d9c3fcba6"),
            ["--color", "--init-color=#FFFFFF", "--title=Pick a Color", "--button=ok:0", "--button=cancel:1"],
            [("Ctrl+Return", [controlEnter]), ("Escape", [escape])]),
        // .desktop files read from a directory, --compact --single-click --sort-by-name, and --keep-icon-size
        // (yad 7+; yad 0.40 ignores it). The directory needs 620.desktop (Name=Portal 2) and 70.desktop (Name=Half-Life)
        // made by the suite's init, as `\(scratch)/desktopfiles/installed`.
        real(
            "stl-game-launcher", Source(repository: stl, location: "steamtinkerlaunch:2131", commit: stlCommit),
            [
                "--f1-action=bash -c OpenWiki", "--icons", "--window-icon=\(stlIcon)",
                "--read-dir=\(scratch)/desktopfiles/installed", "--undecorated", "--title=SteamTinkerLaunch-GameLauncher",
                "--single-click", "--keep-icon-size", "--center", "--compact", "--sort-by-name", "--center",
            ], [("Escape", [escape]), ("Ctrl+Return", [controlEnter])]),
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

    /// Makes the scratch directory, with idiomind's `play.sh`, which prints what it was asked to play, and the
    /// .desktop files of steamtinkerlaunch's game launcher.
    init() throws {
        fixture = try CommandFixture()
        try FileManager.default.createDirectory(atPath: Self.idiomindDirectory, withIntermediateDirectories: true)
        let play = Self.idiomindDirectory + "/play.sh"
        try "#!/bin/sh\necho \"$@\"\n".write(toFile: play, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: play)
        // steamtinkerlaunch's game launcher reads the .desktop files of the installed games.
        let installed = Self.scratch + "/desktopfiles/installed"
        try FileManager.default.createDirectory(atPath: installed, withIntermediateDirectories: true)
        for (id, name) in [("620", "Portal 2"), ("70", "Half-Life")] {
            try "[Desktop Entry]\nType=Application\nName=\(name)\nExec=true\n"
                .write(toFile: "\(installed)/\(id).desktop", atomically: true, encoding: .utf8)
        }
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
