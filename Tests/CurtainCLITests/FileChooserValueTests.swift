import CurtainDesktop
import CurtainTestSupport
@testable import curtain
import Testing

/// The pure parts of the file chooser: zenity's filter syntax and file URIs.
@Suite("file chooser values", .blocking)
struct FileChooserValueTests {
    @Test("zenity's --file-filter: the name before |, the patterns after; without | the text is both")
    func filters() {
        #expect(FileFilter(zenity: "Images | *.png  *.jpg") == FileFilter(name: "Images", patterns: ["*.png", "*.jpg"]))
        #expect(FileFilter(zenity: "*.txt *.md") == FileFilter(name: "*.txt *.md", patterns: ["*.txt", "*.md"]))
        #expect(FileFilter(zenity: "All|*") == FileFilter(name: "All", patterns: ["*"]))
    }

    @Test("file URIs become paths, percent-decoded; other schemes are left out")
    func uris() {
        #expect(FileChooserResult.path(fromFileURI: "file:///tmp/a%20b%25.txt") == "/tmp/a b%.txt")
        #expect(FileChooserResult.path(fromFileURI: "file://localhost/etc/hosts") == "/etc/hosts")
        #expect(FileChooserResult.path(fromFileURI: "sftp://host/file") == nil)
        #expect(FileChooserResult.chosen(["file:///a", "https://x/y", "file:///b"]).paths == ["/a", "/b"])
        #expect(FileChooserResult.cancelled.paths.isEmpty)
    }

    @Test("--filename: a folder ends in /; a file gives the folder, and the proposed name when saving")
    func start() {
        var open = FileChooserRequest(purpose: .open)
        open.start(at: "/home/me/notes.txt")
        #expect(open.currentFolder == "/home/me" && open.currentName == nil)
        var save = FileChooserRequest(purpose: .save)
        save.start(at: "report.txt")
        #expect(save.currentFolder == nil && save.currentName == "report.txt")
        save.start(at: "/out/")
        #expect(save.currentFolder == "/out/")
    }
}
