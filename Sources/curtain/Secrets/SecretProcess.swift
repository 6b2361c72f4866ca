import CurtainCProcessControl
import Curtain

/// What `curtain` does first in every mode that asks for a secret (pinentry, askpass, and zenity's password modes),
/// before it reads a command, connects or shows a window: the process becomes undumpable for the rest of its life,
/// and a secret's memory that cannot be locked is reported once on stderr.
///
/// Undumpable (`prctl(PR_SET_DUMPABLE, 0)`): no core dump, and no other process of the same user can attach with
/// ptrace or open `/proc/PID/mem`; `/proc/PID` belongs to root. From the start, so that a debugger or a memory
/// handle opened before the first prompt cannot keep working, and to the end, so that nothing the prompts left on
/// the heap (what libraries copied) becomes readable once a secret is sent. Root, and the kernel, still can.
///
/// Locked memory (``SecretBuffer``) keeps a password out of swap. Where `RLIMIT_MEMLOCK` refuses it, the prompt
/// still works and says so once, as GnuPG's pinentry says "Warning: using insecure memory!".
@MainActor enum SecretProcess {
    /// The line printed once when a secret's memory could not be locked.
    static let insecureMemoryWarning = "curtain: Warning: using insecure memory!\n"

    /// Whether the warning has been printed.
    private static var hasWarned = false

    /// Makes the process undumpable for good and watches for memory that cannot be locked: a first locked page is
    /// tried at once, so that the warning comes at start-up, as pinentry's does.
    static func protect() {
        curtain_set_dumpable(0)
        SecretBuffer.lockFailureHandler = { warnOnce() }
        _ = SecretBuffer()
    }

    private static func warnOnce() {
        guard !hasWarned else { return }
        hasWarned = true
        StandardStream.error.write(insecureMemoryWarning)
    }
}

extension Invocation {
    /// Whether this mode asks for a secret, so the process is protected before it starts (``SecretProcess``):
    /// pinentry, askpass, the polkit agent, a form with a password field (`--password`, `--forms --add-password`), a hidden entry
    /// (`--entry --hide-text`, `alert --secure`, yad's `--entry --hide-text`).
    var asksForSecret: Bool {
        switch self {
        case .pinentry, .askpass, .polkitAgent: true
        case .form(let request): request.fields.contains { $0.kind == .password }
        case .zenity(let request): request.alert.entry?.isSecure == true
        case .alert(let request): request.entry?.isSecure == true
        case .yad(.message(let request)): request.alert.entry?.isSecure == true
        case .yad(.form(let request)): request.form.fields.contains { $0.kind == .password }
        default: false
        }
    }
}
