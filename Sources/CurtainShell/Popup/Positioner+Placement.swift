import Wayland

/// Where a compositor puts a popup with these rules, modelled client-side after the `xdg_positioner`
/// description: the unconstrained position first, then, axis by axis, flip, slide and resize as
/// ``Positioner/constraintAdjustment`` allows.
///
/// Compositors differ in details (how far a slide goes when the popup is larger than the area), but a
/// menu that fits on the output lands where this says on weston and sway; tests compare both.
extension Positioner {
    /// The popup's rectangle, in the parent's window-geometry coordinates, when it must stay inside
    /// `bounds` (the output's area in the same coordinates).
    ///
    /// - Parameters:
    ///   - bounds: The area the popup must stay in, in the parent's window-geometry coordinates.
    /// - Returns: The adjusted rectangle; outside `bounds` only where no allowed adjustment fits it.
    public func placement(within bounds: SurfaceRect) -> SurfaceRect {
        let (x, width) = Self.place(
            axis: Axis(
                anchorStart: anchorRect.x, anchorLength: anchorRect.width, size: size.width,
                anchor: anchor.horizontal, gravity: gravity.horizontal, offset: offsetX),
            boundsStart: bounds.x, boundsLength: bounds.width,
            flip: constraintAdjustment.contains(.flipX), slide: constraintAdjustment.contains(.slideX),
            resize: constraintAdjustment.contains(.resizeX))
        let (y, height) = Self.place(
            axis: Axis(
                anchorStart: anchorRect.y, anchorLength: anchorRect.height, size: size.height,
                anchor: anchor.vertical, gravity: gravity.vertical, offset: offsetY),
            boundsStart: bounds.y, boundsLength: bounds.height,
            flip: constraintAdjustment.contains(.flipY), slide: constraintAdjustment.contains(.slideY),
            resize: constraintAdjustment.contains(.resizeY))
        return SurfaceRect(x: x, y: y, width: width, height: height)
    }

    /// One axis of the rules: -1 is the start side (left, top), +1 the end side, 0 the middle.
    struct Axis {
        var anchorStart: Int32
        var anchorLength: Int32
        var size: Int32
        var anchor: Int
        var gravity: Int
        var offset: Int32

        /// The popup's start coordinate before any adjustment.
        var start: Int32 {
            let point =
                switch anchor {
                case -1: anchorStart
                case 1: anchorStart + anchorLength
                default: anchorStart + anchorLength / 2
                }
            let origin =
                switch gravity {
                case -1: point - size
                case 1: point
                default: point - size / 2
                }
            return origin + offset
        }

        /// The same rules mirrored: anchor and gravity swap sides and the offset changes sign.
        var flipped: Axis {
            var axis = self
            axis.anchor = -anchor
            axis.gravity = -gravity
            axis.offset = -offset
            return axis
        }
    }

    private static func place(
        axis: Axis, boundsStart: Int32, boundsLength: Int32, flip: Bool, slide: Bool,
        resize: Bool
    ) -> (start: Int32, length: Int32) {
        let boundsEnd = boundsStart + boundsLength
        func fits(_ start: Int32, _ length: Int32) -> Bool { start >= boundsStart && start + length <= boundsEnd }
        var start = axis.start
        var length = axis.size
        if fits(start, length) { return (start, length) }
        if flip {
            let flipped = axis.flipped.start
            if fits(flipped, length) { return (flipped, length) }
        }
        if slide {
            // Slide back inside; a popup larger than the area keeps its start edge visible.
            if start + length > boundsEnd { start = boundsEnd - length }
            if start < boundsStart { start = boundsStart }
            if fits(start, length) { return (start, length) }
        }
        if resize {
            let end = min(start + length, boundsEnd)
            start = max(start, boundsStart)
            length = max(1, end - start)
        }
        return (start, length)
    }
}

/// The sides an anchor or gravity names: `xdg_positioner`'s two enums share their values (0 none, 1 top,
/// 2 bottom, 3 left, 4 right, 5 top left, 6 bottom left, 7 top right, 8 bottom right).
private func sides(_ rawValue: UInt32) -> (horizontal: Int, vertical: Int) {
    let horizontal = [3, 5, 6].contains(rawValue) ? -1 : [4, 7, 8].contains(rawValue) ? 1 : 0
    let vertical = [1, 5, 7].contains(rawValue) ? -1 : [2, 6, 8].contains(rawValue) ? 1 : 0
    return (horizontal, vertical)
}

extension XdgPositioner.Anchor {
    /// -1 left, 0 centre, +1 right.
    var horizontal: Int { sides(rawValue).horizontal }
    /// -1 top, 0 centre, +1 bottom.
    var vertical: Int { sides(rawValue).vertical }
}

extension XdgPositioner.Gravity {
    /// -1 extends left, 0 centred, +1 extends right.
    var horizontal: Int { sides(rawValue).horizontal }
    /// -1 extends up, 0 centred, +1 extends down.
    var vertical: Int { sides(rawValue).vertical }
}
