import CurtainCWayland
import Glibc

@MainActor
extension Array where Element == Argument {
    /// Calls `body` with these arguments as a C `wl_argument` array.
    ///
    /// Strings and arrays are copied into C memory that lives exactly as long as the call: libwayland
    /// serializes them into its buffer before `wl_proxy_marshal_array_flags` returns.
    func withWireArguments<Result>(_ body: (UnsafeMutablePointer<wl_argument>) -> Result) -> Result {
        // On the stack: requests are sent every animation frame, and libwayland copies the arguments.
        withUnsafeTemporaryAllocation(of: wl_argument.self, capacity: Swift.max(count, 1)) { buffer in
            marshal(into: buffer.baseAddress!, body)
        }
    }

    private func marshal<Result>(
        into wire: UnsafeMutablePointer<wl_argument>, _ body: (UnsafeMutablePointer<wl_argument>) -> Result
    ) -> Result {
        var owned: [UnsafeMutableRawPointer] = []
        defer {
            for pointer in owned { free(pointer) }
        }
        for (index, argument) in enumerated() {
            var slot = wl_argument()
            switch argument {
            case .int(let value): slot.i = value
            case .uint(let value): slot.u = value
            case .fixed(let value): slot.f = Fixed.encode(value)
            case .string(let value):
                if let copy = value.flatMap({ strdup($0) }) {
                    owned.append(UnsafeMutableRawPointer(copy))
                    slot.s = UnsafePointer(copy)
                } else {
                    slot.s = nil
                }
            case .object(let proxy): slot.o = proxy?.pointer
            case .newID: slot.o = nil
            case .array(let bytes): slot.a = Self.copy(bytes, into: &owned)
            case .fd(let fd): slot.h = fd
            }
            (wire + index).initialize(to: slot)
        }
        return body(wire)
    }

    /// A malloc'ed `wl_array` holding `bytes`, recorded in `owned` for release.
    private static func copy(_ bytes: [UInt8], into owned: inout [UnsafeMutableRawPointer]) -> UnsafeMutablePointer<wl_array> {
        let raw = malloc(MemoryLayout<wl_array>.size)!
        owned.append(raw)
        let array = raw.bindMemory(to: wl_array.self, capacity: 1)
        let data = malloc(Swift.max(bytes.count, 1))!
        owned.append(data)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { data.copyMemory(from: base, byteCount: bytes.count) }
        }
        array.initialize(to: wl_array(size: bytes.count, alloc: bytes.count, data: data))
        return array
    }
}
