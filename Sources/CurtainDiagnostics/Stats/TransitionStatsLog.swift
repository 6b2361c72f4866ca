import Glibc

/// Collects `TransitionStats` and, when `CURTAIN_STATS=/path/file.json` is set, rewrites that
/// file after every finished transition: a JSON array with one object per transition, in the
/// order they ended.
///
/// The file is replaced atomically (written to `file.json.tmp` beside it, then `rename`d), so a
/// reader never sees half a file. The shared ``standard`` log is what presentations use; tests
/// read ``records`` or give a presentation their own log.
@MainActor package final class TransitionStatsLog {
    /// The file to rewrite, or nil to only keep records in memory.
    package let path: String?
    /// The most recent records, oldest first: at most ``maximumRecords``.
    package private(set) var records: [TransitionStats] = []
    /// How many records the log keeps (and the file holds); older ones are dropped.
    ///
    /// Without a bound a long-running process (the gallery, an app presenting thousands of alerts)
    /// grows by every transition, and rewriting the file after each one gets slower and slower.
    package var maximumRecords = 1000
    /// Called after each record is added.
    package var onRecord: (@MainActor (TransitionStats) -> Void)?
    /// Whether presentations ask the compositor when each frame reached the screen (`wp_presentation_feedback`),
    /// which the missed-frame count needs; it costs a request and two events a frame. On when the log writes a
    /// file (`CURTAIN_STATS`), off for the memory-only log every process has.
    package var measuresPresentation: Bool
    /// Whether presentations time each frame callback's handler (`TransitionCPU.frameHandlerMicros`), two
    /// `clock_gettime` calls a frame. On when the log writes a file, off for the memory-only log every process
    /// has, where nobody reads the figure. Apart from ``measuresPresentation``: with feedback off
    /// (`CURTAIN_STATS_FEEDBACK=0`) the bench still compares the handler's time.
    package var timesFrameHandling: Bool

    /// Creates a log writing to `path` (nil: memory only).
    package init(path: String?) {
        self.path = path
        measuresPresentation = path != nil
        timesFrameHandling = path != nil
    }

    /// The log of this process, writing to `CURTAIN_STATS` when it is set.
    ///
    /// Main-actor isolated, like the coordinators that write to it.
    /// `CURTAIN_STATS_FEEDBACK=0` leaves presentation feedback off (no missed-frame count), so the bench can
    /// show what the measurement itself costs a frame.
    package static let standard: TransitionStatsLog = {
        let log = TransitionStatsLog(
            path: getenv("CURTAIN_STATS").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 })
        if let feedback = getenv("CURTAIN_STATS_FEEDBACK"), String(cString: feedback) == "0" {
            log.measuresPresentation = false
        }
        return log
    }()

    /// Adds `record` and rewrites the file.
    package func append(_ record: TransitionStats) {
        records.append(record)
        if records.count > maximumRecords { records.removeFirst(records.count - maximumRecords) }
        if let path { write(to: path) }
        onRecord?(record)
    }

    /// Replaces the record with `record`'s id, if the log still holds it, and rewrites the file: presentation
    /// feedback for a transition's last frames arrives after the transition has ended.
    func revise(_ record: TransitionStats) {
        guard let index = records.lastIndex(where: { $0.id == record.id }) else { return }
        records[index] = record
        if let path { write(to: path) }
    }

    /// The whole log as a JSON array.
    package var json: String {
        "[\n" + records.map { "  " + $0.json }.joined(separator: ",\n") + "\n]\n"
    }

    private func write(to path: String) {
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let bytes = Array(json.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count else {
            unlink(temporary)
            return
        }
        rename(temporary, path)
    }
}
