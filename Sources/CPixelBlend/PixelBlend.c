#include "CPixelBlend.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__clang__)
#include <immintrin.h>
#define CPB_AVX2 1
#endif

/// x / 255 rounded to nearest, for x ≤ 255 · 255.
static inline uint32_t div255(uint32_t x) {
    uint32_t t = x + 128;
    return (t + (t >> 8)) >> 8;
}

/// `llround(v)` — the nearest integer, halves away from zero — without the call to libm that
/// `llround` is on x86-64's baseline (no SSE4.1): the conversion truncates, and what it left
/// (exact: an integer part taken off a double is) says which way to round. For |v| < 2^62.
static inline int64_t round_half_away(double v) {
    int64_t i = (int64_t)v;
    const double rest = v - (double)i;
    if (rest >= 0.5) i += 1; else if (rest <= -0.5) i -= 1;
    return i;
}

/// One pixel: (s·a + d·(255 − a)) / 255 per channel, the source's alpha channel counted as 255,
/// with a the source's alpha times `m` / 255.
static inline uint32_t blend_pixel(uint32_t s, uint32_t d, uint32_t m) {
    uint32_t a = m == 255 ? s >> 24 : div255((s >> 24) * m);
    if (a == 0) return d;
    if (a == 255) return s;
    uint32_t na = 255 - a, out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t sc = shift == 24 ? 255 : (s >> shift) & 0xff;
        uint32_t dc = (d >> shift) & 0xff;
        out |= div255(sc * a + dc * na) << shift;
    }
    return out;
}

#if defined(__SSE2__)
/// x / 255 rounded to nearest in each 16-bit lane, for x ≤ 255 · 255.
static inline __m128i div255_wide(__m128i x) {
    __m128i t = _mm_add_epi16(x, _mm_set1_epi16(128));
    return _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
}

/// Two pixels widened to 16-bit lanes: the blend of `s` over `d` with the source alpha times
/// `m` / 255 (`m` in every lane), each lane rounded as `blend_pixel` rounds it.
static inline __m128i blend_wide(__m128i s, __m128i d, __m128i m, int modulated) {
    // Each pixel's alpha in all four of its lanes; the source's alpha lane counted as 255.
    __m128i a = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF);
    if (modulated) a = div255_wide(_mm_mullo_epi16(a, m));
    __m128i na = _mm_sub_epi16(_mm_set1_epi16(255), a);
    __m128i sa = _mm_or_si128(s, _mm_set_epi16(255, 0, 0, 0, 255, 0, 0, 0));
    return div255_wide(_mm_add_epi16(_mm_mullo_epi16(sa, a), _mm_mullo_epi16(d, na)));
}
#endif

#if CPB_AVX2
/// `div255_wide` on sixteen lanes.
__attribute__((target("avx2"))) static inline __m256i div255_wide8(__m256i x) {
    __m256i t = _mm256_add_epi16(x, _mm256_set1_epi16(128));
    return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

/// `blend_wide` on four pixels at once (AVX2 works within 128-bit halves, as the unpacks do).
__attribute__((target("avx2"))) static inline __m256i blend_wide8(__m256i s, __m256i d, __m256i m, int modulated) {
    __m256i a = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s, 0xFF), 0xFF);
    if (modulated) a = div255_wide8(_mm256_mullo_epi16(a, m));
    __m256i na = _mm256_sub_epi16(_mm256_set1_epi16(255), a);
    __m256i sa = _mm256_or_si256(s, _mm256_set_epi16(255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0));
    return div255_wide8(_mm256_add_epi16(_mm256_mullo_epi16(sa, a), _mm256_mullo_epi16(d, na)));
}

/// Blends the first pixels of a row eight at a time; returns how many it did (a multiple of 8).
__attribute__((target("avx2"))) static int blend_row_avx2(uint32_t *d, const uint32_t *s, int width, uint32_t alpha) {
    const int modulated = alpha != 255;
    const __m256i amask = _mm256_set1_epi32((int)0xFF000000u), zero = _mm256_setzero_si256();
    const __m256i m = _mm256_set1_epi16((short)alpha);
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i sv = _mm256_loadu_si256((const __m256i *)(s + x));
        __m256i alphas = _mm256_and_si256(sv, amask);
        if ((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi32(alphas, zero)) == 0xFFFFFFFFu) continue;
        if (!modulated && (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi32(alphas, amask)) == 0xFFFFFFFFu) {
            _mm256_storeu_si256((__m256i *)(d + x), sv);
            continue;
        }
        __m256i dv = _mm256_loadu_si256((const __m256i *)(d + x));
        __m256i lo = blend_wide8(_mm256_unpacklo_epi8(sv, zero), _mm256_unpacklo_epi8(dv, zero), m, modulated);
        __m256i hi = blend_wide8(_mm256_unpackhi_epi8(sv, zero), _mm256_unpackhi_epi8(dv, zero), m, modulated);
        _mm256_storeu_si256((__m256i *)(d + x), _mm256_packus_epi16(lo, hi));
    }
    return x;
}
#endif

void cpb_blend(uint32_t *dst, ptrdiff_t dstPitch, const uint32_t *src, ptrdiff_t srcPitch, int width, int height,
               uint32_t alpha) {
    if (alpha == 0) return;
    if (alpha > 255) alpha = 255;
    const int modulated = alpha != 255;
#if CPB_AVX2
    // Eight pixels at a time where the processor has AVX2 (the x86-64 baseline is SSE2).
    const int avx2 = __builtin_cpu_supports("avx2");
#endif
    for (int y = 0; y < height; y++) {
        uint32_t *d = dst + y * dstPitch;
        const uint32_t *s = src + y * srcPitch;
        int x = 0;
#if CPB_AVX2
        if (avx2) x = blend_row_avx2(d, s, width, alpha);
#endif
#if defined(__SSE2__)
        const __m128i amask = _mm_set1_epi32((int)0xFF000000u), zero = _mm_setzero_si128();
        const __m128i m = _mm_set1_epi16((short)alpha);
        for (; x + 4 <= width; x += 4) {
            __m128i sv = _mm_loadu_si128((const __m128i *)(s + x));
            __m128i alphas = _mm_and_si128(sv, amask);
            int clear = _mm_movemask_epi8(_mm_cmpeq_epi32(alphas, zero));
            if (clear == 0xFFFF) continue;                       // four transparent pixels
            if (!modulated && _mm_movemask_epi8(_mm_cmpeq_epi32(alphas, amask)) == 0xFFFF) {
                _mm_storeu_si128((__m128i *)(d + x), sv);        // four opaque pixels
                continue;
            }
            __m128i dv = _mm_loadu_si128((const __m128i *)(d + x));
            __m128i lo = blend_wide(_mm_unpacklo_epi8(sv, zero), _mm_unpacklo_epi8(dv, zero), m, modulated);
            __m128i hi = blend_wide(_mm_unpackhi_epi8(sv, zero), _mm_unpackhi_epi8(dv, zero), m, modulated);
            _mm_storeu_si128((__m128i *)(d + x), _mm_packus_epi16(lo, hi));
        }
#endif
        for (; x < width; x++) d[x] = blend_pixel(s[x], d[x], alpha);
    }
}

#if CPB_AVX2
/// One colour `p` (straight alpha, the alpha already times the modulation: `a`) blended over the
/// first pixels of a row eight at a time; returns how many it did. The same sums as
/// `blend_wide8`, with the source's products worked out once for the whole row.
__attribute__((target("avx2"))) static int blend_color_row_avx2(uint32_t *d, uint32_t p, uint32_t a, int width) {
    const __m256i zero = _mm256_setzero_si256();
    /* The source's channels (its alpha lane counted as 255) times a, in 16-bit lanes: the
       same four lanes for each pixel. */
    const __m256i sa = _mm256_set_epi16((short)(255 * a), (short)(((p >> 16) & 255) * a), (short)(((p >> 8) & 255) * a), (short)((p & 255) * a),
                                        (short)(255 * a), (short)(((p >> 16) & 255) * a), (short)(((p >> 8) & 255) * a), (short)((p & 255) * a),
                                        (short)(255 * a), (short)(((p >> 16) & 255) * a), (short)(((p >> 8) & 255) * a), (short)((p & 255) * a),
                                        (short)(255 * a), (short)(((p >> 16) & 255) * a), (short)(((p >> 8) & 255) * a), (short)((p & 255) * a));
    const __m256i na = _mm256_set1_epi16((short)(255 - a));
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i dv = _mm256_loadu_si256((const __m256i *)(d + x));
        __m256i lo = div255_wide8(_mm256_add_epi16(sa, _mm256_mullo_epi16(_mm256_unpacklo_epi8(dv, zero), na)));
        __m256i hi = div255_wide8(_mm256_add_epi16(sa, _mm256_mullo_epi16(_mm256_unpackhi_epi8(dv, zero), na)));
        _mm256_storeu_si256((__m256i *)(d + x), _mm256_packus_epi16(lo, hi));
    }
    return x;
}
#endif

void cpb_blend_repeated(uint32_t *dst, ptrdiff_t dstPitch, const uint32_t *src, ptrdiff_t srcPitch, int width, int height,
                        uint32_t alpha) {
    if (alpha == 0) return;
    if (alpha > 255) alpha = 255;
#if CPB_AVX2
    const int avx2 = __builtin_cpu_supports("avx2");
#endif
    /* Each row is one colour across (a shadow's stretched edge): its alpha times the modulation
       is worked out once a row, and where the processor has AVX2 the row is blended without
       reading a source (a guide's rows of shadow edges were a tenth of its CPU blended through
       a row of copies: perf, Down held at 1920×1080). */
    for (int y = 0; y < height; y++) {
        const uint32_t p = src[y * srcPitch];
        const uint32_t a = alpha == 255 ? p >> 24 : div255((p >> 24) * alpha);
        if (a == 0) continue;                                    // a transparent column pixel
        uint32_t *d = dst + y * dstPitch;
        if (a == 255) {
            for (int x = 0; x < width; x++) d[x] = p;
            continue;
        }
#if CPB_AVX2
        if (avx2) {
            int x = blend_color_row_avx2(d, p, a, width);
            for (; x < width; x++) d[x] = blend_pixel(p, d[x], alpha);
            continue;
        }
#endif
        /* Elsewhere through cpb_blend's row loops (SSE2 on any x86-64), a chunk of copies at a time. */
        enum { chunk = 256 };
        uint32_t row[chunk];
        for (int i = 0; i < (width < chunk ? width : chunk); i++) row[i] = p;
        for (int x = 0; x < width; x += chunk) cpb_blend(d + x, 0, row, 0, width - x < chunk ? width - x : chunk, 1, alpha);
    }
}

void cpb_fill(uint32_t *dst, ptrdiff_t dstPitch, uint32_t pixel, int width, int height) {
    for (int y = 0; y < height; y++) {
        uint32_t *d = dst + y * dstPitch;
        for (int x = 0; x < width; x++) d[x] = pixel;
    }
}

/* One 8-bit bilinear weight pair applied to two channels at once (lanes 0x00FF00FF). */
static inline uint32_t lerp_lanes(uint32_t a, uint32_t b, uint32_t w) {
    return ((a * (256 - w) + b * w) >> 8) & 0x00FF00FFu;
}

static inline uint32_t lerp_pixel(uint32_t a, uint32_t b, uint32_t w) {
    return lerp_lanes(a & 0x00FF00FFu, b & 0x00FF00FFu, w) | (lerp_lanes((a >> 8) & 0x00FF00FFu, (b >> 8) & 0x00FF00FFu, w) << 8);
}

/// Premultiplied `s` over `d`: s + d·(255 − sA)/255 per channel (rounded, saturating).
static inline uint32_t over_pixel(uint32_t s, uint32_t d) {
    if (s == 0) return d;
    const uint32_t keep = 255 - (s >> 24);
    if (keep == 0) return s;
    uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t c = ((s >> shift) & 255) + div255(((d >> shift) & 255) * keep);
        out |= (c > 255 ? 255 : c) << shift;
    }
    return out;
}

#if CPB_AVX2
/// `lerp_pixel(top[k], bottom[k], w)` for the first pixels of a row, eight at a time; returns how
/// many it did (a multiple of 8).
__attribute__((target("avx2"))) static int lerp_row_avx2(uint32_t *out, const uint32_t *top, const uint32_t *bottom,
                                                          int count, uint32_t w) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i wv = _mm256_set1_epi16((short)w), iwv = _mm256_set1_epi16((short)(256 - w));
    int k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(top + k)), b = _mm256_loadu_si256((const __m256i *)(bottom + k));
        /* Eight pixels equal above and below (a platter's fill) mix to themselves, exactly. */
        if ((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, b)) == 0xFFFFFFFFu) {
            _mm256_storeu_si256((__m256i *)(out + k), a);
            continue;
        }
        __m256i lo = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(a, zero), iwv),
                                                        _mm256_mullo_epi16(_mm256_unpacklo_epi8(b, zero), wv)), 8);
        __m256i hi = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(a, zero), iwv),
                                                        _mm256_mullo_epi16(_mm256_unpackhi_epi8(b, zero), wv)), 8);
        _mm256_storeu_si256((__m256i *)(out + k), _mm256_packus_epi16(lo, hi));
    }
    return k;
}

/// `over_pixel` of eight premultiplied pixels `sv` over the eight at `d`.
__attribute__((target("avx2"))) static inline void over_eight_avx2(uint32_t *d, __m256i sv) {
    const __m256i amask = _mm256_set1_epi32((int)0xFF000000u), zero = _mm256_setzero_si256();
    const __m256i full = _mm256_set1_epi16(255), half = _mm256_set1_epi16(128);
    if (_mm256_testz_si256(sv, sv)) return;                             // eight transparent samples
    __m256i alphas = _mm256_and_si256(sv, amask);
    if ((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi32(alphas, amask)) == 0xFFFFFFFFu) {
        _mm256_storeu_si256((__m256i *)d, sv);                          // eight opaque ones cover
        return;
    }
    __m256i dv = _mm256_loadu_si256((const __m256i *)d);
    __m256i slo = _mm256_unpacklo_epi8(sv, zero), shi = _mm256_unpackhi_epi8(sv, zero);
    __m256i klo = _mm256_sub_epi16(full, _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(slo, 0xFF), 0xFF));
    __m256i khi = _mm256_sub_epi16(full, _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(shi, 0xFF), 0xFF));
    __m256i tlo = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(dv, zero), klo), half);
    __m256i thi = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(dv, zero), khi), half);
    tlo = _mm256_srli_epi16(_mm256_add_epi16(tlo, _mm256_srli_epi16(tlo, 8)), 8);
    thi = _mm256_srli_epi16(_mm256_add_epi16(thi, _mm256_srli_epi16(thi, 8)), 8);
    _mm256_storeu_si256((__m256i *)d, _mm256_packus_epi16(_mm256_add_epi16(slo, tlo), _mm256_add_epi16(shi, thi)));
}

/// Each column's pair of `v` at its weight, then times `m` / 256 (`m` < 256), laid over the
/// destination row `d` (`over_pixel`), for the first pixels of a row, eight at a time; returns
/// how many it did. `index` holds each column's left pixel in `v`, `weight` its weight twice
/// (w | w << 16). Eight columns whose pairs lie within eight pixels of `v` (any upscale, most of
/// a lift's range) take them from two loads by permutation; wider spans gather. `v` must be
/// readable 8 pixels past its last pair. The eight samples go over the destination from the
/// register they are worked out in: stored in a row and read back by a pass of their own, they
/// cost a store, a load and a loop more for every eight pixels of a lifted tile.
__attribute__((target("avx2"))) static int across_over_row_avx2(uint32_t *d, const uint32_t *v, const int32_t *index,
                                                                 const uint32_t *weight, int width, uint32_t m) {
    const __m256i zero = _mm256_setzero_si256(), whole = _mm256_set1_epi16(256), mv = _mm256_set1_epi16((short)m);
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        const __m256i idx = _mm256_loadu_si256((const __m256i *)(index + x));
        const int base = index[x];
        __m256i left, right;
        if (index[x + 7] - base <= 7) {
            const __m256i rel = _mm256_sub_epi32(idx, _mm256_set1_epi32(base));
            left = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(v + base)), rel);
            right = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(v + base + 1)), rel);
        } else {
            left = _mm256_i32gather_epi32((const int *)v, idx, 4);
            right = _mm256_i32gather_epi32((const int *)(v + 1), idx, 4);
        }
        /* Eight pairs of equal pixels (a platter's fill) mix to themselves, exactly: the weights
           are not needed, only the opacity. */
        if ((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(left, right)) == 0xFFFFFFFFu) {
            if (m < 256) {
                const __m256i lo = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(left, zero), mv), 8);
                const __m256i hi = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(left, zero), mv), 8);
                left = _mm256_packus_epi16(lo, hi);
            }
            over_eight_avx2(d + x, left);
            continue;
        }
        /* unpacklo/hi_epi8 hold pixels 0, 1 | 4, 5 and 2, 3 | 6, 7; unpacklo/hi_epi32 of the
           doubled weights put each pixel's weight in its four channel lanes the same way. */
        const __m256i w = _mm256_loadu_si256((const __m256i *)(weight + x));
        const __m256i wlo = _mm256_unpacklo_epi32(w, w), whi = _mm256_unpackhi_epi32(w, w);
        __m256i lo = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(left, zero), _mm256_sub_epi16(whole, wlo)),
                                                        _mm256_mullo_epi16(_mm256_unpacklo_epi8(right, zero), wlo)), 8);
        __m256i hi = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(left, zero), _mm256_sub_epi16(whole, whi)),
                                                        _mm256_mullo_epi16(_mm256_unpackhi_epi8(right, zero), whi)), 8);
        if (m < 256) {
            lo = _mm256_srli_epi16(_mm256_mullo_epi16(lo, mv), 8);
            hi = _mm256_srli_epi16(_mm256_mullo_epi16(hi, mv), 8);
        }
        over_eight_avx2(d + x, _mm256_packus_epi16(lo, hi));
    }
    return x;
}

/// `over_pixel` on the first pixels of a row, eight at a time; returns how many it did.
__attribute__((target("avx2"))) static int over_row_avx2(uint32_t *d, const uint32_t *s, int width) {
    int x = 0;
    for (; x + 8 <= width; x += 8) over_eight_avx2(d + x, _mm256_loadu_si256((const __m256i *)(s + x)));
    return x;
}
#endif

void cpb_over(uint32_t *dst, ptrdiff_t dstPitch, const uint32_t *src, ptrdiff_t srcPitch, int width, int height) {
#if CPB_AVX2
    const int avx2 = __builtin_cpu_supports("avx2");
#endif
    for (int y = 0; y < height; y++) {
        uint32_t *d = dst + (ptrdiff_t)y * dstPitch;
        const uint32_t *s = src + (ptrdiff_t)y * srcPitch;
        int x = 0;
#if CPB_AVX2
        if (avx2) x = over_row_avx2(d, s, width);
#endif
        for (; x < width; x++) d[x] = over_pixel(s[x], d[x]);
    }
}

void cpb_blend_premultiplied_scaled(uint32_t *dst, ptrdiff_t dstPitch, int x0, int y0, int width, int height,
                                    const uint32_t *src, ptrdiff_t srcPitch, int srcWidth, int srcHeight,
                                    double kx, double ky, double cx, double cy, uint32_t alpha) {
    if (width <= 0 || height <= 0 || srcWidth <= 0 || srcHeight <= 0 || alpha == 0) return;
    if (alpha > 255) alpha = 255;
    const uint32_t m = alpha + (alpha >> 7);   /* 0…256 */
    /* Each column's left source pixel and weight, worked out once. Source pixel centres sit at
       i + 0.5: sample index f = k·(x + 0.5) + c − 0.5; 8-bit weights. Samples outside the raster
       read transparent: the left index runs from −1 to srcWidth − 1, so the row is read through
       a copy padded with one transparent pixel each side. */
    const int padded = srcWidth + 3;
    /* Each source row buffer has 8 pixels to spare past the padding, which the vector loop's
       loads may read (never use). */
    const int stride = padded + 8;
    int32_t *index = (int32_t *)malloc(sizeof(int32_t) * (size_t)width);
    uint32_t *weight = (uint32_t *)malloc(sizeof(uint32_t) * (size_t)width);
    /* `mixed` (the padded row the across pass reads), then a row of transparent pixels that
       stands for the rows outside the raster (calloc's zeros, never written). */
    uint32_t *rows = (uint32_t *)calloc((size_t)stride + (size_t)srcWidth, sizeof(uint32_t));
    if (!index || !weight || !rows) { free(index); free(weight); free(rows); return; }
    for (int x = 0; x < width; x++) {
        int64_t f = round_half_away((kx * (x0 + x + 0.5) + cx - 0.5) * 256.0);
        int64_t i0 = f >> 8;
        uint32_t w = (uint32_t)(f & 255);
        if (i0 < -1) { i0 = -1; w = 0; }
        if (i0 > srcWidth - 1) { i0 = srcWidth - 1; w = 255; }
        index[x] = (int32_t)i0 + 1;
        weight[x] = w | w << 16;
    }
    /* Per destination row, in two passes over short rows that stay in the cache: the source
       row pair blended down the column into `mixed` (read where the raster keeps it, written
       inside the padding, which stays transparent), then across at each column (and by
       `alpha`) and laid over the destination row — the vector loops' work, so each pixel costs
       a few instructions, not one pixel's worth of scalar lerps and a blend (a lifted tile's
       ~50 000 pixels one at a time cost a quarter of a millisecond a frame). The pair is read
       in place: copying it into padded rows first cost about as much as the blend itself (a
       twentieth of a lone focus move's CPU at 1920×1080 under perf). */
    uint32_t *mixed = rows;
    const uint32_t *transparent = rows + (size_t)stride;
    /* Only the source columns the rectangle's columns read are mixed down: the pairs from
       index[0] to index[width − 1] + 1 of `mixed` (source columns one less). A rectangle cut
       to a damage box or a clip reads a part of each row (a lifted row's text, drawn in one
       box of several, mixed whole rows of its raster for every box). */
    const int lowIndex = index[0] < index[width - 1] ? index[0] : index[width - 1];
    const int highIndex = index[0] < index[width - 1] ? index[width - 1] : index[0];
    const int firstColumn = lowIndex - 1 < 0 ? 0 : lowIndex - 1;
    const int lastColumn = highIndex > srcWidth - 1 ? srcWidth - 1 : highIndex;
    const int mixedWidth = lastColumn - firstColumn + 1;
    /* The source row and weight `mixed` holds: a row at the same ones (a scale of 1) is not
       mixed again. */
    int64_t mixedRow = INT64_MIN;
    uint32_t mixedWeight = 0;
#if CPB_AVX2
    const int avx2 = __builtin_cpu_supports("avx2");
#endif
    for (int y = 0; y < height; y++) {
        int64_t fy = round_half_away((ky * (y0 + y + 0.5) + cy - 0.5) * 256.0);
        int64_t j0 = fy >> 8;
        uint32_t wy = (uint32_t)(fy & 255);
        if (j0 < -1 || j0 > srcHeight - 1) continue;
        if (j0 != mixedRow || wy != mixedWeight) {
            /* Down the column: the pair at this row's weight (the top row itself at weight 0). */
            const uint32_t *top = (j0 >= 0 ? src + j0 * srcPitch : transparent) + firstColumn;
            const uint32_t *bottom = (j0 + 1 < srcHeight ? src + (j0 + 1) * srcPitch : transparent) + firstColumn;
            uint32_t *out = mixed + 1 + firstColumn;
            if (mixedWidth <= 0) {
                /* Every column reads the padding either side: nothing of the raster to mix. */
            } else if (wy == 0) {
                memcpy(out, top, sizeof(uint32_t) * (size_t)mixedWidth);
            } else {
                int k = 0;
#if CPB_AVX2
                if (avx2) k = lerp_row_avx2(out, top, bottom, mixedWidth, wy);
#endif
                for (; k < mixedWidth; k++) out[k] = lerp_pixel(top[k], bottom[k], wy);
            }
            mixedRow = j0;
            mixedWeight = wy;
        }
        const uint32_t *v = mixed;
        /* Across: each column's pair at its weight, then times alpha, laid over the row. */
        uint32_t *d = dst + (ptrdiff_t)(y0 + y) * dstPitch + x0;
        int x = 0;
#if CPB_AVX2
        if (avx2) x = across_over_row_avx2(d, v, index, weight, width, m);
#endif
        for (; x < width; x++) {
            const uint32_t s = lerp_pixel(v[index[x]], v[index[x] + 1], weight[x] & 0xFFFF);
            d[x] = over_pixel(m < 256 ? lerp_pixel(0, s, m) : s, d[x]);
        }
    }
    free(index);
    free(weight);
    free(rows);
}

void cpb_blend_premultiplied_projected(uint32_t *dst, ptrdiff_t dstPitch, int x0, int y0, int width, int height,
                                       const uint32_t *src, ptrdiff_t srcPitch, int srcWidth, int srcHeight,
                                       const double m[9], uint32_t alpha) {
    if (width <= 0 || height <= 0 || srcWidth <= 0 || srcHeight <= 0 || alpha == 0) return;
    if (alpha > 255) alpha = 255;
    const uint32_t am = alpha + (alpha >> 7);   /* 0…256 */
    for (int y = 0; y < height; y++) {
        uint32_t *d = dst + (ptrdiff_t)(y0 + y) * dstPitch + x0;
        const double py = y0 + y + 0.5;
        for (int x = 0; x < width; x++) {
            const double px = x0 + x + 0.5;
            double w = m[6] * px + m[7] * py + m[8];
            if (w > -1e-9 && w < 1e-9) continue;
            const double u = (m[0] * px + m[1] * py + m[2]) / w - 0.5, v = (m[3] * px + m[4] * py + m[5]) / w - 0.5;
            if (!(u > -1.0 && v > -1.0 && u < (double)srcWidth && v < (double)srcHeight)) continue;
            const int64_t fu = round_half_away(u * 256.0), fv = round_half_away(v * 256.0);
            const int64_t i0 = fu >> 8, j0 = fv >> 8;
            const uint32_t wu = (uint32_t)(fu & 255), wv = (uint32_t)(fv & 255);
#define CPB_TEXEL(i, j) (((i) >= 0 && (i) < srcWidth && (j) >= 0 && (j) < srcHeight) ? src[(j) * srcPitch + (i)] : 0u)
            /* Down each column first, then across, as cpb_blend_premultiplied_scaled does: a
               raster laid through a scale alone gets that loop's pixels exactly. */
            const uint32_t left = lerp_pixel(CPB_TEXEL(i0, j0), CPB_TEXEL(i0, j0 + 1), wv);
            const uint32_t right = lerp_pixel(CPB_TEXEL(i0 + 1, j0), CPB_TEXEL(i0 + 1, j0 + 1), wv);
#undef CPB_TEXEL
            uint32_t s = lerp_pixel(left, right, wu);
            if (am < 256) s = lerp_pixel(0, s, am);
            d[x] = over_pixel(s, d[x]);
        }
    }
}

void cpb_multiply_by_mask_alpha(uint32_t *pixels, ptrdiff_t pitch, const uint32_t *mask, ptrdiff_t maskPitch,
                                int width, int height) {
    for (int y = 0; y < height; y++) {
        uint32_t *p = pixels + (ptrdiff_t)y * pitch;
        const uint32_t *k = mask + (ptrdiff_t)y * maskPitch;
        for (int x = 0; x < width; x++) {
            const uint32_t a = k[x] >> 24;
            if (a == 255) continue;
            p[x] = a == 0 ? 0 : lerp_pixel(0, p[x], a + (a >> 7));
        }
    }
}

#if CPB_AVX2
/// `cpb_ramp_row` four pixels at a time; returns the pixels done.
__attribute__((target("avx2"))) static int ramp_row_avx2(uint32_t *dst, int count, double t, long first, double dt,
                                                           const uint32_t *table, int steps) {
    const __m256d one = _mm256_set1_pd(1.0), zero = _mm256_setzero_pd(), half = _mm256_set1_pd(0.5);
    const __m256d step = _mm256_set1_pd(dt), top = _mm256_set1_pd((double)steps), start = _mm256_set1_pd(t);
    const __m256d lanes = _mm256_set_pd(3.0, 2.0, 1.0, 0.0);
    int i = 0;
    for (; i + 4 <= count; i += 4) {
        // Whole pixel numbers (exact as doubles), then t + n · dt as two roundings.
        __m256d n = _mm256_add_pd(_mm256_set1_pd((double)(first + i)), lanes);
        __m256d v = _mm256_add_pd(start, _mm256_mul_pd(n, step));
        v = _mm256_max_pd(_mm256_min_pd(v, one), zero);
        __m128i entry = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(v, top), half));
        _mm_storeu_si128((__m128i *)(dst + i), _mm_i32gather_epi32((const int *)table, entry, 4));
    }
    return i;
}
#endif

void cpb_ramp_row(uint32_t *dst, int count, double t, long first, double dt, const uint32_t *table, int steps) {
    int i = 0;
#if CPB_AVX2
    if (__builtin_cpu_supports("avx2")) i = ramp_row_avx2(dst, count, t, first, dt, table, steps);
#endif
    for (; i < count; i++) {
        double v = t + (double)(first + i) * dt;
        v = v < 1.0 ? v : 1.0;
        v = v > 0.0 ? v : 0.0;
        dst[i] = table[(int)(v * (double)steps + 0.5)];
    }
}

uint32_t cpb_blend_one(uint32_t s, uint32_t d) { return blend_pixel(s, d, 255); }

#if CPB_AVX2
/// Which of the eight pixels at `p` are fully opaque: bit i for pixel i.
__attribute__((target("avx2"))) static inline unsigned opaque_mask8(const uint32_t *p) {
    const __m256i amask = _mm256_set1_epi32((int)0xFF000000u);
    __m256i v = _mm256_loadu_si256((const __m256i *)p);
    return (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(v, amask), amask)));
}

/// `cpb_opaque_run`'s scans eight pixels a step, over the whole steps either side of `mid`.
__attribute__((target("avx2"))) static void opaque_run_avx2(const uint32_t *row, int width, int *l, int *r) {
    while (*r + 8 <= width) {
        unsigned m = opaque_mask8(row + *r);
        if (m != 0xFFu) { *r += __builtin_ctz(~m & 0xFFu); break; }
        *r += 8;
    }
    while (*l >= 8) {
        unsigned m = opaque_mask8(row + *l - 8);
        /* The pixel after the last one that is not opaque in the eight before *l. */
        if (m != 0xFFu) { *l -= 8 - (32 - __builtin_clz(~m & 0xFFu)); break; }
        *l -= 8;
    }
}
#endif

void cpb_opaque_run(const uint32_t *row, int width, int mid, int *left, int *right) {
    *left = *right = mid;
    if (mid < 0 || mid >= width || row[mid] >> 24 != 255) return;
    int l = mid, r = mid + 1;
#if CPB_AVX2
    /* Eight pixels a step where the processor has AVX2; each scan stops at its first
       pixel that is not opaque, and the byte-wise tails below finish what is left. */
    if (__builtin_cpu_supports("avx2")) opaque_run_avx2(row, width, &l, &r);
#endif
    while (r < width && row[r] >> 24 == 255) r++;
    while (l > 0 && row[l - 1] >> 24 == 255) l--;
    *left = l; *right = r;
}

#if CPB_AVX2
/// `cpb_premultiply` eight pixels at a time; returns how many it did (a multiple of 8).
__attribute__((target("avx2"))) static size_t premultiply_avx2(uint32_t *p, size_t count) {
    const __m256i amask = _mm256_set1_epi32((int)0xFF000000u), zero = _mm256_setzero_si256();
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i v = _mm256_loadu_si256((const __m256i *)(p + i));
        const __m256i alphas = _mm256_and_si256(v, amask);
        if ((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi32(alphas, amask)) == 0xFFFFFFFFu) continue;
        const __m256i lo = _mm256_unpacklo_epi8(v, zero), hi = _mm256_unpackhi_epi8(v, zero);
        const __m256i alo = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(lo, 0xFF), 0xFF);
        const __m256i ahi = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(hi, 0xFF), 0xFF);
        /* c·a + 128, then (t + t >> 8) >> 8: div255_wide8. The alpha lanes come out as a·a / 255
           and are put back from `v` below. */
        const __m256i out = _mm256_packus_epi16(div255_wide8(_mm256_mullo_epi16(lo, alo)), div255_wide8(_mm256_mullo_epi16(hi, ahi)));
        _mm256_storeu_si256((__m256i *)(p + i), _mm256_blendv_epi8(out, v, amask));
    }
    return i;
}
#endif

void cpb_premultiply(uint32_t *pixels, size_t count) {
    size_t i = 0;
#if CPB_AVX2
    if (__builtin_cpu_supports("avx2")) i = premultiply_avx2(pixels, count);
#endif
    for (; i < count; i++) {
        const uint32_t p = pixels[i], a = p >> 24;
        if (a == 255) continue;
        uint32_t out = a << 24;
        for (int shift = 0; shift < 24; shift += 8) {
            const uint32_t t = ((p >> shift) & 255) * a + 128;
            out |= ((t + (t >> 8)) >> 8) << shift;
        }
        pixels[i] = out;
    }
}
