/// Per-window state that higher layers keep on a ``Window``, one value per type.
///
/// Views sit below Presentation and cannot name its types, yet some state belongs to exactly one window and
/// must live and die with it (the presentation queue). A layer stores it here keyed by its own type, so it
/// gets its value back typed, and Views never reads what it holds:
///
/// ```swift
/// if let queue = window.attachments[PresentationQueue.self] { return queue }
/// window.attachments[PresentationQueue.self] = PresentationQueue(window: window)
/// ```
package struct WindowAttachments {
    private var values: [ObjectIdentifier: AnyObject] = [:]

    package init() {}

    /// The value stored for `type`, or `nil`; assigning `nil` removes it.
    package subscript<Value: AnyObject>(_ type: Value.Type) -> Value? {
        // Values are stored only under their own type's key, so the cast cannot fail.
        get { values[ObjectIdentifier(type)].map { $0 as! Value } }
        set { values[ObjectIdentifier(type)] = newValue }
    }
}
