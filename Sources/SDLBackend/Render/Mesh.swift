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

    /// Fills a convex ring with triangles that slice it from its topmost vertex down, so they
    /// are wide, short slices.
    ///
    /// Two chains run down from the topmost vertex, one each way round the ring; each step
    /// advances the chain whose next vertex is higher (a monotone-polygon sweep). The slices'
    /// bounding boxes then add up to about the shape's area, which is what SDL's software
    /// renderer spends its time on. (Alternating the chains instead, from the first and last
    /// vertices, went wrong for outlines with points along their top side — the gradient
    /// cores': slices reached from the right side back to the top, each with a bounding box
    /// nearly the whole shape, and a grid frame spent most of its instructions in them.)
    mutating func strip(ring: Int32, count: Int) {
        guard count >= 3 else { return }
        var top = 0
        for i in 1..<count where vertices[Int(ring) + i].position.y < vertices[Int(ring) + top].position.y { top = i }
        func index(_ i: Int) -> Int32 { ring + Int32((top + i) % count) }
        func y(_ i: Int) -> Float { vertices[Int(index(i))].position.y }
        var l = 0, r = count - 1
        while r - l > 1 {
            if y(l + 1) <= y(r - 1) {
                indices.append(contentsOf: [index(l), index(l + 1), index(r)]); l += 1
            } else {
                indices.append(contentsOf: [index(l), index(r - 1), index(r)]); r -= 1
            }
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
