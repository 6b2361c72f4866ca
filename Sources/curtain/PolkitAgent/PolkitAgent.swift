import CurtainDBus
import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// The authentication agent on the system bus: the object polkitd calls (`org.freedesktop.PolicyKit1.
/// AuthenticationAgent` at ``objectPath``), registered for one subject, and the loop that asks the user.
///
/// Everything runs on the dialog's event loop, which also watches the bus: a `BeginAuthentication` that arrives
/// while a prompt shows waits in the queue (``AuthenticationQueue``), a `CancelAuthentication` closes the prompt
/// showing or takes its request out of the queue, and each call is answered when its authentication ends: an empty
/// reply once the helper reported SUCCESS (polkitd then knows already), else `org.freedesktop.PolicyKit1.Error.
/// Cancelled` or `.Failed`.
///
/// Only polkitd may call the agent: the bus's own policy allows the authentication agent interface to root and
/// polkitd alone, and calls from any other sender than the authority's owner are refused here too.
@MainActor final class PolkitAgent {
    /// Where the agent's object lives.
    static let objectPath = "/org/curtain/PolicyKit1/AuthenticationAgent"
    static let agentInterface = "org.freedesktop.PolicyKit1.AuthenticationAgent"
    static let authority = (
        name: "org.freedesktop.PolicyKit1", path: "/org/freedesktop/PolicyKit1/Authority",
        interface: "org.freedesktop.PolicyKit1.Authority"
    )
    static let cancelledError = "org.freedesktop.PolicyKit1.Error.Cancelled"
    static let failedError = "org.freedesktop.PolicyKit1.Error.Failed"

    /// Why the agent stopped serving.
    enum Ending: Error {
        /// The system bus went away (or closed the connection).
        case busClosed
    }

    let bus: DBusConnection
    let subject: PolkitSubject
    let application: Application
    private let helperPath: String
    /// A request waiting for its turn, with the call to answer.
    private struct Pending {
        let call: DBusMessage
        let request: AuthenticationRequest
    }
    private var queue = AuthenticationQueue<Pending>()
    /// The request being asked, with the call to answer.
    private var current: (call: DBusMessage, authentication: PolkitAuthentication)?
    /// polkitd's unique name on the bus, the one sender the agent answers.
    private var authorityOwner: String?
    private var isBusClosed = false
    private var watch: LoopToken?
    /// Locked memory for the answers on their way to the helper; while it exists the process is not dumpable, so
    /// from registration on no other process of the user can read the agent's memory.
    private let secret = SecretBuffer()

    init(bus: DBusConnection, subject: PolkitSubject, application: Application, helperPath: String = AgentHelper.defaultPath) {
        self.bus = bus
        self.subject = subject
        self.application = application
        self.helperPath = helperPath
    }

    /// Registers the agent with polkitd for ``subject``, in the user's language (polkitd translates its messages
    /// into it), and follows polkitd's owner, to register again when it restarts.
    ///
    /// - Throws: ``DBusConnectionError`` naming polkitd's refusal (another agent registered for the subject, or
    ///   no polkitd on the bus).
    func register() throws(DBusConnectionError) {
        try bus.addMatch(
            "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.authority.name)'"
        )
        try registerWithAuthority()
    }

    private func registerWithAuthority() throws(DBusConnectionError) {
        authorityOwner = try bus.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "GetNameOwner", arguments: [.string(Self.authority.name)]
        ).first?.stringValue
        let locale = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        try bus.call(
            destination: Self.authority.name, path: Self.authority.path, interface: Self.authority.interface,
            method: "RegisterAuthenticationAgent",
            arguments: [subject.value, .string(locale), .string(Self.objectPath)])
    }

    /// Answers polkitd until the bus goes away.
    ///
    /// - Throws: ``Ending/busClosed`` when the system bus went away; ``DisplayError`` when the compositor did.
    func serve() throws {
        guard let descriptor = bus.fileDescriptor else { throw Ending.busClosed }
        watch = application.addReadSource(fd: descriptor) { [unowned self] in receive() }
        defer { watch?.cancel() }
        // Calls that came while the registration call waited for its reply are already read.
        receive()
        while true {
            try DialogHost.run(application, until: { [unowned self] in !queue.isEmpty || isBusClosed })
            if isBusClosed { throw Ending.busClosed }
            guard let next = queue.dequeue() else { continue }
            let authentication = PolkitAuthentication(
                request: next.request, application: application, secret: secret, helperPath: helperPath)
            current = (next.call, authentication)
            let result = try authentication.run()
            current = nil
            switch result {
            case .authorized: try? bus.reply(to: next.call)
            case .cancelled:
                try? bus.replyError(to: next.call, name: Self.cancelledError, message: "The authentication was cancelled")
            case .failed(let reason):
                StandardStream.error.write("curtain: polkit-agent: \(reason)\n")
                try? bus.replyError(to: next.call, name: Self.failedError, message: reason)
            }
        }
    }

    /// Takes every message that has come, without waiting.
    private func receive() {
        do {
            while let message = try bus.nextMessage(timeout: .zero) { handle(message) }
        } catch {
            closeBus()
        }
    }

    private func closeBus() {
        isBusClosed = true
        watch?.cancel()
        watch = nil
        current?.authentication.withdrawal.withdraw()
    }

    private func handle(_ message: DBusMessage) {
        switch message.kind {
        case .signal:
            if message.isSignal("Disconnected", of: "org.freedesktop.DBus.Local") {
                closeBus()
            } else if message.isSignal("NameOwnerChanged", of: "org.freedesktop.DBus"), message.arguments.count == 3,
                let owner = message.arguments[2].stringValue
            {
                // polkitd restarted: the new one knows no agent. Gone: nothing to register with until it returns.
                authorityOwner = nil
                if !owner.isEmpty { try? registerWithAuthority() }
            }
        case .methodCall:
            guard message.sender != nil, message.sender == authorityOwner else {
                try? bus.replyError(
                    to: message, name: "org.freedesktop.DBus.Error.AccessDenied", message: "only polkitd may call the agent")
                return
            }
            switch (message.interface, message.member) {
            case (Self.agentInterface, "BeginAuthentication"):
                guard let request = AuthenticationRequest(arguments: message.arguments) else {
                    try? bus.replyError(
                        to: message, name: "org.freedesktop.DBus.Error.InvalidArgs", message: "no known user may authenticate")
                    return
                }
                queue.enqueue(Pending(call: message, request: request), cookie: request.cookie)
            case (Self.agentInterface, "CancelAuthentication"):
                let cookie = message.arguments.first?.stringValue ?? ""
                try? bus.reply(to: message)
                if let current, current.authentication.request.cookie == cookie {
                    current.authentication.withdrawal.withdraw()
                } else if let waiting = queue.remove(cookie: cookie) {
                    try? bus.replyError(
                        to: waiting.call, name: Self.cancelledError, message: "polkitd cancelled the authentication")
                }
            default:
                try? bus.replyError(
                    to: message, name: "org.freedesktop.DBus.Error.UnknownMethod",
                    message: "no method \(message.member ?? "") on \(message.interface ?? "")")
            }
        case .methodReturn, .error:
            break
        }
    }
}
