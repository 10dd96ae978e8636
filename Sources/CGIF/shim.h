// giflib 5 (libgif-dev): the tests decode Cairn's GIFs with it, a decoder independent of
// Cairn's encoder. giflib 5 reports errors by return codes, never by longjmp.
#include <gif_lib.h>
