import Rasterizer

extension PixelRenderer {
    /// A renderer drawing at `scale` pixels per point, its text from SDL_ttf with the fonts in
    /// `assets` (the system's DejaVu and emoji faces when they lack them) and its images from
    /// `assets`' Images folder; into a target once its owner sets one.
    public convenience init(scale: Double = 1, assets: AssetLocator? = try? AssetLocator()) {
        self.init(scale: scale, assets: assets, fonts: FontLibrary(fontsDirectory: assets?.fonts))
    }

    /// A renderer with its own font library (tests use one without the emoji face).
    convenience init(scale: Double, assets: AssetLocator?, fonts: FontLibrary) {
        self.init(scale: scale, glyphs: SDLGlyphSource(fonts: fonts), images: AssetImageSource(directory: assets?.images))
    }
}
