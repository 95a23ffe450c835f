/// One logged drink: what and when (seconds since 1970).
public struct CaffeineLogEntry: Codable, Equatable, Sendable {
    public var drinkID: String
    public var caffeineMg: Int
    public var time: Double
}
