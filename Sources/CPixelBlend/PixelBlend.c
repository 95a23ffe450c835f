#include "CPixelBlend.h"

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

void cpb_fill(uint32_t *dst, ptrdiff_t dstPitch, uint32_t pixel, int width, int height) {
    for (int y = 0; y < height; y++) {
        uint32_t *d = dst + y * dstPitch;
        for (int x = 0; x < width; x++) d[x] = pixel;
    }
}
