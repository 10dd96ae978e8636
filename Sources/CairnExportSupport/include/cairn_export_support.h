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

#ifdef __cplusplus
}
#endif

#endif
