import Curtain
import Testing
@testable import curtain

/// yad mode's notebook and paned parents and their `--plug` children: their command lines, and the message a child
/// sends its parent. What the window does with keys is compared with yad itself in `YadNotebookIntegrationTests`.
@Suite("curtain yad --notebook, --paned and --plug")
struct YadNotebookTests {
    func dialog(_ arguments: [String]) throws -> YadDialog? {
        guard case .yad(let dialog) = try CurtainCommand.parse(["yad"] + arguments) else { return nil }
        return dialog
    }

    @Test("--notebook: the key, a tab per --tab, their position and borders, the tab shown first, yad's title")
    func notebook() throws {
        let parsed = try dialog([
            "--notebook", "--key=12345", "--tab=One", "--tab=Two", "--tab-pos=BOTTOM", "--tab-borders=5",
            "--active-tab=2", "--text=Settings",
        ])
        guard case .notebook(let request)? = parsed else { return #expect(Bool(false), "\(String(describing: parsed))") }
        #expect(request.key == 12345)
        #expect(request.layout == .notebook(tabs: ["One", "Two"], position: .bottom, borders: 5, active: 2))
        #expect(request.slotCount == 2)
        #expect(request.text == "Settings")
        #expect(request.dialog.title == "YAD")
    }

    @Test("--tab-pos takes GTK's four words in any case; another word leaves the tabs on top, as yad does")
    func tabPositions() {
        #expect(YadNotebookRequest.tabPosition("Left") == .left)
        #expect(YadNotebookRequest.tabPosition("right") == .right)
        #expect(YadNotebookRequest.tabPosition("middle") == nil)
    }

    @Test("--paned: two panes, one above the other unless --orient=hor; the splitter is kept")
    func paned() throws {
        guard case .notebook(let vertical)? = try dialog(["--paned", "--key=7"]) else { return #expect(Bool(false)) }
        #expect(vertical.layout == .paned(axis: .vertical, splitter: nil))
        guard case .notebook(let horizontal)? = try dialog(["--paned", "--key=7", "--orient=horizontal", "--splitter=200"])
        else { return #expect(Bool(false)) }
        #expect(horizontal.layout == .paned(axis: .horizontal, splitter: 200))
        #expect(horizontal.slotCount == 2)
    }

    @Test("a --plug child: its key, tab, the arguments it sends and its dialog; a form and a list can be tabs")
    func plug() throws {
        let arguments = ["--plug=-42", "--tabnum=3", "--form", "--field=Name", "Ann"]
        guard case .plug(let form)? = try dialog(arguments) else { return #expect(Bool(false)) }
        #expect(form.key == -42)
        #expect(form.tabNumber == 3)
        #expect(form.arguments == arguments)
        guard case .form(let request) = form.page else { return #expect(Bool(false)) }
        #expect(request.form.fields.count == 1)
        #expect(!form.page.readsStandardInput)
        guard case .plug(let list)? = try dialog(["--plug=1", "--tabnum=1", "--list", "--column=A"]) else {
            return #expect(Bool(false))
        }
        #expect(list.page.readsStandardInput)
        #expect(throws: UsageError.self) { try CurtainCommand.parse(["yad", "--plug=1", "--tabnum=1", "--scale"]) }
        #expect(throws: UsageError.self) { try CurtainCommand.parse(["yad", "--plug=x", "--form"]) }
    }

    @Test("the child's message: encoded, then decoded whole; a part is incomplete, and other bytes are invalid")
    func message() {
        let message = YadPlugMessage(
            tabNumber: 2, arguments: ["--plug=9", "--tabnum=2", "--list", "--column=Ünïcode"], standardInput: ["a", "", "b"])
        let bytes = message.encoded
        #expect(YadPlugMessage.decode(bytes) == .message(message))
        #expect(YadPlugMessage.decode(Array(bytes.dropLast())) == .incomplete)
        #expect(YadPlugMessage.decode(Array(bytes.prefix(2))) == .incomplete)
        #expect(YadPlugMessage.decode(Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8)) == .invalid)
        #expect(YadPlugMessage.decode(Array("3\nab\0".utf8)) == .invalid)
        let empty = YadPlugMessage(tabNumber: 1, arguments: [])
        #expect(YadPlugMessage.decode(empty.encoded) == .message(empty))
    }

    @Test("the socket is curtain-yad-KEY in the runtime directory, or in /tmp without one")
    func socketPath() {
        #expect(YadPlugMessage.socketPath(key: 5, runtimeDirectory: "/run/user/1000") == "/run/user/1000/curtain-yad-5")
        #expect(YadPlugMessage.socketPath(key: -5, runtimeDirectory: nil) == "/tmp/curtain-yad--5")
        #expect(YadPlugMessage.socketPath(key: 5, runtimeDirectory: "") == "/tmp/curtain-yad-5")
    }
}
