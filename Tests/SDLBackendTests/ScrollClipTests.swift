@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore
import UIRuntime

/// A scroll view clips its content to its bounds unless `scrollClipDisabled()` says not to, as
/// Apple documents the modifier: "if the views inside the scroll view have shadows that extend
/// beyond the bounds of the scroll view, you can use this modifier to avoid clipping the
/// shadows". A tvOS shelf's lifted card was cut square at the shelf's edges, and a reuser writing
/// the modifier from Apple's documentation could not compile it.
@MainActor
@Suite(.serialized) struct ScrollClipTests {
    /// Apple's example on white: coloured rounded rectangles with shadows in a horizontal scroll
    /// view 100 pt high, each taking focus (the focused one lifts past the scroll view's edges).
    struct Shelf: View {
        let clipDisabled: Bool
        static let colors: [Color] = [.red, .green, .blue, .mint, .teal, .red, .green, .blue, .mint, .teal]

        var body: some View {
            ZStack {
                Color.white
                ScrollView(.horizontal) {
                    HStack(spacing: 20) {
                        ForEach(0..<Self.colors.count, id: \.self) { i in
                            RoundedRectangle(cornerRadius: 8).fill(Self.colors[i])
                                .frame(width: 100, height: 100)
                                .shadow(color: .black, radius: 10)
                                .focusable()
                                .id(ViewID("card-\(i)"))
                        }
                    }
                }
                .frame(height: 100)
                .scrollClipDisabled(clipDisabled)
            }
        }
    }

    /// The window: 600 × 300 points, the shelf from y = 100 to 200.
    static let canvas = Size(width: 600, height: 300)

    /// A host of the shelf drawing into `target`, card 0 focused and its lift settled.
    func shelf(clipDisabled: Bool, clock: ManualClock, target: HeadlessTarget) -> ViewHost<Shelf> {
        let host = ViewHost(canvas: Self.canvas, clock: clock, measurer: target.measurer) { _ in Shelf(clipDisabled: clipDisabled) }
        _ = host.windowDidResize(Self.canvas)
        _ = host.frame()
        _ = host.context.focus(id: ViewID("card-0"))
        for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        return host
    }

    /// How far the pixel is from white (the largest of its three channels' distances).
    static func darkness(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Int { 255 - Int(min(p.r, p.g, p.b)) }

    @Test func theLiftAndShadowReachPastTheShelfOnlyWhenClippingIsDisabled() throws {
        var above: [Bool: Int] = [:], inside: [Bool: Int] = [:]
        for disabled in [false, true] {
            let clock = ManualClock()
            let target = try HeadlessTarget(canvas: Self.canvas, scale: 1, assets: nil)
            let host = shelf(clipDisabled: disabled, clock: clock, target: target)
            let card = try #require(host.root?.find(id: ViewID("card-0"))).frame
            #expect(card.minY == 100 && card.maxY == 200, "the card fills the shelf's height: \(card)")
            target.render(host.frame())
            // Just above the shelf over the focused card: its lift and shadow, or the white around.
            above[disabled] = Self.darkness(target.pixel(x: Int(card.midX), y: 97))
            inside[disabled] = Self.darkness(target.pixel(x: Int(card.midX), y: 150))
        }
        #expect(above[false] == 0, "clipped at the shelf's top edge: \(above)")
        #expect((above[true] ?? 0) > 40, "the lifted card and its shadow show past the edge: \(above)")
        #expect(inside[false] == inside[true], "inside the shelf the two are alike: \(inside)")
    }

    @Test func scrollingAnUnclippedShelfDrawsWhatAWholeRedrawDraws() throws {
        let clock = ManualClock()
        let target = try HeadlessTarget(canvas: Self.canvas, scale: 1, assets: nil)
        let host = shelf(clipDisabled: true, clock: clock, target: target)
        // A lifting card is laid from a resampled raster until it rests (within a few levels of
        // drawing it directly): this compares damage drawing alone.
        target.renderer.diagnostics.flattensLayers = false
        target.render(host.frame())
        var mismatches: [String] = [], frames = 0
        let startOffset = try #require(host.root?.find(id: ViewID("card-0"))).frame.minX
        for move in 0..<6 {
            _ = host.handle(.key(KeyPress(key: .rightArrow)))
            _ = host.handle(.key(KeyPress(key: .rightArrow, phase: .up)))
            for i in 0..<40 {
                clock.advance(by: 1.0 / 60)
                guard let list = host.frame(FrameRequest(isInvalidated: i == 0, isDrawn: true)) else { continue }
                target.render(list)
                let damage = target.rgbBytes()
                let kept = (target.renderer.previousFrame, target.renderer.backdrop)
                target.renderer.invalidateDamage()
                target.render(list)
                let whole = target.rgbBytes()
                (target.renderer.previousFrame, target.renderer.backdrop) = kept
                frames += 1
                if damage != whole {
                    mismatches.append("move \(move) frame \(i): \(damage.indices.count { damage[$0] != whole[$0] }) bytes differ")
                }
            }
        }
        let scrolled = startOffset - (try #require(host.root?.find(id: ViewID("card-0"))).frame.minX)
        #expect(scrolled > 100, "the shelf scrolled along with focus: \(scrolled) pt")
        #expect(frames > 60, "frames drawn: \(frames)")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
