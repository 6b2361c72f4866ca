import CurtainDBus
import CurtainDesktop
import CurtainRendering
import CurtainCAtk
import CurtainCAtkShim
import Glibc
internal import Wayland

/// Publishes an ``Application``'s windows and views on the AT-SPI accessibility bus, through ATK and
/// atk-bridge (the library GTK 3, Firefox and LibreOffice hand their ATK objects to).
///
/// Nothing happens until a window has shown its first frame. Then the bridge asks the session bus, on a thread of
/// its own, whether assistive technologies want the tree (`org.a11y.Status` `IsEnabled` or `ScreenReaderEnabled`,
/// which Orca sets: ``AccessibilityStatusMonitor``); only when one says yes does it load the tree into atk-bridge,
/// which registers the application with the accessibility registry, and start running GLib's main context for
/// it (``GLibContextPump``). Until then no GLib main context, GDBus worker or atk-bridge runs in the process.
/// `NO_AT_BRIDGE=1` turns all of it off, as in GTK.
///
/// ATK's root is process-wide: the first application that shows a window owns it.
@MainActor package final class AccessibilityBridge {
    private(set) weak var application: Application?
    /// Whether the tree is published.
    package private(set) var isEnabled = false
    private var isWatching = false
    /// Whether a bridge of this process has started the watch: only the first does, since ATK's root is
    /// process-wide.
    private static var isProcessWatched = false
    private var statusMonitor: AccessibilityStatusMonitor?
    private var statusSource: EventLoopToken?
    private(set) var pump: GLibContextPump?
    private(set) var rootNode: AccessibleNode?
    private var nodes: [ObjectIdentifier: AccessibleNode] = [:]
    /// Item nodes made so far, by container and index.
    private var items: [ItemKey: AccessibleNode] = [:]

    private struct ItemKey: Hashable {
        let container: ObjectIdentifier
        let index: Int
    }

    init(application: Application) {
        self.application = application
    }

    /// Starts the `org.a11y.Status` watch; called once a window has drawn its first frame.
    package func startWatching() {
        guard !isWatching, let application, getenv("NO_AT_BRIDGE") == nil else { return }
        isWatching = true
        guard !Self.isProcessWatched else { return }
        Self.isProcessWatched = true
        guard let monitor = AccessibilityStatusMonitor() else { return }
        statusMonitor = monitor
        statusSource = application.eventLoop.addReadSource(fd: monitor.fileDescriptor) { [weak self] in
            if monitor.takeIsEnabled() { self?.publishTree() }
        }
    }

    isolated deinit {
        statusSource?.cancel()
        statusMonitor?.stop()
    }

    /// An assistive technology wants the tree: publish it. Once published it stays (atk-bridge has no way back
    /// short of exiting), so the watch ends here.
    private func publishTree() {
        statusSource?.cancel()
        statusSource = nil
        statusMonitor?.stop()
        statusMonitor = nil
        guard !isEnabled, let application else { return }
        isEnabled = true
        let root = AccessibleNode(bridge: self, subject: .application, role: .application, interfaces: 0)
        rootNode = root
        let callbacks = UnsafeMutablePointer<CurtainAtkCallbacks>.allocate(capacity: 1)
        callbacks.initialize(to: Self.callbacks)
        curtain_atk_install(callbacks, root.object, "1.0")
        _ = curtain_atk_bridge_start()
        let pump = GLibContextPump(loop: application.eventLoop)
        self.pump = pump
        pump.pump()
    }

    // MARK: - The tree

    /// The node for a window, made on first use.
    func node(for window: Window) -> AccessibleNode {
        node(
            for: window, subject: .window(window), role: .frame,
            interfaces: UInt32(CURTAIN_ATK_COMPONENT | CURTAIN_ATK_WINDOW))
    }

    /// The node for an accessible view, made on first use with the interfaces its kind supports.
    func node(for view: AccessibleView) -> AccessibleNode {
        let element = view.accessibilityElement
        var interfaces = CURTAIN_ATK_COMPONENT
        if element.actionName != nil { interfaces |= CURTAIN_ATK_ACTION }
        if let text = view as? AccessibleText {
            interfaces |= CURTAIN_ATK_TEXT
            if text.offersEditableText { interfaces |= CURTAIN_ATK_EDITABLE_TEXT }
        }
        if view is AccessibleValue { interfaces |= CURTAIN_ATK_VALUE }
        if view is AccessibleSelection { interfaces |= CURTAIN_ATK_SELECTION }
        let node = node(for: view, subject: .view(view), role: element.role, interfaces: UInt32(interfaces))
        if let name = element.actionName { curtain_atk_object_set_action(node.object, name, nil) }
        return node
    }

    /// The node for the item at `index` of `container`, made when first asked for: a list's cells exist as
    /// objects only once an assistive tool reads them.
    func node(forItem index: Int, of container: AccessibleItemContainer) -> AccessibleNode {
        let key = ItemKey(container: ObjectIdentifier(container), index: index)
        if let node = items[key], node.object != nil, node.representedView === container { return node }
        items[key]?.detach()
        let element = container.accessibleItem(at: index)
        var interfaces = CURTAIN_ATK_COMPONENT
        if element.actionName != nil { interfaces |= CURTAIN_ATK_ACTION }
        let node = AccessibleNode(
            bridge: self, subject: .item(container, index), role: element.role,
            interfaces: UInt32(interfaces))
        if let name = element.actionName { curtain_atk_object_set_action(node.object, name, nil) }
        atk_object_set_parent(node.object, self.node(for: container).object)
        items[key] = node
        return node
    }

    private func node(
        for thing: AnyObject, subject: AccessibleNode.Subject, role: AccessibilityRole,
        interfaces: UInt32
    ) -> AccessibleNode {
        let key = ObjectIdentifier(thing)
        if let node = nodes[key], node.object != nil {
            switch node.subject {
            case .window(let window) where window === thing: return node
            case .view(let view) where view === thing: return node
            default: node.detach()  // the address was reused by a new object
            }
        }
        let node = AccessibleNode(bridge: self, subject: subject, role: role, interfaces: interfaces)
        nodes[key] = node
        if let parent = parent(of: node) { atk_object_set_parent(node.object, parent.object) }
        return node
    }

    /// Drops nodes whose window or view is gone.
    func prune() {
        for (key, node) in nodes where node.subject == nil {
            node.detach()
            nodes[key] = nil
        }
        for (key, node) in items where node.subject == nil {
            node.detach()
            items[key] = nil
        }
    }

    /// The children of a window or an ordinary view (not a container: its items are counted, never listed).
    func children(of node: AccessibleNode) -> [AccessibleNode] {
        switch node.subject {
        case .application: (application?.windows ?? []).filter(\.isVisible).map { self.node(for: $0) }
        case .window(let window):
            ([window.rootView] + window.accessibilityOverlays.map(\.root))
                .flatMap(Self.accessibleViews(in:)).map { self.node(for: $0) }
        case .view(let view as AccessibleItemContainer):
            (0..<view.accessibleItemCount).map { self.node(forItem: $0, of: view) }
        case .view(let view): Self.accessibleViews(in: view).map { self.node(for: $0) }
        case .item, nil: []
        }
    }

    /// How many children `node` has; a container's come from its model, without making any.
    func childCount(of node: AccessibleNode) -> Int {
        switch node.subject {
        case .view(let view as AccessibleItemContainer): view.accessibleItemCount
        case .item, nil: 0
        default: children(of: node).count
        }
    }

    /// The child at `index`; a container makes only that one.
    func child(of node: AccessibleNode, at index: Int) -> AccessibleNode? {
        guard index >= 0 else { return nil }
        if case .view(let view as AccessibleItemContainer)? = node.subject {
            return index < view.accessibleItemCount ? self.node(forItem: index, of: view) : nil
        }
        let children = children(of: node)
        return index < children.count ? children[index] : nil
    }

    /// The index of `node` among its parent's children.
    func indexInParent(of node: AccessibleNode) -> Int {
        if let index = node.itemIndex { return index }
        guard let parent = parent(of: node) else { return 0 }
        return children(of: parent).firstIndex { $0 === node } ?? -1
    }

    /// The parent of `node`: the nearest accessible ancestor view, else the window, else the application.
    func parent(of node: AccessibleNode) -> AccessibleNode? {
        switch node.subject {
        case .application, nil: return nil
        case .window: return rootNode
        case .item(let view as AccessibleView, _): return self.node(for: view)
        case .item: return nil
        case .view(let view):
            var ancestor = view.superview
            while let current = ancestor {
                if let accessible = current as? AccessibleView { return self.node(for: accessible) }
                ancestor = current.superview
            }
            return window(showing: view).map { self.node(for: $0) }
        }
    }

    /// The window whose root or overlays hold `view`.
    func window(showing view: View) -> Window? {
        guard let root = view.rootView else { return nil }
        return application?.windows.first { window in
            window.rootView === root || window.accessibilityOverlays.contains { $0.root === root }
        }
    }

    /// The accessible views under `view`, looking through views that are not accessible themselves.
    static func accessibleViews(in view: View) -> [AccessibleView] {
        view.subviews.filter { !$0.isHidden }.flatMap { subview -> [AccessibleView] in
            if let accessible = subview as? AccessibleView { return [accessible] }
            return accessibleViews(in: subview)
        }
    }
}
