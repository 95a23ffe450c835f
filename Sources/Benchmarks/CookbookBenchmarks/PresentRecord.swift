/// One line of the app's present log (`COOKBOOK_PRESENT_LOG`): a frame handed to the window.
struct PresentRecord {
    /// Whether it reached the screen (false: the window had nothing new to show).
    var shown: Bool
    /// `CLOCK_MONOTONIC` nanoseconds when the present returned.
    var time: UInt64
    /// Milliseconds the present took.
    var presentMs: Double
    /// Milliseconds the whole frame took (reading input, building, drawing, presenting).
    var frameMs: Double
    /// The focused view's id then.
    var focus: String
    /// Tiles of lazy stacks and grids on screen without their content in that frame; nil when
    /// the app was not asked to count them (`COOKBOOK_PRESENT_LOG_BLANKS=1`).
    var blankTiles: Int?

    /// Parses `shown T P F FOCUS BLANK` (`BLANK` a count or `-`); nil for anything else.
    init?(line: Substring) {
        let parts = line.split(separator: " ")
        guard parts.count == 6, parts[0] == "shown" || parts[0] == "same", parts[5] == "-" || Int(parts[5]) != nil,
              let t = UInt64(parts[1]), let p = UInt64(parts[2]), let f = UInt64(parts[3]) else { return nil }
        shown = parts[0] == "shown"
        time = t
        presentMs = Double(p) / 1e6
        frameMs = Double(f) / 1e6
        focus = String(parts[4])
        blankTiles = Int(parts[5])
    }
}
