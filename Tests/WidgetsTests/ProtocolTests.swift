import Foundation
import Testing
import UICore
import Widgets

/// An intent as a widget declares one: parameters are stored properties.
struct LogDrink: AppIntent, Equatable {
    static let title = "Log a Drink"
    var drinkID: String
    func perform() async throws -> IntentResult { .result() }
}

/// The host ↔ extension protocol: framing, messages, archives and intents on the wire (W3).
@Suite struct ProtocolTests {
    static func archive() throws -> WidgetArchive {
        var on = DisplayList(size: Size(width: 80, height: 40))
        on.append(.fill(.capsule, Rect(x: 0, y: 0, width: 80, height: 40), Color(r: 52, g: 199, b: 89)))
        var off = DisplayList(size: Size(width: 80, height: 40))
        off.append(.fill(.capsule, Rect(x: 0, y: 0, width: 80, height: 40), Color(r: 120, g: 120, b: 128)))
        var content = DisplayList(size: Size(width: 640, height: 360))
        content.append(.text("190 mg", Font(size: 76, weight: .bold, monospacedDigits: true), .white, origin: Point(x: 40, y: 60)))
        content.append(.pushLayer(Transform.scale(x: 0.9, y: 0.9, about: Point(x: 5, y: 5)), opacity: 0.5))
        content.append(.shadow(.roundedRect(cornerRadius: 44), Rect(x: 0, y: 0, width: 640, height: 360), .black, blur: 30, offset: Point(x: 0, y: 18)))
        content.append(.popLayer)
        return WidgetArchive(
            date: Date(timeIntervalSince1970: 1_700_000_000.125), content: content,
            controls: [WidgetControl(id: "log-espresso", frame: Rect(x: 40, y: 280, width: 200, height: 60),
                                     intent: try IntentEnvelope(LogDrink(drinkID: "espresso")), kind: .button),
                       WidgetControl(id: "decaf-only", frame: Rect(x: 520, y: 290, width: 80, height: 40),
                                     intent: try IntentEnvelope(LogDrink(drinkID: "toggle")), kind: .toggle(isOn: false, on: on, off: off))],
            invalidatableRegions: [Rect(x: 40, y: 60, width: 300, height: 95)], values: ["total-caffeine": 190])
    }

    @Test func messagesSurviveTheWireInArbitraryChunks() throws {
        let messages: [ExtensionMessage] = [
            .hello(pid: 4242),
            .timeline(kind: "caffeine", entries: [try Self.archive()], policy: .after(Date(timeIntervalSince1970: 1_700_000_900))),
            .performed(request: 7, pid: 4242),
            .failed(request: nil, kind: "caffeine", message: "bad"),
        ]
        var stream = Data()
        for m in messages { stream.append(try MessageCoder.encode(m)) }
        // Deliver in awkward chunk sizes, as a pipe may.
        var decoder = FrameDecoder()
        var received: [ExtensionMessage] = []
        var i = stream.startIndex
        var chunk = 1
        while i < stream.endIndex {
            let end = min(stream.endIndex, i + chunk)
            decoder.append(stream[i..<end])
            while let payload = try decoder.next() { received.append(try MessageCoder.decode(ExtensionMessage.self, from: payload)) }
            i = end
            chunk = chunk * 3 % 1000 + 1
        }
        #expect(received == messages)
        #expect(decoder.pendingByteCount == 0)
    }

    @Test func anOversizedLengthIsRefusedBeforeAllocating() {
        var decoder = FrameDecoder()
        decoder.append(Data([0xFF, 0xFF, 0xFF, 0xFF, 0x7B]))
        #expect(throws: FrameDecoder.Failure.oversized(Int(UInt32.max))) { try decoder.next() }
    }

    @Test func garbageIsAOneLineErrorNotACrash() throws {
        var decoder = FrameDecoder()
        decoder.append(MessageFraming.frame(Data("{\"nope\":1}".utf8)))
        let payload = try #require(try decoder.next())
        #expect(throws: ProtocolError("a 10-byte message is not a valid HostMessage")) {
            try MessageCoder.decode(HostMessage.self, from: payload)
        }
    }

    /// The host's legible minimum font size travels with a timeline request; a request from an
    /// older host (no such field) reads as "the designed sizes", and a field an extension does not
    /// know is ignored, so either side may be the older one.
    @Test func theContextsMinimumFontSizeTravelsAndOlderPeersAreTolerated() throws {
        let context = TimelineProviderContext(displaySize: Size(width: 1320, height: 420), timeZone: "Europe/Paris", minimumFontSize: 34)
        var decoder = FrameDecoder()
        decoder.append(try MessageCoder.encode(HostMessage.timeline(kind: "caffeine", context: context)))
        let payload = try #require(try decoder.next())
        #expect(try MessageCoder.decode(HostMessage.self, from: payload) == .timeline(kind: "caffeine", context: context))
        #expect(String(decoding: payload, as: UTF8.self).contains("\"minimumFontSize\":34"))
        // An older host's request: no minimum, an unknown field from a newer one.
        let older = #"{"timeline":{"kind":"caffeine","context":{"displaySize":{"width":1320,"height":420},"isPreview":false,"# +
            #""someLaterField":7}}}"#
        let read = try MessageCoder.decode(HostMessage.self, from: Data(older.utf8))
        #expect(read == .timeline(kind: "caffeine", context: TimelineProviderContext(displaySize: Size(width: 1320, height: 420))))
        // Nonsense asks for nothing.
        #expect(TimelineProviderContext(displaySize: Size(width: 1, height: 1), minimumFontSize: -.infinity).minimumFontSize == 0)
        var nan = context
        nan.minimumFontSize = .nan
        #expect(nan.minimumFontSize == 0)
    }

    /// A timeline request whose numbers the extension cannot turn into pixels (a minimum font
    /// size of 1e19 trapped converting to `Int`; sizes infinite, negative or huge) is read from
    /// the wire and answered `failed` for its kind, without running the widget's code.
    @Test func aRequestWithNumbersOutOfRangeIsAnsweredFailed() async throws {
        let archived = UncheckedBox(0)
        let widget = WidgetDefinition(kind: "count", provider: CountProvider()) { entry, context in
            archived.value += 1
            return WidgetArchive(date: entry.date, content: DisplayList(size: context.displaySize))
        }
        let server = WidgetExtensionServer(widgets: [widget], intents: IntentRegistry(), pid: 1)
        let requests: [(String, String)] = [
            (#""displaySize":{"width":320,"height":160},"isPreview":false,"minimumFontSize":1e19"#, "the minimum font size 1e+19 must be at most 1000 points"),
            (#""displaySize":{"width":320,"height":160},"isPreview":false,"minimumFontSize":1001"#, "the minimum font size 1001.0 must be at most 1000 points"),
            (#""displaySize":{"width":1e300,"height":160},"isPreview":false"#, "the display width 1e+300 must be above 0 and at most 16384 points"),
            (#""displaySize":{"width":320,"height":-5},"isPreview":false"#, "the display height -5.0 must be above 0 and at most 16384 points"),
            (#""displaySize":{"width":320,"height":0},"isPreview":false"#, "the display height 0.0 must be above 0 and at most 16384 points"),
        ]
        for (fields, message) in requests {
            let payload = Data(#"{"timeline":{"kind":"count","context":{"#.utf8) + Data(fields.utf8) + Data("}}}".utf8)
            let request = try MessageCoder.decode(HostMessage.self, from: payload)
            let answer = await server.respond(to: request)
            #expect(answer == .failed(request: nil, kind: "count", message: "widget 'count': \(message)"), "\(fields)")
        }
        #expect(archived.value == 0)
        // The largest sizes a host may ask for are still served.
        let largest = TimelineProviderContext(displaySize: Size(width: 16384, height: 1), minimumFontSize: 1000)
        guard case .timeline = await server.respond(to: .timeline(kind: "count", context: largest)) else {
            Issue.record("the largest context was refused"); return
        }
        #expect(archived.value == 1)
    }

    @Test func intentsRoundTripThroughTheRegistry() throws {
        var registry = IntentRegistry()
        registry.register(LogDrink.self)
        let envelope = try IntentEnvelope(LogDrink(drinkID: "espresso"))
        #expect(envelope.type == "LogDrink")
        let intent = try registry.intent(from: envelope)
        #expect((intent as? LogDrink) == LogDrink(drinkID: "espresso"))
        #expect(throws: IntentRegistry.Failure.unknownType("Nope")) {
            try registry.intent(from: IntentEnvelope(type: "Nope", payload: Data()))
        }
        #expect(throws: IntentRegistry.Failure.badPayload(type: "LogDrink")) {
            try registry.intent(from: IntentEnvelope(type: "LogDrink", payload: Data("[]".utf8)))
        }
    }

    @Test func archivesHitTestAndFlipTogglesFromTheirArchivedStates() throws {
        let a = try Self.archive()
        #expect(a.control(at: Point(x: 50, y: 300))?.id == "log-espresso")
        #expect(a.control(at: Point(x: 300, y: 300)) == nil)
        let shown = a.displayList()
        let flipped = a.displayList(toggleOverrides: ["decaf-only": true])
        // The toggle's off drawing shows as archived; the override shows its on drawing at once.
        #expect(shown.items.contains(.fill(.capsule, Rect(x: 0, y: 0, width: 80, height: 40), Color(r: 120, g: 120, b: 128))))
        #expect(flipped.items.contains(.fill(.capsule, Rect(x: 0, y: 0, width: 80, height: 40), Color(r: 52, g: 199, b: 89))))
        #expect(shown.items.count == flipped.items.count)
        #expect(shown.items.prefix(a.content.items.count).elementsEqual(a.content.items))
    }
}
