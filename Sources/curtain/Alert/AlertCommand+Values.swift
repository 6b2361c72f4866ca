import Curtain

/// The values of `curtain alert`'s options that need more than a word list: button labels and
/// roles, timeouts and widths. zenity mode shares the label and width rules.
extension AlertCommand {
    /// Parses `LABEL[:default|cancel|destructive]`.
    ///
    /// Only a known role after the last colon counts as a role, so `Save as: PDF` and `a:b` are
    /// plain labels; a label that itself ends in `:cancel` can be written `Label:cancel:default`.
    static func parseButton(_ value: String) throws(UsageError) -> ButtonSpec {
        var button = ButtonSpec(value)
        if let colon = value.lastIndex(of: ":"),
            let role = AlertAction.Style(rawValue: String(value[value.index(after: colon)...]))
        {
            button = ButtonSpec(String(value[..<colon]), role: role)
        }
        try checkLabel(button.label, option: "--button", original: value)
        return button
    }

    /// Rejects labels that are empty or would break the one-line output.
    static func checkLabel(_ label: String, option: String, original: String) throws(UsageError) {
        if label.allSatisfy(\.isWhitespace) {
            throw UsageError(localized("%s needs a non-empty label, got %s", option, UsageError.quoted(original)))
        }
        if label.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
        }) {
            throw UsageError(
                localized("%s label must be one line without control characters, got %s", option, UsageError.quoted(original)))
        }
    }

    /// At most one cancel button, and no two buttons with the same label.
    static func checkButtons(_ buttons: [ButtonSpec]) throws(UsageError) {
        if buttons.filter({ $0.role == .cancel }).count > 1 {
            throw UsageError(localized("only one --button may have the cancel role"))
        }
        var seen = Set<String>()
        for button in buttons where !seen.insert(button.label).inserted {
            throw UsageError(localized("two buttons are labelled %s; labels must be unique", UsageError.quoted(button.label)))
        }
    }

    /// The longest accepted timeout: one year, far beyond any real dialog but safe to schedule.
    static let maximumTimeoutSeconds = 31_536_000.0

    /// A positive, finite number of seconds, fractions allowed (`2.5`).
    static func parseTimeout(_ value: String, option: String) throws(UsageError) -> Duration {
        guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
            throw UsageError(localized("%s needs a positive number of seconds, got %s", option, UsageError.quoted(value)))
        }
        guard seconds <= maximumTimeoutSeconds else {
            let limit = Int(maximumTimeoutSeconds)
            throw UsageError(
                localizedPlural(
                    "%s must be at most %d second, got %s", "%s must be at most %d seconds, got %s", count: limit, option, limit,
                    UsageError.quoted(value)))
        }
        return .seconds(seconds)
    }

    /// The accepted card widths in logical pixels.
    static let widthRange = 1...16384

    /// A whole number of logical pixels within ``widthRange``.
    static func parseWidth(_ value: String, option: String) throws(UsageError) -> Int {
        guard let width = Int(value), widthRange.contains(width) else {
            throw UsageError(
                localized(
                    "%s needs a whole number of pixels from %d to %d, got %s", option, widthRange.lowerBound,
                    widthRange.upperBound, UsageError.quoted(value)))
        }
        return width
    }
}
