import Foundation
import Testing
import UICore
@testable import Widgets

/// A timeline entry crosses the process boundary in its compact binary form, read back exactly;
/// an older extension's field-by-field archive still reads, and bytes that are not an archive
/// are an error, never a crash.
@Suite struct WidgetArchiveCodingTests {
    static func drawing(_ text: String) -> DisplayList {
        var list = DisplayList(size: Size(width: 200, height: 60), background: .clear)
        list.append(.fill(.roundedRect(cornerRadius: 12), Rect(x: 0, y: 0, width: 200, height: 60), Color(red: 0.2, green: 0.1, blue: 0, alpha: 0.9)))
        list.append(.text(text, Font(size: 31, weight: .semibold), .white, origin: Point(x: 16, y: 12)))
        return list
    }

    /// An entry with every kind of field, optional ones both present and absent.
    static func richArchive() throws -> WidgetArchive {
        var content = DisplayList(size: Size(width: 1320, height: 420), background: .clear)
        content.append(.pushLayer(.translation(x: 3, y: 4), opacity: 0.5))
        content.append(.gradient(.capsule, Rect(x: 1, y: 2, width: 3, height: 4), from: .black, to: .white,
                                 start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
        content.append(.popLayer)
        let pieces = [
            WidgetPiece(id: "total-caffeine", frame: Rect(x: 36, y: 80.5, width: 213, height: 95), drawing: drawing("64 mg"),
                        transition: .push(from: .bottom), numericText: .init(string: "64 mg", font: Font(size: 76, weight: .bold, monospacedDigits: true), color: .black),
                        animation: .spring(.gentle), isInvalidatable: true),
            WidgetPiece(id: "last-drink", frame: Rect(x: 36, y: 187.5, width: 206, height: 39), drawing: drawing("Espresso"),
                        transition: .scale(0.5), animation: .timing(UnitCurve(0.42, 0, 0.58, 1), duration: 0.35)),
            WidgetPiece(id: "note", frame: .zero, drawing: DisplayList(size: .zero, background: .clear), transition: .opacity),
            WidgetPiece(id: "plain", frame: .zero, drawing: drawing(""), transition: .identity),
        ]
        let log = try IntentEnvelope(LogDrink(drinkID: "espresso")), on = try IntentEnvelope(LogDrink(drinkID: "decaf-on"))
        let controls = [
            WidgetControl(id: "log-espresso", frame: Rect(x: 36, y: 240, width: 180, height: 66), intent: log, kind: .button,
                          drawing: drawing("Espresso"), focusedDrawing: drawing("Espresso!"), accessibilityLabel: "Espresso"),
            WidgetControl(id: "decaf-only", frame: Rect(x: 36, y: 320, width: 420, height: 66), intent: on,
                          kind: .toggle(isOn: true, on: drawing("On"), off: drawing("Off")),
                          focusedOnDrawing: drawing("On!"), focusedOffDrawing: drawing("Off!"), onIntent: on, offIntent: log,
                          accessibilityLabel: "Decaf only", accessibilityHint: "Shows decaf drinks only"),
            WidgetControl(id: "bare", frame: .zero, intent: IntentEnvelope(type: "", payload: Data()), kind: .button),
        ]
        return WidgetArchive(date: Date(timeIntervalSinceReferenceDate: 817_000_000.123_456), content: content, pieces: pieces,
                             controls: controls, invalidatableRegions: [Rect(x: 36, y: 80.5, width: 213, height: 95)],
                             values: ["total-caffeine": 64, "drinks": 1, "é": -0.5])
    }

    static func frame(of message: ExtensionMessage) throws -> Data {
        var decoder = FrameDecoder()
        decoder.append(try MessageCoder.encode(message))
        return try #require(try decoder.next())
    }

    @Test func anArchiveCrossesTheBoundaryInItsBinaryFormExactly() throws {
        let archive = try Self.richArchive()
        let message = ExtensionMessage.timeline(kind: "caffeine", entries: [archive, archive], policy: .after(Date(timeIntervalSince1970: 86_400)))
        let payload = try Self.frame(of: message)
        let text = String(decoding: payload, as: UTF8.self)
        #expect(text.contains("\"binary\"") && !text.contains("\"pieces\""))
        #expect(try MessageCoder.decode(ExtensionMessage.self, from: payload) == message)
        // Equal archives are equal bytes (values are written in their keys' order).
        #expect(WidgetArchiveCoding.encode(archive) == WidgetArchiveCoding.encode(try WidgetArchiveCoding.decode(WidgetArchiveCoding.encode(archive))))
    }

    /// An older extension wrote every field as a keyed value: its archives still read.
    @Test func anOlderExtensionsFieldByFieldArchiveStillReads() throws {
        var archive = try Self.richArchive()
        archive.date = Date(timeIntervalSince1970: 5)
        func json(_ value: some Encodable) throws -> Any {
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(value), options: [.fragmentsAllowed])
        }
        let fields: [String: Any] = [
            "date": 5000, "content": try json(archive.content), "pieces": try json(archive.pieces),
            "controls": try json(archive.controls), "invalidatableRegions": try json(archive.invalidatableRegions),
            "values": archive.values,
        ]
        let older: [String: Any] = ["timeline": ["kind": "caffeine", "entries": [fields], "policy": ["never": [String: Any]()]]]
        let payload = try JSONSerialization.data(withJSONObject: older)
        #expect(try MessageCoder.decode(ExtensionMessage.self, from: payload) == .timeline(kind: "caffeine", entries: [archive], policy: .never))
    }

    /// Cut short anywhere, with a wrong version, a count larger than the bytes or bytes left
    /// over, the form is refused with a problem naming the archive.
    @Test func bytesThatAreNotAnArchiveAreRefused() throws {
        let bytes = WidgetArchiveCoding.encode(try Self.richArchive())
        for length in 0..<bytes.count {
            #expect(throws: DisplayItemsCoding.Problem.self) { try WidgetArchiveCoding.decode(Array(bytes[..<length])) }
        }
        var wrongVersion = bytes
        wrongVersion[0] = 9
        #expect(throws: DisplayItemsCoding.Problem.self) { try WidgetArchiveCoding.decode(wrongVersion) }
        #expect(throws: DisplayItemsCoding.Problem.self) { try WidgetArchiveCoding.decode(bytes + [0]) }
        // A count of 2^32 - 1 pieces right after an empty content list.
        var huge = WidgetArchiveCoding.Writer()
        huge.byte(WidgetArchiveCoding.version)
        huge.double(0)
        huge.list(DisplayList(size: .zero, background: .clear))
        huge.uint32(.max)
        do {
            _ = try WidgetArchiveCoding.decode(huge.bytes)
            Issue.record("a huge count was read")
        } catch {
            #expect(error.description.hasPrefix("widget archive: 4294967295 pieces announced"))
        }
        // Through the protocol: a one-line error naming the message's type.
        let message = #"{"timeline":{"kind":"caffeine","entries":[{"binary":"AQID"}],"policy":{"never":{}}}}"#
        #expect(throws: ProtocolError.self) { try MessageCoder.decode(ExtensionMessage.self, from: Data(message.utf8)) }
    }
}
