import Testing
import CurtainViews
import CurtainRendering

@Suite("Grid view layout")
@MainActor
struct GridViewLayoutTests {
    @Test("labels share one column as wide as the widest; fields start at one edge and stretch")
    func labelColumnAlignsAndFieldsStretch() {
        let short = Label(text: "Name"), long = Label(text: "Email address")
        let name = TextField(), email = TextField()
        let grid = GridView(rows: [[short, name], [long, email]])
        grid.columnSpacing = 10
        grid.rowSpacing = 6
        let labelWidth = long.sizeThatFits(.unbounded).width.rounded(.up)
        grid.frame = Rect(x: 0, y: 0, width: 400, height: grid.sizeThatFits(Size(width: 400, height: .infinity)).height)
        grid.layoutIfNeeded()
        #expect(short.frame.minX == 0 && long.frame.minX == 0)
        #expect(short.frame.width == labelWidth)
        #expect(name.frame.minX == labelWidth + 10 && email.frame.minX == labelWidth + 10)
        #expect(name.frame.maxX == 400 && email.frame.maxX == 400)
        #expect(email.frame.minY == name.frame.maxY + 6)
        #expect(abs(short.frame.midY - name.frame.midY) <= 0.5, "a label sits level with its field")
    }

    @Test("a trailing label column sets the labels flush against their fields")
    func trailingLabels() {
        let a = box(30, 10), b = box(50, 10), c = box(20, 10), d = box(20, 10)
        for label in [a, b] { label.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
        let grid = GridView(rows: [[a, c], [b, d]])
        grid.columns[0].alignment = .trailing
        grid.columnSpacing = 4
        grid.frame = Rect(origin: .zero, size: grid.sizeThatFits(.unbounded))
        grid.layoutIfNeeded()
        #expect(grid.frame.size == Size(width: 50 + 4 + 20, height: 10 + 8 + 10))
        #expect(a.frame.maxX == 50 && b.frame.maxX == 50)
        #expect(a.frame.minX == 20)
    }

    @Test("the row of a view that stretches takes the room to spare; hidden rows take none")
    func stretchingRowAndHiddenRow() {
        let label = Label(text: "Items"), list = box(100, 40)
        let hiddenLabel = Label(text: "Hidden"), hiddenField = TextField()
        hiddenLabel.isHidden = true
        hiddenField.isHidden = true
        let last = Label(text: "Last"), field = TextField()
        let grid = GridView(rows: [[label, list], [hiddenLabel, hiddenField], [last, field]])
        let fitted = grid.sizeThatFits(.unbounded)
        grid.frame = Rect(x: 0, y: 0, width: fitted.width, height: fitted.height + 30)
        grid.layoutIfNeeded()
        #expect(list.frame.height == 70)
        #expect(field.frame.minY == list.frame.maxY + 8)
    }

    @Test("minimum and maximum column widths bound the measured size")
    func columnLimits() {
        let narrow = box(10, 10), wide = box(900, 10)
        let grid = GridView(rows: [[narrow], [wide]])
        grid.columns[0].minimumWidth = 100
        grid.columns[0].maximumWidth = 600
        #expect(grid.sizeThatFits(.unbounded).width == 600)
        grid.columns[0].maximumWidth = .infinity
        #expect(grid.sizeThatFits(.unbounded).width == 900)
    }

    @Test("right to left, the first column is the rightmost")
    func rightToLeftMirrorsColumns() {
        let label = Label(text: "Name"), field = TextField()
        let grid = GridView(rows: [[label, field]])
        grid.columnSpacing = 10
        grid.layoutDirection = .rightToLeft
        grid.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        grid.layoutIfNeeded()
        let labelWidth = label.sizeThatFits(.unbounded).width.rounded(.up)
        #expect(label.frame.maxX == 300)
        #expect(field.frame.minX == 0 && field.frame.maxX == 300 - labelWidth - 10)
    }
}
