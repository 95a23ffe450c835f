import UICore
@testable import UIRuntime

/// A window of `content`, laid out once at `size`.
@MainActor
func identityHost<V: View>(_ size: Size = Size(width: 1280, height: 720), clock: ManualClock = ManualClock(),
                           @ViewBuilder _ content: @escaping () -> V) -> ViewHost<V> {
    let host = ViewHost(canvas: size, clock: clock, measurer: ApproximateTextMeasurer()) { _ in content() }
    _ = host.windowDidResize(size)
    _ = host.frame()
    return host
}

/// The first text drawn inside the view `id` names in the host's last tree, nil when none.
@MainActor
func text(_ host: ViewHost<some View>, _ id: ViewID) -> String? {
    guard let node = host.root?.find(id: id) else { return nil }
    var found: String?
    node.visit { n in
        if found == nil, case .text(let t) = n.kind { found = t.string }
        return found == nil
    }
    return found
}

/// The laid-out text node showing `string` in the host's last tree, nil when none.
@MainActor
func textNode(_ host: ViewHost<some View>, _ string: String) -> Node? {
    var found: Node?
    host.root?.visit { n in
        if found == nil, case .text(let t) = n.kind, t.string == string { found = n }
        return found == nil
    }
    return found
}

/// Focuses the view `id` names and presses Return on it, down and up, building no frame: the
/// caller runs the frames after it as its test needs (a button's action then has run).
@MainActor
func pressReturn(on id: ViewID, in host: ViewHost<some View>) {
    _ = host.context.focus(id: id)
    _ = host.handle(.key(KeyPress(key: .return)))
    _ = host.handle(.key(KeyPress(key: .return, phase: .up)))
}

/// Presses a key and runs the frames after it, letting animations finish.
@MainActor
func press<V: View>(_ host: ViewHost<V>, _ key: Key, clock: ManualClock? = nil, times: Int = 1) {
    for _ in 0..<times {
        _ = host.handle(.key(KeyPress(key: key)))
        _ = host.handle(.key(KeyPress(key: key, phase: .up)))
        _ = host.frame()
        settle(host, clock)
    }
}

/// Steps frames 1/60 s apart until nothing animates (at most 5 s).
@MainActor
func settle<V: View>(_ host: ViewHost<V>, _ clock: ManualClock?) {
    guard let clock else { _ = host.frame(); return }
    for _ in 0..<300 where host.isAnimating {
        clock.advance(by: 1.0 / 60)
        _ = host.frame()
    }
    _ = host.frame()
}

/// A window of `content` counting its `body` evaluations by view type, settled, the counters
/// then reset: what a test that counts body runs starts from.
@MainActor
func countingHost<V: View>(clock: ManualClock, _ content: @escaping () -> V) -> ViewHost<some View> {
    let host = identityHost(clock: clock) { content() }
    host.evaluations.countsByType = true
    settle(host, clock)
    host.evaluations.resetCounters()
    return host
}

/// A host loop over a 960×540 window of `content` on a fake backend, run 40 turns: what a test
/// of work landing between frames (a `.wake`) starts from.
func runningHost<V: View>(_ content: @escaping () -> V) -> (Host<ViewHost<V>>, FakeBackend) {
    let clock = ManualClock()
    let backend = FakeBackend(clock: clock)
    let app = ViewHost(canvas: Size(width: 960, height: 540), clock: clock, measurer: ApproximateTextMeasurer()) { _ in content() }
    let host = Host(app: app, backend: backend, clock: clock)
    for _ in 0..<40 { host.runOnce() }
    return (host, backend)
}

/// Every text the last frame drew, in tree order.
@MainActor
func drawnTexts<V: View>(_ host: ViewHost<V>) -> [String] {
    var out: [String] = []
    host.root?.visit { n in
        if case .text(let t) = n.kind { out.append(t.string) }
        return true
    }
    return out
}

/// The texts inside the focused view, in tree order (empty: nothing focused).
@MainActor
func focusedTexts<V: View>(_ host: ViewHost<V>) -> [String] {
    guard let id = host.context.focusedID, let node = host.root?.find(id: id) else { return [] }
    var out: [String] = []
    node.visit { n in
        if case .text(let t) = n.kind { out.append(t.string) }
        return true
    }
    return out
}

/// Presses Back (Escape) and runs the frames after it.
@MainActor
func pressBack<V: View>(_ host: ViewHost<V>, clock: ManualClock) {
    _ = host.handle(.key(KeyPress(key: .escape)))
    _ = host.handle(.key(KeyPress(key: .escape, phase: .up)))
    settle(host, clock)
}

/// An 800×600 window of a tab button above a scroll view of 40 rows of 100 pt (20 pt apart),
/// `row-0` … `row-39`: what paging and Home/End tests start from.
@MainActor
func tabAboveScrolledRows(clock: ManualClock) -> ViewHost<some View> {
    identityHost(Size(width: 800, height: 600), clock: clock) {
        VStack(spacing: 20) {
            Button("Tab") {}.id("tab")
            ScrollView {
                VStack(spacing: 20) {
                    ForEach(0..<40) { i in Button("Row \(i)") {}.frame(height: 100).id("row-\(i)") }
                }
            }
        }
    }
}
