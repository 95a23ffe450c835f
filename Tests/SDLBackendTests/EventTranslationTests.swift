import CSDL2
import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// Injected SDL events come back from the shared event source as the right InputEvents.
@Suite(.serialized)
struct EventTranslationTests {
    /// A headless target with an empty queue.
    private func target(scale: Double = 1) throws -> HeadlessTarget {
        let t = try HeadlessTarget(width: 64, height: 64, scale: scale, assets: Snapshot.assets())
        _ = t.poll()
        return t
    }

    @Test func arrowKeysDownRepeatUp() throws {
        try SDLSession.withLock {
            let t = try target()
            t.injector.pushKey(.rightArrow)
            t.injector.pushKey(.rightArrow, isRepeat: true)
            t.injector.pushKey(.rightArrow, pressed: false)
            #expect(t.poll() == [
                .key(KeyPress(key: .rightArrow, phase: .down)),
                .key(KeyPress(key: .rightArrow, phase: .repeat)),
                .key(KeyPress(key: .rightArrow, phase: .up)),
            ])
        }
    }

    @Test func namedKeysAndModifiers() throws {
        try SDLSession.withLock {
            let t = try target()
            let keys: [Key] = [.upArrow, .downArrow, .leftArrow, .tab, .return, .space, .escape, .delete,
                               .deleteForward, .home, .end, .pageUp, .pageDown]
            for k in keys { t.injector.pushKey(k) }
            t.injector.pushKey(.tab, modifiers: .shift)
            t.injector.pushKey(.character("a"), modifiers: [.shift, .command])
            t.injector.pushKey(.character("7"), modifiers: .control)
            t.injector.pushKey(.character("q"), modifiers: .option)
            let got = t.poll()
            #expect(got.count == keys.count + 4)
            for (i, k) in keys.enumerated() {
                guard case .key(let press) = got[i] else { Issue.record("not a key: \(got[i])"); continue }
                #expect(press.key == k && press.phase == .down && press.modifiers.isEmpty)
            }
            #expect(got[keys.count] == .key(KeyPress(key: .tab, characters: "\t", modifiers: .shift)))
            #expect(got[keys.count + 1] == .key(KeyPress(key: .character("a"), characters: "A", modifiers: [.shift, .command])))
            #expect(got[keys.count + 2] == .key(KeyPress(key: .character("7"), modifiers: .control)))
            #expect(got[keys.count + 3] == .key(KeyPress(key: .character("q"), modifiers: .option)))
        }
    }

    @Test func textInputIsDeliveredAndSplitIntoSmallEvents() throws {
        try SDLSession.withLock {
            let t = try target()
            t.events.startTextInput()
            #expect(t.injector.pushText("Baklava") == 1)
            #expect(t.poll() == [.text("Baklava")])
            let long = "Crème brûlée with 🍓 strawberries and a long tail of words"
            let n = t.injector.pushText(long)
            #expect(n >= 3)
            let texts = t.poll().compactMap { if case .text(let s) = $0 { return s } else { return nil } }
            #expect(texts.count == n)
            #expect(texts.joined() == long)
            #expect(texts.allSatisfy { $0.utf8.count <= 31 })
        }
    }

    @Test func stoppedTextInputDropsText() throws {
        try SDLSession.withLock {
            let t = try target()
            t.events.stopTextInput()
            #expect(!t.events.isTextInputActive)
            #expect(t.injector.pushText("ignored") == 0)
            #expect(t.poll().isEmpty)
            t.events.startTextInput()
            #expect(t.events.isTextInputActive)
        }
    }

    /// The headless target turns text input off and on as the live window does, so
    /// replayed letters outside a text field arrive only as key presses (never twice).
    @Test func headlessTargetSwitchesTextInputLikeTheWindow() throws {
        try SDLSession.withLock {
            let t = try target()
            defer { t.events.startTextInput() }
            t.setTextInput(false)
            #expect(t.injector.pushTyping("Ab") == 4)
            #expect(t.poll() == [
                .key(KeyPress(key: .character("a"), characters: "A", modifiers: .shift)),
                .key(KeyPress(key: .character("a"), characters: "A", modifiers: .shift, phase: .up)),
                .key(KeyPress(key: .character("b"))),
                .key(KeyPress(key: .character("b"), phase: .up)),
            ])
            t.setTextInput(true)
            #expect(t.injector.pushTyping("é ") == 4)
            #expect(t.poll() == [
                .text("é"),
                .key(KeyPress(key: .space, characters: " ")), .text(" "), .key(KeyPress(key: .space, characters: " ", phase: .up)),
            ])
        }
    }

    @Test func wheelUsesPreciseValuesAndUnflips() throws {
        try SDLSession.withLock {
            let t = try target()
            t.injector.pushWheel(dy: 3)
            t.injector.pushWheel(dy: -1.5)
            t.injector.pushWheel(dy: -2, flipped: true)
            #expect(t.poll() == [.wheel(dx: 0, dy: 3), .wheel(dx: 0, dy: -1.5), .wheel(dx: 0, dy: 2)])
        }
    }

    @Test func mouseEventsAreScaledBetweenPointsAndWindowCoordinates() throws {
        try SDLSession.withLock {
            let t = try target()
            t.pointScale = 2
            t.injector.pushMouseMove(to: Point(x: 10.5, y: 20))
            #expect(t.poll() == [.pointerMoved(Point(x: 10.5, y: 20))])
        }
    }

    @Test func mouseEventsArriveInPoints() throws {
        try SDLSession.withLock {
            let t = try target(scale: 0.5)
            t.injector.pushClick(at: Point(x: 400, y: 300))
            #expect(t.poll() == [
                .pointerMoved(Point(x: 400, y: 300)),
                .pointerButton(Point(x: 400, y: 300), pressed: true, clicks: 1),
                .pointerButton(Point(x: 400, y: 300), pressed: false, clicks: 1),
            ])
            t.injector.pushMouseButton(at: Point(x: 10, y: 10), pressed: true, clicks: 2)
            #expect(t.poll() == [.pointerButton(Point(x: 10, y: 10), pressed: true, clicks: 2)])
        }
    }

    @Test func virtualGamepadButtons() throws {
        try SDLSession.withLock {
            let t = try target()
            let pad = try VirtualGamepad()
            defer { pad.detach() }
            _ = t.poll()        // device-added: the source opens the pad
            #expect(t.events.padFamily != nil)
            pad.tap(.a)
            pad.press(.dpadLeft)
            pad.release(.dpadLeft)
            pad.tap(PadButton.menu)
            #expect(t.poll() == [
                .controllerActive(family: .other), // the first press from this pad
                .pad(.a, pressed: true), .pad(.a, pressed: false),
                .pad(.dpadLeft, pressed: true), .pad(.dpadLeft, pressed: false),
                .pad(.start, pressed: true), .pad(.start, pressed: false),
            ])
            for b in PadButton.allCases where b != .guide {
                pad.tap(b)
                #expect(t.poll() == [.pad(b, pressed: true), .pad(b, pressed: false)], "button \(b)")
            }
            // SDL holds a guide release back until the button has been down 250 ms
            // (SDL_MINIMUM_GUIDE_BUTTON_DELAY_MS), so the release arrives on a later poll.
            pad.tap(.guide)
            #expect(t.poll() == [.pad(.guide, pressed: true)])
            Thread.sleep(forTimeInterval: 0.3)
            pad.release(.guide)
            #expect(t.poll() == [.pad(.guide, pressed: false)])
        }
    }

    /// The assets' own mappings (the Xbox-family virtual pad needs its line to use buttons for the D-pad).
    private func loadShippedMappings() throws {
        let problems = ControllerMappings.load([Snapshot.assets().root.appendingPathComponent("gamecontrollerdb.txt")])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func eachFamilyIntroducesItselfAndItsButtonsArePositional() throws {
        try SDLSession.withLock {
            let t = try target()
            try loadShippedMappings()
            for family in [PadFamily.xbox, .playstation, .nintendo] {
                let pad = try VirtualGamepad(family: family)
                let name = VirtualGamepad.identity(of: family).name
                #expect(t.poll() == [.controllerConnected(name: name, family: family)])
                // SDL's A is the bottom face button on every family (no label swap on Nintendo).
                pad.tap(.a)
                pad.tap(.dpadDown)
                #expect(t.poll() == [.controllerActive(family: family), .pad(.a, pressed: true), .pad(.a, pressed: false),
                                     .pad(.dpadDown, pressed: true), .pad(.dpadDown, pressed: false)], "\(family)")
                pad.press(.dpadRight)
                pad.detach()  // unplugged in the middle of a hold
                let events = t.poll()
                #expect(events.last == .controllerDisconnected(name: name, family: family), "\(events)")
                #expect(t.events.connectedControllers == 0)
            }
        }
    }

    @Test func theLastUsedPadWinsAmongSeveral() throws {
        try SDLSession.withLock {
            let t = try target()
            try loadShippedMappings()
            let xbox = try VirtualGamepad(family: .xbox), ps = try VirtualGamepad(family: .playstation)
            defer { xbox.detach(); ps.detach() }
            _ = t.poll()
            #expect(t.events.connectedControllers == 2)
            ps.tap(.b)
            xbox.tap(.b)
            xbox.tap(.a)
            #expect(t.poll() == [.controllerActive(family: .playstation), .pad(.b, pressed: true), .pad(.b, pressed: false),
                                 .controllerActive(family: .xbox), .pad(.b, pressed: true), .pad(.b, pressed: false),
                                 .pad(.a, pressed: true), .pad(.a, pressed: false)])
            #expect(t.events.padFamily == .xbox)
        }
    }

    @Test func windowFocusLossArrives() throws {
        try SDLSession.withLock {
            let t = try target()
            t.injector.pushFocusLost()
            #expect(t.poll() == [.focusLost])
        }
    }

    /// Numbers SDL 2.26 reads into an `int` without a range check (`a:b2147483648` wrapped to a
    /// negative index and crashed SDL when the pad opened) and hats or modifiers SDL drops without
    /// a word are problems with the line; every number within range passes.
    @Test func mappingNumbersAreCheckedAgainstSDLsRanges() {
        let guid = "ff0000005e040000ea02000000007601"
        let bad: [(String, String)] = [
            ("a:b2147483648", "button numbers go from 0 to 255"), ("leftx:a2147483648", "axis numbers go from 0 to 255"),
            ("dpup:h2147483648.1", "hat numbers go from 0 to 9"), ("dpup:h0.2147483648", "a hat direction is 1, 2, 4 or 8"),
            ("dpup:h0.3", "a hat direction is 1, 2, 4 or 8"), ("a:b256", "button numbers go from 0 to 255"),
            ("a:b0001", "button numbers go from 0 to 255"), ("a:+b1", "only an axis (aN) takes +, - or ~"),
            ("dpup:h0.1~", "only an axis (aN) takes +, - or ~"), ("+a:b1", "only an axis (leftx, lefttrigger…) takes a + or - half"),
            ("leftx:a", "bad binding 'a' for 'leftx'"), ("leftx:a-1", "bad binding 'a-1' for 'leftx'"),
            ("crc:12345", "bad crc '12345' (4 hex digits)"), ("platform:", "the platform field is empty"),
            ("platform:Linux,platform:Linux", "more than one platform field"),
        ]
        for (field, message) in bad {
            let platform = field.contains("platform:") ? "" : "platform:Linux,"
            let problem = ControllerMappings.check("\(guid),Pad,\(field),\(platform)").problem
            #expect(problem?.contains(message) == true, "\(field): \(problem ?? "accepted")")
        }
        for field in ["a:b255", "leftx:a0", "lefttrigger:+a5", "-leftx:-a0~", "+righty:a3~", "dpup:h9.8", "dpleft:h0.8", "crc:0a1F"] {
            #expect(ControllerMappings.check("\(guid),Pad,\(field),platform:Linux,").problem == nil, "\(field)")
        }
        // Another platform's line is skipped unread, as SDL's own loader does.
        let other = ControllerMappings.check("\(guid),Pad,a:b2147483648,platform:NotThisOne,")
        #expect(other.problem == nil && !other.forThisPlatform)
        #expect(ControllerMappings.check("not-a-guid-at-all-but-32-chars!!,Pad,a:b0,").problem?.contains("bad controller GUID") == true)
    }

    @Test func badMappingLinesAreReportedWithTheirLineAndSkipped() throws {
        try SDLSession.withLock {
            _ = try target()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("gamecontrollerdb-\(UUID().uuidString).txt")
            try """
            # a comment, then a good line, four bad ones and another platform's line
            03000000091200000100000000000000,Test Pad,a:b0,b:b1,platform:Linux,
            not a mapping
            0300000009120000010000000000000,Short GUID,a:b0,platform:Linux,
            03000000091200000200000000000000,Bad Binding,a:q9,platform:Linux,
            03000000091200000300000000000000,Bad Element,jump:b0,platform:Linux,
            03000000091200000400000000000000,Other OS,a:b0,platform:Windows,
            """.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let problems = ControllerMappings.load([file])
            #expect(problems.count == 4, "\(problems)")
            #expect(problems.map { $0.split(separator: ":").dropFirst().first.map(String.init) ?? "" } == ["3", "4", "5", "6"])
            #expect(problems.allSatisfy { $0.hasPrefix(file.path + ":") })
            #expect(problems[2].contains("bad binding 'q9'"))
            // The good line was added: SDL knows a mapping for its GUID.
            let guid = SDL_JoystickGetGUIDFromString("03000000091200000100000000000000")
            let raw = SDL_GameControllerMappingForGUID(guid)
            let mapping = raw.map { String(cString: $0) }
            SDL_free(raw)
            #expect(mapping?.contains("Test Pad") == true)
        }
    }

    @Test func virtualGamepadStickWithDeadzone() throws {
        try SDLSession.withLock {
            let t = try target()
            let pad = try VirtualGamepad()
            defer { pad.detach() }
            _ = t.poll()
            pad.setStick(x: 0.30, y: 0)
            #expect(t.poll() == [.controllerActive(family: .other), .stick(x: 0.3, y: 0)])
            pad.setStick(x: 0.30, y: -0.5)
            #expect(t.poll() == [.stick(x: 0.3, y: -0.5)])
            pad.setStick(x: 0.05, y: 0.1)   // inside the deadzone on both axes
            #expect(t.poll() == [.stick(x: 0, y: 0)])
            pad.setStick(x: 0, y: 0)
            #expect(t.poll().isEmpty)
            pad.setStick(x: 1, y: 1)
            #expect(t.poll() == [.stick(x: 1, y: 1)])
            pad.setStick(x: 0, y: 0)
            #expect(t.poll() == [.stick(x: 0, y: 0)])
        }
    }

    @Test func quitIsTranslated() throws {
        try SDLSession.withLock {
            let t = try target()
            t.injector.pushQuit()
            #expect(t.poll() == [.quit])
        }
    }

    @Test func anExposedWindowAsksForARedraw() throws {
        try SDLSession.withLock {
            let t = try target()
            _ = t.poll()
            var e = SDL_Event()
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
            var out: [InputEvent] = []
            t.events.translate(e, into: &out)
            #expect(out == [.exposed])
        }
    }

    @Test func waitingReturnsWhenAnEventIsQueuedAndTimesOutOtherwise() throws {
        try SDLSession.withLock {
            let t = try target()
            _ = t.poll()
            let start = Date()
            #expect(!t.events.wait(timeout: 0.05))
            #expect(Date().timeIntervalSince(start) >= 0.04)
            t.injector.pushQuit()
            #expect(t.events.wait(timeout: 5))
            #expect(t.poll() == [.quit])
        }
    }

    @Test func liveWindowFailsClearlyWithoutADisplay() throws {
        let env = ProcessInfo.processInfo.environment
        guard env["DISPLAY"] == nil, env["WAYLAND_DISPLAY"] == nil else { return }
        try SDLSession.withLock {
            _ = try target()   // make sure SDL is up (headless)
            do {
                _ = try SDLWindow(width: 320, height: 200, assets: Snapshot.assets())
                Issue.record("a window opened without a display")
            } catch let e as SDLError {
                #expect(e.message.contains("no display available"))
                #expect(!e.message.contains("\n"))
            }
        }
    }
}

extension EventTranslationTests {
    /// Every key a TV remote sends (and every other named key) goes through SDL's queue
    /// and comes back as itself, SDL's named ones and those SDL 2 has no code for alike (the live
    /// window's X key translation gives those the same codes).
    @Test func everyNamedKeyRoundTripsTheRemotesIncluded() throws {
        try SDLSession.withLock {
            let t = try target()
            for k in Key.named {
                t.injector.pushKey(k)
                t.injector.pushKey(k, pressed: false)
            }
            let got = t.poll()
            let downs = got.compactMap { event -> Key? in
                guard case .key(let press) = event, press.phase == .down else { return nil }
                return press.key
            }
            #expect(downs == Key.named)
            #expect(got.count == Key.named.count * 2)
        }
    }

    /// Key names parse back to their keys, the aliases people type included.
    @Test func remoteKeyNamesParse() {
        for k in Key.named { #expect(Key(named: k.description) == k, "\(k)") }
        #expect(Key(named: "XF86Back") == .back)
        #expect(Key(named: "play-pause") == .playPause)
        #expect(Key(named: "channel-up") == .channelUp)
        #expect(Key(named: "ok") == .select)
        #expect(Key(named: "Q") == .character("q"))
        #expect(Key(named: "volumeup") == nil)
    }
}

extension EventTranslationTests {
    /// An input method's composition (SDL_TEXTEDITING) arrives as itself, in
    /// order with the committed text; an empty one ends it.
    @Test func anInputMethodsCompositionArrivesInOrder() throws {
        try SDLSession.withLock {
            let t = try target()
            t.events.startTextInput()
            t.injector.pushComposition("ㄱ")
            t.injector.pushComposition("기")
            t.injector.pushComposition("")
            _ = t.injector.pushText("김")
            #expect(t.poll() == [.composition("ㄱ"), .composition("기"), .composition(""), .text("김")])
        }
    }
}
