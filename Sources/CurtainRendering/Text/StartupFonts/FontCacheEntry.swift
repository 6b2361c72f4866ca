import CurtainCPango

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What fontconfig's full configuration resolved for the fonts a first frame asked for, with what it depends on.
///
/// Loading fontconfig's configuration (parsing every file in `/etc/fonts/conf.d`, reading the font caches) and
/// sorting every installed font for the first font request are most of the time before a first frame can be laid
/// out. An entry remembers the answer: for each request, the font file, its family and the rendering settings
/// (hinting, antialiasing, subpixel order, synthetic emboldening) the full configuration gave it. From it,
/// ``makeConfiguration()`` builds a configuration holding just those files, with aliases and rules that make
/// fontconfig give the same answers, in a fifth of a millisecond: it reads the fonts from fontconfig's own cache
/// of their folders, as the full configuration does, instead of opening each file to list its characters.
///
/// An entry holds no text: only font requests (a family list and a weight), files and settings. It is valid while
/// every file it depends on (fontconfig's configuration files and folders, the font folders and the font files
/// themselves, and the user's configuration paths that did not exist) is unchanged, and while fontconfig's
/// version and the environment variables that steer it are the same (``isCurrent(environment:)``).
package struct FontCacheEntry: Equatable, Sendable {
    /// A font request as `Font` makes it: a fontconfig family list and a weight.
    package struct Request: Hashable, Sendable, Comparable {
        package var family: String
        package var weight: Int

        package init(family: String, weight: Int) {
            self.family = family
            self.weight = weight
        }

        package static func < (a: Request, b: Request) -> Bool { (a.family, a.weight) < (b.family, b.weight) }
    }

    /// What the full configuration answered for one request.
    package struct Resolution: Equatable, Sendable {
        package var request: Request
        package var file: String
        /// The face in the file (a collection's member, a variable font's instance).
        package var index: Int
        /// The family the font carries, which the request's names are aliased to.
        package var family: String
        /// Rendering settings by fontconfig element name, each an `<int>` or `<bool>` in the configuration.
        package var settings: [Setting]
    }

    /// One rendering setting the full configuration gave a font.
    package struct Setting: Equatable, Sendable {
        package var name: String
        package var value: Int
        package var isBool: Bool
    }

    /// A file the answer depends on, with its modification time and size when the entry was made; `nil` when it did
    /// not exist (a user configuration that would change the answer once created).
    package struct Dependency: Equatable, Sendable {
        package var path: String
        package var stamp: String?
    }

    /// The settings copied from the full configuration's answer: those that change how glyphs look.
    static let settingNames: [(name: String, isBool: Bool)] = [
        ("antialias", true), ("hinting", true), ("hintstyle", false), ("autohint", true), ("rgba", false),
        ("lcdfilter", false), ("embeddedbitmap", true), ("embolden", true),
    ]

    /// The environment variables fontconfig reads, and those that choose the language its answers depend on.
    static let environmentNames = [
        "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LANG",
        "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
    ]

    /// The first line of a cache file; a file starting otherwise is from another version and ignored.
    static let header = "curtain-fonts 2"

    package var version: Int
    package var environment: [String: String]
    package var dependencies: [Dependency]
    /// fontconfig's cache folders in the full configuration, where the fonts' folders were read from.
    package var cacheDirectories: [String]
    package var resolutions: [Resolution]

    /// The environment values an entry is keyed by, read from the process.
    package static func processEnvironment() -> [String: String] {
        var values: [String: String] = [:]
        for name in environmentNames { values[name] = getenv(name).map { String(cString: $0) } ?? "" }
        return values
    }

    /// The modification time and size of `path`, or `nil` when it does not exist.
    static func stamp(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size)"
    }

    /// Whether nothing the entry depends on has changed since it was made.
    package func isCurrent(environment: [String: String]) -> Bool {
        guard version == Int(FcGetVersion()), environment == self.environment else { return false }
        return dependencies.allSatisfy { Self.stamp(of: $0.path) == $0.stamp }
    }
}

// MARK: - Resolving with the full configuration

extension FontCacheEntry {
    /// What `config`, a full configuration, answers for each of `requests`, as Pango asks: the families, the
    /// weight, the context's rendering options, then fontconfig's substitutions.
    ///
    /// - Returns: `nil` when a request has no font or a path cannot be written to the cache (a tab or newline in it).
    package static func resolve(
        _ requests: Set<Request>, in config: OpaquePointer, environment: [String: String]
    ) -> FontCacheEntry? {
        var resolutions: [Resolution] = []
        for request in requests.sorted() {
            guard let resolution = resolve(request, in: config) else { return nil }
            resolutions.append(resolution)
        }
        var paths =
            strings(FcConfigGetConfigFiles(config)) + strings(FcConfigGetConfigDirs(config))
            + strings(FcConfigGetFontDirs(config)) + resolutions.map(\.file)
        // The user's configuration and fonts, which fontconfig reads when they exist: creating one must invalidate.
        let home = environment["HOME"] ?? ""
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        if !home.isEmpty {
            paths += [
                configHome + "/fontconfig", configHome + "/fontconfig/fonts.conf", configHome + "/fontconfig/conf.d",
                dataHome + "/fonts", home + "/.fonts", home + "/.fonts.conf", home + "/.fonts.conf.d",
            ]
        }
        var seen = Set<String>()
        let dependencies = paths.filter { seen.insert($0).inserted }.map { Dependency(path: $0, stamp: stamp(of: $0)) }
        let entry = FontCacheEntry(
            version: Int(FcGetVersion()), environment: environment, dependencies: dependencies,
            cacheDirectories: strings(FcConfigGetCacheDirs(config)), resolutions: resolutions)
        // Written as fields of the file and as XML text; a font file's path is also a glob pattern there.
        let unsafe =
            entry.dependencies.map(\.path) + entry.cacheDirectories + resolutions.flatMap { [$0.request.family, $0.family] }
        let isUnsafe = { (text: String) in text.contains { "\t\n<&".contains($0) } }
        return unsafe.contains(where: isUnsafe) || resolutions.contains { $0.file.contains { "*?[".contains($0) } }
            ? nil : entry
    }

    /// The font `config` matches for one request, with its rendering settings.
    static func resolve(_ request: Request, in config: OpaquePointer) -> Resolution? {
        guard let pattern = pattern(for: request) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        var family: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
            FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let family
        else { return nil }
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        var settings: [Setting] = []
        for (name, isBool) in settingNames {
            var value: Int32 = 0
            let found =
                isBool ? FcPatternGetBool(font, name, 0, &value) : FcPatternGetInteger(font, name, 0, &value)
            if found == FcResultMatch { settings.append(Setting(name: name, value: Int(value), isBool: isBool)) }
        }
        return Resolution(
            request: request, file: String(cString: file), index: Int(index), family: String(cString: family),
            settings: settings)
    }

    /// The pattern Pango makes for a request: each family of the list, the weight and the options every Curtain
    /// context sets (greyscale antialiasing, slight hinting).
    static func pattern(for request: Request) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        for family in request.family.split(separator: ",") {
            let name = family.trimmingSpaces()
            if !name.isEmpty { _ = withFcString(name) { FcPatternAddString(pattern, FC_FAMILY, $0) } }
        }
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(request.weight)))
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL)
        FcPatternAddBool(pattern, FC_ANTIALIAS, FcTrue)
        FcPatternAddInteger(pattern, FC_RGBA, FC_RGBA_NONE)
        FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_SLIGHT)
        return pattern
    }

    private static func strings(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        defer { FcStrListDone(list) }
        var result: [String] = []
        while let next = FcStrListNext(list) { result.append(String(cString: next)) }
        return result
    }
}

// MARK: - The configuration built from an entry

extension FontCacheEntry {
    /// A fontconfig configuration that holds only the entry's font files and answers each request as the full
    /// configuration did: each requested family name is aliased to the family the full configuration chose, and
    /// each font gets the rendering settings it had. The caller owns the returned `FcConfig *`.
    ///
    /// The fonts come from fontconfig's cache of their folders, filtered to the entry's files (`<acceptfont>`), so
    /// no font file is opened; a folder without a current cache is read from its files instead, and a file the
    /// folder no longer lists is added on its own.
    package func makeConfiguration() -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        var xml = "<?xml version=\"1.0\"?>\n<fontconfig>\n"
        for directory in cacheDirectories { xml += "<cachedir>\(directory)</cachedir>\n" }
        var files: [String] = []
        for file in resolutions.map(\.file) where !files.contains(file) { files.append(file) }
        xml += "<selectfont><acceptfont>" + files.map { "<glob>\($0)</glob>" }.joined()
        xml += "</acceptfont><rejectfont><glob>*</glob></rejectfont></selectfont>\n"
        for resolution in resolutions {
            for name in resolution.request.family.split(separator: ",").map({ $0.trimmingSpaces() })
            where !name.isEmpty && name != resolution.family {
                xml += "<alias binding=\"same\"><family>\(name)</family>"
                xml += "<prefer><family>\(resolution.family)</family></prefer></alias>\n"
            }
            guard !resolution.settings.isEmpty else { continue }
            // Only for this request's weight, so that two requests answered by one file keep their own settings.
            xml += "<match target=\"font\"><test name=\"file\"><string>\(resolution.file)</string></test>"
            let weight = FcWeightFromOpenTypeDouble(Double(resolution.request.weight))
            xml += "<test target=\"pattern\" name=\"weight\" compare=\"eq\"><double>\(weight)</double></test>"
            for setting in resolution.settings {
                let value = setting.isBool ? "<bool>\(setting.value != 0)</bool>" : "<int>\(setting.value)</int>"
                xml += "<edit name=\"\(setting.name)\" mode=\"assign\">\(value)</edit>"
            }
            xml += "</match>\n"
        }
        xml += "</fontconfig>\n"
        guard withFcString(xml, { FcConfigParseAndLoadFromMemory(config, $0, FcTrue) }) == FcTrue else {
            FcConfigDestroy(config)
            return nil
        }
        var directories: [String] = []
        for file in files {
            let directory = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ""
            if !directory.isEmpty && !directories.contains(directory) { directories.append(directory) }
        }
        for directory in directories { _ = withFcString(directory) { FcConfigAppFontAddDir(config, $0) } }
        let listed = Set(Self.files(in: config))
        let loaded = files.allSatisfy {
            listed.contains($0) || withFcString($0) { FcConfigAppFontAddFile(config, $0) } == FcTrue
        }
        guard loaded else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The files of the fonts in `config`'s application set.
    static func files(in config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            var file: UnsafeMutablePointer<FcChar8>?
            guard let font = set.pointee.fonts[index], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch,
                let file
            else { return nil }
            return String(cString: file)
        }
    }

    /// Whether every visible character of `texts` is in each of the entry's fonts in `config` (one made by
    /// ``makeConfiguration()``), so that no text of the first frame needs a fallback font the configuration lacks.
    /// Spaces, controls and invisible format characters need no glyph.
    package static func fonts(in config: OpaquePointer, cover texts: [String]) -> Bool {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return false }
        var charsets: [OpaquePointer] = []
        for index in 0..<Int(set.pointee.nfont) {
            var charset: OpaquePointer?
            guard let font = set.pointee.fonts[index], FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch,
                let charset
            else { return false }
            charsets.append(charset)
        }
        guard !charsets.isEmpty else { return false }
        var checked = Set<UInt32>()
        for text in texts {
            for scalar in text.unicodeScalars where checked.insert(scalar.value).inserted {
                switch scalar.properties.generalCategory {
                case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: continue
                default: break
                }
                guard charsets.allSatisfy({ FcCharSetHasChar($0, scalar.value) == FcTrue }) else { return false }
            }
        }
        return true
    }
}

// MARK: - The cache file

extension FontCacheEntry {
    /// The entry as the cache file holds it: a header, then one line per fact, fields separated by tabs.
    package var serialized: String {
        var lines = [Self.header, "version\t\(version)"]
        for name in environment.keys.sorted() { lines.append("env\t\(name)\t\(environment[name] ?? "")") }
        for dependency in dependencies { lines.append("file\t\(dependency.stamp ?? "missing")\t\(dependency.path)") }
        for directory in cacheDirectories { lines.append("cachedir\t\(directory)") }
        for resolution in resolutions {
            let settings = resolution.settings.map { "\($0.name)=\($0.isBool ? "b" : "i")\($0.value)" }
            lines.append(
                ([
                    "font", resolution.request.family, "\(resolution.request.weight)", resolution.file,
                    "\(resolution.index)", resolution.family,
                ] + settings).joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a cache file's text; `nil` when it is not one this version wrote.
    package init?(parsing text: String) {
        let lines = text.split(separator: "\n")
        guard lines.first == Substring(Self.header) else { return nil }
        version = -1
        environment = [:]
        dependencies = []
        cacheDirectories = []
        resolutions = []
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("version", 2):
                guard let value = Int(fields[1]) else { return nil }
                version = value
            case ("env", 3):
                environment[fields[1]] = fields[2]
            case ("cachedir", 2):
                cacheDirectories.append(fields[1])
            case ("file", 3):
                dependencies.append(Dependency(path: fields[2], stamp: fields[1] == "missing" ? nil : fields[1]))
            case ("font", 6...):
                guard let weight = Int(fields[2]), let index = Int(fields[4]) else { return nil }
                var settings: [Setting] = []
                for field in fields.dropFirst(6) {
                    let parts = field.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2, let kind = parts[1].first, let value = Int(parts[1].dropFirst()) else {
                        return nil
                    }
                    settings.append(Setting(name: String(parts[0]), value: value, isBool: kind == "b"))
                }
                resolutions.append(
                    Resolution(
                        request: Request(family: fields[1], weight: weight), file: fields[3], index: index,
                        family: fields[5], settings: settings))
            default:
                return nil
            }
        }
        guard version >= 0, !resolutions.isEmpty else { return nil }
    }
}

/// Calls `body` with `string` as fontconfig's `const FcChar8 *`.
private func withFcString<Result>(_ string: String, _ body: (UnsafePointer<FcChar8>) -> Result) -> Result {
    string.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
}

extension Substring {
    /// Without leading and trailing spaces, as fontconfig reads a family list's names.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
