import FocusEngine
import Foundation
import UICore

/// A VoiceOver-like reader: with spoken feedback on, each frame it speaks what changed for a
/// person who cannot see the screen — where focus landed (label, value, traits), then after a
/// pause its hint; the focused control's new value (a rating, a toggle, each typed character);
/// a new screen's title; a sheet's message; toasts. Each utterance interrupts the one in
/// progress, except the ones that follow it in the same frame and hints, which wait their turn.
/// While a held direction repeats, nothing is said until focus rests.
///
/// Every utterance is a `speak` trace event, so a replay checks speech without audio; the words
/// go on to a ``SpeechOutput`` when ``connect`` gives one. Off by default.
public final class SpokenFeedback {
    /// VoiceOver's pause between an element and its hint: about one second on tvOS 17 and iOS 17
    /// with the default speaking rate (timed by ear; Apple documents no figure).
    public static let hintDelay = 1.0
    /// What the log of recent utterances keeps when no one reads it (``takeSpoken()``): enough
    /// for a replay's `expect speak` between two lines, bounded so a long soak cannot grow it.
    static let logLimit = 256

    /// Makes the platform's speech output, called when spoken feedback turns on; nil (replays,
    /// tests) traces the words without speaking them. It must not wait on the speech service
    /// (connect in the background): it is called on the app's thread. A throw makes the status
    /// ``SpeechStatus/unavailable(reason:)`` for the run, reported once on stderr; an output that
    /// fails later (``SpeechOutput/failure``) is reported once per outage and heard again when
    /// it recovers.
    public var connect: (() throws -> any SpeechOutput)?
    /// Asked to turn spoken feedback on or off by the key map's `speech` action (Ctrl+Alt+S):
    /// an app that keeps the setting persists it and calls ``setEnabled(_:)``; without one the
    /// reader turns itself on or off.
    public var onToggleRequest: ((Bool) -> Void)?
    /// Whether spoken feedback is on, and whether its words can be heard.
    public private(set) var status = SpeechStatus.off
    /// Whether spoken feedback is on.
    public var isEnabled: Bool { status.isOn }
    /// Whether the platform's screen reader (Orca) runs and reads the app: spoken feedback, on
    /// or off, then says nothing (``SpeechStatus/screenReader``). The view host sets it each frame
    /// from its ``PlatformAccessibility``.
    public var screenReaderRunning = false {
        didSet {
            guard screenReaderRunning != oldValue else { return }
            if screenReaderRunning {
                output?.stop()
                pendingHint = nil
                if isEnabled { tracer.warn("spoken feedback: a screen reader is running and reads the app; spoken feedback stays silent") }
            } else if isEnabled {
                // Back on its own: it reads the screen again, as when turned on.
                readScreenAfresh()
            }
            refreshStatus()
        }
    }

    private let tracer: Tracer
    private var output: (any SpeechOutput)?
    /// Making the output failed this run: its reason, so it is reported (and tried) once.
    private var failure: String?
    /// The output's failure last reported on stderr, nil while it works (each outage is said once).
    private var reportedOutage: String?
    /// Turned on since the last frame: the next frame says so and reads the screen.
    private var justEnabled = false
    /// The focused id last spoken, and how its element read then.
    private var spokenFocus: ViewID?
    private var spokenElement: AccessibilityElement?
    private var focusSpoken = false
    /// Whether focus moved during a held direction and waits to be read where it rests: letting
    /// go of the direction then needs a frame (``InputRouter`` asks for one).
    public private(set) var awaitsRest = false
    /// The scene last announced.
    private var spokenScene: SceneID?
    /// The heading of the part of the screen focus was last in (nil: none).
    private var spokenHeading: String?
    /// Whether a sheet showed in the last frame.
    private var sheetShown = false
    /// Whether a context menu showed in the last frame.
    private var menuShown = false
    /// Characters typed into the focused field since the last frame, each echoed on its own.
    private var typed: [Character] = []
    /// Messages announced since the last frame, said after what the frame itself says.
    private var announcements: [String] = []
    /// The focused element's hint and when it is due.
    private var pendingHint: (text: String, due: Double)?
    /// The language the reader speaks and the catalogue its own words come from: the last
    /// frame's root environment (``EnvironmentValues/locale``); the output is told when it changes.
    private var words = EnvironmentValues()
    /// The locale whose language the output was last told (nil: not yet, for this output).
    private var spokenLocale: Locale?
    /// Utterances since ``takeSpoken()`` last ran, oldest first (at most ``logLimit``).
    private var log: [(text: String, interrupt: Bool)] = []

    init(tracer: Tracer) { self.tracer = tracer }

    /// Turns spoken feedback on or off. Turning it on connects the speech output (once; a failure
    /// is one line on stderr and the words are then only traced) and makes the next frame say
    /// "Spoken feedback on" and read the screen and focus; off says "Spoken feedback off".
    public func setEnabled(_ on: Bool) {
        guard on != isEnabled else { return }
        if on {
            if output == nil, failure == nil, let connect {
                do { output = try connect() } catch { fail("\(error)") }
                spokenLocale = nil
            }
            status = .on
            refreshStatus()
            readScreenAfresh()
        } else {
            speak(words.localized("Spoken feedback off"), interrupt: true)
            status = .off
            pendingHint = nil
        }
    }

    /// Makes the next frame say "Spoken feedback on" and read the screen, its sheet or menu
    /// and focus as if never read (turned on, or a screen reader that spoke for it quit).
    private func readScreenAfresh() {
        justEnabled = true
        spokenFocus = nil
        spokenElement = nil
        spokenScene = nil
        sheetShown = false
        menuShown = false
    }

    /// The key map's `speech` action: asks the app to flip the setting, else flips it here.
    public func toggle() {
        if let onToggleRequest { onToggleRequest(!isEnabled) } else { setEnabled(!isEnabled) }
    }

    /// Says `text` (traced as a `speak` event, and spoken when an output is connected); nothing
    /// while spoken feedback is off.
    public func speak(_ text: String, interrupt: Bool) {
        // Words, not marks: what espeak-ng would misread is said as words (``SpokenWords``).
        let text = SpokenWords.words(for: text, in: words)
        guard isEnabled, !screenReaderRunning, !text.isEmpty else { return }
        tracer.emit(.speak(text: text, interrupt: interrupt))
        log.append((text, interrupt))
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
        output?.speak(text, interrupt: interrupt)
        refreshStatus()
    }

    /// Reads whether the words can be heard now (the output may have failed or come back since)
    /// into ``status``; an outage is reported once on stderr, its end too. Called as spoken
    /// feedback speaks and each frame.
    public func refreshStatus() {
        guard isEnabled else { return }
        if screenReaderRunning { status = .screenReader; return }
        guard let problem = failure ?? output?.failure else {
            if reportedOutage != nil, failure == nil {
                reportedOutage = nil
                tracer.warn("spoken feedback: speech is back")
            }
            status = .on
            return
        }
        status = .unavailable(reason: problem)
        guard reportedOutage == nil else { return }
        reportedOutage = problem
        tracer.warn("spoken feedback: speech is unavailable (\(problem)); the app runs on silently")
    }

    /// Making the output failed: reported once on stderr, the words go on only into the trace.
    private func fail(_ problem: String) {
        output = nil
        guard failure == nil else { return }
        failure = problem
        refreshStatus()
    }

    /// Announces a message shown to everyone (a toast, a footer confirmation): the next frame says
    /// it after what that frame says of focus and values (a favourite's "on", then "Added … to
    /// Favorites"), as VoiceOver reads an announcement after the element that caused it.
    public func announce(_ message: String) {
        guard isEnabled, !message.isEmpty else { return }
        announcements.append(message)
        if announcements.count > Self.logLimit { announcements.removeFirst() }
    }

    /// Text typed into the focused field: the next frame echoes it character by character, as
    /// VoiceOver does, however many characters arrived since the last frame.
    public func echo(typed text: String) {
        guard isEnabled else { return }
        typed += text
        if typed.count > Self.logLimit { typed.removeFirst(typed.count - Self.logLimit) }
    }

    /// The utterances since the last call, oldest first (a replay's `expect speak` reads them).
    public func takeSpoken() -> [(text: String, interrupt: Bool)] {
        defer { log.removeAll() }
        return log
    }

    /// When the focused element's hint is due (or now, for an announcement waiting for a frame),
    /// nil when nothing waits.
    public func nextDeadline(after now: Double) -> Double? {
        guard isEnabled else { return nil }
        if !announcements.isEmpty { return now }
        return pendingHint?.due
    }

    /// Reads what changed in a laid-out frame: the scene (titled `sceneTitle`), a sheet appearing,
    /// focus landing (unless `holdingDirection`: a held direction speaks only where focus rests),
    /// the focused element's value, and a hint come due at `now`.
    func frameDidBuild(tree: Node, focusedID: ViewID?, scene: SceneID, sceneTitle: String?, holdingDirection: Bool, now: Double) {
        guard isEnabled, !screenReaderRunning else { return }
        var interrupt = true // the frame's first utterance interrupts; the ones after it follow it
        func say(_ text: String) {
            guard !text.isEmpty else { return }
            speak(text, interrupt: interrupt)
            interrupt = false
        }
        words.locale = tree.environment.locale
        words.stringCatalog = tree.environment.stringCatalog
        if let output, words.locale != spokenLocale {
            output.setLanguage(Self.speechLanguage(of: words.locale))
            spokenLocale = words.locale
        }
        if justEnabled { say(words.localized("Spoken feedback on")); justEnabled = false }
        let focusedNode = focusedID.flatMap { tree.find(id: $0) }
        let element = focusedNode.flatMap(AccessibilityElement.init(node:))
        if scene != spokenScene {
            spokenScene = scene
            // Focus moving along the tab bar changes the screen: the tab's own words name it.
            if let sceneTitle, element?.label != sceneTitle { say(sceneTitle) }
        }
        let sheet = tree.find(id: SheetAttributes.id)
        if let sheet, !sheetShown { say(AccessibilityElement.joined(AccessibilityElement.staticTexts(inside: sheet))) }
        sheetShown = sheet != nil
        // A context menu opening says so and how many items it has, before its first item.
        let menu = tree.find(id: ContextMenuPresenter.panelID)
        if let menu, !menuShown {
            var items = 0
            menu.visit { n in
                if n.action != nil { items += 1 }
                return true
            }
            say(items == 1 ? words.localized("Menu, 1 item") : words.localized("Menu, \(items) items"))
        }
        menuShown = menu != nil
        awaitsRest = holdingDirection && focusedID != spokenFocus
        if focusedID != spokenFocus {
            if !holdingDirection {
                spokenFocus = focusedID
                spokenElement = element
                pendingHint = nil
                // Entering a part of the screen under another heading says the heading first.
                let heading = focusedID.flatMap { Self.heading(of: $0, in: tree) }
                // (A screen's title heading was just said as the screen's name.)
                if let heading, heading != spokenHeading, heading != sceneTitle, element != nil { say("\(heading), \(words.localized("heading"))") }
                if element != nil { spokenHeading = heading }
                if let element {
                    say(Self.withPosition(element.spokenDescription, of: focusedID, in: tree))
                    pendingHint = element.hint.map { ($0, now + Self.hintDelay) }
                }
            }
        } else if let element, element != spokenElement {
            let before = spokenElement
            spokenElement = element
            if before == nil {
                // Focus landed on a view not built yet (a lazy item a `@FocusState` write named):
                // it is read whole once built, as if focus had just landed.
                say(Self.withPosition(element.spokenDescription, of: focusedID, in: tree))
                pendingHint = element.hint.map { ($0, now + Self.hintDelay) }
            } else if element.traits.contains(.isTextField), !typed.isEmpty {
                for character in typed { say(Self.spoken(Substring(String(character)), in: words)) }
            } else if let change = Self.change(from: before, to: element, in: words) {
                say(change)
            }
        }
        typed.removeAll()
        for message in announcements { say(message) }
        announcements.removeAll()
        if let hint = pendingHint, now + 1e-9 >= hint.due {
            pendingHint = nil
            speak(hint.text, interrupt: false)
        }
    }

    /// The language code a speech service is given for `locale` ("ko", "ja", "en"): the
    /// language alone, which speech-dispatcher maps to its synthesiser's voice for it.
    static func speechLanguage(of locale: Locale) -> String {
        locale.language.languageCode?.identifier ?? "en"
    }

    /// What a reader says for the focused view: its description and, in a collection, where it
    /// sits ("Tiramisu, 30 minutes, button, 3 of 11": ``CollectionPosition``).
    static func withPosition(_ description: String, of id: ViewID?, in tree: Node) -> String {
        guard let id, let position = CollectionPosition.of(path: tree.path(to: id)) else { return description }
        return description + ", " + position.spoken(in: tree.environment)
    }

    /// The heading of the part of the screen the view `id` is in: the last view marked
    /// `.isHeader` before it, in reading order, inside its nearest focus section or modal scope
    /// (the whole screen when it has none); nil when there is none.
    static func heading(of id: ViewID, in tree: Node) -> String? {
        let path = tree.path(to: id)
        guard let target = path.last else { return nil }
        let scope = path.dropLast().last { n in n.focus.map { $0.isSection || $0.isScope } ?? false } ?? tree
        var heading: String?
        var reached = false
        scope.visit { n in
            guard !reached else { return false }
            if n === target { reached = true; return false }
            if n.accessibility.isHidden == true { return false }
            if n.accessibility.addedTraits.contains(.isHeader), let e = AccessibilityElement(node: n), !e.label.isEmpty {
                heading = e.label
                return false
            }
            return true
        }
        return reached ? heading : nil
    }

    /// What a reader says when the focused element changes under focus: a text field echoes the
    /// characters typed or deleted (as VoiceOver does), another control its new value, else its
    /// new label; nil when nothing it says changed.
    static func change(from old: AccessibilityElement?, to new: AccessibilityElement,
                       in words: EnvironmentValues = EnvironmentValues()) -> String? {
        if new.traits.contains(.isTextField) {
            let before = old?.value ?? "", after = new.value ?? ""
            guard before != after else { return nil }
            if after.hasPrefix(before) { return spoken(after.dropFirst(before.count), in: words) }
            if before.hasPrefix(after) { return spoken(before.dropFirst(after.count), in: words) }
            return after.isEmpty ? words.localized("empty") : after
        }
        if new.value != old?.value { return new.value ?? words.localized("no value") }
        if new.label != old?.label { return new.label }
        if new.traits.contains(.isSelected) != old?.traits.contains(.isSelected) {
            return words.localized(new.traits.contains(.isSelected) ? "selected" : "not selected")
        }
        return nil
    }

    /// Typed characters as VoiceOver echoes them: a space is "space" (in `words`' language).
    static func spoken(_ characters: Substring, in words: EnvironmentValues = EnvironmentValues()) -> String {
        characters == " " ? words.localized("space") : String(characters)
    }
}
