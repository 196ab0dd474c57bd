/* sp_site_build: read, model, generate, render, write (include/sitepub/site.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sitepub/date.h"
#include "site/model_cache.h"
#include "site/site_internal.h"

void sp_site_options_init(sp_site_options *opts)
{
    memset(opts, 0, sizeof *opts);
    opts->config_overrides = sp_nil();
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The documents were written by the render threads (sp_site_render); the static files follow. */
static int write_output(sp_site *s, sp_sink *sink, sp_error *err)
{
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i]->write && s->stats)
            s->stats->documents++;
    for (size_t i = 0; i < s->nstatic; i++) {
        if (sp_sink_copy(sink, s->static_out[i], s->src, s->statics[i], err) != 0)
            return -1;
        if (s->stats)
            s->stats->static_files++;
    }
    return 0;
}

/* Jekyll's Site#write order, which Doctor.conflicting_urls also walks (each_site_file): pages (generated ones
 * included), then static files, then the documents of the collections (posts first). */
static int write_rank(const sp_doc *d)
{
    return (d->kind == SP_DOC_PAGE || d->kind == SP_DOC_GENERATED) ? 0 : 2;
}

/* jekyll-redirect-from's RedirectPage: allowed to take a used permalink (Doctor.allow_used_permalink?) */
static bool is_redirect_page(const sp_doc *d)
{
    return d->kind == SP_DOC_GENERATED && d->relpath && !strcmp(d->relpath, "redirect.html");
}

/* One writer of an output path, in write order (resolve_conflicts) */
typedef struct conflict_writer {
    const char *path;
    size_t id;         /* a document's index, or ndocs + a static file's */
    size_t next;       /* the next writer of the same path, SIZE_MAX after the last */
    size_t last, count; /* of the path's first writer: its last writer and how many there are */
} conflict_writer;

/* Two files writing one destination: Jekyll warns ("Conflict: The following destination is shared by multiple
 * files.", Doctor.conflicting_urls during Site#write) and writes them all in turn, so the last one written
 * wins. Here the losers are not written at all (the sink refuses a path written twice): the same result. */
static void resolve_conflicts(sp_site *s)
{
    size_t n = s->nstatic;
    for (size_t i = 0; i < s->ndocs; i++)
        n += s->docs[i]->write && s->docs[i]->out_path;
    /* the writers in write order: pages and generated pages, static files, then collection documents; each path's
     * first writer stands for it (in a table of out paths that copies none of them) */
    conflict_writer *w = calloc(n + 1, sizeof *w);
    size_t cap = 16;
    while (cap < 2 * n)
        cap *= 2;
    size_t *slot = calloc(cap, sizeof *slot); /* 0 empty, else first writer + 1 */
    size_t *firsts = calloc(n + 1, sizeof *firsts), nfirst = 0, nw = 0;
    if (!w || !slot || !firsts)
        abort();
    for (int rank = 0; rank < 3; rank++) {
        size_t count = rank == 1 ? s->nstatic : s->ndocs;
        for (size_t i = 0; i < count; i++) {
            const char *path;
            size_t id;
            if (rank == 1) {
                path = s->static_out[i];
                id = s->ndocs + i;
            } else {
                const sp_doc *d = s->docs[i];
                if (!d->write || write_rank(d) != rank || !d->out_path)
                    continue;
                path = d->out_path;
                id = i;
            }
            size_t me = nw++;
            w[me] = (conflict_writer){path, id, SIZE_MAX, me, 1};
            size_t len = strlen(path), m = cap - 1, j = (size_t)sp_hash_key(path, len) & m;
            while (slot[j] && strcmp(w[slot[j] - 1].path, path))
                j = (j + 1) & m;
            if (!slot[j]) {
                slot[j] = me + 1;
                firsts[nfirst++] = me;
                continue;
            }
            conflict_writer *f = &w[slot[j] - 1];
            w[f->last].next = me;
            f->last = me;
            f->count++;
        }
    }
    free(slot);
    bool *drop_static = sp_arena_calloc(s->arena, s->nstatic + 1, sizeof *drop_static);
    bool dropped = false;
    for (size_t k = 0; k < nfirst; k++) {
        const conflict_writer *f = &w[firsts[k]];
        if (f->count < 2)
            continue;
        const char *out = f->path;
        sp_buf list = SP_BUF_INIT;
        size_t counted = 0;
        for (size_t x = firsts[k]; x != SIZE_MAX; x = w[x].next) {
            size_t id = w[x].id;
            if (id < s->ndocs && is_redirect_page(s->docs[id]))
                continue;
            counted++;
            sp_buf_printf(&list, "\n                     - %s", id < s->ndocs ? s->docs[id]->relpath
                                                                          : s->statics[id - s->ndocs]->path);
        }
        if (counted > 1) {
            size_t last = w[f->last].id;
            sp_site_warn(s, out, 0,
                         "Conflict: The following destination is shared by multiple files.\n"
                         "                    The written file may end up with unexpected contents.\n"
                         "                    %s%s\n"
                         "                    (sitepub writes the last of them, %s, as Jekyll's last write "
                         "leaves it; give the others another permalink)",
                         out, sp_buf_cstr(&list), last < s->ndocs ? s->docs[last]->relpath
                                                                  : s->statics[last - s->ndocs]->path);
        }
        sp_buf_free(&list);
        for (size_t x = firsts[k]; x != f->last; x = w[x].next) { /* all but the last written are not written */
            size_t id = w[x].id;
            if (id < s->ndocs) {
                s->docs[id]->write = false;
            } else {
                drop_static[id - s->ndocs] = true;
                dropped = true;
            }
        }
    }
    free(firsts);
    free(w);
    if (dropped) {
        size_t w = 0;
        for (size_t i = 0; i < s->nstatic; i++) {
            if (drop_static[i])
                continue;
            s->statics[w] = s->statics[i];
            s->static_out[w] = s->static_out[i];
            s->static_coll[w] = s->static_coll[i];
            w++;
        }
        s->nstatic = w;
    }
}

/* Jekyll::Profiler.tabulate: terminal-table without top and bottom borders, the first column left-aligned and
 * the others right-aligned, a separator under the header */
static void tabulate(sp_buf *out, const char *const *cells, size_t rows, size_t cols)
{
    size_t w[8] = {0};
    for (size_t r = 0; r < rows; r++)
        for (size_t c = 0; c < cols && c < 8; c++)
            if (strlen(cells[r * cols + c]) > w[c])
                w[c] = strlen(cells[r * cols + c]);
    sp_buf_putc(out, '\n');
    for (size_t r = 0; r < rows; r++) {
        for (size_t c = 0; c < cols; c++) {
            const char *x = cells[r * cols + c];
            sp_buf_printf(out, c == 0 ? "| %-*s " : "| %*s ", (int)w[c], x);
        }
        sp_buf_puts(out, "|\n");
        if (r == 0) {
            for (size_t c = 0; c < cols; c++) {
                sp_buf_putc(out, '+');
                for (size_t k = 0; k < w[c] + 2; k++)
                    sp_buf_putc(out, '-');
            }
            sp_buf_puts(out, "+\n");
        }
    }
}

static int prof_cmp(const void *a, const void *b)
{
    double x = ((const struct sp_site_prof_row *)a)->seconds, y = ((const struct sp_site_prof_row *)b)->seconds;
    return x < y ? 1 : x > y ? -1 : strcmp(((const struct sp_site_prof_row *)a)->name,
                                            ((const struct sp_site_prof_row *)b)->name);
}

/* Jekyll's --profile output: Profiler#profile_process's "Build Process Summary" (the time of each phase) and
 * LiquidRenderer::Table's "Site Render Stats" (each Liquid template's renders, output bytes and seconds, the 50
 * slowest first, then the total) */
static char *profile_text(sp_site *s, const double phase[6])
{
    sp_arena *a = sp_arena_new(0);
    sp_buf out = SP_BUF_INIT;
    static const char *const names[] = {"RESET", "READ", "GENERATE", "RENDER", "CLEANUP", "WRITE"};
    const char *cells[2 * 8];
    cells[0] = "PHASE";
    cells[1] = "TIME";
    double total = 0;
    for (int i = 0; i < 6; i++) {
        cells[2 + 2 * i] = names[i];
        cells[3 + 2 * i] = sp_arena_printf(a, "%.4f", phase[i]);
        total += phase[i];
    }
    cells[14] = "TOTAL TIME";
    cells[15] = sp_arena_printf(a, "%.4f", total);
    sp_buf_puts(&out, "\nBuild Process Summary:\n");
    tabulate(&out, cells, 8, 2);
    sp_buf_puts(&out, "\nSite Render Stats:\n");
    qsort(s->prof, s->nprof, sizeof *s->prof, prof_cmp);
    size_t n = s->nprof < 50 ? s->nprof : 50;
    const char **rows = sp_arena_calloc(a, (n + 2) * 4, sizeof *rows);
    rows[0] = "Filename";
    rows[1] = "Count";
    rows[2] = "Bytes";
    rows[3] = "Time";
    size_t tc = 0, tb = 0;
    double ts = 0;
    for (size_t i = 0; i < n; i++) {
        rows[4 * (i + 1)] = s->prof[i].name;
        rows[4 * (i + 1) + 1] = sp_arena_printf(a, "%zu", s->prof[i].count);
        rows[4 * (i + 1) + 2] = sp_arena_printf(a, "%.2fK", s->prof[i].bytes / 1024.0);
        rows[4 * (i + 1) + 3] = sp_arena_printf(a, "%.3f", s->prof[i].seconds);
        tc += s->prof[i].count;
        tb += s->prof[i].bytes;
        ts += s->prof[i].seconds;
    }
    rows[4 * (n + 1)] = sp_arena_printf(a, "TOTAL (for %zu files)", n);
    rows[4 * (n + 1) + 1] = sp_arena_printf(a, "%zu", tc);
    rows[4 * (n + 1) + 2] = sp_arena_printf(a, "%.2fK", tb / 1024.0);
    rows[4 * (n + 1) + 3] = sp_arena_printf(a, "%.3f", ts);
    tabulate(&out, rows, n + 2, 4);
    sp_arena_free(a);
    if (!out.data)
        sp_buf_puts(&out, "");
    return sp_buf_detach(&out);
}

/* --strict: the first warning is the build's error; so is a text read lazily that could not be read (reader.c) */
static bool strict_stop(sp_site *s, sp_error *err)
{
    if (!s->strict_failed && !s->lazy_failed)
        return false;
    if (err)
        *err = s->strict_failed ? s->strict_err : s->lazy_err;
    return true;
}

static void free_docs(sp_site *s)
{
    sp_site_memo_release(s); /* texts of the memo (a long-running caller's) are not the documents' to free */
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_site_doc_free_output(s, s->docs[i]);
        free(s->docs[i]->map);
        sp_site_text_free(s, s->docs[i]->content);
        sp_site_text_free(s, s->docs[i]->excerpt_html);
        s->docs[i]->map = NULL;
        s->docs[i]->content = NULL;
        s->docs[i]->excerpt_html = NULL;
    }
}

int sp_site_build(sp_source *src, sp_sink *sink, const sp_site_options *opts, sp_site_stats *stats, sp_error *err)
{
    double t0 = now_seconds();
    sp_site_options dflt;
    if (!opts) {
        sp_site_options_init(&dflt);
        opts = &dflt;
    }
    sp_site_stats local_stats;
    if (!stats)
        stats = &local_stats;
    memset(stats, 0, sizeof *stats);
    sp_site st;
    memset(&st, 0, sizeof st);
    sp_site *s = &st;
    s->arena = sp_arena_new(1u << 20);
    s->src = src;
    s->sink = sink;
    s->opts = opts;
    s->stats = stats;
    s->site = sp_nil();
    s->texts = sp_nil();
    s->text_paths = sp_nil();
    sp_site_tags_init(s);
    pthread_mutex_init(&s->log_lock, NULL);
    int rc = -1;
    double phase[6] = {0}, tp = now_seconds();
#define PHASE(i)                                                                                                \
    do {                                                                                                         \
        double t_ = now_seconds();                                                                               \
        phase[i] += t_ - tp;                                                                                     \
        tp = t_;                                                                                                 \
    } while (0)
    if (sp_source_list(src, &s->entries, &s->nentries, err) != 0)
        goto out;
    if (sp_site_load_config(s, err) != 0 || strict_stop(s, err) || sp_site_theme_open(s, err) != 0 ||
        sp_site_plugins_after_init(s, err) != 0)
        goto out;
    /* the date filters show times in the site zone, as Ruby's localtime under Jekyll's ENV["TZ"] */
    sp_tz_set_local(s->tz);
    sp_site_cache_open(s);
    s->site = sp_site_config_view(s); /* the config as Jekyll shows it (site.exclude) */
    s->site.flags |= SP_FLAG_SITE_DROP; /* `{{ site }}` prints as Jekyll's SiteDrop */
    s->jekyll = sp_hash_new(s->arena, 2);
    s->jekyll.flags |= SP_FLAG_JEKYLL_DROP;
    sp_hash_setc(s->jekyll, "version", SP_STR_LIT("4.3.1"));
    const char *env = getenv("JEKYLL_ENV");
    sp_hash_setc(s->jekyll, "environment", sp_cstr(s->arena, env && *env ? env : "development"));
    PHASE(0);
    /* an incremental build of the sources, configuration and options of the last one: its outputs, unread */
    int same = sp_site_inc_shortcut(s, err);
    if (same < 0)
        goto out;
    if (same > 0) {
        rc = 0;
        goto out;
    }
    sp_site_inc_preload(s); /* the record, read on the other core while this one reads the site */
    if (sp_site_read(s, err) != 0 || strict_stop(s, err))
        goto out;
    sp_site_cache_save_statics(s);
    if (sp_site_build_model(s, err) != 0 || strict_stop(s, err))
        goto out;
    PHASE(1);
    if (sp_site_generate(s, err) != 0 || strict_stop(s, err))
        goto out;
    resolve_conflicts(s);
    if (strict_stop(s, err))
        goto out;
    sp_site_tags_index(s);
    if (sp_site_inc_plan(s, err) != 0) /* incremental builds: what to render (incremental.c) */
        goto out;
    sp_site_spill_open(s); /* a large build keeps rendered text out of the heap (spill.c) */
    PHASE(2);
    /* an incremental build prints the render's warnings in sp_site_inc_finish, hence strict_stop after it */
    if (sp_site_render(s, err) != 0 || strict_stop(s, err) || sp_site_inc_finish(s, err) != 0 || strict_stop(s, err))
        goto out;
    PHASE(3);
    if (write_output(s, s->sink, err) != 0) /* s->sink: as a shortcut that stopped half-way left it */
        goto out;
    PHASE(5);
#undef PHASE
    if (opts->profile)
        stats->profile = profile_text(s, phase);
    rc = 0;
out:
    stats->skipped = s->skipped;
    stats->warnings = s->warnings;
    sp_site_memo_finish(s, rc == 0); /* before the documents' texts go (memo.c) */
    stats->seconds = now_seconds() - t0;
    for (size_t i = 0; i < s->nprof; i++)
        free(s->prof[i].name);
    free(s->prof);
    sp_site_sass_early_free(s);
    sp_site_inc_free(s);
    sp_site_cache_close(s);
    free_docs(s);
    sp_site_lazy_free(s);
    sp_site_spill_close(s);
    sp_site_theme_close(s);
    pthread_mutex_destroy(&s->log_lock);
    sp_site_tags_free(s);
    sp_site_fm_cache_close(s);
    sp_arena_free(s->arena);
    return rc;
}

/* Doctor.urls_only_differ_by_case: pages and written documents whose destinations differ only by case */
static size_t doctor_case(sp_site *s)
{
    size_t found = 0;
    sp_value groups = sp_hash_new(s->arena, s->ndocs + 1); /* lowercased out path -> array of out paths */
    for (size_t i = 0; i < s->ndocs; i++) {
        const sp_doc *d = s->docs[i];
        if (!d->write || !d->out_path)
            continue;
        char *low = sp_arena_strdup(s->arena, d->out_path);
        for (char *p = low; *p; p++)
            if (*p >= 'A' && *p <= 'Z')
                *p = (char)(*p - 'A' + 'a');
        sp_value l;
        if (!sp_hash_getc(groups, low, &l)) {
            l = sp_array_new(s->arena, 2);
            sp_hash_setc(groups, low, l);
        }
        sp_array_push(l, sp_cstr(s->arena, d->out_path));
    }
    for (size_t k = 0; k < sp_hash_len(groups); k++) {
        const char *key;
        size_t kl;
        sp_value l;
        sp_hash_entry(groups, k, &key, &kl, &l);
        bool differ = false;
        for (size_t j = 1; j < sp_array_len(l); j++)
            differ |= strcmp(sp_array_items(l)[0].u.s.ptr, sp_array_items(l)[j].u.s.ptr) != 0;
        if (!differ)
            continue;
        sp_buf list = SP_BUF_INIT;
        for (size_t j = 0; j < sp_array_len(l); j++)
            sp_buf_printf(&list, "%s%s", j ? ", " : "", sp_array_items(l)[j].u.s.ptr);
        sp_site_log(s, -1, "Warning: The following URLs only differ by case. On a case-insensitive file system one of "
                           "the URLs will be overwritten by the other: %s",
                    sp_buf_cstr(&list));
        sp_buf_free(&list);
        found++;
    }
    return found;
}

/* Doctor.proper_site_url?: url set, a string (Addressable::URI.parse raises TypeError otherwise), absolute */
static size_t doctor_url(sp_site *s)
{
    size_t found = 0;
    sp_value url = sp_hash_at(s->config, "url");
    if (sp_is_nil(url) || (url.type == SP_STRING && url.u.s.len == 0)) {
        sp_site_log(s, -1, "Warning: You didn't set an URL in the config file, you may encounter problems with some "
                           "plugins.");
        found++;
    }
    if (!sp_is_nil(url) && url.type != SP_STRING) {
        sp_site_log(s, -1, "Warning: The site URL does not seem to be valid, check the value of `url` in your config "
                           "file.");
        found++;
    }
    bool absolute = false;
    if (url.type == SP_STRING && url.u.s.len) {
        const char *u = url.u.s.ptr;
        size_t i = 0;
        if ((u[0] >= 'a' && u[0] <= 'z') || (u[0] >= 'A' && u[0] <= 'Z')) {
            while (u[i] && (isalnum((unsigned char)u[i]) || u[i] == '+' || u[i] == '-' || u[i] == '.'))
                i++;
            absolute = u[i] == ':';
        }
    }
    if (!absolute) {
        sp_site_log(s, -1, "Warning: Your site URL does not seem to be absolute, check the value of `url` in your "
                           "config file.");
        found++;
    }
    return found;
}

int sp_site_doctor(sp_source *src, const sp_site_options *opts, size_t *problems, sp_error *err)
{
    sp_site_options o = *opts;
    o.disable_disk_cache = true;
    o.cache_readonly = true;
    sp_site_stats stats;
    memset(&stats, 0, sizeof stats);
    sp_site st;
    memset(&st, 0, sizeof st);
    sp_site *s = &st;
    s->arena = sp_arena_new(1u << 20);
    s->src = src;
    s->opts = &o;
    s->stats = &stats;
    s->site = sp_nil();
    s->texts = sp_nil();
    s->text_paths = sp_nil();
    sp_site_tags_init(s);
    pthread_mutex_init(&s->log_lock, NULL);
    int rc = -1;
    size_t found = 0;
    if (sp_source_list(src, &s->entries, &s->nentries, err) != 0 || sp_site_load_config(s, err) != 0 ||
        sp_site_plugins_after_init(s, err) != 0)
        goto out;
    sp_tz_set_local(s->tz);
    s->site = sp_site_config_view(s); /* the config as Jekyll shows it (site.exclude) */
    s->site.flags |= SP_FLAG_SITE_DROP;
    s->jekyll = sp_hash_new(s->arena, 2);
    sp_hash_setc(s->jekyll, "version", SP_STR_LIT("4.3.1"));
    if (sp_truthy(sp_hash_at(s->config, "relative_permalinks"))) {
        sp_site_log(s, -1, "Deprecation: Your site still uses relative permalinks, which was removed in Jekyll v3.0.0.");
        found++;
    }
    if (sp_site_read(s, err) != 0 || sp_site_build_model(s, err) != 0 || sp_site_generate(s, err) != 0)
        goto out;
    size_t before = s->warnings;
    resolve_conflicts(s); /* Doctor.conflicting_urls: the same Conflict lines as a build's */
    found += s->warnings - before;
    found += doctor_case(s);
    found += doctor_url(s);
    /* Doctor.properly_gathered_posts? */
    sp_value cd = sp_hash_at(s->config, "collections_dir");
    if (cd.type == SP_STRING && cd.u.s.len) {
        bool posts = false;
        for (size_t i = 0; i < s->nentries && !posts; i++)
            posts = !strncmp(s->entries[i].path, "_posts/", 7);
        if (posts) {
            sp_site_log(s, -1, "Warning: Detected '_posts' directory outside custom `collections_dir`!\n"
                               "                    Please move '_posts' into the custom directory at '%s'",
                        cd.u.s.ptr);
            found++;
        }
    }
    rc = 0;
out:
    *problems = found;
    sp_site_cache_close(s);
    free_docs(s);
    sp_site_lazy_free(s);
    sp_site_spill_close(s); /* the reader's, a large site's source texts (spill.c) */
    for (size_t i = 0; i < s->nprof; i++)
        free(s->prof[i].name);
    free(s->prof);
    pthread_mutex_destroy(&s->log_lock);
    sp_site_tags_free(s);
    sp_site_fm_cache_close(s);
    sp_arena_free(s->arena);
    return rc;
}

int sp_site_config(sp_source *src, const sp_site_options *opts, sp_arena *a, sp_value *out, sp_error *err)
{
    sp_site_options dflt;
    if (!opts) {
        sp_site_options_init(&dflt);
        opts = &dflt;
    }
    sp_site_options quiet = *opts;
    quiet.verbosity = -1; /* the build itself will say what it has to say */
    sp_site st;
    memset(&st, 0, sizeof st);
    st.arena = sp_arena_new(0);
    st.src = src;
    st.opts = &quiet;
    st.site = sp_nil();
    st.texts = sp_nil();
    pthread_mutex_init(&st.log_lock, NULL);
    int rc = -1;
    if (sp_source_list(src, &st.entries, &st.nentries, err) == 0 && sp_site_load_config(&st, err) == 0) {
        *out = sp_value_copy(a, st.config);
        rc = 0;
    }
    pthread_mutex_destroy(&st.log_lock);
    sp_arena_free(st.arena);
    return rc;
}
