import Foundation
import Testing
import UICore
@testable import Rasterizer
@testable import SDLBackend

/// `SDLApp.run` takes what `cookbook` takes where it applies.
@Suite struct SDLAppOptionsTests {
    @Test func theWindowOptionsAreRead() throws {
        let o = try SDLApp.Options(["--size", "1920x1080", "--fullscreen", "--renderer", "software", "--trace", "trace.jsonl",
                                    "--speak", "--mine", "kept"])
        #expect(o.size == Size(width: 1920, height: 1080))
        #expect(o.fullscreen && o.speak && o.renderer == .software && o.trace == "trace.jsonl")
        #expect(!o.headless && o.steps.isEmpty)
    }

    @Test func keysAndTypedTextAreStepsInCommandLineOrder() throws {
        let o = try SDLApp.Options(["--headless", "--keys", "down,return", "--type", "Star Trek", "--keys", "escape"])
        #expect(o.headless)
        #expect(o.steps.map(\.description) == ["down", "return", "type \"Star Trek\"", "escape"])
        #expect(o.keys.map(\.description) == ["down", "return", "escape"])
    }

    @Test func badValuesNameTheOptionInOneLine() {
        for (arguments, words) in [(["--size", "big"], "--size"), (["--size", "10x10"], "64"),
                                   (["--renderer", "metal"], "auto, gpu or software"), (["--type"], "--type needs a value"),
                                   (["--keys", "up,sideways"], "sideways")] {
            do {
                _ = try SDLApp.Options(arguments)
                Issue.record("\(arguments) was taken")
            } catch {
                #expect(error.message.contains(words) && !error.message.contains("\n"), "\(error.message)")
            }
        }
    }
}

/// The headless runner types into a text field and reports what spoken feedback said.
@Suite(.serialized) struct SDLAppHeadlessTests {
    struct Field: View {
        @State private var name = ""
        var body: some View {
            VStack(spacing: 30) {
                TextField("Name", text: $name).id("name")
                Text(name.isEmpty ? "Nobody" : "Hello, \(name)").id("greeting")
                Button("OK") {}.id("ok")
            }
        }
    }

    @Test func textIsTypedIntoTheFocusedFieldAndSpeechIsReported() throws {
        var lines: [String] = []
        let steps = try SDLApp.runHeadless(canvas: Size(width: 1280, height: 720), inputs: [.text("Ada"), .key(KeyChord("down")!)],
                                           speak: true, trace: { lines.append($0) }) { Field() }
        #expect(steps.map { $0.focus?.description } == ["name", "name", "ok"])
        #expect(steps[0].spoken.contains("Name, text field"))
        #expect(steps[1].spoken == ["A", "d", "a"])
        #expect(steps[2].spoken == ["OK, button"])
        #expect(lines.contains { $0.contains("\"event\":\"speak\"") && $0.contains("OK, button") })
    }

    /// A song as a music app keeps one, identified by a `UUID` made with it.
    struct Song: Identifiable {
        let id = UUID()
        let title: String
    }

    /// A playlist whose songs are made where the view is (`let songs = … UUID() …`), as a reuser
    /// wrote it: SwiftUI builds a window's root view once, so the ids stay put.
    struct Playlist: View {
        let songs = (1...5).map { Song(title: "Song \($0)") }
        @FocusState private var focused: UUID?
        var body: some View {
            VStack(spacing: 20) {
                ForEach(songs) { song in
                    Button(song.title) {}.focused($focused, equals: song.id)
                }
            }
        }
    }

    /// The root view is built once, as SwiftUI's `WindowGroup` builds its content: built again
    /// for every frame, the playlist's songs got new ids each frame, and focus, losing its view,
    /// moved every frame (hundreds of focus events a second, the window never idle).
    @Test func theRootViewIsBuiltOnceSoIdsItMakesStayPut() throws {
        var focusEvents = 0
        let down = KeyChord("down")!, up = KeyChord("up")!
        let steps = try SDLApp.runHeadless(canvas: Size(width: 1280, height: 720), inputs: [.key(down), .key(down), .key(up)],
                                           trace: { if $0.contains("\"event\":\"focus\"") { focusEvents += 1 } }) { Playlist() }
        let ids = steps.map(\.focus)
        #expect(ids.allSatisfy { $0 != nil })
        #expect(ids[3] == ids[1], "back up is the song focused before: \(ids)")
        #expect(Set(ids.compactMap { $0 }).count == 3)
        #expect(focusEvents == 4, "one focus event at start and one a move: \(focusEvents)")
    }
}
