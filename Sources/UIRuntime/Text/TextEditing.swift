/// Caret editing of a one-line text field: insert, delete backward/forward, move, home/end.
/// Positions count Characters (grapheme clusters), so "é" and emoji edit as one.
public struct TextEditing: Equatable, Sendable {
    public var text: String
    public var caret: Int

    public init(text: String, caret: Int? = nil) {
        self.text = text
        self.caret = min(max(0, caret ?? text.count), text.count)
    }

    /// Inserts typed text at the caret (newlines and control characters are dropped).
    public mutating func insert(_ s: String) {
        let clean = s.filter { !$0.isNewline && !($0.asciiValue.map { $0 < 0x20 } ?? false) }
        let i = text.index(text.startIndex, offsetBy: caret)
        text.insert(contentsOf: clean, at: i)
        caret += clean.count
    }

    /// Backspace.
    public mutating func deleteBackward() {
        guard caret > 0 else { return }
        let i = text.index(text.startIndex, offsetBy: caret - 1)
        text.remove(at: i)
        caret -= 1
    }

    /// Forward delete.
    public mutating func deleteForward() {
        guard caret < text.count else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: caret))
    }

    public mutating func moveLeft() { caret = max(0, caret - 1) }
    public mutating func moveRight() { caret = min(text.count, caret + 1) }
    public mutating func moveHome() { caret = 0 }
    public mutating func moveEnd() { caret = text.count }
}
