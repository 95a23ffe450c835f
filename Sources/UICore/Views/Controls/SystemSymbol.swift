/// The small set of SF Symbols names a ``Label`` draws, as glyphs the bundled fonts have.
///
/// Monochrome symbols come from DejaVu Sans (which every install has: `fonts-dejavu-core`);
/// a few with no such glyph come from the colour emoji font (`fonts-noto-color-emoji`). A name
/// not in the set draws no icon: the label shows its title alone, as an app's own asset
/// missing from a bundle would.
public enum SystemSymbol {
    /// The glyph for each supported SF Symbols name (the `.fill` and plain forms where both are
    /// common; glyphs checked present in DejaVu Sans 2.37's character map, emoji in Noto's).
    public static let glyphs: [String: String] = [
        "play.fill": "▶", "play": "▷", "play.circle.fill": "▶", "pause.fill": "❚❚", "pause": "❚❚",
        "stop.fill": "■", "backward.fill": "◀◀", "forward.fill": "▶▶",
        "star.fill": "★", "star": "☆", "heart.fill": "♥", "heart": "♡",
        "checkmark": "✓", "checkmark.circle.fill": "✓", "xmark": "✕", "xmark.circle.fill": "✕",
        "plus": "+", "plus.circle.fill": "+", "minus": "−",
        "gearshape": "⚙", "gearshape.fill": "⚙", "gear": "⚙",
        "house": "⌂", "house.fill": "⌂", "list.bullet": "☰", "line.3.horizontal": "☰",
        "music.note": "♪", "pencil": "✎", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "flag": "⚑", "flag.fill": "⚑", "sparkles": "✦", "info.circle": "ℹ", "info.circle.fill": "ℹ",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "sun.max": "☀", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾", "cloud": "☁", "cloud.fill": "☁",
        "envelope": "✉", "envelope.fill": "✉", "phone": "☎", "phone.fill": "☎", "lock": "🔒", "lock.fill": "🔒",
        "magnifyingglass": "🔍", "tv": "📺", "tv.fill": "📺", "film": "🎬", "film.fill": "🎬",
        "person": "👤", "person.fill": "👤", "person.crop.circle": "👤", "clock": "🕒", "clock.fill": "🕒",
        "bookmark": "🔖", "bookmark.fill": "🔖", "trash": "🗑", "trash.fill": "🗑", "bell": "🔔", "bell.fill": "🔔",
        "speaker.wave.2": "🔊", "speaker.wave.2.fill": "🔊", "photo": "🖼", "gamecontroller": "🎮", "gamecontroller.fill": "🎮",
    ]

    /// The glyph drawn for `name`, nil when the set has none.
    public static func glyph(_ name: String) -> String? { glyphs[name] }
}
