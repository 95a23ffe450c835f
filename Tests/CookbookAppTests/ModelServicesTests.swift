import Foundation
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// The app model made with the runtime's services it uses (``ModelServices``), and made alone, as
/// a reuser's command-line tool or a test reads the cookbook's data without a window.
@Suite struct ModelServicesTests {
    /// A model on a clock standing at 7 s, with a tracer and toasts of its own.
    final class Subject {
        let clock = ManualClock(start: 7)
        let toasts: ToastCenter
        var lines: [String] = []
        let model: AppModel

        init() throws {
            let tracer = Tracer(clock: clock)
            toasts = ToastCenter(clock: clock)
            model = AppModel(catalog: try Catalog.load(from: Harness.assetsData), store: nil,
                             services: ModelServices(clock: clock, tracer: tracer, toasts: toasts, speech: nil))
            tracer.sink = { [weak self] in self?.lines.append($0) }
        }
    }

    @Test func theModelTracesToastsAndTimesByTheServicesItWasMadeWith() throws {
        let s = try Subject()
        let slug = try #require(s.model.catalog.recipes.first { !s.model.favorites.contains($0.slug) })
        s.model.favorites.toggle(slug.slug)
        #expect(s.toasts.messages == ["♥ Added \(slug.name) to Favorites"])
        // Spoken feedback is off: the footer says how to hear the recipe, timed by the model's clock.
        s.model.readAloud(slug.slug)
        #expect(s.model.footer.text?.hasPrefix("Turn on Spoken Feedback") == true)
        #expect(s.model.footer.time == 7 && s.model.footer.expiry == 7 + FooterMessage.duration)
        s.model.gallery.toggleSlideshow()
        #expect(s.model.gallery.slideshowDue == 7 + GalleryModel.slideshowInterval)
        #expect(s.lines.last?.contains("\"event\":\"value\",\"id\":\"gallery-slideshow\",\"value\":true") == true, "\(s.lines)")
    }

    @Test func aModelMadeAloneStillTypeSelects() throws {
        // Without a runtime, type-select used to be off (the runtime installed its buffer).
        let model = AppModel(catalog: try Catalog.load(from: Harness.assetsData), store: nil)
        #expect(model.grid.typeSelect("cre") == .matched("creme-brulee"))
        #expect(model.footer.text == nil && model.footer.isShowing(at: 0) == false)
    }
}
