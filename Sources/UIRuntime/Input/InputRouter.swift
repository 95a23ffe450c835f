import FocusEngine
import ScrollEngine
import UICore

/// Routes input events: key presses bubble through `onKeyPress` handlers and then take their
/// system meaning (moves, Tab, activate, back); pad buttons and the remote's stick move focus;
/// the wheel turns the focused view's crown or scrolls; the pointer hovers, clicks and drags.
///
/// It reads the runtime (`InputState`) and never writes it: every change it makes — a move, an
/// action, typing, a toast, a trace line — is a `RuntimeCommand` its host applies.
///
/// See also: ``PointerInput`` (hover, clicks, drags), `WheelInput` (crown and wheel),
/// ``TextInput`` (text fields).
public final class InputRouter {
    // Remote touch surface (the left stick): past 0.5 of full travel it swipes focus one step in
    // the dominant direction; it must fall back under 0.3 before the next swipe (hysteresis, tuned
    // by feel on an Xbox pad). Its position also tilts the highlight effect.
    static let stickSwipeThreshold = 0.5
    static let stickReleaseThreshold = 0.3

    /// False once the user asked to quit.
    public private(set) var isRunning = true
    /// Shows the focus debugger overlay (Ctrl+D).
    public var showsFocusOverlay = false
    /// The mouse.
    public let pointer: PointerInput
    /// The wheel (the Digital Crown).
    let wheel: WheelInput
    /// Which keys and pad buttons trigger which actions (the defaults, or `keymap.toml`'s).
    public var bindings = InputBindings.defaults
    /// The device last used, which the button hints show.
    public private(set) var device: InputDevice = .keyboard
    /// Whether plugging and unplugging pads shows a toast; off until the first frame, so pads
    /// already plugged in at start are not announced.
    var announcesControllers = false
    unowned let state: any InputState
    /// Hands a command to the host, which applies it (`ViewHost.apply(_:)`).
    let apply: CommandSink
    private var stickLatched: MoveDirection?
    /// The family of the pad in use (`.controllerActive`); `.other` until one says.
    private var padFamily = PadFamily.other
    private var held = DirectionRepeat()
    /// Select held on a view offering a long press, until it is released or fires.
    var selectHold: SelectHold?
    /// The most focus moves one page takes (a page of a 10⁶-row list is a few dozen rows).
    static let maximumPageSteps = 200

    init(state: any InputState, apply: @escaping (RuntimeCommand) -> CommandOutcome) {
        self.state = state
        self.apply = CommandSink(apply)
        pointer = PointerInput(state: state, apply: apply)
        wheel = WheelInput(state: state, apply: apply)
    }

    /// Handles one input event; returns whether it may have changed what the next frame shows.
    ///
    /// False only for events known to change nothing on screen: the system's key repeat of a
    /// held direction (the runtime repeats on its own clock), a direction released, a direction
    /// pressed where focus cannot move and no handler took it (an arrow held against a wall), a
    /// D-pad button likewise, while the device shown in the hints stays the same and the focus
    /// debugger's overlay (which draws the last move) is off. A host need not build a frame for
    /// those.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        let now = state.now
        let switched = noteDevice(of: event)
        let visible = switched || showsFocusOverlay
        switch event {
        case .key(let press):
            let action = bindings.action(for: press)
            if action == .select { apply(.press(press.phase != .up)) }
            if action == .select, let taken = holdSelect(.key(press.key), phase: press.phase, press: press) {
                return taken || visible
            }
            if let direction = action?.direction {
                // Held directions repeat on the runtime's clock (DirectionRepeat), not the OS's.
                if press.phase == .repeat { return visible }
                // Letting go where focus rests: spoken feedback reads it in the next frame.
                let rests = press.phase == .up && state.awaitsRest
                if press.phase == .up { held.end(.key(press.key)) }
                let took = handleKey(press)
                if took, press.phase == .down {
                    held.begin(.key(press.key), direction: direction, modifiers: press.modifiers, now: now)
                }
                return took || visible || rests
            } else {
                handleKey(press)
            }
        case .text(let text): handleText(text)
        case .composition(let text):
            // An input method composing (Hangul jamo, kana): shown in the focused field until
            // committed; nowhere else (type-select and the on-screen keyboard take committed text).
            apply(.compose(text, field: state.keyboardIsOpen ? nil : state.focusedNode.flatMap { TextInput.spec(of: $0) != nil ? $0.id : nil }))
        case .pad(let button, let pressed):
            if bindings.action(for: button) == .select {
                apply(.press(pressed))
                if let taken = holdSelect(.pad(button), phase: pressed ? .down : .up, press: nil) { return taken || visible }
            }
            let direction = bindings.action(for: button)?.direction
            if pressed {
                let took = handlePad(button)
                if took, let direction { held.begin(.pad(button), direction: direction, now: now) }
                if direction != nil { return took || visible }
            } else {
                held.end(.pad(button))
                if direction != nil { return visible || state.awaitsRest }
            }
        case .stick(let x, let y): handleStick(x: x, y: y)
        case .wheel(_, let dy): wheel.turn(dy, scrollViewUnderPointer: pointer.scrollViewUnderPointer())
        case .pointerMoved(let p): pointer.moved(to: p)
        case .pointerButton(let p, let pressed, _):
            if pressed { pointer.pressed(at: p, click: click) } else { pointer.released(at: p, click: click) }
        case .resized, .exposed: break // the host refits and redraws
        case .quit: isRunning = false
        case .controllerConnected(let name, _):
            if announcesControllers { apply(.toast(state.environment.localized("Controller connected: \(name)"))) }
        case .controllerDisconnected(let name, _):
            if case .pad? = selectHold?.source { selectHold = nil }
            releasePad()
            if case .pad = device { _ = switchDevice(to: .keyboard) }
            if announcesControllers { apply(.toast(state.environment.localized("Controller disconnected: \(name)"))) }
        case .controllerActive(let family): padFamily = family
        case .focusLost:
            held.cancel()
            selectHold = nil
            apply(.press(false))
        case .wake:
            // Not input: the app takes the work that woke it (``HostedApp/handle(_:)``).
            return false
        }
        return true
    }

    /// Fires the held direction's repeat when it is due at `now` (the host calls it each frame;
    /// ``nextRepeat`` wakes a sleeping host for it). A repeat that cannot move focus any further
    /// ends the hold. While `directionWaits` (the host is still scrolling the last focused view
    /// into sight) the direction's repeat is held back, to fire on the first frame it may; held
    /// Select's long press is not.
    public func fireRepeat(now: Double, directionWaits: Bool = false) {
        if var hold = selectHold, !hold.fired, now >= hold.deadline {
            hold.fired = true
            selectHold = hold
            longPress(hold)
        }
        guard !directionWaits, let due = held.takeDue(at: now) else { return }
        let progressed: Bool
        switch due.source {
        case .key(let key): progressed = handleKey(KeyPress(key: key, modifiers: due.modifiers, phase: .repeat))
        case .pad(let button): progressed = handlePad(button)
        case .stick: progressed = Self.progressed(move(due.direction))
        }
        if !progressed { held.cancel() }
    }

    /// Whether ``fireRepeat(now:directionWaits:)`` has something to fire at `now`: the held
    /// direction's repeat (unless it waits) or held Select's long press.
    public func isRepeatDue(at now: Double, directionWaits: Bool = false) -> Bool {
        if let hold = selectHold, !hold.fired, now >= hold.deadline { return true }
        return !directionWaits && held.isDue(at: now)
    }

    /// Whether a direction is held (its repeats keep moving focus until it is released).
    public var holdsDirection: Bool { held.nextDeadline != nil }

    /// Whether a held direction has begun repeating: the focus moves it makes now are repeats.
    public var isRepeatingDirection: Bool { held.isRepeating }

    /// The time between a held direction's repeats on its curve (`DirectionRepeat`), nil until
    /// it repeats: the pace the hold moves focus at, when nothing holds a repeat back.
    public var repeatPace: Double? { held.pace }

    /// When the held direction next repeats or held Select becomes a long press, nil without a hold.
    public var nextRepeat: Double? {
        let hold = selectHold.flatMap { $0.fired ? nil : $0.deadline }
        return [held.nextDeadline, hold].compactMap { $0 }.min()
    }

    /// A pad was unplugged: its hold, stick latch, tilt and press end, so nothing stays stuck.
    private func releasePad() {
        held.endPadHold()
        stickLatched = nil
        apply(.tilt(.zero))
        apply(.press(false))
    }

    /// The device an event comes from becomes the one the hints show (a `hints` trace event on
    /// each switch of family); returns whether it switched.
    private func noteDevice(of event: InputEvent) -> Bool {
        switch event {
        case .key, .text, .composition: return switchDevice(to: .keyboard)
        case .pointerButton(_, true, _), .wheel: return switchDevice(to: .mouse)
        case .pad(_, true): return switchDevice(to: .pad(family: padFamily))
        case .stick(let x, let y) where x != 0 || y != 0: return switchDevice(to: .pad(family: padFamily))
        default: return false
        }
    }

    private func switchDevice(to new: InputDevice) -> Bool {
        guard new != device else { return false }
        let old = device
        device = new
        if old.hintsFamily != new.hintsFamily { apply(.trace(.hints(family: new.hintsFamily))) }
        return true
    }

    /// Whether a move did something (focus moved, or a move-command handler took it).
    static func progressed(_ r: MoveResult) -> Bool { r.moved || r.handledBy != nil }

    // MARK: Keys

    /// Handles a key press; returns whether something took it (a handler, a shortcut, a text
    /// field, or its system meaning).
    @discardableResult
    func handleKey(_ press: KeyPress) -> Bool {
        let action = bindings.action(for: press)
        // The `keyboard` action, and a remote's OK on a text field (a remote has no letters to
        // type with): the on-screen keyboard, whose keys OK then presses.
        if press.phase != .up, action == .keyboard || (action == .select && press.key == .select), openKeyboard(forKeys: true) {
            trace(key: Self.describe(press), result: .handled, by: .keyboard)
            return true
        }
        // Commands bound with Ctrl come before text editing; bare ones only outside text fields.
        if press.phase != .up, press.modifiers.contains(.control), let action, perform(action) {
            trace(key: Self.describe(press), result: .handled, by: .menu)
            return true
        }
        if press.phase != .up, state.keyboardIsOpen, apply(.keyboardKey(press)).took {
            // Return is the on-screen keyboard's Done.
            if !state.keyboardIsOpen { trace(key: Self.describe(press), result: .handled, by: .keyboard) }
            return true
        }
        if press.phase != .up, state.focusedMayBeTextField, let field = state.focusedNode, TextInput.spec(of: field) != nil, let id = field.id,
           editText(press, field: field, id: id) { return true }
        if press.phase != .up, !press.modifiers.contains(.control), let action, perform(action) {
            trace(key: Self.describe(press), result: .handled, by: .menu)
            return true
        }
        let routed = routeKeyPress(press)
        var result = routed.0, by = routed.1.map(TraceEvent.Handler.view)
        guard press.phase != .up else { return result == .handled }
        // Keys no handler took get their system meaning; the trace then names what consumed them.
        if result == .ignored {
            var consumer: TraceEvent.Handler?
            if let direction = action?.direction {
                let r = move(direction)
                consumer = r.handledBy.map(TraceEvent.Handler.view) ?? (r.moved ? .focus : nil)
            } else {
                switch action {
                case .next?, .previous?: if sequential(forward: action == .next).moved { consumer = .focus }
                // Return presses what focus is on — what the reader just announced — and the
                // sheet's (or screen's) default button only when focus is on nothing that can be
                // pressed; Escape presses the cancel button first, as Back does.
                case .select?:
                    let onControl = state.focusedNode.map { $0.action != nil && $0.environment.isEnabled } ?? false
                    let pressed = (press.key == .return && !onControl ? pressShortcut(.defaultAction) : nil) ?? activate()
                    consumer = pressed.map(TraceEvent.Handler.view)
                case .back?:
                    let cancelled = press.key == .escape ? pressShortcut(.cancelAction) : nil
                    consumer = cancelled.map(TraceEvent.Handler.view) ?? back().map(TraceEvent.Handler.back)
                case .home?: consumer = home()
                case .contextMenu?: consumer = toggleContextMenu()
                case .pageUp?, .pageDown?: consumer = page(forward: action == .pageDown).map(TraceEvent.Handler.view)
                case .first?, .last?: consumer = edge(last: action == .last).map(TraceEvent.Handler.view)
                case .info?: consumer = info().map(TraceEvent.Handler.view)
                case let command? where command.remoteCommand != nil:
                    consumer = remoteCommand(command.remoteCommand!).map(TraceEvent.Handler.view)
                default: break
                }
            }
            if let consumer { result = .handled; by = consumer }
        }
        trace(key: Self.describe(press), result: result, by: by)
        return result == .handled
    }

    func trace(key: String, result: KeyPress.Result, by: TraceEvent.Handler?) {
        apply(.trace(.key(key: key, result: result, by: by)))
    }

    /// The key as replay scripts name it: modifiers first (`ctrl+alt+cmd+shift+tab`).
    static func describe(_ press: KeyPress) -> String {
        var s = ""
        if press.modifiers.contains(.control) { s += "ctrl+" }
        if press.modifiers.contains(.option) { s += "alt+" }
        if press.modifiers.contains(.command) { s += "cmd+" }
        if press.modifiers.contains(.shift) { s += "shift+" }
        return s + press.key.description
    }

    /// `onKeyPress` routing: the focused view's handlers, then each ancestor's, until one handles it.
    func routeKeyPress(_ press: KeyPress) -> (KeyPress.Result, ViewID?) {
        guard let root = state.root else { return (.ignored, nil) }
        let chain = state.responderChain
        // No view of the chain has handlers: nothing to find on the way down to the focused view.
        guard state.mayHandleKeys(along: chain) else { return (.ignored, nil) }
        // The chain starts at the focused view: the host's walk to it serves, whether the tree
        // holds that view or not (a second walk would find the same).
        let path = chain.first == state.focusedID ? state.focusedPath : nil
        let outcome = KeyPressRouter(tree: root, chain: chain, path: path).route(press, chain: chain)
        return (outcome.result, outcome.byID)
    }

    /// Menu commands, whatever key or button they are bound to: the debugger and spoken feedback are the runtime's;
    /// favourite, grocery and quit are the app's menu, handed their own shortcut (Ctrl+F …).
    /// Returns false for other actions and commands the app did not take.
    func perform(_ action: InputAction) -> Bool {
        if action == .debugger { showsFocusOverlay.toggle(); return true }
        if action == .speech { apply(.toggleSpeech); return true }
        if action == .readAll { return readAll() }
        if action == .keyboard { return openKeyboard() }
        guard let shortcut = action.menuShortcut else { return false }
        return apply(.appShortcut(shortcut)).took
    }

    /// Editing keys in the focused text field; returns false for keys the field leaves alone.
    func editText(_ press: KeyPress, field: Node, id: ViewID) -> Bool {
        guard case .edit(let outcome) = apply(.editText(press, field: field, id: id)) else { return false }
        switch outcome {
        case .ignored: return false
        case .consumed: return true
        case .edited:
            apply(.keepCaretVisible) // keep the caret visible while editing
            return true
        case .submitted:
            trace(key: "return", result: .handled, by: .view(id))
            if field.submit != nil { apply(.perform(.submit, on: field)) }
            return true
        }
    }

    /// Text input goes into the field the on-screen keyboard edits while it is open, else into
    /// the focused text field. Elsewhere it is dropped: every typed character also arrives as its
    /// key press (type-select reads those), so reading the text too would see each letter twice.
    func handleText(_ text: String) {
        if state.keyboardIsOpen { apply(.keyboardType(text)); return }
        if let id = state.focusedID, apply(.insertText(text, field: state.focusedNode, id: id)).took { apply(.echo(text)) }
    }

    // MARK: Moves and activation

    /// Moves focus in a direction (`onMoveCommand` handlers first), traced.
    @discardableResult
    public func move(_ direction: MoveDirection) -> MoveResult {
        let result = moving(.move(direction, askingHandlers: true, explain: showsFocusOverlay), as: FocusMove(direction))
        apply(.trace(.move(direction: .direction(direction), by: result.handledBy.map(TraceEvent.Handler.view) ?? (result.moved ? .focus : .nothing))))
        return result
    }

    /// Tab or Shift-Tab, traced.
    @discardableResult
    public func sequential(forward: Bool) -> MoveResult {
        let result = moving(.moveSequential(forward: forward, explain: showsFocusOverlay), as: forward ? .next : .previous)
        apply(.trace(.move(direction: forward ? .next : .previous, by: result.moved ? .focus : .nothing)))
        return result
    }

    /// Where a move command went; a host that answers no move (a recording one) moved nothing.
    func moving(_ command: RuntimeCommand, as move: FocusMove) -> MoveResult {
        apply(command).moveResult
            ?? MoveResult(move: move, from: state.focusedID, to: state.focusedID, moved: false, reason: "not applied")
    }

    /// Return, Space or pad A: the focused view's action (or its nearest ancestor's); returns the
    /// id of the view that acted.
    @discardableResult
    public func activate() -> ViewID? {
        guard let root = state.root, let focused = state.focusedID else { return nil }
        for id in [focused] + state.ancestors(of: focused) {
            if let node = root.find(id: id), node.action != nil {
                let inMenu = isInContextMenu(id, root: root)
                apply(.trace(.activate(id: id)))
                // Choosing a menu item closes the menu, as tvOS does (a menu in it opens instead).
                if !performPrimary(node, id: id), inMenu { apply(.closeContextMenu) }
                return id
            }
        }
        return nil
    }

    /// Whether the view `id` is an item of the open context menu.
    func isInContextMenu(_ id: ViewID, root: Node) -> Bool {
        guard state.contextMenuIsOpen, let panel = root.find(id: ContextMenuPresenter.panelID) else { return false }
        return panel.find(id: id) != nil
    }

    /// Pad A on a focused text field (or the `keyboard` action): opens the on-screen keyboard on
    /// it (traced as the field's `activate`); false when no text field has focus. `forKeys`: opened
    /// from keys (a remote with arrows and OK), whose OK then presses the focused key.
    func openKeyboard(forKeys: Bool = false) -> Bool {
        guard !state.keyboardIsOpen, let field = state.focusedNode, let id = field.id,
              apply(.openKeyboard(field: field, id: id, forKeys: forKeys)).took else { return false }
        apply(.trace(.activate(id: id)))
        return true
    }

    /// Escape, pad B or Menu: close the on-screen keyboard (keeping its text), else run the
    /// `onExitCommand` nearest the focused view inside the front sheet (or anywhere when no sheet
    /// shows), else dismiss a sheet, else pop a navigation stack, else return from a tab's
    /// screen to its tab view's bar, else the app's back. Returns
    /// what went back, nil when
    /// nothing did.
    @discardableResult
    public func back() -> BackResult? {
        if state.keyboardIsOpen {
            apply(.closeKeyboard)
            return .keyboardClosed
        }
        if state.contextMenuIsOpen {
            apply(.leaveContextMenu)
            return .contextMenuClosed
        }
        if let exit = exitCommandNode() {
            apply(.perform(.exitCommand, on: exit))
            return .exitCommand
        }
        if let sheet = state.root?.find(id: SheetAttributes.id), sheet[SheetAttributes.DismissKey.self] != nil {
            apply(.perform(.dismissSheet, on: sheet))
            return .sheetDismissed
        }
        // The innermost navigation stack that can pop (the last one met in tree order).
        var stack: Node?
        state.root?.visit { n in
            if n[NavigationAttributes.PopKey.self] != nil { stack = n }
            return true
        }
        if let stack { apply(.perform(.pop, on: stack)); return .navigationPopped }
        // Inside a tab's screen: to its tab in the bar (the innermost tab view holding focus).
        if let screen = state.focusedPath.last(where: { $0[TabViewAttributes.ReturnToBarKey.self] != nil }) {
            apply(.perform(.returnToTabBar, on: screen))
            return .tabBar
        }
        guard case .back(let result) = apply(.appBack) else { return nil }
        return result
    }

    /// The view with the `onExitCommand` action nearest the focused view, looking outward no
    /// further than the sheet holding focus (the sheet's own dismissal comes before commands
    /// around it).
    func exitCommandNode() -> Node? {
        for node in state.focusedPath.reversed() {
            if node[ExitCommandAttributes.ActionKey.self] != nil { return node }
            if node[SheetAttributes.DismissKey.self] != nil { return nil }
        }
        return nil
    }

    /// Presses the enabled button with the keyboard shortcut `role` (``KeyboardShortcut``) in the
    /// front-most sheet — or on the screen when no sheet is shown, never beneath one; returns
    /// its id (traced as its `activate`), nil when there is none.
    func pressShortcut(_ role: KeyboardShortcut.Role) -> ViewID? {
        guard let root = state.root else { return nil }
        let scope = state.modalScopeID.flatMap { root.find(id: $0) } ?? root
        var found: Node?
        scope.visit { n in
            guard found == nil else { return false }
            if n[KeyboardShortcut.Key.self]?.role == role, n.action != nil, n.environment.isEnabled { found = n }
            return found == nil
        }
        guard let node = found, node.action != nil else { return nil }
        let id = node.id ?? "shortcut"
        apply(.trace(.activate(id: id)))
        performPrimary(node, id: id)
        return id
    }

    /// Chooses `node` (whose id is `id`): a `Menu` shows its items beside it (``Menu/OpensKey``),
    /// any other view runs its action. Returns whether a menu opened.
    @discardableResult
    func performPrimary(_ node: Node, id: ViewID?) -> Bool {
        if node[Menu.OpensKey.self] == true, let id {
            openContextMenu(anchor: id)
            return true
        }
        apply(.perform(.primary, on: node))
        return false
    }

    /// A pad button press; returns whether it did something (for D-pad buttons: whether focus
    /// moved or a move handler took it, which keeps a hold repeating).
    @discardableResult
    func handlePad(_ b: PadButton) -> Bool {
        guard let action = bindings.action(for: b) else {
            // The on-screen keyboard is modal: the app's own buttons (shoulders switching tabs)
            // wait until it closes.
            if state.keyboardIsOpen { return false }
            return apply(.appPadButton(b)).took
        }
        if let direction = action.direction { return Self.progressed(move(direction)) }
        switch action {
        case .select: return openKeyboard() || activate() != nil
        case .back: return back() != nil
        case .home: return home() != nil
        case .contextMenu: return toggleContextMenu() != nil
        case .pageUp, .pageDown: return page(forward: action == .pageDown) != nil
        case .first, .last: return edge(last: action == .last) != nil
        case .info: return info() != nil
        case .playPause, .stop, .rewind, .fastForward: return action.remoteCommand.flatMap(remoteCommand) != nil
        case .next, .previous: return sequential(forward: action == .next).moved
        default: return perform(action)
        }
    }

    /// The stick: its position tilts the focused item; pushed past the swipe threshold it moves
    /// focus one step in the dominant direction and, held there, repeats (DirectionRepeat); it
    /// must fall back under the release threshold (or turn to another direction) to swipe again.
    func handleStick(x: Double, y: Double) {
        apply(.tilt(Point(x: x, y: y)))
        let magnitude = max(abs(x), abs(y))
        if let latched = stickLatched {
            if magnitude < Self.stickReleaseThreshold {
                stickLatched = nil
                held.end(.stick)
                return
            }
            guard magnitude >= Self.stickSwipeThreshold, Self.dominantDirection(x: x, y: y) != latched else { return }
        }
        guard magnitude >= Self.stickSwipeThreshold else { return }
        let direction = Self.dominantDirection(x: x, y: y)
        stickLatched = direction
        if Self.progressed(move(direction)) {
            held.begin(.stick, direction: direction, now: state.now)
        } else {
            held.end(.stick)
        }
    }

    /// The direction a stick position points to most (y positive = down).
    static func dominantDirection(x: Double, y: Double) -> MoveDirection {
        abs(x) > abs(y) ? (x > 0 ? .right : .left) : (y > 0 ? .down : .up)
    }

    /// A click: focus per F1 (edit and all-interaction views and text fields take it; `.activate`
    /// ones do not), then the deepest action under the pointer.
    func click(at p: Point) {
        guard let root = state.root else { return }
        // A click beside an open context menu closes it (as a click outside a Mac menu does).
        if state.contextMenuIsOpen, let panel = root.find(id: ContextMenuPresenter.panelID), !panel.frame.contains(p) {
            apply(.closeContextMenu)
            return
        }
        if let f = HitTesting.focusable(at: p, in: root), let id = f.id { apply(.clickFocus(id)) }
        if let target = HitTesting.actionable(at: p, in: root), target.action != nil {
            let inMenu = target.id.map { isInContextMenu($0, root: root) } ?? false
            apply(.trace(.activate(id: target.id)))
            if !performPrimary(target, id: target.id), inMenu { apply(.closeContextMenu) }
        }
    }
}
