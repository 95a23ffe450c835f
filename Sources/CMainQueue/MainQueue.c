#include "CMainQueue.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__linux__)
/* libdispatch's interface for CoreFoundation (exported, not in its public headers): on Linux the
 * handle is an eventfd the queue writes to when work arrives; the callback drains the queue and
 * leaves the eventfd's count alone, so the caller reads it first. Elsewhere the main queue is a
 * Mach port or a Windows event, and these functions report no descriptor. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);
#endif

int cmq_is_main_thread(void) {
#if defined(__linux__)
    /* A thread's answer never changes: asked once per thread (two system calls), then kept.
     * The host asks on every turn of its loop, several times a frame. */
    static __thread int known = -1;
    if (known < 0) known = (pid_t)syscall(SYS_gettid) == getpid();
    return known;
#else
    return 0;
#endif
}

int cmq_main_queue_descriptor(void) {
#if !defined(__linux__)
    return -1;
#else
    int fd = _dispatch_get_main_queue_handle_4CF();
    if (fd < 0) return -1;
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0 && !(flags & O_NONBLOCK)) (void)fcntl(fd, F_SETFL, flags | O_NONBLOCK);
    /* Work queued before the descriptor existed was never signalled (libdispatch had nothing to
     * signal): count it as signalled once, so the first take runs it. */
    uint64_t one = 1;
    (void)write(fd, &one, sizeof one);
    return fd;
#endif
}

int cmq_take_signal(int descriptor) {
    uint64_t count = 0;
    int signalled = 0;
    while (read(descriptor, &count, sizeof count) == (ssize_t)sizeof count) {
        if (count != 0) signalled = 1;
    }
    return signalled;
}

void cmq_run_main_queue(void) {
#if defined(__linux__)
    _dispatch_main_queue_callback_4CF(NULL);
#endif
}

int cmq_wait_readable(int descriptor) {
    struct pollfd watched = { descriptor, POLLIN, 0 };
    for (;;) {
        int r = poll(&watched, 1, -1);
        if (r > 0) return 0;
        if (r < 0 && errno != EINTR) return -1;
    }
}

int cmq_poll_readable(int descriptor, int milliseconds) {
    struct pollfd watched = { descriptor, POLLIN, 0 };
    int r = poll(&watched, 1, milliseconds < 0 ? 0 : milliseconds);
    return r > 0 ? 1 : 0;
}
