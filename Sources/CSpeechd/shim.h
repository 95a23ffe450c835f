#pragma once
// By its speech-dispatcher/ path: the module map carries no pkg-config include flags (the
// header's own includes are quoted, so they resolve beside it).
#include <speech-dispatcher/libspeechd.h>
