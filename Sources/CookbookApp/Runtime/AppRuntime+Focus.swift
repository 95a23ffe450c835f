import FocusEngine
import UICore

extension AppRuntime {
    /// Applies `@FocusState` writes made by app code: the bound view with the requested value takes
    /// focus; writing the resting value (nil/false) while a bound view is focused resigns focus to
    /// the screen's default.
    func applyFocusRequests(_ tree: Node) {
        for (_, entries) in focusBindings(in: tree) {
            guard let first = entries.first, first.1.requested() != nil else { continue }
            if let (node, _) = entries.first(where: { $0.1.requested() == true }), let id = node.id {
                if !focus.focus(id: id) { continue }
            } else if first.1.requestsResting() {
                // Writing the resting value (false/nil) ends editing: focus leaves for the nearest
                // control that is not a text field (the seed's "Done" button).
                if let id = focus.focusedID, entries.contains(where: { $0.0.id == id }) { _ = focus.resignFocus(id: id) }
            } else {
                continue // a request for a view not built yet (a row added this frame) stays pending
            }
            first.1.consumeRequest()
        }
    }

    /// The `.focused(...)` bindings of a tree, grouped by focus state.
    func focusBindings(in tree: Node) -> [ObjectIdentifier: [(Node, FocusBindingSpec)]] {
        var bound: [ObjectIdentifier: [(Node, FocusBindingSpec)]] = [:]
        tree.visit { n in
            for b in n.focusBindings { bound[b.stateID, default: []].append((n, b)) }
            return true
        }
        return bound
    }

    /// Tells every `@FocusState` where focus is.
    func reportFocusStates(_ tree: Node) {
        for (_, entries) in focusBindings(in: tree) {
            entries.first?.1.report(false)
            for (n, b) in entries where n.id == focus.focusedID { b.report(true) }
        }
    }

    /// Focus moved: trace it, keep selections in step, scroll the new view into sight (S8).
    func focusDidChange(from old: String?, to new: String?, now: Double) {
        reportedFocus = new
        lastFocusChange = now
        emit(TraceEvent("focus", [("id", new.map { .string($0) } ?? .null), ("from", old.map { .string($0) } ?? .null)]))
        model.focusChanged(to: new)
        if let new { reveal(new) }
        if let new, editors[new] == nil, let field = root?.find(id: new),
           let spec = field.attributes[TextFieldSpec.key] as? TextFieldSpec {
            editors[new] = TextEditing(text: spec.text.wrappedValue)
        }
    }

    // Focus motion timing (DESIGN.md "Focus: lift effect"): about 0.2 s ease-out to focus,
    // 0.4 s to unfocus (Compose TV uses 300/500 ms); when focus moves again within 0.15 s the
    // animations shorten to 0.08 s (never below DESIGN's ~35 ms floor).
    static let focusInDuration = 0.2
    static let focusOutDuration = 0.4
    static let rapidMoveWindow = 0.15
    static let rapidMoveDuration = 0.08

    // Lift numbers (DESIGN.md): tiles grow +70 pt on the longer side, capped at ×1.125 (the 560 pt
    // tile's growth) so neighbouring tiles 40 pt apart never touch; controls (buttons, rows) grow
    // +30 pt, at most ×1.06, as tvOS buttons and table rows grow less than posters (tuned by eye).
    static let liftGrowth = 70.0
    static let controlGrowth = 30.0
    static let maximumTileScale = 1.125
    static let maximumControlScale = 1.06

    // Press (DESIGN.md "Press"): a held Select shrinks the focused item toward ×0.95 over 0.12 s
    // and lets it back on release.
    static let pressedScale = 0.95
    static let pressDuration = 0.12

    /// Select (Return, Space, pad A) went down or up: the focused item's press animation.
    func setPressed(_ down: Bool) {
        let now = clock.now
        press.animate(to: down ? 1 : 0, with: .timing(.easeOut, duration: model.settings.reduceMotion ? 0 : Self.pressDuration), at: now)
    }

    /// Sets each focusable view's focus visuals from its animated focus progress.
    func decorate(_ tree: Node, now: Double) {
        let focused = focus.focusedID
        let reduce = model.settings.reduceMotion
        let rapid = now - lastFocusChange < Self.rapidMoveWindow
        var seen: Set<String> = []
        tree.visit { n in
            guard let id = n.id, let traits = n.focus, traits.interactions != nil || traits.isTextField else { return true }
            seen.insert(id)
            let target = (id == focused || id == hoveredID) && n.environment.isEnabled ? 1.0 : 0.0
            var p = focusProgress[id] ?? AnimatedValue(0)
            let duration = reduce ? 0 : (rapid ? Self.rapidMoveDuration : (target > 0 ? Self.focusInDuration : Self.focusOutDuration))
            p.animate(to: target, with: .timing(target > 0 ? .focus : .easeOut, duration: duration), at: now)
            focusProgress[id] = p
            let progress = p.value(at: now)
            guard progress > 0.001, !traits.effectDisabled else { return true }
            applyDecoration(to: n, traits: traits, progress: progress,
                            pressed: id == focused ? press.value(at: now) : 0)
            return true
        }
        focusProgress = focusProgress.filter { seen.contains($0.key) || $0.key == focused }
    }

    func applyDecoration(to n: Node, traits: FocusTraits, progress p: Double, pressed: Double) {
        let effect = traits.hoverEffect
        var target = n
        var isTile = false
        n.visit { d in
            if d !== n, d.attributes[HoverTarget.key] as? Bool == true { target = d; isTile = true; return false }
            return true
        }
        var deco = FocusDecoration()
        switch effect {
        case .lift?:
            let longer = max(target.frame.width, target.frame.height, 1)
            let cap = isTile ? Self.maximumTileScale : Self.maximumControlScale
            let lifted = 1 + p * min((isTile ? Self.liftGrowth : Self.controlGrowth) / longer, cap - 1)
            deco.scale = lifted * (1 - (1 - Self.pressedScale) * pressed)
            // Shadow unfocused 5/0.2/6 → focused 35/0.5/50 (blur/opacity/y), pressed 20/0.5/22 (DESIGN.md).
            let blur = 5 + 30 * p - 15 * pressed, y = 6 + 44 * p - 28 * pressed
            deco.shadow = ShadowSpec(color: Color.black.opacity(0.2 + 0.3 * p), radius: blur, x: 0, y: y)
        case .highlight?:
            // Highlight (tvOS 17, DESIGN.md "Focus: highlight effect"): no growth; a perspective tilt
            // of up to 0.06 rad following the touch and a specular shine at 20 % opacity that moves
            // 1.3× the touch (±0.5 of the stick's ±1 range → ±0.65), resting at 40 % height. Reduce
            // Motion keeps the shine still and drops the tilt, as tvOS does.
            let touch = model.settings.reduceMotion ? Point.zero : stick
            deco.tilt = Point(x: touch.x * 0.06 * p, y: -touch.y * 0.06 * p)
            deco.shine = (Point(x: 0.5 + touch.x * 0.65, y: 0.4 + touch.y * 0.65), 0.2 * p)
            deco.shadow = ShadowSpec(color: Color.black.opacity(0.2 + 0.3 * p), radius: 5 + 30 * p, x: 0, y: 6 + 44 * p)
        case .none?:
            return
        case nil:
            // macOS keyboard focus ring: accent at 50 % alpha, 3 pt, following the content shape;
            // it grows in with the focus progress (DESIGN.md "Focus ring").
            // On the watch layout the ring is the seed's green stroke (1.5 pt there, doubled for the
            // 10-foot canvas) at full strength.
            let watch = model.settings.watchLayout
            let accent = watch ? Color.green : n.environment.accentColor.opacity(0.5)
            deco.ring = (accent.opacity(p), watch ? 3 : 3 + 2 * (1 - p), traits.contentShape)
        }
        target.decoration = deco
    }

    /// Draws the caret in the focused text field (blinking: 0.53 s on, 0.53 s off, as macOS).
    func addCaret(_ tree: Node, now: Double) {
        guard let id = focus.focusedID, let field = tree.find(id: id), field.focus?.isTextField == true,
              let spec = field.attributes[TextFieldSpec.key] as? TextFieldSpec else { return }
        let blinkOn = Int(((now - lastFocusChange) / 0.53).rounded(.down)) % 2 == 0
        guard blinkOn else { return }
        var textNode: Node?
        field.visit { d in if case .text = d.kind { textNode = d; return false }; return true }
        guard let t = textNode else { return }
        let text = spec.text.wrappedValue
        let caretIndex = min(editors[id]?.caret ?? text.count, text.count)
        let prefix = String(text.prefix(caretIndex))
        // Bounded by the text's frame: a caret after a huge name stays at the field's edge (and the
        // name is measured only as far as the frame reaches).
        let x = spec.isEmpty ? t.frame.minX : t.frame.minX + measurer.width(of: prefix, font: spec.font, upTo: t.frame.width)
        let caret = Node(.shape(ShapeContent(shape: .rect, fill: .color(field.environment.accentColor))), environment: field.environment)
        caret.frame = Rect(x: x, y: t.frame.minY + 4, width: 3, height: t.frame.height - 8)
        field.children.append(caret)
    }
}
