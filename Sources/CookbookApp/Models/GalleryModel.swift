import UICore

/// The gallery's state: the card focused last (where focus enters the gallery again, as a tvOS
/// shelf remembers) and the slideshow Play/Pause starts, which moves focus to the next palette
/// every ``slideshowInterval``.
public final class GalleryModel: ObservableModel {
    private let context: FeatureContext

    init(_ context: FeatureContext) {
        self.context = context
    }

    /// Seconds each palette shows in the gallery's slideshow: chosen (Apple TV's Photos
    /// slideshows offer 2–20 s a slide; 3 s pages through the eight palettes in under half a minute).
    public static let slideshowInterval = 3.0

    /// The gallery's card focused last (nil: none yet): focus enters the gallery there, else on
    /// its first card.
    @Observed public private(set) var selection: String?

    /// When the slideshow shows its next palette; nil while it is stopped (``toggleSlideshow()``).
    @Observed public internal(set) var slideshowDue: Double?

    /// Focus moved on the gallery screen onto the view with string id `id`.
    func focusMoved(to id: String) {
        if context.catalog.palettes.contains(where: { $0.id == id }) { selection = id }
    }

    /// Play/Pause in the gallery: starts the slideshow (the next card in ``slideshowInterval``)
    /// or stops it, saying so in the footer (and to spoken feedback).
    public func toggleSlideshow() {
        if slideshowDue != nil {
            stopSlideshow()
            context.say("Slideshow stopped")
        } else {
            slideshowDue = context.services.clock.now + Self.slideshowInterval
            context.emit(.value(id: "gallery-slideshow", value: .bool(true)))
            context.say("Slideshow: Play/Pause stops it")
        }
    }

    /// Ends the slideshow (another screen shows, Home, Play/Pause).
    func stopSlideshow() {
        guard slideshowDue != nil else { return }
        slideshowDue = nil
        context.emit(.value(id: "gallery-slideshow", value: .bool(false)))
    }

    /// The slideshow's next palette when its time has come at `now`: the one after the card
    /// focused last, round to the first after the last; nil when none is due. Leaving the
    /// gallery ends it.
    func takeSlideshowStep(now: Double) -> String? {
        guard let due = slideshowDue, due <= now + 1e-9 else { return nil }
        guard context.app?.navigation.screen == .gallery else {
            stopSlideshow()
            return nil
        }
        // Missed steps (the window slept) are not caught up: the next one is an interval away.
        slideshowDue = max(due + Self.slideshowInterval, now + 1e-3)
        let ids = context.catalog.palettes.map(\.id)
        guard !ids.isEmpty else { return nil }
        let i = selection.flatMap { ids.firstIndex(of: $0) }.map { ($0 + 1) % ids.count } ?? 0
        return ids[i]
    }
}
