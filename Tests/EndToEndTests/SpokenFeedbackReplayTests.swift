import Foundation
import Testing

/// Spoken feedback through `cookbook replay`: the script turns it on with Ctrl+Alt+S
/// and checks what is said with `expect speak`; a tour of every screen with `--speak` speaks at
/// every focus change where focus rests, every value change and every screen change.
@Suite struct SpokenFeedbackReplayTests {
    /// One trace line's event name, time and fields.
    struct Event {
        var t: Int
        var name: String
        var fields: [String: Any]
    }

    static func events(_ path: URL) throws -> [Event] {
        try String(contentsOf: path, encoding: .utf8).split(separator: "\n").map { line in
            let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return Event(t: try #require(json["t"] as? Int), name: try #require(json["event"] as? String), fields: json)
        }
    }

    @Test func theSpokenFeedbackScriptHearsWhatItExpects() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("trace.jsonl")
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/spoken-feedback.replay"), "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        let spoken = try Self.events(trace).filter { $0.name == "speak" }
        #expect(spoken.count > 20)
        #expect(spoken.allSatisfy { ($0.fields["text"] as? String)?.isEmpty == false && $0.fields["interrupt"] is Bool })
    }

    /// The interface's language on the command line: a replay in Korean speaks Korean, Settings
    /// switches it to Japanese on the spot, and a language the app does not have is one clear
    /// line naming the choices.
    @Test func aReplayInKoreanSpeaksKoreanAndSettingsSwitchToJapanese() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("trace.jsonl")
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/languages.replay"), "--language", "ko", "--speak",
                                  "--trace", trace.path, "--shots", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let values = try Self.events(trace).filter { $0.name == "value" && $0.fields["id"] as? String == "setting-language" }
        #expect(values.map { $0.fields["value"] as? String } == ["ja"])
        let bad = try Cookbook.run(["replay", Cookbook.resource("Scripts/languages.replay"), "--language", "fr"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--language: expected one of system, en, ko, ja, got 'fr'"), "\(bad.stderr)")
    }

    @Test func anExpectationThatWasNotSpokenFailsNamingWhatWas() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("unsaid.replay")
        try "key right\nexpect speak Tiramisu\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--speak"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("unsaid.replay:2: expected spoken feedback to say 'Tiramisu', it said 'Spoken feedback on', 'Recipes', "))
        // Without --speak nothing is said at all.
        let quiet = try Cookbook.run(["replay", script.path])
        #expect(quiet.stderr.hasSuffix("unsaid.replay:2: expected spoken feedback to say 'Tiramisu', it said nothing\n"))
        try "expect speak\n".write(to: script, atomically: true, encoding: .utf8)
        let bad = try Cookbook.run(["replay", script.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unsaid.replay:1: 'expect speak' needs the words spoken"))
    }

    /// Listening to the tour as a person who cannot see the screen: every place focus rests, every
    /// new value and every new screen is spoken, in sentences.
    @Test func aTourOfEveryScreenSpeaksEveryChange() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("trace.jsonl")
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/tour.replay"), "--speak", "--trace", trace.path])
        #expect(r.status == 0, "\(r.stderr)")
        let events = try Self.events(trace)
        let spoken = events.filter { $0.name == "speak" }
        func spokenBetween(_ from: Int, _ to: Int) -> Bool { spoken.contains { $0.t >= from && $0.t <= to } }
        let focuses = events.filter { $0.name == "focus" }
        var checked = 0
        for (i, focus) in focuses.enumerated() {
            // Focus rests when the next move comes later than a held direction's repeats (≤ 0.2 s).
            let next = i + 1 < focuses.count ? focuses[i + 1].t : Int.max
            guard next - focus.t > 200, focus.fields["id"] is String else { continue }
            checked += 1
            #expect(spokenBetween(focus.t, next), "focus on \(focus.fields["id"] ?? "") at \(focus.t) ms was not spoken")
        }
        #expect(checked > 15)
        for e in events where e.name == "screen" || e.name == "value" {
            // Values and screens are read in the frame that shows them (a frame is 17 ms).
            #expect(spokenBetween(e.t, e.t + 50), "\(e.name) \(e.fields) at \(e.t) ms was not spoken")
        }
        for s in spoken {
            let text = s.fields["text"] as? String ?? ""
            #expect(!text.isEmpty && !text.contains("  "), "'\(text)' does not read as a sentence")
        }
    }
}

extension SpokenFeedbackReplayTests {
    /// The caffeine widget's six controls all said "button"; now each says its
    /// name (archived by the extension), Decaf only its state, and Undo what it undoes.
    @Test func theWidgetsControlsSayWhatTheyAre() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/widget-reader.replay"), "--speak"])
        #expect(r.status == 0, "\(r.stderr)")
    }
}

extension SpokenFeedbackReplayTests {
    /// Jun could not read a recipe; read all reads its text in order.
    @Test func readAllReadsARecipe() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/read-all.replay"), "--speak"])
        #expect(r.status == 0, "\(r.stderr)")
    }
}
