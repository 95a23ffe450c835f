/// A lazy container's item built of modifiers around a view (`Tile(…).focusable().id(…)`),
/// kept between frames as a view with a `body` is (``RetainedEvaluations``).
///
/// A modifier resolves with no `body` of its own, so an item made of them would be resolved and
/// laid out again every time its container's `ForEach` closure runs — on every focus move of a
/// grid whose screen reads the selection. Boxed, the item compares by its modifiers' declared
/// inputs (``ModifierInputs``) and its content, and when they are equal and nothing it read
/// changed, the node it resolved to last time comes back as it was laid out.
struct KeptItem<Content: View>: View {
    let content: Content
    /// The content (the resolver hands out ``content`` itself, not this group of it).
    var body: some View { content }
}
