import CurtainCWayland

/// One request argument on its way to the wire, as generated code passes it to `Proxy.send` or `Proxy.create`.
public enum Argument {
    /// An `int`.
    case int(Int32)
    /// A `uint`, or an enum's raw value.
    case uint(UInt32)
    /// A `fixed`: 24.8 fixed point on the wire.
    case fixed(Double)
    /// A `string`; `nil` only where the protocol allows null.
    case string(String?)
    /// An `object`; `nil` only where the protocol allows null.
    case object(Proxy?)
    /// The slot of the object a request creates; the runtime fills it in.
    case newID
    /// An `array` of raw bytes.
    case array([UInt8])
    /// An `fd`; libwayland duplicates it, the caller keeps its own.
    case fd(Int32)
}

/// 24.8 fixed-point conversions, rounding to the nearest 1/256.
enum Fixed {
    static func encode(_ value: Double) -> Int32 {
        Int32(clamping: Int64((value * 256).rounded()))
    }

    static func decode(_ raw: Int32) -> Double {
        Double(raw) / 256
    }
}

extension Argument {
    @MainActor
    /// Whether libwayland may see this argument: anything but an inert or disconnected object.
    var isLive: Bool {
        if case .object(let proxy?) = self { return proxy.isLive }
        return true
    }
}
