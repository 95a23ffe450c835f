import UICore

/// How focus looks: each focusable view's animated focus progress turned into its hover effect
/// (lift, highlight) or focus ring, plus the press of a held Select.
///
/// See also: ``FocusCoordinator`` (where focus is), `HoverTarget` (which part lifts).
public final class FocusEffects {
    // Focus motion timing (docs/design.md "Focus: lift effect"): about 0.2 s ease-out to focus,
    // 0.4 s to unfocus (Compose TV uses 300/500 ms); when focus moves again within 0.15 s the
    // animations shorten to 0.08 s (never below docs/design.md's ~35 ms floor).
    static let focusInDuration = 0.2
    static let focusOutDuration = 0.4
    static let rapidMoveWindow = 0.15
    static let rapidMoveDuration = 0.08

    // Lift numbers (docs/design.md): tiles grow +70 pt on the longer side, capped at ×1.125 (the 560 pt
    // tile's growth) so neighbouring tiles 40 pt apart never touch; controls (buttons, rows) grow
    // +30 pt, at most ×1.06, as tvOS buttons and table rows grow less than posters (tuned by eye).
    static let liftGrowth = 70.0
    static let controlGrowth = 30.0
    static let maximumTileScale = 1.125
    static let maximumControlScale = 1.06

    /// The 10-foot focus ring: macOS's 3 pt ring (docs/design.md "Focus ring") doubled, as the watch
    /// stroke is doubled for this canvas; full accent instead of macOS's 50 %.
    static let ringWidth = 6.0
    /// Increase contrast: focus rings grow by half (9 pt), and lifted or highlighted views get a
    /// white ring of 4 pt too, as tvOS's Increase Contrast outlines the focused item (two thirds
    /// of the ring's width, so the lift still leads; tuned by eye on the grid and settings).
    static let contrastRingScale = 1.5
    static let contrastLiftRingWidth = 4.0
    /// Increase contrast's ring colour: white, whatever the accent, with a dark edge outside it
    /// (``contrastRingEdge``). The accent blue is 2.4:1 on increased contrast's grey platters
    /// (a focused grocery field's ring), white 9:1; on a light surface (the caffeine widget's
    /// cream) the edge carries it. WCAG 1.4.11 asks 3:1 of a focus indicator.
    static let contrastRingColor = Color.white
    /// The dark edge outside an increased-contrast ring: 2 pt of black, macOS's 1 pt hairline
    /// around its high-contrast focus ring doubled for the 10-foot canvas, as the control
    /// border is.
    static let contrastRingEdge = (color: Color.black, width: 2.0)
    // Lift parallax (docs/design.md "Parallax"): the tilt at full stick travel (rad) and the shadow's
    // shift (pt), the low ends of docs/design.md's ranges so the lift stays "slight".
    static let liftTilt = 0.05
    static let liftShift = 12.0

    // Press (docs/design.md "Press"): a held Select shrinks the focused item toward ×0.95 over 0.12 s
    // and lets it back on release.
    static let pressedScale = 0.95
    static let pressDuration = 0.12

    /// Focus progress is drawn in steps of 1/32: a step of the largest lift (+70 pt) is ~2.2 pt,
    /// less than one 60 Hz frame of the 0.2 s ease moves it at its fastest, so the motion looks
    /// the same; but each step's drawing (scale, shadow, ring) recurs exactly from move to move,
    /// so the renderer's shape cache rasterises it once. Unstepped, clock times that never
    /// repeat made every frame's lifted shapes and shadows new (`make bench`'s `frame:` rows).
    static let progressSteps = 32.0

    /// `progress` rounded to the nearest ``progressSteps`` step (0 and 1 stay exact).
    static func drawnProgress(_ progress: Double) -> Double {
        (progress * progressSteps).rounded() / progressSteps
    }

    /// The last frame's focus visuals by node, drawn beside the tree (the tree is never edited).
    public private(set) var decorations: DisplayListBuilder.Decorations = [:]
    private var progress: [ViewID: AnimatedValue] = [:]
    private var press = AnimatedValue(0)
    /// The view focused when focus last moved.
    private var lastFocused: ViewID?
    /// The views decorated since focus last moved: they keep their decoration, at rest, until it
    /// moves again (``decorate(_:focused:hovered:moveInterval:now:environment:)``).
    private var decoratedSinceMove: Set<ViewID> = []
    /// The remote's touch position (the left stick), which tilts the highlight effect.
    var touch = Point.zero

    init() {}

    /// Whether a focus or press animation still changes what is drawn at `now`. A focus progress
    /// whose drawn step (``drawnProgress(_:)``) has reached its target's, under a curve that never
    /// turns back, draws nothing new however long its timing runs on: the last steps of an ease
    /// out cover the last sixty-fourth of the way, and the frames after the step is reached
    /// showed the same picture (two or three of a lone move's).
    func isAnimating(at now: Double) -> Bool {
        progress.values.contains { Self.stillDraws($0, at: now) } || press.isAnimating(at: now)
    }

    /// Whether the focus progress `p` running at `now` will draw another step.
    static func stillDraws(_ p: AnimatedValue, at now: Double) -> Bool {
        guard p.isAnimating(at: now) else { return false }
        guard case .timing(let curve, _) = p.animation, curve.isMonotone else { return true }
        return drawnProgress(p.value(at: now)) != drawnProgress(p.to)
    }

    /// Select (Return, Space, pad A) went down or up: the focused item's press animation.
    func setPressed(_ down: Bool, now: Double, reduceMotion: Bool) {
        press.animate(to: down ? 1 : 0, with: .timing(.easeOut, duration: reduceMotion ? 0 : Self.pressDuration), at: now)
    }

    /// Computes each focusable view of a laid-out tree (found once per tree, ``DecoratedViews``)
    /// its focus visuals from its animated focus progress into ``decorations``.
    ///
    /// `moveInterval` is the time between the last focus change and the one before it
    /// (``FocusCoordinator/moveInterval``): animations that start while it is short are quick.
    func decorate(_ views: DecoratedViews, focused: ViewID?, hovered: ViewID?, moveInterval: Double, now: Double,
                  environment env: EnvironmentValues) {
        let rapid = moveInterval < Self.rapidMoveWindow
        decorations.removeAll(keepingCapacity: true)
        if focused != lastFocused { (lastFocused, decoratedSinceMove) = (focused, []) }
        // A view neither wanted nor animating rests at 0: nothing to step or draw, so only the
        // focused and hovered views, those still animating and those kept at rest are looked at.
        // They are a handful, listed once each in an array: a set made of them every frame
        // (hashing each id into it, then into the table kept) was a quarter of this call's time.
        var ids = Array(progress.keys)
        for id in decoratedSinceMove where progress[id] == nil { ids.append(id) }
        if let focused, !ids.contains(focused) { ids.append(focused) }
        if let hovered, !ids.contains(hovered) { ids.append(hovered) }
        // Whether each of `ids` named a focusable view of this tree.
        var seen = [Bool](repeating: false, count: ids.count)
        for (i, id) in ids.enumerated() {
            for n in views.focusablesByID[id] ?? [] {
                guard let traits = n.focus else { continue }
                let wanted = id == focused || id == hovered
                seen[i] = true
                let target = wanted && n.environment.isEnabled ? 1.0 : 0.0
                var p = progress[id] ?? AnimatedValue(0)
                let duration = env.reduceMotion ? 0 : (rapid ? Self.rapidMoveDuration : (target > 0 ? Self.focusInDuration : Self.focusOutDuration))
                p.animate(to: target, with: .timing(target > 0 ? .focus : .easeOut, duration: duration), at: now)
                progress[id] = p
                let value = Self.drawnProgress(p.value(at: now))
                guard !traits.effectDisabled else { continue }
                // At rest, the focused and hovered views and those decorated since focus moved
                // (the one it left, one still settling from the move before) keep their
                // decoration, drawn transparent, until focus moves again (a frame laid out
                // anew): a lift starting or ending then draws the same items in the same order,
                // which the last list is patched with in place, instead of a list put together
                // again with the view moving among its siblings (a whole frame's work for the
                // renderer, twice in a lone focus move).
                guard value > 0.001 || wanted || decoratedSinceMove.contains(id) else { continue }
                decorate(n, in: views, traits: traits, progress: value > 0.001 ? value : 0, pressed: id == focused ? press.value(at: now) : 0,
                         front: id == focused, environment: env)
                decoratedSinceMove.insert(id)
            }
        }
        // Views back at rest leave: the table holds only what is wanted or still animating
        // (taken out in place; the table is not made again each frame).
        for (i, id) in ids.enumerated() where id != focused {
            guard let p = progress[id] else { continue }
            if !(seen[i] && (id == hovered || p.isAnimating(at: now) || p.value(at: now) > 0)) { progress[id] = nil }
        }
    }

    private func decorate(_ n: Node, in views: DecoratedViews, traits: FocusTraits, progress p: Double, pressed: Double,
                          front: Bool, environment env: EnvironmentValues) {
        let (target, isTile) = views.liftTarget(of: n)
        var deco = FocusDecoration()
        deco.isFront = front
        switch traits.hoverEffect {
        case .lift?:
            let longer = max(target.frame.width, target.frame.height, 1)
            let cap = isTile ? Self.maximumTileScale : Self.maximumControlScale
            let lifted = 1 + p * min((isTile ? Self.liftGrowth : Self.controlGrowth) / longer, cap - 1)
            deco.scale = lifted * (1 - (1 - Self.pressedScale) * pressed)
            // Shadow unfocused 5/0.2/6 → focused 35/0.5/50 (blur/opacity/y), pressed 20/0.5/22 (docs/design.md).
            // Parallax under the remote's touch (docs/design.md "Parallax": tilt about 0.05–0.08 rad,
            // shift up to about 12 pt): a small touch tilts the lifted item 0.05 rad toward it and
            // slides its shadow up to 12 pt the other way, as if it floated above the shelf, without
            // moving focus. Reduce Motion keeps it still, as tvOS does.
            let touch = env.reduceMotion ? Point.zero : touch
            deco.tilt = Point(x: touch.x * Self.liftTilt * p, y: -touch.y * Self.liftTilt * p)
            var shadow = isTile ? Self.tileShadow(p, pressed: pressed) : Self.controlShadow(p, pressed: pressed)
            shadow.x -= touch.x * Self.liftShift * p
            shadow.y -= touch.y * Self.liftShift * p
            deco.shadow = shadow
        case .highlight?:
            // Highlight (tvOS 17, docs/design.md "Focus: highlight effect"): no growth; a perspective tilt
            // of up to 0.06 rad following the touch and a specular shine at 20 % opacity that moves
            // 1.3× the touch (±0.5 of the stick's ±1 range → ±0.65), resting at 40 % height. Reduce
            // Motion keeps the shine still and drops the tilt, as tvOS does.
            // Focus must read from a sofa as strongly as a lifted tile: the highlighted view also
            // grows by the tiles' lift growth (tvOS 17 scales highlighted artwork up as it tilts).
            let touch = env.reduceMotion ? Point.zero : touch
            let longer = max(target.frame.width, target.frame.height, 1)
            deco.scale = (1 + p * min(Self.liftGrowth / longer, Self.maximumTileScale - 1)) * (1 - (1 - Self.pressedScale) * pressed)
            deco.tilt = Point(x: touch.x * 0.06 * p, y: -touch.y * 0.06 * p)
            deco.shine = (Point(x: 0.5 + touch.x * 0.65, y: 0.4 + touch.y * 0.65), 0.2 * p)
            deco.shadow = Self.tileShadow(p, pressed: pressed)
        case .none?:
            return
        case nil:
            // A focus ring following the content shape that grows in with the focus progress
            // (docs/design.md "Focus ring"). macOS draws it 3 pt at 50 % accent for a desk; from a sofa
            // it must read as strongly as a lifted tile, so it is the tile
            // selection stroke's full accent at twice the macOS width; the ring's growing in and
            // its width, not its colour alone, carry focus (docs/design.md). The control itself keeps
            // its size: the software renderer leaves a one-pixel seam across capsules drawn at
            // fractional scales, which showed through the scaled rating picker.
            // On the watch layout the ring is the seed's green stroke (1.5 pt there, doubled for the
            // 10-foot canvas) at full strength.
            let watch = env.isWatchLayout
            let accent = watch ? Color.green : n.environment.accentColor
            let width = watch ? 3 : Self.ringWidth + 2 * (1 - p)
            deco.ring = env.increasesContrast ? (Self.contrastRingColor.opacity(p), width * Self.contrastRingScale, traits.contentShape)
                                              : (accent.opacity(p), width, traits.contentShape)
        }
        if env.increasesContrast, deco.ring == nil {
            deco.ring = (Self.contrastRingColor.opacity(p), Self.contrastLiftRingWidth, traits.contentShape)
        }
        if env.increasesContrast, deco.ring != nil {
            deco.ringEdge = (Self.contrastRingEdge.color.opacity(p), Self.contrastRingEdge.width)
        }
        // At rest nothing shows: the resting shadow (5/0.2/6) is the lift's first step, not the
        // tile's look before it.
        if p == 0, let s = deco.shadow { deco.shadow = ShadowSpec(color: s.color.opacity(0), radius: s.radius, x: s.x, y: s.y) }
        decorations[ObjectIdentifier(target)] = deco
    }

    /// A lifted tile's shadow (docs/design.md "lift"): unfocused 5/0.2/6 → focused 35/0.5/50
    /// (blur/opacity/y), pressed 20/0.5/22.
    static func tileShadow(_ p: Double, pressed: Double) -> ShadowSpec {
        ShadowSpec(color: Color.black.opacity(0.2 + 0.3 * p), radius: 5 + 30 * p - 15 * pressed, x: 0, y: 6 + 44 * p - 28 * pressed)
    }

    /// A lifted control's (button, list row) shadow: docs/design.md's numbers are a poster's, whose
    /// 50 pt drop lands on the next row of a list 20 pt below and reads as dimming it. tvOS buttons
    /// and table cells float on a tight halo instead: about a third of
    /// the poster's blur and a tenth of its drop at 0.35 opacity keeps the visible shadow within
    /// the 20 pt gap under a list row (tuned by eye on the settings list and the category list).
    static func controlShadow(_ p: Double, pressed: Double) -> ShadowSpec {
        ShadowSpec(color: Color.black.opacity(0.2 + 0.15 * p), radius: 5 + 7 * p - 3 * pressed, x: 0, y: 2 + 4 * p - 2 * pressed)
    }
}
