/* sitepub diff as library calls (include/sitepub/publish.h): which two trees to compare, built in an in-memory
 * object database, and `git diff --name-status` of them. */
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "publish/internal.h"
#include "sitepub/publish.h"

static int build_only(git_repository *repo, const char *rev, const sp_diff_options *d, sp_arena *a, git_oid *tree,
                      sp_error *err)
{
    sp_publish_options o;
    sp_publish_options_init(&o);
    sp_built b;
    if (sp_publish_build(repo, rev, d->subdir, d->produce, d->produce_ud, &o, a, NULL, &b, err) < 0)
        return -1;
    *tree = b.tree;
    sp_built_free(&b);
    return 0;
}

int sp_diff_trees(const sp_diff_options *d, git_repository **repo_out, unsigned char old_tree[20],
                  unsigned char new_tree[20], sp_error *err)
{
    git_repository *repo = NULL;
    *repo_out = NULL;
    if (!d->produce)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "sp_diff_trees without a producer");
    if (sp_git_open(d->repo_path, true, &repo, err) < 0)
        return -1;
    sp_arena *a = sp_arena_new(0);
    int rc = -1;
    git_oid o1, o2;
    if (d->rev1 && d->rev2) {
        if (build_only(repo, d->rev1, d, a, &o1, err) < 0 || build_only(repo, d->rev2, d, a, &o2, err) < 0)
            goto done;
    } else {
        sp_publish_options o;
        sp_publish_options_init(&o);
        o.branch = d->branch;
        o.keep = d->keep;
        o.nkeep = d->nkeep;
        sp_publish_settings s;
        sp_built b;
        const char *rev = d->rev1 ? d->rev1 : sp_publish_default_source(repo, a);
        if (sp_publish_build(repo, rev, d->subdir, d->produce, d->produce_ud, &o, a, &s, &b, err) < 0)
            goto done;
        /* the branch tip: local, else the remote-tracking branch of the configured remote */
        char refname[600];
        git_commit *base = NULL;
        git_oid tip;
        snprintf(refname, sizeof refname, "refs/heads/%s", s.branch);
        int have = git_reference_name_to_id(&tip, repo, refname) == 0;
        if (!have) {
            snprintf(refname, sizeof refname, "refs/remotes/%s/%s", s.remote, s.branch);
            have = git_reference_is_valid_name(refname) == 1 && git_reference_name_to_id(&tip, repo, refname) == 0;
        }
        git_error_clear();
        if (have && git_commit_lookup(&base, repo, &tip) < 0) {
            sp_git_fail(err, SP_ERR_GIT, refname);
            sp_built_free(&b);
            goto done;
        }
        int c = sp_publish_compose(repo, &b, base, &s, &o2, NULL, NULL, NULL, NULL, err);
        sp_built_free(&b);
        if (c < 0) {
            git_commit_free(base);
            goto done;
        }
        if (base) {
            o1 = *git_commit_tree_id(base);
        } else {
            unsigned char empty[20];
            if (sp_git_write_tree(repo, NULL, 0, empty, err) < 0) {
                git_commit_free(base);
                goto done;
            }
            memcpy(o1.id, empty, 20);
        }
        git_commit_free(base);
    }
    memcpy(old_tree, o1.id, 20);
    memcpy(new_tree, o2.id, 20);
    rc = 0;
done:
    sp_arena_free(a);
    if (rc == 0)
        *repo_out = repo;
    else
        sp_git_close(repo);
    return rc;
}

/* A path as git prints it with core.quotePath (the default): in double quotes with C escapes and octal bytes
 * when it holds a control character, '"', '\\' or a byte >= 0x80. */
static void put_path(sp_buf *out, const char *p)
{
    bool quote = false;
    for (const unsigned char *q = (const unsigned char *)p; *q; q++)
        if (*q < 0x20 || *q == '"' || *q == '\\' || *q >= 0x80 || *q == 0x7f)
            quote = true;
    if (!quote) {
        sp_buf_puts(out, p);
        return;
    }
    sp_buf_putc(out, '"');
    for (const unsigned char *q = (const unsigned char *)p; *q; q++) {
        switch (*q) {
        case '\a': sp_buf_puts(out, "\\a"); break;
        case '\b': sp_buf_puts(out, "\\b"); break;
        case '\t': sp_buf_puts(out, "\\t"); break;
        case '\n': sp_buf_puts(out, "\\n"); break;
        case '\v': sp_buf_puts(out, "\\v"); break;
        case '\f': sp_buf_puts(out, "\\f"); break;
        case '\r': sp_buf_puts(out, "\\r"); break;
        case '"': sp_buf_puts(out, "\\\""); break;
        case '\\': sp_buf_puts(out, "\\\\"); break;
        default:
            if (*q < 0x20 || *q >= 0x7f)
                sp_buf_printf(out, "\\%03o", *q);
            else
                sp_buf_putc(out, (char)*q);
        }
    }
    sp_buf_putc(out, '"');
}

/* ---- git's rename score (diffcore-delta.c, diffcore-rename.c), so the R/C percentages are git's ---- */

#define HASHBASE 107927u
#define MAX_SCORE 60000.0

typedef struct span {
    unsigned int hash;
    unsigned long cnt;
} span;

static int span_cmp(const void *a, const void *b)
{
    unsigned int x = ((const span *)a)->hash, y = ((const span *)b)->hash;
    return x < y ? -1 : x > y;
}

/* The chunk hashes of buf (chunks end at '\n' or after 64 bytes; CR of CRLF ignored in text), summed by hash
 * and sorted. */
static span *hash_chunks(const unsigned char *buf, size_t sz, size_t *count)
{
    size_t probe = sz < 8000 ? sz : 8000;
    bool is_text = memchr(buf, 0, probe) == NULL;
    span *v = malloc((sz + 1) * sizeof *v);
    if (!v)
        abort();
    size_t nv = 0;
    unsigned int accum1 = 0, accum2 = 0, n = 0;
    for (size_t i = 0; i < sz; i++) {
        unsigned int c = buf[i], old1 = accum1;
        if (is_text && c == '\r' && i + 1 < sz && buf[i + 1] == '\n')
            continue;
        accum1 = (accum1 << 7) ^ (accum2 >> 25);
        accum2 = (accum2 << 7) ^ (old1 >> 25);
        accum1 += c;
        if (++n < 64 && c != '\n')
            continue;
        v[nv].hash = (accum1 + accum2 * 0x61) % HASHBASE;
        v[nv++].cnt = n;
        n = 0;
        accum1 = accum2 = 0;
    }
    if (n > 0) {
        v[nv].hash = (accum1 + accum2 * 0x61) % HASHBASE;
        v[nv++].cnt = n;
    }
    qsort(v, nv, sizeof *v, span_cmp);
    size_t o = 0;
    for (size_t i = 0; i < nv; i++) {
        if (o && v[o - 1].hash == v[i].hash)
            v[o - 1].cnt += v[i].cnt;
        else
            v[o++] = v[i];
    }
    *count = o;
    return v;
}

/* git's similarity percentage of src -> dst (as `git diff` prints after R/C). */
static unsigned git_similarity(const unsigned char *s, size_t ssz, const unsigned char *d, size_t dsz)
{
    if (!dsz)
        return 0;
    size_t ns, nd;
    span *a = hash_chunks(s, ssz, &ns), *b = hash_chunks(d, dsz, &nd);
    unsigned long copied = 0;
    size_t i = 0, j = 0;
    while (i < ns) {
        while (j < nd && b[j].hash < a[i].hash)
            j++;
        unsigned long dc = j < nd && b[j].hash == a[i].hash ? b[j].cnt : 0;
        copied += a[i].cnt < dc ? a[i].cnt : dc;
        i++;
    }
    free(a);
    free(b);
    size_t max = ssz > dsz ? ssz : dsz;
    int score = (int)((double)copied * MAX_SCORE / (double)max);
    return (unsigned)(score * 100 / (int)MAX_SCORE);
}

static unsigned rename_score(git_repository *repo, const git_diff_delta *dd)
{
    if (git_oid_equal(&dd->old_file.id, &dd->new_file.id))
        return 100;
    git_blob *a = NULL, *b = NULL;
    unsigned score = dd->similarity;
    if (git_blob_lookup(&a, repo, &dd->old_file.id) == 0 && git_blob_lookup(&b, repo, &dd->new_file.id) == 0)
        score = git_similarity(git_blob_rawcontent(a), (size_t)git_blob_rawsize(a), git_blob_rawcontent(b),
                               (size_t)git_blob_rawsize(b));
    git_blob_free(a);
    git_blob_free(b);
    git_error_clear();
    return score;
}

int sp_diff_name_status(git_repository *repo, const unsigned char old_tree[20], const unsigned char new_tree[20],
                        sp_buf *out, size_t *changes, sp_error *err)
{
    git_oid a, b;
    git_tree *ta = NULL, *tb = NULL;
    git_diff *diff = NULL;
    memcpy(a.id, old_tree, 20);
    memcpy(b.id, new_tree, 20);
    int rc = -1;
    if (git_tree_lookup(&ta, repo, &a) < 0 || git_tree_lookup(&tb, repo, &b) < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot read the trees to compare");
        goto done;
    }
    git_diff_options dopts;
    git_diff_options_init(&dopts, GIT_DIFF_OPTIONS_VERSION);
    dopts.flags |= GIT_DIFF_INCLUDE_TYPECHANGE;
    if (git_diff_tree_to_tree(&diff, repo, ta, tb, &dopts) < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot compare the trees");
        goto done;
    }
    git_diff_find_options fopts;
    git_diff_find_options_init(&fopts, GIT_DIFF_FIND_OPTIONS_VERSION);
    fopts.flags = GIT_DIFF_FIND_RENAMES; /* git diff's default (diff.renames), threshold 50% */
    if (git_diff_find_similar(diff, &fopts) < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot detect renames");
        goto done;
    }
    size_t n = git_diff_num_deltas(diff), lines = 0;
    for (size_t i = 0; i < n; i++) {
        const git_diff_delta *dd = git_diff_get_delta(diff, i);
        switch (dd->status) {
        case GIT_DELTA_ADDED: sp_buf_puts(out, "A\t"); break;
        case GIT_DELTA_DELETED: sp_buf_puts(out, "D\t"); break;
        case GIT_DELTA_MODIFIED: sp_buf_puts(out, "M\t"); break;
        case GIT_DELTA_TYPECHANGE: sp_buf_puts(out, "T\t"); break;
        case GIT_DELTA_RENAMED:
        case GIT_DELTA_COPIED:
            sp_buf_printf(out, "%c%03u\t", dd->status == GIT_DELTA_RENAMED ? 'R' : 'C', rename_score(repo, dd));
            put_path(out, dd->old_file.path);
            sp_buf_putc(out, '\t');
            break;
        default: continue;
        }
        put_path(out, dd->status == GIT_DELTA_DELETED ? dd->old_file.path : dd->new_file.path);
        sp_buf_putc(out, '\n');
        lines++;
    }
    if (changes)
        *changes = lines;
    rc = 0;
done:
    git_diff_free(diff);
    git_tree_free(ta);
    git_tree_free(tb);
    return rc;
}
