import CurtainRendering
import CurtainInput
import CurtainViews

/// The content of an ``AlertController`` in the `.actionSheet` style: two stacked cards that
/// rest on the parent's bottom edge.
///
/// The upper card holds the (small, grey) title and message, scrolling when long, and every
/// action except cancel, listed vertically and scrolling when there are too many (the text and
/// the list share the height as in ``AlertContentView``). The cancel action sits apart in its own card below,
/// separated by a gap, as on iOS. The view itself is transparent; only the cards paint.
/// ``AlertController/layout(in:)`` anchors it to the container's bottom edge.
@MainActor public final class ActionSheetContentView: View {
    /// The action sheet this view shows; weak because the alert owns its view.
    public private(set) weak var alertController: AlertController?
    /// The card with the text and the non-cancel actions.
    public let actionsCard: View
    /// The card holding the cancel button, or `nil` without a cancel action.
    public let cancelCard: View?
    /// The scrolling area holding the title and message.
    public let textScrollView: ScrollView
    /// The cancel button, or `nil` without a cancel action.
    public let cancelButton: Button?
    let buttonArea: AlertButtonArea
    /// The scrolling area holding the listed actions.
    public let buttonScrollView: ScrollView
    private let theme: AlertTheme

    /// The gap between the actions card and the cancel card.
    public static let cancelGap = 8.0
    static let textInsets = EdgeInsets(top: 14, left: 16, bottom: 14, right: 16)

    /// Builds the cards for `alert`.
    init(alert: AlertController) {
        alertController = alert
        theme = alert.theme
        let smallTitle = Font(family: theme.titleFont.family, size: 13, weight: .semibold)
        let smallMessage = Font(family: theme.messageFont.family, size: 13)
        let secondary = theme.messageColor.withAlpha(theme.messageColor.alpha * 0.8)
        let labels = [
            AlertContentView.makeLabel(
                alert.title, markup: alert.usesMarkup, font: smallTitle,
                color: secondary, alignment: theme.textAlignment),
            AlertContentView.makeLabel(
                alert.message, markup: alert.usesMarkup, font: smallMessage,
                color: secondary, alignment: theme.textAlignment),
        ].compactMap { $0 }
        let textStack = StackView(axis: .vertical, arrangedSubviews: labels)
        textStack.spacing = 4
        textStack.insets = Self.textInsets
        textScrollView = ScrollView(documentView: textStack)
        textScrollView.isHidden = labels.isEmpty

        let rowHeight = theme.buttonHeight + 12
        let others = alert.actions.filter { $0.style != .cancel }
        buttonArea = AlertContentView.makeButtonArea(
            for: alert, actions: others, axisRule: .vertical,
            buttonHeight: rowHeight)
        buttonArea.drawsTopSeparator = !labels.isEmpty
        buttonScrollView = ScrollView(documentView: buttonArea)
        actionsCard = ActionSheetContentView.makeCard(theme)
        actionsCard.addSubview(textScrollView)
        actionsCard.addSubview(buttonScrollView)

        if let cancel = alert.cancelAction {
            let area = AlertContentView.makeButtonArea(
                for: alert, actions: [cancel], axisRule: .vertical,
                buttonHeight: rowHeight)
            area.drawsTopSeparator = false
            let button = area.buttons[0]
            button.style = theme.buttonLook == .rounded ? button.style : .cancel
            let card = ActionSheetContentView.makeCard(theme)
            card.addSubview(area)
            cancelCard = card
            cancelButton = button
        } else {
            cancelCard = nil
            cancelButton = nil
        }
        super.init()
        addSubview(actionsCard)
        if let cancelCard { addSubview(cancelCard) }
    }

    private static func makeCard(_ theme: AlertTheme) -> View {
        let card = View()
        card.backgroundColor = theme.backgroundColor
        card.cornerRadius = theme.cornerRadius
        card.clipsToBounds = true
        return card
    }

    /// The buttons in visual order: the listed actions, then cancel.
    public var buttons: [Button] {
        buttonArea.subviews.compactMap { $0 as? Button } + (cancelButton.map { [$0] } ?? [])
    }

    // MARK: - Layout

    private var cancelHeight: Double {
        guard let area = cancelCard?.subviews.first else { return 0 }
        return Self.cancelGap + area.sizeThatFits(Size(width: 270, height: .infinity)).height
    }

    /// The height of both cards at `proposal.width`, capped at `proposal.height` (the text scrolls).
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let width = proposal.width.isFinite ? proposal.width : 320
        let unbounded = Size(width: width, height: .infinity)
        let text = textScrollView.isHidden ? 0 : textScrollView.sizeThatFits(unbounded).height
        let total = text + buttonArea.sizeThatFits(unbounded).height + cancelHeight
        return Size(width: width, height: min(total.rounded(.up), proposal.height))
    }

    public override func layoutSubviews() {
        let width = bounds.width
        let unbounded = Size(width: width, height: .infinity)
        let natural = textScrollView.isHidden ? 0 : textScrollView.sizeThatFits(unbounded).height
        let (textHeight, buttonsHeight) = AlertContentView.share(
            max(0, bounds.height - cancelHeight), text: natural, buttons: buttonArea.sizeThatFits(unbounded).height)
        actionsCard.frame = Rect(x: 0, y: 0, width: width, height: textHeight + buttonsHeight)
        textScrollView.frame = Rect(x: 0, y: 0, width: width, height: textHeight)
        buttonScrollView.frame = Rect(x: 0, y: textHeight, width: width, height: buttonsHeight)
        if let cancelCard, let area = cancelCard.subviews.first {
            let height = cancelHeight - Self.cancelGap
            cancelCard.frame = Rect(x: 0, y: bounds.height - height, width: width, height: height)
            area.frame = Rect(x: 0, y: 0, width: width, height: height)
        }
    }

    /// Forwards keys no subview consumed to the action sheet.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        alertController?.handleKey(event) ?? false
    }
}

/// An action sheet reads as an alert does: an `alert` named by its title and described by its message, `modal`,
/// with its labels in a `scroll pane`, its listed actions in another, and the cancel button as push buttons.
extension ActionSheetContentView: AccessibleView {
    public var accessibilityElement: AccessibilityElement {
        let labels = textScrollView.documentView.subviews.compactMap { $0 as? Label }.map(\.accessibilityElement.name)
        let hasTitle = alertController?.title != nil
        let title = hasTitle ? labels.first ?? "" : ""
        let message = (hasTitle ? labels.dropFirst() : labels[...]).first ?? ""
        return AccessibilityElement(role: .alert, name: title, description: message, isModal: true)
    }
}
