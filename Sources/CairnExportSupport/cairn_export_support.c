#define _GNU_SOURCE
#include "cairn_export_support.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
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

/// A hidden temporary name beside `name`, unique in this process.
static void temporary_name(char *buffer, size_t capacity, const char *name) {
    static volatile unsigned long counter = 0;
    unsigned long n = __sync_add_and_fetch(&counter, 1);
    snprintf(buffer, capacity, ".%s.tmp-%ld-%lu", name, (long)getpid(), n);
}

/// The fallback: a hidden named temporary file, written, then renamed over `name`.
static int write_by_rename(int directory_fd, const char *name, const void *data, size_t size) {
    char temporary[4096];
    temporary_name(temporary, sizeof temporary, name);
    int fd = openat(directory_fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) return errno;
    int result = cairn_export_write_all(fd, data, size);
    if (close(fd) != 0 && result == 0) result = errno;
    if (result == 0 && renameat(directory_fd, temporary, directory_fd, name) != 0) result = errno;
    if (result != 0) unlinkat(directory_fd, temporary, 0);
    return result;
}

int cairn_export_write_file(int directory_fd, const char *name, const void *data, size_t size) {
#ifdef O_TMPFILE
    int fd = openat(directory_fd, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
    if (fd < 0) {
        if (errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL || errno == ENOENT)
            return write_by_rename(directory_fd, name, data, size);
        return errno;
    }
    int result = cairn_export_write_all(fd, data, size);
    if (result == 0) {
        char self[64];
        snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
        if (linkat(AT_FDCWD, self, directory_fd, name, AT_SYMLINK_FOLLOW) != 0) {
            result = errno;
            if (result == EEXIST) {
                /* Replace the existing file: link under a temporary name, rename over it. */
                char temporary[4096];
                temporary_name(temporary, sizeof temporary, name);
                result = 0;
                if (linkat(AT_FDCWD, self, directory_fd, temporary, AT_SYMLINK_FOLLOW) != 0) {
                    result = errno;
                } else if (renameat(directory_fd, temporary, directory_fd, name) != 0) {
                    result = errno;
                    unlinkat(directory_fd, temporary, 0);
                }
            } else if (result == ENOENT || result == EPERM || result == EXDEV) {
                /* No /proc, or a file system that will not link an O_TMPFILE file. */
                close(fd);
                return write_by_rename(directory_fd, name, data, size);
            }
        }
    }
    if (close(fd) != 0 && result == 0) result = errno;
    return result;
#else
    return write_by_rename(directory_fd, name, data, size);
#endif
}
