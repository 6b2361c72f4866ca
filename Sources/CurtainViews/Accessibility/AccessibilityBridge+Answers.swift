import CurtainRendering
import CurtainCAtk
import CurtainCAtkShim

/// Names, descriptions, states and extents of nodes.
extension AccessibilityBridge {
    func name(of node: AccessibleNode) -> String {
        switch node.subject {
        case .application: Self.programName
        case .window(let window): window.title
        case .view(let view): (view as? AccessibleView)?.accessibilityElement.name ?? ""
        case .item(let view, let index): Self.item(index, of: view)?.name ?? ""
        case nil: ""
        }
    }

    /// What the item at `index` of a container reports, while it exists.
    static func item(_ index: Int, of view: View) -> AccessibilityElement? {
        guard let container = view as? AccessibleItemContainer, index < container.accessibleItemCount else { return nil }
        return container.accessibleItem(at: index)
    }

    func description(of node: AccessibleNode) -> String {
        switch node.subject {
        case .view(let view): return (view as? AccessibleView)?.accessibilityElement.description ?? ""
        case .item(let view, let index): return Self.item(index, of: view)?.description ?? ""
        default: return ""
        }
    }

    /// ATK states as a bit set (bit n = `AtkStateType` n).
    func states(of node: AccessibleNode) -> UInt64 {
        var states: [AtkStateType] = []
        switch node.subject {
        case .application, nil: break
        case .window(let window):
            states += [ATK_STATE_ENABLED, ATK_STATE_SENSITIVE]
            if window.isVisible { states += [ATK_STATE_VISIBLE, ATK_STATE_SHOWING] }
            if window.isActivated { states.append(ATK_STATE_ACTIVE) }
        case .view(let view):
            guard let accessible = view as? AccessibleView else { break }
            let element = accessible.accessibilityElement
            if element.isEnabled { states += [ATK_STATE_ENABLED, ATK_STATE_SENSITIVE] }
            if !view.isHidden {
                states.append(ATK_STATE_VISIBLE)
                if window(showing: view)?.isVisible == true { states.append(ATK_STATE_SHOWING) }
            }
            if view.canBecomeFocused { states.append(ATK_STATE_FOCUSABLE) }
            if view.isFocused { states.append(ATK_STATE_FOCUSED) }
            if element.isModal { states.append(ATK_STATE_MODAL) }
            if let field = view as? AccessibleText {
                let isMultiLine = field.isAccessibleTextMultiLine || element.states.contains(.multiLine)
                states.append(isMultiLine ? ATK_STATE_MULTI_LINE : ATK_STATE_SINGLE_LINE)
                if field.isAccessibleTextEditable { states.append(ATK_STATE_EDITABLE) }
            }
            // atk-bridge never walks a container's items: they are made only when asked for.
            if view is AccessibleItemContainer { states.append(ATK_STATE_MANAGES_DESCENDANTS) }
            if let value = view as? AccessibleValue, value.accessibleValue.current == nil {
                states.append(ATK_STATE_INDETERMINATE)
            }
            states += element.states.atkStates
        case .item(let view, let index):
            guard let element = Self.item(index, of: view) else { break }
            if element.isEnabled { states += [ATK_STATE_ENABLED, ATK_STATE_SENSITIVE] }
            if !view.isHidden, let container = view as? AccessibleItemContainer {
                states.append(ATK_STATE_VISIBLE)
                if container.accessibleItemFrame(at: index) != nil, window(showing: view)?.isVisible == true {
                    states.append(ATK_STATE_SHOWING)
                }
            }
            states += element.states.atkStates
        }
        return states.reduce(0) { $0 | (1 << UInt64($1.rawValue)) }
    }

    /// The node's rectangle in its window's coordinates (Wayland tells clients nothing about the screen).
    func extents(of node: AccessibleNode) -> Rect {
        switch node.subject {
        case .application, nil: return .zero
        case .window(let window): return Rect(origin: .zero, size: window.size)
        case .item(let view, let index):
            guard let container = view as? AccessibleItemContainer,
                let frame = container.accessibleItemFrame(at: index)
            else { return .zero }
            let origin = extents(of: self.node(for: container)).origin
            return Rect(
                x: origin.x + frame.minX - view.bounds.minX, y: origin.y + frame.minY - view.bounds.minY,
                width: frame.width, height: frame.height)
        case .view(let view):
            var rect = view.convert(view.bounds, to: nil)
            if let root = view.rootView, let window = window(showing: view),
                let overlay = window.accessibilityOverlays.first(where: { $0.root === root })
            {
                let origin = overlay.origin()
                rect.origin = Point(x: rect.minX + origin.x, y: rect.minY + origin.y)
            }
            return rect
        }
    }

    /// The program's name (the last component of `argv[0]`), as GTK names an application after its program.
    static var programName: String {
        let path = CommandLine.arguments.first ?? "curtain"
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}
