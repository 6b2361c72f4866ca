import Wayland

/// Where a popup goes relative to its parent, as a value: the rules of an `xdg_positioner`.
///
/// The popup of ``size`` is placed at ``anchor`` (a point on the edge of ``anchorRect``, a rectangle in the
/// parent's window-geometry coordinates), extending in the direction of ``gravity``, moved by ``offsetX`` and ``offsetY``.
/// When it would not fit on screen the compositor may adjust it as ``constraintAdjustment`` allows.
/// ``makeProxy(wmBase:)`` turns the value into a short-lived `xdg_positioner`.
///
/// ```swift
/// // A popup exactly covering a 600×400 parent (an alert's dim layer):
/// let positioner = Positioner.covering(SurfaceRect(width: 600, height: 400))
/// ```
public struct Positioner: Equatable {
    /// The popup's logical size; both sides must be positive.
    public var size: SurfaceSize
    /// The rectangle to anchor to, in the parent's window-geometry coordinates; at least 1×1.
    public var anchorRect: SurfaceRect
    /// The point of ``anchorRect`` the popup attaches to (`none` is its centre).
    public var anchor: XdgPositioner.Anchor = .none
    /// The direction the popup extends from the anchor point (`none` centres it there).
    public var gravity: XdgPositioner.Gravity = .none
    /// How the compositor may move or resize the popup when it would be constrained; empty forbids it.
    public var constraintAdjustment: XdgPositioner.ConstraintAdjustment = []
    /// A horizontal displacement of the popup from its computed position, in logical pixels.
    public var offsetX: Int32 = 0
    /// A vertical displacement of the popup from its computed position, in logical pixels: a menu's gap below
    /// its button.
    public var offsetY: Int32 = 0
    /// Recompute the position when the parent moves or resizes (`set_reactive`, version 3).
    public var isReactive = false
    /// The parent's size the placement was computed for (`set_parent_size`, version 3).
    public var parentSize: SurfaceSize?
    /// The parent configure serial the placement belongs to (`set_parent_configure`, version 3).
    public var parentConfigureSerial: UInt32?

    /// Creates a positioner with the given size and anchor rectangle and no anchor, gravity or adjustment.
    public init(size: SurfaceSize, anchorRect: SurfaceRect) {
        self.size = size
        self.anchorRect = anchorRect
    }

    /// A positioner that lays a popup exactly over `geometry` (a parent's window geometry): size and anchor
    /// rectangle equal to it, anchor `top_left`, gravity `bottom_right`, no adjustment, no offset.
    ///
    /// The anchor rectangle is in the parent's window-geometry space, so its origin is always 0,0.
    public static func covering(_ geometry: SurfaceRect) -> Positioner {
        var positioner = Positioner(size: geometry.size, anchorRect: SurfaceRect(size: geometry.size))
        positioner.anchor = .topLeft
        positioner.gravity = .bottomRight
        positioner.parentSize = geometry.size
        return positioner
    }

    /// Whether the compositor will accept the values: a positive size and a non-negative anchor rectangle
    /// (anything else is an `xdg_positioner.invalid_input` protocol error).
    public var isValid: Bool {
        !size.isEmpty && anchorRect.width >= 0 && anchorRect.height >= 0
    }

    /// Creates an `xdg_positioner` carrying these rules; version-3 fields are sent only when `wmBase` is
    /// version 3 or later.
    ///
    /// The proxy is needed only until `get_popup` or `reposition` has been sent; destroy it afterwards.
    /// - Parameters:
    ///   - wmBase: The bound `xdg_wm_base`.
    /// - Returns: The new positioner proxy.
    @MainActor
    public func makeProxy(wmBase: XdgWmBase) -> XdgPositioner {
        precondition(isValid, "invalid positioner: size \(size), anchor rect \(anchorRect)")
        let proxy = wmBase.createPositioner()
        proxy.setSize(width: size.width, height: size.height)
        proxy.setAnchorRect(x: anchorRect.x, y: anchorRect.y, width: anchorRect.width, height: anchorRect.height)
        proxy.setAnchor(anchor)
        proxy.setGravity(gravity)
        proxy.setConstraintAdjustment(constraintAdjustment)
        if offsetX != 0 || offsetY != 0 { proxy.setOffset(x: offsetX, y: offsetY) }
        if proxy.version >= 3 {
            if isReactive { proxy.setReactive() }
            if let parentSize { proxy.setParentSize(parentWidth: parentSize.width, parentHeight: parentSize.height) }
            if let parentConfigureSerial { proxy.setParentConfigure(parentConfigureSerial) }
        }
        return proxy
    }
}
