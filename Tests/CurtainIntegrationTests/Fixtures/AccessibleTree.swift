import Testing

/// Queries over the JSON tree that `scripts/atspi-probe` prints.
enum AccessibleTree {
    typealias Node = [String: Any]

    static func children(_ node: Node) -> [Node] { node["children"] as? [Node] ?? [] }

    static func states(_ node: Node) -> Set<String> { Set(node["states"] as? [String] ?? []) }

    /// Every node under `node` (itself included), depth first, that satisfies `predicate`.
    static func all(in node: Node, where predicate: (Node) -> Bool) -> [Node] {
        (predicate(node) ? [node] : []) + children(node).flatMap { all(in: $0, where: predicate) }
    }

    static func first(in node: Node, where predicate: (Node) -> Bool) -> Node? {
        all(in: node, where: predicate).first
    }
}

/// The facts a screen reader user relies on in a dialog, from one probe: the dialog's name, the texts read out,
/// and the buttons that can be clicked (focusable ones: GTK's header-bar Close is not, and Curtain has none).
struct HeardDialog: Equatable {
    /// The dialog's name: its title.
    var dialog: String
    /// The labels' texts.
    var labels: Set<String>
    /// The buttons, sorted.
    var buttons: [String]

    /// Reads the first alert or dialog of a probe's tree.
    init(_ probe: [String: Any]) throws {
        let tree = try #require(probe["tree"] as? [String: Any], "\(probe)")
        let dialog = try #require(AccessibleTree.first(in: tree) { ["alert", "dialog"].contains($0["role"] as? String) })
        self.dialog = dialog["name"] as? String ?? ""
        labels = Set(
            AccessibleTree.all(in: dialog) { $0["role"] as? String == "label" }
                .compactMap { $0["name"] as? String }.filter { !$0.isEmpty })
        buttons = AccessibleTree.all(in: dialog) {
            $0["role"] as? String == "push button" && ($0["actions"] as? [String]) == ["click"]
                && AccessibleTree.states($0).contains("focusable")
        }.compactMap { $0["name"] as? String }.sorted()
    }
}
