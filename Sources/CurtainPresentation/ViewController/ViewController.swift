import CurtainInput
import CurtainRendering
import CurtainViews
import Glibc

/// Owns one view tree and takes part in presentations: Curtain's `UIViewController`.
///
/// The view is created lazily: the first access to ``view`` calls ``loadView()`` and then
/// ``viewDidLoad()``. Subclasses override ``loadView()`` to build their tree, as
/// ``AlertController`` does with its content view.
///
/// A presenter (the compositor backend, or a test standing in for it) drives the rest:
///
/// 1. it links the pair with ``presentingViewController`` / ``presentedViewController``, installs
///    the handler that carries out its dismissal, and asks ``transitioningDelegate`` for the transition;
/// 2. around each transition it calls ``beginAppearanceTransition(_:animated:)`` and
///    ``endAppearanceTransition()``, which set ``isBeingPresented`` / ``isBeingDismissed`` and
///    call the `viewWill…` / `viewDid…` hooks;
/// 3. it routes keys the view tree did not consume to ``handleKey(_:)``
///    (`rootView.onUnhandledKey`).
///
/// ```swift
/// final class About: ViewController {
///     override func loadView() { view = Label(text: "Curtain 1.0") }
/// }
/// ```
@MainActor open class ViewController {
    private var loadedView: View?

    /// Creates a view controller; its view is not loaded yet.
    public init() {}

    // MARK: - View

    /// The root of the controller's view tree, loaded on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    /// Whether ``ViewController/view`` has been created.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view tree and assigns it to ``ViewController/view``. The default makes an empty ``View``.
    ///
    /// Called once, on the first access to ``ViewController/view``; do not call it yourself or `super`.
    open func loadView() {
        view = View()
    }

    /// Called once, right after ``loadView()``.
    open func viewDidLoad() {}

    /// What the controller shows, as UIKit's `title`: an alert's heading, and a dialog window's title
    /// (``ModalPresentationStyle/dialogWindow``); `nil` or empty shows none.
    public var title: String?

    /// The card's size when presented, or `nil` to let the view decide (``View/sizeThatFits(_:)``). Changed while
    /// the controller is shown, the card takes the new size at once, as in UIKit.
    public var preferredContentSize: Size? {
        didSet { if preferredContentSize != oldValue { contentSizeDidChange() } }
    }

    /// Tells the presentation showing this controller that its view's fitted size changed (a view shown or
    /// hidden, a label's text replaced), so the card is measured, laid out and drawn again at its new size. Does
    /// nothing while the controller is not shown.
    ///
    /// A view does not know which presentation draws it, so a change of its size does not reach the card alone.
    public func contentSizeDidChange() {
        presentation?.contentSizeDidChange()
    }

    /// Where the view rests in a container of `containerSize` while presented.
    ///
    /// The presenter sizes the card buffer from this, and ``AlertPresentationController`` hands it
    /// to animators as the final frame. The default centres ``preferredContentSize``, or the view's
    /// fitted size within the container, in whole pixels.
    open func frameOfPresentedView(in containerSize: Size) -> Rect {
        let size = preferredContentSize ?? view.sizeThatFits(containerSize)
        return Rect(
            x: ((containerSize.width - size.width) / 2).rounded(),
            y: ((containerSize.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }

    // MARK: - Presentation

    /// Vends the animators and presentation controller used when this controller is presented; held weakly, as in
    /// UIKit, so the object that set it keeps it (seed 004's alert keeps its `alertDelegate`). It wins over
    /// ``modalTransition``.
    public weak var transitioningDelegate: TransitioningDelegate?

    /// A transition this controller keeps for itself, used when ``transitioningDelegate`` is nil: Curtain's
    /// built-in transitions are made for one controller and held here (`popup.modalTransition = SlideTransition()`).
    public var modalTransition: TransitioningDelegate?

    /// What vends this controller's transition: ``transitioningDelegate``, else ``modalTransition``.
    public var effectiveTransitioningDelegate: TransitioningDelegate? { transitioningDelegate ?? modalTransition }

    /// How the controller shows when presented: over the window (the default) or as a popover.
    public var modalPresentationStyle = ModalPresentationStyle.overWindow

    /// The popover's anchor and placement while ``modalPresentationStyle`` is ``ModalPresentationStyle/popover``;
    /// `nil` otherwise. Made on first use, as UIKit's.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover { return popover }
        let made = PopoverPresentationController()
        popover = made
        return made
    }
    private var popover: PopoverPresentationController?

    /// The style the controller shows in over a window `width` points wide: ``modalPresentationStyle``, unless
    /// the controller adapts to the window, as an action sheet does (a popover only where the window is wide
    /// enough, as on an iPad; over the window's bottom edge otherwise).
    open func presentationStyle(forWindowWidth width: Double) -> ModalPresentationStyle {
        modalPresentationStyle
    }

    /// The size of the card when shown as a popover: ``preferredContentSize`` or the view's fitted size.
    open var popoverContentSize: Size {
        preferredContentSize ?? view.sizeThatFits(.unbounded)
    }

    /// Whether to replace motion with a plain fade; defaults to `CURTAIN_REDUCED_MOTION=1`.
    public var prefersReducedMotion = ViewController.environmentPrefersReducedMotion

    /// Whether the environment asks for reduced motion (`CURTAIN_REDUCED_MOTION=1`).
    public static var environmentPrefersReducedMotion: Bool {
        guard let value = getenv("CURTAIN_REDUCED_MOTION") else { return false }
        return String(cString: value) == "1"
    }

    /// The controller that presented this one; set by the presenter, cleared after dismissal.
    public weak var presentingViewController: ViewController?

    /// The controller this one presents; set by the presenter, cleared after dismissal.
    public package(set) var presentedViewController: ViewController?

    /// Carries out ``dismiss(animated:completion:)`` for this controller while it is presented.
    ///
    /// The presenter installs it when the presentation begins: it runs the dismissal transition
    /// and calls the closure it is given exactly once, after the transition has completed and the
    /// card is gone. It is the one hook a backend must fulfil for alerts to work.
    package var dismissHandler: (@MainActor (_ animated: Bool, _ completion: @escaping @MainActor () -> Void) -> Void)?

    /// The window whose presentation queue shows or holds this controller; set when it is
    /// presented over a window, cleared when its presentation ends or it leaves the queue.
    weak var hostWindow: Window?
    /// Whether the controller fills a window of its own (``ModalPresentationStyle/dialogWindow``): what it presents
    /// goes over that window rather than stacked on a popup.
    var isWindowContent = false

    /// The presentation showing this controller, from the moment it is made until its surfaces are gone.
    weak var presentation: PopupPresenter?

    /// The presentation controller of the presentation showing this controller (a ``PopoverPresentationController``
    /// for a popover); `nil` while it is not presented. UIKit's `presentationController`.
    public var presentationController: PresentationController? {
        presentation?.coordinator.presentationController
    }

    /// The coordinator of the transition presenting or dismissing this controller, while one runs; `nil`
    /// otherwise. Animate alongside it (``TransitionCoordinator/animate(alongside:completion:)``) from
    /// ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, as in UIKit.
    public var transitionCoordinator: TransitionCoordinator? {
        guard let coordinator = presentation?.coordinator, !coordinator.isComplete || coordinator.isAboutToBegin
        else { return nil }
        return coordinator
    }

    /// Run once, then dropped, when the controller's presentation ends: its dismissal completed, or it left the
    /// queue without being shown. The `async` forms (`ViewController+Async.swift`) resume their callers from it,
    /// because a completion can be skipped (a presentation reversed before it finished) while this cannot.
    var presentationEndHandlers: [@MainActor () -> Void] = []

    /// Runs the ``presentationEndHandlers`` and drops them; the presentation queue calls it.
    func presentationDidEnd() {
        let handlers = presentationEndHandlers
        presentationEndHandlers = []
        for handler in handlers { handler() }
    }

    /// Dismisses the controller this one presents or, if none, this controller itself.
    ///
    /// Without a presentation that shows it there is nothing on screen to take down, and `completion` runs
    /// at once.
    /// - Parameters:
    ///   - animated: Whether the dismissal transition animates.
    ///   - completion: Runs once the dismissal has completed.
    open func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        let target = presentedViewController ?? self
        guard let handler = target.dismissHandler else {
            completion?()
            return
        }
        handler(animated) { completion?() }
    }

    // MARK: - Appearance

    /// True between the presenter's begin and end of an appearing transition.
    public private(set) var isBeingPresented = false
    /// True between the presenter's begin and end of a disappearing transition.
    public private(set) var isBeingDismissed = false
    /// Whether the view is on screen (after `viewDidAppear`, before `viewDidDisappear`).
    public private(set) var isVisible = false
    private var isAppearanceAnimated = true

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear.
    ///
    /// The presenter calls it when a transition begins; it sets ``isBeingPresented`` or
    /// ``isBeingDismissed`` and calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        isBeingPresented = isAppearing
        isBeingDismissed = !isAppearing
        isAppearanceAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Tells the controller the transition begun by ``beginAppearanceTransition(_:animated:)`` ended.
    ///
    /// Calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` and clears the flags. Does nothing
    /// when no transition was begun.
    public func endAppearanceTransition() {
        guard isBeingPresented || isBeingDismissed else { return }
        let appeared = isBeingPresented
        isBeingPresented = false
        isBeingDismissed = false
        isVisible = appeared
        if appeared { viewDidAppear(isAppearanceAnimated) } else { viewDidDisappear(isAppearanceAnimated) }
    }

    /// Called when the presentation transition begins.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the presentation transition has completed.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called when the dismissal transition begins.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called when the dismissal transition has completed and the view is gone.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Input

    /// Handles a key press that no view in the tree consumed; returns whether it was handled.
    ///
    /// The presenter wires it to the root: `root.onUnhandledKey = { controller.handleKey($0) }`.
    /// The default handles nothing.
    open func handleKey(_ event: KeyEvent) -> Bool { false }
}
