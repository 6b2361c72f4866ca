import CurtainDBus

/// How the file chooser ended.
public enum FileChooserResult: Sendable, Equatable {
    /// The user chose these, as URIs (`file:///home/me/a.png`), in the chooser's order.
    case chosen([String])
    /// The user cancelled (portal response 1).
    case cancelled
    /// The chooser ended some other way, such as its window being closed by the desktop (portal response 2).
    case ended

    /// The local paths of the chosen `file://` URIs, percent-decoded; URIs of other schemes are left out, as
    /// zenity leaves out what has no local file name.
    public var paths: [String] {
        guard case .chosen(let uris) = self else { return [] }
        return uris.compactMap(Self.path(fromFileURI:))
    }

    /// The path of a `file://` URI (with an empty or `localhost` host), percent-decoded; nil for anything else.
    public static func path(fromFileURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = uri.dropFirst("file://".count)
        if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
