import CurtainRendering
import CAtk
import CAtkShim
import Glibc

/// ATK's questions, answered from the live tree. Each callback gets the node's owner pointer.
extension AccessibilityBridge {
    /// The table handed to the shim; plain C functions, so each looks its node up from the owner pointer.
    static var callbacks: CurtainAtkCallbacks {
        CurtainAtkCallbacks(
            name: { owner in AccessibleNode.from(owner).flatMap { strdup($0.bridge.name(of: $0)) } },
            description: { owner in AccessibleNode.from(owner).flatMap { strdup($0.bridge.description(of: $0)) } },
            child_count: { owner in
                AccessibleNode.from(owner).map { Int32($0.bridge.children(of: $0).count) } ?? 0
            },
            child_at: { owner, index in
                guard let node = AccessibleNode.from(owner) else { return nil }
                let children = node.bridge.children(of: node)
                guard index >= 0, Int(index) < children.count else { return nil }
                let child = children[Int(index)]
                atk_object_set_parent(child.object, node.object)
                return child.object
            },
            index_in_parent: { owner in
                guard let node = AccessibleNode.from(owner) else { return -1 }
                guard let parent = node.bridge.parent(of: node) else { return 0 }
                return Int32(node.bridge.children(of: parent).firstIndex { $0 === node } ?? -1)
            },
            states: { owner in AccessibleNode.from(owner).map { $0.bridge.states(of: $0) } ?? 0 },
            extents: { owner, x, y, width, height in
                guard let node = AccessibleNode.from(owner), let x, let y, let width, let height else { return }
                let rect = node.bridge.extents(of: node)
                x.pointee = Int32(rect.minX.rounded())
                y.pointee = Int32(rect.minY.rounded())
                width.pointee = Int32(rect.width.rounded())
                height.pointee = Int32(rect.height.rounded())
            },
            grab_focus: { owner in
                guard case .view(let view)? = AccessibleNode.from(owner)?.subject else { return 0 }
                return view.becomeFocused() ? 1 : 0
            },
            do_action: { owner, _ in
                guard let node = AccessibleNode.from(owner), case .view(let view)? = node.subject,
                      let accessible = view as? AccessibleView, accessible.accessibilityElement.isEnabled,
                      let loop = node.bridge.application?.eventLoop else { return 0 }
                // After the D-Bus reply, as GTK does: the action may close the dialog and end the process.
                loop.addTimer(after: .zero) { [weak accessible] in accessible?.performAccessibilityAction() }
                return 1
            },
            text: { owner in textView(owner).flatMap { strdup($0.accessibleText) } },
            caret_offset: { owner in textView(owner).map { Int32($0.accessibleCaret) } ?? -1 },
            set_caret_offset: { owner, offset in textView(owner).map { $0.setAccessibleCaret(Int(offset)) ? 1 : 0 } ?? 0 },
            selection: { owner, start, end in
                guard let field = textView(owner), let start, let end else { return }
                start.pointee = Int32(field.accessibleSelection.lowerBound)
                end.pointee = Int32(field.accessibleSelection.upperBound)
            },
            insert_text: { owner, text, position in
                guard let field = textView(owner), field.isAccessibleTextEditable, let text, let position else { return }
                position.pointee = Int32(field.insertAccessibleText(String(cString: text), at: Int(position.pointee)))
            },
            delete_text: { owner, start, end in
                guard let field = textView(owner), field.isAccessibleTextEditable else { return }
                let count = field.accessibleText.unicodeScalars.count
                let upper = end < 0 ? count : min(Int(end), count)
                let lower = min(max(0, Int(start)), upper)
                field.deleteAccessibleText(lower..<upper)
            },
            set_text: { owner, text in
                guard let field = textView(owner), field.isAccessibleTextEditable, let text else { return }
                field.setAccessibleText(String(cString: text))
            })
    }
}

/// The text field behind an owner pointer.
private func textView(_ owner: UnsafeMutableRawPointer?) -> AccessibleText? {
    guard case .view(let view)? = AccessibleNode.from(owner)?.subject else { return nil }
    return view as? AccessibleText
}
