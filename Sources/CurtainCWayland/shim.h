#ifndef CURTAIN_CWAYLAND_SHIM_H
#define CURTAIN_CWAYLAND_SHIM_H
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* memfd_create, F_ADD_SEALS */
#endif
#include <wayland-client.h>
#include <wayland-client-protocol.h>
#include <sys/mman.h>
#include <sys/timerfd.h>
#include <poll.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
/* <sys/epoll.h> reaches <sys/select.h>. Under _GNU_SOURCE its fd_set member is `fds_bits`, in SwiftGlibc (built
   without it) `__fds_bits`: two definitions of one struct in two clang modules, which a clean build rejects.
   Including it first with __USE_XOPEN lifted gives it SwiftGlibc's shape. */
#pragma push_macro("__USE_XOPEN")
#undef __USE_XOPEN
#include <sys/select.h>
#pragma pop_macro("__USE_XOPEN")
#include <sys/epoll.h>
#include <sys/eventfd.h>

/// Glibc's memfd_create is not visible to Swift through the Glibc module.
static inline int curtain_memfd_create(const char *name, unsigned int flags) {
    return memfd_create(name, flags);
}

/// fcntl is variadic in C, which Swift cannot call; these fix its arguments.
static inline int curtain_add_seals(int fd, int seals) {
    return fcntl(fd, F_ADD_SEALS, seals);
}

static inline int curtain_get_seals(int fd) {
    return fcntl(fd, F_GET_SEALS);
}

/// errno is a macro over a thread-local; Swift sees it through this.
static inline int curtain_errno(void) { return errno; }

/// A non-blocking eventfd, a counter other threads and cancellation handlers write to wake a wait.
static inline int curtain_eventfd(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

/// epoll_ctl without the packed epoll_event struct crossing into Swift.
static inline int curtain_epoll_watch(int epoll, int operation, int fd, uint32_t events) {
    struct epoll_event event = { .events = events, .data = { .fd = fd } };
    return epoll_ctl(epoll, operation, fd, &event);
}

/// Whether the caller runs on the process's first thread, the only one that may drain the main dispatch queue.
///
/// The event loop asks on every iteration, several times an animation frame: the answer is kept per thread, so
/// only a thread's first question costs the two system calls.
static inline int curtain_is_main_thread(void) {
    static __thread int answer;  // 0 not asked yet, 1 the main thread, 2 another
    if (answer == 0) answer = getpid() == gettid() ? 1 : 2;
    return answer == 1;
}

/// libdispatch's hooks for a run loop that serves the main queue, as Foundation's RunLoop uses them on Linux.
/// The toolchain's libdispatch exports them but installs no header that declares them.
///
/// The handle is an eventfd that becomes readable when work is enqueued on the main queue; it is -1 once
/// dispatch_main() took the queue over (an async `main`), when the main queue runs on dispatch's own threads.
extern int _dispatch_get_main_queue_handle_4CF(void);
/// Runs what the main queue holds. Only on the main thread, after reading the handle's 8-byte counter.
extern void _dispatch_main_queue_callback_4CF(void *message);
#endif
