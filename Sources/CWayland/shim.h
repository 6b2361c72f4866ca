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
#endif
