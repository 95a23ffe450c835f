import Testing
import Widgets

/// Restarting a failing extension with back-off, and reload requests (W3 faults).
@Suite struct SupervisionTests {
    @Test func delaysDoubleUpToTheCapAndResetAfterAHealthyRun() {
        var b = RestartBackoff()
        var delays: [Double] = []
        var t = 0.0
        for _ in 0..<8 {
            b.started(at: t)
            t += 1
            delays.append(b.failed(at: t))
        }
        #expect(delays == [0.25, 0.5, 1, 2, 4, 8, 8, 8])
        b.started(at: t)
        #expect(b.failed(at: t + RestartBackoff.healthyInterval) == RestartBackoff.initialDelay)
        #expect(b.consecutiveFailures == 1)
    }

    @Test func reloadRequestsAreTakenOnce() {
        let center = WidgetCenter()
        #expect(center.takeReloadRequests() == .kinds([]))
        center.reloadTimelines(ofKind: "caffeine")
        center.reloadTimelines(ofKind: "caffeine")
        let r = center.takeReloadRequests()
        #expect(r == .kinds(["caffeine"]))
        #expect(r.includes("caffeine") && !r.includes("weather"))
        #expect(center.takeReloadRequests() == .kinds([]))
        center.reloadAllTimelines()
        #expect(center.takeReloadRequests().includes("weather"))
    }
}
