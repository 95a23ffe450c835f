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

/// Fills `width` × `height` destination pixels with `pixel` (plain stores, so the pixels stay in
/// cache for what is drawn over them next). The pitch is in pixels.
void cpb_fill(uint32_t *dst, ptrdiff_t dstPitch, uint32_t pixel, int width, int height);

#endif
