#define _GNU_SOURCE
#include "cairn_export_support.h"

#include <errno.h>
#include <png.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

int cairn_export_png_decodes(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height) {
    if (!data || size == 0) return -1;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = PNG_IMAGE_SIZE(image);
    void *pixels = malloc(bytes ? bytes : 1);
    if (!pixels) {
        png_image_free(&image);
        return -1;
    }
    int ok = png_image_finish_read(&image, NULL, pixels, 0, NULL);
    free(pixels);
    uint32_t w = image.width, h = image.height;
    png_image_free(&image);
    if (!ok) return -1;
    if (width) *width = w;
    if (height) *height = h;
    return 0;
}

uint32_t cairn_export_crc32(uint32_t crc, const unsigned char *data, size_t length) {
    /* zlib's crc32 takes a uInt length: feed large buffers in pieces. */
    uLong value = crc;
    while (length > 0) {
        uInt piece = length > 0x40000000u ? 0x40000000u : (uInt)length;
        value = crc32(value, data, piece);
        data += piece;
        length -= piece;
    }
    return (uint32_t)value;
}

int cairn_export_write_all(int fd, const void *data, size_t size) {
    sigset_t pipe_set, old_set;
    sigemptyset(&pipe_set);
    sigaddset(&pipe_set, SIGPIPE);
    /* Was a SIGPIPE already pending before we started? Then it is not ours to consume. */
    sigset_t pending;
    sigemptyset(&pending);
    pthread_sigmask(SIG_BLOCK, &pipe_set, &old_set);
    sigpending(&pending);
    int was_pending = sigismember(&pending, SIGPIPE);

    const unsigned char *bytes = (const unsigned char *)data;
    int result = 0;
    while (size > 0) {
        ssize_t n = write(fd, bytes, size);
        if (n < 0) {
            if (errno == EINTR) continue;
            result = errno;
            break;
        }
        bytes += n;
        size -= (size_t)n;
    }
    if (result == EPIPE && !was_pending) {
        struct timespec zero = {0, 0};
        while (sigtimedwait(&pipe_set, NULL, &zero) == -1 && errno == EINTR) {}
    }
    pthread_sigmask(SIG_SETMASK, &old_set, NULL);
    return result;
}
