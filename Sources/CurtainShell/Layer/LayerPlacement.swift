import Wayland

/// Where a ``LayerSurface`` goes: its layer, the output edges it is anchored to, its distance from each, its size and
/// whether it takes the keyboard.
///
/// Anchored to one of two opposite edges, the surface is that edge's margin away from it; anchored to neither, it is
/// centred between them (zwlr_layer_shell_v1's rules). A size of 0 in a dimension anchored to both its edges is the
/// output's.
package struct LayerPlacement: Sendable, Equatable {
    /// The distance from each edge the surface is anchored to, in logical pixels; negative moves it past the edge.
    package struct Margins: Sendable, Equatable {
        package var top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0, left: Int32 = 0

        package init(top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0, left: Int32 = 0) {
            (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
        }
    }

    package var layer: ZwlrLayerShellV1.Layer
    package var anchor: ZwlrLayerSurfaceV1.Anchor
    package var size: SurfaceSize
    package var margins = Margins()
    package var keyboardInteractivity: ZwlrLayerSurfaceV1.KeyboardInteractivity

    package init(
        layer: ZwlrLayerShellV1.Layer, anchor: ZwlrLayerSurfaceV1.Anchor, size: SurfaceSize, margins: Margins = Margins(),
        keyboardInteractivity: ZwlrLayerSurfaceV1.KeyboardInteractivity
    ) {
        self.layer = layer
        self.anchor = anchor
        self.size = size
        self.margins = margins
        self.keyboardInteractivity = keyboardInteractivity
    }
}

extension LayerPlacement {
    /// A window-sized surface at a place of its own: anchored to each edge given a distance (and that distance from
    /// it), centred along an axis with neither of its edges given; on the top layer, or the overlay layer when
    /// `aboveFullscreen`, holding the keyboard (layer-shell 3 has no focus on demand) so the window's keys work.
    package static func window(
        size: SurfaceSize, left: Int32?, right: Int32?, top: Int32?, bottom: Int32?, aboveFullscreen: Bool
    ) -> LayerPlacement {
        var anchor: ZwlrLayerSurfaceV1.Anchor = []
        if left != nil { anchor.insert(.left) }
        if right != nil { anchor.insert(.right) }
        if top != nil { anchor.insert(.top) }
        if bottom != nil { anchor.insert(.bottom) }
        return LayerPlacement(
            layer: aboveFullscreen ? .overlay : .top, anchor: anchor, size: size,
            margins: Margins(top: top ?? 0, right: right ?? 0, bottom: bottom ?? 0, left: left ?? 0),
            keyboardInteractivity: .exclusive)
    }
}
