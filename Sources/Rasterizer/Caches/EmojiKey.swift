/// Cache key of a scaled emoji.
package struct EmojiKey: Hashable {
    package let text: String
    package let width: Int
    package let height: Int

    /// A value of these fields.
    package init(text: String, width: Int, height: Int) {
        self.text = text
        self.width = width
        self.height = height
    }
}
