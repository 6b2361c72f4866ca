import Foundation

/// Reads a client's `WAYLAND_DEBUG=client` log (libwayland 1.21) for its surfaces' first buffers.
///
/// libwayland stamps each line `[%10.3f]` with CLOCK_REALTIME in microseconds, truncated to 32 bits, divided by
/// 1000: milliseconds that wrap every 71.6 minutes. Requests are logged as they are marshalled, just before
/// they are sent, e.g.
/// ```
/// [3453275.627]  -> xdg_wm_base@17.get_xdg_surface(new id xdg_surface@19, wl_surface@18)
/// [3453275.638]  -> xdg_surface@19.get_toplevel(new id xdg_toplevel@20)
/// [3453299.254]  -> wl_surface@18.attach(wl_buffer@22, 0, 0)
/// [3453299.324]  -> wl_surface@18.commit()
/// ```
enum WaylandDebugLog {
    /// One surface's first commit with a buffer attached.
    struct FirstFrame: Equatable {
        var surfaceID: UInt32
        /// `xdg_toplevel`, `xdg_popup`, `wl_subsurface` or `layer_surface`.
        var role: String
        /// The line's stamp: CLOCK_REALTIME microseconds modulo 2^32.
        var stampMicros: UInt32

        var isWindow: Bool { role == "xdg_toplevel" || role == "layer_surface" }
    }

    /// The first buffered commit of every surface that has a dialog role, in log order. Role-less surfaces
    /// (cursors) are left out.
    static func firstFrames(in text: Substring) -> [FirstFrame] {
        var surfaceOfXdgSurface: [UInt32: UInt32] = [:]
        var roles: [UInt32: String] = [:]
        var hasBuffer: [UInt32: Bool] = [:]
        var reported: Set<UInt32> = []
        var frames: [FirstFrame] = []
        for line in text.split(separator: "\n") {
            guard let request = Request(line) else { continue }
            switch (request.interface, request.name) {
            case ("xdg_wm_base", "get_xdg_surface"):
                if request.objects.count >= 2 { surfaceOfXdgSurface[request.objects[0]] = request.objects[1] }
            case ("xdg_surface", "get_toplevel"):
                if let surface = surfaceOfXdgSurface[request.id] { roles[surface] = "xdg_toplevel" }
            case ("xdg_surface", "get_popup"):
                if let surface = surfaceOfXdgSurface[request.id] { roles[surface] = "xdg_popup" }
            case ("zwlr_layer_shell_v1", "get_layer_surface"):
                if request.objects.count >= 2 { roles[request.objects[1]] = "layer_surface" }
            case ("wl_subcompositor", "get_subsurface"):
                if request.objects.count >= 2 { roles[request.objects[1]] = "wl_subsurface" }
            case ("wl_surface", "attach"):
                hasBuffer[request.id] = !request.arguments.hasPrefix("nil")
            case ("wl_surface", "commit"):
                let surface = request.id
                if hasBuffer[surface] == true, let role = roles[surface], !reported.contains(surface) {
                    reported.insert(surface)
                    frames.append(FirstFrame(surfaceID: surface, role: role, stampMicros: request.stampMicros))
                }
            default:
                break
            }
        }
        return frames
    }

    /// Microseconds from `startMicros` (CLOCK_REALTIME) to a log stamp, across the 32-bit wrap.
    static func micros(from startMicros: UInt64, to stamp: UInt32) -> UInt32 {
        stamp &- UInt32(truncatingIfNeeded: startMicros)
    }

    /// One logged request: `[stamp]  -> interface@id.name(arguments)`.
    private struct Request {
        var stampMicros: UInt32
        var interface: Substring
        var id: UInt32
        var name: Substring
        var arguments: Substring
        /// The object ids named in the arguments (`new id xdg_surface@19, wl_surface@18` → [19, 18]).
        var objects: [UInt32] {
            arguments.split(separator: ",").compactMap { argument in
                guard let at = argument.lastIndex(of: "@") else { return nil }
                return UInt32(argument[argument.index(after: at)...].prefix { $0.isNumber })
            }
        }

        init?(_ line: Substring) {
            guard line.first == "[", let close = line.firstIndex(of: "]"),
                let stamp = Double(line[line.index(after: line.startIndex)..<close].drop { $0 == " " }),
                let arrow = line.range(of: " -> ")
            else { return nil }
            let message = line[arrow.upperBound...]
            guard let at = message.firstIndex(of: "@"), let dot = message[at...].firstIndex(of: "."),
                let open = message[dot...].firstIndex(of: "("), let id = UInt32(message[message.index(after: at)..<dot])
            else { return nil }
            stampMicros = UInt32(truncatingIfNeeded: Int64((stamp * 1000).rounded()))
            interface = message[..<at]
            self.id = id
            name = message[message.index(after: dot)..<open]
            arguments = message[message.index(after: open)...].dropLast(message.hasSuffix(")") ? 1 : 0)
        }
    }
}
