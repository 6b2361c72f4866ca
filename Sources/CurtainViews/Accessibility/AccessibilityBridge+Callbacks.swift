import CurtainRendering
import CurtainCAtk
import CurtainCAtkShim
import Glibc

/// ATK's questions, answered from the live tree. Each callback gets the node's owner pointer.
extension AccessibilityBridge {
    /// The table handed to the shim; plain C functions, so each looks its node up from the owner pointer.
    static var callbacks: CurtainAtkCallbacks {
        CurtainAtkCallbacks(
            name: { owner in AccessibleNode.from(owner).flatMap { strdup($0.bridge.name(of: $0)) } },
            description: { owner in AccessibleNode.from(owner).flatMap { strdup($0.bridge.description(of: $0)) } },
            child_count: { owner in AccessibleNode.from(owner).map { Int32($0.bridge.childCount(of: $0)) } ?? 0 },
            child_at: { owner, index in
                guard let node = AccessibleNode.from(owner), let child = node.bridge.child(of: node, at: Int(index))
                else { return nil }
                atk_object_set_parent(child.object, node.object)
                return child.object
            },
            index_in_parent: { owner in
                AccessibleNode.from(owner).map { Int32($0.bridge.indexInParent(of: $0)) } ?? -1
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
                guard let node = AccessibleNode.from(owner), let loop = node.bridge.application?.eventLoop else { return 0 }
                switch node.subject {
                case .view(let view as AccessibleView) where view.accessibilityElement.isEnabled:
                    // After the D-Bus reply, as GTK does: the action may close the dialog and end the process.
                    loop.perform { [weak view] in view?.performAccessibilityAction() }
                    return 1
                case .item(let view as AccessibleItemContainer, let index):
                    loop.perform { [weak view] in view?.performAccessibleItemAction(at: index) }
                    return 1
                default:
                    return 0
                }
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
            },
            value: { owner, current, minimum, maximum in
                guard case .view(let view as AccessibleValue)? = AccessibleNode.from(owner)?.subject,
                    let current, let minimum, let maximum
                else { return 0 }
                let value = view.accessibleValue
                minimum.pointee = value.minimum
                maximum.pointee = value.maximum
                current.pointee = value.current ?? value.minimum
                return value.current == nil ? 0 : 1
            },
            set_value: { owner, value in
                guard case .view(let view as AccessibleValue)? = AccessibleNode.from(owner)?.subject,
                    view.accessibilityElement.isEnabled, value.isFinite
                else { return 0 }
                return view.setAccessibleValue(value) ? 1 : 0
            },
            selection_count: { owner in selectionView(owner).map { Int32($0.accessibleSelectedChildren.count) } ?? 0 },
            selected_child: { owner, nth in
                guard let children = selectionView(owner)?.accessibleSelectedChildren, nth >= 0, nth < children.count
                else { return -1 }
                return Int32(children[Int(nth)])
            },
            is_child_selected: { owner, child in
                selectionView(owner)?.isAccessibleChildSelected(at: Int(child)) == true ? 1 : 0
            },
            select_child: { owner, child, selected in
                selectionView(owner)?.setAccessibleChild(at: Int(child), selected: selected != 0) == true ? 1 : 0
            },
            select_all: { owner, selected in
                selectionView(owner)?.setAllAccessibleChildren(selected: selected != 0) == true ? 1 : 0
            })
    }
}

/// The selectable view behind an owner pointer.
@MainActor private func selectionView(_ owner: UnsafeMutableRawPointer?) -> AccessibleSelection? {
    guard case .view(let view)? = AccessibleNode.from(owner)?.subject else { return nil }
    return view as? AccessibleSelection
}

/// The text field behind an owner pointer.
@MainActor private func textView(_ owner: UnsafeMutableRawPointer?) -> AccessibleText? {
    guard case .view(let view)? = AccessibleNode.from(owner)?.subject else { return nil }
    return view as? AccessibleText
}
