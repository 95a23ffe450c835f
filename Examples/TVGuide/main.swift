// TVGuide: a programme guide as a tvOS developer writes one, knowing SwiftUI and nothing of how
// the runtime works inside: a sidebar of channel groups beside a lazy list of 50 000 programmes,
// each row a button with its start time, its title and how far it has played. `make bench`
// holds Down through it in a real window (the `live: reuser's guide` rows).
//
//     swift run tv-guide-example                          # a window (needs a display, or xvfb-run)
//     swift run tv-guide-example --headless --keys right,down,down --speak
//     swift run tv-guide-example --rows 1000              # a shorter guide
import Foundation
import SDLBackend
import UICore

/// `--rows N` (default 50 000) sets the guide's length; the other options are the runner's.
var arguments = Array(CommandLine.arguments.dropFirst())
var rows = 50_000
if let i = arguments.firstIndex(of: "--rows") {
    guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), (1...10_000_000).contains(n) else {
        FileHandle.standardError.write(Data("tv-guide-example: --rows needs a number of programmes from 1 to 10000000\n".utf8))
        exit(2)
    }
    rows = n
    arguments.removeSubrange(i...(i + 1))
}
let guide = Programme.guide(count: rows)
SDLApp.run(title: "TV Guide", arguments: arguments) { GuideApp(programmes: guide) }
