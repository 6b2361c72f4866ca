#define _GNU_SOURCE
#include "CurtainAllocationCounter.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>

// Every Swift heap object is made by the runtime's swift_allocObject (C calling convention). Defined here, in the
// test executable, it interposes the runtime's for the code linked into the executable (every Curtain module),
// counts, and forwards to the runtime's own, found once at load.
typedef void *(*AllocObject)(void const *metadata, size_t size, size_t alignmentMask);

static AllocObject runtimeAllocObject;
static __thread bool counting;
static __thread unsigned long count;
/// The metadata of the last allocations counted, so a failing test can name what was allocated.
static __thread void const *recent[CURTAIN_ALLOCATION_RECENT];
static __thread void const *recentCaller[CURTAIN_ALLOCATION_RECENT];

__attribute__((constructor)) static void findRuntimeAllocObject(void) {
    runtimeAllocObject = (AllocObject)dlsym(RTLD_NEXT, "swift_allocObject");
}

void *swift_allocObject(void const *metadata, size_t size, size_t alignmentMask) {
    if (counting) {
        recentCaller[count % CURTAIN_ALLOCATION_RECENT] = __builtin_return_address(0);
        recent[count++ % CURTAIN_ALLOCATION_RECENT] = metadata;
    }
    if (!runtimeAllocObject) findRuntimeAllocObject();
    return runtimeAllocObject(metadata, size, alignmentMask);
}

void curtain_allocation_counting_begin(void) {
    counting = true;
}

void curtain_allocation_counting_end(void) {
    counting = false;
}

unsigned long curtain_allocation_count(void) {
    return count;
}

void const *curtain_allocation_recent(unsigned long index) {
    return recent[index % CURTAIN_ALLOCATION_RECENT];
}

unsigned long curtain_allocation_recent_caller(unsigned long index) {
    Dl_info info;
    void const *caller = recentCaller[index % CURTAIN_ALLOCATION_RECENT];
    if (!dladdr(caller, &info)) return 0;
    return (unsigned long)((char const *)caller - (char const *)info.dli_fbase);
}
