/* Region allocator (include/sitepub/arena.h). */
#include "sitepub/arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ARENA_ALIGN 16
#define ARENA_DEFAULT_BLOCK (64 * 1024)

typedef struct arena_block {
    struct arena_block *next;
    size_t size; /* usable bytes in data */
    size_t used;
    _Alignas(16) unsigned char data[];
} arena_block;

struct sp_arena {
    arena_block *head; /* current block, first in list */
    arena_block *first;
    size_t block_size;
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

static arena_block *block_new(size_t size)
{
    arena_block *b = xmalloc(sizeof *b + size);
    b->next = NULL;
    b->size = size;
    b->used = 0;
    return b;
}

sp_arena *sp_arena_new(size_t block_size)
{
    sp_arena *a = xmalloc(sizeof *a);
    a->block_size = block_size ? block_size : ARENA_DEFAULT_BLOCK;
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
        free(b);
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
            free(b);
        b = n;
    }
    a->head = a->first;
    a->first->used = 0;
    a->first->next = NULL;
    a->total = 0;
}

void *sp_arena_alloc(sp_arena *a, size_t size)
{
    size_t need = (size + (ARENA_ALIGN - 1)) & ~(size_t)(ARENA_ALIGN - 1);
    if (need == 0)
        need = ARENA_ALIGN;
    arena_block *b = a->head;
    if (b->used + need > b->size) {
        if (need > a->block_size / 4) {
            /* A large allocation gets a block of its own behind the current one. */
            arena_block *big = block_new(need);
            big->used = need;
            big->next = b->next;
            b->next = big;
            a->total += need;
            return big->data;
        }
        b = block_new(a->block_size);
        b->next = a->head;
        a->head = b;
    }
    void *p = b->data + b->used;
    b->used += need;
    a->total += need;
    return p;
}

void *sp_arena_calloc(sp_arena *a, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size) {
        fputs("sitepub: allocation too large\n", stderr);
        abort();
    }
    void *p = sp_arena_alloc(a, n * size);
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
