import Testing
import UICore
@testable import UIRuntime

/// A `List` row that is one control — a `Button`, a `Toggle` — is the row itself, as tvOS draws a
/// settings list: the control spans the row and its own rounded fill is the row's platter (white
/// when focused). Before, a button hugging its title sat as a small pill on a row platter of its
/// own: two rounded rectangles a row, the focused one a white pill inside a grey row.
@MainActor
@Suite struct ListRowControlTests {
    private let width = 900.0

    /// The frames of the views named `ids`, and how many rounded fills the tree draws.
    private func rows<V: View>(_ host: ViewHost<V>, _ ids: [String]) -> (frames: [Rect], roundedFills: Int) {
        var fills = 0
        host.root?.visit { n in
            if case .shape(let s) = n.kind, case .roundedRect = s.shape { fills += 1 }
            return true
        }
        return (ids.compactMap { host.root?.find(id: ViewID($0))?.frame }, fills)
    }

    @Test func buttonRowsSpanTheListAndAreTheirOwnPlatters() {
        let songs = ["Intro", "A Much Longer Song Title", "Outro"]
        let host = identityHost(Size(width: 1280, height: 720)) {
            List {
                ForEach(songs, id: \.self) { title in Button(title) {}.id(ViewID(title)) }
            }
            .frame(width: width)
        }
        let (frames, fills) = rows(host, songs)
        #expect(frames.count == 3)
        for f in frames {
            #expect(abs(f.width - (width - 2 * List.contentInset)) < 1e-6, "\(f)")
        }
        #expect(fills == 3, "\(fills) rounded fills for three rows")
    }

    @Test func aLazyListsButtonRowsAndToggleRowsAlike() {
        let host = identityHost(Size(width: 1280, height: 720)) {
            VStack {
                List(0..<50, id: \.self) { i in Button("Episode \(i)") {}.id(ViewID("e\(i)")) }
                    .frame(width: width, height: 300)
                List {
                    Toggle("Subtitles", isOn: .constant(true)).id(ViewID("subtitles"))
                }
                .frame(width: width, height: 200)
            }
        }
        let (frames, _) = rows(host, ["e0", "e1", "subtitles"])
        #expect(frames.count == 3)
        for f in frames {
            #expect(abs(f.width - (width - 2 * List.contentInset)) < 1e-6, "\(f)")
        }
        // The lazy row keeps its id on the control (the row is the item).
        #expect(host.context.focusedID == ViewID("e0"))
    }
}
