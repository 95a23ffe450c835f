import FocusEngine
import UICore

extension ViewHost: CommandTarget {
    /// Applies what input or an app asked for: the one place the runtime changes outside a
    /// frame, and the one place focus changes but for a frame's own bookkeeping (a new tree,
    /// a scene entered, `@FocusState` writes: ``FocusCoordinator``).
    @discardableResult
    func apply(_ command: RuntimeCommand) -> CommandOutcome {
        let now = clock.now, reduceMotion = environment.reduceMotion
        switch command {
        case .press(let down):
            effects.setPressed(down, now: now, reduceMotion: reduceMotion)
            selectHeld = down
        case .tilt(let position): effects.touch = position
        case .toast(let message): toasts.show(message)
        case .trace(let event): tracer.emit(event)
        case .toggleSpeech: speech.toggle()
        case .echo(let typed): speech.echo(typed: typed)
        case .perform(let action, let node): action.body(on: node)?()
        case .move(let direction, let askingHandlers, let explain):
            let result = focus.system.move(direction, commandHandlers: askingHandlers ? moveCommandHandlers() : [:], explain: explain)
            focus.lastMove = result
            return .move(result)
        case .moveSequential(let forward, let explain):
            let result = focus.system.moveSequential(forward: forward, explain: explain)
            focus.lastMove = result
            return .move(result)
        case .focus(let id): return .took(focus.system.focus(id: id))
        case .clickFocus(let id): return .took(focus.system.click(id: id))
        case .focusDefault(let container):
            return .took(container.map { focus.system.focusDefault(in: $0) } ?? focus.system.resetFocus())
        case .forgetFocus(let scene): focus.system.forgetFocus(for: scene)
        case .forgetRegion(let id): focus.system.forgetRegion(id)
        case .resetScroll(let id): scrolls.reset(id)
        case .editText(let press, let field, let id): return .edit(text.edit(press, field: field, id: id))
        case .insertText(let typed, let field, let id): return .took(text.insert(typed, field: field, id: id))
        case .keepCaretVisible: focus.touch(now: now)
        case .compose(let composing, let field):
            text.compose(composing, field: field)
            focus.touch(now: now) // the caret shows at once after the composition
        case .keyboardKey(let press): return .took(keyboard.physicalKey(press, in: keyboardEditing))
        case .keyboardType(let typed): keyboard.type(typed, in: keyboardEditing)
        case .pressKeyboardKey(let key): keyboard.press(key, in: keyboardEditing)
        case .openKeyboard(let field, let id, let forKeys):
            return .took(keyboard.open(field: field, id: id, now: now, forKeys: forKeys))
        case .closeKeyboard:
            keyboard.finishComposition(in: keyboardEditing)
            keyboard.close()
        case .appShortcut(let press):
            // A shortcut right after a move in the same batch of input acts on the view focused
            // now, not on the focused values of the frame before the move.
            catchUpWithFocus()
            return .took(commands?.shortcut(press, host: CommandContext(self)) ?? false)
        case .appPadButton(let button):
            catchUpWithFocus()
            return .took(commands?.padButton(button, host: CommandContext(self)) ?? false)
        case .appBack: return .back(commands?.back(host: CommandContext(self)))
        case .appHome:
            if commands?.home(host: CommandContext(self)) == true { return .took(true) }
            return apply(.focusDefault(in: nil))
        case .openContextMenu(let anchor, let frame):
            guard let root, let menu = ContextMenuPresenter.menu(for: anchor, in: root) else { return .took(false) }
            // A menu chosen in the open menu opens in its place.
            if contextMenu.isOpen, root.find(id: ContextMenuPresenter.panelID)?.find(id: anchor) != nil {
                contextMenu.openSubmenu(menu, from: anchor)
                viewState.requestFocus(.defaultFocus(in: ContextMenuPresenter.panelID))
            } else {
                contextMenu.open(menu, anchor: anchor, frame: frame)
            }
        case .closeContextMenu: contextMenu.close()
        case .leaveContextMenu:
            // Back in a submenu: focus returns to the item that opened it.
            if let item = contextMenu.leave() { viewState.requestFocus(.view(item)) }
        case .inform(let details):
            if speech.isEnabled { speech.announce(details) } else { toasts.show(details) }
        case .readAll(let texts):
            if speech.isEnabled { for text in texts { speech.announce(text) } } else { toasts.show(environment.localized("Spoken feedback is off: Ctrl+Alt+S turns it on")) }
        case .beginDrag(let id): scrolls[id]?.beginDrag()
        case .drag(let id, let delta):
            scrolls[id]?.drag(by: delta)
            scrolls.noteMoving(id)
        case .endDrag(let id, let velocity):
            scrolls[id]?.endDrag(velocity: velocity)
            scrolls.noteMoving(id)
        case .wheel(let id, let notches):
            scrolls[id]?.wheelSnapping(notches: notches, animated: !reduceMotion)
            scrolls.noteMoving(id)
            // tvOS never leaves focus on a view the wheel scrolls out of sight.
            if let root, let focused = focusedID, let controller = scrolls[id],
               let inSight = FocusInSight.view(toFocusIn: root, focused: focused, controller: controller, scrollView: id) {
                apply(.focus(inSight))
            }
        case .crown(let id, let value):
            let node = id == focus.system.focusedID ? focusedNode : root?.find(id: id)
            node?[CrownBinding.Key.self]?.value.wrappedValue = value
        }
        return .done
    }

    /// The focus system, for what a ``CommandContext`` reads of it.
    var focusSystem: FocusSystem { focus.system }

    /// Builds a frame when focus moved since the last one, so the app hears where focus is and
    /// the focused values it publishes are those of the view focused now.
    private func catchUpWithFocus() {
        if focus.hasUnreportedChange, root != nil { _ = frame() }
    }

    /// The laid-out views' `onMoveCommand` handlers by view id, which a directional move asks first.
    private func moveCommandHandlers() -> [ViewID: MoveCommandHandler] {
        root.map { views(of: $0, betweenFrames: true).moveCommands } ?? [:]
    }
}
