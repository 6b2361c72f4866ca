extension Window {
    /// The view trees shown over this window (presented cards), in the order they appeared.
    package var accessibilityOverlays: [AccessibilityOverlay] {
        attachments[AccessibilityOverlayList.self]?.overlays ?? []
    }

    /// Lists `root`'s views under this window until ``removeAccessibilityOverlay(_:)``; screen readers hear
    /// the children being added (Orca announces an alert that appears).
    package func addAccessibilityOverlay(_ overlay: AccessibilityOverlay) {
        let list = attachments[AccessibilityOverlayList.self] ?? AccessibilityOverlayList()
        attachments[AccessibilityOverlayList.self] = list
        list.overlays.append(overlay)
        overlay.root.accessibilityBridge = application.accessibility
        application.accessibility.overlayDidAppear(overlay, in: self)
    }

    /// Takes `root`'s views out of the tree: they are gone from the window.
    package func removeAccessibilityOverlay(_ root: RootView) {
        guard let list = attachments[AccessibilityOverlayList.self],
            let index = list.overlays.firstIndex(where: { $0.root === root })
        else { return }
        application.accessibility.overlayWillDisappear(list.overlays[index], from: self)
        list.overlays.remove(at: index)
    }
}
