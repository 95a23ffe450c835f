@testable import Rasterizer
import Testing
import UICore

/// Gradients as the renderer draws them: afresh wherever they show, from a colour table kept
/// per pair of colours (``GradientRamp``), never from a texture of the shape — so scrolling
/// through cards of many gradients keeps no memory per card — with each pixel the gradient's
/// colour at its centre and a frame patched where it changed the frame drawn whole.
struct GradientDrawingTests {
    /// A renderer drawing into `width` × `height` pixels at `scale`; `body` gets the renderer
    /// and draws; returns the pixels (alpha dropped).
    static func draw(width: Int, height: Int, scale: Double = 1, damageOnly: Bool = false,
                     _ body: (PixelRenderer) -> Void) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let renderer = PixelRenderer(scale: scale, glyphs: nil, images: nil)
        renderer.drawsDamageOnly = damageOnly
        pixels.withUnsafeMutableBufferPointer { buffer in
            renderer.attachPixels(buffer.baseAddress!, pitch: width, width: width, height: height)
            body(renderer)
            renderer.detachPixels()
        }
        return pixels.map { $0 & 0x00FF_FFFF }
    }

    /// The colour of card `i`: 60 different pairs.
    static func card(_ i: Int, y: Double) -> [DisplayItem] {
        let hue = Double(i) / 60
        let from = Color(red: hue, green: 1 - hue, blue: 0.5), to = Color(red: 0.2, green: hue, blue: 1 - hue)
        let rect = Rect(x: 20, y: y, width: 240, height: 135)
        return [.gradient(.roundedRect(cornerRadius: 12), rect, from: from, to: to, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)),
                // Its title plate: one size and colour on every card.
                .fill(.roundedRect(cornerRadius: 6), Rect(x: 30, y: y + 95, width: 120, height: 30), Color.black.opacity(0.6))]
    }

    /// A feed of 60 gradient cards scrolled through a 280 × 400 window, 10 points a frame, as a
    /// held D-pad scrolls a shelf of artwork: the shape cache keeps the title plate (one
    /// texture) and no card's gradient; one colour table a card is kept, 4 KB each.
    @Test func scrollingThroughCardsOfManyGradientsKeepsNoTextureOfThem() {
        var kept: (shapes: Int, shapeBytes: Int, ramps: Int) = (0, 0, 0)
        _ = Self.draw(width: 280, height: 400) { renderer in
            for frame in 0..<900 {
                var list = DisplayList(size: Size(width: 280, height: 400), background: .black)
                let offset = Double(frame) * 10
                for i in 0..<60 {
                    let y = 10 + Double(i) * 150 - offset
                    if y > -150, y < 400 { list.items += Self.card(i, y: y) }
                }
                renderer.render(list)
            }
            kept = (renderer.shapeCache.keptCount, renderer.shapeCache.keptCost, renderer.gradientRamps.count)
        }
        #expect(kept.shapes == 1, "textures kept: \(kept.shapes) (\(kept.shapeBytes) bytes)")
        #expect(kept.shapeBytes < 120 * 30 * 4 * 2, "bytes kept in shape textures: \(kept.shapeBytes)")
        #expect(kept.ramps == 60, "colour tables kept: \(kept.ramps)")
    }

    /// Each pixel of a gradient is its colour at the pixel's centre within a level (the table's
    /// step is an eighth of one), across a black-to-white ramp 1,024 pixels long, at full
    /// opacity and in a half-transparent layer over black; one table for both rectangles of
    /// one pair of colours.
    @Test func eachPixelIsTheGradientsColourAtItsCentre() {
        var ramps = 0
        let pixels = Self.draw(width: 1024, height: 20) { renderer in
            var list = DisplayList(size: Size(width: 1024, height: 20), background: .black)
            list.items = [.gradient(.rect, Rect(x: 0, y: 0, width: 1024, height: 10), from: .black, to: .white,
                                    start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)),
                          .pushLayer(.identity, opacity: 0.5),
                          .gradient(.rect, Rect(x: 0, y: 10, width: 1024, height: 10), from: .black, to: .white,
                                    start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)),
                          .popLayer,
                          .gradient(.rect, Rect(x: 0, y: 0, width: 512, height: 4), from: .black, to: .white,
                                    start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))]
            renderer.render(list)
            renderer.render(list)
            ramps = renderer.gradientRamps.count
        }
        var worst = 0
        for x in 0..<1024 {
            let exact = 255 * (Double(x) + 0.5) / 1024
            let full = Int(pixels[5 * 1024 + x] & 0xFF), half = Int(pixels[15 * 1024 + x] & 0xFF)
            worst = max(worst, abs(full - Int(exact.rounded())), abs(half - Int((exact / 2).rounded())))
        }
        #expect(worst <= 1, "a pixel \(worst) levels off its colour")
        // The short one: its own ramp along 512 pixels.
        #expect(abs(Int(pixels[2 * 1024 + 255] & 0xFF) - Int((255 * 255.5 / 512).rounded())) <= 1)
        // Full opacity and half: two tables; the short rectangle shares the first.
        #expect(ramps == 2)
    }

    /// A frame drawn only where it changed — a focus ring moving over a card — is the frame
    /// drawn whole, pixel for pixel: a gradient's pixels do not depend on the damage box they are
    /// drawn in (it is drawn directly, cut to the box), and the ring's texture, made where the
    /// ring first was, is the texture made where it is now (at 1.5 its inner edge was a level
    /// apart when each shape's pixels were worked out from the canvas's corner).
    @Test(arguments: [1.0, 2.0 / 3, 1.5], [true, false])
    func aCardPatchedWhereItChangedIsTheCardDrawnWhole(scale: Double, gradient: Bool) {
        func list(ring x: Double) -> DisplayList {
            var list = DisplayList(size: Size(width: 300, height: 200), background: Color(red: 0.1, green: 0.1, blue: 0.12))
            let card = Rect(x: 10.4, y: 12.7, width: 271.3, height: 170.1)
            list.items = [gradient ? .gradient(.roundedRect(cornerRadius: 17.3), card, from: .orange, to: .purple,
                                               start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
                                   : .fill(.roundedRect(cornerRadius: 17.3), card, .orange),
                          .stroke(.roundedRect(cornerRadius: 8), Rect(x: x, y: 60.3, width: 50, height: 40), .white, lineWidth: 3)]
            return list
        }
        let (w, h) = (Int(300 * scale), Int(200 * scale))
        let rings = Array(stride(from: 20.0, through: 200, by: 17.1))
        let patched = Self.draw(width: w, height: h, scale: scale, damageOnly: true) { renderer in
            for x in rings { renderer.render(list(ring: x)) }
        }
        let whole = Self.draw(width: w, height: h, scale: scale) { $0.render(list(ring: rings.last!)) }
        let differing = zip(patched, whole).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ at scale \(scale) (gradient: \(gradient))")
    }

    /// A gradient's row middle, stepped through its table four pixels at a time (`cpb_ramp_row`),
    /// is bit for bit what each pixel worked out alone gives — long and short rows, a diagonal
    /// and a vertical gradient, a lift's scale, the parameter clamped past both ends.
    @Test func aRowsMiddleIsThePixelsWorkedOutOneByOne() throws {
        let ramp = GradientRamp(from: .orange, to: Color(red: 0.2, green: 0.1, blue: 0.9), opacity: 1)
        for (size, scale, start, end) in [(Size(width: 301.7, height: 97.3), 1.0, Point(x: 0, y: 0), Point(x: 1, y: 1)),
                                          (Size(width: 13, height: 40), 1.1, Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)),
                                          (Size(width: 640, height: 31), 2.0 / 3, Point(x: 0.3, y: 0.5), Point(x: 0.6, y: 0.5))] {
            let rect = Rect(origin: .zero, size: size)
            let place = Transform.scale(x: scale, y: scale)
            let (w, h) = (Int(size.width * scale) + 4, Int(size.height * scale) + 4)
            func mask(spans: Bool) throws -> [UInt32] {
                let m = try #require(CoverageMask(.roundedRect(cornerRadius: 6), rect, place: place, width: w, height: h, opacity: 1, colour: .orange,
                                                  gradient: (LinearGradient.parameter(in: rect, start: start, end: end), ramp),
                                                  first: (-2, -2), spans: spans))
                return [UInt32](unsafeUninitializedCapacity: w * h) { buffer, count in
                    m.fill(PixelRows(base: buffer.baseAddress!, pitch: w, width: w, height: h))
                    count = w * h
                }
            }
            let stepped = try mask(spans: true), alone = try mask(spans: false)
            #expect(stepped == alone, "\(size) at \(scale): \(zip(stepped, alone).filter { $0 != $1 }.count) pixels differ")
        }
    }

    /// A circle in a rectangle far longer than any window (a layout gone wrong): its origin's
    /// pixel, 2·10^19 points to the left, is out of `Int`'s range — counting the circle's pixels
    /// from it stopped the app; now the frame goes on and the next shape is drawn.
    @Test func aShapeWhoseRectangleStartsBeyondAnyPixelDoesNotStopTheFrame() {
        let pixels = Self.draw(width: 200, height: 100) { renderer in
            var list = DisplayList(size: Size(width: 200, height: 100), background: .black)
            let huge = 4e19
            list.items = [.gradient(.circle, Rect(x: 100 - huge / 2, y: 30, width: huge, height: 40), from: .blue, to: .blue,
                                    start: Point(x: 0, y: 0), end: Point(x: 0, y: 1)),
                          .gradient(.rect, Rect(x: 150, y: 10, width: 40, height: 20), from: .red, to: .red,
                                    start: Point(x: 0, y: 0), end: Point(x: 0, y: 1))]
            renderer.render(list)
        }
        #expect(pixels[20 * 200 + 170] == ARGB.pixel(.red, alpha: 1) & 0x00FF_FFFF, "the next shape is drawn")
    }

    /// An opaque mask laid straight over the pixels below (``CoverageMask/draw(over:)``: covered
    /// pixels stored, edges blended, the rest untouched) is bit for bit its raster blended over
    /// them (`Framebuffer.blend`): gradient and plain fills, a stroke's band, on an axis-aligned,
    /// a scaled and a rotated layer, over a background of every shade.
    @Test func anOpaqueMaskLaidOverIsItsRasterBlended() throws {
        let ramp = GradientRamp(from: .orange, to: .purple, opacity: 1)
        let rect = Rect(x: 0, y: 0, width: 90.3, height: 61.7)
        let (w, h) = (140, 120)
        let background = (0..<(w * h)).map { i in UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
        for place in [Transform.translation(x: 20, y: 15), Transform.translation(x: 17.5, y: 12).concatenating(.scale(x: 1.3, y: 1.3)),
                      Transform.translation(x: 70, y: 10).concatenating(.rotation(0.35, about: .zero))] {
            for (gradient, stroke) in [(true, nil), (false, nil), (true, 6.0), (false, 3.0)] as [(Bool, Double?)] {
                let m = try #require(CoverageMask(.roundedRect(cornerRadius: 14), rect, place: place, width: w, height: h, opacity: 1,
                                                  colour: .teal, gradient: gradient ? (LinearGradient.parameter(in: rect, start: .zero, end: Point(x: 1, y: 1)), ramp) : nil,
                                                  stroke: stroke, first: (3, -2)))
                #expect(m.isOpaque)
                var blended = background, laid = background
                let raster = PixelRaster(width: w, height: h, fill: m.fill)
                blended.withUnsafeMutableBufferPointer { b in
                    raster.withPixels { px in
                        Framebuffer(PixelRows(base: b.baseAddress!, pitch: w, width: w, height: h))
                            .blend(px, pitch: w, cut: NineSlice(), width: w, height: h, into: DamageFrame.Box(x0: 0, y0: 0, x1: w, y1: h),
                                   alpha: 255, clip: nil)
                    }
                }
                laid.withUnsafeMutableBufferPointer { b in m.draw(over: PixelRows(base: b.baseAddress!, pitch: w, width: w, height: h)) }
                #expect(laid == blended, "\(place) gradient \(gradient) stroke \(String(describing: stroke)): \(zip(laid, blended).filter { $0 != $1 }.count) pixels differ")
                #expect(laid != background)
            }
        }
    }
}
