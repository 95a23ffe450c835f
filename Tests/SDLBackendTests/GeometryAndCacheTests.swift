import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// Pure helpers: outlines, text runs, text chunking, key mapping, the LRU cache.
struct GeometryAndCacheTests {
    @Test func circleIsTheLargestCentredCircle() {
        let o = ShapeOutline(.circle, in: Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(o.rect == Rect(x: 30, y: 0, width: 40, height: 40))
        // Its edge is 20 from the centre all round: the distance field is the circle's.
        for k in 0..<16 {
            let a = Double(k) * Double.pi / 8
            #expect(abs(o.signedDistance(Point(x: 50 + 20 * cos(a), y: 20 + 20 * sin(a)))) < 1e-9)
        }
        #expect(abs(o.signedDistance(Point(x: 50, y: 20)) + 20) < 1e-9)
    }

    @Test func textRunsSplitEmoji() {
        #expect(TextRun.split("Pie 🍎 & ☕️ 12") == [
            TextRun(text: "Pie ", isEmoji: false), TextRun(text: "🍎", isEmoji: true),
            TextRun(text: " & ", isEmoji: false), TextRun(text: "☕️", isEmoji: true),
            TextRun(text: " 12", isEmoji: false),
        ])
        #expect(TextRun.split("👩‍🍳🇫🇷").map(\.isEmoji) == [true, true])
        #expect(TextRun.split("© 2026").allSatisfy { !$0.isEmoji })
    }

    @Test func textChunksRespectTheByteLimit() {
        let s = String(repeating: "é", count: 40) + "🍓" + String(repeating: "a", count: 33)
        let chunks = SDLEventInjector.chunks(s)
        #expect(chunks.joined() == s)
        #expect(chunks.allSatisfy { $0.utf8.count <= 31 && !$0.isEmpty })
    }

    @Test func keyMapRoundTrips() {
        let keys: [Key] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .tab, .return, .space, .escape, .delete,
                           .deleteForward, .home, .end, .pageUp, .pageDown, .character("a"), .character("z"), .character("0"),
                           .character("/")]
        for k in keys { #expect(KeyMap.key(forKeycode: KeyMap.keycode(for: k)) == k, "\(k)") }
        for m: KeyModifiers in [[], .shift, .control, .option, .command, [.shift, .command]] {
            #expect(KeyMap.modifiers(KeyMap.sdlModifiers(m)) == m)
        }
    }

    @Test func lruEvictsTheLeastRecentlyUsed() {
        var evicted: [Int] = []
        let c = LRUCache<String, Int>(capacity: 2) { evicted.append($0) }
        c.insert(1, for: "a"); c.insert(2, for: "b")
        _ = c["a"]
        c.insert(3, for: "c")
        #expect(evicted == [2])
        #expect(c["a"] == 1 && c["b"] == nil && c["c"] == 3)
        let costly = LRUCache<Int, Int>(capacity: 10, costLimit: 100)
        costly.insert(0, for: 0, cost: 60); costly.insert(1, for: 1, cost: 60)
        #expect(costly.count == 1 && costly.totalCost == 60)
    }

    @Test func stickNormalisation() {
        #expect(SDLEventSource.normalise(0) == 0)
        #expect(SDLEventSource.normalise(Int16(0.1 * 32767)) == 0)
        #expect(SDLEventSource.normalise(VirtualGamepad.axisValue(0.3)) == 0.3)
        #expect(SDLEventSource.normalise(Int16.min) == -1)
        #expect(SDLEventSource.normalise(Int16.max) == 1)
    }

    /// Scrolling through new text keeps a few screens of it, not fixed tens of megabytes: a
    /// 1280×720 target drawing 1 500 different rows of text, each in two frames (a row scrolled
    /// into view and drawn again), keeps at most its budget (texture and kept copy counted), and
    /// lowering a cache's budget evicts at once.
    @Test func textCachesAreSizedFromTheTarget() throws {
        try SDLSession.withLock {
            let t = try HeadlessTarget(width: 1280, height: 720, scale: 1, pointScale: nil, assets: Snapshot.assets(), fonts: nil)
            for batch in 0..<100 {
                t.render(Self.rows(batch))
                t.render(Self.rows(batch, down: 2))
            }
            let budget = t.renderer.textCache.costLimit
            #expect(budget <= 1280 * 720 * 4 * 2)
            #expect(t.renderer.textCache.keptCost <= budget, "\(t.renderer.textCache.keptCost) bytes of text kept")
            #expect(t.renderer.textCache.keptCost > budget / 2, "the cache is used: \(t.renderer.textCache.keptCost)")
            t.renderer.textCache.costLimit = budget / 4
            #expect(t.renderer.textCache.keptCost <= budget / 4)
        }
    }

    /// Text drawn in one frame only — rows a long scroll passes, each drawn once as it comes
    /// into view — is not kept: after 1 500 such rows the cache keeps nothing and holds only the
    /// last two frames' rows, where it used to fill its whole budget.
    @Test func textDrawnInOneFrameIsNotKept() throws {
        try SDLSession.withLock {
            let t = try HeadlessTarget(width: 1280, height: 720, scale: 1, pointScale: nil, assets: Snapshot.assets(), fonts: nil)
            for batch in 0..<100 { t.render(Self.rows(batch)) }
            #expect(t.renderer.textCache.keptCount == 0)
            #expect(t.renderer.textCache.count <= 2 * 15, "\(t.renderer.textCache.count) runs held")
            // A row drawn again in the next frame (moved) is kept from then on, without being made again.
            t.render(Self.rows(99, down: 2))
            #expect(t.renderer.textCache.keptCount == 15)
        }
    }

    /// Fifteen rows of text, different for every `batch`, `down` points lower than the first frame's.
    static func rows(_ batch: Int, down: Double = 0) -> DisplayList {
        var l = DisplayList(size: Size(width: 1280, height: 720), background: .black)
        for row in 0..<15 {
            l.append(.text("Programme \(batch * 15 + row) · The Evening News, channel \(row)", Font(size: 29), .white,
                           origin: Point(x: 40, y: Double(row) * 46 + down)))
        }
        return l
    }

    @Test func missingEmojiFontDrawsAPlaceholderInsteadOfCrashing() throws {
        try SDLSession.withLock {
            let assets = Snapshot.assets()
            let noEmoji = FontLibrary(fontsDirectory: assets.fonts, emojiDirectories: [])
            #expect(noEmoji.emoji == nil)
            let t = try HeadlessTarget(width: 120, height: 60, scale: 1, pointScale: nil, assets: assets, fonts: noEmoji)
            var l = DisplayList(size: Size(width: 120, height: 60), background: .black)
            l.append(.text("🍰", Font(size: 40), .white, origin: Point(x: 10, y: 5)))
            t.render(l)
            // The grey placeholder square sits where the emoji would be.
            let p = t.pixel(x: 10 + 24, y: 5 + 25)
            #expect(p.r > 40 && p.r == p.g)
        }
    }

    @Test func keyChordsParseLikeReplayScripts() {
        #expect(KeyChord("right") == KeyChord(key: .rightArrow))
        #expect(KeyChord("shift+tab") == KeyChord(key: .tab, modifiers: .shift))
        #expect(KeyChord("return") == KeyChord(key: .return))
        #expect(KeyChord("Enter") == KeyChord(key: .return))
        #expect(KeyChord("space")?.key == .space)
        #expect(KeyChord("escape")?.key == .escape)
        #expect(KeyChord("a") == KeyChord(key: .character("a")))
        #expect(KeyChord("cmd+shift+Z") == KeyChord(key: .character("z"), modifiers: [.command, .shift]))
        #expect(KeyChord("backspace")?.key == .delete)
        #expect(KeyChord("delete")?.key == .deleteForward)
        #expect(KeyChord("pagedown")?.key == .pageDown)
        #expect(KeyChord("shift++") == KeyChord(key: .character("+"), modifiers: .shift))
        #expect(KeyChord("hyper+a") == nil)
        #expect(KeyChord("f13") == nil)
        #expect(KeyChord("") == nil)
        #expect(KeyChord(key: .tab, modifiers: .shift).description == "shift+tab")
    }
}
