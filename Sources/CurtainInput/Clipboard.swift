import Glibc
import Wayland

/// One seat's clipboard (the `wl_data_device` selection): copy plain text to it, paste plain text from it.
///
/// Copying creates a `wl_data_source` offering UTF-8 text and makes it the selection with the serial of the
/// input event that asked for it (the compositor ignores a selection set without a recent serial). The
/// compositor announces each new selection with `wl_data_device.data_offer` (the offer and its MIME types)
/// followed by `wl_data_device.selection`; this is sent only to the client with keyboard focus. Pasting asks
/// the offer to write into a pipe (`wl_data_offer.receive`) and reads it without blocking the loop.
///
/// ```swift
/// app.clipboard()?.copy("hello")       // from a key or button handler
/// app.clipboard()?.paste { text in field.insert(text ?? "") }
/// ```
@MainActor public final class Clipboard {
    /// MIME types offered and accepted for text, best first.
    public static let textMimeTypes = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "STRING", "TEXT"]
    /// Texts this long or longer that we own are handed over directly: a pipe holds 64 KiB, and the writer
    /// and the reader of a self-paste share one thread.
    static let directHandoverBytes = 32 * 1024

    /// The `wl_data_device` of the seat.
    package let device: WlDataDevice
    /// The serial a copy quotes now: that of the input event being handled, else the seat's latest; set by
    /// whoever routes the seat's input (`Application`).
    package var inputSerial: (@MainActor () -> UInt32?)?
    /// Whether the current selection offers text.
    public var hasText: Bool { selection.map { offer in bestMimeType(of: offer) != nil } ?? false }
    /// Whether the selection is ours (the last copy was this client's and nobody copied since).
    package var ownsSelection: Bool { source != nil }

    private let manager: WlDataDeviceManager
    private let eventLoop: EventLoop
    /// The offer announced last, waiting for its `selection`.
    private var incoming: WlDataOffer?
    /// The current selection's offer, or `nil` when the clipboard is empty or not ours to see.
    private var selection: WlDataOffer?
    /// MIME types of the offers we hold.
    private var mimeTypes: [ObjectIdentifier: [String]] = [:]
    /// Our own data source while we own the selection, with its text.
    private var source: (proxy: WlDataSource, text: String)?
    /// Pastes in progress, by pipe read end.
    private var reads: [Int32: (token: EventLoopToken, bytes: [UInt8], completion: (String?) -> Void)] = [:]

    /// Creates the seat's data device.
    ///
    /// - Parameters:
    ///   - manager: The bound `wl_data_device_manager`.
    ///   - seat: The seat whose clipboard this is.
    ///   - eventLoop: The loop that reads pasted data.
    package init(manager: WlDataDeviceManager, seat: WlSeat, eventLoop: EventLoop) {
        self.manager = manager
        self.eventLoop = eventLoop
        device = manager.getDataDevice(seat: seat)
        device.onEvent = { [unowned self] event in
            switch event {
            case .dataOffer(let offer): handleDataOffer(offer)
            case .selection(let offer): handleSelection(offer)
            case .enter, .leave, .motion, .drop: break  // drag and drop is not supported
            }
        }
    }

    isolated deinit {
        for read in reads.values {
            read.token.cancel()
            read.completion(nil)
        }
        for fd in reads.keys { close(fd) }
    }

    /// Puts `text` on the clipboard.
    ///
    /// Call it from the key or button handler that asked for the copy: the compositor takes a selection only
    /// with the serial of a recent input event, which Curtain quotes for you. Without any input yet, nothing is
    /// copied.
    ///
    /// - Parameter text: The text to offer.
    public func copy(_ text: String) {
        guard let serial = inputSerial?() else { return }
        copy(text, serial: serial)
    }

    /// Puts `text` on the clipboard, quoting `serial`, the serial of the key or button event that asked for it.
    package func copy(_ text: String, serial: UInt32) {
        let proxy = manager.createDataSource()
        for type in Self.textMimeTypes { proxy.offer(mimeType: type) }
        proxy.onEvent = { [unowned self, unowned proxy] event in
            switch event {
            case .send(let mimeType, let fd): handleSend(mimeType: mimeType, fd: fd, from: proxy)
            case .cancelled: handleCancelled(proxy)
            default: break
            }
        }
        device.setSelection(source: proxy, serial: serial)
        source = (proxy, text)
    }

    /// Reads the clipboard's text.
    ///
    /// - Parameters:
    ///   - completion: Called once, later, on the loop's thread: with the text, or `nil` when the clipboard
    ///     holds no text or reading failed.
    public func paste(_ completion: @escaping @MainActor (String?) -> Void) {
        if let source, source.text.utf8.count >= Self.directHandoverBytes {
            let text = source.text
            eventLoop.perform { completion(text) }
            return
        }
        guard let offer = selection, let type = bestMimeType(of: offer) else {
            eventLoop.perform { completion(nil) }
            return
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            eventLoop.perform { completion(nil) }
            return
        }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        offer.receive(mimeType: type, fd: ends[1])
        close(ends[1])
        let readEnd = ends[0]
        let token = eventLoop.addReadSource(fd: readEnd) { [unowned self] in handleReadable(readEnd) }
        reads[readEnd] = (token, [], completion)
    }

    private func bestMimeType(of offer: WlDataOffer) -> String? {
        let offered = mimeTypes[ObjectIdentifier(offer)] ?? []
        return Self.textMimeTypes.first { offered.contains($0) }
    }

    /// `wl_data_device.data_offer`: a new offer; its MIME types follow as `wl_data_offer.offer`.
    private func handleDataOffer(_ offer: WlDataOffer) {
        if let incoming { mimeTypes[ObjectIdentifier(incoming)] = nil }
        incoming = offer
        mimeTypes[ObjectIdentifier(offer)] = []
        offer.onEvent = { [unowned self, unowned offer] event in
            if case .offer(let type) = event { mimeTypes[ObjectIdentifier(offer), default: []].append(type) }
        }
    }

    /// `wl_data_device.selection`: the announced offer (or none) is now the clipboard.
    private func handleSelection(_ offer: WlDataOffer?) {
        if let selection, selection !== offer { mimeTypes[ObjectIdentifier(selection)] = nil }
        selection = offer
        if incoming === offer { incoming = nil }
    }

    /// `wl_data_source.send`: someone pastes our text; write it and close.
    private func handleSend(mimeType: String, fd: Int32, from proxy: WlDataSource) {
        defer { close(fd) }
        guard let source, source.proxy === proxy else { return }
        var bytes = Array(source.text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { break }
            offset += written
        }
    }

    /// `wl_data_source.cancelled`: another selection replaced ours.
    private func handleCancelled(_ proxy: WlDataSource) {
        if source?.proxy === proxy { source = nil }
    }

    private func handleReadable(_ fd: Int32) {
        guard var read = reads[fd] else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                read.bytes += chunk.prefix(count)
                continue
            }
            if count < 0, errno == EAGAIN {
                reads[fd] = read
                return
            }
            break  // end of data, or an error
        }
        read.token.cancel()
        close(fd)
        reads[fd] = nil
        read.completion(String(decoding: read.bytes, as: UTF8.self))
    }
}
