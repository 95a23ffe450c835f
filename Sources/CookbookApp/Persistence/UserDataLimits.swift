/// The ranges user data must fall in: every number and text read from disk is checked against
/// them (a corrupt or hand-edited file must not crash the app or fill its memory).
public enum UserDataLimits {
    /// Caffeine per logged drink. The catalogue's strongest drink is under 300 mg and about
    /// 10 g is a lethal dose, so anything outside 0…10 000 mg is a damaged value, not a drink.
    public static let caffeineMg = 0...10_000
    /// When a drink may have been logged: 1970 to the year 3000 (seconds since 1970); anything
    /// else (negative, NaN, infinite) is a damaged value.
    public static let logTime = 0.0...32_503_680_000.0
    /// Characters in a grocery item's name: a name is a few words; 200 is generous and keeps a
    /// pasted megabyte out of the database.
    public static let groceryNameLength = 200
    /// UTF-8 bytes in a grocery item's name: 200 characters of about 20 bytes each (most
    /// characters take 1–4, a flag 8, an emoji family with skin tones up to 41), so every real
    /// name fits and a row stays small whatever the characters hold.
    public static let groceryNameBytes = 4_096
    /// Unicode scalars in a grocery item's name: each one is shaped and measured, so laying out
    /// a name costs about this many (10 a character on average, far above real text).
    public static let groceryNameScalars = 2_000
    /// Combining marks (Grapheme_Extend scalars) in a row on one character: Unicode's
    /// Stream-Safe Text Format (UAX #15) allows at most 30 non-starters in a row, and no real
    /// text needs more.
    public static let extendingScalarsInARow = 30
    /// Characters in a stored identifier (recipe slug, drink id): the catalogue's longest is
    /// under 40; longer ones cannot match anything.
    public static let identifierLength = 100
}
