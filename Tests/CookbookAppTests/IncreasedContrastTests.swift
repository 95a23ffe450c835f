import Foundation
@testable import SDLBackend
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// Increase Contrast, read from the pixels a person sees: every text on every screen stands
/// at 7:1 or more against what is drawn under it (WCAG's enhanced contrast, 1.4.6), and the
/// focused view's indicator at 3:1 or more against what it sits on (WCAG 1.4.11).
@Suite(.serialized) struct IncreasedContrastTests {
    /// Window pixels: the canvas at one pixel a point, so a glyph's stems cover whole pixels.
    static let pixels = Size(width: 1920, height: 1080)

    /// WCAG's contrast ratio between two pixels of an RGB image (``Color/contrastRatio(with:)``).
    static func contrast(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Double {
        func color(_ p: ArraySlice<UInt8>) -> Color { Color(r: Int(p[p.startIndex]), g: Int(p[p.startIndex + 1]), b: Int(p[p.startIndex + 2])) }
        return color(a).contrastRatio(with: color(b))
    }

    /// One text as drawn: its string and the contrast between the pixel it changes most and the
    /// pixel drawn there without it (a stem's pixel: the text's colour over its background).
    struct Measured: CustomStringConvertible {
        var text: String
        var contrast: Double
        /// The pixels it changed, in window pixels.
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)
        var description: String { "\"\(text)\" \(String(format: "%.2f", contrast)):1 at \(box.x0),\(box.y0)" }
    }

    /// Draws `list`, then `list` without each of its texts in turn, and measures each text
    /// against what lies under it. Texts that change no pixel (off screen, clipped away) are
    /// left out.
    static func texts(of list: DisplayList, on target: HeadlessTarget) -> [Measured] {
        var base = list
        base.revision = nil
        target.renderer.invalidateDamage()
        target.render(base)
        let full = target.rgbBytes()
        var out: [Measured] = []
        for (i, item) in base.items.enumerated() {
            guard case .text(let string, _, _, _) = item, !string.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            var without = base
            without.items.remove(at: i)
            target.render(without)
            let under = target.rgbBytes()
            target.render(base)
            var best = 1.0, changed = false
            var p = 0
            var box = (x0: Int.max, y0: Int.max, x1: 0, y1: 0)
            while p < full.count {
                if full[p] != under[p] || full[p + 1] != under[p + 1] || full[p + 2] != under[p + 2] {
                    changed = true
                    let px = p / 3 % target.width, py = p / 3 / target.width
                    box = (min(box.x0, px), min(box.y0, py), max(box.x1, px), max(box.y1, py))
                    best = max(best, Self.contrast(full[p..<p + 3], under[p..<p + 3]))
                }
                p += 3
            }
            if changed { out.append(Measured(text: string, contrast: best, box: box)) }
        }
        return out
    }

    /// The strings of the texts inside disabled views.
    static func disabledTexts(in root: Node) -> Set<String> {
        var out: Set<String> = []
        root.visit { n in
            if case .text(let t) = n.kind, !n.environment.isEnabled { out.insert(t.string) }
            return true
        }
        return out
    }

    /// The app on `screen` with Increase Contrast on, settled, and a target of ``pixels``.
    static func app(on screen: Screen, largerText: Bool = false) throws -> (Harness, HeadlessTarget) {
        let h = try Harness(screen: screen == .detail ? .grid : screen)
        h.runtime.setWindowSize(pixels: pixels)
        h.model.preferences.update(settings: { $0.increaseContrast = true }, id: "setting-increase-contrast", value: true)
        if largerText { h.model.preferences.update(settings: { $0.largerText = true }, id: "setting-larger-text", value: true) }
        if screen == .detail { h.model.open(recipe: "new-york-cheesecake") }
        h.settle(1.0)
        let geometry = try #require(AppRuntime.canvasGeometry(forPixels: pixels))
        let target = try HeadlessTarget(width: Int(pixels.width), height: Int(pixels.height), scale: geometry.scale)
        // A lifted view is drawn exactly, not from a resampled raster: removing one text then
        // changes only that text's pixels.
        target.renderer.diagnostics.flattensLayers = false
        return (h, target)
    }

    @Test(arguments: Screen.allCases, [false, true]) func everyTextStandsAtSevenToOne(screen: Screen, largerText: Bool) throws {
        let (h, target) = try Self.app(on: screen, largerText: largerText)
        let measured = Self.texts(of: h.settle(0.1), on: target)
        if let dir = ProcessInfo.processInfo.environment["CONTRAST_SHOTS"] {
            try target.savePNG("\(dir)/\(screen)\(largerText ? "-larger" : "").png")
        }
        #expect(measured.count >= 3, "\(screen): texts measured \(measured)")
        // A control that cannot be used is exempt (WCAG 1.4.6 and 1.4.11 exempt inactive
        // components): it must look unavailable, as the gallery's "previous" on the first page.
        let disabled = Self.disabledTexts(in: try #require(h.runtime.root))
        let weak = measured.filter { $0.contrast < 7 && !disabled.contains($0.text) }
        #expect(weak.isEmpty, "\(screen): \(weak.count) of \(measured.count) texts under 7:1: \(weak)")
    }
}

extension IncreasedContrastTests {
    /// The focus indicator around the view laid out at `frame` in `list` — the strokes drawn in
    /// and just around it (``FocusEffects``' ring, increased contrast's outline and its dark
    /// edge, a card's selection stroke) — measured against what it sits on, everywhere along it:
    /// each pixel the ring changes is compared with the pixel there without the ring, each scores
    /// the best such contrast within ``reach`` of it, and the worst score is returned (a
    /// two-colour ring passes where either colour stands out). Nil when no ring is drawn around
    /// the view.
    static func ringContrast(around frame: Rect, in list: DisplayList, on target: HeadlessTarget) -> (contrast: Double, rings: Int)? {
        var base = list
        base.revision = nil
        let rings = base.items.indices.filter { i in
            guard case .stroke(_, let r, let color, let width) = base.items[i], color.alpha > 0.5 else { return false }
            let inner = r.insetBy(dx: width + 1 + 2, dy: width + 1 + 2)
            // Inside the view, once the ring (and its edge) is taken off, and most of it.
            return inner.minX >= frame.minX - 0.5 && inner.minY >= frame.minY - 0.5 && inner.maxX <= frame.maxX + 0.5
                && inner.maxY <= frame.maxY + 0.5 && r.width * r.height >= frame.width * frame.height / 2
        }
        guard !rings.isEmpty else { return nil }
        target.renderer.invalidateDamage()
        target.render(base)
        let full = target.rgbBytes()
        var without = base
        for i in rings.reversed() { without.items.remove(at: i) }
        target.render(without)
        let under = target.rgbBytes()
        // The contrast of every pixel the ring changed, over the box they span.
        var changed: [(x: Int, y: Int, c: Double)] = []
        var p = 0
        while p < full.count {
            if full[p] != under[p] || full[p + 1] != under[p + 1] || full[p + 2] != under[p + 2] {
                changed.append((p / 3 % target.width, p / 3 / target.width, contrast(full[p..<p + 3], under[p..<p + 3])))
            }
            p += 3
        }
        guard let x0 = changed.map(\.x).min(), let x1 = changed.map(\.x).max(),
              let y0 = changed.map(\.y).min(), let y1 = changed.map(\.y).max() else { return nil }
        let w = x1 - x0 + 1, h = y1 - y0 + 1
        var grid = [Double](repeating: 0, count: w * h)
        for px in changed { grid[(px.y - y0) * w + px.x - x0] = px.c }
        // Each ring pixel scores the best contrast within `reach` of it; the worst score is the
        // indicator's.
        var worst = Double.infinity
        for px in changed {
            var best = 0.0
            for y in max(0, px.y - y0 - reach)...min(h - 1, px.y - y0 + reach) {
                for x in max(0, px.x - x0 - reach)...min(w - 1, px.x - x0 + reach) { best = max(best, grid[y * w + x]) }
            }
            worst = min(worst, best)
        }
        return (worst, rings.count)
    }

    /// How far (window pixels) a ring pixel looks for the indicator's best contrast: across the
    /// widest indicator (a 9 pt ring, its 1 pt gap and 2 pt edge), so a pixel of the edge sees the
    /// ring beside it.
    static let reach = 12


    /// Where focus rests on each screen, and a control of another kind on some.
    static let focusCases: [(screen: Screen, focus: String?)] = [
        (.grid, nil), (.favorites, nil), (.detail, nil),
        (.grocery, nil), (.grocery, "grocery-add"), (.gallery, nil), (.settings, nil), (.settings, "setting-crown-sensitivity"),
    ]

    @Test func everyFocusIndicatorStandsAtThreeToOne() throws {
        var failures: [String] = [], measured = 0
        for (screen, id) in Self.focusCases {
            let (h, target) = try Self.app(on: screen)
            if let id { h.focus(id) }
            let list = h.settle(1.0)
            let focused = try #require(h.focused, "\(screen): nothing focused")
            let focusedID = try #require(h.runtime.context.focusedID)
            let node = try #require(h.runtime.root?.find(id: focusedID))
            guard let ring = Self.ringContrast(around: node.frame, in: list, on: target) else {
                failures.append("\(screen) \(focused): no focus ring drawn")
                continue
            }
            measured += 1
            if ring.contrast < 3 { failures.append("\(screen) \(focused): \(String(format: "%.2f", ring.contrast)):1") }
        }
        #expect(failures.isEmpty, "focus indicators under 3:1 (\(measured) measured): \(failures)")
    }
}
