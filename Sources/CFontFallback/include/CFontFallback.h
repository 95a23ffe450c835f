#pragma once
// Asks fontconfig for a font that has a glyph for one character (the fallback for text the app's
// own face cannot draw: Hangul, kana, kanji …). Plain C types only cross this header.

/// Writes into `path` (at most `capacity` bytes, NUL-terminated) the file of a scalable font
/// fontconfig offers for the Unicode scalar `ucs4`, and into `index` its face index in that file
/// (a collection such as NotoSansCJK.ttc holds several). Returns 1, or 0 when no installed font
/// has the character (or fontconfig cannot start). Not thread-safe: call from one thread at a time.
int cookbook_font_for_char(unsigned int ucs4, char *path, int capacity, int *index);
