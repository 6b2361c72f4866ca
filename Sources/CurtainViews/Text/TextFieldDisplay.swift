import CurtainRendering

/// What a ``TextField`` shows and where: its text and placeholder laid out, whether the text layout is stale,
/// and how far the text is scrolled.
///
/// The text layout holds what is drawn, not the model's text (bullets for a secure field, the input method's
/// composing text spliced in at the caret), so it is rebuilt lazily when ``needsTextUpdate`` says the model,
/// the preedit or the secure flag changed; the scroll then follows the caret.
struct TextFieldDisplay {
    /// The displayed text.
    let textLayout: TextLayout
    /// The grey text shown while the field is empty; it also gives the field its line height.
    let placeholderLayout: TextLayout
    /// Whether ``textLayout`` must be rebuilt from the model before it is measured or drawn.
    var needsTextUpdate = true
    /// Horizontal scroll of the text, in logical px, keeping the caret visible.
    var scrollX = 0.0
}
