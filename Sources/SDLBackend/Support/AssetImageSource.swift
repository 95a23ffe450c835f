import CSDL2
import CSDL2Image
import Foundation
import Rasterizer

/// The images a `PixelRenderer` draws, decoded with SDL_image from an asset folder's
/// `Images/NAME.png` (``AssetLocator/images``).
final class AssetImageSource: ImageSource {
    /// The folder images are looked up in; nil finds none.
    let directory: URL?

    /// Images from `directory`.
    init(directory: URL?) { self.directory = directory }

    func image(named name: String) -> PixelRaster? {
        guard let directory else { return nil }
        for file in name.hasSuffix(".png") ? [name] : [name + ".png", name] {
            let path = directory.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path), let loaded = IMG_Load(path) else { continue }
            defer { SDL_FreeSurface(loaded) }
            if let raster = PixelRaster(surface: loaded) { return raster }
        }
        return nil
    }
}
