import CurtainRendering
import CurtainInput
import CurtainViews

/// The card of an ``AlertController`` in the `.alert` style.
///
/// From top to bottom: the ``AlertController/icon`` (when set), the title and message in a ``ScrollView`` (so a long message scrolls
/// inside the card instead of overflowing the parent), the text fields, the ``AlertController/accessoryViews``, and the
/// `AlertButtonArea` in a second scroll view. When the card is given less height than it would
/// like, the fields keep their size and the text and the buttons share the rest: each gets what it
/// asks for when that fits, and otherwise at least half, scrolling what does not fit. So neither
/// a megabyte of message nor hundreds of actions push anything out of the parent.
///
/// The card paints its own rounded background and shadow from the alert's ``AlertTheme`` and
/// clips its content to the rounded shape. Keys that bubble up to it (Return and Escape from a
/// text field, arrows with nothing focused) go to ``AlertController/handleKey(_:)``.
@MainActor public final class AlertContentView: View {
    /// The alert this card shows; weak because the alert owns its view.
    public private(set) weak var alertController: AlertController?
    /// The symbolic icon above the title, or `nil` when the alert has none.
    let iconView: AlertIconView?
    /// The heading, or `nil` when the alert has no title.
    public let titleLabel: Label?
    /// The body text, or `nil` when the alert has no message.
    public let messageLabel: Label?
    /// The scrolling area holding the title and message.
    public let textScrollView: ScrollView
    /// The action buttons.
    let buttonArea: AlertButtonArea
    /// The scrolling area holding `buttonArea`; it scrolls only when there are too many actions.
    public let buttonScrollView: ScrollView
    private let textStack: StackView
    private let fields: [TextField]
    /// The text fields, then the accessory views: the rows between the text and the buttons.
    private let rows: [View]
    /// The rows that take room: a hidden accessory view takes none, as in a stack view, so showing it later grows
    /// the card (``ViewController/contentSizeDidChange()``).
    private var shownRows: [View] { rows.filter { !$0.isHidden } }
    private var theme: AlertTheme

    /// Padding around the text, the fields and between fields.
    static let textInsets = EdgeInsets(top: 20, left: 16, bottom: 18, right: 16)
    /// How far the text scroll view sits from the card's sides, so its indicator clears the
    /// rounded corners; the text stack pads the rest of ``textInsets``.
    static let scrollInset = 8.0
    static let fieldSpacing = 8.0
    static let fieldBottom = 16.0

    /// Builds the card for `alert` from its title, message, fields, actions and theme.
    init(alert: AlertController) {
        alertController = alert
        theme = alert.theme
        titleLabel = AlertContentView.makeLabel(
            alert.title, markup: alert.usesMarkup,
            font: theme.titleFont, color: theme.titleColor,
            alignment: theme.textAlignment)
        messageLabel = AlertContentView.makeLabel(
            alert.message, markup: alert.usesMarkup,
            font: theme.messageFont, color: theme.messageColor,
            alignment: theme.textAlignment)
        messageLabel?.isSelectable = alert.isMessageSelectable
        iconView = alert.icon.map(AlertIconView.init(icon:))
        textStack = StackView(axis: .vertical, arrangedSubviews: [iconView, titleLabel, messageLabel].compactMap { $0 })
        textStack.spacing = 4
        textStack.insets = EdgeInsets(
            top: Self.textInsets.top, left: Self.textInsets.left - Self.scrollInset,
            bottom: Self.textInsets.bottom, right: Self.textInsets.right - Self.scrollInset)
        textScrollView = ScrollView(documentView: textStack)
        textScrollView.isHidden = iconView == nil && titleLabel == nil && messageLabel == nil
        fields = alert.textFields
        rows = alert.textFields + alert.accessoryViews
        buttonArea = AlertContentView.makeButtonArea(
            for: alert, axisRule: .automatic,
            buttonHeight: alert.theme.buttonHeight)
        buttonArea.drawsTopSeparator = !(textScrollView.isHidden && rows.isEmpty)
        buttonScrollView = ScrollView(documentView: buttonArea)
        super.init()
        backgroundColor = theme.backgroundColor
        cornerRadius = theme.cornerRadius
        clipsToBounds = true
        addSubview(textScrollView)
        for field in fields { field.colors = theme.fieldColors }
        for row in rows { addSubview(row) }
        addSubview(buttonScrollView)
    }

    /// Takes the alert's current palette while shown (the desktop turned dark): the card, its text, fields,
    /// buttons and hairlines repaint in the new colours, and nothing moves. The shadow stays as it was drawn:
    /// it decides the card image's size.
    func applyPalette() {
        guard let alert = alertController else { return }
        var palette = alert.theme.palette
        palette.shadowColor = theme.shadowColor
        theme.palette = palette
        backgroundColor = theme.backgroundColor
        titleLabel?.textColor = theme.titleColor
        messageLabel?.textColor = theme.messageColor
        for field in fields { field.colors = theme.fieldColors }
        let preferred = alert.preferredAction
        for action in alert.actions {
            guard let button = action.button else { continue }
            Self.paint(button, for: action, isPreferred: action === preferred, in: alert)
        }
        buttonArea.separatorColor = theme.separatorColor
        setNeedsDisplay()
    }

    /// The action buttons in visual order.
    public var buttons: [Button] { buttonArea.subviews.compactMap { $0 as? Button } }

    /// Whether the buttons currently sit side by side.
    public var areButtonsSideBySide: Bool { buttonArea.isHorizontal(atWidth: bounds.width) }

    // MARK: - Layout

    /// The fields' and accessory views' total height with their spacing, or 0 without any.
    private func fieldsHeight(width: Double) -> Double {
        let rows = shownRows
        guard !rows.isEmpty else { return 0 }
        let inner = Size(width: width - Self.textInsets.left - Self.textInsets.right, height: .infinity)
        let heights = rows.map { $0.sizeThatFits(inner).height }
        let top = textScrollView.isHidden ? Self.textInsets.top : 0
        return top + heights.reduce(0, +) + Self.fieldSpacing * Double(rows.count - 1) + Self.fieldBottom
    }

    /// The title and message's unscrolled height in a card `width` wide.
    private func naturalTextHeight(width: Double) -> Double {
        guard !textScrollView.isHidden else { return 0 }
        let inner = Size(width: width - 2 * Self.scrollInset, height: .infinity)
        return textScrollView.sizeThatFits(inner).height
    }

    /// The card's height at `proposal.width`, capped at `proposal.height` (the text then scrolls).
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let width = proposal.width.isFinite ? proposal.width : theme.preferredWidth
        let text = naturalTextHeight(width: width)
        let total = text + fieldsHeight(width: width) + buttonArea.sizeThatFits(Size(width: width, height: .infinity)).height
        return Size(width: width, height: min(total.rounded(.up), proposal.height))
    }

    public override func layoutSubviews() {
        let width = bounds.width
        let (textHeight, buttonsHeight) = Self.share(
            max(0, bounds.height - fieldsHeight(width: width)), text: naturalTextHeight(width: width),
            buttons: buttonArea.sizeThatFits(Size(width: width, height: .infinity)).height)
        textScrollView.frame = Rect(x: Self.scrollInset, y: 0, width: width - 2 * Self.scrollInset, height: textHeight)

        let rows = shownRows
        var y = textHeight + (textScrollView.isHidden && !rows.isEmpty ? Self.textInsets.top : 0)
        let fieldWidth = width - Self.textInsets.left - Self.textInsets.right
        for row in rows {
            let height = row.sizeThatFits(Size(width: fieldWidth, height: .infinity)).height
            row.frame = Rect(x: Self.textInsets.left, y: y, width: fieldWidth, height: height)
            y += height + Self.fieldSpacing
        }
        buttonScrollView.frame = Rect(x: 0, y: bounds.height - buttonsHeight, width: width, height: buttonsHeight)
    }

    /// Splits `available` height between text and buttons that would like `text` and `buttons`:
    /// both get their wish when it fits; otherwise each gets at least half, and the other the rest.
    static func share(_ available: Double, text: Double, buttons: Double) -> (text: Double, buttons: Double) {
        let textHeight = max(0, min(text, max(available / 2, available - buttons)))
        return (textHeight, max(0, min(buttons, available - textHeight)))
    }

    // MARK: - Drawing and input

    public override var drawingOutsets: EdgeInsets {
        theme.shadowColor == nil ? .zero : EdgeInsets(top: 24, left: 24, bottom: 34, right: 24)
    }

    /// Paints the soft shadow under the card, then the rounded background.
    public override func drawBackground(in context: GraphicsContext) {
        if let shadow = theme.shadowColor {
            context.drawShadow(
                roundedRect: bounds, radius: cornerRadius, color: shadow, blur: 24,
                offset: Point(x: 0, y: 10))
        }
        super.drawBackground(in: context)
    }

    /// Forwards keys no subview consumed to the alert.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        alertController?.handleKey(event) ?? false
    }

    // MARK: - Building

    /// A label for `text`, or `nil` when there is no text to show.
    static func makeLabel(
        _ text: String?, markup: Bool, font: Font, color: Color,
        alignment: TextAlignment
    ) -> Label? {
        guard let text, !text.isEmpty else { return nil }
        let label = Label(font: font, color: color)
        if markup { label.markup = text } else { label.text = text }
        label.alignment = alignment
        return label
    }

    /// The button area for `alert`'s actions, each button wired to ``AlertController/select(_:)``.
    static func makeButtonArea(
        for alert: AlertController, actions: [AlertAction]? = nil,
        axisRule: AlertButtonArea.AxisRule, buttonHeight: Double
    ) -> AlertButtonArea {
        let theme = alert.theme
        let shown = actions ?? alert.actions
        let preferred = alert.preferredAction
        let buttons = shown.map { action in
            let isPreferred = action === preferred
            let style = buttonStyle(for: action, isPreferred: isPreferred, in: alert)
            let button = Button(title: action.title, style: style, font: theme.buttonFont) { [weak alert, unowned action] in
                alert?.select(action)
            }
            button.usesMnemonic = true
            button.highlightCornerRadius = theme.buttonCornerRadius
            paint(button, for: action, isPreferred: isPreferred, in: alert)
            button.isEnabled = action.isEnabled
            action.button = button
            return button
        }
        return AlertButtonArea(
            buttons: buttons, cancelIndex: cancelIndex(among: shown, in: alert),
            look: theme.buttonLook, axisRule: axisRule, buttonHeight: buttonHeight,
            separatorColor: theme.separatorColor)
    }

    /// The index among `actions` of the button the area moves to its place for cancelling, or `nil` when the
    /// alert keeps every button where it was added (``AlertController/CancelPlacement/asAdded``).
    static func cancelIndex(among actions: [AlertAction], in alert: AlertController) -> Int? {
        alert.cancelPlacement == .automatic ? actions.firstIndex { $0.style == .cancel } : nil
    }

    /// Moves the cancel button where the alert's ``AlertController/cancelPlacement`` now puts it.
    func placeCancelButton() {
        guard let alertController else { return }
        buttonArea.cancelIndex = Self.cancelIndex(among: alertController.actions, in: alertController)
    }

    /// The style of `action`'s button in `alert`'s theme.
    static func buttonStyle(for action: AlertAction, isPreferred: Bool, in alert: AlertController) -> ButtonStyle {
        switch alert.theme.buttonLook {
        case .separated:
            action.flatButtonStyle(emphasis: alert.hasExplicitPreferredAction ? isPreferred : nil)
        case .rounded:
            action.roundedButtonStyle(
                isPreferred: isPreferred, accent: alert.theme.accentColor,
                destructive: alert.theme.destructiveColor)
        }
    }

    /// Gives `button` the colours of `alert`'s theme.
    static func paint(_ button: Button, for action: AlertAction, isPreferred: Bool, in alert: AlertController) {
        let theme = alert.theme
        button.style = buttonStyle(for: action, isPreferred: isPreferred, in: alert)
        button.tintColor = theme.tintColor
        button.destructiveColor = theme.destructiveColor
        button.highlightColor = theme.highlightColor
        button.disabledTitleColor = theme.disabledButtonTitleColor
    }
}

/// An alert is an `alert` named by its title and described by its message, as Orca announces alerts; its
/// labels, fields and buttons are its children.
extension AlertContentView: AccessibleView {
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(
            role: .alert, name: titleLabel?.accessibilityElement.name ?? "",
            description: messageLabel?.accessibilityElement.name ?? "", isModal: true)
    }
}
