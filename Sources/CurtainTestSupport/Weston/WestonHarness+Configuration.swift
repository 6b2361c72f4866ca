extension WestonHarness {
    /// How to start weston: output size and scale, shell, background and keymap.
    public struct Configuration: Sendable {
        /// The shell module weston loads.
        public enum Shell: String, Sendable {
            /// weston's default desktop: windows placed at a pseudo-random spot that is stable per output and size.
            case desktop = "desktop-shell.so"
            /// One application at a time: a toplevel is asked to fill the output; one that keeps its own size is
            /// centred.
            case kiosk = "kiosk-shell.so"
        }

        /// Output size in logical pixels; the framebuffer (and a screenshot) is `scale` times larger.
        public var width: Int
        public var height: Int
        /// Output scale (`--scale`), fixed for weston's lifetime.
        public var scale: Int
        public var shell: Shell
        /// The desktop background (`[shell] background-color`, no image, no panel), so a screenshot shows windows
        /// against one known colour. Both shells honour it; the desktop shell draws it ~0.1–0.3 s after start
        /// (see `waitForBackground`), the kiosk shell at once.
        public var background: RGBA
        /// The keymap weston starts with (`[keyboard]` RMLVO names); nil: xkbcommon's default (US).
        /// `TestInput.setKeymap` changes it at run time.
        public var keyboardLayout: String?
        public var keyboardVariant: String?
        /// `[core] repaint-window` in milliseconds: 15 gives a frame about every 17 ms.
        public var repaintWindow: Int
        /// How long weston may take to accept a client.
        public var startTimeout: Duration

        public init(
            width: Int = 800,
            height: Int = 600,
            scale: Int = 1,
            shell: Shell = .desktop,
            background: RGBA = RGBA(red: 0x33, green: 0x66, blue: 0x99),
            keyboardLayout: String? = nil,
            keyboardVariant: String? = nil,
            repaintWindow: Int = 15,
            startTimeout: Duration = .seconds(10)
        ) {
            self.width = width
            self.height = height
            self.scale = scale
            self.shell = shell
            self.background = background
            self.keyboardLayout = keyboardLayout
            self.keyboardVariant = keyboardVariant
            self.repaintWindow = repaintWindow
            self.startTimeout = startTimeout
        }

        /// The `weston.ini` the harness writes into weston's private directory.
        var westonINI: String {
            var lines = [
                "[core]",
                "repaint-window=\(repaintWindow)",
                "",
                "[shell]",
                "background-color=0x" + String(background.argb, radix: 16),
                "background-image=",
                "panel-position=none",
                // Otherwise a black fade covers everything until the shell's helper client is ready (~0.5 s).
                "startup-animation=none",
                "",
                // No on-screen keyboard client: text fields would otherwise pop it up.
                "[input-method]",
                "path=",
            ]
            if keyboardLayout != nil || keyboardVariant != nil {
                lines += ["", "[keyboard]"]
                if let keyboardLayout { lines.append("keymap_layout=\(keyboardLayout)") }
                if let keyboardVariant { lines.append("keymap_variant=\(keyboardVariant)") }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
