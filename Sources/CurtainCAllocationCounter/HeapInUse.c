#include "CurtainAllocationCounter.h"

#include <malloc.h>

// mallinfo2 is glibc's (2.33 and later), in malloc.h, which Swift's Glibc module does not import.
unsigned long curtain_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (unsigned long)(info.uordblks + info.hblkhd);
}
