/// A secure field's text lives in its ``SecretBuffer``; its ``TextField/model`` holds one bullet per character with
/// the caret and selection among them. Caret moves, selection and drawing work on the bullets as on any text; edits
/// that change the text go to the secret, and the bullets are made again from it.
extension TextField {
    /// Calls `body` with the field's text as UTF-8, without making a `String` of it: for a secure field, the bytes
    /// in locked memory, valid only during the call.
    public func withSecureText<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        if let secret { return try secret.withUnsafeBytes(body) }
        var text = model.text
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }

    /// Runs after the model's text changed: the layout is made again, and the user's edits are reported.
    func textDidChange() {
        needsTextUpdate = true
        if !isSettingText { onChange?(model.text) }
    }

    /// The bytes one bullet takes in the model.
    private static var bulletWidth: Int { String(bullet).utf8.count }

    // MARK: - Edits

    /// Replaces the selection (or inserts at the caret) with `string`, in the model or, for a secure field, in the
    /// secret.
    func replaceSelection(with string: String) {
        guard secret != nil else { return model.insert(string) }
        replaceSecret(inModelRange: model.selectedRange, with: string.utf8)
    }

    /// Backspace (or Delete, `backward` false): the selection, or the character before (after) the caret.
    func deleteCharacter(backward: Bool) {
        guard secret != nil else { return backward ? model.deleteBackward() : model.deleteForward() }
        let width = Self.bulletWidth
        var range = model.selectedRange
        if range.isEmpty {
            if backward {
                guard model.caret > 0 else { return }
                range = model.caret - width..<model.caret
            } else {
                guard model.caret < model.text.utf8.count else { return }
                range = model.caret..<model.caret + width
            }
        }
        replaceSecret(inModelRange: range, with: [])
    }

    /// Replaces all of the text, placing the caret at the end.
    func replaceAllText(with string: String) {
        guard let secret else { return model.setText(string) }
        secret.wipe()
        secret.append(contentsOf: string.utf8)
        showSecret(caretAt: secret.count)
    }

    /// An input method's edit on a secure field: its byte counts are counted in the secret, as the input method
    /// would count them in the text it was never told.
    func applySecretInputMethodEdit(deleteBefore: Int, deleteAfter: Int, commit: String?) {
        guard let secret else { return }
        let width = Self.bulletWidth
        let selection = model.selectedRange
        var lower = secret.offset(ofGrapheme: selection.lowerBound / width)
        var upper = secret.offset(ofGrapheme: selection.upperBound / width)
        let after = scalarBoundary(in: secret, atOrAfter: upper + max(0, deleteAfter))
        let before = scalarBoundary(in: secret, atOrBefore: lower - max(0, deleteBefore))
        secret.replaceSubrange(upper..<after, with: [])
        secret.replaceSubrange(before..<lower, with: [])
        (lower, upper) = (before, upper - (lower - before))
        let bytes = (commit ?? "").utf8
        secret.replaceSubrange(lower..<upper, with: bytes)
        showSecret(caretAt: lower + bytes.count)
    }

    // MARK: - The secret and its bullets

    /// Moves the text between the model and a secret when the field becomes secure or stops being so.
    func moveText(secure: Bool) {
        isSettingText = true
        defer { isSettingText = false }
        if secure {
            let secret = SecretBuffer()
            secret.append(contentsOf: model.text.utf8)
            self.secret = secret
            showSecret(caretAt: secret.count)
        } else if let secret {
            let text = secret.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
            self.secret = nil
            model.setText(text)
        }
    }

    /// Replaces the characters under `range` of the bullets with `bytes` in the secret, the caret after them.
    private func replaceSecret(inModelRange range: Range<Int>, with bytes: some Collection<UInt8>) {
        guard let secret else { return }
        let width = Self.bulletWidth
        let lower = secret.offset(ofGrapheme: range.lowerBound / width)
        let upper = secret.offset(ofGrapheme: range.upperBound / width)
        secret.replaceSubrange(lower..<upper, with: bytes)
        showSecret(caretAt: lower + bytes.count)
    }

    /// Makes the model the secret's bullets, the caret at the character boundary at or after `offset` in the
    /// secret. When the bullets and caret stay the same (one character replaced by another), the change is
    /// still reported.
    func showSecret(caretAt offset: Int) {
        guard let secret else { return }
        let width = Self.bulletWidth
        var shown = TextEditingModel(text: String(repeating: TextField.bullet, count: secret.graphemeCount))
        shown.move(to: secret.graphemeIndex(atOffset: offset) * width, extendingSelection: false)
        if shown == model {
            textDidChange()
            setNeedsDisplay()
            textInputLink?.fieldDidChange()
        } else {
            model = shown
        }
    }

    private func scalarBoundary(in secret: SecretBuffer, atOrBefore offset: Int) -> Int {
        var offset = max(0, min(offset, secret.count))
        while offset > 0, offset < secret.count, secret[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    private func scalarBoundary(in secret: SecretBuffer, atOrAfter offset: Int) -> Int {
        var offset = max(0, min(offset, secret.count))
        while offset < secret.count, secret[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }
}
