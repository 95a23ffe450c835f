import Foundation

extension AppModel {
    /// Seconds each palette shows in the gallery's slideshow: chosen (Apple TV's Photos
    /// slideshows offer 2–20 s a slide; 3 s pages through the eight palettes in under half a minute).
    public static let slideshowInterval = 3.0

    /// The remote's Home: the first tab at its root — a pushed recipe closed, the quit question
    /// answered No — with focus on its default (``RuntimeRequest/home``).
    public func goHome() {
        asksToQuit = false
        if screen != Screen.tabs[0] { show(Screen.tabs[0]) }
        stopSlideshow()
        request(.home)
    }

    /// Play/Pause in the gallery: starts the slideshow (the next card in ``slideshowInterval``)
    /// or stops it, saying so in the footer (and to spoken feedback).
    public func toggleSlideshow() {
        if slideshowDue != nil {
            stopSlideshow()
            lastMessage = localized("Slideshow stopped")
        } else {
            slideshowDue = now() + Self.slideshowInterval
            emit(.value(id: "gallery-slideshow", value: .bool(true)))
            lastMessage = localized("Slideshow: Play/Pause stops it")
        }
    }

    /// Ends the slideshow (another screen shows, Home, Play/Pause).
    func stopSlideshow() {
        guard slideshowDue != nil else { return }
        slideshowDue = nil
        emit(.value(id: "gallery-slideshow", value: .bool(false)))
    }

    /// The slideshow's next palette when its time has come at `now`, after `current` (the card
    /// focused), round to the first after the last; nil when none is due. Leaving the gallery
    /// ends it.
    func takeSlideshowStep(now: Double, current: String?) -> String? {
        guard let due = slideshowDue, due <= now + 1e-9 else { return nil }
        guard screen == .gallery else {
            stopSlideshow()
            return nil
        }
        // Missed steps (the window slept) are not caught up: the next one is an interval away.
        slideshowDue = max(due + Self.slideshowInterval, now + 1e-3)
        let ids = catalog.palettes.map(\.id)
        guard !ids.isEmpty else { return nil }
        let i = current.flatMap { ids.firstIndex(of: $0) }.map { ($0 + 1) % ids.count } ?? 0
        return ids[i]
    }

    /// Play/Pause on a recipe: spoken feedback reads its name, time, summary and ingredients;
    /// with spoken feedback off the footer says how to hear it.
    public func readAloud(_ slug: String) {
        guard let recipe = catalog.recipe(slug) else { return }
        guard settings.spokenFeedback else {
            lastMessage = localized("Turn on Spoken Feedback in Settings to hear \(recipe.name) read aloud")
            return
        }
        said(localized("\(recipe.name). \(recipe.spokenDuration(localized)), serves \(recipe.servings). \(recipe.summary) Ingredients: \(recipe.ingredients.joined(separator: ", ")).") )
    }
}
