/// The platform's accessibility service as the runtime sees it (AT-SPI on Linux, in the SDL
/// backend): it reads each frame's ``AccessibilityTree`` and passes on what an assistive
/// technology asks. Set it as ``ViewHost/platformAccessibility``.
///
/// Every member is called on the app's thread and must not wait on the service.
public protocol PlatformAccessibility: AnyObject {
    /// Whether an assistive technology can read the tree now: frames build and publish trees
    /// only then.
    var isConnected: Bool { get }
    /// Whether the platform's own screen reader (Orca) is running: spoken feedback then stays
    /// silent, so nothing is said twice.
    var isScreenReaderRunning: Bool { get }
    /// Why the service cannot be reached though the platform has one (its bus refused the
    /// app), nil while it works or when there is none to reach; the host says it once on stderr.
    var problem: String? { get }
    /// A frame's tree, when it differs from the last one published.
    func publish(_ tree: AccessibilityTree)
    /// What assistive technologies asked since the last call, oldest first.
    func takeRequests() -> [AccessibilityRequest]
}

extension PlatformAccessibility {
    /// A service that cannot fail once made.
    public var problem: String? { nil }
}
