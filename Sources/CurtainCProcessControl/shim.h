#ifndef CURTAIN_PROCESS_CONTROL_SHIM_H
#define CURTAIN_PROCESS_CONTROL_SHIM_H

#include <sys/pidfd.h>
#include <sys/prctl.h>

/// Whether the process may dump core and be attached to by other processes of its user (PR_SET_DUMPABLE).
static inline int curtain_set_dumpable(int dumpable) { return prctl(PR_SET_DUMPABLE, dumpable ? 1 : 0, 0, 0, 0); }

/// 1 when the process is dumpable, 0 when not (PR_GET_DUMPABLE).
static inline int curtain_is_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }

/// A descriptor that becomes readable when process `pid` exits (pidfd_open(2)), or -1: how an event loop learns
/// that a child it started has ended, without a SIGCHLD handler.
static inline int curtain_pidfd_open(int pid) { return pidfd_open(pid, 0); }

#endif
