import UICore

/// Editing in text fields: one ``TextEditing`` (text and caret) per field id, keys that edit,
/// typed text, and the blinking caret drawn into the focused field.
public final class TextInput {
    /// The caret's blink phase: 0.53 s on, 0.53 s off, as macOS.
    public static let caretBlink = 0.53

    private var editors: [ViewID: TextEditing] = [:]
    /// What each field's binding read when its editor last wrote to it. A binding may keep
    /// reading the value its view was built with until the next frame resolves the view again
    /// (`Binding(get: { item.name })`): while it still reads that, the editor is current, so a
    /// burst of typing within one frame inserts at the caret instead of starting over.
    private var readBeforeWrite: [ViewID: String] = [:]

    init() {}

    /// The input method's uncommitted text and the field it is composed in (nil: none).
    public private(set) var composition: (field: ViewID, text: String)?
    /// Where the focused field's caret was last drawn, in canvas points: the input method puts
    /// its candidate window under it (nil while no text field has focus).
    public private(set) var caretRect: Rect?

    /// The input method composes `text` in field `id` (empty: the composition ended).
    func compose(_ text: String, field id: ViewID?) {
        guard let id, !text.isEmpty else { composition = nil; return }
        composition = (id, text)
    }

    /// The field's spec when `node` is a text field.
    static func spec(of node: Node?) -> TextFieldSpec? {
        guard let node, node.focus?.isTextField == true else { return nil }
        return node[TextFieldSpec.Key.self]
    }

    /// The editor of field `id`, started afresh when the bound text changed behind its back.
    private func editor(_ id: ViewID, _ spec: TextFieldSpec) -> TextEditing {
        let bound = spec.text.wrappedValue
        guard let e = editors[id] else { return TextEditing(text: bound) }
        if e.text == bound { readBeforeWrite[id] = bound; return e }
        return readBeforeWrite[id] == bound ? e : TextEditing(text: bound)
    }

    /// Stores field `id`'s editor and writes its text through the binding when it changed.
    private func commit(_ e: TextEditing, id: ViewID, spec: TextFieldSpec) {
        editors[id] = e
        let bound = spec.text.wrappedValue
        guard e.text != bound else { return }
        readBeforeWrite[id] = bound
        spec.text.wrappedValue = e.text
    }

    /// A field took focus: its caret starts at the end of its text.
    func begin(_ id: ViewID, field: Node?) {
        // Focus moved: a composition left in another field is abandoned, as an input method does.
        if let c = composition, c.field != id { composition = nil }
        guard editors[id] == nil, let field, let spec = field[TextFieldSpec.Key.self] else { return }
        editors[id] = TextEditing(text: spec.text.wrappedValue)
    }

    /// What an editing key did to field `id`.
    enum KeyOutcome { case edited, consumed, submitted, ignored }

    /// Editing keys in a text field; characters are consumed (their text arrives as text input).
    func edit(_ press: KeyPress, field: Node, id: ViewID) -> KeyOutcome {
        guard let spec = Self.spec(of: field) else { return .ignored }
        var e = editor(id, spec)
        switch press.key {
        case .delete: e.deleteBackward()
        case .deleteForward: e.deleteForward()
        case .leftArrow: e.moveLeft()
        case .rightArrow: e.moveRight()
        case .home: e.moveHome()
        case .end: e.moveEnd()
        case .return: return .submitted
        case .character, .space: return .consumed // typed text arrives as text input
        default: return .ignored
        }
        commit(e, id: id, spec: spec)
        return .edited
    }

    /// Inserts typed text at the caret of field `id`; false when `field` is not a text field.
    func insert(_ text: String, field: Node?, id: ViewID) -> Bool {
        guard let spec = Self.spec(of: field) else { return false }
        // Committed text replaces what was being composed.
        if composition?.field == id { composition = nil }
        var e = editor(id, spec)
        e.insert(text)
        commit(e, id: id, spec: spec)
        return true
    }

    /// The text and caret field `id` is edited with now (its editor, or the bound text when that
    /// changed behind the editor's back); nil when `field` is not a text field.
    func editing(_ id: ViewID, field: Node?) -> TextEditing? {
        Self.spec(of: field).map { editor(id, $0) }
    }

    /// Draws the caret in the focused text field (blinking every ``caretBlink`` seconds since `since`).
    func addCaret(_ tree: Node, focused: ViewID?, since: Double, now: Double, measurer: any TextMeasuring) {
        caretRect = nil
        guard let id = focused, let field = tree.find(id: id), let spec = Self.spec(of: field) else { return }
        var textNode: Node?
        field.visit { d in if case .text = d.kind { textNode = d; return false }; return true }
        guard let t = textNode else { return }
        let text = spec.text.wrappedValue
        let caretIndex = min(editors[id]?.caret ?? text.count, text.count)
        // Bounded by the text's frame: a caret after a huge name stays at the field's edge (and the
        // name is measured only as far as the frame reaches).
        var x = spec.isEmpty ? t.frame.minX
            : t.frame.minX + measurer.width(of: String(text.prefix(caretIndex)), font: spec.font, upTo: t.frame.width)
        if let c = composition, c.field == id, case .text(let content) = t.kind {
            x = addComposition(c.text, at: x, in: field, over: t, content: content, measurer: measurer)
        }
        caretRect = Rect(x: x, y: t.frame.minY, width: 3, height: t.frame.height)
        guard Int(((now - since) / Self.caretBlink).rounded(.down)) % 2 == 0 else { return }
        let caret = Node(.shape(ShapeContent(shape: .rect, fill: .color(field.environment.accentColor))), environment: field.environment,
                         frame: Rect(x: x, y: t.frame.minY + 4, width: 3, height: t.frame.height - 8))
        field.children.append(caret)
    }

    // The composition's look: the field's text on a backing of the focused field's light fill
    // (tvOS's focused field, as the on-screen keyboard's text line), underlined 2 pt thick in
    // the text's colour 3 pt under the text's box — the marked-text underline of macOS and
    // tvOS (chosen to read from a sofa; not measured).
    static let compositionUnderline = 2.0
    static let compositionBacking = Color(r: 235, g: 235, b: 240)

    /// Draws the input method's uncommitted text at the caret `x` of `field` (inline, over what
    /// follows the caret), underlined; returns where the caret goes (after it).
    private func addComposition(_ composing: String, at x: Double, in field: Node, over t: Node, content: TextContent,
                                measurer: any TextMeasuring) -> Double {
        let width = measurer.size(of: composing, font: content.font).width
        let env = field.environment
        let box = Rect(x: x, y: t.frame.minY, width: width, height: t.frame.height)
        let backing = Node(.shape(ShapeContent(shape: .rect, fill: .color(Self.compositionBacking))), environment: env, frame: box)
        var marked = content
        marked.string = composing
        marked.lines = [composing] // laid out by hand: one line, as wide as measured
        marked.lineWidths = [width]
        marked.fullWidth = width
        marked.marquee = false
        let text = Node(.text(marked), environment: env, frame: box)
        let underline = Node(.shape(ShapeContent(shape: .rect, fill: .color(content.color))), environment: env,
                             frame: Rect(x: x, y: box.maxY - Self.compositionUnderline - 3, width: width, height: Self.compositionUnderline))
        field.children += [backing, text, underline]
        return x + width
    }

    /// When the caret next blinks, while a text field has focus.
    static func nextBlink(after now: Double, since: Double) -> Double {
        since + (((now - since) / caretBlink).rounded(.down) + 1) * caretBlink
    }
}
