import CurtainCPango

extension TextLayout {
    /// Replaces the content with plain text and underlines the one character at `index`: a button's mnemonic.
    ///
    /// The underline is Pango's low underline, which clears descenders, as GTK draws mnemonics.
    /// - Parameters:
    ///   - newText: The text, shown literally.
    ///   - index: The character to underline, an index into `newText`; nil underlines nothing.
    public func setText(_ newText: String, underliningCharacterAt index: String.Index?) {
        setText(newText)
        guard let index, index < newText.endIndex else { return }
        // Pango counts bytes of the text it was given, which lost its control characters scalar by scalar.
        let start = TextSystem.sanitized(String(newText[..<index])).utf8.count
        let length = TextSystem.sanitized(String(newText[index])).utf8.count
        guard length > 0, start + length <= Int(strlen(pango_layout_get_text(pangoLayout))) else { return }
        let attributes = pango_attr_list_new()
        guard let underline = pango_attr_underline_new(PANGO_UNDERLINE_LOW) else { return }
        underline.pointee.start_index = UInt32(start)
        underline.pointee.end_index = UInt32(start + length)
        pango_attr_list_insert(attributes, underline)
        pango_layout_set_attributes(pangoLayout, attributes)
        pango_attr_list_unref(attributes)
    }
}
