/// Cache key of a scaled emoji.
struct EmojiKey: Hashable {
    let text: String
    let width: Int
    let height: Int
}
