extension ProgressLine {
    /// Parses one line for a dialog with several bars, as yad 0.40's `--multi-progress` reads it (`src/multi-progress.c`).
    ///
    /// | Line | Meaning |
    /// |------|---------|
    /// | `N:#text` | set bar `N`'s text to `text`, backslash escapes expanded (white space kept) |
    /// | `N:45`, `N:45%`, `N:150` | set bar `N` (`NORM` or `RTL`) to the leading digits, capped at 100 |
    /// | `N:anything` | pulse bar `N` (`PULSE`) |
    /// | `N:start`, `N:stop` | start or stop bar `N`'s pulsing (`PERM`, which ignores percentages) |
    /// | no colon, `N` outside 1...bars, a value not starting with a digit (`N:-5`, `N: 5`) | ignored |
    ///
    /// `N` counts from 1 and is read as C's `atoi` reads it: white space and a sign before the digits, anything after
    /// them (`1 :50` is bar 1).
    ///
    /// - Parameters:
    ///   - line: the line, without its newline.
    ///   - bars: each bar's kind, in order.
    static func parse(_ line: some StringProtocol, bars: [ProgressRequest.Bar.Kind]) -> ProgressLine {
        let bytes = Array(line.utf8)
        let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        let index = cInteger(bytes[..<(colon ?? bytes.endIndex)]) - 1
        guard bars.indices.contains(index), let colon else { return .ignored }
        let value = bytes[(colon + 1)...]
        if value.first == UInt8(ascii: "#") {
            return .text(BackslashEscapes.expand(String(decoding: value.dropFirst(), as: UTF8.self)), bar: index)
        }
        switch bars[index] {
        case .pulse:
            return .pulse(bar: index)
        case .permanent:
            if value.starts(with: "start".utf8) { return .pulsating(true, bar: index) }
            if value.starts(with: "stop".utf8) { return .pulsating(false, bar: index) }
            return .ignored
        case .normal, .rightToLeft:
            guard let first = value.first, isDigit(first) else { return .ignored }
            return .percentage(min(leadingNumber(value), 100), bar: index)
        }
    }

    /// C's `atoi`: leading white space, an optional sign, then digits (saturated far beyond any bar's number).
    private static func cInteger(_ bytes: ArraySlice<UInt8>) -> Int {
        let whiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D]
        var rest = bytes.drop { whiteSpace.contains($0) }
        let isNegative = rest.first == UInt8(ascii: "-")
        if isNegative || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        let magnitude = leadingNumber(rest)
        return isNegative ? -magnitude : magnitude
    }
}
