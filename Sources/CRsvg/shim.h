// librsvg, for drawing SVG images (used only by CairnCairo).
#include <librsvg/rsvg.h>
