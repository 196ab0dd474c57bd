/* liquid_spec: run every liquid-spec YAML case under a folder against sitepub's Liquid engine.
 *
 *   liquid_spec DIR [-v] [-n SUBSTRING] [-w DUMPDIR]
 *
 * Reads each *.yml file (suite.yml gives defaults for its folder), renders each case and compares with
 * `expected`, `expected_pattern` or `errors` (parse_error / render_error / output). Prints one line per failing
 * case and, last, "N passed, N failed, N skipped" with the skip reasons counted. Cases are skipped only by the
 * `features` they declare (Ruby drops and types, Shopify-only behaviour) or by data that only Ruby can build
 * (`instantiate:` drops, template factories, Shopify resource-limit scores), never by name. Exit status 0 when
 * cases ran (whatever their results), 2 when none could be read. */
#include <dirent.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sitepub/liquid.h"
#include "sitepub/value.h"

static int verbose;
static const char *dump_dir; /* -w DIR: write DIR/N.got and DIR/N.want for each failing case */
static int dump_n;
static const char *only;
static int passed, failed, skipped;

typedef struct reason {
    char name[64];
    int count;
} reason;
static reason reasons[64];
static int nreasons;

static void skip(const char *why)
{
    skipped++;
    for (int i = 0; i < nreasons; i++)
        if (strcmp(reasons[i].name, why) == 0) {
            reasons[i].count++;
            return;
        }
    if (nreasons < 64) {
        snprintf(reasons[nreasons].name, sizeof reasons[nreasons].name, "%s", why);
        reasons[nreasons++].count = 1;
    }
}

/* Features that need Ruby objects or Shopify's own runtime. */
static const char *const unsupported_features[] = {
    "ruby_drops", "ruby_types", "drops", "drop_class_output", "binary_data", "template_factory",
    "shopify_filters", "shopify_tags", "shopify_objects", "shopify_resource_limits", "shopify_error_handling",
    "strict2_blank_body_errors", /* Liquid's strict2 parser mode, which sitepub does not have */
    NULL,
};

static const char *feature_unsupported(sp_value features)
{
    for (size_t i = 0; i < sp_array_len(features); i++) {
        sp_value f = sp_array_get(features, (int64_t)i);
        if (f.type != SP_STRING)
            continue;
        for (const char *const *u = unsupported_features; *u; u++)
            if (strlen(*u) == f.u.s.len && memcmp(*u, f.u.s.ptr, f.u.s.len) == 0)
                return *u;
    }
    return NULL;
}

static bool has_instantiate(sp_value v)
{
    switch (v.type) {
    case SP_STRING: return v.u.s.len >= 12 && memcmp(v.u.s.ptr, "instantiate:", 12) == 0;
    case SP_ARRAY:
        for (size_t i = 0; i < sp_array_len(v); i++)
            if (has_instantiate(sp_array_get(v, (int64_t)i)))
                return true;
        return false;
    case SP_HASH:
        for (size_t i = 0; i < sp_hash_len(v); i++) {
            const char *k;
            size_t kl;
            sp_value x;
            sp_hash_entry(v, i, &k, &kl, &x);
            if ((kl >= 12 && memcmp(k, "instantiate:", 12) == 0) || has_instantiate(x))
                return true;
        }
        return false;
    default: return false;
    }
}

/* filesystem resolver: the name, or the name + ".liquid" */
static int resolve(void *ud, sp_liquid_partial_kind kind, const char *name, size_t len, const char **src,
                   size_t *slen, const char **key, sp_error *err)
{
    sp_value fs = *(sp_value *)ud;
    sp_value v;
    char buf[600];
    if (fs.type == SP_HASH && (sp_hash_get(fs, name, len, &v) ||
                               (snprintf(buf, sizeof buf, "%.*s.liquid", (int)len, name) > 0 &&
                                sp_hash_get(fs, buf, strlen(buf), &v)))) {
        if (v.type == SP_STRING) {
            *src = v.u.s.ptr;
            *slen = v.u.s.len;
        } else {
            *src = "";
            *slen = 0;
        }
        *key = NULL;
        return 0;
    }
    /* the spec's file systems ignore case */
    for (size_t i = 0; fs.type == SP_HASH && i < sp_hash_len(fs); i++) {
        const char *k;
        size_t kl;
        sp_hash_entry(fs, i, &k, &kl, &v);
        if (v.type == SP_STRING && ((kl == len && strncasecmp(k, name, len) == 0) ||
                                    (kl == len + 7 && strncasecmp(k, name, len) == 0 && strcmp(k + len, ".liquid") == 0))) {
            *src = v.u.s.ptr;
            *slen = v.u.s.len;
            *key = NULL;
            return 0;
        }
    }
    return sp_error_set(err, SP_ERR_INPUT, NULL, 0, 0, "Could not find asset %.*s", (int)len, name);
}

static sp_liquid_error_mode mode_of(sp_value m, bool *ok)
{
    *ok = true;
    if (m.type == SP_ARRAY) {
        for (size_t i = 0; i < sp_array_len(m); i++) {
            bool k;
            sp_liquid_error_mode r = mode_of(sp_array_get(m, (int64_t)i), &k);
            if (k)
                return r;
        }
        *ok = false;
        return SP_LIQUID_LAX;
    }
    if (m.type != SP_STRING)
        return SP_LIQUID_LAX;
    const char *s = m.u.s.ptr;
    size_t n = m.u.s.len;
    if (n && *s == ':')
        s++, n--;
    if (n == 3 && !memcmp(s, "lax", 3))
        return SP_LIQUID_LAX;
    if (n == 4 && !memcmp(s, "warn", 4))
        return SP_LIQUID_WARN;
    if ((n == 6 && !memcmp(s, "strict", 6)) || (n == 7 && !memcmp(s, "strict2", 7)))
        return SP_LIQUID_STRICT;
    *ok = false;
    return SP_LIQUID_LAX;
}

/* Does text contain every pattern (case-insensitive)? Class-name patterns (Liquid::XError, NoMethodError,
 * SyntaxError) name Ruby's exception classes: they hold when an error of that phase happened. */
static bool contains_all(const char *text, sp_value pats, bool *classes_only)
{
    *classes_only = true;
    for (size_t i = 0; i < sp_array_len(pats); i++) {
        sp_value p = sp_array_get(pats, (int64_t)i);
        if (p.type != SP_STRING)
            continue;
        char pat[512];
        snprintf(pat, sizeof pat, "%.*s", (int)p.u.s.len, p.u.s.ptr);
        size_t pl = strlen(pat);
        bool cls = pl > 5 && strcmp(pat + pl - 5, "Error") == 0 && !strchr(pat, ' ');
        if (cls)
            continue;
        *classes_only = false;
        if (!strcasestr(text, pat))
            return false;
    }
    return true;
}

typedef struct defaults {
    sp_value render_errors;
    sp_value error_mode;
    sp_value features;
} defaults;

static void show_fail(const char *file, const char *name, const char *why, const char *got, const char *want)
{
    failed++;
    if (dump_dir) {
        char path[4096];
        dump_n++;
        snprintf(path, sizeof path, "%s/%d.got", dump_dir, dump_n);
        FILE *f = fopen(path, "wb");
        if (f) {
            fprintf(f, "%s", got);
            fclose(f);
        }
        snprintf(path, sizeof path, "%s/%d.want", dump_dir, dump_n);
        f = fopen(path, "wb");
        if (f) {
            fprintf(f, "%s", want ? want : "");
            fclose(f);
        }
        printf("[%d] ", dump_n);
    }
    if (verbose)
        printf("FAIL %s: %s: %s\n  got:  %s\n  want: %s\n", file, name, why, got, want ? want : "");
    else
        printf("FAIL %s: %s: %s\n", file, name, why);
}

static void run_case_here(const char *file, sp_value c, const defaults *d);
static int isolate; /* LIQUID_SPEC_ISOLATE=1: each case in a child process, so a crash (e.g. a sanitizer report)
                       is one failed case, not the end of the run */

static void run_case(const char *file, sp_value c, const defaults *d)
{
    if (!isolate) {
        run_case_here(file, c, d);
        return;
    }
    int fds[2];
    if (pipe(fds) != 0) {
        run_case_here(file, c, d);
        return;
    }
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        int p0 = passed, f0 = failed, s0 = skipped;
        int r0[64];
        for (int i = 0; i < 64; i++)
            r0[i] = i < nreasons ? reasons[i].count : 0;
        run_case_here(file, c, d);
        fflush(stdout);
        char msg[128] = "";
        if (passed > p0)
            snprintf(msg, sizeof msg, "P");
        else if (failed > f0)
            snprintf(msg, sizeof msg, "F");
        else if (skipped > s0) {
            for (int i = 0; i < nreasons; i++)
                if (i < 64 && reasons[i].count > r0[i])
                    snprintf(msg, sizeof msg, "S%.63s", reasons[i].name);
        } else
            snprintf(msg, sizeof msg, "N");
        if (write(fds[1], msg, strlen(msg)) < 0)
            _exit(3);
        _exit(0);
    }
    close(fds[1]);
    char buf[128];
    ssize_t n = read(fds[0], buf, sizeof buf - 1);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    buf[n > 0 ? n : 0] = 0;
    if (n <= 0) {
        sp_value namev = sp_hash_at(c, "name");
        failed++;
        printf("FAIL %s: %.*s: crashed (exit status %d; see stderr)\n", file,
               namev.type == SP_STRING ? (int)namev.u.s.len : 1, namev.type == SP_STRING ? namev.u.s.ptr : "?",
               WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    } else if (buf[0] == 'P')
        passed++;
    else if (buf[0] == 'F')
        failed++;
    else if (buf[0] == 'S')
        skip(buf + 1);
}

static void run_case_here(const char *file, sp_value c, const defaults *d)
{
    if (sp_truthy(sp_hash_at(c, "unloadable"))) {
        skip("YAML only Ruby loads (recursive alias)");
        return;
    }
    sp_value namev = sp_hash_at(c, "name");
    char name[512];
    snprintf(name, sizeof name, "%.*s", namev.type == SP_STRING ? (int)namev.u.s.len : 1,
             namev.type == SP_STRING ? namev.u.s.ptr : "?");
    if (only && !strstr(name, only))
        return;
    sp_value features = sp_hash_at(c, "features");
    const char *unsup = feature_unsupported(features);
    if (!unsup)
        unsup = feature_unsupported(d->features);
    if (unsup) {
        skip(unsup);
        return;
    }
    if (!sp_is_nil(sp_hash_at(c, "template_factory"))) {
        skip("template_factory");
        return;
    }
    if (!sp_is_nil(sp_hash_at(c, "resource_limits"))) {
        skip("shopify_resource_limits");
        return;
    }
    sp_value env = sp_hash_at(c, "environment");
    if (has_instantiate(env)) {
        skip("ruby_drops (instantiate:)");
        return;
    }
    sp_value tplv = sp_hash_at(c, "template");
    if (tplv.type != SP_STRING) {
        skip("no template");
        return;
    }
    bool mode_ok;
    sp_value em = sp_hash_at(c, "error_mode");
    if (sp_is_nil(em))
        em = d->error_mode;
    sp_liquid_error_mode mode = sp_is_nil(em) ? SP_LIQUID_LAX : mode_of(em, &mode_ok);
    if (!sp_is_nil(em) && !mode_ok) {
        skip("unknown error_mode");
        return;
    }
    sp_value re = sp_hash_at(c, "render_errors");
    if (sp_is_nil(re))
        re = d->render_errors;
    bool render_errors = re.type == SP_BOOL && re.u.b;
    sp_value fs = sp_hash_at(c, "filesystem");
    sp_value expected = sp_hash_at(c, "expected");
    sp_value pattern = sp_hash_at(c, "expected_pattern");
    sp_value errors = sp_hash_at(c, "errors");
    sp_value pe = sp_hash_at(errors, "parse_error"), rerrs = sp_hash_at(errors, "render_error"),
             oe = sp_hash_at(errors, "output");
    if (!sp_is_nil(oe))
        render_errors = true;
    if (!sp_is_nil(rerrs))
        render_errors = false;

    sp_liquid_parse_options po = {.error_mode = mode};
    /* liquid-spec runs with time frozen at 2024-01-01 00:01:58 UTC ("now" and "today" in the date cases) */
    static const sp_time frozen_now = {1704067318, 0, 0};
    sp_liquid_render_options ro = {
        .now = &frozen_now,
        .globals = env.type == SP_HASH ? env : sp_nil(),
        .render_errors = render_errors,
        .error_mode = mode,
        .resolve = resolve,
        .resolve_ud = &fs,
    };
    sp_error err;
    sp_error_clear(&err);
    sp_liquid_template *t = NULL;
    sp_buf out = SP_BUF_INIT;
    int prc = sp_liquid_parse(NULL, tplv.u.s.ptr, tplv.u.s.len, &po, &t, &err);
    int rrc = 0;
    if (prc == 0)
        rrc = sp_liquid_render(t, &ro, &out, &err);
    const char *got = prc < 0 || rrc < 0 ? err.message : sp_buf_cstr(&out);
    /* the expected text (strings from the YAML loader are NUL-terminated copies) */
    const char *want = expected.type == SP_STRING ? expected.u.s.ptr : "";
    size_t wantlen = expected.type == SP_STRING ? expected.u.s.len : 0;
    bool classes;
    if (!sp_is_nil(pe)) {
        if (prc == 0)
            show_fail(file, name, "expected a parse error", sp_buf_cstr(&out), "(parse error)");
        else if (!contains_all(err.message, pe, &classes))
            show_fail(file, name, "parse error message differs", err.message, "(patterns)");
        else
            passed++;
    } else if (!sp_is_nil(rerrs)) {
        if (prc < 0 || rrc == 0)
            show_fail(file, name, prc < 0 ? "parse error, expected a render error" : "expected a render error",
                      got, "(render error)");
        else if (!contains_all(err.message, rerrs, &classes))
            show_fail(file, name, "render error message differs", err.message, "(patterns)");
        else
            passed++;
    } else if (!sp_is_nil(oe)) {
        if (prc < 0 || rrc < 0)
            show_fail(file, name, "error, expected output", got, "(output with errors)");
        else if (!contains_all(sp_buf_cstr(&out), oe, &classes))
            show_fail(file, name, "output differs", sp_buf_cstr(&out), "(patterns)");
        else
            passed++;
    } else if (pattern.type == SP_STRING) {
        regex_t rx;
        char pat[1024];
        snprintf(pat, sizeof pat, "%.*s", (int)pattern.u.s.len, pattern.u.s.ptr);
        /* translate \d to [0-9] for POSIX ERE */
        char ere[2048];
        size_t o = 0;
        const char *pp = pat;
        if (strncmp(pp, "(?m)", 4) == 0)
            pp += 4; /* Ruby's multiline flag: '.' matches a newline, as POSIX regexec does by default */
        for (const char *p = pp; *p && o < sizeof ere - 8; p++) {
            if (p[0] == '\\' && p[1] == 'd') {
                memcpy(ere + o, "[0-9]", 5);
                o += 5;
                p++;
            } else
                ere[o++] = *p;
        }
        ere[o] = 0;
        if (regcomp(&rx, ere, REG_EXTENDED | REG_NOSUB) != 0)
            skip("bad expected_pattern");
        else {
            if (prc == 0 && rrc == 0 && regexec(&rx, sp_buf_cstr(&out), 0, NULL, 0) == 0)
                passed++;
            else
                show_fail(file, name, "output does not match pattern", got, pat);
            regfree(&rx);
        }
    } else if (expected.type == SP_STRING || sp_is_nil(expected)) {
        if (prc == 0 && rrc == 0 && out.len == wantlen && memcmp(sp_buf_cstr(&out), want, out.len) == 0)
            passed++;
        else
            show_fail(file, name, prc < 0 ? "parse error" : rrc < 0 ? "render error" : "output differs", got, want);
    } else {
        /* expected given as a non-string scalar (YAML int etc.) */
        sp_buf w = SP_BUF_INIT;
        sp_value_to_s(&w, expected);
        if (prc == 0 && rrc == 0 && strcmp(sp_buf_cstr(&w), sp_buf_cstr(&out)) == 0)
            passed++;
        else
            show_fail(file, name, "output differs", got, sp_buf_cstr(&w));
        sp_buf_free(&w);
    }
    sp_buf_free(&out);
    sp_liquid_template_free(t);
}

static int read_yaml_text(sp_arena *a, const char *path, const char *text, size_t len, sp_value *out, bool quiet)
{
    sp_buf b = {(char *)text, len, len};
    /* liquid-spec files hold Ruby symbols (`:lax`, `:foo`) that Jekyll's safe YAML load refuses: quote plain
     * scalars that start with ':' after "key: " or "- " so they load as strings. */
    sp_buf q = SP_BUF_INIT;
    const char *s = b.data ? b.data : "";
    size_t n = b.len;
    for (size_t i = 0; i < n;) {
        const char *nl = memchr(s + i, '\n', n - i);
        size_t e = nl ? (size_t)(nl - s) + 1 : n;
        const char *line = s + i;
        size_t ll = e - i;
        size_t k = 0;
        while (k < ll && line[k] == ' ')
            k++;
        size_t vstart = (size_t)-1;
        if (k + 1 < ll && line[k] == ':' && ((line[k + 1] >= 'a' && line[k + 1] <= 'z') || (line[k + 1] >= 'A' && line[k + 1] <= 'Z'))) {
            /* a symbol key ":key1: 1" */
            size_t j = k + 1;
            while (j < ll && !(line[j] == ':' && (j + 1 == ll || line[j + 1] == ' ' || line[j + 1] == '\n')))
                j++;
            if (j < ll) {
                sp_buf_append(&q, line, k);
                sp_buf_putc(&q, '"');
                sp_buf_append(&q, line + k, j - k);
                sp_buf_putc(&q, '"');
                sp_buf_append(&q, line + j, ll - j);
                i = e;
                continue;
            }
        }
        if (k + 2 < ll && line[k] == '-' && line[k + 1] == ' ')
            vstart = k + 2;
        else {
            for (size_t j = k; j + 1 < ll; j++) {
                if (line[j] == ':' && line[j + 1] == ' ') {
                    vstart = j + 2;
                    break;
                }
                if (line[j] == '"' || line[j] == '\'' || line[j] == '#')
                    break;
            }
        }
        while (vstart != (size_t)-1 && vstart < ll && line[vstart] == ' ')
            vstart++;
        if (vstart != (size_t)-1 && vstart + 1 < ll && line[vstart] == ':' &&
            ((line[vstart + 1] >= 'a' && line[vstart + 1] <= 'z') || (line[vstart + 1] >= 'A' && line[vstart + 1] <= 'Z') || line[vstart + 1] == '_')) {
            size_t ve = ll;
            while (ve > vstart && (line[ve - 1] == '\n' || line[ve - 1] == '\r' || line[ve - 1] == ' '))
                ve--;
            sp_buf_append(&q, line, vstart);
            sp_buf_putc(&q, '"');
            sp_buf_append(&q, line + vstart, ve - vstart);
            sp_buf_putc(&q, '"');
            sp_buf_append(&q, line + ve, ll - ve);
        } else
            sp_buf_append(&q, line, ll);
        i = e;
    }
    sp_error err;
    sp_error_clear(&err);
    int rc = sp_yaml_load(a, q.data ? q.data : "", q.len, path, 0, out, &err);
    sp_buf_free(&q);
    if (rc < 0 && !quiet) {
        char m[2048];
        fprintf(stderr, "liquid_spec: %s\n", sp_error_format(&err, m, sizeof m));
    }
    return rc;
}

static int read_yaml(sp_arena *a, const char *path, sp_value *out)
{
    sp_buf b = SP_BUF_INIT;
    if (sp_buf_read_file(&b, path) < 0) {
        fprintf(stderr, "liquid_spec: cannot read %s\n", path);
        return -1;
    }
    int rc = read_yaml_text(a, path, b.data ? b.data : "", b.len, out, true);
    if (rc < 0) {
        /* One case the YAML loader refuses (e.g. a recursive alias, which only Ruby can build) must not hide
         * the others: load the file case by case (top-level "- name:" items). */
        sp_value all = sp_array_new(a, 0);
        const char *s = b.data ? b.data : "";
        size_t n = b.len, i = 0, start = (size_t)-1;
        sp_buf head = SP_BUF_INIT;
        for (;;) {
            bool at_item = i < n && (i == 0 || s[i - 1] == '\n') && n - i > 8 && memcmp(s + i, "- name:", 7) == 0;
            if (at_item || i >= n) {
                if (start != (size_t)-1) {
                    sp_value one;
                    if (read_yaml_text(a, path, s + start, i - start, &one, true) == 0 && one.type == SP_ARRAY)
                        sp_array_push(all, sp_array_get(one, 0));
                    else {
                        sp_value bad = sp_hash_new(a, 1);
                        sp_hash_setc(bad, "unloadable", sp_bool(true));
                        sp_array_push(all, bad);
                    }
                }
                if (i >= n)
                    break;
                start = i;
            }
            i++;
        }
        sp_buf_free(&head);
        *out = all;
        rc = 0;
    }
    sp_buf_free(&b);
    return rc;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void run_dir(const char *dir, defaults d)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/suite.yml", dir);
    sp_arena *a = sp_arena_new(0);
    struct stat st;
    if (stat(path, &st) == 0) {
        sp_value suite;
        if (read_yaml(a, path, &suite) == 0) {
            sp_value def = sp_hash_at(suite, "defaults");
            if (!sp_is_nil(sp_hash_at(def, "render_errors")))
                d.render_errors = sp_hash_at(def, "render_errors");
            if (!sp_is_nil(sp_hash_at(def, "error_mode")))
                d.error_mode = sp_hash_at(def, "error_mode");
            if (!sp_is_nil(sp_hash_at(suite, "features")))
                d.features = sp_hash_at(suite, "features");
        }
    }
    DIR *dh = opendir(dir);
    if (!dh) {
        fprintf(stderr, "liquid_spec: cannot open %s\n", dir);
        sp_arena_free(a);
        return;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(dh))) {
        if (de->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 32;
            names = realloc(names, cap * sizeof *names);
        }
        names[n++] = strdup(de->d_name);
    }
    closedir(dh);
    qsort(names, n, sizeof *names, cmp_str);
    for (size_t i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            run_dir(path, d);
            continue;
        }
        size_t l = strlen(names[i]);
        if (l < 5 || strcmp(names[i] + l - 4, ".yml") != 0 || strcmp(names[i], "suite.yml") == 0)
            continue;
        sp_arena *fa = sp_arena_new(0);
        sp_value doc;
        if (read_yaml(fa, path, &doc) == 0) {
            defaults fd = d;
            sp_value specs = doc;
            if (doc.type == SP_HASH) {
                specs = sp_hash_at(doc, "specs");
                sp_value meta = sp_hash_at(doc, "_metadata");
                if (!sp_is_nil(sp_hash_at(meta, "render_errors")))
                    fd.render_errors = sp_hash_at(meta, "render_errors");
                sp_value ro = sp_hash_at(meta, "required_options");
                if (!sp_is_nil(sp_hash_at(ro, "error_mode")))
                    fd.error_mode = sp_hash_at(ro, "error_mode");
            }
            char rel[4096];
            snprintf(rel, sizeof rel, "%s", path);
            for (size_t k = 0; k < sp_array_len(specs); k++)
                run_case(rel, sp_array_get(specs, (int64_t)k), &fd);
        } else {
            failed++;
            printf("FAIL %s: cannot load the file\n", path);
        }
        sp_arena_free(fa);
    }
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    sp_arena_free(a);
}

int main(int argc, char **argv)
{
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0)
            verbose = 1;
        else if (strcmp(argv[i], "-w") == 0 && i + 1 < argc)
            dump_dir = argv[++i];
        else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            only = argv[++i];
        else
            dir = argv[i];
    }
    if (!dir) {
        fprintf(stderr, "usage: liquid_spec DIR [-v] [-n SUBSTRING] [-w DUMPDIR]\n");
        return 2;
    }
    const char *iso = getenv("LIQUID_SPEC_ISOLATE");
    isolate = iso && *iso == '1';
    defaults d = {sp_nil(), sp_nil(), sp_nil()};
    run_dir(dir, d);
    printf("%d passed, %d failed, %d skipped", passed, failed, skipped);
    if (nreasons) {
        printf(" (");
        for (int i = 0; i < nreasons; i++)
            printf("%s%s: %d", i ? ", " : "", reasons[i].name, reasons[i].count);
        printf(")");
    }
    printf("\n");
    /* failing cases are a measurement, not an error of the runner (the ratchet test compares the count) */
    return passed + failed + skipped > 0 ? 0 : 2;
}
