// ATK (and through it GLib and GObject): the accessibility toolkit the at-spi2-atk bridge reads.
// Only CAccessibilityBridge includes it; pkg-config "atk" gives its include paths.
#include <atk/atk.h>
