#ifndef CAIRN_EXPORT_SUPPORT_H
#define CAIRN_EXPORT_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes all `size` bytes to `fd`, retrying short writes and EINTR, with SIGPIPE blocked
/// on the calling thread so that a reader that went away (ffmpeg exiting) makes the write
/// fail with EPIPE instead of killing the process. A SIGPIPE raised by this write is
/// consumed before the thread's signal mask is restored.
///
/// Returns 0 on success, otherwise the errno of the failed write.
int cairn_export_write_all(int fd, const void *data, size_t size);

/// Writes `size` bytes as the file `name` in the directory open as `directory_fd`,
/// atomically: readers see no file (or the previous one) or the
/// complete new one, and a failure or a killed process leaves nothing behind.
///
/// Linux: the bytes go into an anonymous file (`O_TMPFILE`, mode 0666 less the umask) that
/// `linkat` gives its name in one directory operation; a file already there is replaced
/// by linking under a hidden temporary name and renaming over it. Where `O_TMPFILE` is
/// missing, a hidden `.name.tmp-XXXXXX` file is written and renamed. No fsync.
///
/// Returns 0 on success, otherwise errno.
int cairn_export_write_file(int directory_fd, const char *name, const void *data, size_t size);

#ifdef __cplusplus
}
#endif

#endif
