import CSDL2
import UICore

/// Pushes real SDL events (keys, text, wheel, mouse) into SDL's queue, so a replay script goes
/// through exactly the path a live run does: ``SDLEventSource/poll()`` translates them.
///
/// Requires ``SDLSession/initialize(_:)``. Use inside ``SDLSession/withLock(_:)`` together with
/// the poll that reads the events back when other SDL users share the process.
public final class SDLEventInjector: @unchecked Sendable {
    /// SDL_TextInputEvent holds 32 bytes including the terminating NUL.
    public static let maxTextBytes = 31

    /// Window coordinates per point (the same value the event source divides by).
    public var pointScale: Double
    /// The window the events claim to come from (0 = none, as in headless runs).
    public var windowID: UInt32

    /// An injector converting points to window coordinates with `pointScale`.
    public init(pointScale: Double = 1, windowID: UInt32 = 0) {
        self.pointScale = pointScale; self.windowID = windowID
    }

    /// Pushes one key event: down (optionally a repeat) or up. Returns false when SDL refused it.
    @discardableResult
    public func pushKey(_ key: Key, modifiers: KeyModifiers = [], pressed: Bool = true, isRepeat: Bool = false) -> Bool {
        SDLSession.withLock {
            var e = SDL_Event()
            e.type = pressed ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
            e.key.timestamp = SDL_GetTicks()
            e.key.windowID = windowID
            e.key.state = UInt8(pressed ? SDL_PRESSED : SDL_RELEASED)
            e.key.repeat = isRepeat ? 1 : 0
            let sym = KeyMap.keycode(for: key)
            e.key.keysym.sym = sym
            e.key.keysym.scancode = SDL_GetScancodeFromKey(sym)
            e.key.keysym.mod = KeyMap.sdlModifiers(modifiers)
            return SDL_PushEvent(&e) == 1
        }
    }

    /// Pushes a key press followed by its release.
    public func pushKeyTap(_ key: Key, modifiers: KeyModifiers = []) {
        pushKey(key, modifiers: modifiers, pressed: true)
        pushKey(key, modifiers: modifiers, pressed: false)
    }

    /// Pushes a press and release of a chord such as `shift+tab`.
    public func pushKeyTap(_ chord: KeyChord) {
        pushKeyTap(chord.key, modifiers: chord.modifiers)
    }

    /// Types text as a keyboard does: for each character its key press, then (while text input is
    /// on, as SDL sends it then) its text, then the key's release. Upper-case letters hold Shift;
    /// characters without a key of their own (é, emoji) arrive as text only, as from an input
    /// method. Returns how many events were queued.
    @discardableResult
    public func pushTyping(_ text: String) -> Int {
        SDLSession.withLock {
            var queued = 0
            for ch in text {
                let key: Key? = ch == " " ? .space : (ch.isASCII && !ch.isWhitespace && KeyMap.keycode(for: .character(ch)) != 0
                    ? .character(Character(ch.lowercased())) : nil)
                let mods: KeyModifiers = ch.isUppercase ? [.shift] : []
                if let key, pushKey(key, modifiers: mods, pressed: true) { queued += 1 }
                queued += pushText(String(ch))
                if let key, pushKey(key, modifiers: mods, pressed: false) { queued += 1 }
            }
            return queued
        }
    }

    /// Pushes committed text as `SDL_TEXTINPUT` events of at most 31 UTF-8 bytes, split between
    /// characters. Returns how many events were queued: none while text input is stopped, as a
    /// live keyboard sends no text then (SDL_PushEvent itself would not filter them).
    @discardableResult
    public func pushText(_ text: String) -> Int {
        SDLSession.withLock {
            guard SDL_IsTextInputActive() == SDL_TRUE else { return 0 }
            var accepted = 0
            for chunk in Self.chunks(text) {
                var e = SDL_Event()
                e.type = SDL_TEXTINPUT.rawValue
                e.text.timestamp = SDL_GetTicks()
                e.text.windowID = windowID
                withUnsafeMutableBytes(of: &e.text.text) { Self.write(chunk, to: $0) }
                if SDL_PushEvent(&e) == 1 { accepted += 1 }
            }
            return accepted
        }
    }

    /// Pushes an input method's composition (`SDL_TEXTEDITING`) as SDL delivers one while text
    /// input is on: the uncommitted text (at most ``maxTextBytes`` bytes, cut at a character),
    /// the cursor at its end; empty text ends the composition. Returns false when SDL refused it
    /// or text input is off.
    @discardableResult
    public func pushComposition(_ text: String) -> Bool {
        SDLSession.withLock {
            guard SDL_IsTextInputActive() == SDL_TRUE else { return false }
            let shown = Self.chunks(text).first ?? ""
            var e = SDL_Event()
            e.type = SDL_TEXTEDITING.rawValue
            e.edit.timestamp = SDL_GetTicks()
            e.edit.windowID = windowID
            withUnsafeMutableBytes(of: &e.edit.text) { Self.write(shown, to: $0) }
            e.edit.start = Int32(shown.count)
            e.edit.length = 0
            return SDL_PushEvent(&e) == 1
        }
    }

    /// Writes a chunk (at most ``maxTextBytes`` bytes) into an event's text buffer, NUL-terminated.
    private static func write(_ chunk: String, to raw: UnsafeMutableRawBufferPointer) {
        for (i, b) in chunk.utf8.enumerated() { raw[i] = b }
        raw[chunk.utf8.count] = 0
    }

    /// Splits text into pieces of at most ``maxTextBytes`` UTF-8 bytes without cutting a character.
    static func chunks(_ text: String) -> [String] {
        var out: [String] = [], current = ""
        for ch in text {
            let piece = String(ch)
            if current.utf8.count + piece.utf8.count > maxTextBytes, !current.isEmpty {
                out.append(current); current = ""
            }
            if piece.utf8.count > maxTextBytes {
                // A giant grapheme cluster (long ZWJ sequence): split by scalars instead.
                for s in piece.unicodeScalars {
                    let p = String(s)
                    if current.utf8.count + p.utf8.count > maxTextBytes { out.append(current); current = "" }
                    current += p
                }
                continue
            }
            current += piece
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// Pushes a wheel event of `dy` notches (+ away from the user) and `dx` (+ right), with the
    /// fractional values in `preciseX/Y`. `flipped` imitates a "natural scrolling" device, which
    /// reports inverted values with `SDL_MOUSEWHEEL_FLIPPED` (pass the raw, inverted values).
    public func pushWheel(dx: Double = 0, dy: Double, flipped: Bool = false) {
        SDLSession.withLock {
            var e = SDL_Event()
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.timestamp = SDL_GetTicks()
            e.wheel.windowID = windowID
            e.wheel.x = Int32(dx.rounded(.towardZero)); e.wheel.y = Int32(dy.rounded(.towardZero))
            e.wheel.preciseX = Float(dx); e.wheel.preciseY = Float(dy)
            e.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
            _ = SDL_PushEvent(&e)
        }
    }

    /// Pushes a pointer move to a point (points; converted with ``pointScale``).
    public func pushMouseMove(to p: Point) {
        SDLSession.withLock {
            var e = SDL_Event()
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.timestamp = SDL_GetTicks()
            e.motion.windowID = windowID
            (e.motion.x, e.motion.y) = windowCoordinates(p)
            _ = SDL_PushEvent(&e)
        }
    }

    /// Pushes a left-button press or release at a point (points).
    public func pushMouseButton(at p: Point, pressed: Bool, clicks: Int = 1) {
        SDLSession.withLock {
            var e = SDL_Event()
            e.type = pressed ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
            e.button.timestamp = SDL_GetTicks()
            e.button.windowID = windowID
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.state = UInt8(pressed ? SDL_PRESSED : SDL_RELEASED)
            e.button.clicks = UInt8(Swift.max(1, Swift.min(255, clicks)))
            (e.button.x, e.button.y) = windowCoordinates(p)
            _ = SDL_PushEvent(&e)
        }
    }

    /// Pushes a move to the point, then a left click (press and release) there.
    public func pushClick(at p: Point, clicks: Int = 1) {
        pushMouseMove(to: p)
        pushMouseButton(at: p, pressed: true, clicks: clicks)
        pushMouseButton(at: p, pressed: false, clicks: clicks)
    }

    /// Pushes the window losing keyboard focus (as switching to another window would).
    public func pushFocusLost() {
        SDLSession.withLock {
            var e = SDL_Event()
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.windowID = windowID
            e.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            _ = SDL_PushEvent(&e)
        }
    }

    /// Pushes a quit request (as closing the window would).
    public func pushQuit() {
        SDLSession.withLock {
            var e = SDL_Event()
            e.type = SDL_QUIT.rawValue
            _ = SDL_PushEvent(&e)
        }
    }

    private func windowCoordinates(_ p: Point) -> (Int32, Int32) {
        (Int32((p.x * pointScale).rounded()), Int32((p.y * pointScale).rounded()))
    }
}
