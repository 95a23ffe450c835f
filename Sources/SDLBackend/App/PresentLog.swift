import Foundation
import UICore
import UIRuntime

#if canImport(Glibc)
import Glibc
#endif

/// The live window as a ``PlatformBackend`` that also writes one line per frame handed to it
/// (`COOKBOOK_PRESENT_LOG=FILE`, hidden: `make bench`'s `live:` rows read it), so a benchmark
/// outside the process sees every present where it happens. The cookbook's window and every
/// ``SDLApp/run(title:size:canvas:arguments:content:)`` window take it.
///
/// Each line is `shown T P F FOCUS BLANK` for a frame that reached the screen, `same T P F FOCUS BLANK` for
/// one the window had nothing new to show for (nothing was presented): `T` is `CLOCK_MONOTONIC`
/// in nanoseconds when the present returned (the clock every process on the machine shares),
/// `P` the nanoseconds the present took, `F` the nanoseconds the whole frame took (from the
/// host's reading of the event queue before it to the end of the present: input, building,
/// drawing, presenting), `FOCUS` the focused view's id then (`-` for none), `BLANK` the tiles of
/// lazy stacks and grids on screen without their content in that frame (``BlankTiles``), or `-`
/// when they are not counted (counted only with `COOKBOOK_PRESENT_LOG_BLANKS=1`).
///
/// The log is the benchmark's instrument, and what it costs the app is charged to the app by a
/// benchmark reading the app's CPU time, so it keeps that cost small: lines are written in
/// batches (``flushInterval``, and at once whenever the app goes to sleep for longer than a
/// frame), and blank tiles — a walk of the laid-out tree — are counted only for the row that
/// reports them.
package final class PresentLog: PlatformBackend {
    private let window: SDLWindow
    private let descriptor: Int32
    /// The focused view's id, asked after each present.
    package var focusedID: () -> String? = { nil }
    /// The blank tiles of a frame's display list (``BlankTiles``), asked after each present
    /// whose layout generation differs from the last one counted.
    package var blankTiles: (DisplayList) -> Int = { _ in 0 }
    /// The app's layout generation (``ViewHost/layoutGeneration``; nil: count every present).
    /// A frame drawn from the layout last counted shows the same items where they were (only
    /// focus effects, marquees and overlays change), so its count is kept: counting walks the
    /// whole tree, a tenth of the app's CPU on a lift's frames, which the benchmark would charge
    /// to the app.
    package var layoutGeneration: () -> Int? = { nil }
    /// The generation and count of the last present counted.
    private var counted: (generation: Int, blank: Int)?
    /// Whether blank tiles are counted (`COOKBOOK_PRESENT_LOG_BLANKS=1`); the column reads `-` otherwise.
    package var countsBlankTiles = ProcessInfo.processInfo.environment["COOKBOOK_PRESENT_LOG_BLANKS"] == "1"
    /// Lines not written yet.
    private var pending: [UInt8] = []
    /// When the oldest pending line was made (`CLOCK_MONOTONIC` nanoseconds).
    private var pendingSince: UInt64 = 0
    /// The longest a line waits for the next write while frames follow each other: 0.1 s, a few
    /// frames' worth of lines a write (a write a frame was 3 % of a lone grid move's frame at
    /// 1280×720, measured with perf). A benchmark reads the log after its input settles.
    static let flushInterval: UInt64 = 100_000_000
    /// A wait at least this long (s) writes the pending lines first: the app is between
    /// animations or idle, and a reader waiting on the log sees every frame (a 60 Hz frame's turn).
    static let idleWait = 1.0 / 60

    /// Logs `window`'s presents into the file at `path` (created or emptied); nil when it cannot be opened.
    package init?(window: SDLWindow, path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        self.window = window
        descriptor = fd
    }

    deinit {
        flush()
        close(descriptor)
    }

    /// Writes the pending lines.
    private func flush() {
        guard !pending.isEmpty else { return }
        _ = pending.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Nanoseconds on `CLOCK_MONOTONIC`.
    static func monotonicNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    package var measurer: any TextMeasuring { window.measurer }
    package var windowSize: Size { window.windowSize }
    package var canvasScale: Double {
        get { window.canvasScale }
        set { window.canvasScale = newValue }
    }
    package func pollEvents() -> [InputEvent] {
        turnStart = Self.monotonicNanoseconds()
        return window.pollEvents()
    }
    /// When the host last read the event queue: the start of the frame it builds next.
    private var turnStart: UInt64 = 0
    package func waitForEvents(timeout: Double) -> Bool {
        if timeout >= Self.idleWait || Self.monotonicNanoseconds() - pendingSince >= Self.flushInterval { flush() }
        return window.waitForEvents(timeout: timeout)
    }
    package func setTextInput(_ on: Bool) { window.setTextInput(on) }
    package var wantsAnotherFrame: Bool { window.wantsAnotherFrame }

    @discardableResult
    package func present(_ list: DisplayList) -> Bool {
        let start = Self.monotonicNanoseconds()
        let shown = window.present(list)
        let end = Self.monotonicNanoseconds()
        let frame = end - Swift.min(turnStart == 0 ? start : turnStart, start)
        let blank = countsBlankTiles ? String(blankCount(list)) : "-"
        if pending.isEmpty { pendingSince = end }
        pending += "\(shown ? "shown" : "same") \(end) \(end - start) \(frame) \(focusedID() ?? "-") \(blank)\n".utf8
        return shown
    }

    /// The blank tiles of the frame `list`, kept from the last count while the layout stays.
    private func blankCount(_ list: DisplayList) -> Int {
        let generation = layoutGeneration()
        if let generation, let counted, counted.generation == generation { return counted.blank }
        let blank = blankTiles(list)
        counted = generation.map { ($0, blank) }
        return blank
    }
}
