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
