extension DisplayListBuilder {
    /// Items a list already holds for some nodes, which a redraw copies instead of drawing
    /// those nodes again.
    ///
    /// A focus animation's frame redraws the tiles whose decorations moved on: their lift,
    /// shadow and ring are the tile's own items, while everything inside it — art, titles,
    /// badges — draws as it did (the layer's transform moves it). ``RetainedDisplayList`` hands
    /// the last list's items of those inner nodes to the redraw, which copies them where it
    /// would have drawn them: the items come out the same, without walking and drawing every
    /// node of the tile again each frame.
    struct KeptItems {
        /// The list the items are taken from.
        let items: [DisplayItem]
        /// Where a node's items lie in ``items`` when they can be copied as they are (nothing
        /// inside the node changed); nil when it must be drawn.
        let range: (Node) -> Range<Int>?

        /// The items `node` drew, when they can be copied.
        func items(of node: Node) -> ArraySlice<DisplayItem>? {
            range(node).map { items[$0] }
        }
    }
}
