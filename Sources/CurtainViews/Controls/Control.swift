import CurtainRendering
import CurtainInput

/// A titled view the user acts on with a click, a key or its mnemonic: what ``Button``, ``CheckBox`` and
/// ``RadioButton`` share, as `UIControl` is what UIKit's controls share.
///
/// It keeps the title (with GTK's mnemonic underscores when ``usesMnemonic`` is set), whether it is enabled,
/// and the pointer on it: hover, and a left-button press that highlights it and, released inside, activates
/// it (a release outside cancels). A disabled control ignores input and leaves the focus chain. Each control
/// draws itself and says what activating it does.
///
/// An app's own control subclasses it, draws ``label`` its own way and overrides ``activate()``:
///
/// ```swift
/// final class StarButton: Control {
///     var onStar: (() -> Void)?
///     override func activate() { onStar?() }
///     override func draw(in context: GraphicsContext) {
///         context.fill(bounds, with: isHighlighted ? .systemBlue : .systemGreen)
///     }
/// }
/// ```
@MainActor open class Control: View {
    /// The title as given and its layout.
    var mnemonicTitle: MnemonicTitle

    /// The pointer's hover and press.
    private var pointer = PressTracking() {
        didSet {
            if pointer.isHighlighted != oldValue.isHighlighted || pointer.isHovered != oldValue.isHovered {
                setNeedsDisplay()
            }
        }
    }

    /// Creates a control showing `title` in `font`.
    public init(title: String, font: Font = .body) {
        mnemonicTitle = MnemonicTitle(title, font: font)
        self.font = font
        super.init()
    }

    /// Sized by its title: it keeps its fitted size when a stack or grid has room to spare.
    public override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }

    /// The title as given; shown as plain text, or with its mnemonic taken out when ``usesMnemonic`` is set.
    public var title: String {
        get { mnemonicTitle.text }
        set {
            mnemonicTitle.text = newValue
            titleDidChange()
        }
    }

    /// Whether underscores in ``title`` mark a mnemonic, as in GTK: `_Save` shows "Save" with the S underlined,
    /// and Alt+S chooses the control (see ``MnemonicControl``); `__` is a literal underscore. Off by default: a
    /// plain control shows its title exactly. Alert buttons turn it on.
    public var usesMnemonic: Bool {
        get { mnemonicTitle.usesMnemonic }
        set {
            guard newValue != usesMnemonic else { return }
            mnemonicTitle.usesMnemonic = newValue
            titleDidChange()
        }
    }

    /// The title as shown, and its mnemonic when ``usesMnemonic`` is set.
    public var label: MnemonicLabel { mnemonicTitle.label }

    /// The title font; a button picks the weight from its style.
    public var font: Font {
        didSet { titleDidChange() }
    }

    /// The font the title is laid out in: ``font`` here; a ``Button`` sets the weight of its style.
    var titleFont: Font { font }

    /// Lays the title out again after its text, font or weight changed.
    func titleDidChange() {
        mnemonicTitle.layout.font = titleFont
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: - State

    /// Disabled controls are drawn faded, ignore input and leave the focus chain.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                pointer.cancel()
                if isFocused { rootView?.focus(nil) }
            }
            setNeedsDisplay()
        }
    }

    /// Whether the pointer is over the control.
    public var isHovered: Bool { pointer.isHovered }

    /// Whether a press is in progress and the pointer is inside: the control would activate on release.
    public var isHighlighted: Bool { pointer.isHighlighted }

    /// Whether the control has captured a left-button press.
    public var isTracking: Bool { pointer.isTracking }

    /// What a click, Space, the mnemonic and the accessible action do; each control says. Nothing here.
    open func activate() {}

    /// What Alt and the title's mnemonic letter do when no other control has the letter: take the focus, then
    /// ``activate()``, as a check box does; a ``Button`` only activates.
    open func activateMnemonic() {
        becomeFocused()
        activate()
    }

    /// Whether the control acts on `event` at all: it is enabled and no Control, Alt or Logo is held (Alt is
    /// the mnemonic's, routed by the root).
    public func acceptsPlainKey(_ event: KeyEvent) -> Bool {
        isEnabled && event.modifiers.isDisjoint(with: [.control, .alt, .logo])
    }

    public override var canBecomeFocused: Bool { isEnabled }
    public override var focusesOnClick: Bool { false }
    public override var cursor: CursorShape { isEnabled ? .pointer : .default }

    public override func handlePointer(_ event: PointerEvent) -> Bool {
        pointer.follow(event, in: bounds, isEnabled: isEnabled, onClick: activate)
    }
}
