import Testing
import CurtainViews
import CurtainRendering

@Suite("Stack view layout")
@MainActor
struct StackViewLayoutTests {
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

    @Test("room to spare goes to the view that hugs least, not to the last view")
    func roomGoesToTheLeastHuggingView() {
        let title = Label(text: "Title"), list = box(100, 50), buttons = box(100, 30)
        buttons.setContentHuggingPriority(.defaultHigh, for: .vertical)
        let stack = StackView(axis: .vertical, arrangedSubviews: [title, list, buttons])
        let fitted = stack.sizeThatFits(.unbounded)
        stack.frame = Rect(x: 0, y: 0, width: 100, height: fitted.height + 40)
        stack.layoutIfNeeded()
        #expect(title.frame.height == title.sizeThatFits(Size(width: 100, height: .infinity)).height)
        #expect(list.frame.height == 90)
        #expect(buttons.frame.height == 30)
        #expect(buttons.frame.maxY == stack.bounds.maxY)
    }

    @Test("views of equal priority share room to spare in whole pixels")
    func equalPrioritiesShareRoom() {
        let a = box(10, 10), b = box(10, 10), c = box(10, 10)
        let stack = StackView(axis: .horizontal, arrangedSubviews: [a, b, c])
        stack.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        stack.layoutIfNeeded()
        let widths = [a, b, c].map(\.frame.width)
        #expect(widths.reduce(0, +) == 40)
        #expect(widths.allSatisfy { $0 == $0.rounded() && (13...14).contains($0) }, "\(widths)")
    }

    @Test("room missing is taken from the view that resists compression least, never below zero")
    func shortageComesFromTheLeastResistingView() {
        let a = box(50, 10), b = box(50, 10)
        b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let stack = StackView(axis: .horizontal, arrangedSubviews: [a, b])
        stack.frame = Rect(x: 0, y: 0, width: 70, height: 10)
        stack.layoutIfNeeded()
        #expect(a.frame.width == 50)
        #expect(b.frame == Rect(x: 50, y: 0, width: 20, height: 10))
        stack.frame.size.width = 30
        stack.layoutIfNeeded()
        #expect(b.frame.width == 0)
        #expect(a.frame.width == 30)
    }

    @Test("a spacer pushes the buttons to the trailing edge and a row of buttons keeps its height")
    func spacerPushesButtonsAndKeepsTheRowsHeight() {
        let cancel = Button(title: "Cancel", style: .cancel), ok = Button(title: "OK", style: .filled(.systemBlue))
        let row = StackView(axis: .horizontal, arrangedSubviews: [Spacer(), cancel, ok])
        row.spacing = 8
        #expect(row.contentHuggingPriority(for: .horizontal) == .fittingSizeLevel)
        #expect(row.contentHuggingPriority(for: .vertical) == .defaultHigh)
        let list = box(100, 100)
        let column = StackView(axis: .vertical, arrangedSubviews: [list, row])
        column.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        column.layoutIfNeeded()
        #expect(row.frame.height == ok.sizeThatFits(.unbounded).height)
        #expect(list.frame.height == 300 - row.frame.height)
        #expect(ok.frame.maxX == 400)
        #expect(cancel.frame.maxX == ok.frame.minX - 8)
    }

    @Test("a custom gap after one view, UIKit's setCustomSpacing(_:after:)")
    func customSpacingAfterAView() {
        let a = box(10, 10), b = box(10, 10), c = box(10, 10)
        let stack = StackView(axis: .vertical, arrangedSubviews: [a, b, c])
        stack.spacing = 4
        stack.setCustomSpacing(20, after: b)
        #expect(stack.sizeThatFits(.unbounded).height == 30 + 4 + 20)
        stack.frame = Rect(origin: .zero, size: stack.sizeThatFits(.unbounded))
        stack.layoutIfNeeded()
        #expect(b.frame.minY == 14)
        #expect(c.frame.minY == 44)
    }

    @Test("equal spacing keeps fitted sizes and spreads the room between them")
    func equalSpacing() {
        let a = box(10, 10), b = box(20, 10), c = box(30, 10)
        let stack = StackView(axis: .horizontal, arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 10)
        stack.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [10, 20, 30])
        #expect(a.frame.minX == 0)
        #expect(b.frame.minX == 30)
        #expect(c.frame.maxX == 100)
    }

    @Test("equal centering puts the centres equally far apart, the ends at the edges")
    func equalCentering() {
        let a = box(10, 10), b = box(40, 10), c = box(10, 10)
        let stack = StackView(axis: .horizontal, arrangedSubviews: [a, b, c])
        stack.distribution = .equalCentering
        stack.frame = Rect(x: 0, y: 0, width: 110, height: 10)
        stack.layoutIfNeeded()
        #expect(a.frame.midX == 5)
        #expect(b.frame.midX == 55)
        #expect(c.frame.midX == 105)
    }

    @Test("a right-to-left row starts at the right, and a column's leading alignment is the right edge")
    func rightToLeftMirrorsRowsAndLeadingAlignment() {
        let a = box(10, 10), b = box(20, 10)
        let row = StackView(axis: .horizontal, arrangedSubviews: [a, b])
        row.spacing = 5
        let c = box(30, 10)
        let column = StackView(axis: .vertical, arrangedSubviews: [row, c])
        column.alignment = .leading
        column.layoutDirection = .rightToLeft
        column.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        column.layoutIfNeeded()
        #expect(row.effectiveLayoutDirection == .rightToLeft, "inherited")
        #expect(c.frame == Rect(x: 70, y: 10, width: 30, height: 10))
        #expect(row.frame == Rect(x: 65, y: 0, width: 35, height: 10))
        #expect(a.frame == Rect(x: 25, y: 0, width: 10, height: 10))
        #expect(b.frame == Rect(x: 0, y: 0, width: 20, height: 10))
    }
}
