import Curtain

// "Layout": a sign-in form of aligned labels, fields and right-aligned buttons, in a grid and two stacks.
// Compiled; `LayoutIntegrationTests` shows it on weston and checks its pixels.

/// The form of the README and the Layout article, put in `window`; returns its parts for the pixel test.
@MainActor
func showSignInForm(in window: Window) -> (fields: GridView, buttons: StackView) {
// Example begin: README.md, docs/Curtain.docc/Layout.md
let name = TextField(placeholder: "Ada Lovelace")
let email = TextField(placeholder: "ada@example.org")
let password = TextField()
password.isSecureTextEntry = true
let fields = GridView(rows: [
    [Label(text: "Name"), name],
    [Label(text: "Email"), email],
    [Label(text: "Password"), password],
])
let cancel = Button(title: "Cancel", style: .cancel)
let signIn = Button(title: "Sign In", style: .filled(.systemBlue))
let buttons = StackView(axis: .horizontal, arrangedSubviews: [Spacer(), cancel, signIn])
buttons.spacing = 8
let form = StackView(axis: .vertical, arrangedSubviews: [fields, buttons, Spacer()])
form.spacing = 16
form.insets = EdgeInsets(all: 16)
window.contentView = form
// Example end
return (fields, buttons)
}

/// Priorities and directions, as the article shows them.
@MainActor
func priorities(_ field: TextField, _ form: View) {
// Example begin: docs/Curtain.docc/Layout.md
field.setContentHuggingPriority(.defaultHigh, for: .horizontal)   // keep the field at its fitted width
form.layoutDirection = .rightToLeft                                // labels on the right, buttons on the left
// Example end
}

/// Choosing a direction for every window, one window, one view, or the user's text, as the article shows it.
@MainActor
func directions(_ app: Application, _ window: Window, _ clock: View, message: String) -> LayoutDirection {
// Example begin: docs/Curtain.docc/Layout.md
app.layoutDirection = .rightToLeft                       // every window made from now on
window.rootView.layoutDirection = .leftToRight           // one window
clock.layoutDirection = .leftToRight                     // one view and its subviews
let direction = LayoutDirection.ofText(message) ?? .ofLocale   // the direction of the user's own text
// Example end
return direction
}
