import UICore

/// Select held down on a view that offers a long press (a context menu, an
/// `onLongPressGesture`): the press waits, and becomes a long press at ``deadline`` or an
/// ordinary press if Select comes up before it (tvOS: a click runs the action when released; a
/// hold opens the menu).
struct SelectHold {
    /// What is held: a key (Return, Space, the remote's OK) or a pad button (A).
    enum Source: Equatable {
        case key(Key)
        case pad(PadButton)
    }

    var source: Source
    /// The key press that began it (replayed as an ordinary press on a short release).
    var press: KeyPress?
    /// When the hold becomes a long press (clock seconds).
    var deadline: Double
    /// Whether the long press happened (the release then does nothing more).
    var fired = false
}
