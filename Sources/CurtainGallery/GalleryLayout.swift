import Curtain

/// The gallery window's layout: a header at the top, the sections filling the middle, and a
/// status footer at the bottom, all inside a 28 px margin.
///
/// A vertical ``StackView`` would hand the leftover height to its last view (the footer); the
/// sections should get it instead, so that the panels reach down to the footer.
@MainActor final class GalleryLayout: View {
    private let header: [View]
    private let sections: View
    private let footer: View

    /// The margin around everything.
    static let margin = 28.0
    /// The gap between header lines.
    static let headerSpacing = 6.0
    /// The gap between the header, the sections and the footer.
    static let blockSpacing = 20.0

    /// Creates the layout; the views become its subviews.
    init(header: [View], sections: View, footer: View) {
        self.header = header
        self.sections = sections
        self.footer = footer
        super.init()
        for view in header + [sections, footer] { addSubview(view) }
    }

    override func layoutSubviews() {
        let margin = Self.margin
        let width = bounds.width - 2 * margin
        let unbounded = Size(width: width, height: .infinity)
        var y = margin
        for view in header {
            let height = view.sizeThatFits(unbounded).height
            view.frame = Rect(x: margin, y: y, width: width, height: height)
            y += height + Self.headerSpacing
        }
        y += Self.blockSpacing - Self.headerSpacing
        let footerHeight = footer.sizeThatFits(unbounded).height
        let footerY = bounds.height - margin + 6 - footerHeight
        footer.frame = Rect(x: margin, y: footerY, width: width, height: footerHeight)
        sections.frame = Rect(x: margin, y: y, width: width, height: max(0, footerY - Self.blockSpacing + 6 - y))
    }
}
