/// The highest version generated for each interface of one protocol file.
///
/// A global named on the command line (`--max wl_seat=7`) is capped there. Objects created from it
/// (`wl_seat.get_pointer` → `wl_pointer`) share its version, so the cap flows along `new_id` arguments;
/// an interface reachable from several parents takes the highest cap, and one reachable from an uncapped
/// parent, or from none, keeps its XML version.
struct VersionLimits {
    private var supported: [String: UInt32] = [:]

    init(protocol: Protocol, maxima: [String: UInt32]) {
        var parents: [String: Set<String>] = [:]
        for interface in `protocol`.interfaces {
            for message in interface.requests + interface.events {
                for arg in message.args where arg.type == .newID {
                    if let child = arg.interface { parents[child, default: []].insert(interface.name) }
                }
            }
        }
        var caps: [String: UInt32?] = [:]
        func cap(_ name: String, visiting: Set<String>) -> UInt32? {
            if let known = caps[name] { return known }
            if let explicit = maxima[name] { return explicit }
            let from = parents[name, default: []].subtracting(visiting)
            guard !from.isEmpty else { return nil }
            var highest: UInt32 = 0
            for parent in from {
                guard let parentCap = cap(parent, visiting: visiting.union([name])) else { return nil }
                highest = max(highest, parentCap)
            }
            return highest
        }
        for interface in `protocol`.interfaces {
            let limit = cap(interface.name, visiting: [])
            caps[interface.name] = limit
            supported[interface.name] = min(interface.version, limit ?? interface.version)
        }
    }

    /// The version generated for `interface`: everything with a higher `since` is left out.
    func version(of interface: Interface) -> UInt32 {
        supported[interface.name] ?? interface.version
    }
}
