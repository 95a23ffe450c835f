import UICore

/// The footer's button hints (``ButtonHint``), written by the runtime as each frame is built.
///
/// Only the footer reads them, so a focus move that changes what the focused view offers runs
/// the footer's `body` again and not the window's around it, as SwiftUI re-runs only the bodies
/// that read a changed property (the hints were an input of the root view, which then ran on
/// every such move). Writing the hints they already hold changes nothing.
final class FooterHints: ObservableModel {
    /// What the focused view offers, in the glyphs of the device used last.
    @Observed var hints: [ButtonHint] = []
}
