extension Catalog {
    /// A catalogue of `count` recipes generated from this one, for measuring the app at sizes
    /// no asset file holds (`make bench`'s `memory:` grid of 1,000 and 1,000,000 recipes).
    ///
    /// Recipe `i` copies the content of this catalogue's recipe `i mod n` (its emoji, colours,
    /// summary and ingredients, so the art and text the grid draws are the real ones) under the
    /// slug `SLUG-i` and the name `NAME i`, in `category` (every generated recipe shows in that
    /// category's grid). Palettes and drinks stay this catalogue's.
    public func generated(recipes count: Int, in category: RecipeCategory) -> Catalog {
        let base = recipes
        guard !base.isEmpty else { return self }
        var generated: [Recipe] = []
        generated.reserveCapacity(count)
        for i in 0..<count {
            var r = base[i % base.count]
            r.slug = "\(r.slug)-\(i)"
            r.name = "\(r.name) \(i)"
            r.category = category
            generated.append(r)
        }
        return Catalog(recipes: generated, palettes: palettes, drinks: drinks)
    }
}
