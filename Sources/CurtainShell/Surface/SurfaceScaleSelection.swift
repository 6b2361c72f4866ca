/// Which scale a ``Surface`` draws at, from what the compositor has said about it.
///
/// Two sources decide: the outputs the surface is on (`wl_surface.enter`/`leave`, each with its integer
/// `wl_output.scale`) and, where the compositor offers `wp_fractional_scale_v1`, its preferred scale. A value
/// type, so the choice is made in one place apart from the proxies; each change reports whether the scale to
/// draw at changed, and the surface then redraws everything.
@MainActor struct SurfaceScaleSelection {
    /// The outputs the surface is on.
    private(set) var outputs: [Output] = []
    /// The largest integer scale among ``outputs``; 1 before any enter, and kept while the surface is on none.
    private(set) var scale: Int32 = 1
    /// The compositor's preferred fractional scale, once it has sent one.
    private(set) var preferredFractionalScale: Double?
    /// The scale to draw at: the preferred fractional one when it is not whole and a viewport can carry it,
    /// else the integer ``scale``.
    private(set) var renderScale = SurfaceScale(1)
    /// Whether the compositor offers `wp_viewporter`, without which a fractional scale cannot be shown.
    let canUseViewport: Bool

    init(canUseViewport: Bool) {
        self.canUseViewport = canUseViewport
    }

    /// `wl_surface.enter`; returns whether the integer scale changed.
    mutating func enter(_ output: Output) -> Bool {
        guard !outputs.contains(where: { $0 === output }) else { return false }
        outputs.append(output)
        return updateScale()
    }

    /// `wl_surface.leave`, or the output's global went away; returns whether the integer scale changed.
    mutating func leave(_ output: Output) -> Bool {
        outputs.removeAll { $0 === output }
        return updateScale()
    }

    /// An output's properties changed; returns whether the integer scale changed.
    mutating func outputChanged(_ output: Output) -> Bool {
        outputs.contains(where: { $0 === output }) ? updateScale() : false
    }

    /// `wp_fractional_scale_v1.preferred_scale`; returns whether the scale to draw at changed.
    mutating func prefer(_ fractional: Double) -> Bool {
        preferredFractionalScale = fractional
        let resolved = resolvedRenderScale()
        guard resolved != renderScale else { return false }
        renderScale = resolved
        return true
    }

    /// Before the first frame the compositor has not said which outputs the surface is on (that needs a
    /// mapped surface); drawing at the largest output scale avoids a blurry first frame on HiDPI screens.
    mutating func guess(from allOutputs: [Output]) {
        guard let guess = allOutputs.map(\.scale).max(), guess > 0 else { return }
        scale = guess
        renderScale = resolvedRenderScale()
    }

    /// Takes the largest scale among the outputs; keeps the last one when the surface is on none (hidden), so a
    /// window being moved does not flicker between scales.
    private mutating func updateScale() -> Bool {
        guard let newScale = outputs.map(\.scale).max(), newScale != scale, newScale > 0 else { return false }
        scale = newScale
        renderScale = resolvedRenderScale()
        return true
    }

    private func resolvedRenderScale() -> SurfaceScale {
        if let preferred = preferredFractionalScale.map(SurfaceScale.init), preferred.isFractional, canUseViewport {
            return preferred
        }
        return SurfaceScale(integer: scale)
    }
}
