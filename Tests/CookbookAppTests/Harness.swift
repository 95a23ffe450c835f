import Foundation
import UICore
import Widgets
@testable import CookbookApp

/// Runs the app runtime headless (no SDL): approximate text metrics, a manual clock, a temp data dir.
final class Harness {
    let clock = ManualClock()
    let runtime: AppRuntime
    var trace: [String] = []
    let dataDir: URL

    static var assetsData: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Data")
    }

    /// `catalogSize`: that many generated desserts instead of the shipped catalogue (`--catalog-size`).
    init(screen: Screen = .grid, rtl: Bool = false, dataDir: URL? = nil, wallClock: WallClock = .system,
         widgetExtension: (() throws -> any WidgetTransport)? = nil, measurer: any TextMeasuring = ApproximateTextMeasurer(),
         catalogSize: Int? = nil) throws {
        let shipped = try Catalog.load(from: Self.assetsData)
        let catalog = catalogSize.map { shipped.generated(recipes: $0, in: .dessert) } ?? shipped
        self.dataDir = dataDir ?? FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-test-\(UUID().uuidString)")
        runtime = AppRuntime(catalog: catalog, store: UserDataStore(directory: self.dataDir), clock: clock, measurer: measurer, wallClock: wallClock,
                             widgetExtension: widgetExtension)
        runtime.setWindowSize(pixels: Size(width: 1920, height: 1080))
        runtime.traceSink = { [unowned self] in self.trace.append($0) }
        let model = runtime.model
        if rtl { model.preferences.update(settings: { $0.rightToLeft = true }, id: "setting-rtl", value: true) }
        model.show(screen)
        settle()
    }

    var model: AppModel { runtime.model }
    var focused: String? { runtime.context.focusedID?.description }

    /// Renders frames for `seconds` of virtual time at 60 Hz.
    @discardableResult
    func settle(_ seconds: Double = 0.6) -> DisplayList {
        var list = runtime.frame()
        var t = 0.0
        while t < seconds { clock.advance(by: 1.0 / 60); t += 1.0 / 60; list = runtime.frame() }
        return list
    }

    /// A key tap: down and up (a key left down would repeat when it is a direction).
    func key(_ k: Key, _ mods: KeyModifiers = []) {
        runtime.handle(.key(KeyPress(key: k, modifiers: mods)))
        runtime.handle(.key(KeyPress(key: k, modifiers: mods, phase: .up)))
        settle()
    }
    /// Types as a keyboard does: each character's key press and release, with its text between
    /// while a text field takes text (the live window and replay turn text input on only then).
    func type(_ s: String) {
        for ch in s {
            let key: Key = ch == " " ? .space : .character(Character(ch.lowercased()))
            let mods: KeyModifiers = ch.isUppercase ? .shift : []
            runtime.handle(.key(KeyPress(key: key, characters: String(ch), modifiers: mods)))
            if runtime.wantsTextInput { runtime.handle(.text(String(ch))) }
            runtime.handle(.key(KeyPress(key: key, characters: String(ch), modifiers: mods, phase: .up)))
        }
        settle()
    }
    func pad(_ b: PadButton) { runtime.handle(.pad(b, pressed: true)); runtime.handle(.pad(b, pressed: false)); settle() }
    func focus(_ id: String) { _ = runtime.context.id(named: id).map { runtime.context.focus(id: $0) }; settle() }
}
