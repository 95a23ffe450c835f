@testable import SDLBackend
import Testing

/// When a poll of SDL's events pumps SDL's sources (``EventPumpPolicy``): not right after a
/// wait that ran out its time with X silent, but at least every tenth of a second, after any
/// wait something ended, and always while text is typed.
struct EventPumpPolicyTests {
    /// A policy whose first poll, at 5 s, pumped.
    static func pumpedAtFive() -> EventPumpPolicy {
        var policy = EventPumpPolicy()
        _ = policy.shouldPump(at: 5, textInput: false)
        return policy
    }

    @Test func theFirstPollPumpsEvenAfterAQuietWait() {
        var policy = EventPumpPolicy()
        policy.waited(quietly: true)
        let pumps = policy.shouldPump(at: 5, textInput: false)
        #expect(pumps)
        #expect(policy.lastPump == 5)
    }

    @Test func aPollRightAfterAQuietWaitTakesOnlyWhatIsQueued() {
        var policy = Self.pumpedAtFive()
        // An animation's frames: each turn waits out its pacing sleep with nothing from X.
        var pumped = 0
        for frame in 1...5 {
            policy.waited(quietly: true)
            if policy.shouldPump(at: 5 + Double(frame) / 60, textInput: false) { pumped += 1 }
        }
        #expect(pumped == 0)
    }

    @Test func aQuietStretchStillPumpsEveryTenthOfASecond() {
        var policy = Self.pumpedAtFive()
        var pumpedAt: [Int] = []
        // Frames 1/64 s apart (exact in binary, near 60 Hz): 0.1 s is 6.4 frames, so every
        // seventh frame pumps.
        for frame in 1...60 {
            policy.waited(quietly: true)
            if policy.shouldPump(at: 5 + Double(frame) / 64, textInput: false) { pumpedAt.append(frame) }
        }
        #expect(pumpedAt == [7, 14, 21, 28, 35, 42, 49, 56])
    }

    @Test func aWaitThatSomethingEndedIsFollowedByAPump() {
        var policy = Self.pumpedAtFive()
        policy.waited(quietly: false)
        let pumps = policy.shouldPump(at: 5.01, textInput: false)
        #expect(pumps)
    }

    @Test func aTurnWithNoWaitPumps() {
        var policy = Self.pumpedAtFive()
        policy.waited(quietly: true)
        let pumps = policy.shouldPump(at: 5.01, textInput: false)
        #expect(!pumps)
        // The next turn did not wait (a frame was due at once): the quiet wait is spent.
        let next = policy.shouldPump(at: 5.02, textInput: false)
        #expect(next)
    }

    @Test func typingTextAlwaysPumps() {
        var policy = EventPumpPolicy()
        _ = policy.shouldPump(at: 5, textInput: true)
        policy.waited(quietly: true)
        let pumps = policy.shouldPump(at: 5.01, textInput: true)
        #expect(pumps)
    }
}
