#if canImport(Glibc)
import CurtainDiagnostics
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Curtain

/// `curtain filmstrip`'s renderer: samples a transition with ``Filmstrip`` and writes its contact
/// sheet and JSON, with the transition's real card (``FilmstripCard``) as the presented content.
///
/// The card is drawn once, as a window draws it: a ``RootView`` the size of the card plus its
/// shadow renders the view tree into an ``ImageSurface``; the contact sheet then composes that
/// image over the striped parent and the dim for every frame. Needs no display.
struct CairoFilmstripRenderer: FilmstripRendering {
    /// Why a filmstrip file could not be written.
    struct WriteError: Error, CustomStringConvertible {
        /// The file.
        var path: String
        /// `strerror` of the failure.
        var reason: String

        var description: String { "cannot write \(path): \(reason)" }
    }

    func render(_ options: FilmstripOptions) throws {
        let style = options.transition
        let card = FilmstripCard(for: options.transition)
        let image = try Self.drawCard(card.view)
        let phase = options.phase
        let strip = Filmstrip(
            transition: style.makeTransition(), phase: phase, fps: Double(options.framesPerSecond),
            containerSize: FilmstripCard.containerSize,
            cardSize: Size(width: Double(image.width), height: Double(image.height)))
        if let path = options.jsonPath {
            try Self.write(strip.json, to: path)
        }
        if let path = options.imagePath {
            try strip.writeContactSheet(
                toPNG: path, title: "\(style.typeName) · \(phase.rawValue)", card: image.cairoSurface)
        }
        withExtendedLifetime(card) {}
    }

    /// Draws `view` (framed at the origin) into a new image the size of its frame grown by its
    /// drawing outsets, so a card's shadow is part of the image.
    static func drawCard(_ view: View) throws -> ImageSurface {
        let outsets = view.drawingOutsets
        let width = (view.frame.width + outsets.left + outsets.right).rounded(.up)
        let height = (view.frame.height + outsets.top + outsets.bottom).rounded(.up)
        let root = RootView(frame: Rect(x: 0, y: 0, width: width, height: height))
        view.frame.origin = Point(x: outsets.left, y: outsets.top)
        root.addSubview(view)
        let surface = try ImageSurface(width: Int(width), height: Int(height))
        root.render(in: GraphicsContext(surface: surface), scale: 1)
        surface.flush()
        return surface
    }

    /// Writes `text` to `path`, replacing the file.
    static func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "w") else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
        var text = text
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == text.utf8.count, closed == 0 else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
