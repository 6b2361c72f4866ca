import Curtain
import Testing

@Suite("Stack view layout")
@MainActor
struct StackViewLayoutTests {
    private func box(_ width: Double, _ height: Double) -> View {
        let view = View()
        view.preferredSize = Size(width: width, height: height)
        return view
    }

    @Test("a column places views top to bottom with spacing inside the insets")
    func verticalFramesWithSpacingAndInsets() {
        let a = box(50, 20), b = box(80, 30)
        let stack = StackView(axis: .vertical, arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.insets = EdgeInsets(top: 5, left: 7, bottom: 9, right: 11)
        let size = stack.sizeThatFits(.unbounded)
        #expect(size == Size(width: 80 + 7 + 11, height: 20 + 10 + 30 + 5 + 9))
        stack.frame = Rect(origin: .zero, size: size)
        stack.layoutIfNeeded()
        #expect(a.frame == Rect(x: 7, y: 5, width: 80, height: 20))
        #expect(b.frame == Rect(x: 7, y: 35, width: 80, height: 30))
    }

    @Test("a row filling equally splits the width after spacing")
    func horizontalFillEqually() {
        let a = box(40, 44), b = box(90, 44)
        let stack = StackView(axis: .horizontal, arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 8
        #expect(stack.sizeThatFits(.unbounded).width == 90 * 2 + 8)
        stack.frame = Rect(x: 0, y: 0, width: 208, height: 44)
        stack.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(b.frame == Rect(x: 108, y: 0, width: 100, height: 44))
    }

    @Test("center alignment keeps fitted widths; hidden views take no space")
    func alignmentAndHiddenViews() {
        let a = box(40, 10), hidden = box(100, 100), c = box(60, 10)
        hidden.isHidden = true
        let stack = StackView(axis: .vertical, arrangedSubviews: [a, hidden, c])
        stack.alignment = .center
        stack.spacing = 4
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 24)
        stack.layoutIfNeeded()
        #expect(a.frame == Rect(x: 30, y: 0, width: 40, height: 10))
        #expect(c.frame == Rect(x: 20, y: 14, width: 60, height: 10))
    }

    @Test("labels in a column wrap at the column width and grow taller")
    func labelsWrapToColumnWidth() {
        let label = Label(text: String(repeating: "A fairly long alert message. ", count: 6))
        let stack = StackView(axis: .vertical, arrangedSubviews: [label])
        stack.insets = EdgeInsets(all: 16)
        let narrow = stack.sizeThatFits(Size(width: 200, height: .infinity))
        let wide = stack.sizeThatFits(Size(width: 600, height: .infinity))
        #expect(narrow.width <= 200)
        #expect(narrow.height > wide.height)
    }
}
