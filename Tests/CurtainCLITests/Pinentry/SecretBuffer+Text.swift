import Curtain

extension SecretBuffer {
    /// A buffer holding `text`: a test's secret, which is a `String` in the test anyway.
    convenience init(text: String) {
        self.init()
        append(contentsOf: text.utf8)
    }

    /// The bytes as text, for a test to compare.
    var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
}
