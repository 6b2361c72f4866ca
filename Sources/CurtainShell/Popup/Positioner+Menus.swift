import Wayland

/// The rules menus, submenus and popovers use: open next to the view they belong to, and when that would
/// leave the output, flip to the other side, slide along the edge, or shrink, in that order.
///
/// The compositor applies the adjustment, because only it knows where the parent is on which output;
/// ``Positioner/placement(within:)`` models the same rules client-side, for tests and for choosing a
/// size before asking.
///
/// ```swift
/// // A combo box's menu: under the box, left edges aligned, flipped above it near the bottom edge.
/// let rules = Positioner.dropDown(size: SurfaceSize(width: 180, height: 120),
///                                 below: SurfaceRect(x: 20, y: 40, width: 180, height: 28))
/// ```
extension Positioner {
    /// A menu under `anchorRect`, its left edge on the rectangle's left edge (a combo box's list, a menu
    /// button's menu).
    ///
    /// Near the bottom of the output it flips above the rectangle; near the right edge it slides left;
    /// when it fits neither above nor below it slides and finally shrinks vertically (the menu scrolls).
    /// - Parameters:
    ///   - size: The menu's size.
    ///   - anchorRect: The source view's frame in the parent's window-geometry coordinates.
    public static func dropDown(size: SurfaceSize, below anchorRect: SurfaceRect) -> Positioner {
        below(anchorRect, size: size, anchor: .bottomLeft, gravity: .bottomRight)
    }

    /// A submenu beside `anchorRect` (the item that opens it, in the parent menu's coordinates), its top
    /// `overlap` points above the item's top so the first item lines up with it.
    ///
    /// Near the right edge it flips to the parent menu's left; near the bottom it slides up.
    /// - Parameters:
    ///   - size: The submenu's size.
    ///   - anchorRect: The opening item's frame in the parent menu popup's coordinates.
    ///   - overlap: How far the submenu starts above the item (the menu's top padding).
    public static func submenu(size: SurfaceSize, beside anchorRect: SurfaceRect, overlap: Int32 = 0) -> Positioner {
        var rules = Positioner(size: size, anchorRect: Self.atLeastOnePixel(anchorRect))
        rules.anchor = .topRight
        rules.gravity = .bottomRight
        rules.offsetY = -overlap
        rules.constraintAdjustment = [.flipX, .slideX, .slideY, .resizeY]
        return rules
    }

    /// A popover centred under `anchorRect`, flipped above it near the bottom edge and slid sideways near
    /// the left and right edges; never shrunk, since its card is drawn once at its size.
    /// - Parameters:
    ///   - size: The popover's size.
    ///   - anchorRect: The source view's frame in the parent's window-geometry coordinates.
    public static func popover(size: SurfaceSize, below anchorRect: SurfaceRect) -> Positioner {
        var rules = below(anchorRect, size: size, anchor: .bottom, gravity: .bottom)
        rules.constraintAdjustment = [.flipY, .slideX, .slideY]
        return rules
    }

    /// The same rules for a right-to-left layout: left and right swap in the anchor and the gravity, and the
    /// horizontal offset changes sign. A drop-down menu's right edge then lines up with its view's right edge,
    /// and a submenu opens to the left of its parent (flipping to the right near the output's left edge), as
    /// GTK's menus open in Arabic and Hebrew.
    ///
    /// ```swift
    /// let rules = Positioner.submenu(size: size, beside: item).mirroredHorizontally()
    /// ```
    public func mirroredHorizontally() -> Positioner {
        var rules = self
        rules.anchor = Self.mirrored(anchor)
        rules.gravity = Self.mirrored(gravity)
        rules.offsetX = -offsetX
        return rules
    }

    /// `side` across the vertical axis. `xdg_positioner`'s anchor and gravity enums share their values: left (3)
    /// and right (4), top left (5) and top right (7), bottom left (6) and bottom right (8) swap; none, top and
    /// bottom stay.
    private static func mirrored<Side: RawRepresentable>(_ side: Side) -> Side where Side.RawValue == UInt32 {
        let swapped: [UInt32: UInt32] = [3: 4, 4: 3, 5: 7, 7: 5, 6: 8, 8: 6]
        return swapped[side.rawValue].flatMap(Side.init(rawValue:)) ?? side
    }

    /// Rules for a popup under `anchorRect` that flips above it, slides sideways and shrinks vertically.
    private static func below(
        _ anchorRect: SurfaceRect, size: SurfaceSize, anchor: XdgPositioner.Anchor,
        gravity: XdgPositioner.Gravity
    ) -> Positioner {
        var rules = Positioner(size: size, anchorRect: Self.atLeastOnePixel(anchorRect))
        rules.anchor = anchor
        rules.gravity = gravity
        rules.constraintAdjustment = [.flipY, .slideX, .slideY, .resizeY]
        return rules
    }

    /// `set_anchor_rect` takes a zero-sized rectangle (version 1 rejects it), so give the anchor a pixel.
    private static func atLeastOnePixel(_ rect: SurfaceRect) -> SurfaceRect {
        SurfaceRect(x: rect.x, y: rect.y, width: max(1, rect.width), height: max(1, rect.height))
    }
}
