import Curtain

/// `curtain-gallery --tour DIR`: presents and dismisses every design with its transition and
/// screenshots each at rest and mid-transition, for `scripts/run` in a headless weston.
///
/// Each stop presents one design, captures it halfway through the presentation, at rest, and
/// halfway through the dismissal, then moves on; the files are numbered in tour order
/// (`03-custompopup-bounce-2-presented.png`). Timing comes from the event loop's timers, so the
/// tour runs the real frame-driven transitions, as a user would see them.
@MainActor final class GalleryTour {
    /// One design to present and dismiss.
    struct Stop {
        /// File-name part: "custompopup-bounce".
        var name: String
        /// The transition's length each way, for the mid-transition captures (0: none).
        var presentDuration: Duration
        var dismissDuration: Duration
        /// Presents the design; calls the closure once the presentation has completed.
        var present: (Gallery, @escaping @MainActor () -> Void) -> ViewController
        /// Something to do at rest before the screenshot (type into a field).
        var atRest: (@MainActor (ViewController) -> Void)?
        /// Dismisses it; calls the closure once the dismissal has completed.
        var dismiss: (Gallery, ViewController, @escaping @MainActor () -> Void) -> Void
    }

    private let gallery: Gallery
    private let shooter: Screenshooter
    private var stops: [Stop]
    private var number = 0
    /// Paths written so far.
    private(set) var written: [String] = []
    /// The first error, which ends the tour.
    private(set) var failure: (any Error)?
    /// Whether the tour has ended.
    private(set) var isFinished = false

    /// How long to let the compositor show a resting frame before capturing it.
    static let settle: Duration = .milliseconds(120)

    /// Creates the tour over `gallery`, writing into `directory`.
    init(gallery: Gallery, directory: String) {
        self.gallery = gallery
        shooter = Screenshooter(directory: directory)
        stops = GalleryTour.allStops
    }

    /// Starts once the window is mapped and the desktop has been drawn.
    func start() {
        after(.milliseconds(600)) { [self] in
            shoot("gallery")
            gallery.clickDummy()
            after(Self.settle) { [self] in
                shoot("gallery-click-dummy")
                next()
            }
        }
    }

    private func next() {
        guard failure == nil, !stops.isEmpty else { return finish() }
        let stop = stops.removeFirst()
        var controller: ViewController?
        controller = stop.present(gallery) { [self] in
            after(Self.settle) { [self] in
                guard let controller else { return }
                stop.atRest?(controller)
                after(Self.settle) { [self] in
                    shoot("\(stop.name)-2-presented")
                    stop.dismiss(gallery, controller) { [self] in after(Self.settle) { self.next() } }
                    midway(stop.dismissDuration, "\(stop.name)-3-dismissing")
                }
            }
        }
        midway(stop.presentDuration, "\(stop.name)-1-presenting")
    }

    /// Captures halfway through a transition of `duration`, if it has any length.
    private func midway(_ duration: Duration, _ name: String) {
        guard duration > .zero else { return }
        after(duration / 2) { [self] in shoot(name) }
    }

    private func shoot(_ name: String) {
        guard failure == nil else { return }
        number += 1
        let numbered = (number < 10 ? "0" : "") + "\(number)-\(name)"
        do {
            try gallery.application.flush()
            written.append(try shooter.capture(numbered))
            print("tour: \(numbered).png")
        } catch {
            failure = error
            finish()
        }
    }

    private func finish() {
        isFinished = true
        gallery.application.terminate()
    }

    private func after(_ delay: Duration, _ body: @escaping @MainActor () -> Void) {
        gallery.application.perform(after: delay, body)
    }
}
