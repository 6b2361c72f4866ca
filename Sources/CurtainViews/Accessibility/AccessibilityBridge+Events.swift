import CurtainRendering
import CurtainCAtk
import CurtainCAtkShim

/// What Curtain tells atk-bridge as it happens; each call is a no-op until the tree is published.
extension AccessibilityBridge {
    /// Keyboard focus moved inside a root (Tab, a click, `grab focus`): `focus:` and `state-changed:focused`.
    package func focusDidChange(from previous: View?, to next: View?) {
        guard isEnabled else { return }
        if let previous = previous as? AccessibleView {
            atk_object_notify_state_change(node(for: previous).object, AtkState(ATK_STATE_FOCUSED.rawValue), 0)
        }
        if let next = next as? AccessibleView { curtain_atk_emit_focus(node(for: next).object) }
        pump?.pumpSoon()
    }

    /// A field's text or caret changed: `text-changed:delete`/`insert` for the span that differs, then
    /// `text-caret-moved`.
    package func textDidChange(in field: AccessibleText, from oldText: String) {
        guard isEnabled else { return }
        let object = node(for: field).object
        let old = Array(oldText.unicodeScalars)
        let new = Array(field.accessibleText.unicodeScalars)
        if old != new {
            var prefix = 0
            while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(old.count, new.count) - prefix,
                old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
            { suffix += 1 }
            let removed = String(String.UnicodeScalarView(old[prefix..<(old.count - suffix)]))
            let inserted = String(String.UnicodeScalarView(new[prefix..<(new.count - suffix)]))
            if !removed.isEmpty {
                curtain_atk_emit_text_removed(object, Int32(prefix), Int32(removed.unicodeScalars.count), removed)
            }
            if !inserted.isEmpty {
                curtain_atk_emit_text_inserted(object, Int32(prefix), Int32(inserted.unicodeScalars.count), inserted)
            }
        }
        curtain_atk_emit_caret_moved(object, Int32(field.accessibleCaret))
        pump?.pumpSoon()
    }

    /// A view's value, selection, state, name or description changed (``AccessibleView/postAccessibilityEvent(_:)``).
    func post(_ event: AccessibilityEvent, for view: AccessibleView) {
        guard isEnabled else { return }
        let object = node(for: view).object
        switch event {
        case .valueChanged: curtain_atk_emit_value_changed(object)
        case .selectionChanged: curtain_atk_emit_selection_changed(object)
        case .stateChanged(let states, let isOn):
            for state in states.atkStates { atk_object_notify_state_change(object, AtkState(state.rawValue), isOn ? 1 : 0) }
        case .nameChanged: curtain_atk_emit_property_changed(object, "accessible-name")
        case .descriptionChanged: curtain_atk_emit_property_changed(object, "accessible-description")
        }
        pump?.pumpSoon()
    }

    /// A card appeared over `window`: `children-changed:add` for each of its accessible views.
    func overlayDidAppear(_ overlay: AccessibilityOverlay, in window: Window) {
        guard isEnabled else { return }
        let windowNode = node(for: window)
        let before = ([window.rootView] + window.accessibilityOverlays.dropLast().map(\.root))
            .flatMap(Self.accessibleViews(in:)).count
        for (offset, view) in Self.accessibleViews(in: overlay.root).enumerated() {
            curtain_atk_emit_children_changed(windowNode.object, 1, Int32(before + offset), node(for: view).object)
        }
        pump?.pumpSoon()
    }

    /// A card is about to go: `children-changed:remove`, and its nodes become defunct.
    func overlayWillDisappear(_ overlay: AccessibilityOverlay, from window: Window) {
        guard isEnabled else { return }
        let windowNode = node(for: window)
        let all = ([window.rootView] + window.accessibilityOverlays.map(\.root)).flatMap(Self.accessibleViews(in:))
        for view in Self.accessibleViews(in: overlay.root) {
            guard let index = all.firstIndex(where: { $0 === view }) else { continue }
            curtain_atk_emit_children_changed(windowNode.object, 0, Int32(index), node(for: view).object)
        }
        pump?.pumpSoon()
    }

    /// The compositor (de)activated a window: `window:activate`/`deactivate` and `state-changed:active`.
    package func windowActivationDidChange(_ window: Window) {
        guard isEnabled else { return }
        let object = node(for: window).object
        atk_object_notify_state_change(object, AtkState(ATK_STATE_ACTIVE.rawValue), window.isActivated ? 1 : 0)
        curtain_atk_emit_window(object, window.isActivated ? "activate" : "deactivate")
        pump?.pumpSoon()
    }

    /// A window was shown or closed: `children-changed` on the application.
    package func windowsDidChange(added window: Window) {
        guard isEnabled, let rootNode, let application else { return }
        let visible = application.windows.filter(\.isVisible)
        guard let index = visible.firstIndex(where: { $0 === window }) else { return }
        curtain_atk_emit_children_changed(rootNode.object, 1, Int32(index), node(for: window).object)
        pump?.pumpSoon()
    }

    /// A window closed: its nodes go defunct.
    package func windowDidClose(_ window: Window) {
        guard isEnabled, let rootNode else { return }
        curtain_atk_emit_children_changed(rootNode.object, 0, 0, node(for: window).object)
        prune()
        pump?.pumpSoon()
    }
}
