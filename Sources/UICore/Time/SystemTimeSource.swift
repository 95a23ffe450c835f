import Foundation

/// The monotonic system clock, for live windows.
public final class SystemTimeSource: TimeSource {
    private let origin = DispatchTime.now().uptimeNanoseconds

    public init() {}

    public var now: Double {
        Double(DispatchTime.now().uptimeNanoseconds &- origin) / 1_000_000_000
    }
}
