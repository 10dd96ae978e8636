#include "cairn_png_decode.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void cairn_decode_fail(char *error_message, size_t error_capacity, const char *reason) {
    if (error_capacity > 0) snprintf(error_message, error_capacity, "%s", reason);
}

int cairn_png_decode(const unsigned char *data, size_t size,
                     unsigned char **out_pixels, int *out_width, int *out_height,
                     char *error_message, size_t error_capacity) {
    *out_pixels = NULL;
    *out_width = 0;
    *out_height = 0;
    if (data == NULL || size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        cairn_decode_fail(error_message, error_capacity, "not a PNG file (bad signature)");
        return -1;
    }
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    // The simplified API contains libpng's longjmp and reports errors in image.message.
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        cairn_decode_fail(error_message, error_capacity, image.message[0] ? image.message : "unreadable PNG header");
        png_image_free(&image);
        return -1;
    }
    if (image.width == 0 || image.height == 0 || image.width > CAIRN_PNG_MAX_SIDE || image.height > CAIRN_PNG_MAX_SIDE
        || (unsigned long long)image.width * image.height > CAIRN_PNG_MAX_PIXELS) {
        char reason[160];
        snprintf(reason, sizeof reason, "PNG of %ux%u pixels is too large (at most %d on a side and %d pixels)",
                 (unsigned)image.width, (unsigned)image.height, CAIRN_PNG_MAX_SIDE, CAIRN_PNG_MAX_PIXELS);
        cairn_decode_fail(error_message, error_capacity, reason);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = PNG_IMAGE_SIZE(image);
    unsigned char *pixels = (unsigned char *)malloc(bytes);
    if (pixels == NULL) {
        cairn_decode_fail(error_message, error_capacity, "out of memory for the decoded pixels");
        png_image_free(&image);
        return -1;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        cairn_decode_fail(error_message, error_capacity, image.message[0] ? image.message : "corrupt PNG data");
        free(pixels);
        png_image_free(&image);
        return -1;
    }
    *out_pixels = pixels;
    *out_width = (int)image.width;
    *out_height = (int)image.height;
    png_image_free(&image);
    return 0;
}

void cairn_png_free_pixels(unsigned char *pixels) { free(pixels); }
