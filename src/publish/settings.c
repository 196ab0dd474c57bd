/* Publish settings (include/sitepub/publish.h): command line, then the `publish:` block of _config.yml, then
 * git config sitepub.*; keep globs; message templates and `date`'s format. */
#include <fnmatch.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <yaml.h>

#include "publish/internal.h"
#include "sitepub/publish.h"

/* ---- keep globs ---- */

/* Match glob against the whole of s[0..n): '*' and '?' stay within a segment, '**' crosses '/'. */
static bool glob_match(const char *g, const char *s, size_t n)
{
    while (*g) {
        if (g[0] == '*' && g[1] == '*') {
            g += 2;
            if (*g == '/' && (g[1] == '\0' || 1)) {
                /* "**" + "/" also matches zero folders */
                if (glob_match(g + 1, s, n))
                    return true;
            }
            for (size_t i = 0; i <= n; i++)
                if (glob_match(g, s + i, n - i))
                    return true;
            return false;
        }
        if (*g == '*') {
            g++;
            for (size_t i = 0; i <= n; i++) {
                if (glob_match(g, s + i, n - i))
                    return true;
                if (i < n && s[i] == '/')
                    break;
            }
            return false;
        }
        if (n == 0)
            return false;
        if (*g == '?') {
            if (*s == '/')
                return false;
        } else if (*g == '[') {
            const char *end = strchr(g + 1, ']');
            if (end == g + 1)
                end = strchr(g + 2, ']');
            if (!end) {
                if (*s != '[')
                    return false;
            } else {
                char cls[256], ch[2] = {*s, 0};
                size_t cl = (size_t)(end - g + 1);
                if (cl >= sizeof cls || *s == '/')
                    return false;
                memcpy(cls, g, cl);
                cls[cl] = '\0';
                if (fnmatch(cls, ch, 0) != 0)
                    return false;
                g = end;
            }
        } else {
            if (*g == '\\' && g[1])
                g++;
            if (*g != *s)
                return false;
        }
        g++;
        s++;
        n--;
    }
    return n == 0;
}

bool sp_keep_match(const char *glob, const char *path)
{
    while (*glob == '/')
        glob++;
    size_t gl = strlen(glob);
    char g[1024];
    if (gl >= sizeof g)
        return false;
    memcpy(g, glob, gl + 1);
    while (gl && g[gl - 1] == '/')
        g[--gl] = '\0';
    if (!gl)
        return false;
    size_t n = strlen(path);
    if (!strpbrk(g, "*?[\\")) /* a literal: the path itself or anything under it */
        return !strncmp(path, g, gl) && (path[gl] == '\0' || path[gl] == '/');
    return glob_match(g, path, n);
}

/* ---- dates and messages ---- */

void sp_format_date_like_date(sp_buf *out, int64_t when)
{
    time_t t = (time_t)when;
    struct tm tm;
    localtime_r(&t, &tm);
    static const char *const days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    char zone[64];
    strftime(zone, sizeof zone, "%Z", &tm);
    sp_buf_printf(out, "%s %s %2d %02d:%02d:%02d %s %d", days[tm.tm_wday % 7], months[tm.tm_mon % 12], tm.tm_mday,
                  tm.tm_hour, tm.tm_min, tm.tm_sec, zone, tm.tm_year + 1900);
}

void sp_publish_format_message(sp_buf *out, const char *tmpl, int64_t when, const char *source_commit,
                               const char *subject)
{
    for (const char *p = tmpl; *p; p++) {
        if (*p != '%' || !p[1]) {
            sp_buf_putc(out, *p);
            continue;
        }
        switch (p[1]) {
        case 'd':
            sp_format_date_like_date(out, when);
            break;
        case 'H':
            sp_buf_puts(out, source_commit ? source_commit : "");
            break;
        case 'h':
            sp_buf_printf(out, "%.7s", source_commit ? source_commit : "");
            break;
        case 's':
            sp_buf_puts(out, subject ? subject : "");
            break;
        case 'n':
            sp_buf_putc(out, '\n');
            break;
        case '%':
            sp_buf_putc(out, '%');
            break;
        default:
            sp_buf_putc(out, '%');
            sp_buf_putc(out, p[1]);
        }
        p++;
    }
}

/* ---- settings ---- */

static const char *dup_into(sp_arena *a, const char *s) { return s ? sp_arena_strdup(a, s) : NULL; }

static void add_keep(sp_publish_settings *s, sp_arena *a, const char *glob)
{
    if (!glob || !*glob)
        return;
    for (size_t i = 0; i < s->nkeep; i++)
        if (!strcmp(s->keep[i], glob))
            return;
    if (s->nkeep < SP_PUBLISH_MAX_KEEP)
        s->keep[s->nkeep++] = sp_arena_strdup(a, glob);
}

/* The publish: block of _config.yml, read with libyaml's event parser (only scalars and a list of scalars for
 * keep are meaningful there). */
typedef struct yaml_publish {
    const char *branch, *message, *remote, *token_env, *ssh_key;
    int notify; /* -1 unset */
    const char *keep[SP_PUBLISH_MAX_KEEP];
    size_t nkeep;
} yaml_publish;

static int yaml_bool(const char *v)
{
    static const char *const yes[] = {"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"};
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++)
        if (!strcmp(v, yes[i]))
            return 1;
    return 0;
}

typedef struct yreader {
    yaml_parser_t parser;
    sp_error *err;
    int failed;
} yreader;

/* Next event; on a parse error sets the error and returns 0. */
static int ynext(yreader *r, yaml_event_t *ev)
{
    if (r->failed)
        return 0;
    if (!yaml_parser_parse(&r->parser, ev)) {
        sp_error_set(r->err, SP_ERR_INPUT, "_config.yml", (int)r->parser.problem_mark.line + 1,
                     (int)r->parser.problem_mark.column + 1, "%s",
                     r->parser.problem ? r->parser.problem : "bad YAML");
        r->failed = 1;
        return 0;
    }
    return 1;
}

/* Skip the rest of the node that started with ev (already read; not deleted here). */
static int yskip(yreader *r, const yaml_event_t *start)
{
    if (start->type != YAML_MAPPING_START_EVENT && start->type != YAML_SEQUENCE_START_EVENT)
        return 1;
    int depth = 1;
    while (depth > 0) {
        yaml_event_t ev;
        if (!ynext(r, &ev))
            return 0;
        if (ev.type == YAML_MAPPING_START_EVENT || ev.type == YAML_SEQUENCE_START_EVENT)
            depth++;
        else if (ev.type == YAML_MAPPING_END_EVENT || ev.type == YAML_SEQUENCE_END_EVENT)
            depth--;
        else if (ev.type == YAML_STREAM_END_EVENT)
            depth = 0;
        yaml_event_delete(&ev);
    }
    return 1;
}

static void set_field(sp_arena *a, yaml_publish *yp, const char *key, const char *v)
{
    const char *val = sp_arena_strdup(a, v);
    if (!strcmp(key, "branch"))
        yp->branch = val;
    else if (!strcmp(key, "message"))
        yp->message = val;
    else if (!strcmp(key, "remote"))
        yp->remote = val;
    else if (!strcmp(key, "token_env"))
        yp->token_env = val;
    else if (!strcmp(key, "ssh_key"))
        yp->ssh_key = val;
    else if (!strcmp(key, "notify"))
        yp->notify = yaml_bool(val);
    else if (!strcmp(key, "keep") && *val && yp->nkeep < SP_PUBLISH_MAX_KEEP)
        yp->keep[yp->nkeep++] = val;
}

/* The publish mapping: its MAPPING_START was read. */
static int read_publish_map(yreader *r, sp_arena *a, yaml_publish *yp)
{
    for (;;) {
        yaml_event_t k, v;
        if (!ynext(r, &k))
            return 0;
        if (k.type == YAML_MAPPING_END_EVENT) {
            yaml_event_delete(&k);
            return 1;
        }
        char key[64] = "";
        if (k.type == YAML_SCALAR_EVENT)
            snprintf(key, sizeof key, "%s", (const char *)k.data.scalar.value);
        else if (!yskip(r, &k)) {
            yaml_event_delete(&k);
            return 0;
        }
        yaml_event_delete(&k);
        if (!ynext(r, &v))
            return 0;
        if (v.type == YAML_SCALAR_EVENT) {
            set_field(a, yp, key, (const char *)v.data.scalar.value);
        } else if (v.type == YAML_SEQUENCE_START_EVENT && !strcmp(key, "keep")) {
            for (;;) {
                yaml_event_t it;
                if (!ynext(r, &it)) {
                    yaml_event_delete(&v);
                    return 0;
                }
                if (it.type == YAML_SEQUENCE_END_EVENT) {
                    yaml_event_delete(&it);
                    break;
                }
                if (it.type == YAML_SCALAR_EVENT)
                    set_field(a, yp, "keep", (const char *)it.data.scalar.value);
                else if (!yskip(r, &it)) {
                    yaml_event_delete(&it);
                    yaml_event_delete(&v);
                    return 0;
                }
                yaml_event_delete(&it);
            }
        } else if (!yskip(r, &v)) {
            yaml_event_delete(&v);
            return 0;
        }
        yaml_event_delete(&v);
    }
}

static int read_yaml_publish(sp_arena *a, const char *bytes, size_t len, yaml_publish *yp, sp_error *err)
{
    yreader r;
    memset(&r, 0, sizeof r);
    r.err = err;
    yaml_parser_initialize(&r.parser);
    yaml_parser_set_input_string(&r.parser, (const unsigned char *)bytes, len);
    yaml_event_t ev;
    /* STREAM_START, DOCUMENT_START, then the root node */
    int ok = 1;
    while (ok && (ok = ynext(&r, &ev))) {
        yaml_event_type_t t = ev.type;
        yaml_event_delete(&ev);
        if (t == YAML_DOCUMENT_START_EVENT || t == YAML_STREAM_END_EVENT)
            break;
    }
    if (ok && ynext(&r, &ev)) {
        if (ev.type == YAML_MAPPING_START_EVENT) {
            for (;;) {
                yaml_event_t k, v;
                if (!ynext(&r, &k))
                    break;
                if (k.type == YAML_MAPPING_END_EVENT) {
                    yaml_event_delete(&k);
                    break;
                }
                int is_publish = k.type == YAML_SCALAR_EVENT && !strcmp((const char *)k.data.scalar.value, "publish");
                if (k.type != YAML_SCALAR_EVENT && !yskip(&r, &k)) {
                    yaml_event_delete(&k);
                    break;
                }
                yaml_event_delete(&k);
                if (!ynext(&r, &v))
                    break;
                int good = is_publish && v.type == YAML_MAPPING_START_EVENT ? read_publish_map(&r, a, yp)
                                                                            : yskip(&r, &v);
                yaml_event_delete(&v);
                if (!good)
                    break;
            }
        }
        yaml_event_delete(&ev);
    }
    yaml_parser_delete(&r.parser);
    return r.failed ? -1 : 0;
}

static const char *git_cfg_str(git_config *cfg, sp_arena *a, const char *name)
{
    git_buf b = {0};
    if (!cfg || git_config_get_string_buf(&b, cfg, name) < 0) {
        git_error_clear();
        return NULL;
    }
    const char *s = sp_arena_strdup(a, b.ptr);
    git_buf_dispose(&b);
    return s;
}

typedef struct keep_cb_ctx {
    sp_publish_settings *s;
    sp_arena *a;
} keep_cb_ctx;

static int keep_cb(const git_config_entry *e, void *payload)
{
    keep_cb_ctx *k = payload;
    add_keep(k->s, k->a, e->value);
    return 0;
}

int sp_publish_resolve_settings(git_repository *repo, sp_source *src, const sp_publish_options *o, sp_arena *a,
                                sp_publish_settings *s, sp_error *err)
{
    memset(s, 0, sizeof *s);
    yaml_publish yp;
    memset(&yp, 0, sizeof yp);
    yp.notify = -1;
    if (src) {
        const sp_source_entry *ents;
        size_t n;
        bool has_config = false;
        if (sp_source_list(src, &ents, &n, err) < 0)
            return -1;
        for (size_t i = 0; i < n; i++)
            if (!strcmp(ents[i].path, "_config.yml")) {
                has_config = true;
                break;
            }
        if (has_config) {
            sp_buf b = SP_BUF_INIT;
            if (sp_source_read(src, "_config.yml", &b, err) < 0 ||
                read_yaml_publish(a, b.data ? b.data : "", b.len, &yp, err) < 0) {
                sp_buf_free(&b);
                return -1;
            }
            sp_buf_free(&b);
        }
    }
    git_config *cfg = NULL;
    if (repo && git_repository_config_snapshot(&cfg, repo) < 0) {
        git_error_clear();
        cfg = NULL;
    }
#define PICK(field, yfield, key, dflt)                                                                           \
    do {                                                                                                         \
        s->field = o->field ? dup_into(a, o->field) : yp.yfield ? yp.yfield : git_cfg_str(cfg, a, key);         \
        if (!s->field || !*s->field)                                                                             \
            s->field = dflt;                                                                                     \
    } while (0)
    PICK(branch, branch, "sitepub.branch", "asf-site");
    PICK(message, message, "sitepub.message", "Build at %d");
    PICK(remote, remote, "sitepub.remote", "origin");
    PICK(token_env, token_env, "sitepub.tokenEnv", "SITEPUB_TOKEN");
    PICK(ssh_key, ssh_key, "sitepub.sshKey", NULL);
#undef PICK
    if (o->notify_set) {
        s->notify = o->notify;
    } else if (yp.notify >= 0) {
        s->notify = yp.notify;
    } else {
        int v = 0;
        if (cfg && git_config_get_bool(&v, cfg, "sitepub.notify") == 0)
            s->notify = v != 0;
        git_error_clear();
    }
    add_keep(s, a, ".asf.yaml");
    add_keep(s, a, "CNAME");
    add_keep(s, a, ".nojekyll");
    if (cfg) {
        keep_cb_ctx k = {s, a};
        git_config_get_multivar_foreach(cfg, "sitepub.keep", NULL, keep_cb, &k);
        git_error_clear();
    }
    for (size_t i = 0; i < yp.nkeep; i++)
        add_keep(s, a, yp.keep[i]);
    for (size_t i = 0; i < o->nkeep; i++)
        add_keep(s, a, o->keep[i]);
    git_config_free(cfg);
    if (!strncmp(s->branch, "refs/heads/", 11))
        s->branch += 11;
    if (git_reference_is_valid_name(sp_arena_printf(a, "refs/heads/%s", s->branch)) != 1)
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "'%s' is not a valid branch name", s->branch);
    return 0;
}
