import CurtainTestSupport
import CurtainViews
import Testing
import CurtainRendering

@Suite("ProgressBar")
@MainActor
struct ProgressBarTests {
    /// A 200x10 bar in a root, on a white background, with a clock the test moves.
    @MainActor private final class Fixture {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 10))
        let bar = ProgressBar(frame: Rect(x: 0, y: 0, width: 200, height: 10))
        var now = Duration.zero

        init() {
            root.clearColor = .white
            bar.tintColor = .black
            bar.trackColor = .white
            root.addSubview(bar)
            bar.clock = { [unowned self] in now }
        }

        /// The dark pixels of the middle row, as x positions.
        func inkedColumns() throws -> [Int] {
            let surface = try renderToSurface(root)
            return (0..<surface.width).filter { surface.pixel(x: $0, y: 5) & 0xFF_FFFF < 0x80_8080 }
        }
    }

    @Test("determinate: the fill covers the progress share of the track, clamped to 0...1")
    func determinateFill() throws {
        let f = Fixture()
        f.bar.progress = 0.5
        let half = try f.inkedColumns()
        #expect(half.first == 0 && abs((half.last ?? 0) - 99) <= 1)
        f.bar.progress = 7
        #expect(f.bar.progress == 1)
        #expect(try f.inkedColumns().count >= 199)
        f.bar.progress = -.infinity
        #expect(f.bar.progress == 0)
    }

    @Test("a determinate bar asks for no further frame once drawn")
    func determinateIsIdle() throws {
        let f = Fixture()
        f.bar.progress = 0.3
        _ = try renderToSurface(f.root)
        #expect(!f.root.needsRender)
    }

    @Test("pulsating: the block slides out and back over one period, and each draw asks for the next frame")
    func pulseMoves() throws {
        let f = Fixture()
        f.bar.isPulsating = true
        f.bar.pulsePeriod = .milliseconds(1000)
        let start = try f.inkedColumns()
        #expect(start.first == 0 && f.bar.pulsePosition == 0)
        #expect(f.root.needsRender, "a pulsating bar asks for another frame")
        f.now = .milliseconds(250)
        let quarter = try f.inkedColumns()
        #expect(abs(f.bar.pulsePosition - 0.5) < 0.001)
        #expect((quarter.first ?? 0) > 60 && (quarter.first ?? 0) < 90)
        f.now = .milliseconds(500)
        _ = try f.inkedColumns()
        #expect(abs(f.bar.pulsePosition - 1) < 0.001)
        f.now = .milliseconds(750)
        _ = try f.inkedColumns()
        #expect(abs(f.bar.pulsePosition - 0.5) < 0.001, "on its way back")
    }

    @Test("a hidden pulsating bar is not drawn and asks for no frames")
    func hiddenDoesNoWork() throws {
        let f = Fixture()
        f.bar.isPulsating = true
        _ = try renderToSurface(f.root)
        f.bar.isHidden = true
        _ = try renderToSurface(f.root)
        let count = f.bar.drawCount
        for step in 1...5 {
            f.now = .milliseconds(100 * step)
            _ = try renderToSurface(f.root)
        }
        #expect(f.bar.drawCount == count)
        #expect(!f.root.needsRender)
    }

    @Test("stopping the pulse draws the determinate bar again and stops asking for frames")
    func stopPulsing() throws {
        let f = Fixture()
        f.bar.isPulsating = true
        _ = try renderToSurface(f.root)
        f.bar.isPulsating = false
        f.bar.progress = 1
        #expect(try f.inkedColumns().count >= 199)
        #expect(!f.root.needsRender)
    }

    @Test("fits the proposed width at its bar height")
    func fitting() {
        let bar = ProgressBar()
        #expect(bar.sizeThatFits(Size(width: 300, height: 50)) == Size(width: 300, height: 6))
        bar.axis = .vertical
        #expect(bar.sizeThatFits(Size(width: 300, height: 50)) == Size(width: 6, height: 50))
        #expect(bar.defaultContentHuggingPriority(for: .vertical) < bar.defaultContentHuggingPriority(for: .horizontal))
    }

    @Test("an inverted bar fills from the trailing edge")
    func inverted() throws {
        let f = Fixture()
        f.bar.progress = 0.25
        f.bar.isInverted = true
        let inked = try f.inkedColumns()
        #expect(abs((inked.first ?? 0) - 150) <= 1 && inked.last == 199)
    }

    @Test("a vertical bar fills from the top, an inverted one from the bottom")
    func vertical() throws {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 10, height: 200))
        root.clearColor = .white
        let bar = ProgressBar(frame: Rect(x: 0, y: 0, width: 10, height: 200))
        (bar.tintColor, bar.trackColor, bar.axis, bar.progress) = (.black, .white, .vertical, 0.25)
        root.addSubview(bar)
        func inkedRows() throws -> [Int] {
            let surface = try renderToSurface(root)
            return (0..<surface.height).filter { surface.pixel(x: 5, y: $0) & 0xFF_FFFF < 0x80_8080 }
        }
        let top = try inkedRows()
        #expect(top.first == 0 && abs((top.last ?? 0) - 49) <= 1)
        bar.isInverted = true
        let bottom = try inkedRows()
        #expect(abs((bottom.first ?? 0) - 150) <= 1 && bottom.last == 199)
    }

    @Test("a screen reader reads it as a progress bar named by its accessibility label")
    func accessibleName() {
        let bar = ProgressBar()
        #expect(bar.accessibilityElement.role == .progressBar && bar.accessibilityElement.name == "")
        bar.accessibilityLabel = "Copy"
        #expect(bar.accessibilityElement.name == "Copy")
    }
}
