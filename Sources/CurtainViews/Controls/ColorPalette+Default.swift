import CurtainRendering

/// GTK 3's default palette as Debian 12's GTK 3.24 draws it, the one zenity 3.44's `--show-palette` shows: GNOME's
/// palette, so that a user who knows zenity's dialog finds each colour where it was, under the name GTK gives it.
extension ColorPalette {
    /// Nine columns, each from very light to very dark in five rows: blue, green, yellow, orange, red, purple and
    /// brown, then the light greys from white and the dark greys to black. GTK 3's default palette, with its names.
    public static let defaultRows: [[Swatch]] = {
        let columns: [[(UInt32, String)]] = [
            [
                (0x99c1f1, localized("Very Light Blue")), (0x62a0ea, localized("Light Blue")), (0x3584e4, localized("Blue")),
                (0x1c71d8, localized("Dark Blue")), (0x1a5fb4, localized("Very Dark Blue")),
            ],
            [
                (0x8ff0a4, localized("Very Light Green")), (0x57e389, localized("Light Green")),
                (0x33d17a, localized("Green")), (0x2ec27e, localized("Dark Green")), (0x26a269, localized("Very Dark Green")),
            ],
            [
                (0xf9f06b, localized("Very Light Yellow")), (0xf8e45c, localized("Light Yellow")),
                (0xf6d32d, localized("Yellow")), (0xf5c211, localized("Dark Yellow")),
                (0xe5a50a, localized("Very Dark Yellow")),
            ],
            [
                (0xffbe6f, localized("Very Light Orange")), (0xffa348, localized("Light Orange")),
                (0xff7800, localized("Orange")), (0xe66100, localized("Dark Orange")),
                (0xc64600, localized("Very Dark Orange")),
            ],
            [
                (0xf66151, localized("Very Light Red")), (0xed333b, localized("Light Red")), (0xe01b24, localized("Red")),
                (0xc01c28, localized("Dark Red")), (0xa51d2d, localized("Very Dark Red")),
            ],
            [
                (0xdc8add, localized("Very Light Purple")), (0xc061cb, localized("Light Purple")),
                (0x9141ac, localized("Purple")), (0x813d9c, localized("Dark Purple")),
                (0x613583, localized("Very Dark Purple")),
            ],
            [
                (0xcdab8f, localized("Very Light Brown")), (0xb5835a, localized("Light Brown")),
                (0x986a44, localized("Brown")), (0x865e3c, localized("Dark Brown")), (0x63452c, localized("Very Dark Brown")),
            ],
            [
                (0xffffff, localized("White")), (0xf6f5f4, localized("Light Gray 1")), (0xdeddda, localized("Light Gray 2")),
                (0xc0bfbc, localized("Light Gray 3")), (0x9a9996, localized("Light Gray 4")),
            ],
            [
                (0x77767b, localized("Dark Gray 1")), (0x5e5c64, localized("Dark Gray 2")), (0x3d3846, localized("Dark Gray 3")),
                (0x241f31, localized("Dark Gray 4")), (0x000000, localized("Black")),
            ],
        ]
        // GTK lays each column's shades top to bottom; the grid is kept row by row.
        return (0..<5).map { row in columns.map { Swatch(color: Color(hex: $0[row].0), name: $0[row].1) } }
    }()
}
