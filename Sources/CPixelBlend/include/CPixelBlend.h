// Pixel loops for the software renderer's framebuffer, written in C so they can use SSE2 (the
// x86-64 baseline) where Swift's SIMD types do not reliably compile to vector code.
#ifndef CPIXELBLEND_H
#define CPIXELBLEND_H

#include <stddef.h>
#include <stdint.h>

/// Blends `width` × `height` ARGB8888 source pixels (straight, not premultiplied, alpha) over
/// 32-bit xRGB/ARGB destination pixels, as SDL_BLENDMODE_BLEND defines it: each colour channel
/// becomes (s·a + d·(255 − a)) / 255 and alpha a + dA·(255 − a) / 255, rounded to nearest,
/// where a is the source pixel's alpha times `alpha` / 255 (255: the pixel's own alpha, as SDL's
/// texture alpha modulation). Pitches are in pixels.
void cpb_blend(uint32_t *dst, ptrdiff_t dstPitch, const uint32_t *src, ptrdiff_t srcPitch, int width, int height,
               uint32_t alpha);

/// Blends one source pixel a row (`src[y · srcPitch]`, straight alpha, as ``cpb_blend``) over
/// `width` destination pixels of each of `height` rows: a texture's column drawn stretched
/// (`srcPitch` 0: one pixel over the whole rectangle). Pitches are in pixels.
void cpb_blend_repeated(uint32_t *dst, ptrdiff_t dstPitch, const uint32_t *src, ptrdiff_t srcPitch, int width, int height,
                        uint32_t alpha);

/// Fills `width` × `height` destination pixels with `pixel` (plain stores, so the pixels stay in
/// cache for what is drawn over them next). The pitch is in pixels.
void cpb_fill(uint32_t *dst, ptrdiff_t dstPitch, uint32_t pixel, int width, int height);

/// One straight-alpha ARGB8888 pixel `s` blended over `d` as `cpb_blend` blends it at full alpha.
uint32_t cpb_blend_one(uint32_t s, uint32_t d);

/// One row of a gradient's pixels from its colour table: pixel i is
/// `table[(int)(clamp(t + (double)(first + i) · dt, 0, 1) · steps + 0.5)]`, each step's
/// arithmetic rounded as written (no fused multiply-add), so the row matches pixels worked out one
/// by one elsewhere bit for bit. `table` holds `steps` + 1 pixels.
void cpb_ramp_row(uint32_t *dst, int count, double t, long first, double dt, const uint32_t *table, int steps);

/// Lays `width` × `height` premultiplied ARGB8888 source pixels over 32-bit xRGB/ARGB destination
/// pixels, pixel for pixel, as premultiplied "over": d ← s + d·(255 − sA) / 255 per channel,
/// rounded to nearest. Pitches are in pixels.
void cpb_over(uint32_t *dst, ptrdiff_t dstPitch, const uint32_t *src, ptrdiff_t srcPitch, int width, int height);

/// Blends a premultiplied ARGB8888 raster (`src`, `srcWidth` × `srcHeight`) over 32-bit xRGB/ARGB
/// destination pixels, resampled: the destination pixel (x, y) of the rectangle `x0`, `y0`,
/// `width`, `height` (relative to `dst`, which points at the destination's pixel (0, 0)) takes
/// the source bilinearly sampled at (kx·(x + ½) + cx, ky·(y + ½) + cy) in source pixels, outside
/// the raster transparent. Each sample's channels are multiplied by `alpha` / 255, then laid over
/// as premultiplied "over": d ← s + d·(255 − sA) / 255. Pitches are in pixels.
void cpb_blend_premultiplied_scaled(uint32_t *dst, ptrdiff_t dstPitch, int x0, int y0, int width, int height,
                                    const uint32_t *src, ptrdiff_t srcPitch, int srcWidth, int srcHeight,
                                    double kx, double ky, double cx, double cy, uint32_t alpha);

/// Blends a premultiplied ARGB8888 raster (`src`, `srcWidth` × `srcHeight`) over 32-bit xRGB/ARGB
/// destination pixels through a projective map: the destination pixel (x, y) of the rectangle
/// `x0`, `y0`, `width`, `height` takes the source bilinearly sampled at the point
/// `m` (row-major 3×3: m[0] m[1] m[2] / m[3] m[4] m[5] / m[6] m[7] m[8]) maps (x + ½, y + ½) to,
/// in source pixels whose centres sit at i + ½, outside the raster transparent (so the raster's
/// edges fade over a pixel: anti-aliased under any rotation or tilt). Each sample's channels are
/// multiplied by `alpha` / 255, then laid over as premultiplied "over", rounded as
/// ``cpb_blend_premultiplied_scaled``. Pitches are in pixels.
void cpb_blend_premultiplied_projected(uint32_t *dst, ptrdiff_t dstPitch, int x0, int y0, int width, int height,
                                       const uint32_t *src, ptrdiff_t srcPitch, int srcWidth, int srcHeight,
                                       const double m[9], uint32_t alpha);

/// Multiplies `width` × `height` premultiplied ARGB8888 pixels (all four channels) by the alpha
/// channel of the matching `mask` pixels / 255: a raster cut to a shape's coverage. Pitches are
/// in pixels.
void cpb_multiply_by_mask_alpha(uint32_t *pixels, ptrdiff_t pitch, const uint32_t *mask, ptrdiff_t maskPitch,
                                int width, int height);

/// The run of fully opaque pixels (alpha 255) of `row` (`width` ARGB8888 pixels) through pixel
/// `mid`: the first of them in `*left`, the one after the last in `*right`; both `mid` when
/// pixel `mid` is not opaque.
void cpb_opaque_run(const uint32_t *row, int width, int mid, int *left, int *right);

/// Premultiplies `count` straight-alpha ARGB8888 pixels in place: each colour channel c becomes
/// c·a / 255 rounded to nearest (`t = c·a + 128`, `(t + t >> 8) >> 8`), alpha stays.
void cpb_premultiply(uint32_t *pixels, size_t count);

#endif
