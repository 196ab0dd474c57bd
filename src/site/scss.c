/* Sass/SCSS pages through libsass, as jekyll-sass-converter 2.2 does with sassc: style :compact unless
 * `sass: style:` says otherwise, imports from `sass_dir` (default _sass) read through the source, and a source
 * map written beside the CSS (sourcemap :always) with its sourceMappingURL comment. libsass is loaded on first use
 * (sass_loader.h): every libsass call goes through the table S. */
#include <fnmatch.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "site/sass_loader.h"
#include "site/site_internal.h"

typedef struct import_ctx {
    sp_site *s;
    const char *sass_dir;
    sp_value load_paths; /* `sass: load_paths:` (an array of folders in the source), or nil */
    char **globbed;      /* the folders of the source a load path with * ? or [ matches (malloc'd), in order */
    size_t nglobbed;
    /* The lists this importer returned with an error entry: libsass throws on such an entry
     * (Context::call_loader) before it deletes the list, so they are deleted here once the compile is over. */
    Sass_Import_List failed[8];
    int nfailed;
} import_ctx;

static char *try_read(sp_site *s, const char *path, size_t *len)
{
    if (!sp_path_is_safe(path, strlen(path)))
        return NULL;
    for (size_t i = 0; i < s->nentries; i++) {
        if (strcmp(s->entries[i].path, path))
            continue;
        if (s->entries[i].mode == SP_MODE_LINK)
            return NULL;
        sp_buf b = SP_BUF_INIT;
        sp_error e;
        if (sp_source_read(s->src, path, &b, &e) != 0) {
            sp_buf_free(&b);
            return NULL;
        }
        *len = b.len;
        return sp_buf_detach(&b); /* malloc'd: libsass takes ownership */
    }
    return NULL;
}

/* The folder part of path ("" for a file at the root). */
static size_t dir_len(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? (size_t)(slash - path) : 0;
}

/* Join base (bl bytes) and rel as a path of the source, as the file system would resolve it: empty and "."
 * segments dropped, ".." takes the folder before it off (libsass's join_paths and make_canonical_path). NULL when
 * ".." would leave the source root: nothing outside it is read. The result is malloc'd. */
static char *sp_site_sass_join(const char *base, size_t bl, const char *rel)
{
    size_t rl = strlen(rel), n = 0;
    char *out = malloc(bl + rl + 2);
    if (!out)
        abort();
    for (int part = 0; part < 2; part++) {
        const char *p = part ? rel : base, *e = part ? rel + rl : base + bl;
        while (p < e) {
            const char *q = p;
            while (q < e && *q != '/')
                q++;
            size_t sl = (size_t)(q - p);
            if (sl == 0 || (sl == 1 && p[0] == '.')) {
                /* nothing */
            } else if (sl == 2 && p[0] == '.' && p[1] == '.') {
                if (n == 0) {
                    free(out);
                    return NULL;
                }
                while (n && out[n - 1] != '/')
                    n--;
                if (n)
                    n--;
            } else {
                if (n)
                    out[n++] = '/';
                memcpy(out + n, p, sl);
                n += sl;
            }
            p = q + 1;
        }
    }
    out[n] = 0;
    return out;
}

/* libsass 3.6's resolve_includes in one folder: NAME, _NAME, _NAME.EXT, NAME.EXT (EXT .scss, .sass, .css), then,
 * when none is there and NAME has none of those extensions, NAME/_index.EXT and NAME/index.EXT. The first found
 * is read; its path (malloc'd) goes to *found. */
static char *resolve_in(import_ctx *ic, const char *base, size_t bl, const char *url, char **found, size_t *len)
{
    static const char *const exts[] = {".scss", ".sass", ".css"};
    const char *slash = strrchr(url, '/');
    size_t dl = slash ? (size_t)(slash - url + 1) : 0;
    const char *name = url + dl;
    char cand[14][1100];
    int nc = 0;
    if (strlen(url) > 1000)
        return NULL;
    snprintf(cand[nc++], sizeof cand[0], "%.*s%s", (int)dl, url, name);
    snprintf(cand[nc++], sizeof cand[0], "%.*s_%s", (int)dl, url, name);
    for (int k = 0; k < 3; k++)
        snprintf(cand[nc++], sizeof cand[0], "%.*s_%s%s", (int)dl, url, name, exts[k]);
    for (int k = 0; k < 3; k++)
        snprintf(cand[nc++], sizeof cand[0], "%.*s%s%s", (int)dl, url, name, exts[k]);
    bool index = true;
    size_t nl = strlen(name);
    for (int k = 0; k < 3; k++)
        if (nl >= strlen(exts[k]) && !strcmp(name + nl - strlen(exts[k]), exts[k]))
            index = false;
    if (index) {
        for (int k = 0; k < 3; k++)
            snprintf(cand[nc++], sizeof cand[0], "%s/_index%s", url, exts[k]);
        for (int k = 0; k < 3; k++)
            snprintf(cand[nc++], sizeof cand[0], "%s/index%s", url, exts[k]);
    }
    for (int c = 0; c < nc; c++) {
        char *p = sp_site_sass_join(base, bl, cand[c]);
        if (!p)
            continue;
        char *text = try_read(ic->s, p, len);
        if (text) {
            *found = p;
            return text;
        }
        free(p);
    }
    return NULL;
}

/* Imports resolve as libsass resolves them for jekyll-sass-converter 2.2: relative to the importing file (the
 * page itself counts as a file at the site root, its `filename` being SOURCE/NAME), then each `sass:
 * load_paths` folder, then sass_dir (a theme's _sass is a folder of the source's lower layer, found the same
 * way). Every candidate is read through the source, never from the file system (for a git source that would be
 * the work tree); an import found nowhere is the error libsass gives. */
static Sass_Import_List importer(const char *url, Sass_Importer_Entry cb, struct Sass_Compiler *comp)
{
    const sp_sass_api *S = sp_sass_api_get(NULL, NULL); /* loaded: this runs inside S->compile_data_context */
    import_ctx *ic = S->importer_get_cookie(cb);
    size_t ul = strlen(url);
    if (ul > 4 && !strcmp(url + ul - 4, ".css"))
        return NULL;
    if (!strncmp(url, "http://", 7) || !strncmp(url, "https://", 8) || !strncmp(url, "url(", 4))
        return NULL;
    const char *from = NULL;
    Sass_Import_Entry last = S->compiler_get_last_import(comp);
    if (last)
        from = S->import_get_abs_path(last);
    const char *bases[66];
    size_t bl[66];
    int nb = 0;
    bases[nb] = from ? from : "";
    bl[nb++] = from ? dir_len(from) : 0;
    for (size_t i = 0; i < ic->nglobbed && nb < 65; i++) {
        bases[nb] = ic->globbed[i];
        bl[nb++] = strlen(ic->globbed[i]);
    }
    bases[nb] = ic->sass_dir;
    bl[nb++] = strlen(ic->sass_dir);
    for (int b = 0; b < nb; b++) {
        char *p = NULL;
        size_t len;
        char *text = resolve_in(ic, bases[b], bl[b], url, &p, &len);
        if (text) {
            Sass_Import_List list = S->make_import_list(1);
            list[0] = S->make_import_entry(p, text, NULL);
            free(p);
            return list;
        }
    }
    char msg[1200];
    snprintf(msg, sizeof msg, "File to import not found or unreadable: %s.", url);
    Sass_Import_List list = S->make_import_list(1);
    list[0] = S->make_import_entry(url, NULL, NULL);
    S->import_set_error(list[0], msg, (size_t)-1, (size_t)-1);
    if (ic->nfailed < (int)(sizeof ic->failed / sizeof ic->failed[0]))
        ic->failed[ic->nfailed++] = list;
    return list;
}

static void add_path(import_ctx *ic, const char *p, size_t n)
{
    for (size_t i = 0; i < ic->nglobbed; i++)
        if (strlen(ic->globbed[i]) == n && !memcmp(ic->globbed[i], p, n))
            return; /* paths.uniq! */
    ic->globbed = realloc(ic->globbed, (ic->nglobbed + 1) * sizeof *ic->globbed);
    if (!ic->globbed)
        abort();
    ic->globbed[ic->nglobbed++] = strndup(p, n);
}

static int str_cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* jekyll-sass-converter's sass_load_paths: `sass: load_paths` (Array()), then sass_dir, each expanded with
 * Dir.glob from the site source (sorted, dot folders not matched by a wildcard), duplicates dropped. A folder
 * exists here when a listed file is under it. */
static void expand_load_paths(import_ctx *ic)
{
    sp_value lps = ic->load_paths;
    bool one = lps.type == SP_STRING;
    for (size_t i = 0; i < (one ? 1 : sp_array_len(lps)); i++) {
        sp_value lp = one ? lps : sp_array_get(lps, (int64_t)i);
        if (lp.type != SP_STRING || lp.u.s.len == 0)
            continue;
        const char *pat = lp.u.s.ptr;
        while (*pat == '/' || (pat[0] == '.' && pat[1] == '/'))
            pat += pat[0] == '/' ? 1 : 2;
        size_t pl = strlen(pat);
        while (pl && pat[pl - 1] == '/')
            pl--;
        if (!strpbrk(pat, "*?[")) {
            add_path(ic, pat, pl);
            continue;
        }
        char *pz = strndup(pat, pl);
        size_t first = ic->nglobbed;
        for (size_t e = 0; e < ic->s->nentries; e++) {
            const char *path = ic->s->entries[e].path;
            for (const char *sl = strchr(path, '/'); sl; sl = strchr(sl + 1, '/')) {
                char dir[1024];
                size_t dl = (size_t)(sl - path);
                if (dl >= sizeof dir)
                    break;
                memcpy(dir, path, dl);
                dir[dl] = 0;
                if (fnmatch(pz, dir, FNM_PATHNAME | FNM_PERIOD) == 0)
                    add_path(ic, dir, dl);
            }
        }
        if (ic->nglobbed - first > 1)
            qsort(ic->globbed + first, ic->nglobbed - first, sizeof *ic->globbed, str_cmp);
        free(pz);
    }
}

static int compile_scss(sp_site *s, sp_doc *d, const char *text, size_t len, sp_buf *out, sp_error *err)
{
    sp_value cfg = sp_hash_at(s->config, "sass");
    sp_value sd = sp_hash_at(cfg, "sass_dir");
    const sp_sass_api *S = sp_sass_api_get(d->relpath, err);
    if (!S)
        return -1;
    import_ctx ic = {s, sd.type == SP_STRING && sd.u.s.len ? sd.u.s.ptr : "_sass", sp_hash_at(cfg, "load_paths"),
                     NULL, 0, {0}, 0};
    expand_load_paths(&ic);
    char *src = malloc(len + 1);
    memcpy(src, text, len);
    src[len] = 0;
    struct Sass_Data_Context *ctx = S->make_data_context(src);
    struct Sass_Options *o = S->data_context_get_options(ctx);
    enum Sass_Output_Style style = SASS_STYLE_COMPACT;
    sp_value st = sp_hash_at(cfg, "style");
    if (st.type == SP_STRING) {
        const char *v = st.u.s.ptr + (st.u.s.ptr[0] == ':');
        if (!strcmp(v, "nested"))
            style = SASS_STYLE_NESTED;
        else if (!strcmp(v, "expanded"))
            style = SASS_STYLE_EXPANDED;
        else if (!strcmp(v, "compressed"))
            style = SASS_STYLE_COMPRESSED;
    }
    S->option_set_output_style(o, style);
    S->option_set_precision(o, 10); /* libsass's default, which sassc 2.4 keeps: 47.3333333333px */
    S->option_set_is_indented_syntax_src(o, !strcmp(d->ext, ".sass"));
    sp_value sm = sp_hash_at(cfg, "sourcemap");
    const char *smv = sm.type == SP_STRING ? sm.u.s.ptr + (sm.u.s.ptr[0] == ':') : "always";
    bool want_map = !strcmp(smv, "always") ||
                    (!strcmp(smv, "development") && sp_value_equal(sp_hash_at(s->jekyll, "environment"),
                                                                   SP_STR_LIT("development")));
    size_t bl = strlen(d->name) - strlen(d->ext);
    /* render threads must not allocate from the site arena: names on the stack */
    char css_name[1024], map_name[1024];
    snprintf(css_name, sizeof css_name, "%.*s.css", (int)bl, d->name);
    snprintf(map_name, sizeof map_name, "%.*s.css.map", (int)bl, d->name);
    S->option_set_input_path(o, d->name);
    S->option_set_output_path(o, css_name);
    if (want_map) {
        S->option_set_source_map_file(o, map_name);
        S->option_set_source_map_contents(o, true);
        S->option_set_omit_source_map_url(o, false);
    } else {
        S->option_set_omit_source_map_url(o, true);
    }
    Sass_Importer_List imps = S->make_importer_list(1);
    S->importer_set_list_entry(imps, 0, S->make_importer(importer, 0, &ic));
    S->option_set_c_importers(o, imps);
    int rc = 0;
    if (S->compile_data_context(ctx) != 0) {
        struct Sass_Context *c = S->data_context_get_context(ctx);
        const char *msg = S->context_get_error_message(c);
        /* where the error is: the page's own Sass (its line below the front matter), or a file it imports, named
         * as the importer found it (_sass/x.scss, a theme's path) at libsass's line and column */
        const char *efile = S->context_get_error_file(c);
        bool in_page = !efile || !*efile || !strcmp(efile, d->name) || !strcmp(efile, "stdin");
        int eline = (int)S->context_get_error_line(c), ecol = (int)S->context_get_error_column(c);
        rc = sp_error_set(err, SP_ERR_INPUT, in_page ? d->relpath : efile, in_page ? eline + d->body_line - 1 : eline,
                          ecol, "Sass error: %s", msg ? msg : "unknown");
    } else {
        struct Sass_Context *c = S->data_context_get_context(ctx);
        const char *css = S->context_get_output_string(c);
        /* output.sub(BYTE_ORDER_MARK, "") */
        if (css && (unsigned char)css[0] == 0xEF && (unsigned char)css[1] == 0xBB && (unsigned char)css[2] == 0xBF)
            css += 3;
        sp_buf_puts(out, css ? css : "");
        const char *map = S->context_get_source_map_string(c);
        if (want_map && map) {
            d->map_len = strlen(map);
            d->map = sp_site_theme_map_sources(s, map); /* theme files by their path on disk */
            d->map = d->map ? d->map : strdup(map);
            d->map_len = strlen(d->map);
        }
    }
    S->delete_data_context(ctx);
    for (int i = 0; i < ic.nfailed; i++)
        S->delete_import_list(ic.failed[i]);
    for (size_t i = 0; i < ic.nglobbed; i++)
        free(ic.globbed[i]);
    free(ic.globbed);
    return rc;
}

/* What a Sass page's output depends on besides its text and the configuration: its name and every file it may
 * import (any .scss, .sass or .css of the source: imports resolve from the site root too), by blob id or, for a
 * folder source, by content. */
static void sass_key(sp_site *s, sp_doc *d, const char *text, size_t len, unsigned char key[20])
{
    sp_buf extra = SP_BUF_INIT;
    sp_buf_puts(&extra, d->name);
    sp_buf_putc(&extra, 0);
    for (size_t i = 0; i < s->nentries; i++) {
        const sp_source_entry *e = &s->entries[i];
        size_t pl = strlen(e->path);
        const char *dot = strrchr(e->path, '.');
        if (e->mode == SP_MODE_LINK || !dot || (strcmp(dot, ".scss") && strcmp(dot, ".sass") && strcmp(dot, ".css")))
            continue;
        sp_buf_append(&extra, e->path, pl + 1);
        if (e->has_oid) {
            sp_buf_append(&extra, e->oid, 20);
        } else {
            sp_buf b = SP_BUF_INIT;
            sp_error err;
            if (sp_source_read(s->src, e->path, &b, &err) == 0) {
                unsigned char h[20];
                sp_site_cache_key(s, "file", b.data ? b.data : "", b.len, NULL, 0, h);
                sp_buf_append(&extra, h, 20);
            }
            sp_buf_free(&b);
        }
    }
    sp_site_cache_key(s, "sass", text, len, extra.data, extra.len, key);
    sp_buf_free(&extra);
}

/* Entry format: the CSS length as 20 decimal digits, the CSS, then the source map (may be empty). */
int sp_site_compile_scss(sp_site *s, sp_doc *d, const char *text, size_t len, sp_buf *out, sp_error *err)
{
    unsigned char key[20];
    if (s->cache) {
        sass_key(s, d, text, len, key);
        sp_buf hit = SP_BUF_INIT;
        if (sp_site_cache_get(s, "sass", key, &hit) && hit.len >= 20) {
            char digits[21];
            memcpy(digits, hit.data, 20);
            digits[20] = 0;
            char *end = NULL;
            unsigned long long css_len = strtoull(digits, &end, 10);
            if (end == digits + 20 && css_len <= hit.len - 20) {
                sp_buf_append(out, hit.data + 20, (size_t)css_len);
                size_t map_len = hit.len - 20 - (size_t)css_len;
                if (map_len) {
                    d->map = malloc(map_len + 1);
                    if (!d->map)
                        abort();
                    memcpy(d->map, hit.data + 20 + css_len, map_len);
                    d->map[map_len] = 0;
                    d->map_len = map_len;
                }
                sp_buf_free(&hit);
                return 0;
            }
        }
        sp_buf_free(&hit);
    }
    size_t at = out->len;
    if (compile_scss(s, d, text, len, out, err) != 0)
        return -1;
    if (s->cache) {
        sp_buf entry = SP_BUF_INIT;
        sp_buf_printf(&entry, "%020zu", out->len - at);
        sp_buf_append(&entry, out->data + at, out->len - at);
        if (d->map)
            sp_buf_append(&entry, d->map, d->map_len);
        sp_site_cache_put(s, "sass", key, entry.data, entry.len);
        sp_buf_free(&entry);
    }
    return 0;
}

/* ---- compiling Sass pages in the background (site_internal.h, sp_site_sass_early_queue) ---- */

struct sp_sass_early {
    pthread_mutex_t lock;
    pthread_cond_t more;
    pthread_t thread;
    bool started, closed;
    sp_doc **docs;
    size_t n, cap, next;
};

static void *sass_early_worker(void *arg)
{
    sp_site *s = arg;
    struct sp_sass_early *q = s->sass_early;
    for (;;) {
        pthread_mutex_lock(&q->lock);
        while (q->next == q->n && !q->closed)
            pthread_cond_wait(&q->more, &q->lock);
        if (q->next == q->n) {
            pthread_mutex_unlock(&q->lock);
            return NULL;
        }
        sp_doc *d = q->docs[q->next++];
        pthread_mutex_unlock(&q->lock);
        sp_buf out = SP_BUF_INIT;
        sp_error e;
        sp_error_clear(&e);
        size_t bl;
        const char *body = sp_site_doc_body(d, &bl);
        if (sp_site_compile_scss(s, d, body, bl, &out, &e) != 0) {
            d->css_err = malloc(sizeof *d->css_err);
            if (!d->css_err)
                abort();
            *d->css_err = e;
            sp_buf_free(&out);
        } else {
            if (!out.data)
                sp_buf_append(&out, "", 0);
            d->css_len = out.len;
            d->css = sp_buf_detach(&out);
        }
        d->css_ready = true;
    }
}

void sp_site_sass_early_queue(sp_site *s, sp_doc *d)
{
    size_t bl;
    if (!d->sass || s->opts->jobs == 1)
        return;
    const char *body = sp_site_doc_body(d, &bl);
    if (sp_site_has_liquid(body, bl))
        return;
    struct sp_sass_early *q = s->sass_early;
    if (!q) {
        q = calloc(1, sizeof *q);
        if (!q)
            abort();
        pthread_mutex_init(&q->lock, NULL);
        pthread_cond_init(&q->more, NULL);
        s->sass_early = q;
    }
    pthread_mutex_lock(&q->lock);
    if (q->closed) {
        pthread_mutex_unlock(&q->lock);
        return;
    }
    if (q->n == q->cap) {
        q->cap = q->cap ? q->cap * 2 : 8;
        q->docs = realloc(q->docs, q->cap * sizeof *q->docs);
        if (!q->docs)
            abort();
    }
    q->docs[q->n++] = d;
    pthread_cond_signal(&q->more);
    pthread_mutex_unlock(&q->lock);
    if (!q->started) {
        if (pthread_create(&q->thread, NULL, sass_early_worker, s) == 0) {
            q->started = true;
        } else { /* no thread to be had: the page compiles in its turn */
            pthread_mutex_lock(&q->lock);
            q->n--;
            pthread_mutex_unlock(&q->lock);
        }
    }
}

void sp_site_sass_early_wait(sp_site *s)
{
    struct sp_sass_early *q = s->sass_early;
    if (!q)
        return;
    pthread_mutex_lock(&q->lock);
    q->closed = true;
    pthread_cond_signal(&q->more);
    pthread_mutex_unlock(&q->lock);
    if (q->started)
        pthread_join(q->thread, NULL);
    q->started = false;
}

void sp_site_sass_early_free(sp_site *s)
{
    struct sp_sass_early *q = s->sass_early;
    if (!q)
        return;
    sp_site_sass_early_wait(s);
    for (size_t i = 0; i < q->n; i++) {
        free(q->docs[i]->css);
        free(q->docs[i]->css_err);
        q->docs[i]->css = NULL;
        q->docs[i]->css_err = NULL;
        q->docs[i]->css_ready = false;
    }
    free(q->docs);
    pthread_mutex_destroy(&q->lock);
    pthread_cond_destroy(&q->more);
    free(q);
    s->sass_early = NULL;
}
