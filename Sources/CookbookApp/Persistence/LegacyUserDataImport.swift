import Foundation
import UIRuntime

/// Reads the `userdata.json` of earlier versions once, when the database is created; the file is
/// kept as it is. Values out of ``UserDataLimits`` are dropped (or names shortened) with a
/// warning, so a damaged number cannot crash the app later.
enum LegacyUserDataImport {
    /// What the import found.
    enum Outcome {
        /// No `userdata.json`.
        case none
        /// The data, with one line per kind of problem found in it.
        case imported(UserData, warnings: [String])
        /// The file exists but cannot be used; the message says why (the file is kept).
        case unreadable(String)
    }

    /// The largest `userdata.json` read (bytes): a thousand favourites, ratings and grocery items
    /// take well under 1 MiB of JSON.
    static let maximumBytes = 16 << 20

    static func read(from directory: URL) -> Outcome {
        let file = directory.appendingPathComponent("userdata.json")
        guard FileManager.default.fileExists(atPath: file.path) else { return .none }
        // A FIFO would block the read forever (and Foundation called it "no permission").
        if let problem = RegularFileCheck.problem(file.path) {
            return .unreadable("\(file.path): cannot read old user data (\(problem)); it is kept, not imported")
        }
        let bytes: Data
        do { bytes = try UserFile.read(file.path, limit: maximumBytes) } catch {
            return .unreadable("\(file.path): cannot read old user data (\(error)); it is kept, not imported")
        }
        let decoded: UserData
        do { decoded = try JSONDecoder().decode(UserData.self, from: bytes) } catch {
            return .unreadable("\(file.path): old user data is not valid JSON user data; it is kept, not imported, and the app starts with defaults")
        }
        let (data, warnings) = checked(decoded)
        return .imported(data, warnings: warnings.map { "\(file.path): \($0)" })
    }

    /// `data` with every value in range: damaged entries dropped, long names shortened, grocery
    /// items with unusable ids given new numbers.
    static func checked(_ data: UserData) -> (UserData, [String]) {
        var out = data, warnings: [String] = []
        let idOK = { (s: String) in s.count <= UserDataLimits.identifierLength }
        // A slug listed twice is one favourite (the table holds each once).
        var listed = Set<String>()
        out.favorites = data.favorites.filter { idOK($0) && listed.insert($0).inserted }
        out.ratings = data.ratings.filter { idOK($0.key) }
        out.caffeineLog = data.caffeineLog.filter {
            idOK($0.drinkID) && UserDataLimits.caffeineMg.contains($0.caffeineMg) && UserDataLimits.logTime.contains($0.time)
        }
        let dropped = data.favorites.filter { !idOK($0) }.count + (data.ratings.count - out.ratings.count)
            + (data.caffeineLog.count - out.caffeineLog.count)
        if dropped > 0 { warnings.append("skipped \(dropped) damaged entr(ies) (caffeine amounts must be \(UserDataLimits.caffeineMg))") }

        // Every item is imported: one whose id is unusable (not `grocery-N`, or a number an
        // earlier item holds) gets a free number — the counter's next, or, when a damaged id
        // such as grocery-9223372036854775807 has used the counter up, the lowest one free.
        var shortened = 0, used = Set<Int>(), keeps: [Bool] = []
        for item in data.grocery.items {
            keeps.append(GroceryList.number(of: item.id).map { used.insert($0).inserted } ?? false)
        }
        var counter = GroceryList.nextNumber(after: data.grocery.items.enumerated().filter { keeps[$0.offset] }.map(\.element),
                                             atLeast: data.grocery.nextNumber)
        var lowestFree = 1, items: [GroceryList.Item] = []
        for (i, var item) in data.grocery.items.enumerated() {
            let bounded = BoundedName.clamped(item.name)
            if bounded.cut {
                item.name = bounded.name
                shortened += 1
            }
            if !keeps[i] {
                let n: Int
                if counter < Int.max, !used.contains(counter) {
                    n = counter
                    counter += 1
                } else {
                    while used.contains(lowestFree) { lowestFree += 1 }
                    n = lowestFree
                }
                used.insert(n)
                item.id = GroceryList.itemID(n)
            }
            items.append(item)
        }
        out.grocery = GroceryList(items: items, nextNumber: GroceryList.nextNumber(after: items, atLeast: counter))
        if shortened > 0 { warnings.append("\(shortened) grocery name(s) were shortened to \(UserDataLimits.groceryNameLength) characters") }
        return (out, warnings)
    }
}
