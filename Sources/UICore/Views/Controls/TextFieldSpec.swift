/// What the runtime needs to edit a text field: its binding and font (for caret placement), and
/// its placeholder (the on-screen keyboard shows it while the field is empty).
public struct TextFieldSpec {
    /// The node attribute key of a text field's spec.
    public enum Key: ViewAttributeKey { public typealias Value = TextFieldSpec }
    public var text: Binding<String>
    public var font: Font
    public var isEmpty: Bool
    public var placeholder = ""
}
