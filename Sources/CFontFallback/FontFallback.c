#include "CFontFallback.h"
#include <fontconfig/fontconfig.h>
#include <string.h>

static FcConfig *config;
static int tried;

int cookbook_font_for_char(unsigned int ucs4, char *path, int capacity, int *index) {
    if (!tried) {
        tried = 1;
        config = FcInitLoadConfigAndFonts();
    }
    if (config == NULL || capacity <= 0) return 0;
    FcPattern *pattern = FcPatternCreate();
    FcCharSet *wanted = FcCharSetCreate();
    if (pattern == NULL || wanted == NULL) {
        if (pattern) FcPatternDestroy(pattern);
        if (wanted) FcCharSetDestroy(wanted);
        return 0;
    }
    FcCharSetAddChar(wanted, ucs4);
    FcPatternAddCharSet(pattern, FC_CHARSET, wanted);
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    FcConfigSubstitute(config, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = FcFontMatch(config, pattern, &result);
    int found = 0;
    if (match != NULL) {
        FcCharSet *has = NULL;
        FcChar8 *file = NULL;
        int face = 0;
        /* fontconfig returns its best font even when none has the character: check it does. */
        if (FcPatternGetCharSet(match, FC_CHARSET, 0, &has) == FcResultMatch && FcCharSetHasChar(has, ucs4)
            && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch
            && strlen((const char *)file) < (size_t)capacity) {
            if (FcPatternGetInteger(match, FC_INDEX, 0, &face) != FcResultMatch) face = 0;
            strcpy(path, (const char *)file);
            *index = face;
            found = 1;
        }
        FcPatternDestroy(match);
    }
    FcCharSetDestroy(wanted);
    FcPatternDestroy(pattern);
    return found;
}
