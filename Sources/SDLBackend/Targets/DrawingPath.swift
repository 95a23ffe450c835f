/// The drawing path a live ``SDLWindow`` took, and why (the trace's `renderer` event).
public struct DrawingPath: Sendable, Equatable {
    /// `"gpu"` (SDL's accelerated renderer) or `"software"` (our rasteriser into the window surface).
    public var name: String
    /// SDL's renderer driver (`opengl`, `opengles2`, `software`…).
    public var driver: String
    /// What draws the pixels: the GL renderer string (`llvmpipe (LLVM 15.0.6, 256 bits)`), or
    /// `"window surface"` on the software path.
    public var device: String
    /// Why this path was taken, in a few words.
    public var reason: String

    public init(name: String, driver: String, device: String, reason: String) {
        self.name = name; self.driver = driver; self.device = device; self.reason = reason
    }

    /// Whether this is our software path (damage drawing into the window surface).
    public var isSoftware: Bool { name == "software" }

    /// Whether a GL renderer string names a software rasteriser rather than a GPU: Mesa's
    /// llvmpipe, softpipe and swrast (and the "Software Rasterizer" generic name), or
    /// Microsoft's GDI generic renderer.
    public static func isSoftwareRasteriser(_ glRenderer: String) -> Bool {
        let s = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "gdi generic", "lavapipe"].contains { s.contains($0) }
    }
}
