import Foundation
import Testing
import UICore
@testable import UIRuntime

/// The tree a desktop screen reader reads (AT-SPI, ``AccessibilityTree``), from a tvOS settings
/// screen written as Apple's documentation writes one: what VoiceOver would stop on — heading,
/// switch, field, a row of shows, a caption — with the roles, states, values and positions
/// Orca needs, and the platform service fed only when something changed.
@MainActor
@Suite struct AccessibilityTreeTests {
    /// The state the screen's views read.
    final class Model {
        var autoplay = true
        var search = "Nature"
        var subtitles = true
        var played: [Int] = []
    }

    /// A service that records what it was given and hands back queued requests.
    final class RecordingPlatform: PlatformAccessibility {
        var isConnected = true
        var isScreenReaderRunning = false
        var published: [AccessibilityTree] = []
        var requests: [AccessibilityRequest] = []
        func publish(_ tree: AccessibilityTree) { published.append(tree) }
        func takeRequests() -> [AccessibilityRequest] { defer { requests = [] }; return requests }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 30) {
                Text("Playback").font(.title3).padding(.bottom, 10).accessibilityAddTraits(.isHeader)
                ScrollView(.horizontal) {
                    HStack(spacing: 40) {
                        ForEach(0..<12, id: \.self) { i in
                            Button("Show \(i + 1)") { model.played.append(i) }
                                .accessibilityHint("Plays the show")
                                .id("show-\(i)")
                                .frame(width: 300, height: 170)
                        }
                    }
                }
                .id("shows")
                .frame(height: 200)
                Toggle("Autoplay", isOn: Binding(get: { model.autoplay }, set: { model.autoplay = $0 })).id("autoplay")
                // A button made a switch, as Apple's documentation shows for a custom toggle.
                Button(model.subtitles ? "Subtitles ●" : "Subtitles ○") { model.subtitles.toggle() }
                    .accessibilityLabel("Subtitles")
                    .accessibilityValue(model.subtitles ? "on" : "off")
                    .accessibilityAddTraits(.isToggle)
                    .id("subtitles")
                TextField("Search", text: Binding(get: { model.search }, set: { model.search = $0 })).id("search")
                // An image without a label says nothing (SwiftUI hides it from readers).
                Image("poster").frame(width: 100, height: 100)
                Text("Episodes play one after another.")
                Text("Debug build").accessibilityHidden(true)
            }
        }
    }

    /// A 1280 × 720 window showing the 1920-point canvas (⅔ window coordinates per point).
    static func host(_ model: Model, clock: ManualClock = ManualClock()) -> ViewHost<Screen> {
        let host = ViewHost(canvas: Size(width: 1920, height: 1080), clock: clock, measurer: ApproximateTextMeasurer()) { _ in Screen(model: model) }
        _ = host.windowDidResize(Size(width: 1280, height: 720))
        _ = host.frame()
        return host
    }

    /// A host laid out once, with a recording service given as its platform's.
    static func served(_ model: Model, clock: ManualClock) -> (ViewHost<Screen>, RecordingPlatform) {
        let host = Self.host(model, clock: clock)
        let platform = RecordingPlatform()
        host.platformAccessibility = platform
        return (host, platform)
    }

    static func tree(_ host: ViewHost<Screen>) throws -> AccessibilityTree {
        let root = try #require(host.root)
        return AccessibilityTree(root: root, focusedID: host.context.focusedID, scale: host.viewport.scale, canvas: host.viewport.canvas)
    }

    @Test func everyElementAReaderStopsOnHasItsRoleNameValueAndState() throws {
        let model = Model()
        let tree = try Self.tree(Self.host(model))
        let byName = Dictionary(tree.elements.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        // The padded title marked as a header is a heading; the caption a label; the hidden text
        // and the unlabelled image are not there.
        #expect(byName["Playback"]?.role == .heading)
        #expect(byName["Episodes play one after another."]?.role == .label)
        #expect(byName["Debug build"] == nil)
        #expect(!tree.elements.contains { $0.role == .image })
        // A switch says on or off by its state, not a value.
        let autoplay = try #require(byName["Autoplay"])
        #expect(autoplay.role == .toggle)
        #expect(autoplay.states.isSuperset(of: [.checkable, .checked, .focusable]))
        #expect(autoplay.value == nil)
        #expect(autoplay.id == "autoplay")
        // A button with the switch trait is a switch too, on as its value says.
        let subtitles = try #require(byName["Subtitles"])
        #expect(subtitles.role == .toggle && subtitles.states.isSuperset(of: [.checkable, .checked]))
        model.subtitles = false
        let host = Self.host(model)
        #expect(try Self.tree(host).elements.first { $0.name == "Subtitles" }?.states.contains(.checked) == false)
        // A field is named by its placeholder and its text is its value.
        let search = try #require(byName["Search"])
        #expect(search.role == .textField && search.value == "Nature" && search.states.contains(.editable))
        // Each show is a button with its hint, its place among the twelve, and focus on the first.
        let first = try #require(byName["Show 1"])
        #expect(first.role == .button && first.description == "Plays the show")
        #expect(first.position == CollectionPosition(index: 1, count: 12))
        #expect(byName["Show 12"]?.position == CollectionPosition(index: 12, count: 12))
        #expect(tree.focused?.name == "Show 1")
        #expect(tree.elements.filter { $0.states.contains(.focused) }.count == 1)
    }

    @Test func theShowsSitInTheirScrollViewAndOnlyThoseInSightAreShowing() throws {
        let tree = try Self.tree(Self.host(Model()))
        let pane = try #require(tree.elements.firstIndex { $0.role == .scrollPane })
        let shows = tree.children(of: pane)
        #expect(shows.map(\.name) == (1...12).map { "Show \($0)" })
        // 1920 points wide, 340 points a show: the first five are (partly) in sight, the last not.
        #expect(shows[0].states.contains(.showing))
        #expect(!shows[11].states.contains(.showing))
        // Window coordinates: the canvas drawn at ⅔ scale.
        let node = try #require(Self.host(Model()).root?.find(id: "show-0"))
        #expect(abs(shows[0].frame.width - node.frame.width * 2 / 3) < 0.01)
        #expect(abs(shows[0].frame.x - node.frame.x * 2 / 3) < 0.01)
        // Elements outside groups sit directly in the window, groups before what they hold.
        #expect(tree.elements.enumerated().allSatisfy { i, e in e.parent.map { $0 < i } ?? true })
    }

    @Test func theServiceIsGivenATreeOnlyWhenSomethingChanged() throws {
        let model = Model()
        let clock = ManualClock()
        let (host, platform) = Self.served(model, clock: clock)
        _ = host.frame()
        #expect(platform.published.count == 1)
        // Nothing changed: nothing is published again.
        clock.advance(by: 1.0 / 60)
        _ = host.frame()
        _ = host.frame(.init(isInvalidated: false, isDrawn: true))
        #expect(platform.published.count == 1)
        // Focus moving publishes the tree with focus on its new element.
        press(host, .rightArrow, clock: clock)
        #expect(platform.published.last?.focused?.name == "Show 2")
        let afterMove = platform.published.count
        // Not connected (no accessibility bus): nothing is built or published.
        platform.isConnected = false
        press(host, .rightArrow, clock: clock)
        #expect(platform.published.count == afterMove)
    }

    /// An idle window whose bus connects after its last frame (the bridge connects on its own
    /// thread) still gets its tree published: the connection wakes it for a frame.
    @Test func aBusThatConnectsWhileTheWindowIsIdleGetsTheTree() throws {
        let clock = ManualClock()
        let host = Self.host(Model(), clock: clock)
        let platform = RecordingPlatform()
        platform.isConnected = false
        host.platformAccessibility = platform
        settle(host, clock)
        #expect(platform.published.isEmpty)
        #expect(!host.handle(.wake))
        platform.isConnected = true
        #expect(host.handle(.wake), "the connection asks for a frame")
        _ = host.frame(.init(isInvalidated: true, isDrawn: true))
        #expect(platform.published.last?.focused?.name == "Show 1")
    }

    @Test func anAssistiveTechnologyCanMoveFocusAndPressAControl() throws {
        let model = Model()
        let clock = ManualClock()
        let (host, platform) = Self.served(model, clock: clock)
        platform.requests = [.focus("search")]
        #expect(host.handle(.wake))
        settle(host, clock)
        #expect(host.context.focusedID == "search")
        platform.requests = [.activate("show-3")]
        #expect(host.handle(.wake))
        settle(host, clock)
        #expect(model.played == [3])
        #expect(host.context.focusedID == "show-3")
        // A wake with nothing asked changes nothing.
        #expect(!host.handle(.wake))
    }

    @Test func spokenFeedbackStaysSilentWhileTheDesktopsScreenReaderRuns() throws {
        let model = Model()
        let clock = ManualClock()
        let host = Self.host(model, clock: clock)
        var trace: [String] = []
        host.tracer.sink = { trace.append($0) }
        let platform = RecordingPlatform()
        platform.isScreenReaderRunning = true
        host.platformAccessibility = platform
        host.speech.setEnabled(true)
        settle(host, clock)
        press(host, .rightArrow, clock: clock)
        #expect(host.speech.status == .screenReader)
        #expect(!trace.contains { $0.contains("\"speak\"") }, "\(trace)")
        // Orca quits: spoken feedback reads the screen again, from where focus is.
        platform.isScreenReaderRunning = false
        press(host, .rightArrow, clock: clock)
        #expect(host.speech.status == .on)
        #expect(trace.contains { $0.contains("\"speak\"") && $0.contains("Show 3") }, "\(trace)")
    }
}
