import Foundation
import Testing
import UICore
@testable import UIRuntime

/// Spoken feedback: off by default; on, focus landing is read (label, value, traits),
/// its hint after a pause, value changes and typed characters, sheets and toasts; a held direction
/// speaks only where focus rests; every utterance is a `speak` trace event and reaches the output.
@Suite struct SpokenFeedbackTests {
    typealias Host = ViewHost<SheetModifier<VStack, ViewGroup>>

    /// The words a speech output was given, with their interrupt flags.
    final class RecordingOutput: SpeechOutput {
        var said: [(String, Bool)] = []
        var stops = 0
        var languages: [String] = []
        func speak(_ text: String, interrupt: Bool) { said.append((text, interrupt)) }
        func stop() { stops += 1 }
        func setLanguage(_ language: String) { languages.append(language) }
    }

    /// The state a test's views read.
    final class Model {
        var on = false
        var name = ""
        var sheet = false
    }

    struct Failure: Error, CustomStringConvertible { var description: String { "no daemon" } }

    static func makeHost(_ model: Model, clock: ManualClock) -> Host {
        let host = ViewHost(canvas: Size(width: 1200, height: 800), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack(spacing: 30) {
                HStack(spacing: 30) {
                    ForEach(0..<4, id: \.self) { i in
                        Button("Item \(i)") {}.accessibilityHint("Opens item \(i)").id("item-\(i)").frame(width: 200, height: 100)
                    }
                }
                Toggle("Reduce Motion", isOn: Binding(get: { model.on }, set: { model.on = $0 })).id("toggle")
                TextField("Item Name", text: Binding(get: { model.name }, set: { model.name = $0 })).id("field")
                Button("Ask") { model.sheet = true }.id("ask")
            }
            .sheet(isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 })) {
                VStack {
                    Text("Quit?")
                    Button("No") { model.sheet = false }.id("no")
                }
            }
        }
        _ = host.windowDidResize(Size(width: 1200, height: 800))
        return host
    }

    /// The `speak` events of a trace, as (text, interrupt).
    static func spoken(_ trace: [String]) -> [(String, Bool)] {
        trace.compactMap { line -> (String, Bool)? in
            guard let data = line.data(using: .utf8),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  json["event"] as? String == "speak", let text = json["text"] as? String,
                  let interrupt = json["interrupt"] as? Bool else { return nil }
            return (text, interrupt)
        }
    }

    final class Setup {
        let clock = ManualClock()
        let model = Model()
        let host: Host
        var trace: [String] = []
        let output = RecordingOutput()
        init() {
            host = SpokenFeedbackTests.makeHost(model, clock: clock)
            host.tracer.sink = { [unowned self] in self.trace.append($0) }
            host.speech.connect = { [output] in output }
        }
        /// A host with spoken feedback on, its first frames built.
        static func speaking() -> Setup {
            let s = Setup()
            s.host.speech.setEnabled(true)
            s.frames()
            return s
        }

        func frames(_ seconds: Double = 0.1) {
            _ = host.frame()
            var t = 0.0
            while t < seconds { clock.advance(by: 1.0 / 60); t += 1.0 / 60; _ = host.frame() }
        }
        func tap(_ key: Key, _ mods: KeyModifiers = []) {
            host.handle(.key(KeyPress(key: key, modifiers: mods)))
            host.handle(.key(KeyPress(key: key, modifiers: mods, phase: .up)))
            frames()
        }
        var texts: [String] { SpokenFeedbackTests.spoken(trace).map(\.0) }
    }

    @Test func offByDefaultNothingIsSpoken() {
        let s = Setup()
        s.frames()
        s.tap(.rightArrow)
        #expect(s.host.context.focusedID == "item-1")
        #expect(s.texts.isEmpty)
        #expect(s.host.speech.status == .off)
    }

    /// The reader speaks the interface's language: its own words (roles, positions, "Spoken
    /// feedback on") from the environment's catalogue, and the output is told the language so
    /// the service picks its voice — when it connects, and again when the language changes.
    @Test func theReaderSpeaksTheEnvironmentsLanguageWithItsVoice() {
        let s = Setup()
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "ko_KR")
        env.stringCatalog = StringCatalog(["ko": ["button": "버튼", "%lld of %lld": "%2$lld개 중 %1$lld번째",
                                                  "Spoken feedback on": "음성 피드백 켬"]])
        s.host.environment = env
        s.host.speech.setEnabled(true)
        s.frames()
        #expect(s.texts == ["음성 피드백 켬", "Item 0, 버튼, 4개 중 1번째"])
        #expect(s.output.languages == ["ko"])
        env.locale = Locale(identifier: "en_US")
        s.host.environment = env
        s.tap(.rightArrow)
        #expect(s.texts.last == "Item 1, button, 2 of 4")
        #expect(s.output.languages == ["ko", "en"])
    }

    @Test func focusIsReadThenItsHintAfterAPause() {
        let s = Setup.speaking()
        #expect(s.texts == ["Spoken feedback on", "Item 0, button, 1 of 4"])
        s.tap(.rightArrow)
        #expect(s.texts.last == "Item 1, button, 2 of 4")
        #expect(Self.spoken(s.trace).last?.1 == true) // a focus move interrupts
        s.frames(SpokenFeedback.hintDelay - 0.3)
        #expect(s.texts.last == "Item 1, button, 2 of 4")
        s.frames(0.5)
        #expect(s.texts.last == "Opens item 1")
        #expect(Self.spoken(s.trace).last?.1 == false) // a hint waits its turn
        // The same words reached the output, in order, with the same flags.
        #expect(s.output.said.map(\.0) == s.texts)
        #expect(s.output.said.map(\.1) == Self.spoken(s.trace).map(\.1))
    }

    @Test func aToggleAndTypedTextAreReadAsTheyChange() {
        let s = Setup.speaking()
        _ = s.host.context.focus(id: "toggle")
        s.frames()
        #expect(s.texts.last == "Reduce Motion, off, switch button")
        s.tap(.return)
        #expect(s.texts.last == "on")
        _ = s.host.context.focus(id: "field")
        s.frames()
        #expect(s.texts.last == "Item Name, text field")
        for ch in "Mi" {
            s.host.handle(.text(String(ch)))
            s.frames()
        }
        #expect(Array(s.texts.suffix(2)) == ["M", "i"])
        s.host.handle(.text(" "))
        s.frames()
        #expect(s.texts.last == "space")
        s.tap(.delete)
        #expect(s.texts.last == "space")
        #expect(s.model.name == "Mi")
        s.tap(.delete)
        #expect(s.texts.last == "i")
        // Typed faster than a frame: still one utterance per character.
        let before = s.texts.count
        s.host.handle(.text("lk"))
        s.host.handle(.text("!"))
        s.frames()
        #expect(Array(s.texts.dropFirst(before)) == ["l", "k", "!"])
        #expect(s.model.name == "Mlk!")
    }

    @Test func aHeldDirectionSpeaksOnlyWhereFocusRests() {
        let s = Setup.speaking()
        let before = s.texts.count
        s.host.handle(.key(KeyPress(key: .rightArrow)))
        // The press moves to item 1, the repeats (0.4 s, then 0.2 s) to items 2 and 3.
        s.frames(0.7)
        #expect(s.host.context.focusedID == "item-3")
        #expect(s.texts.count == before) // nothing while it repeats
        // The next repeat finds the row's end: the hold is over and focus rests, so it is read.
        s.frames(0.3)
        s.host.handle(.key(KeyPress(key: .rightArrow, phase: .up)))
        s.frames()
        #expect(Array(s.texts.dropFirst(before)) == ["Item 3, button, 4 of 4"])
    }

    /// A key of the on-screen keyboard pressed says the character it typed, as VoiceOver echoes
    /// a keyboard key's insertion (focus stays on the key, so the field's echo cannot say it).
    @Test func aKeyOfTheOnScreenKeyboardSaysWhatItTyped() {
        let s = Setup.speaking()
        _ = s.host.context.focus(id: "field")
        s.frames()
        s.host.handle(.pad(.a, pressed: true)); s.host.handle(.pad(.a, pressed: false))
        s.frames(1.5)
        #expect(s.host.isKeyboardOpen)
        let before = s.texts.count, name = s.model.name
        s.host.handle(.pad(.a, pressed: true)); s.host.handle(.pad(.a, pressed: false))
        s.frames()
        let typed = String(s.model.name.dropFirst(name.count))
        #expect(typed.count == 1, "the key typed \(typed.debugDescription)")
        // The key may be read again first (a latched shift released relabels it); what it typed
        // is said last.
        #expect(Array(s.texts.dropFirst(before)).last == (typed == " " ? "space" : typed), "\(Array(s.texts.dropFirst(before)))")
    }

    @Test func aSheetAndAToastAreAnnounced() {
        let s = Setup.speaking()
        _ = s.host.context.focus(id: "ask")
        s.frames()
        s.tap(.return)
        #expect(s.texts.suffix(2) == ["Quit?", "No, button"])
        s.host.toasts.show("Controller connected: Pad")
        s.frames()
        #expect(s.texts.last == "Controller connected: Pad")
        #expect(Self.spoken(s.trace).last?.1 == true) // the frame's first words interrupt
    }

    @Test func theKeyMapActionTurnsItOnAndOff() {
        let s = Setup()
        s.frames()
        s.tap(.character("s"), [.control, .option])
        #expect(s.host.speech.isEnabled)
        #expect(s.texts.first == "Spoken feedback on")
        s.tap(.character("s"), [.control, .option])
        #expect(!s.host.speech.isEnabled)
        #expect(s.texts.last == "Spoken feedback off")
        let count = s.texts.count
        s.tap(.rightArrow)
        #expect(s.texts.count == count)
    }

    @Test func anUnreachableSpeechServiceLeavesTheTraceAndSaysWhy() {
        let s = Setup()
        var attempts = 0
        s.host.speech.connect = { attempts += 1; throw Failure() }
        s.host.speech.setEnabled(true)
        s.frames()
        #expect(s.host.speech.status == .unavailable(reason: "no daemon"))
        #expect(s.texts == ["Spoken feedback on", "Item 0, button, 1 of 4"])
        // Turned off and on again, it is not tried a second time (one line on stderr per run).
        s.host.speech.setEnabled(false)
        s.host.speech.setEnabled(true)
        #expect(attempts == 1)
    }

    /// An output whose service stops answering after its first words, and may come back.
    final class WedgingOutput: SpeechOutput {
        var said: [String] = []
        var recovered = false
        func speak(_ text: String, interrupt: Bool) { said.append(text) }
        func stop() {}
        var failure: String? { said.isEmpty || recovered ? nil : "speech-dispatcher stopped answering" }
    }

    /// An output that stops answering makes the status say so (the Settings row), the trace goes
    /// on; the output keeps being asked (it drops words itself while down and reconnects), so
    /// once its service is back the status says so too.
    @Test func anOutputThatStopsAnsweringIsReportedAndHeardAgainWhenItRecovers() {
        let s = Setup()
        let output = WedgingOutput()
        s.host.speech.connect = { output }
        s.host.speech.setEnabled(true)
        s.frames()
        #expect(s.host.speech.status == .unavailable(reason: "speech-dispatcher stopped answering"))
        s.tap(.rightArrow)
        #expect(s.texts.last == "Item 1, button, 2 of 4")
        #expect(s.host.speech.status == .unavailable(reason: "speech-dispatcher stopped answering"))
        output.recovered = true
        s.tap(.rightArrow)
        #expect(s.texts.last == "Item 2, button, 3 of 4")
        #expect(output.said.last == "Item 2, button, 3 of 4")
        #expect(s.host.speech.status == .on)
    }

    @Test func typedEchoFollowsVoiceOver() {
        let before = AccessibilityElement(label: "Name", value: "Mil", traits: .isTextField)
        let after = AccessibilityElement(label: "Name", value: "Milk", traits: .isTextField)
        #expect(SpokenFeedback.change(from: before, to: after) == "k")
        #expect(SpokenFeedback.change(from: after, to: before) == "k")
        let replaced = AccessibilityElement(label: "Name", value: "Eggs", traits: .isTextField)
        #expect(SpokenFeedback.change(from: after, to: replaced) == "Eggs")
        let emptied = AccessibilityElement(label: "Name", value: nil, traits: .isTextField)
        #expect(SpokenFeedback.change(from: replaced, to: emptied) == "Eggs")
        let rating = AccessibilityElement(label: "Rating", value: "meh", traits: .isAdjustable)
        var rated = rating
        rated.value = "yummy"
        #expect(SpokenFeedback.change(from: rating, to: rated) == "yummy")
        #expect(SpokenFeedback.change(from: rating, to: rating) == nil)
    }
}

extension SpokenFeedbackTests {
    /// Where am I? An element of a collection (a `ForEach`, lazy or not: its
    /// whole count, built or not) says its position after its description, as VoiceOver does in
    /// lists; a lone element and a view outside any collection say none.
    @MainActor @Test func anElementOfACollectionSaysItsPosition() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 1280, height: 720), clock: clock) {
            VStack {
                Button("Settings") {}.id("settings")
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 20) {
                        ForEach(0..<1000) { i in Button("Film \(i)") {}.id("film-\(i)") }
                    }
                }
                ForEach(0..<1) { _ in Button("Alone") {}.id("alone") }
            }
        }
        host.speech.setEnabled(true)
        settle(host, clock)
        #expect(host.speech.takeSpoken().map(\.text).last == "Settings, button")
        _ = host.context.focus(id: "film-1")
        settle(host, clock)
        #expect(host.speech.takeSpoken().map(\.text).last == "Film 1, button, 2 of 1000")
        press(host, .rightArrow, clock: clock)
        #expect(host.speech.takeSpoken().map(\.text).last == "Film 2, button, 3 of 1000")
        _ = host.context.focus(id: "alone")
        settle(host, clock)
        #expect(host.speech.takeSpoken().map(\.text).last == "Alone, button")
    }
}

extension SpokenFeedbackTests {
    /// Jun could not read a recipe — its summary and ingredients are plain
    /// text, which focus never reaches. Read all (Ctrl+Alt+A, VoiceOver's VO+A) reads from the
    /// focused view on: the controls and every text between them, in reading order.
    @MainActor @Test func readAllReadsTheTextFocusNeverReaches() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 1280, height: 720), clock: clock) {
            VStack(alignment: .leading) {
                Text("Tiramisu").accessibilityAddTraits(.isHeader)
                Button("Favorite") {}.id("favorite")
                Text("Coffee-soaked ladyfingers layered with mascarpone cream.")
                Text("Ingredients")
                ForEach(["Ladyfingers", "Espresso", "Mascarpone"], id: \.self) { Text($0) }
                Text("Decoration").accessibilityHidden(true)
            }
        }
        host.speech.setEnabled(true)
        settle(host, clock)
        _ = host.speech.takeSpoken()
        _ = host.handle(.key(KeyPress(key: .character("a"), modifiers: [.control, .option])))
        settle(host, clock)
        #expect(host.speech.takeSpoken().map(\.text) == [
            "Favorite, button", "Coffee-soaked ladyfingers layered with mascarpone cream.", "Ingredients",
            "Ladyfingers", "Espresso", "Mascarpone",
        ])
    }
}
