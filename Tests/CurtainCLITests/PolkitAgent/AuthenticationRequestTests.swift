import CurtainDBus
import Glibc
import Curtain
import Testing

@testable import curtain

@Suite("curtain polkit-agent: BeginAuthentication's arguments, the identities and the subject")
struct AuthenticationRequestTests {
    static func user(_ id: UInt32) -> DBusValue {
        .structure([.string("unix-user"), .dictionary(["uid": .uint32(id)])])
    }

    static func arguments(identities: [DBusValue]) -> [DBusValue] {
        [
            .string("org.freedesktop.policykit.exec"), .string("Authentication is needed to run `/bin/true' as the super user"),
            .string(""),
            .array(
                elementSignature: "{ss}",
                [
                    .dictionaryEntry(key: .string("program"), value: .string("/bin/true")),
                    .dictionaryEntry(key: .string("command_line"), value: .string("/bin/true")),
                ]),
            .string("cookie-1"), .array(elementSignature: "(sa{sv})", identities),
        ]
    }

    @Test func unixUsersBecomeNamedIdentitiesInPolkitdsOrder() throws {
        let names: [UInt32: String] = [1000: "ann", 1001: "bob"]
        let request = try #require(
            AuthenticationRequest(arguments: Self.arguments(identities: [Self.user(1001), Self.user(1000), Self.user(1001)])) {
                names[$0]
            })
        #expect(request.identities.map(\.name) == ["bob", "ann"], "bob named twice is one choice")
        #expect(request.cookie == "cookie-1" && request.actionID == "org.freedesktop.policykit.exec")
        #expect(request.preferredIdentityIndex(currentUser: 1000) == 1, "the agent's own user first, as polkit-gnome")
        #expect(request.preferredIdentityIndex(currentUser: 0) == 0, "else polkitd's first")
        #expect(
            request.detailLines == ["Action: org.freedesktop.policykit.exec", "command_line: /bin/true", "program: /bin/true"])
    }

    @Test func aRequestWithoutAKnownUserOrWithAnotherSignatureIsRefused() {
        #expect(AuthenticationRequest(arguments: Self.arguments(identities: [Self.user(4242)])) { _ in nil } == nil)
        #expect(AuthenticationRequest(arguments: Array(Self.arguments(identities: [Self.user(0)]).prefix(5))) == nil)
    }

    /// polkitd names a process by id and start time, so that a reused id is another process: field 22 of
    /// `/proc/PID/stat`, counted after the command name, which may hold spaces and parentheses.
    @Test func theStartTimeIsField22CountedAfterTheCommandName() throws {
        let fields = (3...22).map { String($0) }.joined(separator: " ")
        #expect(PolkitSubject.startTime(inStat: "42 (a) b (c) " + fields + " 23 24") == 22)
        #expect(PolkitSubject.startTime(inStat: "42 (short) 3 4") == nil)
        let own = try #require(PolkitSubject.process(getpid()))
        guard case .process(let id, _, let user) = own else { Issue.record("\(own)"); return }
        #expect(id == getpid() && user == getuid())
        #expect(PolkitSubject.process(-1) == nil)
    }

    @Test func theProcessOptionTakesOnlyAPositiveProcessID() throws {
        #expect(try CurtainCommand.parse(["polkit-agent"]) == .polkitAgent(PolkitAgentOptions()))
        #expect(try CurtainCommand.parse(["polkit-agent", "--process", "42"]) == .polkitAgent(PolkitAgentOptions(processID: 42)))
        for bad in ["0", "-3", "x", ""] {
            #expect(throws: UsageError.self) { try CurtainCommand.parse(["polkit-agent", "--process", bad]) }
        }
    }

    /// polkitd's message and the details come from the program that asked: a bidi override in a command line
    /// must not reorder what the user reads, so invisible formatting goes (``PromptText``).
    @Test func thePromptsTextHasNoInvisibleFormatting() throws {
        var arguments = Self.arguments(identities: [Self.user(0)])
        arguments[1] = .string("Run \u{202E}hs.tpircs\u{202C} as the super user")
        let request = try #require(AuthenticationRequest(arguments: arguments) { _ in "root" })
        #expect(PolkitPrompt(request: request, question: "Password: ").heading == "Run hs.tpircs as the super user")
    }

    /// A secure field's text goes from locked memory to locked memory and its copy is wiped; an echoed answer is
    /// taken as typed; no answer leaves the buffer empty.
    @MainActor @Test func theAnswerIsCopiedIntoTheHelpersBufferAndTheFieldsCopyWiped() {
        let typed = SecretBuffer()
        typed.append(contentsOf: "hunter2".utf8)
        let secret = SecretBuffer()
        secret.append(contentsOf: "stale".utf8)
        PolkitPrompt.takeAnswer(.secret(typed), into: secret)
        #expect(secret.withUnsafeBytes { Array($0) } == Array("hunter2".utf8))
        #expect(typed.isEmpty)
        PolkitPrompt.takeAnswer(.text("ann"), into: secret)
        #expect(secret.withUnsafeBytes { Array($0) } == Array("ann".utf8))
        PolkitPrompt.takeAnswer(nil, into: secret)
        #expect(secret.isEmpty)
    }

    /// The error above polkitd's message, PAM's notes under it, and the details only on request: all plain text.
    @Test func thePromptsTextPutsTheErrorFirstAndTheDetailsLast() throws {
        let request = try #require(AuthenticationRequest(arguments: Self.arguments(identities: [Self.user(0)])) { _ in "root" })
        var prompt = PolkitPrompt(request: request, question: "Password: ")
        #expect(prompt.heading == request.message)
        prompt.error = "Authentication failed. Try again."
        prompt.notes = ["Touch your security key"]
        prompt.showsDetails = true
        #expect(
            prompt.heading
                == [
                    "Authentication failed. Try again.", request.message, "Touch your security key",
                    "Action: org.freedesktop.policykit.exec\ncommand_line: /bin/true\nprogram: /bin/true",
                ].joined(separator: "\n\n"))
    }
}
