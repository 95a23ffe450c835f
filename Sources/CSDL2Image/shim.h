#pragma once
#include <SDL_image.h>
