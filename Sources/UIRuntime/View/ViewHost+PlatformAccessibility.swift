import FocusEngine
import UICore

/// The platform's accessibility service (AT-SPI in the SDL window): each frame whose tree, layout
/// or focus changed publishes its ``AccessibilityTree``; what an assistive technology asks is
/// done when it wakes the host.
extension ViewHost {
    /// What an unchanged frame would publish again: the tree's identity, its layout generation,
    /// focus and the scale.
    struct PublishedFrame: Equatable {
        var root: ObjectIdentifier
        var layoutGeneration: Int
        var focusedID: ViewID?
        var scale: Double
    }

    /// Publishes the tree of a laid-out frame unless it was published as it stands.
    func publishAccessibility(_ tree: Node, to platform: any PlatformAccessibility) {
        let frame = PublishedFrame(root: ObjectIdentifier(tree), layoutGeneration: layoutGeneration,
                                   focusedID: focusedID, scale: viewport.scale)
        guard frame != publishedFrame?.frame else { return }
        let accessible = AccessibilityTree(root: tree, focusedID: focusedID, scale: viewport.scale, canvas: viewport.canvas)
        // A frame built again as it was (a timeline tick, a debounced save) publishes nothing.
        defer { publishedFrame = (frame, accessible) }
        guard accessible != publishedFrame?.tree else { return }
        platform.publish(accessible)
    }

    /// What the platform's accessibility service woke the host for: it connected, failed or lost
    /// its bus, a screen reader started or stopped (the next frame publishes the tree, or spoken
    /// feedback falls silent or speaks again), or an assistive technology asked for something
    /// (focus a view, or focus it and do its action). Returns whether the next frame must be built.
    @discardableResult
    public func takeAccessibilityWork() -> Bool {
        guard let platform = platformAccessibility else { return false }
        let readers = (platform.isConnected, platform.isScreenReaderRunning)
        var changed = readers != platformReaders
        platformReaders = readers
        // A service that failed is said once (a person reading stderr learns why Orca hears nothing).
        let problem = platform.problem
        if problem != platformProblem, let problem { tracer.warn("accessibility: \(problem); screen readers cannot read the app") }
        platformProblem = problem
        for request in platform.takeRequests() {
            switch request {
            case .focus(let id):
                changed = apply(.focus(id)).took || changed
            case .activate(let id):
                apply(.focus(id))
                changed = input.activate() != nil || changed
            }
        }
        return changed
    }
}
