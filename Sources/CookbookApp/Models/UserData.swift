/// Everything the user changes: ratings, favourites, the grocery list, the caffeine log, settings.
public struct UserData: Codable, Equatable, Sendable {
    public var ratings: [String: Rating] = [:]
    public var favorites: [String] = ["apple-pie", "baklava", "creme-brulee"]
    public var grocery = GroceryList.examples(["Apples", "Lasagna", ""])
    public var caffeineLog: [CaffeineLogEntry] = []
    public var settings = Settings()

    public init() {}

    /// The app's settings switches.
    public struct Settings: Codable, Equatable, Sendable {
        public var rightToLeft = false
        public var keyboardNavigation = true
        /// The tvOS hover effect for recipe tiles: lift (false) or highlight (true).
        public var highlightEffect = false
        public var reduceMotion = false
        public var watchLayout = false
        public init() {}
    }
}
