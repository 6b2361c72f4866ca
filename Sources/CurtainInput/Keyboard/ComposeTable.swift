import CurtainCXKBCommon

/// The compose sequences of a locale: which keysym runs (`dead_acute e`, `Multi_key ' e`) type which text.
///
/// Tables come from libX11's locale files (`/usr/share/X11/locale/*/Compose`, Debian package `libx11-data`),
/// overridden by `XCOMPOSEFILE` or `~/.XCompose` as xkbcommon reads them. Load one per process and share it:
///
/// ```swift
/// let table = try ComposeTable.fromEnvironment()
/// let compose = ComposeState(table: table)
/// ```
public final class ComposeTable {
    /// The `struct xkb_compose_table *` this object owns.
    let table: OpaquePointer
    /// The locale the table was loaded for.
    public let locale: String

    /// Loads the compose table of one locale.
    ///
    /// - Parameters:
    ///   - locale: A locale name such as `"en_US.UTF-8"` or `"C"`.
    /// - Throws: ``KeymapError/composeTableMissing(triedLocales:)`` when xkbcommon has no table for it.
    public init(locale: String) throws {
        let context = try Keymap.makeContext()
        defer { xkb_context_unref(context) }
        guard
            let table = locale.withCString({
                xkb_compose_table_new_from_locale(context, $0, XKB_COMPOSE_COMPILE_NO_FLAGS)
            })
        else { throw KeymapError.composeTableMissing(triedLocales: [locale]) }
        self.table = table
        self.locale = locale
    }

    deinit {
        xkb_compose_table_unref(table)
    }

    /// Loads the table for the user's locale, trying each of ``candidateLocales(environment:)`` in order.
    ///
    /// - Parameters:
    ///   - environment: The variables to read; `nil` reads the process environment.
    /// - Returns: The first table that loads.
    /// - Throws: ``KeymapError/composeTableMissing(triedLocales:)`` listing every locale tried.
    public static func fromEnvironment(_ environment: [String: String]? = nil) throws -> ComposeTable {
        let candidates = candidateLocales(environment: environment ?? ProcessEnvironment.current)
        for locale in candidates {
            if let table = try? ComposeTable(locale: locale) { return table }
        }
        throw KeymapError.composeTableMissing(triedLocales: candidates)
    }

    /// The locales to try, best first: the first set of `LC_ALL`, `LC_CTYPE`, `LANG` (the POSIX precedence
    /// for character handling), then `"C"`, then `"en_US.UTF-8"`, without duplicates.
    ///
    /// - Parameters:
    ///   - environment: The variables to read.
    /// - Returns: One to three locale names.
    public static func candidateLocales(environment: [String: String]) -> [String] {
        let user = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        var result: [String] = []
        for locale in [user, "C", "en_US.UTF-8"].compactMap({ $0 }) where !result.contains(locale) {
            result.append(locale)
        }
        return result
    }
}
