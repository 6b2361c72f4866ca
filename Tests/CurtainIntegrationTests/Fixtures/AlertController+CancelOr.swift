import Curtain

extension AlertController {
    /// The alert most tests answer with a key or a click: a Cancel action and one more, each reporting its
    /// title to `onChoice` when chosen, so a test can check which one the input reached.
    ///
    /// - Parameters:
    ///   - action: The other action's title ("Save", "Empty").
    ///   - style: The other action's style.
    ///   - title: The alert's title.
    ///   - message: The alert's message.
    ///   - onChoice: Called with the chosen action's title.
    static func cancelOr(
        _ action: String, style: AlertAction.Style = .default, title: String, message: String?,
        onChoice: @escaping (String) -> Void
    ) -> AlertController {
        let alert = AlertController(title: title, message: message)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { onChoice($0.title) })
        alert.addAction(AlertAction(title: action, style: style) { onChoice($0.title) })
        return alert
    }
}
