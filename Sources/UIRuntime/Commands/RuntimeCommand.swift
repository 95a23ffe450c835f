import FocusEngine
import UICore

/// What input handling and an app ask of the runtime: every change a key, a pad button, the
/// stick, the pointer, the wheel, an assistive technology or an app's command makes to focus,
/// text, the keyboard, scrolling, effects, toasts, speech and the trace.
///
/// Plain data: no closures and no bindings. A view's action is named (``ViewAction``) with the
/// laid-out node that has it, and taken from the node as the command is applied; `onMoveCommand`
/// handlers, context menus and crown bindings are read from the laid-out tree the same way.
///
/// ``InputRouter``, ``PointerInput`` and ``WheelInput`` read the runtime through
/// ``InputState`` and never write it: they hand commands to their host, which applies each in one
/// place (``ViewHost/apply(_:)``) as the event is handled, and answer with a
/// ``CommandOutcome`` where the handler's next step depends on it (whether a move went anywhere
/// keeps a held direction repeating). A handler can so be tried with a recording host that
/// applies nothing.
enum RuntimeCommand {
    /// The select button went down (true) or up: the focused view's press effect.
    case press(Bool)
    /// The remote's touch surface at a position (the stick): the focused view's tilt.
    case tilt(Point)
    /// A short message over the UI.
    case toast(String)
    /// A trace line.
    case trace(TraceEvent)
    /// Spoken feedback on or off.
    case toggleSpeech
    /// Spoken feedback echoes typed characters.
    case echo(String)
    /// A laid-out view's action runs: its action, a submit, an exit command, a sheet's
    /// dismissal, a pop.
    case perform(ViewAction, on: Node)
    /// A directional move (with `askingHandlers`, the laid-out views' `onMoveCommand` handlers
    /// first); answered with ``CommandOutcome/move(_:)``.
    case move(MoveDirection, askingHandlers: Bool, explain: Bool)
    /// Tab or Shift-Tab; answered with ``CommandOutcome/move(_:)``.
    case moveSequential(forward: Bool, explain: Bool)
    /// Focus on a view (the pointer moving onto it); answered with ``CommandOutcome/took(_:)``.
    case focus(ViewID)
    /// Focus by a click (F1's rules for which views a click focuses).
    case clickFocus(ViewID)
    /// Focus on the default of the container `id` (its `defaultFocus`, else its first focusable
    /// view), or with nil on the screen's default; answered with ``CommandOutcome/took(_:)``.
    case focusDefault(in: ViewID?)
    /// Where focus was left in a scene is forgotten: it enters at its default next time.
    case forgetFocus(SceneID)
    /// A focus section's last focused view is forgotten: entering it lands on its default.
    case forgetRegion(ViewID)
    /// A scroll view goes back to its start at once (its content changed wholesale).
    case resetScroll(ViewID)
    /// An editing key in a text field; answered with ``CommandOutcome/edit(_:)``.
    case editText(KeyPress, field: Node, id: ViewID)
    /// Text typed into a text field; answered with ``CommandOutcome/took(_:)`` (false: not a text field).
    case insertText(String, field: Node?, id: ViewID)
    /// The caret stays visible (it was just typed at).
    case keepCaretVisible
    /// A physical key while the on-screen keyboard may take it; answered with ``CommandOutcome/took(_:)``.
    case keyboardKey(KeyPress)
    /// An input method's uncommitted text in a text field (nil field or empty text: none).
    case compose(String, field: ViewID?)
    /// Text typed while the on-screen keyboard is open.
    case keyboardType(String)
    /// A key of the on-screen keyboard's panel was pressed (chosen and activated, or clicked).
    case pressKeyboardKey(OnScreenKeyboardKey)
    /// The on-screen keyboard opens on a text field; answered with ``CommandOutcome/took(_:)``.
    case openKeyboard(field: Node, id: ViewID, forKeys: Bool)
    /// The on-screen keyboard closes (its text kept).
    case closeKeyboard
    /// An app's menu shortcut; answered with ``CommandOutcome/took(_:)``.
    case appShortcut(KeyPress)
    /// A pad button the key map leaves to the app; answered with ``CommandOutcome/took(_:)``.
    case appPadButton(PadButton)
    /// Back that nothing on screen took, for the app; answered with ``CommandOutcome/back(_:)``.
    case appBack
    /// The remote's Home, after the runtime closed what it shows: the app goes to its first
    /// screen (``ViewHostCommands/home(host:)``), else focus goes to the default.
    case appHome
    /// The context menu nearest the focused view `anchor` opens, laid out beside `frame`.
    case openContextMenu(anchor: ViewID, frame: Rect)
    /// The context menu closes (focus goes back to its view).
    case closeContextMenu
    /// Back in the context menu: a menu opened from it goes back to the menu it came from, else
    /// the menu closes.
    case leaveContextMenu
    /// Details the user asked for (Info): spoken when spoken feedback is on, else shown in a toast.
    case inform(String)
    /// Read all: each text spoken in turn when spoken feedback is on; else a toast says how to
    /// turn it on.
    case readAll([String])
    /// A finger-like drag of a scroll view by the pointer began.
    case beginDrag(scrollView: ViewID)
    /// The drag moved by a delta (points).
    case drag(scrollView: ViewID, by: Point)
    /// The drag ended at a release velocity (points per second): the scroll view flings.
    case endDrag(scrollView: ViewID, velocity: Point)
    /// The wheel turned a scroll view by notches (snapping ones by whole targets).
    case wheel(scrollView: ViewID, notches: Double)
    /// The crown set the value bound to the view `id`'s `digitalCrownRotation`.
    case crown(ViewID, Double)
}
