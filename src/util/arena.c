/* Region allocator (include/sitepub/arena.h). */
#include "sitepub/arena.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define ARENA_ALIGN 16
#define ARENA_DEFAULT_BLOCK (64 * 1024)
/* An arena that has handed out this many times its block size gets blocks twice as large, up to ARENA_HUGE; a
 * block of ARENA_HUGE or more is mapped on its own, aligned to it, and the kernel is asked to back it with
 * transparent huge pages (madvise, what Debian's kernel enables by default). A site model of 10,000 posts
 * (80 MB) faulted in 4 KiB at a time spent a fifth of an incremental publish in the kernel's page faults. */
#define ARENA_GROW_AFTER 2
#define ARENA_HUGE ((size_t)2 * 1024 * 1024)

typedef struct arena_block {
    struct arena_block *next;
    size_t size;   /* usable bytes in data */
    size_t used;
    size_t mapped; /* bytes mapped for it (munmap), or 0: malloc'd */
    _Alignas(16) unsigned char data[];
} arena_block;

struct sp_arena {
    arena_block *head; /* current block, first in list */
    arena_block *first;
    size_t block_size; /* the first block's size and the least of any other */
    size_t grow;       /* the size the next block gets */
    size_t total;
};

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p) {
        fputs("sitepub: out of memory\n", stderr);
        abort();
    }
    return p;
}

/* A block of 2 MiB or more: mapped anonymous memory (so zeroed), aligned to 2 MiB so that huge pages can back
 * all of it; NULL when the mapping fails (the caller falls back to malloc) */
static arena_block *block_map(size_t size)
{
    size_t len = (sizeof(arena_block) + size + ARENA_HUGE - 1) & ~(ARENA_HUGE - 1);
    unsigned char *p = mmap(NULL, len + ARENA_HUGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    uintptr_t at = ((uintptr_t)p + ARENA_HUGE - 1) & ~(uintptr_t)(ARENA_HUGE - 1);
    unsigned char *start = (unsigned char *)at;
    if (start > p)
        munmap(p, (size_t)(start - p));
    if (start + len < p + len + ARENA_HUGE)
        munmap(start + len, (size_t)(p + len + ARENA_HUGE - (start + len)));
#ifdef MADV_HUGEPAGE
    madvise(start, len, MADV_HUGEPAGE); /* advice: without it (or with THP off) the block works the same */
#endif
    arena_block *b = (arena_block *)start;
    b->size = len - sizeof *b;
    b->mapped = len;
    return b;
}

static arena_block *block_new(size_t size)
{
    arena_block *b = size >= ARENA_HUGE ? block_map(size) : NULL;
    if (!b) {
        b = xmalloc(sizeof *b + size);
        b->size = size;
        b->mapped = 0;
    }
    b->next = NULL;
    b->used = 0;
    return b;
}

static void block_free(arena_block *b)
{
    if (b->mapped)
        munmap(b, b->mapped);
    else
        free(b);
}

sp_arena *sp_arena_new(size_t block_size)
{
    sp_arena *a = xmalloc(sizeof *a);
    a->block_size = a->grow = block_size ? block_size : ARENA_DEFAULT_BLOCK;
    a->first = a->head = block_new(a->block_size);
    a->total = 0;
    return a;
}

void sp_arena_free(sp_arena *a)
{
    if (!a)
        return;
    arena_block *b = a->head;
    while (b) {
        arena_block *n = b->next;
        block_free(b);
        b = n;
    }
    free(a);
}

void sp_arena_reset(sp_arena *a)
{
    /* every block but the first: those pushed before it and the large ones linked in after it (an allocation
     * too large for a block made while the first was current), which stopping at the first used to lose */
    arena_block *b = a->head;
    while (b) {
        arena_block *n = b->next;
        if (b != a->first)
            block_free(b);
        b = n;
    }
    a->head = a->first;
    a->grow = a->block_size;
    a->first->used = 0;
    a->first->next = NULL;
    a->total = 0;
}

/* sp_arena_alloc, and the block the bytes are in (*from) */
static void *alloc_from(sp_arena *a, size_t size, arena_block **from)
{
    size_t need = (size + (ARENA_ALIGN - 1)) & ~(size_t)(ARENA_ALIGN - 1);
    if (need == 0)
        need = ARENA_ALIGN;
    arena_block *b = a->head;
    if (b->used + need > b->size) {
        if (need > a->grow / 4) {
            /* A large allocation gets a block of its own behind the current one. */
            arena_block *big = block_new(need);
            big->used = need;
            big->next = b->next;
            b->next = big;
            a->total += need;
            *from = big;
            return big->data;
        }
        if (a->grow < ARENA_HUGE && a->total >= ARENA_GROW_AFTER * a->grow)
            a->grow *= 2;
        b = block_new(a->grow);
        b->next = a->head;
        a->head = b;
    }
    void *p = b->data + b->used;
    b->used += need;
    a->total += need;
    *from = b;
    return p;
}

void *sp_arena_alloc(sp_arena *a, size_t size)
{
    arena_block *from;
    return alloc_from(a, size, &from);
}

void *sp_arena_calloc(sp_arena *a, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size) {
        fputs("sitepub: allocation too large\n", stderr);
        abort();
    }
    arena_block *from;
    void *p = alloc_from(a, n * size, &from);
    /* a mapped block's bytes are zero until handed out (any but the first: a reset unmaps it, not reuses it) */
    if (!from->mapped || from == a->first)
        memset(p, 0, n * size);
    return p;
}

void *sp_arena_realloc(sp_arena *a, void *old, size_t old_size, size_t new_size)
{
    void *p = sp_arena_alloc(a, new_size);
    if (old && old_size)
        memcpy(p, old, old_size < new_size ? old_size : new_size);
    return p;
}

char *sp_arena_strndup(sp_arena *a, const char *s, size_t len)
{
    char *p = sp_arena_alloc(a, len + 1);
    if (len)
        memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *sp_arena_strdup(sp_arena *a, const char *s) { return sp_arena_strndup(a, s, strlen(s)); }

char *sp_arena_printf(sp_arena *a, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = sp_arena_alloc(a, (size_t)(n < 0 ? 0 : n) + 1);
    vsnprintf(p, (size_t)(n < 0 ? 0 : n) + 1, fmt, ap2);
    va_end(ap2);
    return p;
}

size_t sp_arena_used(const sp_arena *a) { return a->total; }
