import CurtainRendering
import CurtainCAtk
import CurtainCAtkShim

/// One object in the accessible tree: the application, a window, an accessible view, or one item a view draws
/// itself (a list's cell), with the ATK object that atk-bridge publishes for it.
///
/// The node answers ATK from the live view tree on every call, so nothing goes stale; it only remembers
/// which thing it stands for, weakly.
@MainActor final class AccessibleNode {
    enum Subject {
        case application
        case window(Window)
        case view(View)
        /// The item at an index of an ``AccessibleItemContainer``.
        case item(View, Int)
    }

    /// The published object; its owner pointer is this node, unretained (the bridge keeps the node).
    private(set) var object: UnsafeMutablePointer<AtkObject>!
    private weak var window: Window?
    private weak var view: View?
    private let isApplication: Bool
    /// The item's index in its container, for an item node.
    let itemIndex: Int?
    /// The bridge that made the node; it keeps every node, and is never released once enabled.
    unowned let bridge: AccessibilityBridge

    init(bridge: AccessibilityBridge, subject: Subject, role: AccessibilityRole, interfaces: UInt32) {
        self.bridge = bridge
        isApplication = if case .application = subject { true } else { false }
        switch subject {
        case .application: itemIndex = nil
        case .window(let window): itemIndex = nil; self.window = window
        case .view(let view): itemIndex = nil; self.view = view
        case .item(let view, let index): itemIndex = index; self.view = view
        }
        object = curtain_atk_object_new(Unmanaged.passUnretained(self).toOpaque(), role.atkRole, interfaces)
    }

    /// Stops answering and drops the object; atk-bridge sees it defunct.
    func detach() {
        guard let object else { return }
        curtain_atk_object_detach(object)
        g_object_unref(object)
        self.object = nil
    }

    /// What this node stands for, or nil once it is gone.
    var subject: Subject? {
        if isApplication { return .application }
        if let window { return .window(window) }
        if let view { return itemIndex.map { .item(view, $0) } ?? .view(view) }
        return nil
    }

    var representedView: View? { view }
    var representedWindow: Window? { window }

    /// The node behind an owner pointer handed to C.
    static func from(_ owner: UnsafeMutableRawPointer?) -> AccessibleNode? {
        owner.map { Unmanaged<AccessibleNode>.fromOpaque($0).takeUnretainedValue() }
    }
}
