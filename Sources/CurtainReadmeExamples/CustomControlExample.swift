import Curtain

// Example begin: docs/Curtain.docc/ViewsAndControls.md
/// A star that a click, Space or Alt+S turns on and off.
final class StarToggle: Control {
    var isStarred = false { didSet { setNeedsDisplay() } }
    override func activate() { isStarred.toggle() }
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard acceptsPlainKey(event), event.keysym == .space else { return false }
        activate()
        return true
    }
    override func draw(in context: GraphicsContext) {
        context.fill(roundedRect: bounds, radius: 6, with: isStarred ? .systemBlue : Color(white: 0.85))
    }
}
// Example end
