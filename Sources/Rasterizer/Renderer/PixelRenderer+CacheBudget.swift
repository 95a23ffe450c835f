extension PixelRenderer {
    /// Screens' worth of ARGB pixels the text and emoji textures may take: the text of one screen
    /// covers well under a screen's pixels — the guide example's rows take ~2 MB of a 1920×1080
    /// screen's 8 MB, its texture and kept copy counted (measured) — so one holds what is shown
    /// and a few screens just scrolled past (text drawn in one frame only is not kept at all).
    static let textScreens = 1.0
    /// Screens' worth of pixels for shape textures: holding Down through the recipe grid at
    /// 1920×1080 keeps 4.3 MiB of them (47 textures, measured; half a screen's pixels, now that
    /// gradients keep none), so two keep some four screens of tiles (five were needed when each
    /// card's gradient art was a texture: ~20 MiB a screen).
    static let shapeScreens = 2.0
    /// Screens' worth of pixels for image textures: a gallery's large tiles at a few scales (our estimate).
    static let imageScreens = 4.0
    /// The smallest screen budgets are worked out from: a 1280×720 target, so a small window
    /// still keeps one screen of everything.
    public static let smallestBudgetedPixels = 1280 * 720

    /// Sizes the texture caches from the target's area, so memory follows the screen rather
    /// than fixed tens of megabytes: a long scroll through new text keeps a few screens of it.
    /// Never above the fixed budgets (`textCacheBytes`, `shapeCacheBytes`, `imageCacheBytes`).
    /// `smallest`: the fewest pixels a target counts as (a window: ``smallestBudgetedPixels``).
    public func budgetCaches(forTargetWidth width: Int, height: Int, smallest: Int = PixelRenderer.smallestBudgetedPixels) {
        let screen = Double(max(width * height, smallest) * 4)
        textCache.costLimit = min(Int(screen * Self.textScreens), Self.textCacheBytes)
        emojiCache.costLimit = min(Int(screen * Self.textScreens / 4), Self.textCacheBytes / 4)
        shapeCache.costLimit = min(Int(screen * Self.shapeScreens), Self.shapeCacheBytes)
        imageCache.costLimit = min(Int(screen * Self.imageScreens), Self.imageCacheBytes)
    }
}
