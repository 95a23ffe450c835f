/// One programme in the guide.
struct Programme: Identifiable {
    let id: Int
    let channel: String
    let title: String
    /// The start time as the guide prints it ("18:30").
    let start: String
    /// How far it has played, 0…1.
    let progress: Double

    static let channels = ["One", "Two", "Four", "News", "Sport", "Kids", "Films", "Music"]
    static let shows = ["The Evening News", "Mountain Rescue", "Cooking at Home", "World Cup Qualifier", "Space Stories",
                        "The Quiz", "Gardeners' Hour", "Late Film: The Harbour", "Morning Show", "Wildlife Diaries"]

    /// A guide of `count` programmes: half-hour slots across the channels.
    static func guide(count: Int) -> [Programme] {
        (0..<count).map { i in
            let slot = i / channels.count
            let minutes = (18 * 60 + slot * 30) % (24 * 60)
            return Programme(id: i, channel: channels[i % channels.count],
                             title: "\(shows[(i * 7 + slot) % shows.count]) \(slot + 1)",
                             start: "\(minutes / 60):\(minutes % 60 == 0 ? "00" : "30")",
                             progress: Double((i * 37) % 100) / 100)
        }
    }
}
