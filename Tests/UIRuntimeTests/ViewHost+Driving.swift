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
