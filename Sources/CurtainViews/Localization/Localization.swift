internal import CurtainCGettext
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A gettext text domain: a program's words in the user's language, from the catalogs `msgfmt` compiled.
///
/// The library never calls `setlocale`: the program owns its locale and calls `setlocale(LC_ALL, "")` first thing.
/// Until it does, glibc stays in the C locale and every lookup returns the English text unchanged. Once it has,
/// glibc chooses the catalog from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`, as for any GNU program.
///
/// Each English text must be one string literal, so that `xgettext` extracts it; a program usually wraps its domain
/// in functions of its own name (`xgettext --keyword=localized:1`):
///
/// ```swift
/// let words = TextDomain("checksum")
/// func localized(_ message: String) -> String { words.localized(message) }
/// ```
///
/// Curtain's own words (button titles, accessibility names) are in the domain `curtain`.
public struct TextDomain: Sendable, Hashable {
    /// The domain's name: its catalogs are `<catalogDirectory>/<language>/LC_MESSAGES/<name>.mo`.
    public let name: String
    /// Where the catalogs are.
    public let catalogDirectory: String

    /// The domains bound so far: each is bound once, on its first lookup.
    private static let bound = Mutex(Set<TextDomain>())

    /// A domain whose catalogs are in `catalogDirectory`.
    ///
    /// - Parameters:
    ///   - name: the text domain, the name of the catalogs' `.mo` files.
    ///   - catalogDirectory: where the catalogs are; by default `<directory of the executable>/../share/locale`
    ///     when that directory exists, else `/usr/share/locale`. An installed program in `PREFIX/bin` thus reads
    ///     `PREFIX/share/locale`, and a build tree's binaries in `.build/<triple>/<configuration>/` read
    ///     `.build/<triple>/share/locale`.
    public init(_ name: String, catalogDirectory: String? = nil) {
        self.name = name
        self.catalogDirectory = catalogDirectory ?? Localization.catalogDirectory
    }

    /// `message` in the user's language, or `message` itself when no catalog translates it.
    public func localized(_ message: String) -> String {
        translate(message)
    }

    /// A printf-style `format` in the user's language, with `arguments` substituted: `%s` and `%d` take the next
    /// argument, `%N$s` and `%N$d` the Nth (so a translation may reorder them), `%%` is a percent sign.
    ///
    /// ```swift
    /// words.localized("%s is not a number", text)
    /// ```
    public func localized(_ format: String, _ arguments: any CustomStringConvertible...) -> String {
        localized(format, arguments: arguments)
    }

    /// A printf-style `format` in the user's language, with the array `arguments` substituted (``localized(_:_:)``):
    /// for a function of the program's own that takes variadic arguments and hands them on.
    public func localized(_ format: String, arguments: [any CustomStringConvertible]) -> String {
        Localization.format(translate(format), arguments.map(\.description))
    }

    /// The form of `singular`/`plural` that `count` takes in the user's language (the language's own plural rule),
    /// with `arguments` substituted as ``localized(_:_:)`` does.
    ///
    /// ```swift
    /// words.localizedPlural("%d file", "%d files", count: files.count, files.count)
    /// ```
    public func localizedPlural(
        _ singular: String, _ plural: String, count: Int, _ arguments: any CustomStringConvertible...
    ) -> String {
        localizedPlural(singular, plural, count: count, arguments: arguments)
    }

    /// The form of `singular`/`plural` for `count`, with the array `arguments` substituted
    /// (``localizedPlural(_:_:count:_:)``): for a function of the program's own that hands its arguments on.
    public func localizedPlural(
        _ singular: String, _ plural: String, count: Int, arguments: [any CustomStringConvertible]
    ) -> String {
        Localization.format(translate(singular, plural, count: count), arguments.map(\.description))
    }

    /// `message` in the user's language, or `message` itself.
    package func translate(_ message: String) -> String {
        bind()
        // Untranslated, gettext returns the very pointer it was given: the English, which lives only for this call.
        return message.withCString { english in
            guard let translated = dgettext(name, english), translated != UnsafeMutablePointer(mutating: english) else {
                return message
            }
            return String(cString: translated)
        }
    }

    /// The singular or plural form for `count` in the user's language, arguments not yet substituted.
    package func translate(_ singular: String, _ plural: String, count: Int) -> String {
        bind()
        return singular.withCString { one in
            plural.withCString { many in
                guard let translated = dngettext(name, one, many, UInt(max(0, count))),
                    translated != UnsafeMutablePointer(mutating: one), translated != UnsafeMutablePointer(mutating: many)
                else { return count == 1 ? singular : plural }
                return String(cString: translated)
            }
        }
    }

    /// Binds the domain to its directory on its first lookup (a first lookup pays for it, not the start).
    private func bind() {
        Self.bound.withLock { bound in
            guard bound.insert(self).inserted else { return }
            bindtextdomain(name, catalogDirectory)
            bind_textdomain_codeset(name, "UTF-8")
        }
    }
}

/// Curtain's own words in the user's language: the text domain `curtain` (``TextDomain``).
///
/// Every string a user can see goes through ``localized(_:)`` (or ``localized(_:_:)`` with printf-style arguments,
/// ``localizedPlural(_:_:count:_:)`` for a number): `scripts/update-po` extracts those calls with `xgettext`, so the
/// English text must be a single string literal without interpolation.
package enum Localization {
    /// The gettext text domain: catalogs are `<directory>/<language>/LC_MESSAGES/curtain.mo`.
    package static let domain = "curtain"

    /// Where the catalogs are: `<directory of the executable>/../share/locale` when that directory exists, else
    /// `/usr/share/locale` (``TextDomain/init(_:catalogDirectory:)``); `scripts/compile-po` writes the build tree's.
    package static let catalogDirectory: String = {
        let besideExecutable = executableDirectory().map { $0 + "/../share/locale" }
        if let besideExecutable, isDirectory(besideExecutable) { return besideExecutable }
        return "/usr/share/locale"
    }()

    /// Curtain's own text domain.
    package static let curtain = TextDomain(domain)

    /// Substitutes `arguments` into a printf-style `format`: `%s` and `%d` take the next argument, `%N$s` and `%N$d`
    /// the Nth (so a translation may reorder them), `%%` is a percent sign.
    ///
    /// Only these conversions are needed: every argument arrives already as text. `msgfmt --check` holds each
    /// translation to the English conversions, so a catalog cannot ask for an argument that is not there.
    package static func format(_ format: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var scalars = format.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            var digits = ""
            var rest = scalars
            while let digit = rest.first, ("0"..."9").contains(digit) {
                digits.unicodeScalars.append(digit)
                rest.removeFirst()
            }
            var position: Int?
            if !digits.isEmpty, rest.first == "$", let number = Int(digits), number >= 1 {
                position = number - 1
                rest.removeFirst()
            } else {
                rest = scalars
            }
            switch rest.first {
            case "%" where position == nil:
                result += "%"
            case "s", "d":
                let index = position ?? next
                if position == nil { next += 1 }
                result += arguments.indices.contains(index) ? arguments[index] : ""
            default:
                result += "%"  // not a conversion this formatter knows: shown as written
                continue
            }
            rest.removeFirst()
            scalars = rest
        }
        return result
    }

    private static func executableDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// `message` in the user's language. The English text must be one string literal: `xgettext` extracts it.
///
/// ```swift
/// title = localized("Are you sure you want to proceed?")
/// ```
package func localized(_ message: String) -> String {
    Localization.curtain.translate(message)
}

/// A printf-style `format` (`%s`, `%d`, `%1$s`) in the user's language, with `arguments` substituted.
///
/// ```swift
/// localized("unknown option %s", quoted(name))
/// ```
package func localized(_ format: String, _ arguments: any CustomStringConvertible...) -> String {
    Localization.format(Localization.curtain.translate(format), arguments.map(\.description))
}

/// The form of `singular`/`plural` that `count` takes in the user's language, with `arguments` substituted.
///
/// ```swift
/// localizedPlural("at most %d second", "at most %d seconds", count: limit, limit)
/// ```
package func localizedPlural(
    _ singular: String, _ plural: String, count: Int, _ arguments: any CustomStringConvertible...
) -> String {
    Localization.format(Localization.curtain.translate(singular, plural, count: count), arguments.map(\.description))
}
