import CurtainShell
import Glibc
internal import Wayland

/// A fading card without redrawing it each frame: five copies of the card, each pre-multiplied by a fixed
/// opacity, stacked as subsurfaces and shown in combinations.
///
/// weston 10 and sway 1.7 have no per-surface alpha protocol, so a fade that paints the card at each frame's
/// opacity writes the whole card into shm every frame (183 KB for an alert at scale 1). Compositing is linear,
/// though: copies at opacities a₁ and a₂ over one another let through (1 − a₁)(1 − a₂) of what is behind them,
/// exactly as one copy at 1 − (1 − a₁)(1 − a₂) does for the card's opaque pixels (translucent ones, the shadow,
/// come out a little stronger mid-fade). With copy i let through r^(2^i) (r = ``step``), any subset lets through
/// r^n for n in 0…31, so 32 opacities (0, 0.1, 0.19, … 0.96) need five card-sized writes, once, in the fade's
/// first frame (where the card is still clear; the dismissal's fade reuses them); the fully opaque card is the card surface itself. Per frame the stack then attaches or detaches
/// the copies whose bit changed: no shm writes, a few requests.
///
/// The copies are synchronized subsurfaces of the popup, above the card, with empty input regions, so they
/// change in the same repaint as the dim and never take the pointer. They only stand for a card at rest (scale 1,
/// no offset, not clipped): ``CardCompositor`` falls back to painting a faded buffer otherwise.
@MainActor final class FadeLayerStack {
    /// What each step lets through: copy i lets through `step^(2^i)`.
    static let step = 0.9
    /// How many copies: 2⁵ = 32 opacities.
    static let layerCount = 5

    private let layers: [(surface: WlSurface, subsurface: WlSubsurface, viewport: WpViewport)]
    private var buffers: [Buffer] = []
    private let shm: WlShm
    /// The copies shown now, one bit per copy.
    private(set) var shownMask = 0
    /// Bytes written into shm for the copies.
    private(set) var bytesWritten = 0

    /// Creates the copies' surfaces under `parent`; nothing is drawn until ``show(alpha:card:position:size:)``.
    init(connection: WaylandConnection, parent: WlSurface, viewporter: WpViewporter, subcompositor: WlSubcompositor) {
        shm = connection.shm
        let nothing = connection.compositor.createRegion()
        layers = (0..<Self.layerCount).map { _ in
            let surface = connection.compositor.createSurface()
            let subsurface = subcompositor.getSubsurface(surface: surface, parent: parent)
            subsurface.setSync()
            surface.setInputRegion(nothing)
            return (surface, subsurface, viewporter.getViewport(surface: surface))
        }
        nothing.destroy()
    }

    isolated deinit {
        for layer in layers.reversed() {
            layer.viewport.destroy()
            layer.subsurface.destroy()
            layer.surface.destroy()
        }
    }

    /// Which copies show `alpha`: the bits of n where 1 − alpha ≈ step^n; nil when the opaque card itself should.
    static func mask(for alpha: Double) -> Int? {
        let clear = 1 - min(max(alpha, 0), 1)
        guard clear > pow(step, Double(1 << layerCount - 1)) / 2 + 0.005 else { return nil }
        guard clear < 1 else { return 0 }
        let n = (log(clear) / log(step)).rounded()
        return min(max(Int(n), 0), 1 << layerCount - 1)
    }

    /// The opacity copy `index` is drawn at.
    static func layerAlpha(_ index: Int) -> Double {
        1 - pow(step, Double(1 << index))
    }

    /// Shows the copies for `mask` at `position` (the card's place in the popup) and `size` (its logical size),
    /// drawing them from `card` first if they are not drawn yet. Commits each copy whose state changed.
    ///
    /// - Returns: False when the copies cannot be drawn (no card buffer, no shared memory).
    func show(mask: Int, card: Buffer, position: (Int32, Int32), size: (Int32, Int32)) -> Bool {
        // Drawn in the fade's first frame, where the card is still clear, so that later frames write nothing.
        if buffers.isEmpty {
            guard draw(from: card) else { return false }
            for layer in layers {
                layer.subsurface.setPosition(x: position.0, y: position.1)
                layer.viewport.setDestination(width: size.0, height: size.1)
            }
        }
        for (index, layer) in layers.enumerated() where (mask ^ shownMask) & (1 << index) != 0 {
            if mask & (1 << index) != 0 {
                let buffer = buffers[index]
                layer.surface.attach(buffer: buffer.wlBuffer, x: 0, y: 0)
                layer.surface.damageBuffer(x: 0, y: 0, width: Int32(buffer.width), height: Int32(buffer.height))
                buffer.markAttached()
            } else {
                layer.surface.attach(buffer: nil, x: 0, y: 0)
            }
            layer.surface.commit()
        }
        shownMask = mask
        return true
    }

    /// Hides every copy.
    func hide() {
        guard shownMask != 0 else { return }
        for (index, layer) in layers.enumerated() where shownMask & (1 << index) != 0 {
            layer.surface.attach(buffer: nil, x: 0, y: 0)
            layer.surface.commit()
        }
        shownMask = 0
    }

    /// Forgets the copies (the card was redrawn); the next fade frame draws them again in fresh memory, so a
    /// copy the compositor still shows is never rewritten under it.
    func invalidate() {
        hide()
        buffers = []
    }

    private func draw(from card: Buffer) -> Bool {
        guard let pool = try? ShmPool(size: card.byteCount * Self.layerCount, shm: shm, name: "curtain-fade") else {
            return false
        }
        // Each buffer keeps its pool alive.
        buffers = (0..<Self.layerCount).map { index in
            let buffer = pool.makeBuffer(offset: index * card.byteCount, width: card.width, height: card.height)
            CardImage.fade(
                card.pixels, into: buffer.pixels, byteCount: card.byteCount,
                alphaByte: CardImage.cairoFadeAlphaByte(Self.layerAlpha(index)))
            bytesWritten += card.byteCount
            return buffer
        }
        return true
    }
}
