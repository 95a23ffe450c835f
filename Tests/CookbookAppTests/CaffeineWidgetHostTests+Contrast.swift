import Foundation
@testable import SDLBackend
import Testing
import UICore
@testable import CookbookApp

/// In this suite, not ``IncreasedContrastTests``: the widget extension's context is one per
/// process (`WidgetExtensionContext.shared`), so every test that runs an in-process extension
/// runs serialized here — one elsewhere, run in parallel, pointed this suite's intents at its
/// own store.
extension CaffeineWidgetHostTests {
    /// The caffeine widget as its extension draws it, under Increase Contrast: every text at 7:1
    /// (``IncreasedContrastTests/texts(of:on:)``).
    @Test func theWidgetsTextsStandAtSevenToOneInIncreasedContrast() async throws {
        let pixels = IncreasedContrastTests.pixels
        h.runtime.setWindowSize(pixels: pixels)
        h.model.preferences.update(settings: { $0.increaseContrast = true }, id: "setting-increase-contrast", value: true)
        let list = await settle(1.5)
        let geometry = try #require(AppRuntime.canvasGeometry(forPixels: pixels))
        let target = try HeadlessTarget(width: Int(pixels.width), height: Int(pixels.height), scale: geometry.scale)
        target.renderer.diagnostics.flattensLayers = false
        let measured = IncreasedContrastTests.texts(of: list, on: target)
        if let dir = ProcessInfo.processInfo.environment["CONTRAST_SHOTS"] { try target.savePNG("\(dir)/widget-extension.png") }
        #expect(measured.contains { $0.text.contains("mg") }, "the widget drew its total: \(measured)")
        let weak = measured.filter { $0.contrast < 7 }
        #expect(weak.isEmpty, "\(weak.count) of \(measured.count) texts under 7:1: \(weak)")
    }
}
