import Curtain
import CurtainDiagnostics
import Foundation

// curtain-gallery: every seed design presented over one window.
//
//   curtain-gallery              open the gallery on the current Wayland session
//   curtain-gallery --tour DIR   play the scripted tour, writing screenshots into DIR (needs a
//                                weston started with --debug; scripts/run starts one)

// The user's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), before any word is looked up: the library's own words
// come from the `curtain` catalogs; the gallery's demo content stays as written.
setlocale(LC_ALL, "")

let arguments = Array(CommandLine.arguments.dropFirst())
var tourDirectory: String?
if let first = arguments.first {
    guard first == "--tour", arguments.count == 2 else {
        FileHandle.standardError.write(Data("usage: curtain-gallery [--tour DIR]\n".utf8))
        exit(2)
    }
    tourDirectory = arguments[1]
}

// `CURTAIN_STATS=FILE` measures every transition into FILE, as in `curtain`.
recordTransitionStatsIfRequested()

let application: Application
do {
    application = try Application()
} catch {
    FileHandle.standardError.write(Data("curtain-gallery: \(error)\n".utf8))
    exit(3)
}
let gallery = Gallery(application: application)
gallery.window.onCloseRequest = { application.terminate() }
gallery.window.show()

var tour: GalleryTour?
if let tourDirectory {
    try? FileManager.default.createDirectory(atPath: tourDirectory, withIntermediateDirectories: true)
    tour = GalleryTour(gallery: gallery, directory: tourDirectory)
    tour?.start()
}

do {
    try application.run()
} catch {
    FileHandle.standardError.write(Data("curtain-gallery: \(error)\n".utf8))
    exit(3)
}
if let failure = tour?.failure {
    FileHandle.standardError.write(Data("curtain-gallery: the tour stopped: \(failure)\n".utf8))
    exit(4)
}
