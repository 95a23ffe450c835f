import Foundation
import SDLBackend
import Testing

/// The accessibility settings are visible in replay screenshots: each setting turned
/// on changes the pixels of the Settings screen, at the two window sizes the issue names.
@Suite struct AccessibilitySettingsReplayTests {
    @Test(arguments: ["1280x720", "1920x1080"])
    func eachSettingChangesTheShot(size: String) throws {
        let dir = Cookbook.tempDir()
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/accessibility-settings.replay"), "--shots", dir.path,
                                  "--size", size])
        #expect(r.status == 0, "\(r.stderr)")
        let shots = ["settings-default", "settings-larger-text", "settings-increase-contrast", "settings-bold-text", "grid-accessible"]
        var previous: Data?
        for shot in shots {
            let data = try Data(contentsOf: dir.appendingPathComponent("\(shot).png"))
            #expect(data.count > 20_000, "\(shot).png looks blank")
            if let previous { #expect(data != previous, "\(shot).png shows nothing new") }
            previous = data
        }
    }
}
