import CurtainViews
import CurtainRendering

/// A plain view that always fits at `width` × `height`: what the layout tests arrange. Like any plain view, it
/// stretches when its stack or grid has room to spare.
@MainActor func box(_ width: Double, _ height: Double) -> View {
    let view = View()
    view.preferredSize = Size(width: width, height: height)
    return view
}
