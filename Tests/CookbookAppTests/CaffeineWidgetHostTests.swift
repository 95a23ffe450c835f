import Foundation
import GRDB
import Testing
import UICore
import Widgets
@testable import CookbookApp
@testable import UIRuntime

/// A wall clock and time zone the test sets.
final class TestWallClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date
    private var zone: TimeZone
    init(_ iso: String, zone: String) { date = ISO8601DateFormatter().date(from: iso)!; self.zone = TimeZone(identifier: zone)! }
    func set(_ iso: String) { lock.withLock { date = ISO8601DateFormatter().date(from: iso)! } }
    func set(zone id: String) { lock.withLock { zone = TimeZone(identifier: id)! } }
    var now: Date { lock.withLock { date } }
    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = lock.withLock { zone }
        return c
    }
    var wallClock: WallClock { WallClock(now: { self.now }, calendar: { self.calendar }) }
}

/// The caffeine widget extension inside the test process: the real server, provider, archiver
/// and intents over the harness's data directory. Requests wait in an inbox until the test's
/// frame loop awaits ``answer()`` (no thread blocks on the async server); answers wait in an
/// outbox for the host's next frame, or are held back (a slow extension) while `holding` is set.
final class InProcessExtension: WidgetTransport {
    static let pid: Int32 = 4242
    let server: WidgetExtensionServer
    var inbox: [HostMessage] = []
    var outbox: [ExtensionMessage] = [.hello(pid: InProcessExtension.pid)]
    var holding = false
    var alive = true

    init(dataDir: URL, wall: TestWallClock) throws {
        let catalog = try Catalog.load(from: Harness.assetsData)
        let store = UserDataStore(directory: dataDir)
        WidgetExtensionContext.shared.install(store: store, drinks: catalog.drinks, calendar: wall.calendar, now: { wall.now })
        let widget = CaffeineWidget.definition(store: store, drinks: catalog.drinks, calendar: wall.calendar, now: { wall.now },
                                               measurer: ApproximateTextMeasurer(), strings: catalog.strings)
        server = WidgetExtensionServer(widgets: [widget], intents: CaffeineWidget.intents, pid: Self.pid)
    }

    func send(_ message: HostMessage) {
        if alive { inbox.append(message) }
    }

    /// Performs the requests received so far, in order.
    func answer() async {
        while !inbox.isEmpty {
            let message = inbox.removeFirst()
            if let reply = await server.respond(to: message) { outbox.append(reply) }
        }
    }
    func receive() -> [ExtensionMessage] {
        guard !holding else { return [] }
        defer { outbox = [] }
        return outbox
    }
    var isAlive: Bool { alive }
    func terminate() { alive = false }
}

/// The app's caffeine screen shows archives from the extension, sends intents, shows the stale
/// look and flips toggles at once (W3, W4), and cuts "today" with its own wall clock and time zone.
@Suite(.serialized) struct CaffeineWidgetHostTests {
    let wall: TestWallClock
    let h: Harness
    let ext: InProcessExtension

    init() throws {
        wall = TestWallClock("2026-11-23T12:00:00Z", zone: "Europe/Paris")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-widget-\(UUID().uuidString)")
        let ext = try InProcessExtension(dataDir: dir, wall: wall)
        self.ext = ext
        h = try Harness(screen: .grid, dataDir: dir, wallClock: wall.wallClock, widgetExtension: { ext })
        h.model.show(.widget)
    }

    /// Frames for `seconds` of animation time at 60 Hz, the extension answering between them.
    @discardableResult
    func settle(_ seconds: Double = 0.6) async -> DisplayList {
        var list = h.runtime.frame()
        var t = 0.0
        while t < seconds {
            await ext.answer()
            h.clock.advance(by: 1.0 / 60); t += 1.0 / 60
            list = h.runtime.frame()
        }
        return list
    }
    func focus(_ id: String) async { _ = h.runtime.context.id(named: id).map { h.runtime.context.focus(id: $0) }; await settle() }
    func press(_ k: Key) async { h.runtime.handle(.key(KeyPress(key: k))); await settle() }

    /// The trace's events of one kind, as JSON objects.
    func events(_ name: String) -> [[String: Any]] {
        h.trace.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }.filter { $0["event"] as? String == name }
    }
    var totals: [Double] { events("value").filter { $0["id"] as? String == "total-caffeine" }.compactMap { $0["value"] as? Double } }
    func names(_ trace: [String]) -> [String] {
        trace.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["event"] as? String }
            .filter { ["activate", "intent", "timeline", "value", "data"].contains($0) }
    }

    /// The preview row's total comes from the extension's archive: a number no `Int` holds
    /// (which trapped converting) shows no total instead.
    @Test func thePreviewRowShowsOnlyTotalsAnIntHolds() {
        #expect(TimelinePreviewRow.total(190) == " · 190 mg")
        #expect(TimelinePreviewRow.total(63.6) == " · 64 mg")
        for bad in [1e19, -1e300, .infinity, .nan] { #expect(TimelinePreviewRow.total(bad) == "", "\(bad)") }
        #expect(TimelinePreviewRow.total(nil) == "")
    }

    @Test func aTapPerformsInTheExtensionThenReloadsInOrder() async throws {
        await settle()
        #expect(totals == [0])
        await focus("log-espresso")
        #expect(h.focused == "log-espresso")
        h.trace = []
        await press(.return)
        #expect(names(h.trace) == ["activate", "intent", "data", "timeline", "value"])
        #expect(events("intent").first?["pid"] as? Double == Double(InProcessExtension.pid))
        #expect(totals == [64])
        // Undo takes the drink back, by its log entry.
        await focus("undo-last-drink")
        await press(.return)
        #expect(totals == [64, 0])
        #expect(events("data").compactMap { $0["what"] as? String } == ["caffeine espresso", "caffeine undo"])
    }

    /// Opacity layers at the stale look's dimming, and where the shimmer's gradient halves are
    /// drawn (their x, moved by the band's offset layer).
    static func staleLook(_ list: DisplayList) -> (dimmed: Int, shimmer: [Double]) {
        var dimmed = 0, shimmer: [Double] = [], offset = 0.0
        for item in list.items {
            if case .pushLayer(let t, let o) = item {
                if o == ArchivedWidgetView.staleOpacity { dimmed += 1 }
                offset = t.m13
            }
            if case .gradient(_, let r, _, _, _, _) = item { shimmer.append(r.minX + offset) }
        }
        return (dimmed, shimmer)
    }

    @Test func theTotalIsStaleFromTheTapUntilTheReloadAndShimmersOnTheAnimationClock() async throws {
        await settle()
        #expect(Self.staleLook(h.runtime.frame()).dimmed == 0)
        await focus("log-espresso")
        ext.holding = true
        h.runtime.handle(.key(KeyPress(key: .return)))
        let first = Self.staleLook(h.runtime.frame())
        // The total and the last drink dim; each has a shimmer band (two gradient halves).
        #expect(first.dimmed == 2 && first.shimmer.count == 4)
        h.clock.advance(by: 0.3)
        let later = Self.staleLook(h.runtime.frame())
        #expect(later.shimmer[0] > first.shimmer[0])
        // One sweep later the band is where it was.
        h.clock.advance(by: CaffeineWidgetHost.shimmerPeriod)
        #expect(abs(Self.staleLook(h.runtime.frame()).shimmer[0] - later.shimmer[0]) < 1)
        ext.holding = false
        await settle()
        let settled = Self.staleLook(h.runtime.frame())
        #expect(settled.dimmed == 0 && settled.shimmer.isEmpty)
        #expect(totals == [0, 64])
    }

    /// While an answer is awaited the host looks for it every 60 Hz frame, as WidgetKit's host
    /// waits on its extension: a look that finds nothing changes nothing on screen, so no frame
    /// is built for it (each was built whole, the widget screen's 12 frames of a 0.2 s round trip
    /// in `cookbook replay`); the frame the answer arrives in is built, and shows it.
    @Test func lookingForAnAnswerThatHasNotComeBuildsNoFrame() async throws {
        // The harness showed the widget screen: the extension said hello and was asked for a
        // timeline it has not answered yet.
        ext.holding = true
        /// `count` frames of the live window's kind (built only when something asks for it).
        func frames(_ count: Int) async {
            for _ in 0..<count {
                await ext.answer()
                h.clock.advance(by: 1.0 / 60)
                _ = h.runtime.frame(FrameRequest(isInvalidated: false))
            }
        }
        // The harness built its frames whole: the first of these build once more.
        await frames(5)
        h.runtime.host.framesByWork = [:]
        await frames(30)
        #expect(h.runtime.widget?.isBusy == true, "the timeline asked for is still awaited")
        #expect(h.runtime.host.framesByWork[.rebuild, default: 0] == 0)
        #expect(totals.isEmpty)
        ext.holding = false
        h.clock.advance(by: 1.0 / 60)
        let list = h.runtime.frame(FrameRequest(isInvalidated: false))
        #expect(h.runtime.host.framesByWork[.rebuild, default: 0] == 1, "the frame the timeline arrives in is built")
        #expect(totals == [0])
        #expect(list?.items.contains { if case .text(let s, _, _, _) = $0 { s == "0 mg" } else { false } } == true,
                "that frame shows the widget's total")
    }

    @Test func hugeAmountsOnDiskNeitherCrashTheWidgetNorCount() async throws {
        await settle()
        let now = wall.now.timeIntervalSince1970
        let db = try DatabaseQueue(path: h.dataDir.appendingPathComponent("cookbook.sqlite").path)
        try await db.write { db in
            try db.execute(sql: "INSERT INTO caffeine_log (drink_id, caffeine_mg, time) VALUES ('espresso', ?, ?)", arguments: [Int64.max, now - 60])
            try db.execute(sql: "INSERT INTO caffeine_log (drink_id, caffeine_mg, time) VALUES ('espresso', 'lots', ?)", arguments: [now - 50])
            try db.execute(sql: "INSERT INTO caffeine_log (drink_id, caffeine_mg, time) VALUES ('espresso', 64, ?)", arguments: [now - 40])
        }
        await focus("log-espresso")
        await press(.return)
        #expect(totals.last == 128)
    }

    @Test func theToggleFlipsAtOnceFromItsArchivedStates() async throws {
        await settle()
        ext.holding = true
        await focus("decaf-only")
        h.runtime.handle(.key(KeyPress(key: .return)))
        // Before the extension answered: the archived "On" state shows already.
        #expect(h.runtime.frame().texts.contains("On"))
        #expect(events("intent").isEmpty)
        ext.holding = false
        await settle()
        #expect(events("intent").count == 1)
        #expect(h.runtime.frame().texts.contains("On"))
    }

    /// Both quick taps sent the intent archived with the toggle (`isOn:
    /// true`), so two taps before the reload left the switch on while the screen showed it off.
    /// Each tap sends the state it shows after the tap; the store ends as the screen shows.
    @Test func aQuickSecondTapOnTheToggleIsNotLost() async throws {
        await settle()
        await focus("decaf-only")
        h.runtime.handle(.key(KeyPress(key: .return)))
        #expect(h.runtime.frame().texts.contains("On"))
        // Again, before the extension has performed the first tap.
        h.runtime.handle(.key(KeyPress(key: .return)))
        #expect(h.runtime.frame().texts.contains("Off"))
        await settle()
        #expect(events("intent").count == 2)
        #expect(try UserDataStore(directory: h.dataDir).widgetDecafOnly() == false)
        #expect(h.runtime.frame().texts.contains("Off") && !h.runtime.frame().texts.contains("On"))
    }

    /// Undo tapped before the reloaded entry arrived carried the row of the
    /// drink the stale entry showed, and took back the wrong one. It takes back the drink the
    /// tap before it logged.
    @Test func undoBeforeTheReloadTakesBackTheDrinkJustLogged() async throws {
        await settle()
        await focus("log-espresso")
        await press(.return)
        await focus("log-cold-brew")
        // Cold brew logged, and Undo tapped before the entry showing it arrives.
        h.runtime.handle(.key(KeyPress(key: .return)))
        _ = h.runtime.frame()
        _ = h.runtime.context.focus(id: "undo-last-drink")
        _ = h.runtime.frame()
        h.runtime.handle(.key(KeyPress(key: .return)))
        await settle()
        let all = DateInterval(start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4e9))
        #expect(try UserDataStore(directory: h.dataDir).caffeineLog(in: all).map(\.drinkID) == ["espresso"])
        // Logged, then Undo twice before the reload: the first takes back that drink; the
        // second has no drink of its own left to name while stale, and is refused, not guessed.
        _ = h.runtime.context.focus(id: "log-drip-coffee")
        _ = h.runtime.frame()
        h.runtime.handle(.key(KeyPress(key: .return)))
        _ = h.runtime.frame()
        _ = h.runtime.context.focus(id: "undo-last-drink")
        _ = h.runtime.frame()
        h.runtime.handle(.key(KeyPress(key: .return)))
        _ = h.runtime.frame()
        h.runtime.handle(.key(KeyPress(key: .return)))
        await settle()
        #expect(try UserDataStore(directory: h.dataDir).caffeineLog(in: all).map(\.drinkID) == ["espresso"])
        #expect(h.model.footer.text == "Undo waits for the widget to show the last drink")
    }

    /// How a control is drawn in `list`: its label's colour and the fill of the plate drawn
    /// last before it (the control's own platter).
    static func look(_ list: DisplayList, label: String) -> (plate: Color, text: Color)? {
        var plate: Color?
        for item in list.items {
            if case .fill(_, _, let c) = item { plate = c }
            if case .text(label, _, let c, _) = item { return plate.map { ($0, c) } }
        }
        return nil
    }

    /// The focused "Decaf only" toggle takes the focused
    /// look of the widget's buttons (a white plate, dark text), not only their lift — its
    /// archive carries both of its states focused too.
    @Test func aFocusedToggleLooksAsFocusedAsAFocusedButton() async throws {
        await settle()
        let unfocusedToggle = try #require(Self.look(h.runtime.frame(), label: "Decaf only"))
        let unfocusedButton = try #require(Self.look(await settle(), label: "Double Espresso"))
        await focus("log-double-espresso")
        let focusedButton = try #require(Self.look(h.runtime.frame(), label: "Double Espresso"))
        await focus("decaf-only")
        #expect(h.focused == "decaf-only")
        let focusedToggle = try #require(Self.look(h.runtime.frame(), label: "Decaf only"))
        // The button's focus swaps its platter and text for a white plate and dark text…
        #expect(focusedButton.plate != unfocusedButton.plate && focusedButton.text != unfocusedButton.text)
        // … and the toggle's focus does the same, to the same colours.
        #expect(focusedToggle.plate == focusedButton.plate, "plate \(focusedToggle.plate), unfocused \(unfocusedToggle.plate)")
        #expect(focusedToggle.text == focusedButton.text, "text \(focusedToggle.text), unfocused \(unfocusedToggle.text)")
        // Flipped while focused, it keeps the focused look in its other state.
        ext.holding = true
        await press(.return)
        #expect(h.runtime.frame().texts.contains("On"))
        let flipped = try #require(Self.look(h.runtime.frame(), label: "Decaf only"))
        #expect(flipped.plate == focusedButton.plate && flipped.text == focusedButton.text)
        ext.holding = false
        await settle()
    }

    /// The lifted "Decaf only" toggle (420 pt wide, it grows more than a button) keeps as much
    /// room from Undo beside it as a lifted drink button keeps from its neighbour (it all but
    /// touched Undo, 3 pt apart, against 9.5 pt between buttons).
    @Test(arguments: [Size(width: 1920, height: 1080), Size(width: 800, height: 600)])
    func theLiftedToggleKeepsItsDistanceFromUndo(window: Size) async throws {
        h.runtime.setWindowSize(pixels: window)
        await settle()
        await focus("log-espresso")
        // Logged with the pad's A, pressed and let go (a key press alone stays held, pressing focus in).
        h.runtime.handle(.pad(.a, pressed: true))
        h.runtime.handle(.pad(.a, pressed: false))
        await settle(1.5)
        /// The gap between a lifted control (grown about its centre) and the next one.
        func liftedGap(_ id: String, _ next: String) async throws -> Double {
            await focus(id)
            let frame = try #require(h.runtime.root?.find(named: id)).frame
            let right = try #require(h.runtime.root?.find(named: next)).frame
            // The lift the runtime drew last frame (as ``PolishTests/decoration(_:_:)`` finds it).
            let decorations = h.runtime.host.effects.decorations
            var scale = 1.0
            h.runtime.root?.find(named: id)?.visit { n in
                if let d = decorations[ObjectIdentifier(n)] { scale = d.scale; return false }
                return true
            }
            #expect(scale > 1.01, "\(id) is not lifted")
            return right.minX - (frame.midX + frame.width * scale / 2)
        }
        let buttons = try await liftedGap("log-espresso", "log-double-espresso")
        let toggle = try await liftedGap("decaf-only", "undo-last-drink")
        #expect(toggle >= buttons - 0.5, "\(window): the lifted toggle is \(toggle) pt from Undo, a lifted button \(buttons) pt from the next")
    }

    /// The toggle's archived states are drawn in the environment the toggle resolved in: the
    /// row's `.font(.callout)`, as the Undo button beside it (they were drawn alone, at the
    /// default body size).
    @Test func theToggleIsArchivedInItsRowsFont() async throws {
        await settle()
        func sizes(_ list: DisplayList) -> [String: Double] {
            var out: [String: Double] = [:]
            for case .text(let s, let f, _, _) in list.items { out[s] = f.size }
            return out
        }
        #expect(sizes(h.runtime.frame())["Decaf only"] == Font.callout.size)
        #expect(sizes(h.runtime.frame())["Off"] == Font.callout.size)
        await focus("decaf-only")
        #expect(sizes(h.runtime.frame())["Decaf only"] == Font.callout.size)
    }

    @Test func todayRollsOverAtLocalMidnight() async throws {
        await settle()
        // 23:59:30 in Paris (UTC+1).
        wall.set("2026-11-23T22:59:30Z")
        await focus("log-espresso")
        await press(.return)
        #expect(totals.last == 64)
        // Local midnight: the timeline's midnight entry shows (0 mg), then its end reloads it.
        wall.set("2026-11-23T23:00:01Z")
        h.clock.advance(by: 31)
        await settle()
        let after = totals.drop { $0 != 64 }.dropFirst()
        #expect(!after.isEmpty && after.allSatisfy { $0 == 0 })
        #expect(events("timeline").count >= 3)
        #expect(h.runtime.frame().texts.contains("No drinks yet"))
    }

    /// A click at the centre of each control sends that control's intent, at every window size:
    /// the host places archived controls inside wrappers that overlap, and an empty wrapper must
    /// not swallow a click meant for a control under it (found by a click on Espresso that did
    /// nothing).
    @Test(arguments: [Size(width: 1920, height: 1080), Size(width: 800, height: 600)])
    func aClickOnEachDrinkLogsThatDrink(window: Size) async throws {
        h.runtime.setWindowSize(pixels: window)
        await settle()
        let ids = ["log-espresso", "log-double-espresso", "log-drip-coffee", "log-cold-brew"]
        for (n, id) in ids.enumerated() {
            let button = try #require(h.runtime.root?.find(named: id)).frame
            h.runtime.handle(.pointerMoved(button.center))
            h.runtime.handle(.pointerButton(button.center, pressed: true, clicks: 1))
            h.runtime.handle(.pointerButton(button.center, pressed: false, clicks: 1))
            await settle()
            #expect(events("intent").count == n + 1, "a click on \(id) at \(button.center)")
            #expect(events("intent").last?["id"] as? String == id)
        }
    }

    /// Every text is at least 14 px, the widget's own
    /// (archived in the extension, at the size the host asked for) included, and the larger
    /// text still fits the card.
    @Test(arguments: [Size(width: 800, height: 600), Size(width: 1000, height: 700), Size(width: 1280, height: 720)])
    func theWidgetsOwnTextStaysLegibleAndInsideItsCard(window: Size) async throws {
        h.runtime.setWindowSize(pixels: window)
        await settle()
        // An espresso logged: the last drink and Undo show too.
        await focus("log-espresso")
        await press(.return)
        let list = await settle(1.5)
        let at = "\(Int(window.width))×\(Int(window.height))"
        let archive = try #require(h.runtime.widget?.session.archive(kind: CaffeineWidget.kind, at: wall.now))
        #expect(totals.last == 64)
        for text in ["Total Caffeine", "64 mg", "☕  Espresso · 64 mg", "Double Espresso", "Decaf only", "↩ Undo"] {
            #expect(list.texts.contains(text), "\(at): \(text) is not drawn")
        }
        let scale = h.runtime.scale
        let illegible = await PolishTests.illegibleTexts(list, scale: scale)
        #expect(illegible.isEmpty, "\(at): \(illegible)")
        // Nothing is cut short for the larger text…
        #expect(!list.texts.contains { $0.hasSuffix("…") }, "\(at): \(list.texts)")
        // … and nothing the widget draws hangs out of its card.
        let card = Rect(x: 0, y: 0, width: archive.content.size.width, height: archive.content.size.height)
        for frame in archive.controls.map(\.frame) + archive.pieces.map(\.frame) {
            #expect(card.contains(frame), "\(at): \(frame) is outside the \(card.size) card")
        }
        #expect(archive.controls.map(\.id).sorted() == ["decaf-only", "log-cold-brew", "log-double-espresso", "log-drip-coffee",
                                                      "log-espresso", "undo-last-drink"])
        // The larger text does not crowd the card's bottom edge more than the designed layout
        // does: back on a 1920×1080 window the extension archives the designed sizes again.
        h.runtime.setWindowSize(pixels: Size(width: 1920, height: 1080))
        let designedList = await settle()
        let designed = try #require(h.runtime.widget?.session.archive(kind: CaffeineWidget.kind, at: wall.now))
        #expect(designedList.items.contains { if case .text("Total Caffeine", let f, _, _) = $0 { f.size == Font.caption.size } else { false } })
        func bottom(_ a: WidgetArchive) -> Double { (a.controls.map(\.frame) + a.pieces.map(\.frame)).map(\.maxY).max() ?? 0 }
        #expect(bottom(archive) <= bottom(designed) + 0.5, "\(at): the widget's content ends at \(bottom(archive)), designed at \(bottom(designed))")
    }

    /// The gaps between the card's edges and what it shows, top and bottom: its pieces,
    /// controls, and the drawing's texts and fills (the card's own background aside).
    static func verticalGaps(_ a: WidgetArchive) -> (top: Double, bottom: Double) {
        let card = Rect(x: 0, y: 0, width: a.content.size.width, height: a.content.size.height)
        var tops = (a.controls.map(\.frame) + a.pieces.map(\.frame)).map(\.minY)
        var bottoms = (a.controls.map(\.frame) + a.pieces.map(\.frame)).map(\.maxY)
        for item in a.content.items {
            if case .text(_, _, _, let origin) = item { tops.append(origin.y) }
            if case .fill(_, let r, _) = item, r != card { tops.append(r.minY); bottoms.append(r.maxY) }
        }
        return ((tops.min() ?? 0) - card.minY, card.maxY - (bottoms.max() ?? card.maxY))
    }

    /// The card's padding is even, its content as far from the bottom edge as
    /// from the top (it ran 13 pt past the 36 pt padding at the designed sizes), in the
    /// designed layout and in the compact one a narrow window gets.
    @Test(arguments: [Size(width: 1920, height: 1080), Size(width: 800, height: 600)])
    func theCardsPaddingIsEven(window: Size) async throws {
        h.runtime.setWindowSize(pixels: window)
        await settle()
        // An espresso logged: the last drink and Undo show too.
        await focus("log-espresso")
        await press(.return)
        await settle(1.5)
        let archive = try #require(h.runtime.widget?.session.archive(kind: CaffeineWidget.kind, at: wall.now))
        #expect(totals.last == 64)
        let gaps = Self.verticalGaps(archive)
        #expect(abs(gaps.top - gaps.bottom) <= 2, "\(window): \(gaps.top) pt on top, \(gaps.bottom) pt below")
        #expect(gaps.bottom >= 24, "\(window): \(gaps.bottom) pt below")
    }

    @Test func aTimeZoneChangeRecutsToday() async throws {
        await settle()
        // 00:30 on the 24th in Tokyo (UTC+9) is 15:30 UTC on the 23rd.
        wall.set("2026-11-23T15:30:00Z")
        wall.set(zone: "Asia/Tokyo")
        await settle()
        await focus("log-espresso")
        await press(.return)
        // An espresso at 10:00 UTC (19:00 on the 23rd in Tokyo: yesterday there).
        let store = UserDataStore(directory: h.dataDir)
        try store.logDrink(CaffeineLogEntry(drinkID: "espresso", caffeineMg: 64, time: ISO8601DateFormatter().date(from: "2026-11-23T10:00:00Z")!.timeIntervalSince1970),
                           utcOffset: 9 * 3600, requestKey: nil)
        await focus("log-double-espresso")
        await press(.return)
        #expect(totals.last == 192)
        // In Los Angeles (UTC−8) both are on the 23rd: today holds all three.
        wall.set(zone: "America/Los_Angeles")
        await settle()
        #expect(totals.last == 256)
    }
}
