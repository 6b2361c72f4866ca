import CurtainCAllocationCounter
import CurtainTestSupport
import Testing
import Curtain
@testable import CurtainPresentation
@testable import CurtainViews

/// Swift heap allocations per animation frame on a real weston, counted on the thread that runs the loop with
/// the Swift runtime's allocation hook (`CurtainCAllocationCounter`): class instances, closure contexts, array,
/// dictionary and string storage, boxes.
///
/// A frame in steady state — the second presentation over a window, past its first two frames — allocates no
/// Swift object. The protocol makes a new `wl_callback` every frame, but its `done` goes to the surface's one
/// `CallbackSlot`, not to a proxy made for it (libwayland still mallocs its own `wl_proxy`, which this hook does
/// not see). Requests fill `wl_argument`s on the stack and event handlers are made once. The window keeps its dim buffers, one per alpha byte shown; a frame
/// that shows an alpha for the first time makes that buffer, once, and is not charged for it.
@MainActor @Suite(.serialized, .integrationTimeLimit, .mainActorTurns) struct AnimationAllocationTests {
    /// Swift objects a steady frame may allocate.
    static let allowedPerFrame: UInt = 0
    /// Swift objects a new dim buffer costs: its `WlBuffer`, its ``Buffer`` and the release handler's context.
    static let perDimBuffer: UInt = 3

    @Test(.holdsTheMainActor, arguments: [TransitionStyle.slide, .zoom, .bounce])
    func steadyAnimationFramesAllocateNothing(style: TransitionStyle) async throws {
        let fixture = try WindowFixture()
        let (window, _, _) = try await fixture.showParent()
        let controller = SolidCardController()
        controller.modalTransition = style.makeTransition()
        // The first presentation makes what a process makes once (interface tables, handlers, caches).
        try await fixture.present(controller, over: window)
        try await fixture.dismiss(controller)

        // Steady frames from as many presentations as it takes to see enough of them: how many frames weston
        // gives a transition depends on the machine's load (a busy one skips repaints), the allocations of each
        // frame do not.
        var steady: [UInt] = []
        var presentations = 0
        while steady.count < Self.steadyFramesNeeded, presentations < Self.presentationsAllowed {
            presentations += 1
            let (perFrame, counts) = try countAllocationsPerFrame(presenting: controller, over: window, fixture)
            // Steady state: not the first frames (the card's first placement, the input region) nor the last (the
            // transition ends: completions, the settled input region).
            let presentationSteady = Array(perFrame.dropFirst(2).dropLast(2))
            #expect(
                presentationSteady.allSatisfy { $0 <= Self.allowedPerFrame },
                "\(style) Swift allocations per frame: \(perFrame); the last steady frame's: \(lastSteadyFrame(counts))")
            print("allocations per frame \(style): \(perFrame), the last steady frame's: \(lastSteadyFrame(counts))")
            steady += presentationSteady
            try await fixture.dismiss(controller)
        }
        #expect(
            steady.count >= Self.steadyFramesNeeded,
            "\(style): \(steady.count) steady frames in \(presentations) presentations")
    }

    /// Steady frames the test looks at, from one presentation or several.
    static let steadyFramesNeeded = 5
    /// Presentations that may be needed for them: one gives more than enough on an idle machine (about 10 frames at
    /// 40 Hz); a weston that gives fewer than one steady frame per presentation every time is broken.
    static let presentationsAllowed = 20

    /// Presents `controller` over `window` once and counts the Swift allocations of this thread between its frame
    /// callbacks: the allocations of each frame, less the dim buffers it made for the first time, and the running
    /// count at each callback.
    private func countAllocationsPerFrame(
        presenting controller: ViewController, over window: Window, _ fixture: WindowFixture
    ) throws -> (perFrame: [UInt], counts: [UInt]) {
        // The count at each frame callback, into storage reserved before counting starts.
        var counts: [UInt] = []
        counts.reserveCapacity(1024)
        var isPresented = false
        curtain_allocation_counting_begin()
        defer { curtain_allocation_counting_end() }
        window.present(controller, animated: true) { isPresented = true }
        let compositor = try #require(window.currentPresentation?.compositor, "the popup is made at once")
        let dims = try #require(window.attachments[DimmingBufferCache.self], "the window keeps its dim buffers")
        // Dim buffers made so far, at each frame callback.
        var dimCounts: [Int] = []
        dimCounts.reserveCapacity(counts.capacity)
        let tap = CompositorFrameTap(compositor)
        defer { withExtendedLifetime(tap) {} }
        tap.frame = { _ in
            if counts.count < counts.capacity {
                counts.append(curtain_allocation_count())
                dimCounts.append(dims.count)
            }
        }
        // The blocking wait: the counter counts this thread's allocations, and the blocking loop handles every
        // frame on this thread while holding the main actor, so no other test's work lands in the count.
        #expect(try fixture.runBlocking { isPresented }, "the presentation completes")
        curtain_allocation_counting_end()

        // A dim alpha first shown in this window makes its buffer (a WlBuffer, a Buffer and its release handler),
        // once: not counted against the frame.
        let newDims = zip(dimCounts, dimCounts.dropFirst()).map { UInt($1 - $0) }
        let perFrame = zip(zip(counts, counts.dropFirst()), newDims).map { ($0.1 - $0.0) &- Self.perDimBuffer * $1 }
        return (perFrame, counts)
    }

    /// The types allocated between the frame callbacks before the last three: what a steady frame allocates.
    private func lastSteadyFrame(_ counts: [UInt]) -> [String] {
        guard counts.count >= 4 else { return [] }
        let range = counts[counts.count - 4]..<counts[counts.count - 3]
        return range.suffix(Int(CURTAIN_ALLOCATION_RECENT)).map { index in
            guard let metadata = curtain_allocation_recent(index) else { return "?" }
            return _typeName(unsafeBitCast(metadata, to: Any.Type.self))
                + " at 0x" + String(curtain_allocation_recent_caller(index), radix: 16)
        }
    }
}
