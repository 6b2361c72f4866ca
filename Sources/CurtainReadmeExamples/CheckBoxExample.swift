import Curtain

/// "Windows and views": a check box and a radio group in a window; compiled, never run.
@MainActor func addDeliveryOptions(to window: Window) {
// Example begin: docs/Curtain.docc/ViewsAndControls.md
let remember = CheckBox(title: "_Remember me", isOn: true)
remember.usesMnemonic = true                       // Alt+R toggles it
remember.onChange = { isOn in print("remember:", isOn) }
let sizes = RadioGroup()
let small = RadioButton(title: "Small", group: sizes, isOn: true)
let large = RadioButton(title: "Large", group: sizes)
sizes.onChange = { chosen in print(chosen?.title ?? "none") }
let stack = StackView(axis: .vertical, arrangedSubviews: [remember, small, large])
stack.frame = Rect(x: 12, y: 12, width: 336, height: 120)
window.contentView.addSubview(stack)
// Example end
}
