import CurtainDBus
import Curtain

#if canImport(Glibc)
import Glibc
#endif

/// What polkitd asks the agent in `BeginAuthentication`: who may authenticate, for which action, with which
/// cookie.
///
/// ```text
/// BeginAuthentication(s action_id, s message, s icon_name, a{ss} details, s cookie, a(sa{sv}) identities)
/// ```
struct AuthenticationRequest: Equatable, Sendable {
    /// The action (`org.freedesktop.policykit.exec`), shown with the details.
    var actionID: String
    /// polkitd's sentence, in the locale the agent registered with ("Authentication is needed to run `/bin/true'
    /// as the super user").
    var message: String
    /// The action's details (`program`, `command_line`, `polkit.caller-pid`), shown on request.
    var details: [String: String]
    /// Names this conversation: the helper passes it back to polkitd, and `CancelAuthentication` names it.
    var cookie: String
    /// The users who may authenticate, in polkitd's order: Debian's rule names the members of group `sudo`.
    var identities: [Identity]

    /// A user who may authenticate: a `unix-user` identity, or a member of a `unix-group` one.
    struct Identity: Equatable, Sendable {
        var userID: UInt32
        /// The login name `polkit-agent-helper-1` takes.
        var name: String
    }

    /// Reads the arguments of a `BeginAuthentication` call; nil when they do not have its signature, or name no
    /// user this machine knows.
    ///
    /// - Parameter userName: How a user id becomes a name (`getpwuid`); the members of a group's id
    ///   (`getgrgid`), for a `unix-group` identity.
    init?(
        arguments: [DBusValue],
        userName: (UInt32) -> String? = Self.userName(of:), groupMembers: (UInt32) -> [String] = Self.members(of:)
    ) {
        guard arguments.count == 6, let actionID = arguments[0].stringValue, let message = arguments[1].stringValue,
            let cookie = arguments[4].stringValue, case .array(_, let identityValues) = arguments[5]
        else { return nil }
        self.actionID = actionID
        self.message = message
        self.cookie = cookie
        details = (arguments[3].dictionaryValue ?? [:]).compactMapValues(\.stringValue)
        identities = []
        for case .structure(let fields) in identityValues {
            guard fields.count == 2, let kind = fields[0].stringValue, let properties = fields[1].dictionaryValue else {
                continue
            }
            switch kind {
            case "unix-user":
                guard let id = properties["uid"]?.integerValue, let user = UInt32(exactly: id), let name = userName(user)
                else { continue }
                identities.append(Identity(userID: user, name: name))
            case "unix-group":
                guard let id = properties["gid"]?.integerValue, let group = UInt32(exactly: id) else { continue }
                for name in groupMembers(group) {
                    guard let entry = getpwnam(name) else { continue }
                    identities.append(Identity(userID: entry.pointee.pw_uid, name: name))
                }
            default: continue
            }
        }
        // A user named twice (by a user and a group identity) is one choice.
        var seen = Set<UInt32>()
        identities = identities.filter { seen.insert($0.userID).inserted }
        guard !identities.isEmpty else { return nil }
    }

    /// The identity offered first: the user running the agent when polkitd accepts them, as polkit-gnome
    /// offers, else polkitd's first.
    func preferredIdentityIndex(currentUser: UInt32 = getuid()) -> Int {
        identities.firstIndex { $0.userID == currentUser } ?? 0
    }

    /// The action's id and its details, one `key: value` line each, in a stable order.
    var detailLines: [String] {
        let action = localized("Action:")
        return [action + " " + actionID] + details.keys.sorted().map { "\($0): \(details[$0] ?? "")" }
    }

    /// The login name of `user`, from the password database.
    static func userName(of user: UInt32) -> String? {
        getpwuid(user).map { String(cString: $0.pointee.pw_name) }
    }

    /// The login names a group lists as its members (not those whose primary group it is, as polkitd counts).
    static func members(of group: UInt32) -> [String] {
        guard let entry = getgrgid(group), var member = entry.pointee.gr_mem else { return [] }
        var names: [String] = []
        while let name = member.pointee {
            names.append(String(cString: name))
            member += 1
        }
        return names
    }
}
