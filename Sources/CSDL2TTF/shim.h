#pragma once
#include <SDL_ttf.h>
