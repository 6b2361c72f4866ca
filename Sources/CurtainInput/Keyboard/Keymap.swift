import CurtainCXKBCommon
import Glibc

/// A compiled xkb keymap: which keysyms each key produces at each level, and which keys repeat.
///
/// Live, the compositor sends its keymap as a file descriptor in `wl_keyboard.keymap`; tests build one
/// from RMLVO names instead (rules, model, layout, variant, options), which resolve against `xkb-data`:
///
/// ```swift
/// let us = try Keymap(layout: "us")
/// let fr = try Keymap(layout: "fr", variant: "azerty")
/// ```
///
/// A keymap never changes after it is compiled; `KeyboardState` tracks what is pressed and latched on top of it.
package final class Keymap {
    /// The `struct xkb_keymap *` this object owns one reference to.
    let keymap: OpaquePointer

    /// Compiles a keymap from RMLVO names, the way X and most compositors configure keyboards.
    ///
    /// Empty or `nil` names take xkbcommon's defaults (`evdev` rules, `pc105` model, `us` layout) or the
    /// `XKB_DEFAULT_*` environment variables.
    ///
    /// - Parameters:
    ///   - layout: Layout names, comma-separated for several groups: `"us"`, `"de"`, `"us,ru"`.
    ///   - variant: Variants matching `layout`: `"azerty"`, `"nodeadkeys"`.
    ///   - model: The keyboard model, such as `"pc105"`.
    ///   - options: Options such as `"ctrl:nocaps,compose:ralt"`.
    ///   - rules: The rules file, such as `"evdev"`.
    /// - Throws: ``KeymapError/compileFailed(_:)`` when the names do not resolve.
    package init(
        layout: String? = nil, variant: String? = nil, model: String? = nil,
        options: String? = nil, rules: String? = nil
    ) throws {
        let context = try Keymap.makeContext()
        defer { xkb_context_unref(context) }
        let compiled = withOptionalCStrings([rules, model, layout, variant, options]) { names in
            var ruleNames = xkb_rule_names(
                rules: names[0], model: names[1], layout: names[2], variant: names[3], options: names[4])
            return xkb_keymap_new_from_names(context, &ruleNames, XKB_KEYMAP_COMPILE_NO_FLAGS)
        }
        guard let compiled else {
            let described = [
                ("layout", layout), ("variant", variant), ("model", model),
                ("options", options), ("rules", rules),
            ]
            .compactMap { name, value in value.map { "\(name) \"\($0)\"" } }
            throw KeymapError.compileFailed(
                described.isEmpty ? "default names" : "names " + described.joined(separator: ", "))
        }
        keymap = compiled
    }

    /// Compiles a keymap from its text in the `xkb_v1` format, as `xkbcomp` or a compositor writes it.
    ///
    /// - Parameters:
    ///   - text: The whole keymap, starting `xkb_keymap {`.
    /// - Throws: ``KeymapError/compileFailed(_:)`` when the text does not parse.
    package init(text: String) throws {
        let context = try Keymap.makeContext()
        defer { xkb_context_unref(context) }
        let compiled = text.withCString { chars in
            xkb_keymap_new_from_string(context, chars, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
        }
        guard let compiled else { throw KeymapError.compileFailed("keymap text") }
        keymap = compiled
    }

    /// Compiles the keymap the compositor sent in `wl_keyboard.keymap` (format `xkb_v1`), and closes `fd`.
    ///
    /// The fd must be mapped `MAP_PRIVATE`: since `wl_seat` version 7 compositors may hand every client the
    /// same read-only sealed memfd. The text is NUL-terminated within `size`.
    ///
    /// - Parameters:
    ///   - fd: The descriptor from the event; this initializer owns it and closes it on every path.
    ///   - size: The byte size from the event, including the terminating NUL.
    /// - Throws: ``KeymapError/mapFailed(errno:)`` when the fd cannot be mapped,
    ///   ``KeymapError/compileFailed(_:)`` when the text does not parse.
    package init(fd: Int32, size: UInt32) throws {
        defer { close(fd) }
        let context = try Keymap.makeContext()
        defer { xkb_context_unref(context) }
        let length = Int(size)
        guard length > 0 else { throw KeymapError.compileFailed("an empty keymap from the compositor") }
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            throw KeymapError.mapFailed(errno: errno)
        }
        defer { munmap(mapped, length) }
        let chars = mapped.assumingMemoryBound(to: CChar.self)
        // Compile only up to the NUL the protocol promises, never past the mapping if it is missing.
        let textLength = strnlen(chars, length)
        guard
            let compiled = xkb_keymap_new_from_buffer(
                context, chars, textLength, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
        else { throw KeymapError.compileFailed("the compositor's keymap (\(size) bytes)") }
        keymap = compiled
    }

    deinit {
        xkb_keymap_unref(keymap)
    }

    /// Whether holding `key` should repeat, as the keymap's `repeat` flags say (letters do, modifiers do not).
    ///
    /// - Parameters:
    ///   - key: The key to ask about.
    /// - Returns: `true` when key repeat applies to this key.
    package func keyRepeats(_ key: Keycode) -> Bool {
        xkb_keymap_key_repeats(keymap, key.rawValue) != 0
    }

    /// The names of the keymap's layouts (groups), in group order: `["English (US)"]`.
    package var layoutNames: [String] {
        (0..<xkb_keymap_num_layouts(keymap)).map { index in
            xkb_keymap_layout_get_name(keymap, index).map { String(cString: $0) } ?? ""
        }
    }

    /// The text of the keymap in the `xkb_v1` format, suitable for ``init(text:)``.
    package var text: String {
        guard let chars = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else { return "" }
        defer { free(chars) }
        return String(cString: chars)
    }

    /// A fresh context with the default include paths; the keymap keeps its own reference.
    static func makeContext() throws -> OpaquePointer {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { throw KeymapError.contextUnavailable }
        return context
    }
}

/// Runs `body` with C strings for each element of `strings`, `nil` staying `nil`.
private func withOptionalCStrings<Result>(
    _ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> Result
) -> Result {
    func step(_ index: Int, _ accumulated: [UnsafePointer<CChar>?]) -> Result {
        guard index < strings.count else { return body(accumulated) }
        guard let string = strings[index], !string.isEmpty else { return step(index + 1, accumulated + [nil]) }
        return string.withCString { step(index + 1, accumulated + [$0]) }
    }
    return step(0, [])
}
