import CurtainTestSupport
import Testing
import Curtain

/// Issue 20: `View.animate(withDuration:…)` steps on the window's frame callbacks, on the transitions' clock.
@Suite(.serialized, .integrationTimeLimit, .mainActorTurns) @MainActor struct ViewAnimationIntegrationTests {
    @Test(.holdsTheMainActor) func aViewAnimationStepsOnTheWindowsFrameCallbacks() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "animate", appID: "org.curtain.tests", size: Size(width: 400, height: 200))
        window.backgroundColor = .white
        let square = View(frame: Rect(x: 0, y: 50, width: 40, height: 40))
        square.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.contentView.addSubview(square)
        let frame = try await fixture.show(window)

        var samples: [(time: UInt32, x: Double)] = []
        let events = WindowEventTap(window)
        events.frame = { time in samples.append((time.milliseconds, square.frame.minX)) }
        var finished: Bool?
        View.animate(withDuration: .milliseconds(400), curve: .linear) {
            square.frame.origin.x = 300
        } completion: {
            finished = $0
        }
        #expect(square.frame.minX == 0, "the frame goes back to where it was until the frames move it")
        // Blocking: the frames are the measurement, and another suite's window holding the main actor would
        // hold them back (the animation would still end on time, in fewer frames).
        #expect(try fixture.runBlocking { finished != nil }, "the animation never completed")
        window.removeObserver(events)
        #expect(finished == true)
        #expect(square.frame.minX == 300)

        // Each frame shows the value for its callback's time, measured from the first frame (time zero).
        let start = try #require(samples.first)
        #expect(start.x == 0)
        let during = samples.filter { $0.time &- start.time < 400 }
        #expect(during.count >= 6, "only \(during.count) frames in 400 ms")
        for sample in during {
            let expected = 300 * Double(sample.time &- start.time) / 400
            #expect(abs(sample.x - expected) <= 1, "at \(sample.time &- start.time) ms: \(sample.x), expected \(expected)")
        }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.x <= $1.x }, "the square only moves right")

        // On screen, at rest where the block put it.
        let shot = try await fixture.screenshot(of: window)
        let blue = try #require(shot.boundingBox(of: RGBA(red: 0, green: 0, blue: 255), tolerance: 2, in: frame))
        #expect(blue == PixelRect(x: frame.x + 300, y: frame.y + 50, width: 40, height: 40), "\(blue)")
    }

    @Test func aNewerAnimationTakesThePropertyOverAndAViewOutsideAWindowJumps() async throws {
        let fixture = try WindowFixture()
        let window = Window(
            application: fixture.app, title: "animate twice", appID: "org.curtain.tests", size: Size(width: 300, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.contentView.addSubview(view)
        _ = try await fixture.show(window)
        var first: Bool?, second: Bool?
        View.animate(withDuration: .seconds(2)) {
            view.alpha = 0
        } completion: {
            first = $0
        }
        View.animate(withDuration: .milliseconds(100)) {
            view.alpha = 0.5
        } completion: {
            second = $0
        }
        #expect(try await fixture.run { first != nil && second != nil })
        #expect(first == false, "taken over")
        #expect(second == true && view.alpha == 0.5)

        let loose = View(frame: .zero)
        var looseFinished: Bool?
        View.animate(withDuration: .seconds(1)) {
            loose.alpha = 0.25
        } completion: {
            looseFinished = $0
        }
        #expect(loose.alpha == 0.25, "no window: the new value at once")
        #expect(try await fixture.run { looseFinished != nil })
        #expect(looseFinished == true)
    }
}

/// Views in a presented card animate too: the presentation steps their animations on its own frame callbacks and
/// draws the card again for each frame that moves them.
@Suite(.serialized, .integrationTimeLimit, .mainActorTurns) @MainActor struct CardViewAnimationIntegrationTests {
    @Test func aViewInAPresentedCardAnimatesOnThePresentationsFrames() async throws {
        let fixture = try WindowFixture()
        let (window, frame, _) = try await fixture.showParent()
        let controller = SolidCardController(size: Size(width: 200, height: 100))
        let square = View(frame: Rect(x: 0, y: 40, width: 20, height: 20))
        square.backgroundColor = Color(red: 0, green: 0, blue: 1)
        controller.view.addSubview(square)
        var presented = false
        window.present(controller, animated: false) { presented = true }
        #expect(try await fixture.run { presented })
        let cardFrame = controller.frameOfPresentedView(in: Size(width: 400, height: 300))
        try await fixture.expectCard(
            of: RGBA(red: 0, green: 0, blue: 255), at: Rect(x: cardFrame.minX, y: cardFrame.minY + 40, width: 20, height: 20),
            in: window)

        var positions: Set<Double> = []
        var finished: Bool?
        // Two seconds, so that a loaded machine's late first frame still leaves frames inside the animation: an
        // animation whose whole duration passed before its first frame rightly ends on that frame.
        View.animate(withDuration: .seconds(2), curve: .linear) {
            square.frame.origin.x = 160
        } completion: {
            finished = $0
        }
        #expect(square.frame.minX == 0, "the card is on screen: the animation plays instead of jumping")
        #expect(
            try await fixture.run {
                positions.insert(square.frame.minX)
                return finished != nil
            }, "the animation never completed")
        #expect(finished == true && square.frame.minX == 160)
        #expect(positions.contains { $0 > 0 && $0 < 160 }, "no frame between the ends: \(positions.sorted())")

        // The card shows the square where the animation left it.
        let shot = try await fixture.screenshot(of: window)
        let blue = try #require(shot.boundingBox(of: RGBA(red: 0, green: 0, blue: 255), tolerance: 2, in: frame))
        #expect(
            blue
                == PixelRect(
                    x: frame.x + Int(cardFrame.minX) + 160, y: frame.y + Int(cardFrame.minY) + 40, width: 20, height: 20),
            "\(blue)")
        #expect(fixture.weston.logErrors.isEmpty, "\(fixture.weston.log)")
    }
}
