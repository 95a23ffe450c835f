import FocusEngine
import UICore

/// The TV remote's buttons beyond arrows, OK and Back: a long press of Select, the context menu,
/// Home, the transport keys, paging and Info.
extension InputRouter {
    // MARK: Long press

    /// Select going down, repeating or up (`source`: a key or pad A) while it may become a long
    /// press: on a view offering one (``longPressDuration()``) its press waits; released before
    /// the duration it is an ordinary press, held past it a long press (``fireRepeat(now:)``).
    /// Returns whether the next frame may show something new (the hold began, the press ran),
    /// nil when the event is handled as usual.
    func holdSelect(_ source: SelectHold.Source, phase: KeyPress.Phases, press: KeyPress?) -> Bool? {
        if let hold = selectHold, hold.source == source {
            switch phase {
            case .repeat: return false // the system's key repeat of a Select waiting to be a long press
            case .up:
                selectHold = nil
                guard !hold.fired else { return false }
                // Released before the long press: the ordinary press, as if it had just happened.
                switch source {
                case .key:
                    if let p = hold.press {
                        handleKey(KeyPress(key: p.key, characters: p.characters, modifiers: p.modifiers, phase: .down))
                        handleKey(KeyPress(key: p.key, characters: p.characters, modifiers: p.modifiers, phase: .up))
                    }
                case .pad(let button): handlePad(button)
                }
                return true
            default: selectHold = nil // pressed again without a release (one was lost): start over
            }
        }
        guard phase == .down, let duration = longPressDuration() else { return nil }
        selectHold = SelectHold(source: source, press: press, deadline: state.now + duration)
        // A frame follows (the press effect starts) and schedules the long press's deadline.
        return true
    }

    /// How long Select must be held on the focused view for its long press: its (or its nearest
    /// ancestor's) `onLongPressGesture` duration, or half a second for a context menu; nil when
    /// it offers neither, is a text field (Return there submits at once, as a typist expects; a
    /// remote opens the on-screen keyboard with Menu), or a menu or the keyboard already shows.
    func longPressDuration() -> Double? {
        guard !state.keyboardIsOpen, !state.contextMenuIsOpen, state.focusedID != nil,
              TextInput.spec(of: state.focusedNode) == nil else { return nil }
        for node in state.focusedPath.reversed() {
            if let press = node[LongPressAction.Key.self] { return press.minimumDuration }
            if node[ContextMenu.Key.self] != nil { return LongPressAction.defaultMinimumDuration }
            if node[SheetAttributes.DismissKey.self] != nil { return nil }
        }
        return nil
    }

    /// Select was held long enough: the focused view's nearest long-press action runs, or its
    /// nearest context menu opens (whichever is nearer the focused view), traced as the key.
    func longPress(_ hold: SelectHold) {
        guard let id = state.focusedID else { return }
        var by: TraceEvent.Handler?
        for node in state.focusedPath.reversed() {
            if node[LongPressAction.Key.self] != nil {
                apply(.perform(.longPress, on: node))
                by = .view(node.id ?? id)
                break
            }
            if node[ContextMenu.Key.self] != nil {
                openContextMenu(anchor: id)
                by = .contextMenu
                break
            }
            if node[SheetAttributes.DismissKey.self] != nil { break }
        }
        apply(.press(false))
        if let by, let press = hold.press { trace(key: "long " + Self.describe(press), result: .handled, by: by) }
    }

    // MARK: Context menu

    /// The remote's Menu/context key: opens the focused view's context menu, or closes the one
    /// showing; on a text field it opens the on-screen keyboard (a text field's menu on tvOS is
    /// its keyboard). Returns ``TraceEvent/Handler/contextMenu`` (or ``TraceEvent/Handler/keyboard``) when it did, nil when there is no menu.
    func toggleContextMenu() -> TraceEvent.Handler? {
        if state.contextMenuIsOpen {
            apply(.closeContextMenu)
            return .contextMenu
        }
        if TextInput.spec(of: state.focusedNode) != nil, openKeyboard(forKeys: true) { return .keyboard }
        guard !state.keyboardIsOpen, let id = state.focusedID, let root = state.root,
              ContextMenuPresenter.menu(for: id, in: root) != nil else { return nil }
        openContextMenu(anchor: id)
        return .contextMenu
    }

    /// Opens the context menu nearest the focused view `anchor` beside it.
    func openContextMenu(anchor: ViewID) {
        let frame = state.frame(of: anchor) ?? state.focusedNode?.frame ?? .zero
        apply(.openContextMenu(anchor: anchor, frame: frame))
    }

    // MARK: Home

    /// The remote's Home: closes the on-screen keyboard, a context menu and the front sheet,
    /// empties navigation stacks, then the app goes to its first screen with focus on its
    /// default (``ViewHostCommands/home(host:)``). Returns ``TraceEvent/Handler/home``.
    @discardableResult
    func home() -> TraceEvent.Handler? {
        selectHold = nil
        if state.keyboardIsOpen { apply(.closeKeyboard) }
        if state.contextMenuIsOpen { apply(.closeContextMenu) }
        if let sheet = state.root?.find(id: SheetAttributes.id), sheet[SheetAttributes.DismissKey.self] != nil {
            apply(.perform(.dismissSheet, on: sheet))
        }
        var stacks: [Node] = []
        state.root?.visit { n in
            if n[NavigationAttributes.PopToRootKey.self] != nil { stacks.append(n) }
            return true
        }
        for stack in stacks { apply(.perform(.popToRoot, on: stack)) }
        apply(.appHome)
        return .home
    }

    // MARK: Transport keys

    /// Play/Pause, Stop, Rewind or Fast-forward: the handler for it nearest the focused view
    /// (``View/onRemoteCommand(_:perform:)``), looking outward no further than the sheet or menu
    /// holding focus. Returns the id of the view whose handler ran, nil when none did.
    func remoteCommand(_ command: RemoteCommand) -> ViewID? {
        guard let id = state.focusedID else { return nil }
        for node in state.focusedPath.reversed() {
            if node[RemoteCommandAttributes.HandlersKey.self]?[command] != nil {
                apply(.perform(.remoteCommand(command), on: node))
                return node.id ?? id
            }
            if node[SheetAttributes.DismissKey.self] != nil || node.id == ContextMenuPresenter.panelID { return nil }
        }
        return nil
    }

    // MARK: Paging

    /// Page Up/Down (Channel up/down): focus moves up or down by one page of the scroll view
    /// holding it — to the farthest view no more than its visible height away (at least one
    /// step), never out of the scroll view — and the scroll view follows focus as for any move.
    /// The screen is the page when no vertical scroll view holds focus. Returns where focus
    /// went, nil when it could not move.
    func page(forward: Bool) -> ViewID? {
        guard let start = state.focusedID, let root = state.root, let from = state.frame(of: start) else { return nil }
        let scroll = innermostScroll(.vertical)
        let pageLength = (scroll ?? root).frame.height
        let direction: MoveDirection = forward ? .down : .up
        var last = start
        for _ in 0..<Self.maximumPageSteps {
            let result = moving(.move(direction, askingHandlers: false, explain: false), as: FocusMove(direction))
            guard result.moved, let id = state.focusedID, let frame = state.frame(of: id) else { break }
            // A page stays inside its scroll view: past its first or last view focus stops there
            // (paging up from the top row does not climb into the tab bar).
            if let scrollID = scroll?.id, !state.ancestors(of: id).contains(scrollID) {
                apply(.focus(last))
                break
            }
            if abs(frame.minY - from.minY) > pageLength + 0.5 {
                // One step past the page: back to the last view within it (unless it was the first step).
                if last != start { apply(.focus(last)) } else { last = id }
                break
            }
            last = id
        }
        return last == start ? nil : last
    }

    /// Home/End: focus moves to the first (or last) view, in reading order, of the scroll view
    /// holding it — the innermost vertical one, else the innermost horizontal one (a shelf) —
    /// and the scroll view follows focus as for any move. A lazy list's last row is reached
    /// without building the rows between. Outside any scroll view the keys do nothing, as on a
    /// Mac. Returns where focus went, nil when it did not move (already there, or no scroll view).
    func edge(last: Bool) -> ViewID? {
        guard let start = state.focusedID,
              let container = (innermostScroll(.vertical) ?? innermostScroll(.horizontal))?.id,
              let target = state.edgeView(in: container, last: last), target != start else { return nil }
        return apply(.focus(target)).took ? target : nil
    }

    /// The innermost scroll view along `axis` holding focus, found on the host's walk down to the
    /// focused view (kept per tree, shared with key routing); nil when none holds it.
    func innermostScroll(_ axis: Axis) -> Node? {
        state.focusedPath.last { node in
            if case .scroll(let spec) = node.kind { return spec.axis == axis }
            return false
        }
    }

    // MARK: Read all

    /// Read all: everything a reader says from the focused view on, in reading order, inside
    /// the front sheet, menu or keyboard when one shows, else on the whole screen
    /// (``AccessibilityElement/readingOrder(inside:)``). Returns whether there was anything.
    func readAll() -> Bool {
        guard let root = state.root else { return false }
        let scope = state.modalScopeID.flatMap { root.find(id: $0) } ?? root
        let order = AccessibilityElement.readingOrder(inside: scope)
        var start = 0
        if let id = state.focusedID,
           let i = order.firstIndex(where: { $0.node.id == id || $0.node.find(id: id) != nil }) {
            start = i
        }
        let texts = order[start...].map(\.text)
        guard !texts.isEmpty else { return false }
        apply(.readAll(Array(texts)))
        return true
    }

    // MARK: Info

    /// The remote's Info: the focused view's description and hint, spoken when spoken feedback
    /// is on, else shown in a toast. Returns the view described, nil without one.
    func info() -> ViewID? {
        guard let node = state.focusedNode, let id = node.id, let element = AccessibilityElement(node: node) else { return nil }
        let described = state.root.map { SpokenFeedback.withPosition(element.spokenDescription, of: id, in: $0) } ?? element.spokenDescription
        let details = [described, element.hint].compactMap { $0 }.filter { !$0.isEmpty }
        guard !details.isEmpty else { return nil }
        apply(.inform(details.joined(separator: ". ")))
        return id
    }
}
