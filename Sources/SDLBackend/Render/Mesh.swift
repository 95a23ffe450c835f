import CSDL2

/// Triangles for one `SDL_RenderGeometry` call: vertices in pixels plus an index list.
struct Mesh {
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []

    /// Appends a ring of vertices and returns the index of its first vertex.
    mutating func addRing(_ ring: [SDL_Vertex]) -> Int32 {
        let base = Int32(vertices.count)
        vertices.append(contentsOf: ring)
        return base
    }

    /// Joins two rings of equal length (appended with ``addRing(_:)``) with a strip of quads.
    mutating func joinRings(_ a: Int32, _ b: Int32, count: Int) {
        let n = Int32(count)
        for i in 0..<n {
            let j = (i + 1) % n
            indices.append(contentsOf: [a + i, a + j, b + j, a + i, b + j, b + i])
        }
    }

    /// Fills a convex ring with a zig-zag strip between its two sides, starting from the first
    /// and last vertices (the top of a ``ShapeOutline``), so triangles are wide, short slices.
    ///
    /// Unlike a fan from the centre, the slices' bounding boxes add up to about twice the
    /// shape's area, which is what SDL's software renderer spends its time on.
    mutating func strip(ring: Int32, count: Int) {
        var l: Int32 = 0, r = Int32(count) - 1
        var advanceLeft = true
        while r - l > 1 {
            if advanceLeft {
                indices.append(contentsOf: [ring + l, ring + l + 1, ring + r]); l += 1
            } else {
                indices.append(contentsOf: [ring + l, ring + r - 1, ring + r]); r -= 1
            }
            advanceLeft.toggle()
        }
    }

    /// Draws the triangles, untextured or with a texture; returns false when SDL refused.
    ///
    /// `separateTriangles` works around SDL's software renderer, which turns two consecutive
    /// triangles sharing two vertices into one `FillRect` when a loose test calls them an
    /// axis-aligned rectangle (SDL_render.c `SDL_SW_RenderGeometryRaw`) — it misfires on thin
    /// slanted quads and leaves one-pixel holes. A zero-area triangle after each one keeps any
    /// two real triangles from being consecutive; SDL skips zero-area triangles.
    @discardableResult
    func draw(_ renderer: OpaquePointer, texture: OpaquePointer? = nil, separateTriangles: Bool = false) -> Bool {
        guard !indices.isEmpty else { return true }
        var list = indices
        if separateTriangles {
            list = []
            list.reserveCapacity(indices.count * 2)
            var t = 0
            while t + 2 < indices.count {
                list.append(contentsOf: [indices[t], indices[t + 1], indices[t + 2], indices[t], indices[t], indices[t]])
                t += 3
            }
        }
        return vertices.withUnsafeBufferPointer { v in
            list.withUnsafeBufferPointer { i in
                SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count)) == 0
            }
        }
    }
}
