import Foundation
import UICore

/// The compact binary form a ``WidgetArchive`` crosses the process boundary in: every field in
/// declaration order, written with the display list's own binary coder (little-endian IEEE
/// doubles, length-prefixed UTF-8, a count before every array), read back exactly.
///
/// Coded field by field, an archive is a nest of keyed containers — every piece, control,
/// drawing, rectangle and colour one — and the widget's first timeline is the first time each
/// process meets most of their coding types: encoding the caffeine widget's first 16.6 KB
/// timeline in the extension, writing it and decoding it in the app took 2.1–2.5 ms (uprobes on
/// a replay), while the app's frame waited for it. This form is written and read without a
/// container per value.
///
/// Layout: a version byte (``version``); the entry's date (seconds since 2001, as `Date` keeps
/// it); its content list; its pieces, controls, stale regions and values, each after a count.
/// An optional value is a byte (0 absent, 1 present) and then the value. Values are written in
/// their keys' order, so equal archives are equal bytes.
enum WidgetArchiveCoding {
    /// The form's version; a reader refuses any other.
    static let version: UInt8 = 1

    typealias Writer = DisplayItemsCoding.Writer
    typealias Reader = DisplayItemsCoding.Reader
    typealias Problem = DisplayItemsCoding.Problem

    /// `archive` in the binary form.
    static func encode(_ archive: WidgetArchive) -> [UInt8] {
        var w = Writer()
        // About 60 bytes an item: one allocation for most archives.
        w.bytes.reserveCapacity(256 + archive.content.items.count * 64)
        w.byte(version)
        w.double(archive.date.timeIntervalSinceReferenceDate)
        w.list(archive.content)
        w.uint32(UInt32(clamping: archive.pieces.count))
        for piece in archive.pieces { write(piece, into: &w) }
        w.uint32(UInt32(clamping: archive.controls.count))
        for control in archive.controls { write(control, into: &w) }
        w.uint32(UInt32(clamping: archive.invalidatableRegions.count))
        for region in archive.invalidatableRegions { w.rect(region) }
        w.uint32(UInt32(clamping: archive.values.count))
        for key in archive.values.keys.sorted() { w.string(key); w.double(archive.values[key]!) }
        return w.bytes
    }

    /// The archive `bytes` hold; a problem names what is wrong and at which byte.
    static func decode(_ bytes: [UInt8]) throws(Problem) -> WidgetArchive {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Problem) -> WidgetArchive in
            var r = Reader(buffer: buffer, subject: "widget archive")
            let v = try r.byte()
            guard v == version else { throw Problem("widget archive: version \(v), expected \(version)") }
            let date = Date(timeIntervalSinceReferenceDate: try r.double())
            let content = try r.list()
            // The fewest bytes each can take (empty strings and drawings, no optional values): a
            // piece 93, a control 53, a region 32, a value 12.
            var pieces: [WidgetPiece] = []
            for _ in 0..<(try r.count(of: "pieces", least: 93)) { pieces.append(try piece(&r)) }
            var controls: [WidgetControl] = []
            for _ in 0..<(try r.count(of: "controls", least: 53)) { controls.append(try control(&r)) }
            var regions: [Rect] = []
            for _ in 0..<(try r.count(of: "regions", least: 32)) { regions.append(try r.rect()) }
            var values: [String: Double] = [:]
            for _ in 0..<(try r.count(of: "values", least: 12)) {
                let key = try r.string()
                values[key] = try r.double()
            }
            guard r.offset == buffer.count else {
                throw Problem("widget archive: \(buffer.count - r.offset) bytes left after the archive")
            }
            return WidgetArchive(date: date, content: content, pieces: pieces, controls: controls,
                                 invalidatableRegions: regions, values: values)
        }
    }

    // MARK: Writing

    private static func write(_ piece: WidgetPiece, into w: inout Writer) {
        w.string(piece.id)
        w.rect(piece.frame)
        w.list(piece.drawing)
        optional(piece.transition, into: &w) { t, w in
            switch t {
            case .opacity: w.byte(0)
            case .scale(let s): w.byte(1); w.double(s)
            case .push(let edge): w.byte(2); w.byte(UInt8(Edge.allCases.firstIndex(of: edge)!))
            case .identity: w.byte(3)
            }
        }
        optional(piece.numericText, into: &w) { run, w in w.string(run.string); w.font(run.font); w.color(run.color) }
        optional(piece.animation, into: &w) { a, w in
            switch a {
            case .timing(let curve, let duration): w.byte(0); w.point(curve.c1); w.point(curve.c2); w.double(duration)
            case .spring(let s): w.byte(1); w.double(s.response); w.double(s.dampingFraction)
            }
        }
        w.byte(piece.isInvalidatable ? 1 : 0)
    }

    private static func write(_ control: WidgetControl, into w: inout Writer) {
        w.string(control.id)
        w.rect(control.frame)
        envelope(control.intent, into: &w)
        switch control.kind {
        case .button: w.byte(0)
        case .toggle(let isOn, let on, let off): w.byte(1); w.byte(isOn ? 1 : 0); w.list(on); w.list(off)
        }
        for drawing in [control.drawing, control.focusedDrawing, control.focusedOnDrawing, control.focusedOffDrawing] {
            optional(drawing, into: &w) { d, w in w.list(d) }
        }
        for intent in [control.onIntent, control.offIntent] { optional(intent, into: &w, envelope) }
        for text in [control.accessibilityLabel, control.accessibilityHint] { optional(text, into: &w) { s, w in w.string(s) } }
    }

    private static func envelope(_ e: IntentEnvelope, into w: inout Writer) {
        w.string(e.type)
        w.data(e.payload)
    }

    private static func optional<T>(_ value: T?, into w: inout Writer, _ write: (T, inout Writer) -> Void) {
        guard let value else { w.byte(0); return }
        w.byte(1)
        write(value, &w)
    }

    // MARK: Reading

    private static func piece(_ r: inout Reader) throws(Problem) -> WidgetPiece {
        let id = try r.string(), frame = try r.rect(), drawing = try r.list()
        let transition = try optional(&r) { (r: inout Reader) throws(Problem) -> Transition in
            let at = r.offset
            switch try r.byte() {
            case 0: return .opacity
            case 1: return .scale(try r.double())
            case 2:
                let edge = Int(try r.byte())
                guard edge < Edge.allCases.count else { throw Problem("widget archive: unknown edge \(edge) at byte \(at + 1)") }
                return .push(from: Edge.allCases[edge])
            case 3: return .identity
            case let t: throw Problem("widget archive: unknown transition \(t) at byte \(at)")
            }
        }
        let numeric = try optional(&r) { (r: inout Reader) throws(Problem) -> WidgetPiece.TextRun in
            WidgetPiece.TextRun(string: try r.string(), font: try r.font(), color: try r.color())
        }
        let animation = try optional(&r) { (r: inout Reader) throws(Problem) -> Animation in
            let at = r.offset
            switch try r.byte() {
            case 0:
                let c1 = try r.point(), c2 = try r.point()
                return .timing(UnitCurve(c1.x, c1.y, c2.x, c2.y), duration: try r.double())
            case 1: return .spring(Spring(response: try r.double(), dampingFraction: try r.double()))
            case let t: throw Problem("widget archive: unknown animation \(t) at byte \(at)")
            }
        }
        return WidgetPiece(id: id, frame: frame, drawing: drawing, transition: transition, numericText: numeric,
                           animation: animation, isInvalidatable: try r.byte() != 0)
    }

    private static func control(_ r: inout Reader) throws(Problem) -> WidgetControl {
        let id = try r.string(), frame = try r.rect(), intent = try envelope(&r)
        let at = r.offset
        let kind: WidgetControl.Kind
        switch try r.byte() {
        case 0: kind = .button
        case 1: kind = .toggle(isOn: try r.byte() != 0, on: try r.list(), off: try r.list())
        case let k: throw Problem("widget archive: unknown control kind \(k) at byte \(at)")
        }
        func drawing(_ r: inout Reader) throws(Problem) -> DisplayList? {
            try optional(&r) { (r: inout Reader) throws(Problem) -> DisplayList in try r.list() }
        }
        func text(_ r: inout Reader) throws(Problem) -> String? {
            try optional(&r) { (r: inout Reader) throws(Problem) -> String in try r.string() }
        }
        let plain = try drawing(&r), focused = try drawing(&r), focusedOn = try drawing(&r), focusedOff = try drawing(&r)
        let onIntent = try optional(&r, envelope), offIntent = try optional(&r, envelope)
        let label = try text(&r), hint = try text(&r)
        return WidgetControl(id: id, frame: frame, intent: intent, kind: kind, drawing: plain, focusedDrawing: focused,
                             focusedOnDrawing: focusedOn, focusedOffDrawing: focusedOff, onIntent: onIntent, offIntent: offIntent,
                             accessibilityLabel: label, accessibilityHint: hint)
    }

    private static func envelope(_ r: inout Reader) throws(Problem) -> IntentEnvelope {
        IntentEnvelope(type: try r.string(), payload: Data(try r.data()))
    }

    private static func optional<T>(_ r: inout Reader, _ read: (inout Reader) throws(Problem) -> T) throws(Problem) -> T? {
        let at = r.offset
        switch try r.byte() {
        case 0: return nil
        case 1: return try read(&r)
        case let f: throw Problem("widget archive: optional flag \(f) at byte \(at)")
        }
    }
}
