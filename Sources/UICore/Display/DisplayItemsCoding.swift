/// The compact binary form a ``DisplayList`` codes its items in: a tag byte per item and its
/// values as little-endian IEEE doubles and length-prefixed UTF-8, read back exactly.
///
/// A widget's archives cross a process boundary in every timeline: hundreds of items, each a
/// nest of keyed containers when coded field by field. `JSONEncoder` and `JSONDecoder` spent
/// 5.9 and 4.5 ms on the caffeine widget's first 22 KB timeline that way (`perf`, one replay of
/// `screen widget`), most of it in the runtime meeting each item's coding types; this form is
/// written and read without a container per value.
///
/// Layout: a version byte (``version``), the item count (UInt32), then each item: its kind
/// (one byte, the order of ``DisplayItem``'s cases) and its values in declaration order. A shape
/// is a byte (rect, rounded rect + radius, capsule, circle); a rect, point or transform its
/// doubles; a colour its four components and its level (0 none, 1 secondary, 2 tertiary); a font
/// its size, weight (0–3 regular … bold) and monospaced-digits flag.
package enum DisplayItemsCoding {
    /// The form's version; a reader refuses any other.
    package static let version: UInt8 = 1

    /// `items` in the binary form.
    package static func encode(_ items: [DisplayItem]) -> [UInt8] {
        var w = Writer()
        // About 60 bytes an item (a rect, a colour and a tag): one allocation for most lists.
        w.bytes.reserveCapacity(8 + items.count * 64)
        w.byte(version)
        w.items(items)
        return w.bytes
    }

    /// The items `bytes` hold; a problem names what is wrong and at which byte.
    package static func decode(_ bytes: [UInt8]) throws(Problem) -> [DisplayItem] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Problem) -> [DisplayItem] in
            var r = Reader(buffer: buffer)
            let v = try r.byte()
            guard v == version else { throw Problem("display list items: version \(v), expected \(version)") }
            let items = try r.items()
            guard r.offset == buffer.count else {
                throw Problem("display list items: \(buffer.count - r.offset) bytes left after \(items.count) items")
            }
            return items
        }
    }

    /// What is wrong with bytes that are not items in this form.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
        package init(_ description: String) { self.description = description }
    }

    /// Appends values to ``bytes``.
    package struct Writer {
        package var bytes: [UInt8] = []

        package init() {}

        package mutating func byte(_ b: UInt8) { bytes.append(b) }

        package mutating func uint32(_ v: UInt32) {
            withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
        }

        package mutating func double(_ d: Double) {
            withUnsafeBytes(of: d.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }

        package mutating func string(_ s: String) {
            var s = s
            s.withUTF8 { utf8 in
                uint32(UInt32(clamping: utf8.count))
                bytes.append(contentsOf: utf8)
            }
        }

        package mutating func point(_ p: Point) { double(p.x); double(p.y) }

        package mutating func rect(_ r: Rect) { double(r.origin.x); double(r.origin.y); double(r.size.width); double(r.size.height) }

        package mutating func shape(_ s: ShapeKind) {
            switch s {
            case .rect: byte(0)
            case .roundedRect(let radius): byte(1); double(radius)
            case .capsule: byte(2)
            case .circle: byte(3)
            }
        }

        package mutating func color(_ c: Color) {
            double(c.red); double(c.green); double(c.blue); double(c.alpha)
            switch c.level {
            case nil: byte(0)
            case .secondary: byte(1)
            case .tertiary: byte(2)
            }
        }

        package mutating func font(_ f: Font) {
            double(f.size)
            switch f.weight {
            case .regular: byte(0)
            case .medium: byte(1)
            case .semibold: byte(2)
            case .bold: byte(3)
            }
            byte(f.monospacedDigits ? 1 : 0)
        }

        package mutating func transform(_ t: Transform) {
            double(t.m11); double(t.m12); double(t.m13)
            double(t.m21); double(t.m22); double(t.m23)
            double(t.m31); double(t.m32); double(t.m33)
        }

        /// Raw bytes after their count.
        package mutating func data(_ data: some Collection<UInt8>) {
            uint32(UInt32(clamping: data.count))
            bytes.append(contentsOf: data)
        }

        /// Items after their count.
        package mutating func items(_ items: [DisplayItem]) {
            uint32(UInt32(clamping: items.count))
            for i in items { item(i) }
        }

        /// A whole list: its size, its background and its items after their count.
        package mutating func list(_ list: DisplayList) {
            double(list.size.width); double(list.size.height)
            color(list.background)
            items(list.items)
        }

        package mutating func item(_ item: DisplayItem) {
            switch item {
            case .fill(let s, let r, let c):
                byte(0); shape(s); rect(r); color(c)
            case .gradient(let s, let r, let from, let to, let start, let end):
                byte(1); shape(s); rect(r); color(from); color(to); point(start); point(end)
            case .stroke(let s, let r, let c, let lineWidth):
                byte(2); shape(s); rect(r); color(c); double(lineWidth)
            case .shadow(let s, let r, let c, let blur, let offset):
                byte(3); shape(s); rect(r); color(c); double(blur); point(offset)
            case .text(let string, let f, let c, let origin):
                byte(4); self.string(string); font(f); color(c); point(origin)
            case .image(let name, let r, let s):
                byte(5); string(name); rect(r); shape(s)
            case .pushClip(let s, let r):
                byte(6); shape(s); rect(r)
            case .popClip:
                byte(7)
            case .pushLayer(let t, let opacity):
                byte(8); transform(t); double(opacity)
            case .popLayer:
                byte(9)
            }
        }
    }

    /// Reads values from `buffer`, checking each against the bytes left.
    package struct Reader {
        package let buffer: UnsafeBufferPointer<UInt8>
        package var offset = 0
        /// What the bytes hold, named in every problem.
        package var subject: String

        package init(buffer: UnsafeBufferPointer<UInt8>, subject: String = "display list items") {
            self.buffer = buffer; self.subject = subject
        }

        package mutating func take(_ n: Int, _ what: String) throws(Problem) -> Int {
            guard buffer.count - offset >= n else {
                throw Problem("\(subject): \(what) cut off at byte \(offset) of \(buffer.count)")
            }
            defer { offset += n }
            return offset
        }

        package mutating func byte() throws(Problem) -> UInt8 { buffer[try take(1, "a byte")] }

        package mutating func uint32() throws(Problem) -> UInt32 {
            let at = try take(4, "a count")
            var v: UInt32 = 0
            for i in 0..<4 { v |= UInt32(buffer[at + i]) << (8 * UInt32(i)) }
            return v
        }

        package mutating func double() throws(Problem) -> Double {
            let at = try take(8, "a number")
            var v: UInt64 = 0
            for i in 0..<8 { v |= UInt64(buffer[at + i]) << (8 * UInt64(i)) }
            return Double(bitPattern: v)
        }

        package mutating func string() throws(Problem) -> String {
            let n = Int(try uint32())
            let at = try take(n, "a string of \(n) bytes")
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[at..<at + n]), as: UTF8.self)
        }

        package mutating func point() throws(Problem) -> Point { Point(x: try double(), y: try double()) }

        package mutating func rect() throws(Problem) -> Rect {
            Rect(x: try double(), y: try double(), width: try double(), height: try double())
        }

        package mutating func shape() throws(Problem) -> ShapeKind {
            let at = offset
            switch try byte() {
            case 0: return .rect
            case 1: return .roundedRect(cornerRadius: try double())
            case 2: return .capsule
            case 3: return .circle
            case let t: throw Problem("\(subject): unknown shape \(t) at byte \(at)")
            }
        }

        package mutating func color() throws(Problem) -> Color {
            var c = Color(red: try double(), green: try double(), blue: try double(), alpha: try double())
            let at = offset
            switch try byte() {
            case 0: c.level = nil
            case 1: c.level = .secondary
            case 2: c.level = .tertiary
            case let l: throw Problem("\(subject): unknown colour level \(l) at byte \(at)")
            }
            return c
        }

        package mutating func font() throws(Problem) -> Font {
            let size = try double()
            let at = offset
            let weight: Font.Weight
            switch try byte() {
            case 0: weight = .regular
            case 1: weight = .medium
            case 2: weight = .semibold
            case 3: weight = .bold
            case let w: throw Problem("\(subject): unknown font weight \(w) at byte \(at)")
            }
            return Font(size: size, weight: weight, monospacedDigits: try byte() != 0)
        }

        package mutating func transform() throws(Problem) -> Transform {
            Transform(m11: try double(), m12: try double(), m13: try double(),
                      m21: try double(), m22: try double(), m23: try double(),
                      m31: try double(), m32: try double(), m33: try double())
        }

        /// Raw bytes after their count.
        package mutating func data() throws(Problem) -> [UInt8] {
            let n = Int(try uint32())
            let at = try take(n, "\(n) bytes of data")
            return Array(buffer[at..<at + n])
        }

        /// A count of things each taking at least `least` bytes, checked against the bytes left
        /// (a corrupt count must not reserve memory for it).
        package mutating func count(of what: String, least: Int = 1) throws(Problem) -> Int {
            let n = Int(try uint32())
            guard n <= (buffer.count - offset) / max(1, least) else {
                throw Problem("\(subject): \(n) \(what) announced in \(buffer.count - offset) bytes")
            }
            return n
        }

        /// Items ``Writer/items(_:)`` wrote (each takes at least its tag byte).
        package mutating func items() throws(Problem) -> [DisplayItem] {
            let n = try count(of: "items")
            var items: [DisplayItem] = []
            items.reserveCapacity(n)
            for _ in 0..<n { items.append(try item()) }
            return items
        }

        /// A whole list ``Writer/list(_:)`` wrote.
        package mutating func list() throws(Problem) -> DisplayList {
            let size = Size(width: try double(), height: try double())
            let background = try color()
            return DisplayList(size: size, background: background, items: try items())
        }

        package mutating func item() throws(Problem) -> DisplayItem {
            let at = offset
            switch try byte() {
            case 0: return .fill(try shape(), try rect(), try color())
            case 1: return .gradient(try shape(), try rect(), from: try color(), to: try color(), start: try point(), end: try point())
            case 2: return .stroke(try shape(), try rect(), try color(), lineWidth: try double())
            case 3: return .shadow(try shape(), try rect(), try color(), blur: try double(), offset: try point())
            case 4: return .text(try string(), try font(), try color(), origin: try point())
            case 5: return .image(try string(), try rect(), try shape())
            case 6: return .pushClip(try shape(), try rect())
            case 7: return .popClip
            case 8: return .pushLayer(try transform(), opacity: try double())
            case 9: return .popLayer
            case let t: throw Problem("\(subject): unknown item kind \(t) at byte \(at)")
            }
        }
    }
}
