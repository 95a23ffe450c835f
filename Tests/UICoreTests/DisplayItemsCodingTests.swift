import Foundation
import Testing
@testable import UICore

/// A display list's items cross the widget extension's process boundary in a compact binary
/// form: every kind of item comes back exactly, and bytes that are not such items are refused
/// with a message naming what is wrong, never a crash.
@Suite struct DisplayItemsCodingTests {
    /// One of every item kind, with the values that are easy to lose: a colour level, a bold
    /// monospaced font, a perspective transform, text beyond ASCII, and doubles that do not
    /// print back exactly in decimal.
    static let everyKind: [DisplayItem] = {
        var secondary = Color(red: 1, green: 1, blue: 1)
        secondary.level = .secondary
        var tertiary = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        tertiary.level = .tertiary
        let rect = Rect(x: 0.1 + 0.2, y: -3.5, width: 1e-300, height: 123_456.789)
        return [
            .fill(.rect, rect, .white),
            .fill(.roundedRect(cornerRadius: 12.25), rect, secondary),
            .gradient(.capsule, rect, from: tertiary, to: .black, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)),
            .stroke(.circle, rect, .white, lineWidth: 2.5),
            .shadow(.roundedRect(cornerRadius: 20), rect, Color(red: 0, green: 0, blue: 0, alpha: 0.5), blur: 30, offset: Point(x: 0, y: 18)),
            .text("Café 🍓 カフェイン", Font(size: 29, weight: .bold, monospacedDigits: true), secondary, origin: Point(x: 4, y: 5)),
            .text("", Font(size: 0.5, weight: .semibold), .white, origin: .zero),
            .image("drinks/espresso", rect, .roundedRect(cornerRadius: 8)),
            .pushClip(.rect, rect),
            .popClip,
            .pushLayer(Transform(m11: 1.1, m12: 0, m13: 0.001, m21: 0, m22: 1.1, m23: -0.002, m31: -14.5, m32: 3, m33: 1), opacity: 0.75),
            .text("medium", Font(size: 31, weight: .medium), .white, origin: Point(x: -1, y: -2)),
            .popLayer,
        ]
    }()

    @Test func everyKindOfItemComesBackExactly() throws {
        let bytes = DisplayItemsCoding.encode(Self.everyKind)
        #expect(try DisplayItemsCoding.decode(bytes) == Self.everyKind)
    }

    @Test func aListRoundTripsThroughJSONWithItsItemsAsOneValue() throws {
        let list = DisplayList(size: Size(width: 338, height: 158), background: .black, items: Self.everyKind)
        let json = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: json) == list)
        // The items are one base64 string, not a container per value.
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["items"] is String)
    }

    /// Lists written before the binary form (an array of coded items) still read.
    @Test func aListWrittenAsAnArrayOfItemsStillReads() throws {
        let items: [DisplayItem] = [.fill(.rect, Rect(x: 1, y: 2, width: 3, height: 4), .white), .popClip]
        struct OldList: Encodable {
            var items: [DisplayItem]
            var size: Size
            var background: Color
        }
        let json = try JSONEncoder().encode(OldList(items: items, size: Size(width: 10, height: 20), background: .black))
        let list = try JSONDecoder().decode(DisplayList.self, from: json)
        #expect(list.items == items)
        #expect(list.size == Size(width: 10, height: 20))
    }

    @Test func bytesThatAreNotItemsAreRefusedWithWhatIsWrong() throws {
        let good = DisplayItemsCoding.encode(Self.everyKind)
        func problem(_ bytes: [UInt8]) -> String? {
            do { _ = try DisplayItemsCoding.decode(bytes); return nil } catch { return error.description }
        }
        // Cut anywhere: never a crash, always a message.
        for cut in stride(from: 0, to: good.count, by: 7) {
            let message = problem(Array(good[..<cut]))
            #expect(message?.hasPrefix("display list items:") == true, "cut at \(cut): \(message ?? "accepted")")
        }
        #expect(problem([]) == "display list items: a byte cut off at byte 0 of 0")
        #expect(problem([2, 0, 0, 0, 0]) == "display list items: version 2, expected 1")
        #expect(problem([1, 1, 0, 0, 0, 42]) == "display list items: unknown item kind 42 at byte 5")
        #expect(problem([1, 0xFF, 0xFF, 0xFF, 0xFF, 7]) == "display list items: 4294967295 items announced in 1 bytes")
        #expect(problem(good + [9]) == "display list items: 1 bytes left after \(Self.everyKind.count) items")
    }

    /// A corrupt list inside JSON fails the decode with the problem in its description.
    @Test func aCorruptListFailsItsDecodeWithTheProblem() throws {
        let json = Data(#"{"size":{"width":1,"height":1},"background":{"red":0,"green":0,"blue":0,"alpha":1},"items":"AQEAAAAq"}"#.utf8)
        #expect {
            try JSONDecoder().decode(DisplayList.self, from: json)
        } throws: { error in
            "\(error)".contains("unknown item kind 42 at byte 5")
        }
    }
}
