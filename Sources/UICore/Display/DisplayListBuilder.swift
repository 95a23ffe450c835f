/// Turns a laid-out node tree into a ``DisplayList``: shapes, text, images, clips, effect layers
/// and the focus decorations (lift, ring, highlight) the runtime passes beside the tree.
public enum DisplayListBuilder {
    /// Focus visuals by node (`ObjectIdentifier(node)`): the runtime's focus effects, drawn with
    /// the tree without editing it.
    public typealias Decorations = [ObjectIdentifier: FocusDecoration]

    /// Draws a whole tree with the focus decorations of its nodes.
    public static func build(_ root: Node, size: Size, background: Color = .background, decorations: Decorations = [:]) -> DisplayList {
        var list = DisplayList(size: size, background: background)
        draw(root, decorations: decorations, into: &list)
        return list
    }

    /// Draws one node and its subtree; legends (``ModalLayer/LegendKey``) drawn before the last
    /// modal scrim in it are moved above that scrim.
    public static func draw(_ node: Node, decorations: Decorations = [:], into list: inout DisplayList) {
        var layering = LegendLayering()
        draw(node, decorations: decorations, into: &list, layering: &layering)
        drawDeferred(decorations: decorations, into: &list, layering: &layering)
        layering.lift(in: &list)
    }

    /// Draws the window-level layers (``ModalLayer/WindowKey``) met so far, after everything
    /// drawn: above the rest of the window, inside the effect layers around them (a fading
    /// screen fades its sheet) but none of the clips (a list does not cut its picker's choices).
    static func drawDeferred(decorations: Decorations, into list: inout DisplayList, layering: inout LegendLayering) {
        while !layering.deferred.isEmpty {
            let (node, layers) = layering.deferred.removeFirst()
            for layer in layers { layering.push(layer, into: &list) }
            layering.windowDepth += 1
            draw(node, decorations: decorations, into: &list, layering: &layering)
            layering.windowDepth -= 1
            for _ in layers { layering.pop(into: &list) }
        }
    }

    /// Draws one node and its subtree, recording its clips, layers, legends and scrims in `layering`;
    /// a descendant whose items `kept` holds is copied from there, not drawn.
    static func draw(_ node: Node, decorations: Decorations, into list: inout DisplayList, layering: inout LegendLayering,
                     keeping kept: KeptItems? = nil) {
        if layering.defers(node) { return }
        let mark = layering.begin(node, in: list), start = list.items.count
        defer {
            layering.end(mark, in: list)
            layering.record(node, from: start, in: list)
        }
        let frame = node.frame
        let deco = decorations.isEmpty ? nil : decorations[ObjectIdentifier(node)]

        // Effects and lift become one layer transform about the node's centre.
        var transform = Transform.identity
        let e = node.effects
        let scale = e.scale * (deco?.scale ?? 1)
        let c = frame.center
        if e.offset != .zero { transform = transform.concatenating(.translation(x: e.offset.x, y: e.offset.y)) }
        if scale != 1 { transform = transform.concatenating(.scale(x: scale, y: scale, about: c)) }
        if e.rotation != 0 { transform = transform.concatenating(.rotation(e.rotation, about: c)) }
        if let tilt = deco?.tilt, tilt != .zero {
            transform = transform.concatenating(.perspective(tiltX: tilt.x, tiltY: tilt.y, about: frame))
        }
        if !e.transform.isIdentity { transform = transform.concatenating(e.transform) }
        // A raised view keeps its layer at rest, so a lift starting or ending draws as many items:
        // the retained list patches it in place (``RetainedDisplayList``).
        let layered = !transform.isIdentity || e.opacity != 1 || deco?.raises == true
        if layered { layering.push(.pushLayer(transform, opacity: e.opacity), into: &list) }

        // A decoration's parts are drawn even while transparent (a lift at rest), for the same reason.
        if let s = deco?.shadow ?? node.shadow, s.color.alpha > 0 || deco?.shadow != nil {
            // The outline (only shadows and shines draw it) is worked out only for them.
            list.append(.shadow(outline(of: node), frame, s.color, blur: s.radius, offset: Point(x: s.x, y: s.y)))
        }
        if let clip = node.clipShape { layering.push(.pushClip(clip, frame), into: &list) }
        let clipStart = list.items.count

        switch node.kind {
        case .shape(let s):
            if let fill = s.fill {
                switch fill {
                case .color(let col): if col.alpha > 0 { list.append(.fill(s.shape, frame, col)) }
                case .linearGradient(let a, let b, let start, let end):
                    list.append(.gradient(s.shape, frame, from: a, to: b, start: start, end: end))
                }
            }
            if let stroke = s.stroke, stroke.alpha > 0 {
                list.append(.stroke(s.shape, frame, stroke, lineWidth: s.lineWidth))
            }
        case .text(let t):
            // A focused marquee text at rest shows its cut-off line (with an ellipsis) left to
            // right; right to left it shows the line's right end from the start, so the first
            // move does not jump from the text's beginning to its end.
            let direction = node.environment.layoutDirection
            if let offset = deco?.marqueeOffset, offset > 0 || direction == .rightToLeft, t.fullWidth > 0 {
                Marquee.draw(t, in: frame, offset: offset, direction: direction, into: &list)
            } else {
                drawText(t, in: frame, direction: direction, into: &list)
            }
        case .image(let name):
            list.append(.image(name, frame, .rect))
        case .scroll(let spec):
            // Content drawn beyond an unclipped scroll view's bounds is not where its pixels can
            // be moved: it gives no content position (``DisplayList/scrollContents``).
            if spec.clipsContent { layering.push(.pushClip(.rect, frame), into: &list) }
            if let position = scrollContentPosition(of: node) { list.scrollContents.append(position) }
            for child in drawingOrder(of: node, raised: { $0.raiseLevel(decorations) }) {
                drawChild(child, decorations: decorations, into: &list, layering: &layering, keeping: kept)
            }
            if spec.clipsContent { layering.pop(into: &list) }
        default:
            break
        }
        if !node.attributeStorage.isEmpty, let recorded = node[RecordedDrawing.Key.self] {
            // A recorded drawing (an archived widget) is spliced in at the node's origin.
            list.append(.pushLayer(.translation(x: frame.minX, y: frame.minY), opacity: 1))
            list.items += recorded.items
            list.append(.popLayer)
        }
        if node.kindCase != .scroll {
            for child in drawingOrder(of: node, raised: { $0.raiseLevel(decorations) }) {
                drawChild(child, decorations: decorations, into: &list, layering: &layering, keeping: kept)
            }
        }

        // A tilted view's shine is drawn in its layer, in perspective with it; otherwise after it.
        let shineInLayer = !transform.isAxisAligned
        if let shine = deco?.shine, shineInLayer {
            drawShine(shine, on: node, frame: frame, transform: .identity, opacity: 1, into: &list)
        }
        if let clip = node.clipShape {
            if clip != .rect {
                layering.noteShapedByClip(giveClipShape(clip, frame, toItemsOf: &list, from: clipStart), from: clipStart)
            }
            layering.pop(into: &list)
        }
        if let ring = deco?.ring {
            // The ring sits outside the view: grow the rect by the ring width plus a 1 pt gap.
            let out = ring.width + 1
            let r = frame.insetBy(dx: -out, dy: -out)
            list.append(.stroke(ring.shape.outset(by: out), r, ring.color, lineWidth: ring.width))
            if let edge = deco?.ringEdge, edge.width > 0 {
                let beyond = out + edge.width
                list.append(.stroke(ring.shape.outset(by: beyond), frame.insetBy(dx: -beyond, dy: -beyond), edge.color, lineWidth: edge.width))
            }
        }
        if layered { layering.pop(into: &list) }
        if let shine = deco?.shine, !shineInLayer {
            drawShine(shine, on: node, frame: frame, transform: transform, opacity: e.opacity, into: &list)
        }
    }

    /// Draws `child` as ``draw(_:decorations:into:layering:keeping:)`` does, or copies its
    /// items from `kept` when they are there.
    private static func drawChild(_ child: Node, decorations: Decorations, into list: inout DisplayList,
                                  layering: inout LegendLayering, keeping kept: KeptItems?) {
        if let kept, let items = kept.items(of: child) {
            list.items.append(contentsOf: items)
        } else {
            draw(child, decorations: decorations, into: &list, layering: &layering, keeping: kept)
        }
    }

    /// Gives the items drawn since `start` that fill the whole clip (a background colour, a
    /// gradient or an image as large as `frame`) the clip's own `shape`: renderers clip to
    /// rectangles (the shape's bounding box), so `Color.blue.clipShape(Capsule())`,
    /// `.background(.blue).clipShape(RoundedRectangle(cornerRadius: 20))` and a poster clipped to
    /// a card's corners are drawn with their rounded outline instead of square corners. A colour
    /// larger than the clip is cut to it; items inside a nested clip or layer (their own space)
    /// and any other item are left as they are. Returns the indices of the items reshaped.
    @discardableResult
    static func giveClipShape(_ shape: ShapeKind, _ frame: Rect, toItemsOf list: inout DisplayList, from start: Int) -> [Int] {
        var depth = 0, reshaped: [Int] = []
        for i in start..<list.items.count {
            switch list.items[i] {
            case .pushClip, .pushLayer: depth += 1
            case .popClip, .popLayer: depth -= 1
            case .fill(.rect, let r, let color) where depth == 0 && r.contains(frame):
                list.items[i] = .fill(shape, frame, color)
                reshaped.append(i)
            case .gradient(.rect, let r, let a, let b, let p, let q) where depth == 0 && r == frame:
                list.items[i] = .gradient(shape, frame, from: a, to: b, start: p, end: q)
                reshaped.append(i)
            case .image(let name, let r, .rect) where depth == 0 && r == frame:
                list.items[i] = .image(name, frame, shape)
                reshaped.append(i)
            default: break
            }
        }
        return reshaped
    }

    /// The order ``draw(_:decorations:into:layering:)`` draws a node's children in, one after
    /// another: a scroll view's as they come (inside its clip), a background's backgrounds (the
    /// children after the first) behind its content (the first child), and any other node's
    /// with those a focus visual raises (`raised`, ``Node/raiseLevel(_:)``: a lifted or
    /// highlighted child) after the rest, so they rise above their siblings, and the one holding
    /// the front view (the focused one's, level 2) last of all. The order holds while the
    /// views animate: a tile lifting and the one settling keep their places until focus moves.
    static func drawingOrder(of node: Node, raised: (Node) -> Int) -> [Node] {
        switch node.kind {
        case .scroll:
            return node.children
        case .background:
            guard let content = node.children.first else { return [] }
            return Array(node.children.dropFirst()) + [content]
        default:
            // Most nodes raise no child: their children as they are, with no copy.
            var levels: [Int] = []
            for (i, child) in node.children.enumerated() {
                let level = raised(child)
                if level > 0, levels.isEmpty { levels = Array(repeating: 0, count: node.children.count) }
                if !levels.isEmpty { levels[i] = level }
            }
            guard !levels.isEmpty else { return node.children }
            var order: [Node] = []
            order.reserveCapacity(node.children.count)
            for level in 0...2 {
                for (i, child) in node.children.enumerated() where levels[i] == level { order.append(child) }
            }
            return order
        }
    }

    /// Appends a highlighted view's specular shine: a soft round glow (a blurred white disc)
    /// centred on the touch position, clipped to the view, so it slides across the artwork as the
    /// touch moves (docs/design.md).
    ///
    /// `transform` and `opacity` are the view's own layer's, when the shine is drawn outside that
    /// layer (an axis-aligned one). Its disc is then sized by the view's laid-out frame, not by
    /// the layer's scale, so the same disc serves every step of the lift and of a scroll
    /// transition, and a renderer can keep one texture for it (`make bench`'s `frame:` rows); only where it
    /// is drawn and how strongly change.
    static func drawShine(_ shine: (position: Point, opacity: Double), on node: Node, frame: Rect, transform: Transform,
                          opacity: Double, into list: inout DisplayList) {
        let d = max(frame.width, frame.height) * 0.6
        let c = transform.apply(Point(x: frame.minX + frame.width * shine.position.x, y: frame.minY + frame.height * shine.position.y))
        // Renderers may clip to rectangles only: inset the clip by 0.3 × the corner radius so its
        // corners stay inside a rounded outline (the corner arc passes (1 − 1/√2)·r ≈ 0.29·r in).
        let clipOutline = outline(of: node)
        let inset = clipOutline.cornerRadius(in: frame) * 0.3
        list.append(.pushClip(clipOutline, transform.boundingBox(frame.insetBy(dx: inset, dy: inset))))
        list.append(.shadow(.circle, Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d),
                            Color.white.opacity(shine.opacity * max(0, min(1, opacity))), blur: d / 3, offset: .zero))
        list.append(.popClip)
    }

    /// Where a laid-out scroll view's content sits (``DisplayList/scrollContents``): its frame
    /// and how far its offset moved the content; nil for any other node, a scroll view not
    /// placed by layout, or one that does not clip its content.
    static func scrollContentPosition(of node: Node) -> ScrollContentPosition? {
        guard case .scroll(let spec) = node.kind, spec.clipsContent, let placed = node[ScrollSpec.PlacementKey.self] else { return nil }
        let moved = ScrollLayout.contentTranslation(forOffset: placed.offset, axis: spec.axis,
                                                    rightToLeft: node.environment.layoutDirection == .rightToLeft)
        return ScrollContentPosition(clip: node.frame, translation: Point(x: moved.dx, y: moved.dy))
    }

    /// The shape that outlines a node: its content shape, its own shape, or a rectangle.
    static func outline(of node: Node) -> ShapeKind {
        if let s = node.focus?.contentShape, node.focus?.interactions != nil || node.focus?.isTextField == true { return s }
        if node.kindCase == .shape, case .shape(let s) = node.kind { return s.shape }
        if let clip = node.clipShape { return clip }
        if node.kindCase == .background, node.children.count > 1, node.children[1].kindCase == .shape,
           case .shape(let s) = node.children[1].kind { return s.shape }
        // Wrappers the size of their first child (frames, overlays, a ZStack over a shape) take its outline,
        // so a lifted artwork's shadow follows its rounded corners.
        switch node.kindCase {
        case .frame, .overlay, .zstack, .background:
            if let first = node.children.first, first.frame == node.frame { return outline(of: first) }
        default: break
        }
        return .rect
    }

    static func drawText(_ t: TextContent, in frame: Rect, direction: LayoutDirection, into list: inout DisplayList) {
        let lines = t.lines.isEmpty ? [t.string] : t.lines
        let lh = t.font.lineHeight
        for (i, line) in lines.enumerated() {
            guard !line.isEmpty else { continue }
            let w = i < t.lineWidths.count ? t.lineWidths[i] : 0
            var align = t.alignment
            if direction == .rightToLeft { align = align == .leading ? .trailing : (align == .trailing ? .leading : .center) }
            let x: Double
            switch align {
            case .leading: x = frame.minX
            case .center: x = frame.minX + (frame.width - w) / 2
            case .trailing: x = frame.maxX - w
            }
            list.append(.text(line, t.font, t.color, origin: Point(x: x, y: frame.minY + Double(i) * lh)))
        }
    }
}

extension Node {
    /// How far this focusable view is raised above the plane by its focus visuals (lift,
    /// highlight) on itself or its hover target: 0 not at all, 1 above its sibling views, 2
    /// above the raised ones too (the front view's, ``FocusDecoration/isFront``). Only
    /// focusable views reorder, so a tile's own title stays above its artwork's shadow.
    func raiseLevel(_ decorations: DisplayListBuilder.Decorations) -> Int {
        guard !decorations.isEmpty, reordersWhenRaised else { return 0 }
        var level = 0
        visit { n in
            if let d = decorations[ObjectIdentifier(n)] { level = Swift.max(level, d.raiseLevel) }
            return level < 2
        }
        return level
    }

    /// Whether a focus visual in this view's subtree moves it after its siblings: a focusable
    /// view's does (``raiseLevel(_:)``).
    var reordersWhenRaised: Bool { focus?.interactions != nil || focus?.isTextField == true }
}
