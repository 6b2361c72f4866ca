import CurtainDBus

/// A named set of glob patterns a file chooser offers, such as "Images" with `*.png` and `*.jpg`.
///
/// The portal receives one as `(sa(us))`.
public struct FileFilter: Sendable, Equatable {
    /// The name the chooser shows.
    public var name: String
    /// Glob patterns (`*.png`), case-sensitive as the portal's backends treat them.
    public var patterns: [String]

    /// Creates a filter from its name and glob patterns.
    ///
    /// - Parameters:
    ///   - name: The name the chooser shows.
    ///   - patterns: Glob patterns such as `*.png`.
    public init(name: String, patterns: [String]) {
        self.name = name
        self.patterns = patterns
    }

    /// The portal's `(sa(us))`: the name and `(0, glob)` pairs.
    var portalValue: DBusValue {
        .structure([.string(name), .array(elementSignature: "(us)", patterns.map { .structure([.uint32(0), .string($0)]) })])
    }
}
