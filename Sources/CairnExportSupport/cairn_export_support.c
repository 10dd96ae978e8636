#define _GNU_SOURCE
#include "cairn_export_support.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

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
