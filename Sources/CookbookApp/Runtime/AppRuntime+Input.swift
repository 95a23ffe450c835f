import FocusEngine
import UICore

extension AppRuntime {
    /// Handles one input event (a live SDL event or a replayed one).
    public func handle(_ event: InputEvent) {
        switch event {
        case .key(let press):
            if press.key == .return || press.key == .space { setPressed(press.phase != .up) }
            handleKey(press)
        case .text(let text): handleText(text)
        case .pad(let button, let pressed):
            if button == .a { setPressed(pressed) }
            if pressed { handlePad(button) }
        case .stick(let x, let y): handleStick(x: x, y: y)
        case .wheel(_, let dy): wheel(dy)
        case .pointerMoved(let p):
            pointer = p; lastPointerActivity = clock.now
            hoveredID = root.flatMap { HitTesting.focusable(at: p, in: $0)?.id }
            if pointerDrag != nil { pointerDragged(to: p) }
        case .pointerButton(let p, let pressed, _):
            pointer = p; lastPointerActivity = clock.now
            if pressed { pointerPressed(at: p) } else { pointerReleased(at: p) }
        case .resized(let size): setWindowSize(pixels: size)
        case .quit: running = false; model.commitAllPendingChanges()
        }
    }

    // MARK: Keys

    func handleKey(_ press: KeyPress) {
        if press.phase != .up, press.modifiers.contains(.control), handleShortcut(press) {
            emit(TraceEvent("key", [("key", .string(Self.describe(press))), ("result", .string("handled")), ("by", .string("menu"))]))
            return
        }
        if press.phase != .up, let id = focus.focusedID, let field = root?.find(id: id), field.focus?.isTextField == true,
           editText(press, field: field, id: id) { return }
        var (result, by) = routeKeyPress(press)
        guard press.phase != .up else { return }
        // Keys no handler took get their system meaning; the trace then names what consumed them.
        if result == .ignored {
            var consumer: String?
            if let direction = press.key.moveDirection {
                let r = move(direction)
                consumer = r.handledBy ?? (r.moved ? "focus" : nil)
            } else {
                switch press.key {
                case .tab: if sequential(forward: !press.modifiers.contains(.shift)).moved { consumer = "focus" }
                case .return, .space: consumer = activate()
                case .escape: consumer = back()
                default: break
                }
            }
            if let consumer { result = .handled; by = consumer }
        }
        emit(TraceEvent("key", [("key", .string(Self.describe(press))), ("result", .string(result.rawValue)),
                                ("by", by.map { .string($0) } ?? .null)]))
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
    func routeKeyPress(_ press: KeyPress) -> (KeyPress.Result, String?) {
        guard let root else { return (.ignored, nil) }
        let chain = focus.responderChain
        let outcome = KeyPressRouter(tree: root, chain: chain).route(press, chain: chain)
        return (outcome.result, outcome.byID)
    }

    /// Control-key commands (the macOS menu's "Recipe ▸ …" items), enabled through focused values (F5).
    func handleShortcut(_ press: KeyPress) -> Bool {
        switch press.key {
        case .character("d"):
            showsFocusOverlay.toggle(); return true
        case .character("g"):
            if let slug = selectedRecipe() { model.addToGroceryList(slug) }
            return true
        case .character("f"):
            if let slug = selectedRecipe() { model.toggleFavorite(slug) }
            return true
        default: return false
        }
    }

    /// The focused value `selectedRecipe`: the focused view's, then its ancestors', then the scene's.
    func selectedRecipe() -> String? {
        guard let root else { return nil }
        return FocusedValueResolver(tree: root).value(\.selectedRecipe, chain: focus.responderChain)
    }

    /// Editing keys in the focused text field; returns false for keys the field leaves alone.
    func editText(_ press: KeyPress, field: Node, id: String) -> Bool {
        guard let spec = field.attributes[TextFieldSpec.key] as? TextFieldSpec else { return false }
        var editor = editors[id] ?? TextEditing(text: spec.text.wrappedValue)
        if editor.text != spec.text.wrappedValue { editor = TextEditing(text: spec.text.wrappedValue) }
        switch press.key {
        case .delete: editor.deleteBackward()
        case .deleteForward: editor.deleteForward()
        case .leftArrow: editor.moveLeft()
        case .rightArrow: editor.moveRight()
        case .home: editor.moveHome()
        case .end: editor.moveEnd()
        case .return:
            emit(TraceEvent("key", [("key", .string("return")), ("result", .string("handled")), ("by", .string(id))]))
            field.submit?()
            return true
        case .character: return true // typed text arrives as text input
        default: return false
        }
        editors[id] = editor
        lastFocusChange = clock.now - 0.001 // keep the caret visible while editing
        if editor.text != spec.text.wrappedValue { spec.text.wrappedValue = editor.text }
        return true
    }

    /// Text input: into the focused text field; elsewhere each character is a key press (type-select).
    func handleText(_ text: String) {
        if let id = focus.focusedID, let field = root?.find(id: id), field.focus?.isTextField == true,
           let spec = field.attributes[TextFieldSpec.key] as? TextFieldSpec {
            var editor = editors[id] ?? TextEditing(text: spec.text.wrappedValue)
            if editor.text != spec.text.wrappedValue { editor = TextEditing(text: spec.text.wrappedValue) }
            editor.insert(text)
            editors[id] = editor
            spec.text.wrappedValue = editor.text
            return
        }
        for ch in text {
            let key: Key = ch == " " ? .space : .character(Character(ch.lowercased()))
            handleKey(KeyPress(key: key, characters: String(ch)))
        }
    }

    // MARK: Moves and activation

    @discardableResult
    func move(_ direction: MoveDirection) -> MoveResult {
        var handlers: [String: MoveCommandHandler] = [:]
        root?.visit { n in
            if let id = n.id, let m = n.moveCommand { handlers[id] = MoveCommandHandler(m) }
            return true
        }
        let result = focus.move(direction, commandHandlers: handlers, explain: showsFocusOverlay)
        lastMove = result
        emit(TraceEvent("move", [("direction", .string(direction.rawValue)),
                                 ("by", .string(result.handledBy ?? (result.moved ? "focus" : "none")))]))
        return result
    }

    @discardableResult
    func sequential(forward: Bool) -> MoveResult {
        let result = focus.moveSequential(forward: forward, explain: showsFocusOverlay)
        lastMove = result
        emit(TraceEvent("move", [("direction", .string(forward ? "next" : "previous")),
                                 ("by", .string(result.moved ? "focus" : "none"))]))
        return result
    }

    /// Return, Space or pad A: the focused view's action (or its nearest ancestor's); returns the
    /// id of the view that acted.
    @discardableResult
    func activate() -> String? {
        guard let root, let focused = focus.focusedID else { return nil }
        for id in [focused] + focus.ancestors(of: focused) {
            if let node = root.find(id: id), let action = node.action {
                emit(TraceEvent("activate", [("id", .string(id))]))
                action()
                return id
            }
        }
        return nil
    }

    /// Escape, pad B or Menu: dismiss a sheet, else pop a pushed screen, else send focus up to the
    /// tab bar. Returns what went back ("sheet", "navigation", "tab-bar"), nil when nothing did.
    @discardableResult
    func back() -> String? {
        if let dismiss = root?.find(id: "sheet")?.attributes[SheetModifier<EmptyView, EmptyView>.dismissKey] as? () -> Void {
            dismiss()
            return "sheet"
        }
        var pop: (() -> Void)?
        root?.visit { n in
            if let p = n.attributes[NavigationAttributes.pop] as? () -> Void { pop = p }
            return true
        }
        if let pop { pop(); return "navigation" }
        if model.back() { return "navigation" }
        let tab = "tab-\(model.screen.rawValue)"
        if focus.focusedID?.hasPrefix("tab-") == false, focus.focus(id: tab) { return "tab-bar" }
        return nil
    }

    func handlePad(_ b: PadButton) {
        switch b {
        case .a: activate()
        case .b, .start: back()
        case .dpadUp: move(.up)
        case .dpadDown: move(.down)
        case .dpadLeft: move(.left)
        case .dpadRight: move(.right)
        case .leftShoulder, .rightShoulder:
            let tabs = Screen.tabs
            let i = tabs.firstIndex(of: model.screen == .detail ? (model.backStack.first ?? .grid) : model.screen) ?? 0
            model.show(tabs[(i + (b == .rightShoulder ? 1 : tabs.count - 1)) % tabs.count])
        case .y:
            if let slug = selectedRecipe() { model.toggleFavorite(slug) }
        case .x, .back, .guide: break
        }
    }

    // Remote touch surface (the left stick): past 0.5 of full travel it swipes focus one step in
    // the dominant direction; it must fall back under 0.3 before the next swipe (hysteresis, tuned
    // by feel on an Xbox pad). Its position also tilts the highlight effect.
    static let stickSwipeThreshold = 0.5
    static let stickReleaseThreshold = 0.3

    func handleStick(x: Double, y: Double) {
        stick = Point(x: x, y: y)
        let magnitude = max(abs(x), abs(y))
        if stickLatched {
            if magnitude < Self.stickReleaseThreshold { stickLatched = false }
            return
        }
        guard magnitude >= Self.stickSwipeThreshold else { return }
        stickLatched = true
        move(abs(x) > abs(y) ? (x > 0 ? .right : .left) : (y > 0 ? .down : .up))
    }

    /// A click: focus per F1 (edit and all-interaction views and text fields take it; `.activate`
    /// ones do not), then the deepest action under the pointer.
    func click(at p: Point) {
        guard let root else { return }
        if let f = HitTesting.focusable(at: p, in: root), let id = f.id { _ = focus.click(id: id) }
        if let target = HitTesting.actionable(at: p, in: root), let action = target.action {
            emit(TraceEvent("activate", [("id", target.id.map { .string($0) } ?? .null)]))
            action()
        }
    }
}
