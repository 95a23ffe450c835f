/// The pixels of a damage-drawn frame's lower part — the background and every item before the
/// first one an animation changes — kept while the animation runs, so each of its frames copies
/// them back under the damage instead of clearing it and drawing those items again.
///
/// A focus move on a grid animates two raised tiles drawn last; everything under them (the
/// background, the neighbouring tiles' art and titles) is the same from frame to frame. Without
/// a backdrop every frame clears the damage and redraws that lower part there: at 1280×720 about
/// 0.4 ms of a 2.2 ms frame (measured with per-frame timers). With it that is one copy of the
/// damage box's pixels.
///
/// It is taken on a frame patched from the last one (``DisplayList/revision``) whose changes all
/// lie at or after ``start``, in the middle of drawing (after item `start − 1`), over
/// ``region``: the clip the first changed item is drawn in. The pixels of that region outside the
/// damage are the last frame's, which hold only the lower part when nothing drawn from
/// ``start`` on reaches there. It stays true while every later frame is patched with its changes
/// at or after ``start``; the renderer forgets it otherwise.
package struct Backdrop {
    /// The index of the first item the backdrop leaves out: items before it drew its pixels.
    package let start: Int
    /// The device pixels kept.
    package let region: DamageFrame.Box
    /// The kept pixels, `region`'s rows packed.
    private let pixels: [UInt32]

    /// Takes `region` (inside the framebuffer `fb`) as the lower part up to `start`.
    package init(start: Int, region: DamageFrame.Box, from fb: Framebuffer) {
        self.start = start
        self.region = region
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        // Every pixel is copied in: no zeroing first (it showed as a tenth of a grid frame's copying).
        pixels = [UInt32](unsafeUninitializedCapacity: max(0, w * h)) { out, count in
            guard w > 0, h > 0, let base = out.baseAddress else { count = 0; return }
            for y in 0..<h {
                (base + y * w).initialize(from: fb.rows.row(region.y0 + y) + region.x0, count: w)
            }
            count = w * h
        }
    }

    /// Whether `box` lies inside ``region``.
    package func covers(_ box: DamageFrame.Box) -> Bool { region.contains(box) }

    /// Copies the kept pixels of `box` (inside ``region``) back onto the framebuffer `fb`.
    package func restore(_ box: DamageFrame.Box, into fb: Framebuffer) {
        let w = region.x1 - region.x0, count = box.x1 - box.x0
        guard count > 0 else { return }
        pixels.withUnsafeBufferPointer { kept in
            for y in box.y0..<box.y1 {
                (fb.rows.row(y) + box.x0).update(from: kept.baseAddress! + (y - region.y0) * w + (box.x0 - region.x0), count: count)
            }
        }
    }
}
