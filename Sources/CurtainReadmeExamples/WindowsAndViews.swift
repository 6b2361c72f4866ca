import Curtain

/// "Windows and views": a rename window. It needs a compositor, so it is compiled and never run.
@MainActor func runRenameWindow() throws {
// Example begin: docs/Curtain.docc/GettingStarted.md
let app = try Application()
let window = Window(application: app, title: "Rename", appID: "org.example.rename",
                    size: Size(width: 360, height: 130))
let field = TextField(placeholder: "New name")
field.frame = Rect(x: 20, y: 20, width: 320, height: 36)
let ok = Button(title: "Rename", style: .filled(.systemBlue)) { app.terminate() }
ok.frame = Rect(x: 220, y: 72, width: 120, height: 44)
window.contentView.addSubview(field)
window.contentView.addSubview(ok)
window.onCloseRequest = { app.terminate() }
window.show()
field.becomeFocused()
try app.run()          // throws WaylandError if the compositor goes away
print(field.text)
// Example end
}
