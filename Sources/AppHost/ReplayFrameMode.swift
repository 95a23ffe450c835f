import CookbookApp
import Foundation

/// Which virtual frames `cookbook replay` builds and draws.
///
/// Normally a replay builds a frame only when the host loop would (input, a running animation,
/// a deadline) and the frame can differ in more than looks, and rasterises only the frames a
/// `shot` looks at. The hidden environment variable
/// `COOKBOOK_REPLAY_FRAMES` selects the older, slower ways for measuring (`make bench`'s
/// `replay:` figures), the live window's way of drawing (to measure and check its frame path
/// headless), and for checking that traces and shots do not depend on the mode.
public enum ReplayFrameMode: String, Sendable {
    /// Only frames that can differ from the last one in more than looks are built (a lift easing
    /// in or a caret blink is left to the next built frame); only `shot` frames are drawn.
    case due
    /// Every virtual frame is built whole (resolve, layout, focus, scroll, display list; none
    /// drawn from the last layout) but not drawn.
    case built
    /// Every virtual frame is built and rasterised at full size, the changed region only (as
    /// the headless target draws every frame): replay as it was before it drew only shots.
    case drawn
    /// Frames are built as the live window's loop builds them (only when due; looks-only frames
    /// from the last layout) and every one is drawn where it changed, as the live window draws
    /// it (damage boxes, backdrops, flattened layers and their sharp redraws; scrolled pixels
    /// are moved in the surface, where the window on X11 has the server move them), so a shot
    /// shows what that path left. Deterministic, unlike the live window: that path's work can be
    /// counted (under callgrind) and its pixels compared with the default's.
    case live

    /// The mode `COOKBOOK_REPLAY_FRAMES` names (`due` when unset).
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws -> ReplayFrameMode {
        guard let raw = env["COOKBOOK_REPLAY_FRAMES"], !raw.isEmpty else { return .due }
        guard let mode = ReplayFrameMode(rawValue: raw) else {
            throw AppError("COOKBOOK_REPLAY_FRAMES: unknown mode '\(raw)' (due, built, drawn or live)")
        }
        return mode
    }
}
