import UICore

/// Display lists the snapshot tests draw: each exercises one part of the renderer.
enum Fixtures {
    /// Fills, strokes, gradient and shadows of every shape kind.
    static func shapes() -> DisplayList {
        var l = DisplayList(size: Size(width: 640, height: 360))
        // A focused card: the lifted shadow from docs/design.md (blur 35, 50 % black, y 50) scaled to this canvas.
        let card = Rect(x: 40, y: 40, width: 220, height: 140)
        l.append(.shadow(.roundedRect(cornerRadius: 18), card, Color.black.opacity(0.5), blur: 24, offset: Point(x: 0, y: 16)))
        l.append(.gradient(.roundedRect(cornerRadius: 18), card, from: Color(r: 255, g: 159, b: 10), to: Color(r: 255, g: 55, b: 95),
                           start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
        l.append(.fill(.roundedRect(cornerRadius: 10), Rect(x: 60, y: 120, width: 90, height: 40), Color.white.opacity(0.25)))
        // An unfocused card (blur 5, 20 %, y 6).
        let plain = Rect(x: 300, y: 50, width: 140, height: 120)
        l.append(.shadow(.roundedRect(cornerRadius: 12), plain, Color.black.opacity(0.2 * 2), blur: 5, offset: Point(x: 0, y: 6)))
        l.append(.fill(.roundedRect(cornerRadius: 12), plain, .secondaryBackground))
        l.append(.stroke(.roundedRect(cornerRadius: 12), plain, Color.white.opacity(0.12), lineWidth: 1))
        // A focus ring outside a capsule (accent at 50 %, 3 pt).
        let capsule = Rect(x: 470, y: 70, width: 140, height: 56)
        l.append(.fill(.capsule, capsule, .blue))
        l.append(.stroke(.capsule, capsule.insetBy(dx: -5, dy: -5), Color.blue.opacity(0.5), lineWidth: 3))
        // Circles: filled, stroked (watchOS crown green 1.5 pt), tiny.
        l.append(.fill(.circle, Rect(x: 40, y: 220, width: 100, height: 100), .green))
        l.append(.stroke(.circle, Rect(x: 170, y: 220, width: 100, height: 100), .green, lineWidth: 1.5))
        l.append(.fill(.circle, Rect(x: 290, y: 262, width: 16, height: 16), .red))
        l.append(.fill(.rect, Rect(x: 320, y: 262, width: 16, height: 16), .yellow))
        // A vertical gradient capsule and a hairline.
        l.append(.gradient(.capsule, Rect(x: 360, y: 220, width: 250, height: 44), from: .purple, to: .teal,
                           start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
        l.append(.stroke(.rect, Rect(x: 360, y: 290, width: 250, height: 30), Color.white.opacity(0.6), lineWidth: 0.5))
        // A gradient whose stops sit inside the shape: flat beyond 30 % and 70 % of the width.
        l.append(.gradient(.roundedRect(cornerRadius: 6), Rect(x: 470, y: 150, width: 140, height: 40), from: .red, to: .yellow,
                           start: Point(x: 0.3, y: 0), end: Point(x: 0.7, y: 0)))
        return l
    }

    /// Text sizes, weights and colours, emoji, and clipping.
    static func text() -> DisplayList {
        var l = DisplayList(size: Size(width: 640, height: 360))
        l.append(.text("Crème brûlée", .headline, .white, origin: Point(x: 30, y: 20)))
        l.append(.text("Caramelised sugar over vanilla custard.", Font.body, .secondaryLabel, origin: Point(x: 30, y: 80)))
        l.append(.text("Apple pie 🍎 with cream 🍦", Font.callout, .white, origin: Point(x: 30, y: 130)))
        l.append(.text("🍰🥞🥗🥪", Font.title, .white, origin: Point(x: 30, y: 180)))
        l.append(.text("Caption2 · 23 pt", .caption2, .orange, origin: Point(x: 360, y: 200)))
        l.append(.text("Bold accent", Font.callout.bold(), .blue, origin: Point(x: 360, y: 240)))
        // Clipped: the line is cut at the clip's right edge.
        l.append(.fill(.roundedRect(cornerRadius: 8), Rect(x: 30, y: 280, width: 280, height: 56), .tertiaryBackground))
        l.append(.pushClip(.roundedRect(cornerRadius: 8), Rect(x: 30, y: 280, width: 280, height: 56)))
        l.append(.text("A very long line of text that will be clipped", Font.body, .white, origin: Point(x: 44, y: 290)))
        l.append(.popClip)
        l.append(.text("50 % opacity", Font.body, Color.white.opacity(0.5), origin: Point(x: 360, y: 290)))
        return l
    }

    /// Transformed layers: lift scale, rotation, perspective tilt, opacity, nested clip, images.
    static func layers() -> DisplayList {
        var l = DisplayList(size: Size(width: 640, height: 360))
        // Lift: docs/design.md's 560 → 630 pt growth is ×1.125, about the tile's centre.
        let tile = Rect(x: 40, y: 60, width: 160, height: 100)
        l.append(.pushLayer(.scale(x: 1.125, y: 1.125, about: tile.center), opacity: 1))
        l.append(.shadow(.roundedRect(cornerRadius: 12), tile, Color.black.opacity(0.5), blur: 20, offset: Point(x: 0, y: 14)))
        l.append(.image("no-such-image", tile, .roundedRect(cornerRadius: 12)))
        l.append(.text("Lifted", Font.callout.bold(), .white, origin: Point(x: 56, y: 116)))
        l.append(.popLayer)
        // Rotation by 10° with text.
        let rotated = Rect(x: 250, y: 50, width: 150, height: 100)
        l.append(.pushLayer(.rotation(10 * Double.pi / 180, about: rotated.center), opacity: 1))
        l.append(.fill(.roundedRect(cornerRadius: 14), rotated, .pink))
        l.append(.text("Tilted 🍩", Font.callout, .white, origin: Point(x: 268, y: 80)))
        l.append(.popLayer)
        // Perspective tilt (tvOS 17 highlight: ~0.06 rad, 1/600).
        let art = Rect(x: 450, y: 40, width: 150, height: 150)
        l.append(.pushLayer(.perspective(tiltX: 0.35, tiltY: -0.15, about: art, distance: 600), opacity: 1))
        l.append(.image("palette-sunset", art, .roundedRect(cornerRadius: 16)))
        l.append(.text("Highlight", Font.caption, .white, origin: Point(x: 466, y: 150)))
        l.append(.popLayer)
        // Nested layers with opacity and a nested clip.
        l.append(.pushLayer(.translation(x: 40, y: 200), opacity: 0.6))
        l.append(.fill(.roundedRect(cornerRadius: 12), Rect(x: 0, y: 0, width: 260, height: 120), .blue))
        l.append(.pushLayer(.translation(x: 20, y: 20), opacity: 0.5))
        l.append(.fill(.rect, Rect(x: 0, y: 0, width: 120, height: 60), .white))
        l.append(.popLayer)
        l.append(.popLayer)
        l.append(.pushClip(.rect, Rect(x: 340, y: 220, width: 240, height: 100)))
        l.append(.pushClip(.rect, Rect(x: 300, y: 240, width: 200, height: 200)))
        l.append(.fill(.circle, Rect(x: 320, y: 200, width: 160, height: 160), .green))
        l.append(.popClip)
        l.append(.fill(.rect, Rect(x: 520, y: 200, width: 100, height: 40), .orange))
        l.append(.popClip)
        return l
    }
}
