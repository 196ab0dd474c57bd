/* difftext.c: git-compatible diff text with libgit2 (include/sitepub/difftext.h).
 *
 * The --stat layout follows git 2.39 diff.c show_stats() (widths, scaling, "..." name shortening, "Bin X -> Y
 * bytes"), the rename display pprint_rename(), --summary diff_summary() and --name-status; the log block follows
 * git's pretty.c (medium format, 4-space indent, tabs expanded to 8, trailing whitespace trimmed) and
 * log-tree.c ("---" between message and diffstat+patch). The patch text itself is libgit2's, which follows git. */
#include "sitepub/difftext.h"

#include <dirent.h>
#include <iconv.h>
#include <stdint.h>
#include <strings.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct dt_file {
    size_t index;       /* delta index in the diff */
    const git_diff_delta *delta;
    git_patch *patch;
    size_t added, deleted; /* lines; for binary files: new size, old size (bytes) */
    int binary;
    int interesting;
    int similarity;     /* percent, for renames and copies, as git computes it */
    git_patch *del_patch, *add_patch; /* a type change, printed as git does: deletion, then creation */
    git_diff_delta *own;              /* a pair git would not match, split here; delta points to it */
} dt_file;

typedef struct dt_diff {
    git_diff_options dopts;
    git_repository *repo;
    git_diff *diff;
    dt_file *files;
    size_t n;
} dt_diff;

static int git_fail(sp_error *err, const char *what)
{
    const git_error *e = git_error_last();
    return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "%s: %s", what, e && e->message ? e->message : "libgit2 error");
}

/* git's quote_c_style with core.quotePath=true: returns 1 when the name needs quoting. */
static int needs_quote(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p == '"' || *p == '\\' || *p >= 0x7f)
            return 1;
    return 0;
}

static void quote_c_style(sp_buf *out, const char *s)
{
    if (!needs_quote(s)) {
        sp_buf_puts(out, s);
        return;
    }
    sp_buf_putc(out, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        unsigned char c = *p;
        const char *esc = NULL;
        switch (c) {
        case '\a': esc = "\\a"; break;
        case '\b': esc = "\\b"; break;
        case '\t': esc = "\\t"; break;
        case '\n': esc = "\\n"; break;
        case '\v': esc = "\\v"; break;
        case '\f': esc = "\\f"; break;
        case '\r': esc = "\\r"; break;
        case '"': esc = "\\\""; break;
        case '\\': esc = "\\\\"; break;
        default: break;
        }
        if (esc)
            sp_buf_puts(out, esc);
        else if (c < 0x20 || c >= 0x7f)
            sp_buf_printf(out, "\\%03o", c);
        else
            sp_buf_putc(out, (char)c);
    }
    sp_buf_putc(out, '"');
}

/* git diff.c pprint_rename(). */
static void pprint_rename(sp_buf *name, const char *a, const char *b)
{
    if (needs_quote(a) || needs_quote(b)) {
        quote_c_style(name, a);
        sp_buf_puts(name, " => ");
        quote_c_style(name, b);
        return;
    }
    int len_a = (int)strlen(a), len_b = (int)strlen(b);
    const char *old_name = a, *new_name = b;
    int pfx_length = 0, sfx_length = 0;
    while (*old_name && *new_name && *old_name == *new_name) {
        if (*old_name == '/')
            pfx_length = (int)(old_name - a + 1);
        old_name++;
        new_name++;
    }
    old_name = a + len_a;
    new_name = b + len_b;
    int adj = pfx_length ? 1 : 0;
    while (a + pfx_length - adj <= old_name && b + pfx_length - adj <= new_name && *old_name == *new_name) {
        if (*old_name == '/')
            sfx_length = len_a - (int)(old_name - a);
        old_name--;
        new_name--;
    }
    int a_mid = len_a - pfx_length - sfx_length, b_mid = len_b - pfx_length - sfx_length;
    if (a_mid < 0)
        a_mid = 0;
    if (b_mid < 0)
        b_mid = 0;
    if (pfx_length + sfx_length) {
        sp_buf_append(name, a, (size_t)pfx_length);
        sp_buf_putc(name, '{');
    }
    sp_buf_append(name, a + pfx_length, (size_t)a_mid);
    sp_buf_puts(name, " => ");
    sp_buf_append(name, b + pfx_length, (size_t)b_mid);
    if (pfx_length + sfx_length) {
        sp_buf_putc(name, '}');
        sp_buf_append(name, a + len_a - sfx_length, (size_t)sfx_length);
    }
}

static int is_rename_or_copy(const git_diff_delta *d)
{
    return d->status == GIT_DELTA_RENAMED || d->status == GIT_DELTA_COPIED;
}

static uint64_t blob_size(git_repository *repo, const git_oid *id)
{
    if (git_oid_is_zero(id))
        return 0;
    git_odb *odb = NULL;
    size_t len = 0;
    git_object_t type;
    uint64_t size = 0;
    if (git_repository_odb(&odb, repo) == 0) {
        if (git_odb_read_header(&len, &type, odb, id) == 0)
            size = len;
        git_odb_free(odb);
    }
    return size;
}

/* git diffcore-delta.c hash_chars(): the content cut into spans (at '\n' or 64 bytes), each hashed; returns the
 * (hash, bytes) pairs sorted by hash with equal hashes merged, terminated by a zero count. */
typedef struct span {
    unsigned hashval, cnt;
} span;

static int span_cmp(const void *a, const void *b)
{
    const span *x = a, *y = b;
    return x->hashval < y->hashval ? -1 : x->hashval > y->hashval;
}

static span *hash_chars(const unsigned char *buf, size_t sz, int is_text)
{
    size_t cap = 64, n_sp = 0;
    span *sp = malloc(cap * sizeof *sp);
    if (!sp)
        abort();
    unsigned accum1 = 0, accum2 = 0, n = 0;
    while (sz) {
        unsigned c = *buf++;
        unsigned old_1 = accum1;
        sz--;
        if (is_text && c == '\r' && sz && *buf == '\n')
            continue;
        accum1 = (accum1 << 7) ^ (accum2 >> 25);
        accum2 = (accum2 << 7) ^ (old_1 >> 25);
        accum1 += c;
        if (++n < 64 && c != '\n')
            continue;
        if (n_sp + 2 > cap && !(sp = realloc(sp, (cap *= 2) * sizeof *sp)))
            abort();
        sp[n_sp].hashval = (accum1 + accum2 * 0x61) % 107927;
        sp[n_sp++].cnt = n;
        n = 0;
        accum1 = accum2 = 0;
    }
    if (n > 0) {
        if (n_sp + 2 > cap && !(sp = realloc(sp, (cap *= 2) * sizeof *sp)))
            abort();
        sp[n_sp].hashval = (accum1 + accum2 * 0x61) % 107927;
        sp[n_sp++].cnt = n;
    }
    qsort(sp, n_sp, sizeof *sp, span_cmp);
    size_t w = 0;
    for (size_t i = 0; i < n_sp; i++) {
        if (w && sp[w - 1].hashval == sp[i].hashval)
            sp[w - 1].cnt += sp[i].cnt;
        else
            sp[w++] = sp[i];
    }
    sp[w].hashval = 0;
    sp[w].cnt = 0;
    return sp;
}

static int is_binary_buf(const void *data, size_t len)
{
    return memchr(data, 0, len < 8000 ? len : 8000) != NULL;
}

/* ---- rename and copy detection: git 2.39 diffcore-rename.c ------------------------------------------------ */

#define MAX_SCORE 60000
#define DEFAULT_RENAME_SCORE 30000
#define NUM_CANDIDATE_PER_DST 4
#define RENAME_LIMIT 1000

/* A rename/copy source or destination: one side of a delta of the diff. */
typedef struct rside {
    const git_diff_file *file;
    size_t delta;    /* index in the libgit2 diff */
    int unmodified;  /* a source that is an unmodified pair (find-copies-harder) */
    int rename_used; /* sources: how many pairs use it (+1 for a source that stays, as git) */
    int renamed_away; /* sources: a deletion that some pair uses (not shown as a deletion) */
    int paired;      /* destinations: has a source */
    int src;         /* destinations: the paired source */
    int score;       /* destinations: the pair's score (0..MAX_SCORE) */
    int have_size;
    size_t size;
    span *cnt;       /* span hashes, computed once */
} rside;

typedef struct rdetect {
    git_repository *repo;
    rside *src, *dst;
    size_t nsrc, ndst;
    size_t *srcmap; /* current source position -> original index (sources are culled as the search goes) */
} rdetect;

static int is_reg(uint32_t mode)
{
    return (mode & 0170000) == 0100000;
}

static size_t side_size(rdetect *rd, rside *x)
{
    if (!x->have_size) {
        x->size = (size_t)blob_size(rd->repo, &x->file->id);
        x->have_size = 1;
    }
    return x->size;
}

static span *side_spans(rdetect *rd, rside *x)
{
    if (!x->cnt) {
        git_blob *b = NULL;
        if (git_blob_lookup(&b, rd->repo, &x->file->id) == 0) {
            const unsigned char *d = git_blob_rawcontent(b);
            size_t n = (size_t)git_blob_rawsize(b);
            x->cnt = hash_chars(d, n, !is_binary_buf(d, n));
            git_blob_free(b);
        } else {
            x->cnt = hash_chars((const unsigned char *)"", 0, 1);
        }
    }
    return x->cnt;
}

/* estimate_similarity(): how much of dst's material comes from src, 0..MAX_SCORE. */
static int estimate_similarity(rdetect *rd, rside *src, rside *dst, int minimum_score)
{
    if (!is_reg(src->file->mode) || !is_reg(dst->file->mode))
        return 0;
    unsigned long ss = side_size(rd, src), ds = side_size(rd, dst);
    unsigned long max_size = ss > ds ? ss : ds, base_size = ss < ds ? ss : ds;
    unsigned long delta_size = max_size - base_size;
    if ((unsigned long long)max_size * (MAX_SCORE - minimum_score) < (unsigned long long)delta_size * MAX_SCORE)
        return 0;
    span *sp = side_spans(rd, src), *dp = side_spans(rd, dst);
    unsigned long sc = 0;
    for (; sp->cnt; sp++) {
        while (dp->cnt && dp->hashval < sp->hashval)
            dp++;
        unsigned dst_cnt = 0;
        if (dp->cnt && dp->hashval == sp->hashval)
            dst_cnt = (dp++)->cnt;
        sc += sp->cnt < dst_cnt ? sp->cnt : dst_cnt;
    }
    if (!ds)
        return 0;
    return (int)((unsigned long long)sc * MAX_SCORE / max_size);
}

static int basename_same(const char *src, const char *dst)
{
    size_t sl = strlen(src), dl = strlen(dst);
    while (sl && dl) {
        char c1 = src[--sl], c2 = dst[--dl];
        if (c1 != c2)
            return 0;
        if (c1 == '/')
            return 1;
    }
    return (!sl || src[sl - 1] == '/') && (!dl || dst[dl - 1] == '/');
}

static const char *base_of(const char *path)
{
    const char *sl = strrchr(path, '/');
    return sl ? sl + 1 : path;
}

static void record_rename_pair(rdetect *rd, size_t dst, size_t src, int score)
{
    rd->src[src].rename_used++;
    rd->dst[dst].paired = 1;
    rd->dst[dst].src = (int)rd->srcmap[src];
    rd->dst[dst].score = score;
}

typedef struct dscore {
    int src, dst; /* dst < 0: unused slot */
    int score, name_score;
    size_t order; /* position before sorting: git sorts stably */
} dscore;

static int score_compare(const dscore *a, const dscore *b)
{
    if (a->dst < 0)
        return 0 <= b->dst;
    if (b->dst < 0)
        return -1;
    if (a->score == b->score)
        return b->name_score - a->name_score;
    return b->score - a->score;
}

static int score_compare_stable(const void *x, const void *y)
{
    const dscore *a = x, *b = y;
    int c = score_compare(a, b);
    if (c)
        return c;
    return a->order < b->order ? -1 : a->order > b->order;
}

static void record_if_better(dscore m[], const dscore *o)
{
    int worst = 0;
    for (int i = 1; i < NUM_CANDIDATE_PER_DST; i++)
        if (score_compare(&m[i], &m[worst]) > 0)
            worst = i;
    if (score_compare(&m[worst], o) > 0)
        m[worst] = *o;
}

static size_t find_renames(rdetect *rd, dscore *mx, size_t n, int copies)
{
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        if (mx[i].dst < 0 || mx[i].score < DEFAULT_RENAME_SCORE)
            break;
        if (rd->dst[mx[i].dst].paired)
            continue;
        if (!copies && rd->src[mx[i].src].rename_used)
            continue;
        record_rename_pair(rd, (size_t)mx[i].dst, (size_t)mx[i].src, mx[i].score);
        count++;
    }
    return count;
}

typedef struct bname {
    const char *base;
    int is_dst;
    size_t index;
} bname;

static int bname_cmp(const void *x, const void *y)
{
    const bname *a = x, *b = y;
    int c = strcmp(a->base, b->base);
    if (c)
        return c;
    if (a->is_dst != b->is_dst)
        return a->is_dst - b->is_dst;
    return a->index < b->index ? -1 : a->index > b->index;
}

/* Sources whose pairs were already found, removed before the next stage (remove_unneeded_paths_from_src). */
static void cull_used_sources(rdetect *rd, size_t *map)
{
    size_t w = 0;
    for (size_t i = 0; i < rd->nsrc; i++) {
        if (rd->src[i].rename_used) {
            free(rd->src[i].cnt);
            rd->src[i].cnt = NULL;
            continue;
        }
        rd->src[w] = rd->src[i];
        map[w] = map[i];
        w++;
    }
    rd->nsrc = w;
}

/* git diffcore_rename(): fills rd->dst[*].paired/src/score (src: the source's original index) and counts
 * rd->src[*].rename_used. */
static void diffcore_rename(rdetect *rd, int copies, int harder)
{
    size_t *srcmap = rd->srcmap;
    size_t rename_count = 0;
    if (!rd->ndst || !rd->nsrc)
        return;
    /* exact renames: same blob; sources in index order, unused first, same basename best */
    for (size_t i = 0; i < rd->ndst; i++) {
        rside *t = &rd->dst[i];
        int best = -1, best_score = -1, budget = 100;
        for (size_t j = 0; j < rd->nsrc; j++) {
            rside *so = &rd->src[j];
            if (!git_oid_equal(&so->file->id, &t->file->id))
                continue;
            if ((!is_reg(so->file->mode) || !is_reg(t->file->mode)) && so->file->mode != t->file->mode)
                continue;
            int score = !so->rename_used;
            if (so->rename_used && !copies)
                continue;
            score += basename_same(so->file->path, t->file->path);
            if (score > best_score) {
                best = (int)j;
                best_score = score;
                if (score == 2)
                    break;
            }
            if (!--budget)
                break;
        }
        if (best >= 0) {
            record_rename_pair(rd, i, (size_t)best, MAX_SCORE);
            rename_count++;
        }
    }
    if (!copies) {
        cull_used_sources(rd, srcmap);
        /* files that kept their basename: both basenames unique among what is left, at least 75% similar */
        int min_basename_score = DEFAULT_RENAME_SCORE + (int)(0.5 * (MAX_SCORE - DEFAULT_RENAME_SCORE));
        size_t nb = rd->nsrc + rd->ndst;
        bname *names = malloc((nb ? nb : 1) * sizeof *names);
        if (!names)
            abort();
        size_t k = 0;
        for (size_t j = 0; j < rd->nsrc; j++)
            names[k++] = (bname){base_of(rd->src[j].file->path), 0, j};
        for (size_t j = 0; j < rd->ndst; j++)
            if (!rd->dst[j].paired)
                names[k++] = (bname){base_of(rd->dst[j].file->path), 1, j};
        qsort(names, k, sizeof *names, bname_cmp);
        for (size_t i = 0; i < k;) {
            size_t e = i;
            while (e < k && !strcmp(names[e].base, names[i].base))
                e++;
            /* one source and one destination with this basename */
            if (e - i == 2 && names[i].is_dst == 0 && names[i + 1].is_dst == 1) {
                size_t j = names[i].index, dst = names[i + 1].index;
                int score = estimate_similarity(rd, &rd->src[j], &rd->dst[dst], min_basename_score);
                if (score >= min_basename_score) {
                    record_rename_pair(rd, dst, j, score);
                    rename_count++;
                }
            }
            i = e;
        }
        free(names);
        cull_used_sources(rd, srcmap);
    }
    size_t num_dst = rd->ndst - rename_count, num_src = rd->nsrc;
    if (!num_dst || !num_src)
        goto done;
    int skip_unmodified = 0;
    if (!((num_dst <= RENAME_LIMIT || num_src <= RENAME_LIMIT) &&
          (uint64_t)num_dst * num_src <= (uint64_t)RENAME_LIMIT * RENAME_LIMIT)) {
        if (!harder)
            goto done;
        size_t ns = 0;
        for (size_t j = 0; j < rd->nsrc; j++)
            ns += !rd->src[j].unmodified;
        if (!((num_dst <= RENAME_LIMIT || ns <= RENAME_LIMIT) &&
              (uint64_t)num_dst * ns <= (uint64_t)RENAME_LIMIT * RENAME_LIMIT))
            goto done;
        skip_unmodified = 1;
    }
    dscore *mx = calloc(num_dst * NUM_CANDIDATE_PER_DST, sizeof *mx);
    if (!mx)
        abort();
    size_t dst_cnt = 0;
    for (size_t i = 0; i < rd->ndst; i++) {
        if (rd->dst[i].paired)
            continue;
        dscore *m = &mx[dst_cnt * NUM_CANDIDATE_PER_DST];
        for (int k = 0; k < NUM_CANDIDATE_PER_DST; k++)
            m[k].dst = -1;
        for (size_t j = 0; j < rd->nsrc; j++) {
            if (skip_unmodified && rd->src[j].unmodified)
                continue;
            dscore o;
            o.score = estimate_similarity(rd, &rd->src[j], &rd->dst[i], DEFAULT_RENAME_SCORE);
            o.name_score = basename_same(rd->src[j].file->path, rd->dst[i].file->path);
            o.dst = (int)i;
            o.src = (int)j;
            o.order = 0;
            record_if_better(m, &o);
        }
        dst_cnt++;
    }
    size_t total = dst_cnt * NUM_CANDIDATE_PER_DST;
    for (size_t i = 0; i < total; i++)
        mx[i].order = i;
    qsort(mx, total, sizeof *mx, score_compare_stable);
    find_renames(rd, mx, total, 0);
    if (copies)
        find_renames(rd, mx, total, 1);
    free(mx);
done:
    return;
}

static int cmp_files(const void *a, const void *b)
{
    const dt_file *x = a, *y = b;
    int c = strcmp(x->delta->new_file.path, y->delta->new_file.path);
    if (c)
        return c;
    return x->index < y->index ? -1 : x->index > y->index;
}

static void dt_free(dt_diff *d)
{
    if (d->files) {
        for (size_t i = 0; i < d->n; i++) {
            git_patch_free(d->files[i].patch);
            git_patch_free(d->files[i].del_patch);
            git_patch_free(d->files[i].add_patch);
            free(d->files[i].own);
        }
        free(d->files);
    }
    git_diff_free(d->diff);
    memset(d, 0, sizeof *d);
}

static int typechange_patches(dt_diff *d, dt_file *f, sp_error *err)
{
    git_blob *a = NULL, *b = NULL;
    int r = -1;
    if (git_blob_lookup(&a, d->repo, &f->delta->old_file.id) < 0 ||
        git_blob_lookup(&b, d->repo, &f->delta->new_file.id) < 0 ||
        git_patch_from_blobs(&f->del_patch, a, f->delta->old_file.path, NULL, f->delta->old_file.path, &d->dopts) < 0 ||
        git_patch_from_blobs(&f->add_patch, NULL, f->delta->new_file.path, b, f->delta->new_file.path, &d->dopts) < 0)
        git_fail(err, "type change");
    else
        r = 0;
    git_blob_free(a);
    git_blob_free(b);
    return r;
}

/* Lines added and deleted (or, for a binary file, the new and old sizes), as git's diffstat counts them. */
static void count_file(dt_diff *d, dt_file *f)
{
    git_repository *repo = d->repo;
    if (f->delta->status == GIT_DELTA_TYPECHANGE) {
        /* counted as git's diffstat does: one file, the content diff of the two blobs */
        git_patch *both = NULL;
        git_blob *a = NULL, *b = NULL;
        if (git_blob_lookup(&a, repo, &f->delta->old_file.id) == 0 &&
            git_blob_lookup(&b, repo, &f->delta->new_file.id) == 0 &&
            git_patch_from_blobs(&both, a, f->delta->old_file.path, b, f->delta->new_file.path, &d->dopts) == 0) {
            if (git_patch_get_delta(both)->flags & GIT_DIFF_FLAG_BINARY) {
                f->binary = 1;
                f->added = (size_t)git_blob_rawsize(b);
                f->deleted = (size_t)git_blob_rawsize(a);
            } else {
                size_t ctxl = 0;
                git_patch_line_stats(&ctxl, &f->added, &f->deleted, both);
            }
        }
        git_patch_free(both);
        git_blob_free(a);
        git_blob_free(b);
    } else if (f->delta->flags & GIT_DIFF_FLAG_BINARY) {
        f->binary = 1;
        if (!git_oid_equal(&f->delta->old_file.id, &f->delta->new_file.id)) {
            f->added = blob_size(repo, &f->delta->new_file.id);
            f->deleted = blob_size(repo, &f->delta->old_file.id);
        }
    } else {
        size_t ctxl = 0;
        git_patch_line_stats(&ctxl, &f->added, &f->deleted, f->patch);
    }
}

/* The file pairs of old_tree -> new_tree as git's diffcore_std() leaves them (renames and copies per opts->find),
 * sorted by new path. With pairs_only, only the deltas are filled (no patches, no line counts). */
static int dt_load(git_repository *repo, git_tree *old_tree, git_tree *new_tree, const sp_difftext_options *opts,
                   int pairs_only, dt_diff *d, sp_error *err)
{
    memset(d, 0, sizeof *d);
    d->repo = repo;
    git_diff_options dopts;
    git_diff_options_init(&dopts, GIT_DIFF_OPTIONS_VERSION);
    int ctx = opts ? opts->context_lines : 0;
    dopts.context_lines = ctx == 0 ? 3 : ctx < 0 ? 0 : (uint32_t)ctx;
    dopts.interhunk_lines = 0;
    dopts.id_abbrev = 7;
    dopts.flags |= GIT_DIFF_INCLUDE_TYPECHANGE | GIT_DIFF_INDENT_HEURISTIC; /* git 2.39: diff.indentHeuristic=true */
    sp_difftext_find find = opts ? opts->find : SP_DIFFTEXT_FIND_RENAMES;
    if (find == SP_DIFFTEXT_FIND_COPIES_HARDER)
        dopts.flags |= GIT_DIFF_INCLUDE_UNMODIFIED;
    d->dopts = dopts;
    if (git_diff_tree_to_tree(&d->diff, repo, old_tree, new_tree, &dopts) < 0)
        return git_fail(err, "diff");
    size_t n = git_diff_num_deltas(d->diff);
    /* rename and copy detection as git's diffcore_rename(); libgit2 only lists the changes */
    rdetect rd = {repo, NULL, NULL, 0, 0, NULL};
    size_t *srcmap = NULL;
    size_t *src_of_delta = NULL; /* delta index -> source index + 1 (0: not a source) */
    size_t *dst_of_delta = NULL;
    if (find != SP_DIFFTEXT_FIND_NONE && n) {
        int copies = find != SP_DIFFTEXT_FIND_RENAMES;
        rd.src = calloc(n, sizeof *rd.src);
        rd.dst = calloc(n, sizeof *rd.dst);
        srcmap = calloc(n, sizeof *srcmap);
        src_of_delta = calloc(n, sizeof *src_of_delta);
        dst_of_delta = calloc(n, sizeof *dst_of_delta);
        if (!rd.src || !rd.dst || !srcmap || !src_of_delta || !dst_of_delta)
            abort();
        for (size_t i = 0; i < n; i++) {
            const git_diff_delta *dl = git_diff_get_delta(d->diff, i);
            if (dl->status == GIT_DELTA_ADDED) {
                rd.dst[rd.ndst].file = &dl->new_file;
                rd.dst[rd.ndst].delta = i;
                dst_of_delta[i] = ++rd.ndst;
            } else if (dl->status == GIT_DELTA_DELETED ||
                       (copies && (dl->status == GIT_DELTA_MODIFIED || dl->status == GIT_DELTA_TYPECHANGE ||
                                   dl->status == GIT_DELTA_UNMODIFIED))) {
                rside *so = &rd.src[rd.nsrc];
                so->file = &dl->old_file;
                so->delta = i;
                so->unmodified = dl->status == GIT_DELTA_UNMODIFIED;
                so->rename_used = dl->status != GIT_DELTA_DELETED; /* a source that stays */
                srcmap[rd.nsrc] = rd.nsrc;
                src_of_delta[i] = ++rd.nsrc;
            }
        }
        /* keep every source's record reachable by its original index after culling */
        rside *orig = malloc((rd.nsrc ? rd.nsrc : 1) * sizeof *orig);
        if (!orig)
            abort();
        memcpy(orig, rd.src, rd.nsrc * sizeof *orig);
        size_t norig = rd.nsrc;
        rd.srcmap = srcmap;
        diffcore_rename(&rd, copies, find == SP_DIFFTEXT_FIND_COPIES_HARDER);
        /* rename_used per original source: count the pairs again (culling dropped the counters) */
        for (size_t j = 0; j < norig; j++) {
            orig[j].rename_used = git_diff_get_delta(d->diff, orig[j].delta)->status != GIT_DELTA_DELETED;
            orig[j].cnt = NULL;
        }
        for (size_t i = 0; i < rd.ndst; i++)
            if (rd.dst[i].paired)
                orig[rd.dst[i].src].rename_used++;
        for (size_t j = 0; j < norig; j++)
            orig[j].renamed_away = orig[j].rename_used > 0 &&
                                   git_diff_get_delta(d->diff, orig[j].delta)->status == GIT_DELTA_DELETED;
        for (size_t j = 0; j < rd.nsrc; j++)
            free(rd.src[j].cnt);
        free(rd.src);
        rd.src = orig;
        rd.nsrc = norig;
        for (size_t i = 0; i < rd.ndst; i++) {
            free(rd.dst[i].cnt);
            rd.dst[i].cnt = NULL;
        }
    }
    d->files = calloc(n ? n : 1, sizeof *d->files);
    if (!d->files)
        abort();
    int r = 0;
    for (size_t i = 0; i < n && r == 0; i++) {
        const git_diff_delta *delta = git_diff_get_delta(d->diff, i);
        if (delta->status == GIT_DELTA_UNMODIFIED)
            continue;
        if (delta->status == GIT_DELTA_DELETED && src_of_delta && src_of_delta[i] &&
            rd.src[src_of_delta[i] - 1].renamed_away)
            continue; /* renamed away */
        dt_file *f = &d->files[d->n++];
        f->index = i;
        f->interesting = 1;
        rside *t = dst_of_delta && dst_of_delta[i] ? &rd.dst[dst_of_delta[i] - 1] : NULL;
        if (t && t->paired) {
            /* the pair git found: old side from the source, new side from the destination */
            rside *so = &rd.src[t->src];
            const git_diff_delta *sdl = git_diff_get_delta(d->diff, so->delta);
            git_diff_delta *own = calloc(1, sizeof *own);
            if (!own)
                abort();
            *own = *delta;
            own->old_file = sdl->old_file;
            own->status = --so->rename_used > 0 ? GIT_DELTA_COPIED : GIT_DELTA_RENAMED;
            own->flags &= ~(uint32_t)GIT_DIFF_FLAG_BINARY;
            f->similarity = t->score * 100 / MAX_SCORE;
            own->similarity = (uint16_t)f->similarity;
            f->own = own;
            f->delta = own;
            if (pairs_only)
                continue;
            git_blob *a = NULL, *b = NULL;
            if (git_blob_lookup(&a, repo, &own->old_file.id) < 0 || git_blob_lookup(&b, repo, &own->new_file.id) < 0 ||
                git_patch_from_blobs(&f->patch, a, own->old_file.path, b, own->new_file.path, &d->dopts) < 0) {
                r = git_fail(err, "diff");
            } else if (git_patch_get_delta(f->patch)->flags & GIT_DIFF_FLAG_BINARY) {
                own->flags |= GIT_DIFF_FLAG_BINARY;
            }
            git_blob_free(a);
            git_blob_free(b);
            if (r == 0)
                count_file(d, f);
            continue;
        }
        if (pairs_only) {
            f->delta = delta;
            continue;
        }
        if (git_patch_from_diff(&f->patch, d->diff, i) < 0) {
            r = git_fail(err, "diff");
            break;
        }
        f->delta = git_patch_get_delta(f->patch);
        if (f->delta->status == GIT_DELTA_TYPECHANGE && typechange_patches(d, f, err) < 0) {
            r = -1;
            break;
        }
        count_file(d, f);
    }
    free(rd.src);
    free(rd.dst);
    free(srcmap);
    free(src_of_delta);
    free(dst_of_delta);
    if (r < 0) {
        dt_free(d);
        return -1;
    }
    qsort(d->files, d->n, sizeof *d->files, cmp_files);
    return 0;
}

static int decimal_width(uintmax_t n)
{
    int w = 1;
    while (n >= 10) {
        n /= 10;
        w++;
    }
    return w;
}

static int scale_linear(int it, int width, int max_change)
{
    if (!it)
        return 0;
    return 1 + (int)((long long)it * (width - 1) / max_change);
}

static void print_name(sp_buf *out, const dt_file *f)
{
    if (is_rename_or_copy(f->delta))
        pprint_rename(out, f->delta->old_file.path, f->delta->new_file.path);
    else
        quote_c_style(out, f->delta->new_file.path);
}

static void put_summary_line(sp_buf *out, size_t files, size_t ins, size_t del)
{
    if (!files) {
        sp_buf_puts(out, " 0 files changed\n");
        return;
    }
    sp_buf_printf(out, files == 1 ? " %zu file changed" : " %zu files changed", files);
    if (ins || del == 0)
        sp_buf_printf(out, ins == 1 ? ", %zu insertion(+)" : ", %zu insertions(+)", ins);
    if (del || ins == 0)
        sp_buf_printf(out, del == 1 ? ", %zu deletion(-)" : ", %zu deletions(-)", del);
    sp_buf_putc(out, '\n');
}

/* git diff.c show_stats() (no colour, no stat_count, stat_name_width/stat_graph_width unset). */
static void show_stats(const dt_diff *d, int stat_width, sp_buf *out)
{
    if (d->n == 0)
        return;
    char **names = calloc(d->n, sizeof *names);
    if (!names)
        abort();
    uintmax_t max_change = 0, max_len = 0;
    int number_width = 0, bin_width = 0;
    for (size_t i = 0; i < d->n; i++) {
        const dt_file *f = &d->files[i];
        sp_buf nb = SP_BUF_INIT;
        print_name(&nb, f);
        names[i] = sp_buf_detach(&nb);
        uintmax_t len = strlen(names[i]);
        if (max_len < len)
            max_len = len;
        if (f->binary) {
            int w = 14 + decimal_width(f->added) + decimal_width(f->deleted);
            if (bin_width < w)
                bin_width = w;
            number_width = 3;
            continue;
        }
        uintmax_t change = f->added + f->deleted;
        if (max_change < change)
            max_change = change;
    }
    int width = stat_width > 0 ? stat_width : 80;
    if (decimal_width(max_change) > number_width)
        number_width = decimal_width(max_change);
    if (width < 16 + 6 + number_width)
        width = 16 + 6 + number_width;
    int graph_width = (int)(max_change + 4 > (uintmax_t)bin_width ? max_change : (uintmax_t)(bin_width - 4));
    int name_width = (int)max_len;
    if (name_width + number_width + 6 + graph_width > width) {
        if (graph_width > width * 3 / 8 - number_width - 6) {
            graph_width = width * 3 / 8 - number_width - 6;
            if (graph_width < 6)
                graph_width = 6;
        }
        if (name_width > width - number_width - 6 - graph_width)
            name_width = width - number_width - 6 - graph_width;
        else
            graph_width = width - number_width - 6 - name_width;
    }
    size_t adds = 0, dels = 0;
    for (size_t i = 0; i < d->n; i++) {
        const dt_file *f = &d->files[i];
        const char *prefix = "";
        const char *name = names[i];
        int len = name_width;
        int name_len = (int)strlen(name);
        if (name_width < name_len) {
            prefix = "...";
            len -= 3;
            if (len < 0)
                len = 0;
            name += name_len - len;
            const char *slash = strchr(name, '/');
            if (slash)
                name = slash;
        }
        if (f->binary) {
            sp_buf_printf(out, " %s%-*s |", prefix, len, name);
            sp_buf_printf(out, " %*s", number_width, "Bin");
            if (!f->added && !f->deleted) {
                sp_buf_putc(out, '\n');
                continue;
            }
            sp_buf_printf(out, " %zu -> %zu bytes\n", f->deleted, f->added);
            continue;
        }
        adds += f->added;
        dels += f->deleted;
        int add = (int)f->added, del = (int)f->deleted;
        if ((uintmax_t)graph_width <= max_change) {
            int total = scale_linear(add + del, graph_width, (int)max_change);
            if (total < 2 && add && del)
                total = 2;
            if (add < del) {
                add = scale_linear(add, graph_width, (int)max_change);
                del = total - add;
            } else {
                del = scale_linear(del, graph_width, (int)max_change);
                add = total - del;
            }
        }
        sp_buf_printf(out, " %s%-*s |", prefix, len, name);
        sp_buf_printf(out, " %*zu%s", number_width, f->added + f->deleted, f->added + f->deleted ? " " : "");
        for (int k = 0; k < add; k++)
            sp_buf_putc(out, '+');
        for (int k = 0; k < del; k++)
            sp_buf_putc(out, '-');
        sp_buf_putc(out, '\n');
    }
    put_summary_line(out, d->n, adds, dels);
    for (size_t i = 0; i < d->n; i++)
        free(names[i]);
    free(names);
}

static void show_mode_change(sp_buf *out, const git_diff_delta *dl, int show_name)
{
    if (dl->old_file.mode && dl->new_file.mode && dl->old_file.mode != dl->new_file.mode) {
        sp_buf_printf(out, " mode change %06o => %06o", dl->old_file.mode, dl->new_file.mode);
        if (show_name) {
            sp_buf_putc(out, ' ');
            quote_c_style(out, dl->new_file.path);
        }
        sp_buf_putc(out, '\n');
    }
}

/* git diff.c diff_summary(). Returns the number of lines written. */
static void show_summary(const dt_diff *d, sp_buf *out)
{
    for (size_t i = 0; i < d->n; i++) {
        const git_diff_delta *dl = d->files[i].delta;
        switch (dl->status) {
        case GIT_DELTA_DELETED:
            sp_buf_printf(out, " delete mode %06o ", dl->old_file.mode);
            quote_c_style(out, dl->old_file.path);
            sp_buf_putc(out, '\n');
            break;
        case GIT_DELTA_ADDED:
            sp_buf_printf(out, " create mode %06o ", dl->new_file.mode);
            quote_c_style(out, dl->new_file.path);
            sp_buf_putc(out, '\n');
            break;
        case GIT_DELTA_RENAMED:
        case GIT_DELTA_COPIED: {
            sp_buf names = SP_BUF_INIT;
            pprint_rename(&names, dl->old_file.path, dl->new_file.path);
            sp_buf_printf(out, " %s %s (%d%%)\n", dl->status == GIT_DELTA_RENAMED ? "rename" : "copy",
                          sp_buf_cstr(&names), d->files[i].similarity);
            sp_buf_free(&names);
            show_mode_change(out, dl, 0);
            break;
        }
        default:
            show_mode_change(out, dl, 1);
            break;
        }
    }
}

static void show_name_status(const dt_diff *d, sp_buf *out)
{
    for (size_t i = 0; i < d->n; i++) {
        const git_diff_delta *dl = d->files[i].delta;
        switch (dl->status) {
        case GIT_DELTA_RENAMED:
        case GIT_DELTA_COPIED:
            sp_buf_printf(out, "%c%03d\t", dl->status == GIT_DELTA_RENAMED ? 'R' : 'C', d->files[i].similarity);
            quote_c_style(out, dl->old_file.path);
            sp_buf_putc(out, '\t');
            quote_c_style(out, dl->new_file.path);
            sp_buf_putc(out, '\n');
            continue;
        default:
            break;
        }
        char c = git_diff_status_char(dl->status);
        sp_buf_printf(out, "%c\t", c);
        quote_c_style(out, dl->new_file.path);
        sp_buf_putc(out, '\n');
    }
}

/* Objects in the pack indexes of one objects directory (each .idx file's last fanout entry). */
static unsigned long count_packed(const char *objdir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/pack", objdir);
    DIR *dir = opendir(path);
    if (!dir)
        return 0;
    unsigned long count = 0;
    struct dirent *e;
    while ((e = readdir(dir)) != NULL) {
        size_t nl = strlen(e->d_name);
        if (nl < 5 || strcmp(e->d_name + nl - 4, ".idx") != 0)
            continue;
        char ip[4096 + 256];
        snprintf(ip, sizeof ip, "%s/%s", path, e->d_name);
        FILE *f = fopen(ip, "rb");
        if (!f)
            continue;
        unsigned char h[8 + 256 * 4];
        if (fread(h, 1, sizeof h, f) == sizeof h) {
            /* version 2 starts with "\377tOc" and a version number; version 1 with the fanout table */
            const unsigned char *fan = (h[0] == 0xff && h[1] == 't' && h[2] == 'O' && h[3] == 'c') ? h + 8 : h;
            const unsigned char *last = fan + 255 * 4;
            count += ((unsigned long)last[0] << 24) | ((unsigned long)last[1] << 16) | ((unsigned long)last[2] << 8) |
                     last[3];
        }
        fclose(f);
    }
    closedir(dir);
    return count;
}

/* git's default abbreviation length: core.abbrev when set (a number, or "no" for full ids), else "auto": 7 hex
 * digits, more as the packed objects grow (repo_approximate_object_count(): the objects of the packs, here of the
 * repository and its alternates; len = ceil((msb(count) + 1) / 2), at least 7). */
static int default_abbrev(git_repository *repo)
{
    git_config *cfg = NULL;
    if (git_repository_config_snapshot(&cfg, repo) == 0) {
        git_buf v = GIT_BUF_INIT;
        int fixed = -1;
        if (git_config_get_string_buf(&v, cfg, "core.abbrev") == 0 && v.ptr) {
            if (!strcasecmp(v.ptr, "no") || !strcasecmp(v.ptr, "false") || !strcasecmp(v.ptr, "off"))
                fixed = GIT_OID_HEXSZ;
            else if (strcasecmp(v.ptr, "auto") != 0) {
                char *end;
                long n = strtol(v.ptr, &end, 10);
                if (end != v.ptr && !*end)
                    fixed = n < 4 ? 4 : n > GIT_OID_HEXSZ ? GIT_OID_HEXSZ : (int)n;
            }
        }
        git_buf_dispose(&v);
        git_config_free(cfg);
        if (fixed > 0)
            return fixed;
    }
    git_buf objdir = GIT_BUF_INIT;
    unsigned long count = 0;
    if (git_repository_item_path(&objdir, repo, GIT_REPOSITORY_ITEM_OBJECTS) == 0 && objdir.ptr) {
        count = count_packed(objdir.ptr);
        char ap[4096];
        snprintf(ap, sizeof ap, "%s/info/alternates", objdir.ptr);
        FILE *f = fopen(ap, "r");
        if (f) {
            char line[4096];
            while (fgets(line, sizeof line, f)) {
                line[strcspn(line, "\r\n")] = '\0';
                if (!line[0] || line[0] == '#')
                    continue;
                if (line[0] == '/') {
                    count += count_packed(line);
                } else {
                    char rel[8192];
                    snprintf(rel, sizeof rel, "%s/%s", objdir.ptr, line);
                    count += count_packed(rel);
                }
            }
            fclose(f);
        }
    }
    git_buf_dispose(&objdir);
    int msb = -1;
    for (unsigned long c = count; c; c >>= 1)
        msb++;
    int len = (msb + 1 + 1) / 2; /* msb(count) + 1 bits, halved, rounded up */
    return len < 7 ? 7 : len;
}

/* The unique abbreviation of id, at least minlen hex digits, as git's find_unique_abbrev(). */
static void abbrev_oid(git_repository *repo, const git_oid *id, int minlen, char *out)
{
    size_t len = minlen > 0 && minlen <= GIT_OID_HEXSZ ? (size_t)minlen : 7;
    if (!git_oid_is_zero(id)) {
        git_odb *odb = NULL;
        if (git_repository_odb(&odb, repo) == 0) {
            for (; len < GIT_OID_HEXSZ; len++) {
                git_oid full;
                int r = git_odb_exists_prefix(&full, odb, id, len);
                if (r != GIT_EAMBIGUOUS)
                    break;
            }
            git_odb_free(odb);
        }
    }
    git_oid_tostr(out, len + 1, id);
}

void sp_difftext_abbrev(git_repository *repo, const git_oid *id, char *out)
{
    abbrev_oid(repo, id, default_abbrev(repo), out);
}

/* git's quote_two(prefix, name): the whole "prefix+name" quoted when name needs quoting. */
static void quote_two(sp_buf *out, const char *prefix, const char *name)
{
    if (!needs_quote(name)) {
        sp_buf_puts(out, prefix);
        sp_buf_puts(out, name);
        return;
    }
    sp_buf tmp = SP_BUF_INIT;
    sp_buf_puts(&tmp, prefix);
    sp_buf_puts(&tmp, name);
    /* quote the concatenation; the prefix never needs escaping */
    sp_buf_putc(out, '"');
    sp_buf q = SP_BUF_INIT;
    quote_c_style(&q, sp_buf_cstr(&tmp));
    sp_buf_append(out, q.data + 1, q.len - 2);
    sp_buf_putc(out, '"');
    sp_buf_free(&q);
    sp_buf_free(&tmp);
}

static void put_label_line(sp_buf *out, const char *marker, const char *label)
{
    sp_buf_puts(out, marker);
    sp_buf_puts(out, label);
    if (strchr(label, ' '))
        sp_buf_putc(out, '\t');
    sp_buf_putc(out, '\n');
}

/* One file pair of the patch, as git diff.c builtin_diff() and fill_metainfo() print it; hunks from libgit2. */
typedef struct pentry {
    git_delta_t status;
    const char *old_path, *new_path;
    uint32_t old_mode, new_mode;
    const git_oid *old_id, *new_id;
    int binary, similarity;
    git_patch *patch;
} pentry;

static int show_patch_entry(git_repository *repo, int abbrev, const pentry *pe, sp_buf *out, sp_error *err)
{
    sp_buf a_one = SP_BUF_INIT, b_two = SP_BUF_INIT;
    quote_two(&a_one, "a/", pe->old_path);
    quote_two(&b_two, "b/", pe->new_path);
    int added = pe->status == GIT_DELTA_ADDED, deleted = pe->status == GIT_DELTA_DELETED;
    const char *lbl0 = added ? "/dev/null" : sp_buf_cstr(&a_one);
    const char *lbl1 = deleted ? "/dev/null" : sp_buf_cstr(&b_two);
    sp_buf_printf(out, "diff --git %s %s\n", sp_buf_cstr(&a_one), sp_buf_cstr(&b_two));
    uint32_t om = added ? 0 : pe->old_mode, nm = deleted ? 0 : pe->new_mode;
    if (added)
        sp_buf_printf(out, "new file mode %06o\n", nm);
    else if (deleted)
        sp_buf_printf(out, "deleted file mode %06o\n", om);
    else if (om != nm)
        sp_buf_printf(out, "old mode %06o\nnew mode %06o\n", om, nm);
    if (pe->status == GIT_DELTA_RENAMED || pe->status == GIT_DELTA_COPIED) {
        const char *kind = pe->status == GIT_DELTA_RENAMED ? "rename" : "copy";
        sp_buf_printf(out, "similarity index %d%%\n%s from ", pe->similarity, kind);
        quote_c_style(out, pe->old_path);
        sp_buf_printf(out, "\n%s to ", kind);
        quote_c_style(out, pe->new_path);
        sp_buf_putc(out, '\n');
    }
    git_oid zero;
    memset(&zero, 0, sizeof zero);
    const git_oid *oa = added || !pe->old_id ? &zero : pe->old_id;
    const git_oid *ob = deleted || !pe->new_id ? &zero : pe->new_id;
    int differ = !git_oid_equal(oa, ob);
    if (differ) {
        char ha[GIT_OID_HEXSZ + 1], hb[GIT_OID_HEXSZ + 1];
        abbrev_oid(repo, oa, abbrev, ha);
        abbrev_oid(repo, ob, abbrev, hb);
        sp_buf_printf(out, "index %s..%s", ha, hb);
        if (om == nm)
            sp_buf_printf(out, " %06o", om);
        sp_buf_putc(out, '\n');
    }
    int r = 0;
    if (differ && pe->patch) {
        if (pe->binary) {
            sp_buf_printf(out, "Binary files %s and %s differ\n", lbl0, lbl1);
        } else if (git_patch_num_hunks(pe->patch) > 0) {
            put_label_line(out, "--- ", lbl0);
            put_label_line(out, "+++ ", lbl1);
            size_t nh = git_patch_num_hunks(pe->patch);
            for (size_t h = 0; h < nh && r == 0; h++) {
                const git_diff_hunk *hunk;
                size_t nl;
                if (git_patch_get_hunk(&hunk, &nl, pe->patch, h) < 0) {
                    r = git_fail(err, "patch hunk");
                    break;
                }
                sp_buf_append(out, hunk->header, hunk->header_len);
                for (size_t l = 0; l < nl; l++) {
                    const git_diff_line *line;
                    if (git_patch_get_line_in_hunk(&line, pe->patch, h, l) < 0) {
                        r = git_fail(err, "patch line");
                        break;
                    }
                    if (line->origin == GIT_DIFF_LINE_CONTEXT || line->origin == GIT_DIFF_LINE_ADDITION ||
                        line->origin == GIT_DIFF_LINE_DELETION)
                        sp_buf_putc(out, line->origin);
                    sp_buf_append(out, line->content, line->content_len);
                }
            }
        }
    }
    sp_buf_free(&a_one);
    sp_buf_free(&b_two);
    return r;
}

static int show_patch_file(git_repository *repo, int abbrev, const dt_file *f, sp_buf *out, sp_error *err)
{
    const git_diff_delta *dl = f->delta;
    if (dl->status == GIT_DELTA_TYPECHANGE) {
        /* git splits a change between file and symlink into a deletion and a creation */
        int bin_old = f->del_patch && (git_patch_get_delta(f->del_patch)->flags & GIT_DIFF_FLAG_BINARY);
        int bin_new = f->add_patch && (git_patch_get_delta(f->add_patch)->flags & GIT_DIFF_FLAG_BINARY);
        pentry del = {GIT_DELTA_DELETED, dl->old_file.path, dl->old_file.path, dl->old_file.mode, 0,
                      &dl->old_file.id, NULL, bin_old, 0, f->del_patch};
        pentry add = {GIT_DELTA_ADDED, dl->new_file.path, dl->new_file.path, 0, dl->new_file.mode,
                      NULL, &dl->new_file.id, bin_new, 0, f->add_patch};
        if (show_patch_entry(repo, abbrev, &del, out, err) < 0)
            return -1;
        return show_patch_entry(repo, abbrev, &add, out, err);
    }
    pentry pe = {dl->status, dl->old_file.path, dl->new_file.path, dl->old_file.mode, dl->new_file.mode,
                 &dl->old_file.id, &dl->new_file.id, f->binary, f->similarity, f->patch};
    return show_patch_entry(repo, abbrev, &pe, out, err);
}

static int show_patch(git_repository *repo, const dt_diff *d, sp_buf *out, sp_error *err)
{
    int abbrev = default_abbrev(repo);
    for (size_t i = 0; i < d->n; i++)
        if (show_patch_file(repo, abbrev, &d->files[i], out, err) < 0)
            return -1;
    return 0;
}

static int summary_nonempty(const dt_diff *d)
{
    for (size_t i = 0; i < d->n; i++) {
        const git_diff_delta *dl = d->files[i].delta;
        if (dl->status != GIT_DELTA_MODIFIED)
            return 1;
        if (dl->old_file.mode && dl->new_file.mode && dl->old_file.mode != dl->new_file.mode)
            return 1;
    }
    return 0;
}

static int emit(const dt_diff *d, const sp_difftext_options *opts, sp_buf *out, sp_error *err)
{
    int separator = 0;
    if (d->n == 0)
        return 0;
    if (opts->formats & SP_DIFFTEXT_NAME_ONLY) {
        /* as git: --name-only and --name-status turn the other formats off */
        for (size_t i = 0; i < d->n; i++) {
            quote_c_style(out, d->files[i].delta->new_file.path);
            sp_buf_putc(out, '\n');
        }
        return 0;
    }
    if (opts->formats & SP_DIFFTEXT_NAME_STATUS) {
        show_name_status(d, out);
        return 0;
    }
    if (opts->formats & SP_DIFFTEXT_NUMSTAT) {
        for (size_t i = 0; i < d->n; i++) {
            const dt_file *f = &d->files[i];
            if (f->binary)
                sp_buf_puts(out, "-\t-\t");
            else
                sp_buf_printf(out, "%zu\t%zu\t", f->added, f->deleted);
            print_name(out, f);
            sp_buf_putc(out, '\n');
        }
        separator++;
    }
    if (opts->formats & SP_DIFFTEXT_STAT) {
        show_stats(d, opts->stat_width, out);
        separator++;
    }
    if (opts->formats & SP_DIFFTEXT_SHORTSTAT) {
        size_t adds = 0, dels = 0;
        for (size_t i = 0; i < d->n; i++)
            if (!d->files[i].binary) {
                adds += d->files[i].added;
                dels += d->files[i].deleted;
            }
        put_summary_line(out, d->n, adds, dels);
        separator++;
    }
    if ((opts->formats & SP_DIFFTEXT_SUMMARY) && summary_nonempty(d)) {
        show_summary(d, out);
        separator++;
    }
    if (opts->formats & SP_DIFFTEXT_PATCH) {
        if (separator)
            sp_buf_putc(out, '\n');
        return show_patch(d->repo, d, out, err);
    }
    return 0;
}

static int check_opts(const sp_difftext_options *opts, sp_error *err)
{
    if (!opts || !opts->formats || opts->stat_width < 0)
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0, "difftext: no output format or a negative width");
    return 0;
}

int sp_difftext_trees(git_repository *repo, git_tree *old_tree, git_tree *new_tree, const sp_difftext_options *opts,
                      sp_buf *out, sp_error *err)
{
    if (check_opts(opts, err) < 0)
        return -1;
    dt_diff d;
    if (dt_load(repo, old_tree, new_tree, opts, 0, &d, err) < 0)
        return -1;
    int r = emit(&d, opts, out, err);
    dt_free(&d);
    return r;
}

static int commit_trees(git_repository *repo, const git_oid *id, git_commit **commit, git_tree **old_tree,
                        git_tree **new_tree, sp_error *err)
{
    *commit = NULL;
    *old_tree = *new_tree = NULL;
    if (git_commit_lookup(commit, repo, id) < 0)
        return git_fail(err, "commit lookup");
    if (git_commit_tree(new_tree, *commit) < 0)
        goto fail;
    if (git_commit_parentcount(*commit) > 0) {
        git_commit *parent = NULL;
        if (git_commit_parent(&parent, *commit, 0) < 0)
            goto fail;
        int r = git_commit_tree(old_tree, parent);
        git_commit_free(parent);
        if (r < 0)
            goto fail;
    }
    return 0;
fail:
    git_fail(err, "commit tree");
    git_tree_free(*new_tree);
    git_commit_free(*commit);
    *commit = NULL;
    *new_tree = NULL;
    return -1;
}

int sp_difftext_commit(git_repository *repo, const git_oid *commit, const sp_difftext_options *opts, sp_buf *out,
                       sp_error *err)
{
    if (check_opts(opts, err) < 0)
        return -1;
    git_commit *c;
    git_tree *ot, *nt;
    if (commit_trees(repo, commit, &c, &ot, &nt, err) < 0)
        return -1;
    int r = sp_difftext_trees(repo, ot, nt, opts, out, err);
    git_tree_free(ot);
    git_tree_free(nt);
    git_commit_free(c);
    return r;
}

int sp_difftext_count(git_repository *repo, git_tree *old_tree, git_tree *new_tree, const sp_difftext_options *opts,
                      sp_difftext_counts *counts, sp_error *err)
{
    dt_diff d;
    memset(counts, 0, sizeof *counts);
    if (dt_load(repo, old_tree, new_tree, opts, 0, &d, err) < 0)
        return -1;
    counts->files = d.n;
    for (size_t i = 0; i < d.n; i++) {
        if (d.files[i].binary)
            continue;
        counts->insertions += d.files[i].added;
        counts->deletions += d.files[i].deleted;
    }
    dt_free(&d);
    return 0;
}

char *sp_difftext_reencode(const char *encoding, const char *text)
{
    size_t n = strlen(text);
    if (!encoding || !strcasecmp(encoding, "UTF-8") || !strcasecmp(encoding, "utf8")) {
        char *r = strdup(text);
        if (!r)
            abort();
        return r;
    }
    iconv_t cd = iconv_open("UTF-8", encoding);
    if (cd == (iconv_t)-1) {
        char *r = strdup(text);
        if (!r)
            abort();
        return r;
    }
    size_t cap = n * 4 + 16, left = cap - 1, inleft = n;
    char *out = malloc(cap), *op = out;
    char *ip = (char *)text;
    if (!out)
        abort();
    while (inleft && iconv(cd, &ip, &inleft, &op, &left) == (size_t)-1) {
        /* an unconvertible byte: keep it as it is (git keeps the original on failure) */
        if (!left)
            break;
        *op++ = *ip++;
        inleft--;
        left--;
    }
    *op = '\0';
    iconv_close(cd);
    return out;
}

/* git's DATE_NORMAL: "Fri Nov 13 03:22:10 2020 -0800" in the signature's own zone. */
static void format_date_normal(sp_buf *out, const git_time *t)
{
    static const char *wd[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char *mo[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    time_t local = (time_t)(t->time + (git_time_t)t->offset * 60);
    struct tm tm;
    gmtime_r(&local, &tm);
    int off = t->offset;
    char sign = off < 0 ? '-' : '+';
    if (off < 0)
        off = -off;
    sp_buf_printf(out, "%s %s %d %02d:%02d:%02d %d %c%02d%02d", wd[tm.tm_wday], mo[tm.tm_mon], tm.tm_mday, tm.tm_hour,
                  tm.tm_min, tm.tm_sec, tm.tm_year + 1900, sign, off / 60, off % 60);
}

/* Width of the UTF-8 text so far, one column per character (git uses utf8_width; wide characters are rare in
 * commit messages). */
static size_t utf8_chars(const char *s, size_t n)
{
    size_t w = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xc0) != 0x80)
            w++;
    return w;
}

/* pretty.c pp_remainder() with indent 4 and expand_tabs_in_log 8, then strbuf_rtrim() and a final '\n'. */
static void format_message(sp_buf *out, const char *msg)
{
    sp_buf body = SP_BUF_INIT;
    const char *p = msg;
    int first = 1;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t linelen = nl ? (size_t)(nl - p) : strlen(p);
        /* is_blank_line */
        size_t trimmed = linelen;
        while (trimmed && (p[trimmed - 1] == ' ' || p[trimmed - 1] == '\t' || p[trimmed - 1] == '\r' ||
                           p[trimmed - 1] == '\v' || p[trimmed - 1] == '\f'))
            trimmed--;
        int blank = trimmed == 0;
        if (blank && first) {
            p += linelen + (nl ? 1 : 0);
            continue;
        }
        first = 0;
        size_t use = blank ? 0 : linelen;
        sp_buf_puts(&body, "    ");
        size_t line_start = body.len;
        for (size_t i = 0; i < use; i++) {
            if (p[i] == '\t') {
                size_t col = utf8_chars(body.data + line_start, body.len - line_start);
                size_t pad = 8 - col % 8;
                for (size_t k = 0; k < pad; k++)
                    sp_buf_putc(&body, ' ');
            } else {
                sp_buf_putc(&body, p[i]);
            }
        }
        sp_buf_putc(&body, '\n');
        p += linelen + (nl ? 1 : 0);
    }
    sp_buf_append(out, body.data ? body.data : "", body.len);
    sp_buf_free(&body);
}

static void rtrim(sp_buf *b)
{
    while (b->len && (b->data[b->len - 1] == ' ' || b->data[b->len - 1] == '\n' || b->data[b->len - 1] == '\t' ||
                      b->data[b->len - 1] == '\r' || b->data[b->len - 1] == '\v' || b->data[b->len - 1] == '\f'))
        b->len--;
    if (b->data)
        b->data[b->len] = '\0';
}

/* ---- combined diff of a merge (`--cc`): git 2.39 combine-diff.c ---------------------------------------------
 *
 * For each path that differs from every parent, the result's lines ("slines") carry one bit per parent that does
 * not have the line (a '+' against that parent), and each sline holds the lines lost before it ("llines", with one
 * bit per parent that had them), merged across parents by a longest common subsequence as git's coalesce_lines().
 * The per-parent line diffs are xdiff's (through libgit2) with no context, as git computes them. Dense mode drops
 * the hunks where the result takes one side unchanged. */

typedef struct cc_lline {
    struct cc_lline *next, *prev;
    size_t len;
    unsigned long parent_map;
    char line[];
} cc_lline;

typedef struct cc_sline {
    cc_lline *lost;          /* coalesced lost lines */
    size_t lenlost;
    cc_lline *plost_head, *plost_tail; /* lost lines of the parent being compared, before coalescing */
    size_t plost_len;
    const char *bol;
    size_t len;
    unsigned long flag;      /* bit n: parent n lacks this line; bit N: shown; bit N+1: no deletion before it */
    unsigned long *p_lno;
} cc_sline;

typedef struct cc_path {
    const char *path;
    git_oid oid;
    uint32_t mode;
    git_oid *poid;   /* per parent */
    uint32_t *pmode;
    git_delta_t *pstatus;
    int alive;
} cc_path;

enum { CC_MATCH, CC_BASE, CC_NEW };

static void cc_free_llines(cc_lline *l)
{
    while (l) {
        cc_lline *n = l->next;
        free(l);
        l = n;
    }
}

/* coalesce_lines(): merge the lines newl (lost from parent) into base by their longest common subsequence. */
static cc_lline *cc_coalesce(cc_lline *base, size_t *lenbase, cc_lline *newl, size_t lennew, int parent)
{
    if (!newl)
        return base;
    if (!base) {
        *lenbase = lennew;
        return newl;
    }
    size_t nb = *lenbase, w = lennew + 1;
    size_t *lcs = calloc((nb + 1) * w, sizeof *lcs);
    unsigned char *dir = calloc((nb + 1) * w, 1);
    if (!lcs || !dir)
        abort();
    for (size_t i = 0; i <= nb; i++)
        dir[i * w] = CC_BASE;
    for (size_t j = 1; j <= lennew; j++)
        dir[j] = CC_NEW;
    cc_lline *be = base, *ne = newl;
    for (size_t i = 1; i <= nb; i++) {
        ne = newl;
        for (size_t j = 1; j <= lennew; j++) {
            if (be->len == ne->len && !memcmp(be->line, ne->line, be->len)) {
                lcs[i * w + j] = lcs[(i - 1) * w + j - 1] + 1;
                dir[i * w + j] = CC_MATCH;
            } else if (lcs[i * w + j - 1] >= lcs[(i - 1) * w + j]) {
                lcs[i * w + j] = lcs[i * w + j - 1];
                dir[i * w + j] = CC_NEW;
            } else {
                lcs[i * w + j] = lcs[(i - 1) * w + j];
                dir[i * w + j] = CC_BASE;
            }
            if (ne->next)
                ne = ne->next;
        }
        if (be->next)
            be = be->next;
    }
    free(lcs);
    size_t i = nb, j = lennew;
    while (i || j) {
        unsigned char d = dir[i * w + j];
        if (d == CC_MATCH) {
            be->parent_map |= 1UL << parent;
            be = be->prev;
            ne = ne->prev;
            i--;
            j--;
        } else if (d == CC_NEW) {
            cc_lline *l = ne;
            if (l->prev)
                l->prev->next = l->next;
            else
                newl = l->next;
            if (l->next)
                l->next->prev = l->prev;
            ne = l->prev;
            j--;
            if (be) {
                l->next = be->next;
                l->prev = be;
                be->next = l;
            } else {
                l->next = base;
                l->prev = NULL;
                base = l;
            }
            if (l->next)
                l->next->prev = l;
            (*lenbase)++;
        } else {
            be = be->prev;
            i--;
        }
    }
    cc_free_llines(newl);
    free(dir);
    return base;
}

static void cc_append_lost(cc_sline *s, int n, const char *line, size_t len)
{
    if (len && line[len - 1] == '\n')
        len--;
    cc_lline *l = malloc(sizeof *l + len + 1);
    if (!l)
        abort();
    memcpy(l->line, line, len);
    l->line[len] = '\0';
    l->len = len;
    l->next = NULL;
    l->prev = s->plost_tail;
    if (l->prev)
        l->prev->next = l;
    else
        s->plost_head = l;
    s->plost_tail = l;
    s->plost_len++;
    l->parent_map = 1UL << n;
}

/* grab_blob(): the content of a blob; empty for the zero id (the path is absent there). Returns malloc'd bytes. */
static char *cc_grab_blob(git_repository *repo, const git_oid *id, uint32_t mode, size_t *size, sp_error *err)
{
    if ((mode & 0170000) == 0160000) {
        char hex[GIT_OID_HEXSZ + 1];
        git_oid_tostr(hex, sizeof hex, id);
        char *b = malloc(64);
        if (!b)
            abort();
        *size = (size_t)snprintf(b, 64, "Subproject commit %s\n", hex);
        return b;
    }
    if (git_oid_is_zero(id)) {
        *size = 0;
        char *b = calloc(1, 1);
        if (!b)
            abort();
        return b;
    }
    git_blob *blob = NULL;
    if (git_blob_lookup(&blob, repo, id) < 0) {
        git_fail(err, "combined diff: blob");
        return NULL;
    }
    *size = (size_t)git_blob_rawsize(blob);
    char *b = malloc(*size + 1);
    if (!b)
        abort();
    memcpy(b, git_blob_rawcontent(blob), *size);
    b[*size] = '\0';
    git_blob_free(blob);
    return b;
}

/* combine_diff(): compare parent n with the result, marking added lines and collecting lost ones. */
static int cc_diff_parent(git_repository *repo, const git_oid *pid, uint32_t pmode, const char *result,
                          size_t result_size, cc_sline *sline, size_t cnt, int n, sp_error *err)
{
    unsigned long nmask = 1UL << n;
    size_t psize = 0;
    char *pbuf = cc_grab_blob(repo, pid, pmode, &psize, err);
    if (!pbuf)
        return -1;
    git_diff_options o;
    git_diff_options_init(&o, GIT_DIFF_OPTIONS_VERSION);
    o.context_lines = 0;
    o.interhunk_lines = 0;
    o.flags |= GIT_DIFF_FORCE_TEXT | GIT_DIFF_INDENT_HEURISTIC;
    git_patch *patch = NULL;
    if (git_patch_from_buffers(&patch, pbuf, psize, NULL, result, result_size, NULL, &o) < 0) {
        free(pbuf);
        return git_fail(err, "combined diff");
    }
    size_t nh = git_patch_num_hunks(patch);
    for (size_t h = 0; h < nh; h++) {
        const git_diff_hunk *hunk;
        size_t nl;
        if (git_patch_get_hunk(&hunk, &nl, patch, h) < 0) {
            git_patch_free(patch);
            free(pbuf);
            return git_fail(err, "combined diff hunk");
        }
        size_t nb = (size_t)hunk->new_start, lno = nb;
        cc_sline *bucket;
        if (hunk->new_lines == 0) {
            /* removed lines that came after result line nb hang on the line after them */
            bucket = &sline[nb];
        } else {
            bucket = &sline[nb - 1];
        }
        for (size_t l = 0; l < nl; l++) {
            const git_diff_line *line;
            if (git_patch_get_line_in_hunk(&line, patch, h, l) < 0)
                continue;
            if (line->origin == GIT_DIFF_LINE_DELETION) {
                cc_append_lost(bucket, n, line->content, line->content_len);
            } else if (line->origin == GIT_DIFF_LINE_ADDITION) {
                if (lno >= 1 && lno - 1 < cnt)
                    sline[lno - 1].flag |= nmask;
                lno++;
            }
        }
    }
    git_patch_free(patch);
    free(pbuf);
    /* the first line number of parent n at each result line, coalescing the lost lines */
    unsigned long p_lno = 1;
    size_t lno;
    for (lno = 0; lno <= cnt; lno++) {
        cc_sline *s = &sline[lno];
        s->p_lno[n] = p_lno;
        if (s->plost_head) {
            s->lost = cc_coalesce(s->lost, &s->lenlost, s->plost_head, s->plost_len, n);
            s->plost_head = s->plost_tail = NULL;
            s->plost_len = 0;
        }
        for (cc_lline *ll = s->lost; ll; ll = ll->next)
            if (ll->parent_map & nmask)
                p_lno++;
        if (lno < cnt && !(s->flag & nmask))
            p_lno++;
    }
    sline[lno].p_lno[n] = p_lno;
    return 0;
}

/* reuse_combine_diff(): parent i has the same blob as parent j, already compared. */
static void cc_reuse(cc_sline *sline, size_t cnt, int i, int j)
{
    unsigned long imask = 1UL << i, jmask = 1UL << j;
    for (size_t lno = 0; lno <= cnt; lno++) {
        cc_sline *s = &sline[lno];
        s->p_lno[i] = s->p_lno[j];
        for (cc_lline *ll = s->lost; ll; ll = ll->next)
            if (ll->parent_map & jmask)
                ll->parent_map |= imask;
        if (s->flag & jmask)
            s->flag |= imask;
    }
    sline[cnt + 1].p_lno[i] = sline[cnt + 1].p_lno[j];
}

static int cc_interesting(const cc_sline *s, unsigned long all_mask)
{
    return (s->flag & all_mask) || s->lost;
}

static size_t cc_adjust_hunk_tail(const cc_sline *sline, unsigned long all_mask, size_t hunk_begin, size_t i)
{
    /* a last line interesting only for its deletions gives one context line of its own */
    if (hunk_begin + 1 <= i && !(sline[i - 1].flag & all_mask))
        i--;
    return i;
}

static size_t cc_find_next(const cc_sline *sline, unsigned long mark, size_t i, size_t cnt, int uninteresting)
{
    while (i <= cnt) {
        if (uninteresting ? !(sline[i].flag & mark) : (sline[i].flag & mark))
            return i;
        i++;
    }
    return i;
}

static int cc_give_context(cc_sline *sline, size_t cnt, int num_parent, size_t context)
{
    unsigned long all_mask = (1UL << num_parent) - 1, mark = 1UL << num_parent, no_pre_delete = 2UL << num_parent;
    size_t i = cc_find_next(sline, mark, 0, cnt, 0);
    if (cnt < i)
        return 0;
    while (i <= cnt) {
        size_t j = context < i ? i - context : 0, k;
        while (j < i) {
            if (!(sline[j].flag & mark))
                sline[j].flag |= no_pre_delete;
            sline[j++].flag |= mark;
        }
    again:
        j = cc_find_next(sline, mark, i, cnt, 1);
        if (cnt < j)
            break;
        k = cc_find_next(sline, mark, j, cnt, 0);
        j = cc_adjust_hunk_tail(sline, all_mask, i, j);
        if (k < j + context) {
            while (j < k)
                sline[j++].flag |= mark;
            i = k;
            goto again;
        }
        i = k;
        k = j + context < cnt + 1 ? j + context : cnt + 1;
        while (j < k)
            sline[j++].flag |= mark;
    }
    return 1;
}

/* make_hunks() in dense mode (--cc). */
static int cc_make_hunks(cc_sline *sline, size_t cnt, int num_parent, size_t context)
{
    unsigned long all_mask = (1UL << num_parent) - 1, mark = 1UL << num_parent;
    for (size_t i = 0; i <= cnt; i++) {
        if (cc_interesting(&sline[i], all_mask))
            sline[i].flag |= mark;
        else
            sline[i].flag &= ~mark;
    }
    size_t i = 0;
    while (i <= cnt) {
        while (i <= cnt && !(sline[i].flag & mark))
            i++;
        if (cnt < i)
            break;
        size_t hunk_begin = i, j;
        for (j = i + 1; j <= cnt; j++) {
            if (!(sline[j].flag & mark)) {
                /* an interesting line within the context span continues the hunk */
                int contin = 0;
                size_t la = cc_adjust_hunk_tail(sline, all_mask, hunk_begin, j);
                la = la + context < cnt + 1 ? la + context : cnt + 1;
                while (la && j <= --la) {
                    if (sline[la].flag & mark) {
                        contin = 1;
                        break;
                    }
                }
                if (!contin)
                    break;
                j = la;
            }
        }
        size_t hunk_end = j;
        /* only two versions, and the result is one of them: not interesting */
        unsigned long same_diff = 0;
        int has_interesting = 0;
        for (j = i; j < hunk_end && !has_interesting; j++) {
            unsigned long this_diff = sline[j].flag & all_mask;
            if (this_diff) {
                if (!same_diff)
                    same_diff = this_diff;
                else if (same_diff != this_diff) {
                    has_interesting = 1;
                    break;
                }
            }
            for (cc_lline *ll = sline[j].lost; ll && !has_interesting; ll = ll->next) {
                this_diff = ll->parent_map;
                if (!same_diff)
                    same_diff = this_diff;
                else if (same_diff != this_diff)
                    has_interesting = 1;
            }
        }
        if (!has_interesting && same_diff != all_mask)
            for (j = hunk_begin; j < hunk_end; j++)
                sline[j].flag &= ~mark;
        i = hunk_end;
    }
    return cc_give_context(sline, cnt, num_parent, context);
}

/* git's sane ctype: isalpha is ASCII letters only; isspace is space, \t, \n, \r. */
static int cc_hunk_comment_line(const char *bol)
{
    if (!bol)
        return 0;
    unsigned char ch = (unsigned char)*bol;
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_' || ch == '$';
}

static void cc_dump_sline(const cc_sline *sline, size_t cnt, int num_parent, size_t context, sp_buf *out)
{
    unsigned long mark = 1UL << num_parent, no_pre_delete = 2UL << num_parent;
    size_t lno = 0;
    for (;;) {
        const char *hunk_comment = NULL;
        size_t null_context = 0, hunk_end;
        while (lno <= cnt && !(sline[lno].flag & mark)) {
            if (cc_hunk_comment_line(sline[lno].bol))
                hunk_comment = sline[lno].bol;
            lno++;
        }
        if (cnt < lno)
            break;
        for (hunk_end = lno + 1; hunk_end <= cnt; hunk_end++)
            if (!(sline[hunk_end].flag & mark))
                break;
        size_t rlines = hunk_end - lno;
        if (cnt < hunk_end)
            rlines--; /* the last "line" only holds a deletion at the end */
        if (!context) {
            for (size_t j = lno; j < hunk_end; j++)
                if (!(sline[j].flag & (mark - 1)))
                    null_context++;
            rlines -= null_context;
        }
        for (int i = 0; i <= num_parent; i++)
            sp_buf_putc(out, '@');
        for (int i = 0; i < num_parent; i++) {
            unsigned long l0 = sline[lno].p_lno[i], l1 = sline[hunk_end].p_lno[i];
            sp_buf_printf(out, " -%lu,%lu", l0, l1 - l0 - null_context);
        }
        sp_buf_printf(out, " +%zu,%zu ", lno + 1, rlines);
        for (int i = 0; i <= num_parent; i++)
            sp_buf_putc(out, '@');
        if (hunk_comment) {
            int comment_end = 0;
            for (int i = 0; i < 40; i++) {
                unsigned char ch = (unsigned char)hunk_comment[i];
                if (!ch || ch == '\n')
                    break;
                if (!(ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'))
                    comment_end = i;
            }
            /* as git: a space, then the line up to (not including) its last non-blank character */
            if (comment_end)
                sp_buf_putc(out, ' ');
            sp_buf_append(out, hunk_comment, (size_t)comment_end);
        }
        sp_buf_putc(out, '\n');
        while (lno < hunk_end) {
            const cc_sline *sl = &sline[lno++];
            for (const cc_lline *ll = (sl->flag & no_pre_delete) ? NULL : sl->lost; ll; ll = ll->next) {
                for (int j = 0; j < num_parent; j++)
                    sp_buf_putc(out, (ll->parent_map & (1UL << j)) ? '-' : ' ');
                sp_buf_append(out, ll->line, ll->len);
                sp_buf_putc(out, '\n');
            }
            if (cnt < lno)
                break;
            if (!(sl->flag & (mark - 1)) && !context)
                continue;
            unsigned long p_mask = 1;
            for (int j = 0; j < num_parent; j++) {
                sp_buf_putc(out, (p_mask & sl->flag) ? '+' : ' ');
                p_mask <<= 1;
            }
            sp_buf_append(out, sl->bol, sl->len);
            sp_buf_putc(out, '\n');
        }
    }
}

static void cc_header(git_repository *repo, int abbrev, const cc_path *p, int num_parent, int mode_differs,
                      int file_header, sp_buf *out)
{
    char hex[GIT_OID_HEXSZ + 1];
    sp_buf_puts(out, "diff --cc ");
    quote_c_style(out, p->path);
    sp_buf_puts(out, "\nindex ");
    for (int i = 0; i < num_parent; i++) {
        abbrev_oid(repo, &p->poid[i], abbrev, hex);
        sp_buf_printf(out, "%s%s", i ? "," : "", hex);
    }
    abbrev_oid(repo, &p->oid, abbrev, hex);
    sp_buf_printf(out, "..%s\n", hex);
    int added = 0, deleted = 0;
    if (mode_differs) {
        deleted = !p->mode;
        added = !deleted; /* added if no parent had it */
        for (int i = 0; added && i < num_parent; i++)
            if (p->pstatus[i] != GIT_DELTA_ADDED)
                added = 0;
        if (added) {
            sp_buf_printf(out, "new file mode %06o", p->mode);
        } else {
            if (deleted)
                sp_buf_puts(out, "deleted file ");
            sp_buf_puts(out, "mode ");
            for (int i = 0; i < num_parent; i++)
                sp_buf_printf(out, "%s%06o", i ? "," : "", p->pmode[i]);
            if (p->mode)
                sp_buf_printf(out, "..%06o", p->mode);
        }
        sp_buf_putc(out, '\n');
    }
    if (!file_header)
        return;
    if (added)
        sp_buf_puts(out, "--- /dev/null");
    else {
        sp_buf_puts(out, "--- ");
        quote_two(out, "a/", p->path);
    }
    sp_buf_putc(out, '\n');
    if (deleted)
        sp_buf_puts(out, "+++ /dev/null");
    else {
        sp_buf_puts(out, "+++ ");
        quote_two(out, "b/", p->path);
    }
    sp_buf_putc(out, '\n');
}

/* show_patch_diff() for a path of the merge result (not from the work tree). */
static int cc_show_path(git_repository *repo, int abbrev, cc_path *p, int num_parent, size_t context, sp_buf *out,
                        sp_error *err)
{
    size_t result_size = 0;
    char *result = cc_grab_blob(repo, &p->oid, p->mode, &result_size, err);
    if (!result)
        return -1;
    int mode_differs = 0;
    for (int i = 0; i < num_parent; i++)
        if (p->pmode[i] != p->mode) {
            mode_differs = 1;
            break;
        }
    int binary = is_binary_buf(result, result_size);
    for (int i = 0; !binary && i < num_parent; i++) {
        size_t sz = 0;
        char *b = cc_grab_blob(repo, &p->poid[i], p->pmode[i], &sz, err);
        if (!b) {
            free(result);
            return -1;
        }
        binary = is_binary_buf(b, sz);
        free(b);
    }
    if (binary) {
        cc_header(repo, abbrev, p, num_parent, mode_differs, 0, out);
        sp_buf_puts(out, "Binary files differ\n");
        free(result);
        return 0;
    }
    size_t cnt = 0;
    for (size_t k = 0; k < result_size; k++)
        if (result[k] == '\n')
            cnt++;
    if (result_size && result[result_size - 1] != '\n')
        cnt++; /* incomplete line */
    cc_sline *sline = calloc(cnt + 2, sizeof *sline);
    unsigned long *lnos = calloc((cnt + 2) * (size_t)num_parent, sizeof *lnos);
    if (!sline || !lnos)
        abort();
    for (size_t k = 0; k < cnt + 2; k++)
        sline[k].p_lno = lnos + k * (size_t)num_parent;
    sline[0].bol = result;
    for (size_t k = 0, lno = 0; k < result_size; k++) {
        if (result[k] == '\n') {
            sline[lno].len = (size_t)(result + k - sline[lno].bol);
            lno++;
            if (lno < cnt)
                sline[lno].bol = result + k + 1;
        }
    }
    if (result_size && result[result_size - 1] != '\n')
        sline[cnt - 1].len = result_size - (size_t)(sline[cnt - 1].bol - result);
    int r = 0;
    for (int i = 0; i < num_parent && r == 0; i++) {
        int j;
        for (j = 0; j < i; j++)
            if (git_oid_equal(&p->poid[i], &p->poid[j])) {
                cc_reuse(sline, cnt, i, j);
                break;
            }
        if (i <= j)
            r = cc_diff_parent(repo, &p->poid[i], p->pmode[i], result, result_size, sline, cnt, i, err);
    }
    if (r == 0 && (cc_make_hunks(sline, cnt, num_parent, context) || mode_differs)) {
        cc_header(repo, abbrev, p, num_parent, mode_differs, 1, out);
        cc_dump_sline(sline, cnt, num_parent, context, out);
    }
    for (size_t k = 0; k < cnt + 2; k++) {
        cc_free_llines(sline[k].lost);
        cc_free_llines(sline[k].plost_head);
    }
    free(lnos);
    free(sline);
    free(result);
    return r;
}

/* diff_tree_combined() with rename detection (find_paths_generic): the paths every parent's diff touches, then a
 * combined diff of each. first holds the diff against the first parent (already loaded). */
static int cc_show_merge(git_repository *repo, int abbrev, git_commit *c, git_tree *tree, const dt_diff *first,
                         const sp_difftext_options *o, int *num_paths, sp_buf *out, sp_error *err)
{
    int np = (int)git_commit_parentcount(c);
    *num_paths = 0;
    if (np > (int)(sizeof(unsigned long) * 8) - 2)
        return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0, "combined diff: a merge of %d parents is not supported",
                            np);
    size_t n = first->n;
    cc_path *paths = calloc(n ? n : 1, sizeof *paths);
    if (!paths)
        abort();
    for (size_t i = 0; i < n; i++) {
        const git_diff_delta *dl = first->files[i].delta;
        cc_path *p = &paths[i];
        p->path = dl->new_file.path;
        p->oid = dl->new_file.id;
        p->mode = dl->new_file.mode;
        p->poid = calloc((size_t)np, sizeof *p->poid);
        p->pmode = calloc((size_t)np, sizeof *p->pmode);
        p->pstatus = calloc((size_t)np, sizeof *p->pstatus);
        if (!p->poid || !p->pmode || !p->pstatus)
            abort();
        p->poid[0] = dl->old_file.id;
        p->pmode[0] = dl->old_file.mode;
        p->pstatus[0] = dl->status;
        p->alive = 1;
    }
    int r = 0;
    dt_diff d;
    for (int k = 1; k < np && r == 0; k++) {
        git_commit *parent = NULL;
        git_tree *pt = NULL;
        if (git_commit_parent(&parent, c, (unsigned)k) < 0 || git_commit_tree(&pt, parent) < 0) {
            r = git_fail(err, "merge parent");
        } else if ((r = dt_load(repo, pt, tree, o, 1, &d, err)) == 0) {
            /* intersect_paths(): both lists are sorted by path */
            size_t q = 0;
            for (size_t i = 0; i < n; i++) {
                cc_path *p = &paths[i];
                if (!p->alive)
                    continue;
                int cmp = -1;
                while (q < d.n && (cmp = strcmp(p->path, d.files[q].delta->new_file.path)) > 0)
                    q++;
                if (q >= d.n)
                    cmp = -1;
                if (cmp < 0) {
                    p->alive = 0;
                    continue;
                }
                const git_diff_delta *dl = d.files[q].delta;
                p->poid[k] = dl->old_file.id;
                p->pmode[k] = dl->old_file.mode;
                p->pstatus[k] = dl->status;
                q++;
            }
            dt_free(&d);
        }
        git_tree_free(pt);
        git_commit_free(parent);
    }
    for (size_t i = 0; i < n; i++)
        *num_paths += paths[i].alive;
    if (r == 0 && *num_paths) {
        sp_buf_putc(out, '\n');
        for (size_t i = 0; i < n && r == 0; i++)
            if (paths[i].alive)
                r = cc_show_path(repo, abbrev, &paths[i], np, 3, out, err);
    }
    for (size_t i = 0; i < n; i++) {
        free(paths[i].poid);
        free(paths[i].pmode);
        free(paths[i].pstatus);
    }
    free(paths);
    return r;
}

int sp_difftext_log_commit(git_repository *repo, const git_oid *commit, int author_date_label, sp_buf *out,
                           sp_error *err)
{
    git_commit *c;
    git_tree *ot, *nt;
    if (commit_trees(repo, commit, &c, &ot, &nt, err) < 0)
        return -1;
    sp_buf head = SP_BUF_INIT;
    char hex[GIT_OID_HEXSZ + 1];
    git_oid_tostr(hex, sizeof hex, git_commit_id(c));
    sp_buf_printf(&head, "commit %s\n", hex);
    unsigned np = git_commit_parentcount(c);
    int abbrev = np > 1 ? default_abbrev(repo) : 7;
    if (np > 1) {
        sp_buf_puts(&head, "Merge:");
        for (unsigned i = 0; i < np; i++) {
            char ph[GIT_OID_HEXSZ + 1];
            abbrev_oid(repo, git_commit_parent_id(c, i), abbrev, ph);
            sp_buf_printf(&head, " %s", ph);
        }
        sp_buf_putc(&head, '\n');
    }
    const git_signature *a = git_commit_author(c);
    const char *enc = git_commit_message_encoding(c);
    char *an = sp_difftext_reencode(enc, a->name), *ae = sp_difftext_reencode(enc, a->email);
    sp_buf_printf(&head, "Author: %s <%s>\n", an, ae);
    free(an);
    free(ae);
    sp_buf_puts(&head, author_date_label ? "AuthorDate: " : "Date:   ");
    format_date_normal(&head, &a->when);
    sp_buf_puts(&head, "\n\n");
    char *msg = sp_difftext_reencode(enc, git_commit_message_raw(c) ? git_commit_message_raw(c) : "");
    format_message(&head, msg);
    free(msg);
    rtrim(&head);
    sp_buf_putc(&head, '\n');

    sp_difftext_options o = {0};
    o.formats = np > 1 ? SP_DIFFTEXT_STAT : (SP_DIFFTEXT_STAT | SP_DIFFTEXT_PATCH);
    o.find = SP_DIFFTEXT_FIND_COPIES;
    dt_diff d;
    int r = dt_load(repo, ot, nt, &o, 0, &d, err);
    if (r == 0 && np > 1) {
        /* as git's diff_tree_combined(): an empty line after the message, the stat against the first parent,
         * then (when some path differs from every parent) an empty line and the combined diff */
        sp_buf tail = SP_BUF_INIT;
        show_stats(&d, 0, &tail);
        int num_paths = 0;
        r = cc_show_merge(repo, abbrev, c, nt, &d, &o, &num_paths, &tail, err);
        if (r == 0) {
            sp_buf_append(out, head.data, head.len);
            sp_buf_putc(out, '\n');
            sp_buf_append(out, tail.data ? tail.data : "", tail.len);
        }
        sp_buf_free(&tail);
        dt_free(&d);
    } else if (r == 0) {
        sp_buf_append(out, head.data, head.len);
        if (d.n > 0) {
            sp_buf_puts(out, "---\n");
            r = emit(&d, &o, out, err);
        }
        dt_free(&d);
    }
    sp_buf_free(&head);
    git_tree_free(ot);
    git_tree_free(nt);
    git_commit_free(c);
    return r;
}
