/* The site reader (Jekyll 4.3's Reader, EntryFilter, PostReader, PageReader, CollectionReader, LayoutReader,
 * DataReader) over the flat, sorted listing of a source. */
#include <ctype.h>
#include <fnmatch.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sitepub/date.h"
#include "sitepub/sha1.h"
#include "site/model_cache.h"
#include "site/site_internal.h"

/* Why a link the source lists as a link (SP_MODE_LINK) is not read: the site is read through the links that stay
 * inside the source (source_fs.c follows them; sp_source_follow_links, source_links.c, for a git tree), so what
 * is left leaves the source, dangles or loops: Jekyll's --safe mode refuses those (EntryFilter#symlink?), and
 * sitepub always does. */
#define LINK_WHY                                                                                                     \
    "that points outside the source or nowhere: not followed (Jekyll's --safe rule; nothing outside the source is "  \
    "read)"

typedef struct sp_doc_lazy sp_doc_lazy;

/* ---- entry filter ---- */

/* include or exclude patterns as the entry filter tests them: the leading slashes dropped, the wildcards noted */
typedef struct glob_pat {
    const char *p;
    size_t len;
    bool wild; /* has * ? [ or \: only then can fnmatch match where the prefix test does not */
} glob_pat;

struct sp_entry_globs {
    glob_pat *inc, *exc; /* exc: the exclude patterns that are not also include patterns */
    size_t ninc, nexc;
};

static size_t compile_globs(sp_site *s, sp_value patterns, sp_value minus, glob_pat **out)
{
    size_t n = sp_array_len(patterns), k = 0;
    *out = sp_arena_calloc(s->arena, n + 1, sizeof **out);
    for (size_t i = 0; i < n; i++) {
        sp_value p = sp_array_get(patterns, (int64_t)i);
        if (p.type != SP_STRING)
            continue;
        bool skip = false;
        for (size_t j = 0; j < sp_array_len(minus) && !skip; j++)
            skip = sp_value_equal(sp_array_get(minus, (int64_t)j), p);
        if (skip)
            continue;
        const char *pat = p.u.s.ptr;
        size_t pl = p.u.s.len;
        while (pl && *pat == '/') {
            pat++;
            pl--;
        }
        (*out)[k++] = (glob_pat){pat, pl, strpbrk(pat, "*?[\\") != NULL};
    }
    return k;
}

/* The configuration's include and exclude, compiled once a build (reading is one thread's) */
static const struct sp_entry_globs *entry_globs(sp_site *s)
{
    if (!s->entry_globs) {
        struct sp_entry_globs *g = sp_arena_calloc(s->arena, 1, sizeof *g);
        sp_value inc = sp_hash_at(s->config, "include"), exc = sp_hash_at(s->config, "exclude");
        g->ninc = compile_globs(s, inc, sp_nil(), &g->inc);
        g->nexc = compile_globs(s, exc, inc, &g->exc);
        s->entry_globs = g;
    }
    return s->entry_globs;
}

/* File.fnmatch?(pattern, rel) || rel.start_with?(pattern), for any of the n patterns (EntryFilter#glob_include?) */
static bool glob_match(const glob_pat *pats, size_t n, const char *rel, bool is_dir)
{
    size_t rl = strlen(rel);
    for (size_t i = 0; i < n; i++) {
        const char *pat = pats[i].p;
        size_t pl = pats[i].len;
        if (pl == 0)
            return true; /* "source/" is a prefix of everything */
        /* a pattern without wildcards (most are) matches by fnmatch exactly when it equals rel, which the prefix
         * test covers, so glibc's fnmatch (some 300 instructions a call) runs only for the others */
        if (pats[i].wild && fnmatch(pat, rel, 0) == 0)
            return true;
        if (rl >= pl && !memcmp(rel, pat, pl))
            return true;
        if (is_dir && pl == rl + 1 && !memcmp(pat, rel, rl) && pat[rl] == '/')
            return true;
    }
    return false;
}

static const char *base_name(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

static bool special(const char *s) { return s[0] == '.' || s[0] == '_' || s[0] == '#' || s[0] == '~'; }

/* EntryFilter#filter for one entry: entry is the name as Jekyll sees it (a bare name in read_directories, a
 * path inside the folder for posts and collections), rel the path relative to the source for excluded?. */
static bool entry_rejected(sp_site *s, const char *entry, const char *rel, bool is_dir, const char **why)
{
    size_t el = strlen(entry);
    if (el && entry[el - 1] == '.')
        return *why = "a dot entry", true;
    const struct sp_entry_globs *g = entry_globs(s);
    bool included = glob_match(g->inc, g->ninc, entry, is_dir) || glob_match(g->inc, g->ninc, base_name(entry), is_dir);
    if (!included && glob_match(g->exc, g->nexc, rel, is_dir))
        return *why = "excluded", true;
    if (included)
        return false;
    if (special(entry) || special(base_name(entry)))
        return *why = "starts with . _ # or ~", true;
    if (el && entry[el - 1] == '~')
        return *why = "a backup file", true;
    return false;
}

/* ---- documents ---- */

void sp_site_add_doc(sp_site *s, sp_doc *d)
{
    if (s->ndocs == s->capdocs) {
        size_t nc = s->capdocs ? s->capdocs * 2 : 64;
        s->docs = sp_arena_realloc(s->arena, s->docs, s->capdocs * sizeof *s->docs, nc * sizeof *s->docs);
        s->capdocs = nc;
    }
    s->docs[s->ndocs++] = d;
}

static void add_static_in(sp_site *s, const sp_source_entry *e, const char *out, const char *collection)
{
    if (s->nstatic == s->capstatic) {
        size_t nc = s->capstatic ? s->capstatic * 2 : 64;
        s->statics = sp_arena_realloc(s->arena, s->statics, s->capstatic * sizeof *s->statics, nc * sizeof *s->statics);
        s->static_out =
            sp_arena_realloc(s->arena, s->static_out, s->capstatic * sizeof *s->static_out, nc * sizeof *s->static_out);
        s->static_coll = sp_arena_realloc(s->arena, s->static_coll, s->capstatic * sizeof *s->static_coll,
                                          nc * sizeof *s->static_coll);
        s->capstatic = nc;
    }
    s->statics[s->nstatic] = e;
    s->static_coll[s->nstatic] = collection;
    s->static_out[s->nstatic++] = out;
}

static void add_static(sp_site *s, const sp_source_entry *e, const char *out) { add_static_in(s, e, out, NULL); }

/* A static file of a collection that is not written (output: false): Collection#files still lists it. */
static void add_unwritten(sp_site *s, const sp_source_entry *e, const char *collection)
{
    if (s->nunwritten == s->capunwritten) {
        size_t nc = s->capunwritten ? s->capunwritten * 2 : 16;
        s->unwritten = sp_arena_realloc(s->arena, s->unwritten, s->capunwritten * sizeof *s->unwritten,
                                        nc * sizeof *s->unwritten);
        s->unwritten_coll = sp_arena_realloc(s->arena, s->unwritten_coll, s->capunwritten * sizeof *s->unwritten_coll,
                                             nc * sizeof *s->unwritten_coll);
        s->capunwritten = nc;
    }
    s->unwritten[s->nunwritten] = e;
    s->unwritten_coll[s->nunwritten++] = collection;
}

static const char *ext_of(const char *name)
{
    const char *dot = strrchr(name, '.');
    /* File.extname: a leading dot alone is not an extension (".htaccess" has none) */
    if (!dot || dot == name)
        return "";
    return dot;
}

static sp_value yaml_hash(sp_site *s, const char *fm, size_t len, const char *name, int line, sp_error *err,
                          int *rc, bool *anchored)
{
    sp_value v = sp_nil();
    *rc = 0;
    if (sp_yaml_load_anchored(s->arena, fm, len, name, line - 1, &v, anchored, err) != 0) {
        *rc = -1;
        return v;
    }
    if (sp_is_nil(v))
        return sp_hash_new(s->arena, 4);
    if (!sp_is_hash(v)) {
        sp_error_set(err, SP_ERR_INPUT, name, line, 1, "the front matter is not a mapping (key: value)");
        *rc = -2;
        return v;
    }
    return v;
}

/* Front matter that YAML cannot load (yaml_hash's rc -1, the error in *err), as Jekyll 4.3 takes it: with
 * strict_front_matter (--strict_front_matter) the build stops (returns -1, *err kept); without it the file is
 * logged and built with no front matter data, its body still the text after the front matter (returns 0, *err
 * cleared). Jekyll's words: Document#handle_read_error for posts and collection documents ("Error:" topic),
 * Convertible#read_yaml for pages and layouts; a syntax error is Psych's "YAML Exception", anything else
 * "could not read file" / "Error reading file". Jekyll names the absolute path; sitepub the source-relative one
 * (a git source has no other), then the file:line:column and what to do. */
static int front_matter_failed(sp_site *s, const char *path, bool document, sp_error *err)
{
    if (sp_truthy(sp_hash_at(s->config, "strict_front_matter")))
        return -1;
    const char *msg = err->message;
    const char *semi = strstr(msg, "; ");
    int n = semi ? (int)(semi - msg) : (int)strlen(msg);
    const char *advice = semi ? semi + 2 : "fix the front matter there";
    const char *at = strstr(msg, " at line ");
    bool syntax = at != NULL;
    int line = err->line, col = err->column;
    if (at) /* Psych's place (libyaml's context mark: where the unclosed thing starts) */
        sscanf(at, " at line %d column %d", &line, &col);
    const char *what = syntax ? "YAML Exception reading" : document ? "could not read file" : "Error reading file";
    sp_site_warn(s, path, line,
                 "%s%s %s: %s%.*s (%s:%d:%d: %s; Jekyll builds the file without its front matter data, as sitepub "
                 "does now; --strict_front_matter stops the build instead)",
                 document ? "Error: " : "", what, path, syntax ? "(<unknown>): " : "", n, msg, path, line, col,
                 advice);
    sp_error_clear(err);
    return 0;
}

/* FrontmatterDefaults: path scope relative to the source, type scope the collection label or "pages". */
static bool scope_path_applies(sp_site *s, sp_value scope, const char *relpath)
{
    sp_value p = sp_hash_at(scope, "path");
    if (p.type != SP_STRING || p.u.s.len == 0)
        return true;
    const char *sp = p.u.s.ptr;
    size_t sl = p.u.s.len;
    while (sl && *sp == '/') {
        sp++;
        sl--;
    }
    while (sl && sp[sl - 1] == '/')
        sl--;
    char *scope_path = sp_arena_strndup(s->arena, sp, sl);
    sp_value cd = sp_hash_at(s->config, "collections_dir");
    if (cd.type == SP_STRING && cd.u.s.len) {
        size_t cl = cd.u.s.len;
        if (!strncmp(scope_path, cd.u.s.ptr, cl) && scope_path[cl] == '/')
            scope_path += cl + 1;
    }
    if (strchr(scope_path, '*')) {
        /* Dir.glob(scope) then "starts with": a file matches when the pattern matches it or a parent folder */
        char *tmp = sp_arena_strdup(s->arena, relpath);
        for (;;) {
            if (fnmatch(scope_path, tmp, FNM_PATHNAME | FNM_PERIOD) == 0)
                return true;
            char *sl2 = strrchr(tmp, '/');
            if (!sl2)
                return false;
            *sl2 = 0;
        }
    }
    return strncmp(relpath, scope_path, strlen(scope_path)) == 0;
}

static size_t scope_len(sp_value scope)
{
    sp_value p = sp_hash_at(scope, "path");
    if (p.type != SP_STRING)
        return 0;
    size_t l = p.u.s.len;
    const char *sp = p.u.s.ptr;
    if (l && sp[0] == '/') {
        sp++;
        l--;
    }
    while (l && sp[l - 1] == '/')
        l--;
    return l;
}

static bool has_precedence(sp_value old_scope, sp_value new_scope)
{
    if (sp_is_nil(old_scope))
        return true;
    size_t nl = scope_len(new_scope), ol = scope_len(old_scope);
    if (nl != ol)
        return nl >= ol;
    if (sp_hash_getc(new_scope, "type", NULL))
        return true;
    return !sp_hash_getc(old_scope, "type", NULL);
}

static const char *scope_type(sp_value scope)
{
    sp_value t = sp_hash_at(scope, "type");
    if (t.type != SP_STRING)
        return NULL;
    if (!strcmp(t.u.s.ptr, "page"))
        return "pages";
    if (!strcmp(t.u.s.ptr, "post"))
        return "posts";
    if (!strcmp(t.u.s.ptr, "draft"))
        return "drafts";
    return t.u.s.ptr;
}

sp_value sp_site_defaults_for(sp_site *s, const char *relpath, const char *type)
{
    sp_value sets = sp_hash_at(s->config, "defaults");
    sp_value out = sp_hash_new(s->arena, 4);
    sp_value old = sp_nil();
    for (size_t i = 0; i < sp_array_len(sets); i++) {
        sp_value set = sp_array_get(sets, (int64_t)i);
        sp_value vals = sp_hash_at(set, "values");
        if (!sp_is_hash(set) || !sp_is_hash(vals))
            continue;
        sp_value scope = sp_hash_at(set, "scope");
        if (sp_is_hash(scope)) {
            const char *st = scope_type(scope);
            if (st && (!type || strcmp(st, type)))
                continue;
            if (!scope_path_applies(s, scope, relpath))
                continue;
        }
        if (has_precedence(old, sp_is_hash(scope) ? scope : sp_hash_new(s->arena, 0))) {
            sp_hash_deep_merge(out, vals);
            old = sp_is_hash(scope) ? scope : sp_hash_new(s->arena, 0);
        } else {
            sp_value merged = sp_value_copy(s->arena, vals);
            sp_hash_deep_merge(merged, out);
            out = merged;
        }
    }
    return out;
}

/* A few values on the stack (a post's categories and tags), in the heap past VALS_INLINE: what post_fields and
 * post_data gather a list in, so that only the list kept is made in the arena, at its size (at 10,000 posts the
 * seven lists made on the way, each of room for four, were a quarter of the bytes a post's reading took) */
#define VALS_INLINE 16
typedef struct vals {
    sp_value *v;
    size_t n, cap;
    sp_value in[VALS_INLINE];
} vals;

static void vals_init(vals *x)
{
    x->v = x->in;
    x->n = 0;
    x->cap = VALS_INLINE;
}

static void vals_free(vals *x)
{
    if (x->v != x->in)
        free(x->v);
}

/* Ruby's eql? (what Array#| and #uniq compare by): 2019 and 2019.0, or 2019 and "2019", are two values */
static bool ruby_eql(sp_value a, sp_value b)
{
    return a.type == b.type && sp_value_equal(a, b);
}

static void vals_push(vals *x, sp_value v, bool unique)
{
    if (unique)
        for (size_t i = 0; i < x->n; i++)
            if (ruby_eql(x->v[i], v))
                return;
    if (x->n == x->cap) {
        sp_value *nv = malloc(x->cap * 2 * sizeof *nv);
        if (!nv)
            abort();
        memcpy(nv, x->v, x->n * sizeof *nv);
        if (x->v != x->in)
            free(x->v);
        x->v = nv;
        x->cap *= 2;
    }
    x->v[x->n++] = v;
}

/* v's words (String#split: on white space) onto x */
static void vals_split(sp_site *s, vals *x, sp_value v, bool unique)
{
    const char *p = v.u.s.ptr, *e = p + v.u.s.len;
    while (p < e) {
        while (p < e && isspace((unsigned char)*p))
            p++;
        const char *q = p;
        while (q < e && !isspace((unsigned char)*q))
            q++;
        if (q > p)
            vals_push(x, sp_str(s->arena, p, (size_t)(q - p)), unique);
        p = q;
    }
}

/* Array(v) for categories, strings split on white space, nils dropped, onto x (unique: only values x has not) */
static void vals_add_array(sp_site *s, vals *x, sp_value v, bool unique)
{
    if (v.type == SP_STRING) {
        vals_split(s, x, v, unique);
    } else if (v.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(v); i++) {
            sp_value it = sp_array_get(v, (int64_t)i);
            if (!sp_is_nil(it))
                vals_push(x, it, unique);
        }
    } else if (!sp_is_nil(v)) {
        vals_push(x, v, unique);
    }
}

/* `x | v` of merge_categories! (Document#merge_data!): a string's words, an array's items (nils kept), anything
 * else itself, each that x has not yet */
static void vals_union(sp_site *s, vals *x, sp_value v)
{
    if (v.type == SP_STRING) {
        vals_split(s, x, v, true);
    } else if (v.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(v); i++)
            vals_push(x, sp_array_get(v, (int64_t)i), true);
    } else if (!sp_is_nil(v)) {
        vals_push(x, v, true);
    }
}

/* array << v; array.flatten!; array.compact! (Utils.pluralized_array_from_hash) */
static void vals_flatten(vals *x, sp_value v, int depth)
{
    if (v.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(v) && depth < 100; i++)
            vals_flatten(x, sp_array_get(v, (int64_t)i), depth + 1);
    } else if (!sp_is_nil(v)) {
        vals_push(x, v, false);
    }
}

/* Utils.pluralized_array_from_hash(data, singular, plural) onto x: the singular key's value when it has one (not
 * nil), else the plural's: a string split on white space, an array without its nils, anything else nothing;
 * flattened, nils dropped */
static void vals_pluralized(sp_site *s, vals *x, sp_value data, const char *singular, const char *plural)
{
    sp_value v;
    if (sp_hash_getc(data, singular, &v) && !sp_is_nil(v)) {
        vals_flatten(x, v, 0);
        return;
    }
    if (!sp_hash_getc(data, plural, &v))
        return;
    if (v.type == SP_STRING) {
        vals_split(s, x, v, false);
    } else if (v.type == SP_ARRAY) {
        vals_flatten(x, v, 0);
    }
}

/* x's values as an array of their number (x is freed) */
static sp_value vals_array(sp_site *s, vals *x)
{
    sp_value out = sp_array_new(s->arena, x->n);
    for (size_t i = 0; i < x->n; i++)
        sp_array_push(out, x->v[i]);
    vals_free(x);
    return out;
}

static sp_value string_array(sp_site *s, sp_value v)
{
    vals x;
    vals_init(&x);
    vals_add_array(s, &x, v, false);
    return vals_array(s, &x);
}

static int normalize_date(sp_site *s, sp_doc *d, sp_value *date, sp_error *err)
{
    if (date->type == SP_TIME) {
        *date = sp_site_localtime(s, date->u.t);
        return 0;
    }
    sp_buf b = SP_BUF_INIT;
    sp_value_to_s(&b, *date);
    sp_time t;
    int rc = sp_site_parse_date(s, b.data ? b.data : "", b.len, &t);
    if (rc != 0) {
        /* where: the front matter's top-level `date:` line and its value's column (none when the date came from
         * front matter defaults); the words are Jekyll 4.3's (Document#read, Utils.parse_date) */
        int line = 0, col = 0;
        size_t fml;
        const char *p = sp_site_doc_fm(d, &fml), *end = p ? p + fml : NULL;
        for (int ln = 0; p && p < end; ln++) {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            const char *le = nl ? nl : end;
            if (le - p >= 5 && !memcmp(p, "date", 4)) {
                const char *q = p + 4;
                while (q < le && (*q == ' ' || *q == '\t'))
                    q++;
                if (q < le && *q == ':') {
                    q++;
                    while (q < le && (*q == ' ' || *q == '\t'))
                        q++;
                    line = d->fm_line + ln;
                    col = (int)(q - p) + 1;
                    break;
                }
            }
            p = nl ? nl + 1 : NULL;
        }
        sp_error_set(err, SP_ERR_INPUT, d->relpath, line, col,
                     "Invalid date '%s': Document '%s' does not have a valid date in the YAML front matter.",
                     b.data ? b.data : "", d->relpath);
    } else
        *date = sp_time_value(t.sec, t.nsec, t.utc_offset);
    sp_buf_free(&b);
    return rc;
}

/* Utils.deep_merge_hashes! as front matter meets the defaults: a nil value keeps what dst holds (merge_values
 * keeps old_val when new_val is nil), hashes merge key by key, anything else replaces. */
/* copy: src lives in a scratch arena (yaml_scratch): what dst takes of it is copied into a */
/* how merge_keep_nil keeps src's values: as they are, copied whole (a YAML scratch arena's), or their arrays and
 * hashes copied (the front matter cache's scratch arena: strings point into its mapped file) */
typedef enum { KEEP_AS_IS, KEEP_COPY, KEEP_COPY_CONTAINERS } keep_mode;

static sp_value kept_value(sp_arena *a, sp_value v, keep_mode copy)
{
    return copy == KEEP_COPY ? sp_value_copy(a, v) : copy == KEEP_COPY_CONTAINERS ? sp_value_copy_containers(a, v) : v;
}

static void merge_keep_nil(sp_arena *a, sp_value dst, sp_value src, keep_mode copy)
{
    for (size_t i = 0; i < sp_hash_len(src); i++) {
        const char *k;
        size_t kl;
        sp_value v, cur;
        sp_hash_entry(src, i, &k, &kl, &v);
        uint64_t hv = sp_hash_entry_hash(src, i); /* the key is hashed once, when src was made */
        bool have = sp_hash_get_hv(dst, k, kl, hv, &cur);
        if (sp_is_nil(v) && have)
            continue;
        if (have && sp_is_hash(v) && sp_is_hash(cur)) {
            sp_value c = sp_value_copy(a, cur);
            merge_keep_nil(a, c, v, copy);
            sp_hash_set_hv(dst, k, kl, hv, c);
        } else
            sp_hash_set_hv(dst, k, kl, hv, kept_value(a, v, copy));
    }
}

/* A document's front matter as yaml_hash makes it, loaded in a scratch arena (*scratch, which the caller frees
 * once merge_keep_nil copied what the page keeps): YAML's loader leaves its tokens and every regrown array and
 * hash behind, some 1.5 KiB a post that the site's arena would hold to the end; the copy is made to size. A front
 * matter with anchors (values YAML shares, which a copy would not) or that does not load is loaded again into
 * the site's arena as before (*scratch NULL). */
static sp_value yaml_hash_scratch(sp_site *s, const char *fm, size_t len, const char *name, int line,
                                  sp_error *err, int *rc, bool *anchored, sp_arena **scratch)
{
    *scratch = sp_arena_new(0);
    sp_value v = sp_nil();
    *anchored = false;
    if (sp_yaml_load_anchored(*scratch, fm, len, name, line - 1, &v, anchored, err) == 0 && !*anchored &&
        (sp_is_nil(v) || sp_is_hash(v))) {
        *rc = 0;
        return sp_is_nil(v) ? sp_hash_new(*scratch, 4) : v;
    }
    sp_arena_free(*scratch);
    *scratch = NULL;
    sp_error_clear(err);
    return yaml_hash(s, fm, len, name, line, err, rc, anchored);
}

/* The path front matter defaults match a document by: Document#relative_path, which is relative to the
 * collections_dir for a collection's documents (posts included), and the source path for pages. */
static const char *defaults_path(sp_site *s, sp_doc *d)
{
    sp_value cd = sp_hash_at(s->config, "collections_dir");
    if (d->kind == SP_DOC_PAGE || cd.type != SP_STRING || cd.u.s.len == 0)
        return d->relpath;
    const char *dir = cd.u.s.ptr;
    size_t dl = cd.u.s.len;
    while (dl && dir[0] == '/') {
        dir++;
        dl--;
    }
    while (dl && dir[dl - 1] == '/')
        dl--;
    if (dl && !strncmp(d->relpath, dir, dl) && d->relpath[dl] == '/')
        return d->relpath + dl + 1;
    return d->relpath;
}

/* The shape of text (len bytes) as read_doc found it: front matter fm (fml bytes) and the body at body */
static sp_fm_text text_shape(const char *text, size_t len, const char *fm, size_t fml, int fm_line, const char *body,
                             size_t bl, int body_line)
{
    sp_fm_text t = {0};
    t.len = (uint32_t)len;
    t.fm_off = (uint32_t)(fm - text);
    t.fm_len = (uint32_t)fml;
    t.fm_line = fm_line;
    t.body_off = (uint32_t)(body - text);
    t.body_len = (uint32_t)bl;
    t.body_line = body_line;
    t.yaml_header = sp_site_has_yaml_header(text, len);
    return t;
}

static sp_doc_lazy *lazy_new(sp_site *s, sp_doc *d, const sp_source_entry *e, const sp_fm_text *t);

/* The front matter cache's key of entry e (model_cache.h): a git source's blob id; for a source without blob ids
 * that has modification times (a folder), the SHA-1 of the path and the mtime its walk saw, the shortcut the
 * incremental record trusts for a content id (incremental.c, entry_id): *keep only for a file last changed two
 * seconds or more before now (a later change within the mtime's granularity would not show). false: no key. */
static bool cache_key(sp_site *s, const sp_source_entry *e, unsigned char key[20], bool *keep)
{
    *keep = true;
    if (e->has_oid) {
        memcpy(key, e->oid, 20);
        return true;
    }
    int64_t sec;
    int32_t nsec;
    if (!sp_site_fm_cache_on(s) || sp_source_mtime(s->src, e->path, &sec, &nsec) != 0)
        return false;
    sp_buf b = SP_BUF_INIT;
    sp_buf_printf(&b, "mtime %s%c%lld.%09d", e->path, 0, (long long)sec, (int)nsec);
    sp_sha1_digest(b.data, b.len, key);
    sp_buf_free(&b);
    *keep = (int64_t)time(NULL) - sec >= 2;
    return true;
}

/* Read a page or document's front matter and build its `page` hash (data part). A front matter the cache has
 * (model_cache.c) leaves the text unread (lazy bodies): d->lazy. */
/* the index of e in s->entries, for d->entry (-1 when e is not one of them) */
static long entry_index(const sp_site *s, const sp_source_entry *e)
{
    return e >= s->entries && e < s->entries + s->nentries ? (long)(e - s->entries) : -1;
}

static int read_doc(sp_site *s, sp_doc *d, const sp_source_entry *e, const char *type, sp_error *err)
{
    d->entry = entry_index(s, e);
    sp_value v = sp_nil();
    sp_fm_text t;
    /* an incremental build keeps what YAML made of a front matter by blob id (model_cache.c), and where the
     * body is: a Sass page is compiled as soon as it is read, anything else is read when its body is needed */
    unsigned char key[20];
    bool keep, keyed = cache_key(s, e, key, &keep);
    bool tried = !d->sass && keyed;
    bool lazy = tried && sp_site_fm_cache_get(s, d->relpath, key, &v, &t);
    const char *text = NULL, *fm = NULL, *body = NULL;
    size_t len = 0, fml = 0, bl = 0;
    int fm_line = 1, body_line = 1;
    if (lazy) {
        fml = t.fm_len;
        bl = t.body_len;
        fm_line = t.fm_line;
        body_line = t.body_line;
    }
    /* the text is parsed where it was read (src) and kept in the spill file of a large build (read back from it
     * when the render converts it, its pages dropped again: at 100,000 posts 150 MiB not held), else in the
     * arena (then src is text) */
    sp_buf b = SP_BUF_INIT;
    const char *src = NULL;
    if (!lazy) {
        if (sp_source_read(s->src, e->path, &b, err) != 0) {
            sp_buf_free(&b);
            return -1;
        }
        src = b.data ? b.data : "";
        len = b.len;
        text = sp_site_spill_source(s, src, len);
        if (!text) {
            text = sp_arena_strndup(s->arena, src, len);
            sp_buf_free(&b);
            src = text;
        }
        body = src + sp_site_bom_len(src, len);
        bl = len - (size_t)(body - src);
    }
    sp_value data = sp_hash_new(s->arena, 24); /* room for the model's keys (model.c): no regrowth, which leaves the old entries in the arena */
    sp_value defaults = sp_site_defaults_for(s, defaults_path(s, d), type);
    sp_hash_deep_merge(data, defaults);
    if (lazy || sp_site_split_front_matter(src, len, &fm, &fml, &body, &bl, &fm_line, &body_line)) {
        int rc = 0;
        bool anchored = false; /* a cached value has none */
        sp_arena *scratch = NULL;
        bool from_cache = lazy; /* v is in the cache's scratch arena: its arrays and hashes are copied below */
        if (!lazy && keyed && !tried && sp_site_fm_cache_get(s, d->relpath, key, &v, &t))
            from_cache = true;
        else if (!lazy)
            v = yaml_hash_scratch(s, fm, fml, d->relpath, fm_line, err, &rc, &anchored, &scratch);
        if (rc == 0 && keyed && keep) {
            if (!lazy)
                t = text_shape(src, len, fm, fml, fm_line, body, bl, body_line);
            /* before merge_categories! changes v */
            d->fm_kept = sp_site_fm_cache_put(s, d->relpath, key, anchored, v, &t);
        }
        if (rc == -1 && front_matter_failed(s, d->relpath, d->kind != SP_DOC_PAGE, err) == 0) {
            d->fm_error = true; /* Document#read: merge_defaults and the body done, read_post_data not */
            v = sp_hash_new(s->arena, 1);
        } else if (rc) {
            sp_buf_free(&b);
            return -1;
        }
        /* merge_categories!: a string of categories splits on white space */
        sp_value fc;
        if (d->kind != SP_DOC_PAGE && sp_hash_getc(v, "categories", &fc) && fc.type == SP_STRING)
            sp_hash_setc(v, "categories", string_array(s, fc));
        /* and joins them to the defaults' (data's categories | the front matter's), not replacing them */
        sp_value dc;
        if (d->kind != SP_DOC_PAGE && sp_hash_getc(v, "categories", &fc) && !sp_is_nil(fc) &&
            sp_hash_getc(data, "categories", &dc) && !sp_is_nil(dc)) {
            vals u;
            vals_init(&u);
            vals_union(s, &u, dc);
            vals_union(s, &u, fc);
            sp_hash_setc(v, "categories", vals_array(s, &u));
        }
        merge_keep_nil(s->arena, data, v, scratch ? KEEP_COPY : from_cache ? KEEP_COPY_CONTAINERS : KEEP_AS_IS);
        sp_arena_free(scratch);
    }
    if (src && src != text) { /* the same places in the text kept */
        body = text + (body - src);
        fm = fm ? text + (fm - src) : NULL;
        sp_buf_free(&b);
    }
    d->src_body = body;
    d->src_body_len = bl;
    d->body_line = body_line;
    d->src_fm = fm;
    d->fm_len = fml;
    d->fm_line = fm_line;
    if (lazy)
        d->lazy = lazy_new(s, d, e, &t);
    d->page = data;
    if (d->kind == SP_DOC_POST || d->kind == SP_DOC_DOCUMENT)
        d->page.flags |= SP_FLAG_DOCUMENT; /* a DocumentDrop: jsonify breaks the previous/next chain */
    else
        d->page.flags |= SP_FLAG_PAGE; /* printed as Jekyll::Page inside arrays (value.h) */
    return 0;
}

/* Document#read for a .yml/.yaml document of a collection (Document#yaml_file?): the whole file is its data
 * (Utils.safe_load_yaml_file: no defaults, no front matter split, no title or date from the name), its content
 * empty, so the page written is empty as Jekyll's. A file that is not YAML stops the build, as Jekyll's load
 * raises outside read's rescue. */
static int read_yaml_doc(sp_site *s, sp_doc *d, const sp_source_entry *e, sp_error *err)
{
    d->entry = entry_index(s, e);
    sp_buf b = SP_BUF_INIT;
    if (sp_source_read(s->src, e->path, &b, err) != 0) {
        sp_buf_free(&b);
        return -1;
    }
    sp_value v = sp_nil();
    int rc = sp_yaml_load(s->arena, b.data ? b.data : "", b.len, d->relpath, 0, &v, err);
    sp_buf_free(&b);
    if (rc != 0)
        return -1;
    if (!sp_is_hash(v))
        v = sp_hash_new(s->arena, 4);
    d->src_body = "";
    d->src_body_len = 0;
    d->body_line = 1;
    d->page = v;
    d->page.flags |= SP_FLAG_DOCUMENT;
    return 0;
}

static sp_doc *new_doc(sp_site *s, sp_doc_kind kind, const char *relpath)
{
    sp_doc *d = sp_arena_calloc(s->arena, 1, sizeof *d);
    d->kind = kind;
    d->relpath = relpath;
    d->entry = -1; /* read_doc, read_yaml_doc */
    d->name = base_name(relpath);
    d->ext = ext_of(d->name);
    d->output_ext = sp_site_output_ext(s, d->ext);
    d->markdown = sp_site_is_markdown_ext(s, d->ext);
    d->sass = !strcmp(d->ext, ".scss") || !strcmp(d->ext, ".sass");
    d->pager = sp_nil();
    d->related = sp_nil();
    d->site_override = sp_nil();
    return d;
}

static bool published(sp_value data)
{
    sp_value p;
    return !(sp_hash_getc(data, "published", &p) && p.type == SP_BOOL && !p.u.b);
}

static bool date_file_name(const char *inner);
static const char *defaults_path(sp_site *s, sp_doc *d);

/* Document#populate_title, populate_categories, populate_tags, date from the file name. */
static int post_data(sp_site *s, sp_doc *d, const char *inner, bool dated, sp_error *err)
{
    sp_value data = d->page;
    const char *name = base_name(inner);
    const char *ext = ext_of(name);
    size_t stem_len = strlen(name) - strlen(ext);
    const char *slug = name;
    size_t slug_len = stem_len;
    if (dated) {
        /* (\d{2,4}-\d{1,2}-\d{1,2})-([^/]*)(\.[^.]+)$ */
        int y = 0, m = 0, dd = 0;
        const char *p = name;
        y = (int)strtol(p, (char **)&p, 10);
        m = (int)strtol(p + 1, (char **)&p, 10);
        dd = (int)strtol(p + 1, (char **)&p, 10);
        slug = p + 1;
        slug_len = stem_len - (size_t)(slug - name);
        sp_value date;
        sp_time now = s->now;
        bool have = sp_hash_getc(data, "date", &date) && !sp_is_nil(date);
        if (have && date.type != SP_TIME) {
            if (normalize_date(s, d, &date, err) != 0)
                return -1;
        }
        if (have && date.type == SP_TIME && date.u.t.sec == now.sec)
            s->inc_now_read = true; /* a date equal to site.time is the file name's: it depends on the time */
        if (!have || (date.type == SP_TIME && date.u.t.sec == now.sec)) {
            /* modify_date: merge_data!("date" => "Y-M-D") parses it with Utils.parse_date (Time.parse), whose
             * error names the document: "2016-22-01" is not a date */
            sp_time t;
            size_t dl = (size_t)(slug - 1 - name);
            if (sp_site_parse_date(s, name, dl, &t) != 0)
                return sp_error_set(err, SP_ERR_INPUT, d->relpath, 0, 0,
                                    "Invalid date '%.*s': Document '%s' does not have a valid date in the filename.",
                                    (int)dl, name, defaults_path(s, d));
            (void)y;
            (void)m;
            (void)dd;
            date = sp_site_localtime(s, t);
        } else if (date.type == SP_TIME) {
            date = sp_site_localtime(s, date.u.t);
        }
        sp_hash_setc(data, "date", date);
    } else {
        sp_value date;
        if (sp_hash_getc(data, "date", &date) && !sp_is_nil(date)) {
            if (normalize_date(s, d, &date, err) != 0)
                return -1;
            sp_hash_setc(data, "date", date);
        }
    }
    while (slug_len && slug[slug_len - 1] == '.')
        slug_len--;
    if (!sp_hash_getc(data, "title", NULL) || sp_is_nil(sp_hash_at(data, "title"))) {
        /* Utils.titleize_slug: split("-").map(&:capitalize).join(" ") */
        sp_buf t = SP_BUF_INIT;
        size_t i = 0;
        bool first_part = true;
        while (i <= slug_len) {
            size_t j = i;
            while (j < slug_len && slug[j] != '-')
                j++;
            if (!first_part)
                sp_buf_putc(&t, ' ');
            for (size_t k = i; k < j; k++)
                sp_buf_putc(&t, k == i ? (char)toupper((unsigned char)slug[k]) : (char)tolower((unsigned char)slug[k]));
            first_part = false;
            i = j + 1;
        }
        /* Ruby's split drops trailing empty fields */
        while (t.len && t.data[t.len - 1] == ' ')
            t.len--;
        sp_hash_setc(data, "title", sp_str(s->arena, t.data ? t.data : "", t.len));
        sp_buf_free(&t);
    }
    if (sp_is_nil(sp_hash_at(data, "slug")))
        sp_hash_setc(data, "slug", sp_str(s->arena, slug, slug_len));
    if (sp_is_nil(sp_hash_at(data, "ext")))
        sp_hash_setc(data, "ext", sp_cstr(s->arena, ext));
    /* populate_categories: Array(categories) + pluralized(category, categories), to_s, flatten, uniq; merged as
     * front matter is (merge_categories!), so the list is the categories read so far | those strings: 2019 and
     * nil stay beside "2019" and "" */
    sp_value had = sp_hash_at(data, "categories");
    vals strs;
    vals_init(&strs);
    if (had.type == SP_ARRAY)
        for (size_t i = 0; i < sp_array_len(had); i++)
            vals_push(&strs, sp_array_get(had, (int64_t)i), false);
    else if (!sp_is_nil(had))
        vals_push(&strs, had, false);
    vals_pluralized(s, &strs, data, "category", "categories");
    vals cats;
    vals_init(&cats);
    if (had.type == SP_ARRAY)
        vals_union(s, &cats, had);
    for (size_t i = 0; i < strs.n; i++) {
        sp_value it = strs.v[i];
        if (it.type != SP_STRING) {
            sp_buf t = SP_BUF_INIT;
            sp_value_to_s(&t, it);
            it = sp_str(s->arena, t.data ? t.data : "", t.len);
            sp_buf_free(&t);
        }
        vals_push(&cats, it, true);
    }
    vals_free(&strs);
    sp_hash_setc(data, "categories", vals_array(s, &cats));
    /* populate_tags: pluralized(tag, tags), flattened */
    vals tags;
    vals_init(&tags);
    vals_pluralized(s, &tags, data, "tag", "tags");
    sp_value tags_v = vals_array(s, &tags);
    sp_hash_setc(data, "tags", tags_v);
    return 0;
}

/* The Liquid block tags as Liquid nests them in t (n bytes): the names of the blocks left open at its end, outermost
 * first, into names/lens (at most max; pointers into t); returns how many. Inside raw only endraw counts, inside
 * comment only comment and endcomment; an end tag that closes nothing open is passed over. */
static size_t open_blocks(const char *t, size_t n, const char **names, size_t *lens, size_t max)
{
    static const char *const blocks[] = {"capture", "case",     "comment", "for",       "if", "ifchanged",
                                         "raw",     "tablerow", "unless",  "highlight", NULL};
    size_t depth = 0, overflow = 0;
    const char *p = t, *e = t + n;
    while ((p = memmem(p, (size_t)(e - p), "{%", 2)) != NULL) {
        const char *q = p + 2;
        if (q < e && *q == '-')
            q++;
        while (q < e && isspace((unsigned char)*q))
            q++;
        const char *n0 = q;
        while (q < e && (isalnum((unsigned char)*q) || *q == '_'))
            q++;
        const char *close = memmem(q, (size_t)(e - q), "%}", 2);
        if (!close)
            break;
        size_t nl = (size_t)(q - n0);
        p = close + 2;
        const char *top = depth && !overflow ? names[depth - 1] : NULL;
        size_t tl = depth && !overflow ? lens[depth - 1] : 0;
        bool in_raw = top && tl == 3 && !memcmp(top, "raw", 3);
        bool in_comment = top && tl == 7 && !memcmp(top, "comment", 7);
        if (nl > 3 && !memcmp(n0, "end", 3)) {
            if (overflow) {
                overflow--;
                continue;
            }
            if (top && nl - 3 == tl && !memcmp(n0 + 3, top, tl))
                depth--;
            continue;
        }
        if (in_raw || (in_comment && !(nl == 7 && !memcmp(n0, "comment", 7))))
            continue;
        bool is_block = false;
        for (int b = 0; blocks[b]; b++)
            if (strlen(blocks[b]) == nl && !memcmp(blocks[b], n0, nl))
                is_block = true;
        if (!is_block)
            continue;
        if (depth < max && !overflow) {
            names[depth] = n0;
            lens[depth++] = nl;
        } else
            overflow++;
    }
    return depth;
}

/* Excerpt#extract_excerpt of body (bl bytes) with separator sep (sl bytes, not empty): the excerpt source is
 * body[0..*cut) (false), or head's text (true: the Liquid blocks the separator cut closed, link reference
 * definitions of the rest appended). *warn: Jekyll's "Excerpt modified" warning is due (a block was closed). */
static bool extract_excerpt(const char *body, size_t bl, const char *sep, size_t sl, size_t *cut, sp_buf *head,
                            bool *warn)
{
    *warn = false;
    const char *hit = memmem(body, bl, sep, sl);
    const char *excerpt_src = body;
    size_t excerpt_len = hit ? (size_t)(hit - body) : bl;
    *cut = excerpt_len;
    const char *tail = hit ? hit + sl : NULL;
    size_t tail_len = hit ? bl - (size_t)(tail - body) : 0;
    if (!hit || tail_len == 0)
        return false;
    /* Excerpt#extract_excerpt: close Liquid blocks cut by the separator, then append the Markdown link
     * reference definitions of the rest that the excerpt uses */
    sp_buf_append(head, excerpt_src, excerpt_len);
    bool changed = false;
    if (memmem(head->data ? head->data : "", head->len, "{%", 2)) {
        static const char *const blocks[] = {"capture", "case",    "comment", "for",       "if",
                                             "ifchanged", "raw", "tablerow", "unless", "highlight", NULL};
        /* the tag names in order; each unclosed block gets "\n{% endNAME %}", last first */
        const char *names[256];
        size_t lens[256], nn = 0;
        const char *p = excerpt_src, *e = excerpt_src + excerpt_len;
        while (nn < 256 && (p = memmem(p, (size_t)(e - p), "{%", 2)) != NULL) {
            const char *q = p + 2;
            if (q < e && *q == '-')
                q++;
            while (q < e && isspace((unsigned char)*q))
                q++;
            const char *n0 = q;
            while (q < e && (isalnum((unsigned char)*q) || *q == '_'))
                q++;
            const char *close = memmem(q, (size_t)(e - q), "%}", 2);
            if (!close)
                break;
            if (q > n0) {
                names[nn] = n0;
                lens[nn++] = (size_t)(q - n0);
            }
            p = close + 2;
        }
        for (size_t k = nn; k-- > 0;) {
            bool is_block = false;
            for (int bi = 0; blocks[bi]; bi++)
                if (strlen(blocks[bi]) == lens[k] && !memcmp(blocks[bi], names[k], lens[k]))
                    is_block = true;
            if (!is_block)
                continue;
            /* %r!{%-?\s*endNAME.*?\s*-?%}!m anywhere in head */
            char endname[80];
            snprintf(endname, sizeof endname, "end%.*s", (int)lens[k], names[k]);
            bool closed = false;
            const char *h = head->data, *he = head->data + head->len;
            while (!closed && (h = memmem(h, (size_t)(he - h), "{%", 2)) != NULL) {
                const char *q = h + 2;
                if (q < he && *q == '-')
                    q++;
                while (q < he && isspace((unsigned char)*q))
                    q++;
                if ((size_t)(he - q) >= strlen(endname) && !memcmp(q, endname, strlen(endname)) &&
                    memmem(q, (size_t)(he - q), "%}", 2))
                    closed = true;
                h += 2;
            }
            if (!closed) {
                sp_buf_printf(head, "\n{%% %s %%}", endname);
                changed = true;
            }
        }
        /* Jekyll's rule above looks for an end tag of the same name anywhere in the head, so a head where one
         * `if` is closed and a later one is cut ("{% if a %}x{% endif %} {% if b %}y") stays unclosed and the
         * build fails in Jekyll. When the head is still not balanced, close what Liquid's nesting leaves open
         * instead (the same closers wherever Jekyll's rule works): a cut block never breaks the build. */
        const char *open[64];
        size_t open_len[64];
        if (open_blocks(head->data, head->len, open, open_len, 64) != 0) {
            head->len = 0;
            sp_buf_append(head, excerpt_src, excerpt_len);
            size_t no = open_blocks(head->data, head->len, open, open_len, 64);
            sp_buf closers = SP_BUF_INIT; /* apart: the names point into head, which the appends move */
            for (size_t k = no; k-- > 0;)
                sp_buf_printf(&closers, "\n{%% end%.*s %%}", (int)open_len[k], open[k]);
            sp_buf_append(head, closers.data ? closers.data : "", closers.len);
            sp_buf_free(&closers);
            changed = true;
        }
        *warn = changed;
    }
    /* ^ {0,3}(\[[^\]]+\])(:.+)$ lines of the tail whose [label] the head contains */
    sp_buf defs = SP_BUF_INIT;
    const char *p = tail, *e = tail + tail_len;
    while (p < e) {
        const char *eol = memchr(p, '\n', (size_t)(e - p));
        const char *le = eol ? eol : e;
        const char *q = p;
        int sp = 0;
        while (q < le && *q == ' ' && sp < 4) {
            q++;
            sp++;
        }
        if (sp <= 3 && q < le && *q == '[') {
            const char *rb = q + 1;
            while (rb < le && *rb != ']')
                rb++;
            if (rb < le && rb > q + 1 && rb + 2 <= le && rb[1] == ':' && rb + 2 < le) {
                size_t ll = (size_t)(rb + 1 - q);
                if (memmem(head->data, head->len, q, ll)) {
                    if (defs.len)
                        sp_buf_putc(&defs, '\n');
                    sp_buf_append(&defs, q, (size_t)(le - q));
                }
            }
        }
        p = eol ? eol + 1 : e;
    }
    if (defs.len) {
        sp_buf_puts(head, "\n\n");
        sp_buf_append(head, defs.data, defs.len);
        changed = true;
    }
    sp_buf_free(&defs);
    return changed;
}

/* The excerpt separator d's excerpt source is cut at, into b: false when d has none (an empty
 * excerpt_separator, or an `excerpt` in its data: data["excerpt"] ||= ... keeps it) */
static bool excerpt_separator(sp_site *s, sp_doc *d, sp_buf *b)
{
    sp_value sep = sp_hash_at(d->page, "excerpt_separator");
    if (sp_is_nil(sep))
        sep = sp_hash_at(s->config, "excerpt_separator");
    sp_value_to_s(b, sep);
    return b->len != 0 && sp_is_nil(sp_hash_at(d->page, "excerpt"));
}

static void excerpt_warning(sp_site *s, const sp_doc *d)
{
    sp_site_warn(s, d->relpath, 0,
                 "Warning: Excerpt modified in %s! Found a Liquid block containing the excerpt separator.",
                 d->relpath);
}

static void lazy_excerpt(sp_site *s, sp_doc *d, const char *sep, size_t sl);

/* Document excerpt source (Excerpt#extract_excerpt), from the body as read. A lazy document's is made when its
 * text is read (lazy_read), with the separator of now; the warning is printed now all the same when the build
 * that kept its front matter found it due (sp_fm_text.excerpt_warned), as reading the text would. */
static void set_excerpt(sp_site *s, sp_doc *d)
{
    sp_buf b = SP_BUF_INIT;
    if (!excerpt_separator(s, d, &b)) {
        sp_buf_free(&b);
        return;
    }
    if (d->lazy) {
        lazy_excerpt(s, d, b.data, b.len);
        sp_buf_free(&b);
        return;
    }
    size_t cut;
    bool warn;
    sp_buf head = SP_BUF_INIT;
    if (extract_excerpt(d->src_body, d->src_body_len, b.data, b.len, &cut, &head, &warn)) {
        d->src_excerpt = sp_arena_strndup(s->arena, head.data, head.len);
        d->src_excerpt_len = head.len;
    } else {
        d->src_excerpt = d->src_body;
        d->src_excerpt_len = cut;
    }
    sp_buf_free(&head);
    sp_buf_free(&b);
    if (warn) {
        excerpt_warning(s, d);
        sp_site_fm_cache_excerpt_warned(s, d->fm_kept);
    }
}

/* Document#read_post_data for a post (and the path categories before it): categories from the folders above
 * _posts (pc) first, then defaults and front matter (merge_categories!); date, title and slug; the excerpt. */
static int post_fields(sp_site *s, sp_doc *d, const char *inner, bool draft, sp_value pc, sp_error *err)
{
    vals cats;
    vals_init(&cats);
    for (size_t i = 0; i < sp_array_len(pc); i++)
        vals_push(&cats, sp_array_get(pc, (int64_t)i), true);
    vals_union(s, &cats, sp_hash_at(d->page, "categories")); /* the path's | the defaults' and front matter's */
    sp_hash_setc(d->page, "categories", vals_array(s, &cats));
    if (post_data(s, d, inner, !draft, err) != 0)
        return -1;
    if (draft && sp_is_nil(sp_hash_at(d->page, "date"))) {
        /* Jekyll dates a draft by its file's mtime; a source has no mtimes (a git tree has none), so the
         * current clock stands in: a draft is then "in the future" exactly when site.time is fixed in the past,
         * as it is for a file edited before the build under a fixed `time:` */
        sp_time now = sp_time_in_zone(sp_time_now(), s->tz);
        s->inc_volatile = true; /* no two builds see the same clock */
        sp_hash_setc(d->page, "date", sp_time_value(now.sec, now.nsec, now.utc_offset));
    }
    set_excerpt(s, d);
    return 0;
}

static int read_post(sp_site *s, const sp_source_entry *e, const char *dir, const char *inner, bool draft,
                     sp_error *err)
{
    (void)dir;
    sp_doc *d = new_doc(s, SP_DOC_POST, e->path);
    d->collection = "posts";
    d->reldir = "_posts";
    d->draft = draft;
    /* categories from the folders above _posts (Document#categories_from_path) */
    sp_value pc = sp_array_new(s->arena, 2);
    const char *magic = draft ? "_drafts" : "_posts";
    sp_value cd = sp_hash_at(s->config, "collections_dir");
    const char *rel = e->path;
    if (cd.type == SP_STRING && cd.u.s.len && !strncmp(rel, cd.u.s.ptr, cd.u.s.len) && rel[cd.u.s.len] == '/')
        rel += cd.u.s.len + 1;
    if (strncmp(rel, magic, strlen(magic)) != 0) {
        const char *m = strstr(rel, magic);
        size_t n = m ? (size_t)(m - rel) : 0;
        size_t i = 0;
        while (i < n) {
            size_t j = i;
            while (j < n && rel[j] != '/')
                j++;
            if (j > i)
                sp_array_push(pc, sp_str(s->arena, rel + i, j - i));
            i = j + 1;
        }
    }
    if (read_doc(s, d, e, "posts", err) != 0)
        return -1;
    if (d->fm_error) {
        /* Document#read gave up before read_post_data: no date, title, slug or categories from the path, no
         * excerpt; Document#date is then site.time (a draft's mtime: the clock, as below) */
        if (sp_is_nil(sp_hash_at(d->page, "date"))) {
            sp_hash_setc(d->page, "date", sp_time_value(s->now.sec, s->now.nsec, s->now.utc_offset));
            s->inc_now_read = true;
        }
    } else if (post_fields(s, d, inner, draft, pc, err) != 0)
        return -1;
    sp_hash_setc(d->page, "draft", sp_bool(draft));
    /* Publisher#publish? */
    if (!published(d->page) && !s->opts->unpublished && !sp_truthy(sp_hash_at(s->config, "unpublished"))) {
        sp_site_log(s, 1, "Skipping: %s is not published (published: false)", e->path);
        s->skipped++;
        return 0;
    }
    sp_value date = sp_hash_at(d->page, "date");
    bool future = s->opts->future || sp_truthy(sp_hash_at(s->config, "future"));
    if (!future && date.type == SP_TIME && date.u.t.sec > s->now.sec) {
        s->inc_now_read = true; /* published once the time comes */
        sp_site_log(s, 0, "Skipping: %s has a future date", e->path);
        s->skipped++;
        return 0;
    }
    d->write = true;
    sp_site_add_doc(s, d);
    return 0;
}

static bool date_file_name(const char *inner)
{
    /* ^(?>.+/)*?(\d{2,4}-\d{1,2}-\d{1,2})-([^/]*)(\.[^.]+)$ on the path inside _posts */
    const char *n = base_name(inner);
    const char *p = n;
    int k = 0;
    while (isdigit((unsigned char)p[k]))
        k++;
    if (k < 2 || k > 4 || p[k] != '-')
        return false;
    p += k + 1;
    k = 0;
    while (isdigit((unsigned char)p[k]))
        k++;
    if (k < 1 || k > 2 || p[k] != '-')
        return false;
    p += k + 1;
    k = 0;
    while (isdigit((unsigned char)p[k]))
        k++;
    if (k < 1 || k > 2 || p[k] != '-')
        return false;
    p += k + 1;
    const char *dot = strrchr(p, '.');
    return dot && dot[1] != 0;
}

static int layouts_and_data(sp_site *s, sp_error *err);

static bool under(const char *path, const char *dir, size_t dl)
{
    return !strncmp(path, dir, dl) && path[dl] == '/';
}

/* The length of the first folder prefix of path (buf) that the entry filter rejects; 0 when the folders pass. */
static bool rejected_dir_reported(sp_site *s, const char *path, size_t upto, size_t *comp_end)
{
    char *dir = sp_arena_strndup(s->arena, path, upto);
    const char *slash = strrchr(dir, '/');
    const char *name = slash ? slash + 1 : dir;
    const char *why;
    if (entry_rejected(s, name, dir, true, &why)) {
        *comp_end = upto;
        return false;
    }
    return true;
}

/* A file outside the special folders: a page when it starts with front matter, else a static file. */
/* Utils.has_yaml_header? on entry e, reading only the first line: an image is not inflated or read whole to learn
 * that it is a static file. The first 256 bytes settle it unless they are "---" and blanks with no line end yet,
 * when the whole file is read. A blob the disk cache knows to be static is not read at all. */
static int front_matter_check(sp_site *s, const sp_source_entry *e, bool *fm, sp_error *err)
{
    if (e->has_oid && sp_site_cache_known_static(s, e->oid)) {
        sp_site_cache_note_static(s, e->oid);
        *fm = false;
        return 0;
    }
    unsigned char key[20];
    bool keep;
    if (cache_key(s, e, key, &keep) && sp_site_fm_cache_header(s, e->path, key)) { /* a page before: not read now */
        *fm = true;
        return 0;
    }
    sp_buf hb = SP_BUF_INIT;
    if (sp_source_read_prefix(s->src, e->path, 256, &hb, err) != 0) {
        sp_buf_free(&hb);
        return -1;
    }
    if (hb.len >= 256 && memcmp(hb.data, "---", 3) == 0 && !memchr(hb.data, '\n', hb.len)) {
        hb.len = 0;
        if (sp_source_read(s->src, e->path, &hb, err) != 0) {
            sp_buf_free(&hb);
            return -1;
        }
    }
    *fm = sp_site_has_yaml_header(hb.data ? hb.data : "", hb.len);
    sp_buf_free(&hb);
    if (!*fm && e->has_oid)
        sp_site_cache_note_static(s, e->oid);
    return 0;
}

static int read_page_or_static(sp_site *s, const sp_source_entry *e, sp_error *err)
{
    const char *path = e->path;
    bool fm = false;
    if (front_matter_check(s, e, &fm, err) != 0)
        return -1;
    if (!fm) {
        add_static(s, e, path);
        return 0;
    }
    sp_doc *d = new_doc(s, SP_DOC_PAGE, path);
    if (read_doc(s, d, e, "pages", err) != 0)
        return -1;
    if (!published(d->page) && !s->opts->unpublished && !sp_truthy(sp_hash_at(s->config, "unpublished"))) {
        sp_site_log(s, 1, "Skipping: %s is not published (published: false)", path);
        s->skipped++;
        return 0;
    }
    d->write = true;
    sp_site_add_doc(s, d);
    sp_site_sass_early_queue(s, d);
    return 0;
}

int sp_site_read(sp_site *s, sp_error *err)
{
    sp_value seen = sp_hash_new(s->arena, 64); /* pages and static files read by the walk */
    /* the site is read through its links (a git tree lists them as links; a folder source already follows
     * them), as Jekyll reads through links; the view lives in the site's arena */
    sp_source *view = NULL;
    if (sp_source_follow_links(s->src, s->arena, &view, err) != 0)
        return -1;
    s->src = view;
    if (sp_source_list(s->src, &s->entries, &s->nentries, err) != 0)
        return -1;
    if (layouts_and_data(s, err) != 0)
        return -1;
    sp_site_spill_open_sources(s); /* a large site's source texts are kept out of the heap (read_doc) */
    sp_value cdir = sp_hash_at(s->config, "collections_dir");
    const char *collections_dir = cdir.type == SP_STRING ? cdir.u.s.ptr : "";
    bool show_drafts = s->opts->drafts || sp_truthy(sp_hash_at(s->config, "show_drafts"));
    sp_value colls = sp_hash_at(s->config, "collections");
    sp_value dir_verdicts = sp_hash_new(s->arena, 64); /* folder path -> why it is rejected, or false */
    const char *last_rejected = "";
    size_t last_rejected_len = 0;
    for (size_t i = 0; i < s->nentries; i++) {
        const sp_source_entry *e = &s->entries[i];
        const char *path = e->path;
        /* walk the components as read_directories does */
        const char *why = NULL;
        bool rejected = false;
        const char *magic = NULL; /* "_posts" / "_drafts" component found */
        size_t magic_at = 0;
        char *buf = sp_arena_strdup(s->arena, path);
        for (char *p = buf;;) {
            char *slash = strchr(p, '/');
            bool is_dir = slash != NULL;
            if (slash)
                *slash = 0;
            if (is_dir && (!strcmp(p, "_posts") || !strcmp(p, "_drafts"))) {
                magic = !strcmp(p, "_posts") ? "_posts" : "_drafts";
                magic_at = (size_t)(p - buf);
                if (slash)
                    *slash = '/';
                break;
            }
            /* a folder's verdict is the same for every file in it: asked once per folder (EntryFilter on
             * each folder as read_directories walks it) */
            sp_value seen_dir;
            bool rej;
            if (is_dir && sp_hash_getc(dir_verdicts, buf, &seen_dir)) {
                rej = seen_dir.type == SP_STRING;
                if (rej)
                    why = seen_dir.u.s.ptr;
            } else {
                rej = entry_rejected(s, p, buf, is_dir, &why);
                if (is_dir)
                    sp_hash_setc(dir_verdicts, sp_arena_strdup(s->arena, buf),
                                 rej ? sp_cstr(s->arena, why) : sp_bool(false));
            }
            if (rej) {
                rejected = true;
                if (slash)
                    *slash = '/';
                break;
            }
            if (!slash)
                break;
            *slash = '/';
            p = slash + 1;
        }
        /* collections: _label folders (under collections_dir) */
        const char *rel_c = path;
        size_t cdl = strlen(collections_dir);
        bool in_cdir = cdl == 0 || (under(path, collections_dir, cdl));
        if (cdl && in_cdir)
            rel_c = path + cdl + 1;
        if (in_cdir && rel_c[0] == '_') {
            const char *sl = strchr(rel_c, '/');
            if (sl) {
                size_t ll = (size_t)(sl - rel_c - 1);
                char *label = sp_arena_strndup(s->arena, rel_c + 1, ll);
                sp_value meta;
                if (strcmp(label, "posts") && sp_hash_getc(colls, label, &meta)) {
                    const char *inner = sl + 1;
                    /* Collection#filtered_entries: EntryFilter on the path inside the folder */
                    if (entry_rejected(s, inner, inner, false, &why)) {
                        sp_site_log(s, 1, "Skipping: %s (%s)", path, why);
                        s->skipped++;
                        continue;
                    }
                    if (e->mode == SP_MODE_LINK) {
                        sp_site_log(s, 0, "Skipping: %s is a symbolic link " LINK_WHY, path);
                        s->skipped++;
                        continue;
                    }
                    bool write = sp_truthy(sp_hash_at(meta, "output"));
                    bool fm = false;
                    if (front_matter_check(s, e, &fm, err) != 0)
                        return -1;
                    if (fm) {
                        sp_doc *d = new_doc(s, SP_DOC_DOCUMENT, path);
                        d->collection = label;
                        d->reldir = sp_arena_printf(s->arena, "_%s", label);
                        const char *dext = ext_of(base_name(inner));
                        bool yaml_doc = !strcmp(dext, ".yml") || !strcmp(dext, ".yaml");
                        if ((yaml_doc ? read_yaml_doc(s, d, e, err) : read_doc(s, d, e, label, err)) != 0)
                            return -1;
                        d->fm_error |= yaml_doc; /* as for bad front matter: no read_post_data */
                        /* populate_title: DATE_FILENAME_MATCHER on any document's path gives its date,
                         * slug and title as for posts */
                        if (!d->fm_error && post_data(s, d, inner, date_file_name(inner), err) != 0)
                            return -1;
                        if (!sp_truthy(sp_hash_at(d->page, "draft"))) /* Document#draft?: data["draft"] ||= */
                            sp_hash_setc(d->page, "draft", sp_bool(false));
                        if (!d->fm_error)
                            set_excerpt(s, d);
                        if (!published(d->page) && !s->opts->unpublished) {
                            sp_site_log(s, 1, "Skipping: %s is not published", path);
                            s->skipped++;
                            continue;
                        }
                        /* Document#write?: collection.write? && publisher.publish?(self): a future document
                         * is listed in site.LABEL and rendered, but not written without --future */
                        sp_value date = sp_hash_at(d->page, "date");
                        bool future = s->opts->future || sp_truthy(sp_hash_at(s->config, "future"));
                        if (write && !future && date.type == SP_TIME && date.u.t.sec > s->now.sec) {
                            s->inc_now_read = true;
                            sp_site_log(s, 1, "Skipping: %s has a future date (listed in site.%s, not written)",
                                        path, label);
                            write = false;
                        }
                        d->write = write;
                        sp_site_add_doc(s, d);
                    } else if (write) {
                        /* StaticFile#url for collections: the collection's template with :path */
                        const char *out = sp_site_collection_static_url(s, label, inner);
                        if (!sp_path_is_safe(out, strlen(out)))
                            return sp_error_set(err, SP_ERR_INPUT, path, 0, 0,
                                                "the collection permalink gives the unsafe output path \"%s\"", out);
                        add_static_in(s, e, out, label);
                    } else {
                        add_unwritten(s, e, label);
                    }
                    continue;
                }
            }
        }
        if (magic && !rejected) {
            const char *inner = path + magic_at + strlen(magic) + 1;
            char *dir = sp_arena_strndup(s->arena, path, magic_at ? magic_at - 1 : 0);
            if (cdl && !(under(dir, collections_dir, cdl) || !strcmp(dir, collections_dir)))
                continue; /* outside_configured_directory? */
            if (entry_rejected(s, inner, path, false, &why)) {
                sp_site_log(s, 1, "Skipping: %s (%s)", path, why);
                s->skipped++;
                continue;
            }
            if (e->mode == SP_MODE_LINK) {
                sp_site_log(s, 0, "Skipping: %s is a symbolic link " LINK_WHY, path);
                s->skipped++;
                continue;
            }
            if (!strcmp(magic, "_posts")) {
                if (!date_file_name(inner)) {
                    sp_site_log(s, 1, "Skipping: %s (not named YYYY-MM-DD-title.ext)", path);
                    s->skipped++;
                    continue;
                }
                if (read_post(s, e, dir, inner, false, err) != 0)
                    return -1;
            } else {
                if (!show_drafts) {
                    sp_site_log(s, 1, "Skipping: %s is a draft (use --drafts)", path);
                    s->skipped++;
                    continue;
                }
                if (!strrchr(base_name(inner), '.'))
                    continue;
                if (read_post(s, e, dir, inner, true, err) != 0)
                    return -1;
            }
            continue;
        }
        if (rejected) {
            /* a rejected folder is reported once, not file by file */
            size_t comp_end = 0;
            for (const char *q = buf; *q; q++)
                if (*q == '/' && !rejected_dir_reported(s, buf, (size_t)(q - buf), &comp_end))
                    break;
            if (comp_end && strlen(path) > comp_end) {
                if (last_rejected_len == comp_end && !strncmp(last_rejected, path, comp_end))
                    continue;
                last_rejected = path;
                last_rejected_len = comp_end;
                if (path[0] != '_' || !strchr(path, '/')) {
                    sp_site_log(s, 1, "Skipping: %.*s/ (%s)", (int)comp_end, path, why);
                    s->skipped++;
                }
                continue;
            }
            if (strncmp(path, "_layouts/", 9) && strncmp(path, "_includes/", 10) && strncmp(path, "_data/", 6) &&
                strncmp(path, "_plugins/", 9) && strcmp(path, "_config.yml")) {
                sp_site_log(s, 1, "Skipping: %s (%s)", path, why);
                s->skipped++;
            }
            continue;
        }
        if (e->mode == SP_MODE_LINK) {
            sp_site_log(s, 0, "Skipping: %s is a symbolic link " LINK_WHY, path);
            s->skipped++;
            continue;
        }
        if (read_page_or_static(s, e, err) != 0)
            return -1;
        sp_hash_setc(seen, path, sp_bool(true));
    }
    /* Reader#read_included_excludes: a file named in `include` is read even inside a folder the walk skipped */
    sp_value inc = sp_hash_at(s->config, "include");
    for (size_t k = 0; k < sp_array_len(inc); k++) {
        sp_value p = sp_array_get(inc, (int64_t)k);
        if (p.type != SP_STRING || !strchr(p.u.s.ptr, '/'))
            continue;
        const char *want = p.u.s.ptr + (p.u.s.ptr[0] == '/');
        if (sp_hash_getc(seen, want, NULL))
            continue;
        for (size_t i = 0; i < s->nentries; i++) {
            if (strcmp(s->entries[i].path, want) || s->entries[i].mode == SP_MODE_LINK)
                continue;
            if (read_page_or_static(s, &s->entries[i], err) != 0)
                return -1;
            sp_hash_setc(seen, want, sp_bool(true));
        }
    }
    return 0;
}

/* ---- lazy bodies (site_internal.h) ---- */

struct sp_doc_lazy {
    sp_site *site;
    const char *path;       /* the source path (the entry's) */
    sp_fm_text t;           /* the text's shape, from the front matter cache */
    bool by_mtime;          /* keyed by its mtime (a folder's file), not by a blob id */
    const char *sep;        /* the excerpt separator (the site's arena), or NULL: no excerpt */
    size_t sep_len;
    char *pre;              /* its bytes as sp_site_docs_load's threads read them (malloc'd), taken by lazy_read */
    size_t pre_len;
    atomic_bool loaded;     /* the fields below are set (released under lazy_lock) */
    bool failed;            /* the text could not be read (the site's lazy_err) */
    char *text;             /* the file's bytes (malloc'd, NUL-terminated) */
    const char *excerpt;    /* the excerpt source: in text, or excerpt_own */
    size_t excerpt_len;
    char *excerpt_own;      /* malloc'd: a modified excerpt (Liquid blocks closed, definitions appended) */
    sp_doc_lazy *next;      /* the site's lazy_loaded list */
};

/* Loads may come from any thread: one lock for all of them (they are rare while rendering: the documents that
 * render are read up front, sp_site_docs_load). The site's arena is not used (not thread-safe). */
static pthread_mutex_t lazy_lock = PTHREAD_MUTEX_INITIALIZER;
/* page.content and page.excerpt of a text not read yet (sp_site_doc_content_start): replaced by the loads */
static const char lazy_stub[1] = "";

static sp_doc_lazy *lazy_new(sp_site *s, sp_doc *d, const sp_source_entry *e, const sp_fm_text *t)
{
    (void)d;
    sp_doc_lazy *z = sp_arena_calloc(s->arena, 1, sizeof *z);
    z->site = s;
    z->path = e->path;
    z->t = *t;
    z->by_mtime = !e->has_oid;
    atomic_init(&z->loaded, false);
    return z;
}

static void lazy_excerpt(sp_site *s, sp_doc *d, const char *sep, size_t sl)
{
    d->lazy->sep = sp_arena_strndup(s->arena, sep, sl);
    d->lazy->sep_len = sl;
    if (d->lazy->t.excerpt_warned) {
        excerpt_warning(s, d);
        sp_site_fm_cache_excerpt_warned(s, d->fm_kept);
    }
}

/* Read z's text once (any thread): true when it is there */
static bool lazy_read(sp_doc_lazy *z)
{
    if (!atomic_load_explicit(&z->loaded, memory_order_acquire)) {
        pthread_mutex_lock(&lazy_lock);
        if (!atomic_load_explicit(&z->loaded, memory_order_relaxed)) {
            sp_site *s = z->site;
            sp_buf b = SP_BUF_INIT;
            sp_error e;
            sp_error_clear(&e);
            int rc = 0;
            if (z->pre) { /* read ahead (sp_site_docs_load) */
                b = (sp_buf){z->pre, z->pre_len, z->pre_len + 1};
                z->pre = NULL;
            } else {
                rc = sp_source_read(s->src, z->path, &b, &e);
            }
            if (rc == 0 && b.len != z->t.len && z->by_mtime) {
                /* a folder's file written since the walk (a blob id names one text): its body as it is now */
                const char *text = b.data ? b.data : "", *fm, *body;
                size_t fml, bl;
                int fl, bline;
                sp_fm_text t = {.len = (uint32_t)b.len, .fm_line = 1, .body_line = 1};
                if (sp_site_split_front_matter(text, b.len, &fm, &fml, &body, &bl, &fl, &bline))
                    t = text_shape(text, b.len, fm, fml, fl, body, bl, bline);
                else
                    t.body_off = (uint32_t)sp_site_bom_len(text, b.len);
                t.body_len = (uint32_t)b.len - t.body_off;
                z->t = t;
                sp_site_log(s, 1, "Reading: %s changed while it was built (the next build reads it again)", z->path);
            }
            if (rc == 0 && b.len != z->t.len)
                rc = sp_error_set(&e, SP_ERR_INTERNAL, z->path, 0, 0,
                                  "the file is %zu bytes, not the %u its front matter cache entry says (blob ids "
                                  "name one text); remove the disk cache folder's incremental-fm and build again",
                                  b.len, (unsigned)z->t.len);
            if (rc == 0) {
                z->text = sp_buf_detach(&b);
                const char *body = z->text + z->t.body_off;
                z->excerpt = body;
                if (z->sep) {
                    size_t cut;
                    bool warn; /* printed when the document was read (lazy_excerpt) */
                    sp_buf head = SP_BUF_INIT;
                    if (extract_excerpt(body, z->t.body_len, z->sep, z->sep_len, &cut, &head, &warn)) {
                        z->excerpt_len = head.len;
                        z->excerpt = z->excerpt_own = sp_buf_detach(&head);
                    } else {
                        z->excerpt_len = cut;
                    }
                    sp_buf_free(&head);
                }
                z->next = s->lazy_loaded;
                s->lazy_loaded = z;
            } else {
                sp_buf_free(&b);
                z->failed = true;
                if (!s->lazy_failed) {
                    s->lazy_err = e;
                    s->lazy_failed = true;
                }
            }
            atomic_store_explicit(&z->loaded, true, memory_order_release);
        }
        pthread_mutex_unlock(&lazy_lock);
    }
    return !z->failed;
}

/* The front matter (fm) or the body of a lazy document, read now when it was not; the stand-in when it cannot be
 * read (the shape is looked at after the read: a folder's file written since its walk has a new one) */
static const char *lazy_part(const sp_doc *d, bool fm, size_t *len)
{
    sp_doc_lazy *z = d->lazy;
    if (!lazy_read(z)) {
        *len = 0;
        return lazy_stub;
    }
    *len = fm ? z->t.fm_len : z->t.body_len;
    return z->text + (fm ? z->t.fm_off : z->t.body_off);
}

const char *sp_site_doc_body(const sp_doc *d, size_t *len)
{
    if (d->lazy)
        return lazy_part(d, false, len);
    *len = d->src_body_len;
    sp_site_spill_source_read(d->src_body); /* its pages are dropped again before long */
    return d->src_body;
}

const char *sp_site_doc_fm(const sp_doc *d, size_t *len)
{
    if (d->lazy)
        return lazy_part(d, true, len);
    *len = d->src_fm ? d->fm_len : 0;
    return d->src_fm;
}

const char *sp_site_doc_excerpt(const sp_doc *d, size_t *len)
{
    if (!d->lazy) {
        *len = d->src_excerpt ? d->src_excerpt_len : 0;
        return d->src_excerpt;
    }
    *len = 0;
    if (!d->lazy->sep)
        return NULL;
    if (!lazy_read(d->lazy))
        return lazy_stub;
    *len = d->lazy->excerpt_len;
    return d->lazy->excerpt;
}

bool sp_site_doc_has_excerpt(const sp_doc *d) { return d->lazy ? d->lazy->sep != NULL : d->src_excerpt != NULL; }

size_t sp_site_doc_body_size(const sp_doc *d) { return d->lazy ? d->lazy->t.body_len : d->src_body_len; }

static bool lazy_pending(const sp_doc *d)
{
    return d->lazy && !atomic_load_explicit(&d->lazy->loaded, memory_order_acquire);
}

sp_value sp_site_doc_content_start(const sp_doc *d)
{
    if (lazy_pending(d))
        return sp_str_ref(lazy_stub, 0);
    size_t len;
    const char *body = sp_site_doc_body(d, &len);
    return sp_str_ref(body, len);
}

sp_value sp_site_doc_excerpt_start(const sp_doc *d)
{
    if (!sp_site_doc_has_excerpt(d))
        return sp_nil();
    if (lazy_pending(d))
        return sp_str_ref(lazy_stub, 0);
    size_t len;
    const char *ex = sp_site_doc_excerpt(d, &len);
    return sp_str_ref(ex, len);
}

/* page[key] holds the stand-in: give it v */
static void unstub(sp_value page, const char *key, sp_value v)
{
    sp_value cur;
    if (sp_hash_getc(page, key, &cur) && cur.type == SP_STRING && cur.u.s.ptr == lazy_stub)
        sp_hash_setc(page, key, v);
}

int sp_site_doc_load(sp_doc *d, sp_error *err)
{
    if (!d->lazy)
        return 0;
    if (!lazy_read(d->lazy)) {
        if (err)
            *err = d->lazy->site->lazy_err;
        return -1;
    }
    if (!sp_is_hash(d->page))
        return 0;
    unstub(d->page, "content", sp_site_doc_content_start(d));
    if (d->lazy->sep)
        unstub(d->page, "excerpt", sp_site_doc_excerpt_start(d));
    return 0;
}

/* Whether sp_site_docs_load loads d: a lazy document the pass renders, not taken from the memo */
static bool pass_loads(const sp_doc *d) { return d->lazy && d->inc_mode != SP_INC_SKIP && !d->memo; }

/* sp_site_docs_load's readers: the texts of the documents in want[], read ahead into each one's pre (a read that
 * fails leaves it NULL: lazy_read reads it again, and fails, in document order) */
typedef struct prefetch {
    sp_site *s;
    sp_doc_lazy **want;
    size_t n;
    atomic_size_t next;
} prefetch;

static void *prefetch_worker(void *arg)
{
    prefetch *p = arg;
    for (size_t i; (i = atomic_fetch_add(&p->next, 1)) < p->n;) {
        sp_doc_lazy *z = p->want[i];
        sp_buf b = SP_BUF_INIT;
        sp_error e;
        sp_error_clear(&e);
        if (sp_source_read(p->s->src, z->path, &b, &e) == 0) {
            if (!b.data)
                sp_buf_append(&b, "", 0);
            z->pre_len = b.len;
            z->pre = sp_buf_detach(&b);
        }
        sp_buf_free(&b);
    }
    return NULL;
}

/* Read the texts of the documents that will load, in parallel (sources may be read from several threads at
 * once: reading is inflating a blob, for a git source); their loads, in document order, then take those bytes. */
static void docs_prefetch(sp_site *s)
{
    prefetch p = {s, calloc(s->ndocs + 1, sizeof(sp_doc_lazy *)), 0, 0};
    if (!p.want)
        abort();
    for (size_t i = 0; i < s->ndocs; i++) {
        sp_doc *d = s->docs[i];
        if (pass_loads(d) && !atomic_load(&d->lazy->loaded) && !d->lazy->pre)
            p.want[p.n++] = d->lazy;
    }
    int jobs = sp_site_jobs(s);
    if ((size_t)jobs > p.n / 2) /* a thread for at least two texts */
        jobs = (int)(p.n / 2);
    if (jobs > 1) {
        pthread_t t[16];
        int started = 0;
        for (int i = 0; i < jobs - 1 && i < 16; i++)
            if (pthread_create(&t[started], NULL, prefetch_worker, &p) == 0)
                started++;
        prefetch_worker(&p);
        for (int i = 0; i < started; i++)
            pthread_join(t[i], NULL);
    }
    free(p.want);
}

bool sp_site_doc_loaded(const sp_doc *d)
{
    sp_value cur;
    return !d->lazy || !sp_is_hash(d->page) || !sp_hash_getc(d->page, "content", &cur) || cur.type != SP_STRING ||
           cur.u.s.ptr != lazy_stub;
}

int sp_site_docs_load(sp_site *s, sp_error *err)
{
    docs_prefetch(s);
    int rc = 0;
    for (size_t i = 0; i < s->ndocs && rc == 0; i++) {
        sp_doc *d = s->docs[i];
        if (pass_loads(d) && sp_site_doc_load(d, err) != 0)
            rc = -1;
    }
    for (size_t i = 0; i < s->ndocs && rc != 0; i++) /* the texts read ahead for the loads after a failed one */
        if (s->docs[i]->lazy) {
            free(s->docs[i]->lazy->pre);
            s->docs[i]->lazy->pre = NULL;
        }
    return rc;
}

void sp_site_doc_set_body(sp_doc *d, const char *text, size_t len)
{
    if (d->lazy) { /* read now: the excerpt is the one of the text as read; the document is an ordinary one */
        sp_site_doc_load(d, NULL); /* a failure fails the build (lazy_failed) */
        size_t n;
        d->src_fm = sp_site_doc_fm(d, &n);
        d->src_excerpt = sp_site_doc_excerpt(d, &d->src_excerpt_len);
        d->lazy = NULL;
    }
    d->src_body = text;
    d->src_body_len = len;
}

void sp_site_lazy_free(sp_site *s)
{
    for (sp_doc_lazy *z = s->lazy_loaded; z; z = z->next) {
        free(z->text);
        free(z->excerpt_own);
        z->text = z->excerpt_own = NULL;
    }
    s->lazy_loaded = NULL;
}

/* ---- layouts and data ---- */

static char *sanitize_data_key(sp_arena *a, const char *name, size_t n)
{
    /* gsub(/[^\w\s-]+|.../, "").gsub(/\s+/, "_") (the lone-space rule approximated by trimming) */
    sp_buf b = SP_BUF_INIT;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)name[i];
        if (isalnum(c) || c == '_' || c == '-' || c >= 0x80)
            sp_buf_putc(&b, (char)c);
        else if (isspace(c)) {
            if (b.len && b.data[b.len - 1] != '_')
                sp_buf_putc(&b, '_');
        }
    }
    while (b.len && b.data[b.len - 1] == '_' && n && isspace((unsigned char)name[n - 1]))
        b.len--;
    char *r = sp_arena_strndup(a, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return r;
}

/* DataReader#read_data_to's order in a folder: Dir["*.{yaml,yml,json,csv,tsv}"] (each extension in turn, names
 * sorted) and then the subfolders (sorted), depth first. */
static int data_ext_rank(const char *name)
{
    static const char *const exts[] = {".yaml", ".yml", ".json", ".csv", ".tsv"};
    const char *ext = ext_of(name);
    for (int i = 0; i < 5; i++)
        if (!strcmp(ext, exts[i]))
            return i;
    return 5;
}

int sp_site_data_path_cmp(const char *a, const char *b)
{
    for (;;) {
        const char *sa = strchr(a, '/'), *sb = strchr(b, '/');
        size_t la = sa ? (size_t)(sa - a) : strlen(a), lb = sb ? (size_t)(sb - b) : strlen(b);
        if (la != lb || memcmp(a, b, la) || !sa != !sb) {
            if (!sa != !sb) /* a file before a folder */
                return sa ? 1 : -1;
            if (!sa) {
                int ra = data_ext_rank(a), rb = data_ext_rank(b);
                if (ra != rb)
                    return ra - rb;
            }
            int c = memcmp(a, b, la < lb ? la : lb);
            return c ? c : (la < lb ? -1 : la > lb);
        }
        if (!sa)
            return 0;
        a = sa + 1;
        b = sb + 1;
    }
}

static int data_entry_cmp(const void *x, const void *y)
{
    return sp_site_data_path_cmp((*(const sp_source_entry *const *)x)->path, (*(const sp_source_entry *const *)y)->path);
}

int sp_site_read_data_file(sp_site *s, sp_source *src, const char *path, const char *inner, sp_value data,
                           sp_error *err)
{
    const char *ext = ext_of(base_name(inner));
    bool yaml = !strcasecmp(ext, ".yml") || !strcasecmp(ext, ".yaml");
    bool json = !strcasecmp(ext, ".json");
    bool csv = !strcasecmp(ext, ".csv"), tsv = !strcasecmp(ext, ".tsv");
    if (!(yaml || json || csv || tsv))
        return 0;
    /* Dir["*..."] skips dot files at every level */
    bool dot = false;
    for (const char *p = inner; p; p = strchr(p, '/')) {
        if (*p == '/')
            p++;
        if (*p == '.')
            dot = true;
        if (!strchr(p, '/'))
            break;
    }
    if (dot)
        return 0;
    sp_value node = data;
    const char *p = inner;
    const char *sl;
    while ((sl = strchr(p, '/')) != NULL) {
        char *key = sanitize_data_key(s->arena, p, (size_t)(sl - p));
        sp_value child;
        if (!sp_hash_getc(node, key, &child) || !sp_is_hash(child)) {
            child = sp_hash_new(s->arena, 4);
            sp_hash_setc(node, key, child);
        }
        node = child;
        p = sl + 1;
    }
    char *key = sanitize_data_key(s->arena, p, strlen(p) - strlen(ext));
    sp_buf b = SP_BUF_INIT;
    if (sp_source_read(src, path, &b, err) != 0) {
        sp_buf_free(&b);
        return -1;
    }
    sp_value v = sp_nil();
    int rc;
    if (yaml || json) /* Jekyll 4.3's DataReader reads .json with SafeYAML too (`{"a": 1,}` loads) */
        rc = sp_yaml_load(s->arena, b.data ? b.data : "", b.len, path, 0, &v, err);
    else
        rc = sp_csv_load(s->arena, b.data ? b.data : "", b.len, csv ? ',' : '\t', path, &v, err);
    sp_buf_free(&b);
    if (rc != 0)
        return -1;
    sp_hash_setc(node, key, v);
    return 0;
}

static int layouts_and_data(sp_site *s, sp_error *err)
{
    sp_value ld = sp_hash_at(s->config, "layouts_dir");
    sp_value dd = sp_hash_at(s->config, "data_dir");
    const char *layouts_dir = ld.type == SP_STRING ? ld.u.s.ptr : "_layouts";
    const char *data_dir = dd.type == SP_STRING ? dd.u.s.ptr : "_data";
    size_t lln = strlen(layouts_dir), dln = strlen(data_dir);
    sp_value data = sp_hash_new(s->arena, 8);
    s->layouts = sp_arena_calloc(s->arena, s->nentries + 1, sizeof *s->layouts);
    const sp_source_entry **data_files = sp_arena_calloc(s->arena, s->nentries + 1, sizeof *data_files);
    size_t ndata = 0;
    for (size_t i = 0; i < s->nentries; i++) {
        const sp_source_entry *e = &s->entries[i];
        if (e->mode == SP_MODE_LINK) {
            if (under(e->path, layouts_dir, lln) || under(e->path, data_dir, dln))
                sp_site_log(s, 0, "Skipping: %s is a symbolic link " LINK_WHY, e->path);
            continue;
        }
        if (under(e->path, layouts_dir, lln)) {
            const char *inner = e->path + lln + 1;
            const char *why;
            if (!strchr(base_name(inner), '.') || entry_rejected(s, inner, inner, false, &why))
                continue;
            /* layout_name: file.split(".")[0..-2].join(".") */
            const char *lastdot = strrchr(inner, '.');
            sp_layout *l = &s->layouts[s->nlayouts++];
            l->name = sp_arena_strndup(s->arena, inner, (size_t)(lastdot - inner));
            l->relpath = e->path;
            sp_buf b = SP_BUF_INIT;
            if (sp_source_read(s->src, e->path, &b, err) != 0) {
                sp_buf_free(&b);
                return -1;
            }
            char *text = sp_arena_strndup(s->arena, b.data ? b.data : "", b.len);
            size_t len = b.len;
            sp_buf_free(&b);
            const char *fm, *body;
            size_t fml, bl;
            int fml_line, bline;
            l->data = sp_hash_new(s->arena, 2);
            l->body = text;
            l->body_len = len;
            l->body_line = 1;
            if (sp_site_split_front_matter(text, len, &fm, &fml, &body, &bl, &fml_line, &bline)) {
                int rc;
                bool anchored;
                l->data = yaml_hash(s, fm, fml, e->path, fml_line, err, &rc, &anchored);
                if (rc == -1 && front_matter_failed(s, e->path, false, err) == 0)
                    l->data = sp_hash_new(s->arena, 2);
                else if (rc)
                    return -1;
                l->body = body;
                l->body_len = bl;
                l->body_line = bline;
            }
            /* a later file with the same name (default.html vs default.md) replaces the earlier */
            for (size_t k = 0; k + 1 < s->nlayouts; k++)
                if (!strcmp(s->layouts[k].name, l->name)) {
                    s->layouts[k] = *l;
                    s->nlayouts--;
                    break;
                }
        } else if (under(e->path, data_dir, dln) && !sp_source_lower_path(s->src, e->path)) {
            /* read below in DataReader's order; a theme's data files are read by themselves and merged under the
             * site's (sp_site_theme_data) */
            data_files[ndata++] = e;
        }
    }
    qsort(data_files, ndata, sizeof *data_files, data_entry_cmp);
    for (size_t i = 0; i < ndata; i++)
        if (sp_site_read_data_file(s, s->src, data_files[i]->path, data_files[i]->path + dln + 1, data, err) != 0)
            return -1;
    if (sp_site_theme_data(s, &data, err) != 0)
        return -1;
    /* site.data is Site#site_data: config["data"] || data, so a `data:` key of the configuration (anything but
     * nil or false) replaces what the data folder holds */
    sp_value cfgdata = sp_hash_at(s->config, "data");
    if (sp_truthy(cfgdata))
        data = cfgdata;
    sp_hash_setc(s->site, "data", data);
    return 0;
}
