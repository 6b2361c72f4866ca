import Curtain

/// An invalid command line: `curtain` prints ``description`` as one stderr line and exits 2.
///
/// Every parser in this module throws only this type (typed `throws(UsageError)`), so no
/// invocation can end in a stack trace. User-supplied text quoted in a message goes through
/// ``quoted(_:)``, which escapes control characters: the message stays on one line whatever
/// the user typed.
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, without the `curtain: ` prefix; never contains a line break.
    let message: String

    /// Creates an error from a message; line breaks in it are escaped defensively.
    init(_ message: String) {
        self.message = UsageError.singleLine(message)
    }

    /// The line printed on stderr: `curtain: <message>`.
    var description: String { "curtain: \(message)" }
}

// MARK: - Common messages

extension UsageError {
    /// An option this command does not know, with a suggestion when one is close.
    static func unknownOption(_ name: String, known: [String]) -> UsageError {
        if let suggestion = closestMatch(to: name, in: known) {
            return UsageError(localized("unknown option %s (did you mean %s?)", quoted(name), suggestion))
        }
        return UsageError(localized("unknown option %s", quoted(name)))
    }

    /// A positional argument where none is accepted.
    static func unexpectedArgument(_ argument: String) -> UsageError {
        UsageError(localized("unexpected argument %s; options start with --", quoted(argument)))
    }

    /// An option's value is not one of a fixed set of words.
    static func invalidChoice(_ option: String, _ value: String, choices: [String]) -> UsageError {
        UsageError(localized("%s must be one of %s, got %s", option, choices.joined(separator: ", "), quoted(value)))
    }

    /// Quotes user text for a message: single quotes, control and bidi characters escaped, long text cut.
    static func quoted(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == 80 {
                result += "…"
                break
            }
            count += 1
            if let escape = scalar.shortEscape {
                result += escape
                continue
            }
            switch scalar {
            case "'": result += "\\'"
            default:
                // C0 and C1 controls (a terminal takes U+009B as an escape sequence's start), line and
                // paragraph separators, and bidi controls that would reorder the rest of the line.
                let category = scalar.properties.generalCategory
                if category == .control || category == .lineSeparator || category == .paragraphSeparator
                    || scalar.properties.isBidiControl
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return "'\(result)'"
    }

    private static func singleLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The known option nearest to `name` by edit distance, if it is plausibly a typo.
    private static func closestMatch(to name: String, in known: [String]) -> String? {
        let target = Array(name.unicodeScalars.prefix(64))
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(target, Array(candidate.unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, target.count / 4) else { return nil }
        return best.name
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
