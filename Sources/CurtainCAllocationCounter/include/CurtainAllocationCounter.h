#ifndef CURTAIN_ALLOCATION_COUNTER_H
#define CURTAIN_ALLOCATION_COUNTER_H

/// Tests only: counts the Swift heap objects (class instances, closure contexts, array and dictionary storage,
/// boxes) the calling thread allocates, by interposing the Swift runtime's `swift_allocObject` for the code linked
/// into the test executable. Only a thread between `curtain_allocation_counting_begin` and `_end` counts.

/// Starts counting the calling thread's Swift allocations (again from the running total).
void curtain_allocation_counting_begin(void);

/// Stops counting on the calling thread.
void curtain_allocation_counting_end(void);

/// How many Swift objects the calling thread allocated while counting.
unsigned long curtain_allocation_count(void);

/// How many allocations' metadata `curtain_allocation_recent` remembers.
#define CURTAIN_ALLOCATION_RECENT 64

/// The Swift metadata of the allocation numbered `index` (counting from 0), if it is among the last
/// `CURTAIN_ALLOCATION_RECENT` counted: the allocated type, for a failure message.
void const *curtain_allocation_recent(unsigned long index);

/// Where allocation `index` was made: the caller's offset in its executable or library (for `addr2line`).
unsigned long curtain_allocation_recent_caller(unsigned long index);

/// Tests only: the bytes malloc has handed out and not taken back, in every arena and in mmapped chunks
/// (`mallinfo2`'s `uordblks` + `hblkhd`). Unlike the resident set it moves by the byte, not the page, and not with
/// memory malloc keeps free: the soak's measure of what a cycle leaves behind.
unsigned long curtain_heap_bytes_in_use(void);

#endif
