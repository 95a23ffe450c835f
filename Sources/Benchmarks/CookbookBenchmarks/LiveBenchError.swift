/// Why a `live:` benchmark could not run (one line).
struct LiveBenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
