/// What the runtime needs to edit a text field: its binding and font (for caret placement).
public struct TextFieldSpec {
    public static let key = "textField"
    public var text: Binding<String>
    public var font: Font
    public var isEmpty: Bool
}
