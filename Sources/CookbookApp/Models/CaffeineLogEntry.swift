/// One logged drink: what and when (seconds since 1970).
public struct CaffeineLogEntry: Codable, Equatable, Sendable {
    public var drinkID: String
    public var caffeineMg: Int
    public var time: Double
    /// The entry's row in the store, when it was read from there (the widget's Undo names it).
    public var rowID: Int64? = nil

    public init(drinkID: String, caffeineMg: Int, time: Double, rowID: Int64? = nil) {
        self.drinkID = drinkID; self.caffeineMg = caffeineMg; self.time = time; self.rowID = rowID
    }
}
