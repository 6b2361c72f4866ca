import CurtainTestSupport
import Testing
import CurtainViews
import CurtainInput
import CurtainRendering

@Suite("Mnemonic labels", .blocking)
struct MnemonicLabelTests {
    @Test("an underscore marks the next character; the underscore is not shown")
    func underscoreMarksTheMnemonic() {
        let label = MnemonicLabel(parsing: "_Save")
        #expect(label.text == "Save")
        #expect(label.mnemonic == "s")
        #expect(label.mnemonicIndex == label.text.startIndex)
    }

    @Test("the mark may sit inside a word, and the key is lowercased")
    func markInsideAWord() {
        let label = MnemonicLabel(parsing: "Save _As…")
        #expect(label.text == "Save As…")
        #expect(label.mnemonic == "a")
        #expect(label.mnemonicIndex.map { label.text[$0] } == "A")
    }

    @Test("a double underscore is one literal underscore and marks nothing")
    func doubleUnderscoreIsLiteral() {
        let label = MnemonicLabel(parsing: "a__b")
        #expect(label.text == "a_b")
        #expect(label.mnemonic == nil)
        #expect(label.mnemonicIndex == nil)
        let mixed = MnemonicLabel(parsing: "snake__case _Go")
        #expect(mixed.text == "snake_case Go")
        #expect(mixed.mnemonic == "g")
    }

    @Test("a label without underscores is unchanged")
    func plainLabelUnchanged() {
        for text in ["OK", "Time: 10:30", "", "Ünïcødé ✓", "<b>&amp;</b>"] {
            let label = MnemonicLabel(parsing: text)
            #expect(label.text == text)
            #expect(label.mnemonic == nil)
        }
    }

    @Test("only the first mark counts; later single underscores and a trailing one are dropped, as GTK drops them")
    func onlyTheFirstMarkCounts() {
        let label = MnemonicLabel(parsing: "_One _Two_")
        #expect(label.text == "One Two")
        #expect(label.mnemonic == "o")
    }

    @Test("an underscore before a space marks nothing")
    func spaceIsNotAMnemonic() {
        let label = MnemonicLabel(parsing: "a_ b")
        #expect(label.text == "a b")
        #expect(label.mnemonic == nil)
    }

    @Test("non-ASCII letters can be mnemonics; the index points at the whole character")
    func unicodeMnemonic() {
        let label = MnemonicLabel(parsing: "_Éditer")
        #expect(label.text == "Éditer")
        #expect(label.mnemonic == "é")
        #expect(label.matches(typed: "É") && label.matches(typed: "é") && !label.matches(typed: "e"))
    }

    @Test("a typed key matches in either case; nothing matches a label without a mnemonic")
    func matching() {
        #expect(MnemonicLabel(parsing: "_Save").matches(typed: "S"))
        #expect(MnemonicLabel(parsing: "_Save").matches(typed: "s"))
        #expect(!MnemonicLabel(parsing: "_Save").matches(typed: "a"))
        #expect(!MnemonicLabel(parsing: "_Save").matches(typed: nil))
        #expect(!MnemonicLabel(parsing: "Save").matches(typed: "s"))
    }

    @Test("a plain button shows underscores; a mnemonic button takes them out and keeps its title as given")
    @MainActor
    func buttonTitles() {
        let button = Button(title: "_Save")
        #expect(button.label.text == "_Save" && button.mnemonic == nil)
        button.usesMnemonic = true
        #expect(button.label.text == "Save" && button.mnemonic == "s")
        #expect(button.title == "_Save")
        button.title = "a__b"
        #expect(button.label.text == "a_b" && button.mnemonic == nil)
    }

    @Test("translated labels keep their mnemonic: a Latin letter in brackets, a Cyrillic or Arabic letter")
    func translatedLabels() {
        // GNOME's words for Yes, Cancel and No in Japanese, Russian and Arabic (po/ja.po, ru.po, ar.po).
        let yes = MnemonicLabel(parsing: "はい(_Y)")
        #expect(yes.text == "はい(Y)" && yes.mnemonic == "y" && yes.matches(typed: "Y"))
        let cancel = MnemonicLabel(parsing: "_Отменить")
        #expect(cancel.text == "Отменить" && cancel.mnemonic == "о" && cancel.matches(typed: "О"))
        let no = MnemonicLabel(parsing: "_لا")
        #expect(no.text == "لا" && no.mnemonic == "ل")
    }

    @Test("Russian OK and Cancel share GNOME's О: Alt+О moves the focus between them and presses neither")
    @MainActor
    func translatedLabelsSharingALetter() {
        let root = RootView(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        var pressed: [String] = []
        let cancel = Button(title: "_Отменить") { pressed.append("cancel") }
        let ok = Button(title: "_ОК") { pressed.append("ok") }
        for (index, button) in [cancel, ok].enumerated() {
            button.usesMnemonic = true
            button.frame = Rect(x: Double(index) * 100, y: 0, width: 100, height: 40)
            root.addSubview(button)
        }
        let altO = KeyEvent(keysym: Keysym(rawValue: 0x6cf), text: "о", modifiers: .alt)  // Cyrillic_o
        #expect(root.handleKeyEvent(altO))
        #expect(cancel.isFocused && !ok.isFocused)
        #expect(root.handleKeyEvent(altO))
        #expect(ok.isFocused && !cancel.isFocused)
        #expect(pressed.isEmpty)
    }
}
