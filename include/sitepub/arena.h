/* sitepub/arena.h: region allocators (DESIGN.md "Memory").
 *
 * A build allocates its site model from one arena and frees it at once; each render thread has a scratch arena
 * that is reset after every document. An arena is not thread-safe: one thread allocates from it at a time
 * (any number may read what was allocated). Allocation failure aborts the process. */
#ifndef SITEPUB_ARENA_H
#define SITEPUB_ARENA_H

#include <stddef.h>

typedef struct sp_arena sp_arena;

/* A new arena whose blocks are at least block_size bytes (0 for the default, 64 KiB). An arena that has handed
 * out twice its block size gets blocks twice as large, up to 2 MiB; blocks of 2 MiB or more are mapped on their
 * own (mmap, aligned, MADV_HUGEPAGE: transparent huge pages where the kernel has them) and unmapped by a reset
 * or free. Free with sp_arena_free(). */
sp_arena *sp_arena_new(size_t block_size);
/* Free the arena and everything allocated from it. NULL is allowed. */
void sp_arena_free(sp_arena *a);
/* Free everything allocated since creation but keep the first block for reuse. */
void sp_arena_reset(sp_arena *a);
/* size bytes aligned for any type (16 bytes); uninitialised. size 0 returns a unique non-NULL pointer. */
void *sp_arena_alloc(sp_arena *a, size_t size);
/* size bytes, zeroed. */
void *sp_arena_calloc(sp_arena *a, size_t n, size_t size);
/* A new allocation of new_size bytes holding the first min(old_size, new_size) bytes of old (old may be NULL);
 * the old one is not reclaimed until the arena is reset or freed. */
void *sp_arena_realloc(sp_arena *a, void *old, size_t old_size, size_t new_size);
/* A NUL-terminated copy of len bytes of s (s may hold NUL bytes) / of the NUL-terminated s, owned by a. */
char *sp_arena_strndup(sp_arena *a, const char *s, size_t len);
char *sp_arena_strdup(sp_arena *a, const char *s);
/* printf into the arena: a NUL-terminated string owned by a. */
char *sp_arena_printf(sp_arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Total bytes handed out since creation or the last reset (for benchmarks and memory reports). */
size_t sp_arena_used(const sp_arena *a);

#endif
