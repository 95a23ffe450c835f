import UICore
/// Everything the user changes: ratings, favourites, the grocery list, the caffeine log, settings.
///
/// Decoding (the `userdata.json` of earlier versions) tolerates missing fields: each takes its
/// default, so a file written before a field existed still loads.
public struct UserData: Codable, Equatable, Sendable {
    public var ratings: [String: Rating] = [:]
    public var favorites: [String] = ["apple-pie", "baklava", "creme-brulee"]
    public var grocery = GroceryList.examples(["Apples", "Lasagna"])
    public var caffeineLog: [CaffeineLogEntry] = []
    public var settings = Settings()

    /// A new user's data: three favourites and the seed's example grocery list.
    public init() {}

    /// Nothing at all (what a new database holds before its first data is written).
    static var empty: UserData {
        var d = UserData()
        d.favorites = []
        d.grocery = GroceryList()
        return d
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = UserData()
        ratings = try c.decodeIfPresent([String: Rating].self, forKey: .ratings) ?? defaults.ratings
        favorites = try c.decodeIfPresent([String].self, forKey: .favorites) ?? defaults.favorites
        grocery = try c.decodeIfPresent(GroceryList.self, forKey: .grocery) ?? defaults.grocery
        caffeineLog = try c.decodeIfPresent([CaffeineLogEntry].self, forKey: .caffeineLog) ?? defaults.caffeineLog
        settings = try c.decodeIfPresent(Settings.self, forKey: .settings) ?? defaults.settings
    }

    /// The app's settings switches.
    public struct Settings: Codable, Equatable, Sendable {
        public var rightToLeft = false
        public var keyboardNavigation = true
        /// The tvOS hover effect for recipe tiles: lift (false) or highlight (true).
        public var highlightEffect = false
        public var reduceMotion = false
        public var watchLayout = false
        /// How much the wheel turns the Digital Crown per step (docs/design.md: high by default).
        public var crownSensitivity: DigitalCrownSensitivity = .high
        /// Spoken feedback: the VoiceOver-like reader speaks focus, values and screens.
        public var spokenFeedback = false
        /// Larger text: the type ramp ×1.3 or ×1.6 (``largerTextSize``), layouts reflowing.
        public var largerText = false
        /// Increase contrast: stronger focus rings and borders, opaque backgrounds behind text.
        public var increaseContrast = false
        /// Bold text: every text a weight heavier.
        public var boldText = false
        /// The interface's language: the system's unless one is chosen (``AppLanguage``).
        public var language = AppLanguage.system
        /// How large Larger Text makes the type, while it is on (``LargerTextSize``).
        public var largerTextSize = LargerTextSize.large
        public init() {}

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            rightToLeft = try c.decodeIfPresent(Bool.self, forKey: .rightToLeft) ?? false
            keyboardNavigation = try c.decodeIfPresent(Bool.self, forKey: .keyboardNavigation) ?? true
            highlightEffect = try c.decodeIfPresent(Bool.self, forKey: .highlightEffect) ?? false
            reduceMotion = try c.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false
            watchLayout = try c.decodeIfPresent(Bool.self, forKey: .watchLayout) ?? false
            crownSensitivity = try c.decodeIfPresent(DigitalCrownSensitivity.self, forKey: .crownSensitivity) ?? .high
            spokenFeedback = try c.decodeIfPresent(Bool.self, forKey: .spokenFeedback) ?? false
            largerText = try c.decodeIfPresent(Bool.self, forKey: .largerText) ?? false
            increaseContrast = try c.decodeIfPresent(Bool.self, forKey: .increaseContrast) ?? false
            boldText = try c.decodeIfPresent(Bool.self, forKey: .boldText) ?? false
            language = (try? c.decodeIfPresent(AppLanguage.self, forKey: .language)) ?? .system
            largerTextSize = (try? c.decodeIfPresent(LargerTextSize.self, forKey: .largerTextSize)) ?? .large
        }
    }
}
