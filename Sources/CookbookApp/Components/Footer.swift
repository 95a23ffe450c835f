import UICore

/// The window's footer: the button hints, and for a few seconds the last confirmation.
///
/// Confirmations stay 4 s, like a tvOS banner (``FooterMessage/duration``): the footer is a
/// timeline on the message's expiry, rebuilt the moment it goes, a moment the runtime wakes up for.
struct Footer: View {
    let message: FooterMessage
    let hints: FooterHints

    var body: some View {
        TimelineView(.explicit([message.expiry])) { context in
            ButtonHints(hints: hints.hints, message: message.isShowing(at: context.date) ? message.text : nil)
        }
    }
}
