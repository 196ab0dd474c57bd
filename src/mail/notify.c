/* notify.c: git-multimail's emails for one push (include/sitepub/mail.h).
 *
 * Follows git_multimail.py: Push.send_emails(), ReferenceChange/BranchChange/Revision, the templates, the
 * generic environment's configuration, filter_body (limit_linelength then limit_lines). */
#include "sitepub/mail.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "mail/mail_internal.h"
#include "sitepub/difftext.h"

#ifndef SITEPUB_VERSION
#define SITEPUB_VERSION "0"
#endif

/* ---- built-in templates (identical to templates/mail/<style>/) -------------------------------------------- */

static const char STOCK_REFCHANGE_INTRO[] =
    "This is an automated email from the git hooks/post-receive script.\n\n"
    "%(pusher)s pushed a change to %(refname_type)s %(short_refname)s\n"
    "in repository %(repo_shortname)s.\n\n";
static const char STOCK_REVISION_INTRO[] =
    "This is an automated email from the git hooks/post-receive script.\n\n"
    "%(pusher)s pushed a commit to %(refname_type)s %(short_refname)s\n"
    "in repository %(repo_shortname)s.\n\n";
static const char ASF_REFCHANGE_INTRO[] =
    "This is an automated email from the ASF dual-hosted git repository.\n\n"
    "%(pusher)s pushed a change to %(refname_type)s %(short_refname)s\n"
    "in repository %(repository_url)s\n\n";
static const char ASF_REVISION_INTRO[] =
    "This is an automated email from the ASF dual-hosted git repository.\n\n"
    "%(pusher)s pushed a commit to %(refname_type)s %(short_refname)s\n"
    "in repository %(repository_url)s\n\n";
static const char FOOTER[] =
    "\n-- \n"
    "To stop receiving notification emails like this one, please contact\n"
    "%(administrator)s.\n";

static const char REWIND_ONLY_TEMPLATE[] =
    "This update removed existing revisions from the reference, leaving the\n"
    "reference pointing at a previous point in the repository history.\n\n"
    " * -- * -- N   %(refname)s (%(newrev_short)s)\n"
    "            \\\n"
    "             O -- O -- O   (%(oldrev_short)s)\n\n"
    "Any revisions marked \"omit\" are not gone; other references still\n"
    "refer to them.  Any revisions marked \"discard\" are gone forever.\n";
static const char NON_FF_TEMPLATE[] =
    "This update added new revisions after undoing existing revisions.\n"
    "That is to say, some revisions that were in the old version of the\n"
    "%(refname_type)s are not in the new version.  This situation occurs\n"
    "when a user --force pushes a change and generates a repository\n"
    "containing something like this:\n\n"
    " * -- * -- B -- O -- O -- O   (%(oldrev_short)s)\n"
    "            \\\n"
    "             N -- N -- N   %(refname)s (%(newrev_short)s)\n\n"
    "You should already have received notification emails for all of the O\n"
    "revisions, and so the following emails describe only the N revisions\n"
    "from the common base, B.\n\n"
    "Any revisions marked \"omit\" are not gone; other references still\n"
    "refer to them.  Any revisions marked \"discard\" are gone forever.\n";
static const char NO_NEW_REVISIONS_TEMPLATE[] = "No new revisions were added by this update.\n";
static const char DISCARDED_REVISIONS_TEMPLATE[] = "This change permanently discards the following revisions:\n";
static const char NO_DISCARDED_REVISIONS_TEMPLATE[] =
    "The revisions that were on this %(refname_type)s are still contained in\n"
    "other references; therefore, this change does not discard any commits\n"
    "from the repository.\n";
static const char NEW_REVISIONS_TEMPLATE[] =
    "The %(tot)s revisions listed above as \"new\" are entirely new to this\n"
    "repository and will be described in separate emails.  The revisions\n"
    "listed as \"add\" were already present in the repository and have only\n"
    "been added to this reference.\n\n";
static const char TAG_CREATED_TEMPLATE[] = "      at %(newrev_short)-8s (%(newrev_type)s)\n";
static const char TAG_UPDATED_TEMPLATE[] =
    "*** WARNING: tag %(short_refname)s was modified! ***\n\n"
    "    from %(oldrev_short)-8s (%(oldrev_type)s)\n"
    "      to %(newrev_short)-8s (%(newrev_type)s)\n";
static const char TAG_DELETED_TEMPLATE[] = "*** WARNING: tag %(short_refname)s was deleted! ***\n\n";

/* ---- small helpers ------------------------------------------------------------------------------------------ */

static char *xstrdup0(const char *s)
{
    if (!s)
        return NULL;
    char *r = strdup(s);
    if (!r)
        abort();
    return r;
}

/* A key/value list for %(key)s expansion. */
typedef struct kv {
    const char *key;
    char *val;
} kv;
typedef struct values {
    kv items[48];
    size_t n;
} values;

static void val_set(values *v, const char *key, const char *val)
{
    for (size_t i = 0; i < v->n; i++)
        if (!strcmp(v->items[i].key, key)) {
            free(v->items[i].val);
            v->items[i].val = xstrdup0(val);
            return;
        }
    if (v->n < sizeof v->items / sizeof v->items[0]) {
        v->items[v->n].key = key;
        v->items[v->n].val = xstrdup0(val);
        v->n++;
    }
}

static const char *val_get(const values *v, const char *key)
{
    for (size_t i = 0; i < v->n; i++)
        if (!strcmp(v->items[i].key, key))
            return v->items[i].val;
    return NULL;
}

static void val_free(values *v)
{
    for (size_t i = 0; i < v->n; i++)
        free(v->items[i].val);
    v->n = 0;
}

/* Python's "%(key)[-][width]s" interpolation. Returns 0, or -1 (unknown key) with *missing set. */
static int expand(sp_buf *out, const char *tmpl, const values *v, const char **missing)
{
    for (const char *p = tmpl; *p; p++) {
        if (*p != '%') {
            sp_buf_putc(out, *p);
            continue;
        }
        if (p[1] == '%') {
            sp_buf_putc(out, '%');
            p++;
            continue;
        }
        if (p[1] != '(') {
            sp_buf_putc(out, *p);
            continue;
        }
        const char *close = strchr(p + 2, ')');
        if (!close) {
            sp_buf_puts(out, p);
            return 0;
        }
        char key[64];
        size_t kl = (size_t)(close - p - 2);
        if (kl >= sizeof key)
            kl = sizeof key - 1;
        memcpy(key, p + 2, kl);
        key[kl] = '\0';
        const char *q = close + 1;
        int left = 0, width = 0;
        if (*q == '-') {
            left = 1;
            q++;
        }
        while (isdigit((unsigned char)*q))
            width = width * 10 + (*q++ - '0');
        if (*q != 's' && *q != 'd') {
            sp_buf_putc(out, *p);
            continue;
        }
        const char *val = val_get(v, key);
        if (!val) {
            static _Thread_local char missing_key[64];
            memcpy(missing_key, key, sizeof missing_key);
            if (missing)
                *missing = missing_key;
            return -1;
        }
        int len = (int)mh_utf8_len(val, strlen(val));
        if (!left)
            for (int i = len; i < width; i++)
                sp_buf_putc(out, ' ');
        sp_buf_puts(out, val);
        if (left)
            for (int i = len; i < width; i++)
                sp_buf_putc(out, ' ');
        p = q;
    }
    return 0;
}

/* Body "lines" as git-multimail's generators yield them. */
typedef struct items {
    sp_buf *v;
    size_t n, cap;
} items;

static void items_add(items *it, const char *s, size_t n)
{
    if (it->n == it->cap) {
        it->cap = it->cap ? it->cap * 2 : 64;
        it->v = realloc(it->v, it->cap * sizeof *it->v);
        if (!it->v)
            abort();
    }
    sp_buf_init(&it->v[it->n]);
    mh_utf8_replace(&it->v[it->n], s, n);
    it->n++;
}

static void items_add_str(items *it, const char *s)
{
    items_add(it, s, strlen(s));
}

/* Split text (any bytes) into Python splitlines(keepends=True) items, after UTF-8 replacement. */
static void items_add_lines(items *it, const char *s, size_t n)
{
    sp_buf clean = SP_BUF_INIT;
    mh_utf8_replace(&clean, s, n);
    const char *p = clean.data ? clean.data : "";
    size_t len = clean.len, start = 0, i = 0;
    while (i < len) {
        size_t br = mh_linebreak_len(p + i, len - i);
        if (br) {
            items_add(it, p + start, i + br - start);
            i += br;
            start = i;
        } else {
            i++;
        }
    }
    if (start < len)
        items_add(it, p + start, len - start);
    sp_buf_free(&clean);
}

/* Template lines: template.splitlines(True), each expanded (expand_lines). */
static int items_add_template(items *it, const char *tmpl, const values *v, const char **missing)
{
    const char *p = tmpl;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p + 1) : strlen(p);
        char *line = strndup(p, l);
        sp_buf b = SP_BUF_INIT;
        int r = expand(&b, line, v, missing);
        free(line);
        if (r < 0) {
            sp_buf_free(&b);
            return -1;
        }
        items_add(it, b.data ? b.data : "", b.len);
        sp_buf_free(&b);
        p += l;
    }
    return 0;
}

static void items_free(items *it)
{
    for (size_t i = 0; i < it->n; i++)
        sp_buf_free(&it->v[i]);
    free(it->v);
    memset(it, 0, sizeof *it);
}

/* ---- the push -------------------------------------------------------------------------------------------- */

typedef struct commit_info {
    git_oid id;
    char short_id[GIT_OID_HEXSZ + 1];
    char *subject; /* %s, UTF-8 replaced */
    char *author;  /* %aN <%aE> */
    unsigned parents;
} commit_info;

typedef struct push {
    git_repository *repo;
    const sp_notify_settings *s;
    const char *refname;
    char *short_refname;
    const char *refname_type;
    const char *change_type; /* create, update, delete */
    git_oid old, new;
    int has_old, has_new;
    git_object_t old_type, new_type;
    char oldrev[GIT_OID_HEXSZ + 1], newrev[GIT_OID_HEXSZ + 1];
    char oldrev_short[GIT_OID_HEXSZ + 1], newrev_short[GIT_OID_HEXSZ + 1];
    git_oid old_commit, new_commit; /* peeled */
    int has_old_commit, has_new_commit;
    git_oid *others;
    size_t n_others;
    char *msgid, *thread_index;
    time_t now;
    int dates_used;
    const char *to_override;
    char *refchange_recipients, *revision_recipients;
    char *pusher_email;
    char *first_from; /* the From value of the first email, unencoded (for the envelope sender) */
    sp_mail_batch *out;
} push;

static int git_fail(sp_error *err, const char *what)
{
    const git_error *e = git_error_last();
    return sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, "%s: %s", what, e && e->message ? e->message : "libgit2 error");
}

static int git_isspace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* git's %s: the first paragraph of the message, its lines right-trimmed and joined with spaces. */
static char *commit_subject(const char *msg)
{
    sp_buf b = SP_BUF_INIT;
    const char *p = msg ? msg : "";
    /* skip leading blank lines */
    for (;;) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        size_t t = l;
        while (t && git_isspace(p[t - 1]))
            t--;
        if (t || !nl)
            break;
        p = nl + 1;
    }
    int first = 1;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        size_t t = l;
        while (t && git_isspace(p[t - 1]))
            t--;
        if (!t)
            break;
        if (!first)
            sp_buf_putc(&b, ' ');
        sp_buf_append(&b, p, t);
        first = 0;
        if (!nl)
            break;
        p = nl + 1;
    }
    sp_buf clean = SP_BUF_INIT;
    mh_utf8_replace(&clean, b.data ? b.data : "", b.len);
    sp_buf_free(&b);
    return sp_buf_detach(&clean);
}

static int load_commit(push *P, const git_oid *id, commit_info *ci, sp_error *err)
{
    memset(ci, 0, sizeof *ci);
    git_commit *c;
    if (git_commit_lookup(&c, P->repo, id) < 0)
        return git_fail(err, "commit");
    git_oid_cpy(&ci->id, id);
    sp_difftext_abbrev(P->repo, id, ci->short_id); /* git rev-parse --short, as git-multimail runs it */
    const char *enc = git_commit_message_encoding(c);
    char *msg = sp_difftext_reencode(enc, git_commit_message_raw(c) ? git_commit_message_raw(c) : "");
    ci->subject = commit_subject(msg);
    free(msg);
    const git_signature *a = git_commit_author(c);
    sp_buf au = SP_BUF_INIT, clean = SP_BUF_INIT;
    char *an = sp_difftext_reencode(enc, a->name), *ae = sp_difftext_reencode(enc, a->email);
    sp_buf_printf(&au, "%s <%s>", an, ae);
    free(an);
    free(ae);
    mh_utf8_replace(&clean, au.data, au.len);
    sp_buf_free(&au);
    ci->author = sp_buf_detach(&clean);
    ci->parents = git_commit_parentcount(c);
    git_commit_free(c);
    return 0;
}

static void commit_info_free(commit_info *ci)
{
    free(ci->subject);
    free(ci->author);
}

/* rev-list include ^exclude...; sorting as GIT_SORT_* flags. Result malloc'd. */
static int rev_list(push *P, const git_oid *include, const git_oid *excl, size_t n_excl, const git_oid *excl2,
                    unsigned sort, git_oid **out, size_t *n_out, sp_error *err)
{
    git_revwalk *w;
    *out = NULL;
    *n_out = 0;
    if (git_revwalk_new(&w, P->repo) < 0)
        return git_fail(err, "revwalk");
    git_revwalk_sorting(w, sort);
    if (git_revwalk_push(w, include) < 0)
        goto fail;
    for (size_t i = 0; i < n_excl; i++)
        if (git_revwalk_hide(w, &excl[i]) < 0)
            goto fail;
    if (excl2 && git_revwalk_hide(w, excl2) < 0)
        goto fail;
    size_t cap = 16;
    *out = malloc(cap * sizeof **out);
    if (!*out)
        abort();
    git_oid id;
    int r;
    while ((r = git_revwalk_next(&id, w)) == 0) {
        if (*n_out == cap && !(*out = realloc(*out, (cap *= 2) * sizeof **out)))
            abort();
        git_oid_cpy(&(*out)[(*n_out)++], &id);
    }
    git_revwalk_free(w);
    if (r != GIT_ITEROVER) {
        free(*out);
        *out = NULL;
        return git_fail(err, "revwalk");
    }
    return 0;
fail:
    git_revwalk_free(w);
    return git_fail(err, "revwalk");
}

/* refs/remotes/<remote>/<branch> for refname refs/heads/<branch>: the copy a clone keeps of the branch it pushed.
 * git-multimail runs where the push is received, which has no such copy; in the clone that pushed (sitepub
 * publish --push --notify, or sitepub notify run there) it already holds the new commits, and counting it as
 * another ref would report them as "add" (already there) instead of "new". */
static bool is_tracking_copy(const char *name, const char *refname)
{
    if (strncmp(refname, "refs/heads/", 11) || strncmp(name, "refs/remotes/", 13))
        return false;
    const char *slash = strchr(name + 13, '/');
    return slash && slash > name + 13 && !strcmp(slash + 1, refname + 11);
}

static int collect_other_refs(push *P, sp_error *err)
{
    git_reference_iterator *it;
    if (git_reference_iterator_new(&it, P->repo) < 0)
        return git_fail(err, "refs");
    git_reference *ref;
    size_t cap = 16;
    P->others = malloc(cap * sizeof *P->others);
    if (!P->others)
        abort();
    while (git_reference_next(&ref, it) == 0) {
        const char *name = git_reference_name(ref);
        if (!strcmp(name, P->refname) || !strncmp(name, "refs/notes/", 11) || strncmp(name, "refs/", 5) ||
            is_tracking_copy(name, P->refname)) {
            git_reference_free(ref);
            continue;
        }
        git_object *obj = NULL, *peeled = NULL;
        if (git_reference_peel(&obj, ref, GIT_OBJECT_ANY) == 0) {
            git_object_t t = git_object_type(obj);
            if (t == GIT_OBJECT_TAG && git_object_peel(&peeled, obj, GIT_OBJECT_COMMIT) == 0) {
                git_object_free(obj);
                obj = peeled;
                t = GIT_OBJECT_COMMIT;
            }
            if (t == GIT_OBJECT_COMMIT) {
                if (P->n_others == cap && !(P->others = realloc(P->others, (cap *= 2) * sizeof *P->others)))
                    abort();
                git_oid_cpy(&P->others[P->n_others++], git_object_id(obj));
            }
            git_object_free(obj);
        }
        git_reference_free(ref);
    }
    git_reference_iterator_free(it);
    return 0;
}

static int contains(const git_oid *v, size_t n, const git_oid *id)
{
    for (size_t i = 0; i < n; i++)
        if (git_oid_equal(&v[i], id))
            return 1;
    return 0;
}

/* Python email.utils.formatdate(t, localtime=True). */
static void format_date(time_t t, char *buf, size_t n)
{
    static const char *wd[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char *mo[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    struct tm tm;
    localtime_r(&t, &tm);
    long off = tm.tm_gmtoff / 60;
    char sign = off < 0 ? '-' : '+';
    if (off < 0)
        off = -off;
    snprintf(buf, n, "%s, %02d %s %04d %02d:%02d:%02d %c%02ld%02ld", wd[tm.tm_wday], tm.tm_mday, mo[tm.tm_mon],
             tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec, sign, off / 60, off % 60);
}

static void random_bytes(mh_mt *mt, int seeded, unsigned char *buf, size_t n)
{
    if (seeded) {
        /* getrandbits(8n): 32-bit words, least significant first; returned big-endian like int.to_bytes */
        size_t words = (n + 3) / 4;
        uint32_t w[8];
        for (size_t i = 0; i < words && i < 8; i++)
            w[i] = mh_mt_next(mt);
        for (size_t i = 0; i < n; i++) {
            size_t bit = (n - 1 - i) * 8; /* byte i holds bits [bit, bit+8) */
            buf[i] = (unsigned char)(w[bit / 32] >> (bit % 32));
        }
        return;
    }
    size_t got = 0;
    while (got < n) {
        ssize_t r = getrandom(buf + got, n - got, 0);
        if (r <= 0) {
            /* no entropy source: fall back to time and pid mixing */
            for (; got < n; got++)
                buf[got] = (unsigned char)(rand() ^ getpid() ^ time(NULL));
            return;
        }
        got += (size_t)r;
    }
}

static void make_ids(push *P)
{
    mh_mt mt;
    const char *seed = getenv("SITEPUB_NOTIFY_SEED");
    int seeded = seed && *seed;
    if (seeded)
        mh_mt_seed(&mt, strtoul(seed, NULL, 10));
    unsigned char r64[8];
    random_bytes(&mt, seeded, r64, 8);
    unsigned long long rv = 0;
    for (int i = 0; i < 8; i++)
        rv = (rv << 8) | r64[i];
    sp_buf b = SP_BUF_INIT;
    sp_buf_printf(&b, "<%lld.%d.%llu@%s>", (long long)P->now * 100, (int)getpid(), rv, P->s->fqdn);
    P->msgid = sp_buf_detach(&b);
    unsigned char ti[22] = {0x01, 0x00, 0x00, 0x12, 0x34, 0x56};
    random_bytes(&mt, seeded, ti + 6, 16);
    ti[6 + 6] = (unsigned char)((ti[6 + 6] & 0x0f) | 0x40); /* uuid version 4 */
    ti[6 + 8] = (unsigned char)((ti[6 + 8] & 0x3f) | 0x80); /* RFC 4122 variant */
    static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (size_t i = 0; i < 22; i += 3) {
        unsigned v = (unsigned)ti[i] << 16;
        if (i + 1 < 22)
            v |= (unsigned)ti[i + 1] << 8;
        if (i + 2 < 22)
            v |= ti[i + 2];
        sp_buf_putc(&b, tbl[(v >> 18) & 63]);
        sp_buf_putc(&b, tbl[(v >> 12) & 63]);
        sp_buf_putc(&b, i + 1 < 22 ? tbl[(v >> 6) & 63] : '=');
        sp_buf_putc(&b, i + 2 < 22 ? tbl[v & 63] : '=');
    }
    P->thread_index = sp_buf_detach(&b);
}

/* ---- email assembly ---------------------------------------------------------------------------------------- */

typedef struct email {
    struct push *owner;
    sp_buf head;
    sp_buf intro;
    items body;
    sp_buf footer;
    char *recipients;
} email;

/* Header values carry no line breaks or control characters (no header injection). */
static char *header_safe(const char *v)
{
    sp_buf clean = SP_BUF_INIT, out = SP_BUF_INIT;
    mh_utf8_replace(&clean, v, strlen(v));
    const char *p = clean.data ? clean.data : "";
    size_t n = clean.len;
    for (size_t i = 0; i < n;) {
        size_t br = mh_linebreak_len(p + i, n - i);
        if (br) {
            sp_buf_putc(&out, ' ');
            i += br;
            continue;
        }
        unsigned char c = (unsigned char)p[i];
        if ((c < 0x20 && c != '\t') || c == 0x7f) {
            sp_buf_putc(&out, ' ');
            i++;
            continue;
        }
        sp_buf_putc(&out, (char)c);
        i++;
    }
    sp_buf_free(&clean);
    return sp_buf_detach(&out);
}

static void hdr(email *e, const char *name, const char *value, int is_addr)
{
    if (!value)
        return; /* git-multimail skips a header whose value is unknown */
    if (e->owner && !e->owner->first_from && !strcmp(name, "From"))
        e->owner->first_from = xstrdup0(value);
    char *safe = header_safe(value);
    mh_header(&e->head, name, safe, is_addr);
    free(safe);
}

static void put_line_limited(sp_buf *out, const char *line, size_t n)
{
    /* no line on the wire longer than 998 bytes */
    if (n <= 998) {
        sp_buf_append(out, line, n);
        return;
    }
    size_t cut = 992;
    while (cut && ((unsigned char)line[cut] & 0xc0) == 0x80)
        cut--;
    sp_buf_append(out, line, cut);
    sp_buf_puts(out, " [...]");
}

static void append_guarded(sp_buf *out, const char *s, size_t n)
{
    size_t start = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\n' || (s[i] == '\r' && !(i + 1 < n && s[i + 1] == '\n'))) {
            put_line_limited(out, s + start, i - start);
            sp_buf_putc(out, s[i]);
            start = i + 1;
        } else if (s[i] == '\r') {
            put_line_limited(out, s + start, i - start);
            sp_buf_puts(out, "\r\n");
            i++;
            start = i + 1;
        }
    }
    if (start < n)
        put_line_limited(out, s + start, n - start);
}

static void collect_rcpt(const char *name, const char *addr, void *ctx)
{
    (void)name;
    sp_mail_message *m = ctx;
    m->recipients = realloc(m->recipients, (m->n_recipients + 1) * sizeof *m->recipients);
    if (!m->recipients)
        abort();
    m->recipients[m->n_recipients++] = xstrdup0(addr);
}

static void finish_email(push *P, email *e)
{
    const sp_notify_settings *s = P->s;
    sp_buf msg = SP_BUF_INIT;
    sp_buf_append(&msg, e->head.data ? e->head.data : "", e->head.len);
    sp_buf_putc(&msg, '\n');
    sp_buf_append(&msg, e->intro.data ? e->intro.data : "", e->intro.len);
    /* filter_body: limit_linelength, then limit_lines */
    size_t shown = e->body.n;
    if (s->email_max_lines > 0 && shown > (size_t)s->email_max_lines)
        shown = (size_t)s->email_max_lines;
    for (size_t i = 0; i < shown; i++) {
        sp_buf *line = &e->body.v[i];
        const char *d = line->data ? line->data : "";
        size_t chars = mh_utf8_len(d, line->len);
        if (s->email_max_line_length > 0 && chars > (size_t)s->email_max_line_length + 1) {
            long keep = (long)s->email_max_line_length - 7;
            size_t off = keep > 0 ? mh_utf8_offset(d, line->len, (size_t)keep) : 0;
            if (keep < 0) {
                /* Python's line[:negative] keeps all but the last -keep characters */
                size_t total = chars;
                size_t k = (size_t)(-keep) < total ? total - (size_t)(-keep) : 0;
                off = mh_utf8_offset(d, line->len, k);
            }
            sp_buf_append(&msg, d, off);
            sp_buf_puts(&msg, " [...]\n");
        } else {
            sp_buf_append(&msg, d, line->len);
        }
    }
    if (e->body.n > shown)
        sp_buf_printf(&msg, "... %zu lines suppressed ...\n", e->body.n - shown);
    sp_buf_append(&msg, e->footer.data ? e->footer.data : "", e->footer.len);

    sp_mail_message m;
    memset(&m, 0, sizeof m);
    sp_buf guarded = SP_BUF_INIT;
    append_guarded(&guarded, msg.data ? msg.data : "", msg.len);
    sp_buf_free(&msg);
    m.len = guarded.len;
    m.text = sp_buf_detach(&guarded);
    mh_addresses(e->recipients, collect_rcpt, &m);
    sp_mail_batch *b = P->out;
    b->msgs = realloc(b->msgs, (b->n + 1) * sizeof *b->msgs);
    if (!b->msgs)
        abort();
    b->msgs[b->n++] = m;
}

static void email_free(email *e)
{
    sp_buf_free(&e->head);
    sp_buf_free(&e->intro);
    items_free(&e->body);
    sp_buf_free(&e->footer);
    free(e->recipients);
}

static char *next_date(push *P)
{
    char buf[64];
    format_date(P->now + P->dates_used++, buf, sizeof buf);
    return xstrdup0(buf);
}

/* git-multimail's process_addr(): "author", "pusher", "none" or an address. */
static const char *process_addr(push *P, const char *addr, const commit_info *rev)
{
    if (!addr)
        return NULL;
    if (!strcasecmp(addr, "author"))
        return rev ? rev->author : NULL;
    if (!strcasecmp(addr, "pusher"))
        return P->pusher_email;
    if (!strcasecmp(addr, "none"))
        return NULL;
    return addr;
}

/* Environment.get_fromaddr() chain; result may point into settings or be a static buffer in *tmp. */
static const char *get_fromaddr(push *P, const commit_info *rev, int for_revision, sp_buf *tmp)
{
    const sp_notify_settings *s = P->s;
    const char *fromaddr = s->from;
    const char *specific = for_revision ? s->from_commit : s->from_refchange;
    if (specific)
        fromaddr = specific;
    if (fromaddr) {
        const char *r = process_addr(P, fromaddr, for_revision ? rev : NULL);
        if (r)
            return r;
    }
    if (s->user_email && *s->user_email) {
        sp_buf_clear(tmp);
        if (s->user_name && *s->user_name)
            sp_buf_printf(tmp, "%s <%s>", s->user_name, s->user_email);
        else
            sp_buf_puts(tmp, s->user_email);
        return sp_buf_cstr(tmp);
    }
    return s->envelope_sender;
}

static void common_values(push *P, values *v)
{
    const sp_notify_settings *s = P->s;
    val_set(v, "pusher", s->pusher);
    val_set(v, "repo_shortname", s->repo_shortname);
    val_set(v, "repository_url", s->repository_url ? s->repository_url : "");
    val_set(v, "administrator", s->administrator);
    val_set(v, "emailprefix", s->email_prefix);
    val_set(v, "refname", P->refname);
    val_set(v, "short_refname", P->short_refname);
    val_set(v, "refname_type", P->refname_type);
    val_set(v, "oldrev", P->oldrev);
    val_set(v, "newrev", P->newrev);
    val_set(v, "oldrev_short", P->oldrev_short);
    val_set(v, "newrev_short", P->newrev_short);
    val_set(v, "change_type", P->change_type);
    val_set(v, "charset", "utf-8");
    val_set(v, "fqdn", s->fqdn);
    if (P->has_old)
        val_set(v, "oldrev_type", git_object_type2string(P->old_type));
    if (P->has_new)
        val_set(v, "newrev_type", git_object_type2string(P->new_type));
}

/* The intro/footer text for kind ("refchange", "revision", "combined", "footer"). */
static int load_template(push *P, const char *kind, sp_buf *out, sp_error *err)
{
    const sp_notify_settings *s = P->s;
    if (s->template_dir) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s%s.txt", s->template_dir, kind, strcmp(kind, "footer") ? "-intro" : "");
        if (access(path, F_OK) == 0) {
            if (sp_buf_read_file(out, path) < 0)
                return sp_error_set(err, SP_ERR_NOTIFY, path, 0, 0, "cannot read the notice template: %s",
                                    strerror(errno));
            return 0;
        }
    }
    int asf = s->style == SP_NOTIFY_ASF;
    if (!strcmp(kind, "refchange"))
        sp_buf_puts(out, asf ? ASF_REFCHANGE_INTRO : STOCK_REFCHANGE_INTRO);
    else if (!strcmp(kind, "footer"))
        sp_buf_puts(out, FOOTER);
    else
        sp_buf_puts(out, asf ? ASF_REVISION_INTRO : STOCK_REVISION_INTRO);
    return 0;
}

static int expand_template(push *P, const char *kind, const values *v, sp_buf *out, sp_error *err)
{
    sp_buf t = SP_BUF_INIT;
    if (load_template(P, kind, &t, err) < 0)
        return -1;
    const char *missing = NULL;
    sp_buf raw = SP_BUF_INIT;
    int r = expand(&raw, t.data ? t.data : "", v, &missing);
    if (r < 0)
        sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0,
                     "notice template %s: unknown placeholder %%(%s)s (see templates/mail/README.md)", kind,
                     missing ? missing : "?");
    else
        mh_utf8_replace(out, raw.data ? raw.data : "", raw.len);
    sp_buf_free(&raw);
    sp_buf_free(&t);
    return r;
}

/* LINK_TEXT_TEMPLATE for commitBrowseURL, after the intro of revision and combined emails. */
static int browse_link(push *P, const values *v, sp_buf *out, sp_error *err)
{
    const char *base = P->s->commit_browse_url;
    if (!base || !*base)
        return 0;
    sp_buf tmpl = SP_BUF_INIT, url = SP_BUF_INIT;
    sp_buf_puts(&tmpl, base);
    if (!strstr(base, "%("))
        sp_buf_puts(&tmpl, "%(id)s");
    const char *missing = NULL;
    values vv = {0};
    for (size_t i = 0; i < v->n; i++)
        val_set(&vv, v->items[i].key, v->items[i].val);
    val_set(&vv, "id", val_get(v, "newrev"));
    int r = expand(&url, sp_buf_cstr(&tmpl), &vv, &missing);
    if (r < 0)
        sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0, "multimailhook.commitBrowseURL: unknown placeholder %%(%s)s",
                     missing ? missing : "?");
    else {
        sp_buf b = SP_BUF_INIT;
        sp_buf_printf(&b, "View the commit online:\n%s\n\n", sp_buf_cstr(&url));
        mh_utf8_replace(out, b.data, b.len);
        sp_buf_free(&b);
    }
    val_free(&vv);
    sp_buf_free(&tmpl);
    sp_buf_free(&url);
    return r;
}

static void brief(items *it, const char *action, const char *rev_short, const char *text)
{
    sp_buf b = SP_BUF_INIT;
    /* "%(action)8s %(rev_short)-8s %(text)s\n" */
    sp_buf_printf(&b, "%8s %-8s %s\n", action, rev_short, text);
    items_add(it, b.data, b.len);
    sp_buf_free(&b);
}

static int summary_of(push *P, const git_oid *id, char *short_out, char **subject, sp_error *err)
{
    commit_info ci;
    if (load_commit(P, id, &ci, err) < 0)
        return -1;
    strcpy(short_out, ci.short_id);
    *subject = ci.subject;
    ci.subject = NULL;
    commit_info_free(&ci);
    return 0;
}

static int add_template_items(items *it, const char *tmpl, const values *v, sp_error *err)
{
    const char *missing = NULL;
    if (items_add_template(it, tmpl, v, &missing) < 0)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "template placeholder %s", missing ? missing : "?");
    return 0;
}

static int revision_body(push *P, const commit_info *ci, items *body, sp_error *err)
{
    sp_buf log = SP_BUF_INIT;
    if (sp_difftext_log_commit(P->repo, &ci->id, 0, &log, err) < 0) {
        sp_buf_free(&log);
        return -1;
    }
    items tmp = {0};
    items_add_lines(&tmp, log.data ? log.data : "", log.len);
    sp_buf_free(&log);
    const char *sub = P->s->date_substitute;
    for (size_t i = 0; i < tmp.n; i++) {
        const char *d = tmp.v[i].data ? tmp.v[i].data : "";
        if (sub && !strncmp(d, "Date:   ", 8)) {
            sp_buf b = SP_BUF_INIT;
            sp_buf_puts(&b, sub);
            sp_buf_append(&b, d + 8, tmp.v[i].len - 8);
            items_add(body, b.data, b.len);
            sp_buf_free(&b);
        } else {
            items_add(body, d, tmp.v[i].len);
        }
    }
    items_free(&tmp);
    return 0;
}

static char *truncate_subject(const sp_notify_settings *s, const char *oneline)
{
    size_t chars = mh_utf8_len(oneline, strlen(oneline));
    if (s->subject_max_length > 0 && chars > (size_t)s->subject_max_length) {
        long keep = (long)s->subject_max_length - 6;
        size_t off = keep > 0 ? mh_utf8_offset(oneline, strlen(oneline), (size_t)keep) : 0;
        sp_buf b = SP_BUF_INIT;
        sp_buf_append(&b, oneline, off);
        sp_buf_puts(&b, " [...]");
        return sp_buf_detach(&b);
    }
    return xstrdup0(oneline);
}

static void revision_values(push *P, const commit_info *ci, int num, int tot, values *v, sp_buf *tmp)
{
    char hex[GIT_OID_HEXSZ + 1];
    git_oid_tostr(hex, sizeof hex, &ci->id);
    common_values(P, v);
    char *oneline = truncate_subject(P->s, ci->subject);
    val_set(v, "oneline", oneline);
    free(oneline);
    val_set(v, "rev", hex);
    val_set(v, "rev_short", ci->short_id);
    val_set(v, "newrev", hex);
    val_set(v, "author", ci->author);
    char nb[32];
    snprintf(nb, sizeof nb, "%02d", num);
    val_set(v, "num", nb);
    snprintf(nb, sizeof nb, "%02d", tot);
    val_set(v, "tot", nb);
    val_set(v, "fromaddr", get_fromaddr(P, ci, 1, tmp));
    const char *rt = P->s->reply_to_commit ? process_addr(P, P->s->reply_to_commit, ci) : ci->author;
    val_set(v, "reply_to", rt);
}

static int revision_email(push *P, const commit_info *ci, int num, int tot, sp_error *err)
{
    email e;
    memset(&e, 0, sizeof e);
    e.owner = P;
    values v = {0};
    sp_buf tmp = SP_BUF_INIT;
    revision_values(P, ci, num, tot, &v, &tmp);
    char *date = next_date(P);
    char hex[GIT_OID_HEXSZ + 1];
    git_oid_tostr(hex, sizeof hex, &ci->id);
    sp_buf subj = SP_BUF_INIT;
    sp_buf_printf(&subj, "%s%02d/%02d: %s", P->s->email_prefix, num, tot, val_get(&v, "oneline"));
    e.recipients = xstrdup0(P->revision_recipients);
    hdr(&e, "Date", date, 0);
    hdr(&e, "To", e.recipients, 1);
    hdr(&e, "Subject", sp_buf_cstr(&subj), 0);
    hdr(&e, "MIME-Version", "1.0", 0);
    hdr(&e, "Content-Type", "text/plain; charset=utf-8", 0);
    hdr(&e, "Content-Transfer-Encoding", "8bit", 0);
    hdr(&e, "From", val_get(&v, "fromaddr"), 1);
    hdr(&e, "Reply-To", val_get(&v, "reply_to"), 1);
    hdr(&e, "In-Reply-To", P->msgid, 0);
    hdr(&e, "References", P->msgid, 0);
    hdr(&e, "Thread-Index", P->thread_index, 0);
    hdr(&e, "X-Git-Host", P->s->fqdn, 0);
    hdr(&e, "X-Git-Repo", P->s->repo_shortname, 0);
    hdr(&e, "X-Git-Refname", P->refname, 0);
    hdr(&e, "X-Git-Reftype", P->refname_type, 0);
    hdr(&e, "X-Git-Rev", hex, 0);
    hdr(&e, "X-Git-NotificationType", "diff", 0);
    hdr(&e, "X-Git-Multimail-Version", "sitepub " SITEPUB_VERSION, 0);
    hdr(&e, "Auto-Submitted", "auto-generated", 0);
    int r = expand_template(P, "revision", &v, &e.intro, err);
    if (r == 0)
        r = browse_link(P, &v, &e.intro, err);
    if (r == 0)
        r = revision_body(P, ci, &e.body, err);
    if (r == 0)
        r = expand_template(P, "footer", &v, &e.footer, err);
    if (r == 0)
        finish_email(P, &e);
    free(date);
    sp_buf_free(&subj);
    sp_buf_free(&tmp);
    val_free(&v);
    email_free(&e);
    return r;
}

static int combined_email(push *P, const commit_info *ci, int tot, sp_error *err)
{
    email e;
    memset(&e, 0, sizeof e);
    e.owner = P;
    values v = {0};
    sp_buf tmp = SP_BUF_INIT;
    revision_values(P, ci, 1, tot, &v, &tmp);
    char *date = next_date(P);
    char hex[GIT_OID_HEXSZ + 1];
    git_oid_tostr(hex, sizeof hex, &ci->id);
    sp_buf subj = SP_BUF_INIT;
    sp_buf_printf(&subj, "%s%s %s updated: %s", P->s->email_prefix, P->refname_type, P->short_refname,
                  val_get(&v, "oneline"));
    e.recipients = xstrdup0(P->revision_recipients);
    hdr(&e, "Date", date, 0);
    hdr(&e, "To", e.recipients, 1);
    hdr(&e, "Subject", sp_buf_cstr(&subj), 0);
    hdr(&e, "MIME-Version", "1.0", 0);
    hdr(&e, "Content-Type", "text/plain; charset=utf-8", 0);
    hdr(&e, "Content-Transfer-Encoding", "8bit", 0);
    hdr(&e, "Message-ID", P->msgid, 0);
    hdr(&e, "From", val_get(&v, "fromaddr"), 1);
    hdr(&e, "Reply-To", val_get(&v, "reply_to"), 1);
    hdr(&e, "X-Git-Host", P->s->fqdn, 0);
    hdr(&e, "X-Git-Repo", P->s->repo_shortname, 0);
    hdr(&e, "X-Git-Refname", P->refname, 0);
    hdr(&e, "X-Git-Reftype", P->refname_type, 0);
    hdr(&e, "X-Git-Oldrev", P->oldrev, 0);
    hdr(&e, "X-Git-Newrev", hex, 0);
    hdr(&e, "X-Git-Rev", hex, 0);
    hdr(&e, "X-Git-NotificationType", "ref_changed_plus_diff", 0);
    hdr(&e, "X-Git-Multimail-Version", "sitepub " SITEPUB_VERSION, 0);
    hdr(&e, "Auto-Submitted", "auto-generated", 0);
    int r = expand_template(P, "combined", &v, &e.intro, err);
    if (r == 0)
        r = browse_link(P, &v, &e.intro, err);
    if (r == 0) {
        sp_buf l = SP_BUF_INIT;
        sp_buf_printf(&l, "The following commit(s) were added to %s by this push:\n", P->refname);
        items_add(&e.body, l.data, l.len);
        sp_buf_free(&l);
        git_oid *adds = NULL;
        size_t n_adds = 0;
        r = rev_list(P, &P->new_commit, &P->old_commit, 1, NULL, GIT_SORT_TOPOLOGICAL | GIT_SORT_REVERSE, &adds,
                     &n_adds, err);
        for (size_t i = 0; r == 0 && i < n_adds; i++) {
            char sh[GIT_OID_HEXSZ + 1];
            char *subject = NULL;
            r = summary_of(P, &adds[i], sh, &subject, err);
            if (r == 0)
                brief(&e.body, "new", sh, subject);
            free(subject);
        }
        free(adds);
        if (r == 0) {
            sp_buf d = SP_BUF_INIT;
            sp_buf_printf(&d, "%s is described below\n", ci->short_id);
            items_add(&e.body, d.data, d.len);
            sp_buf_free(&d);
            items_add_str(&e.body, "\n");
            r = revision_body(P, ci, &e.body, err);
        }
    }
    if (r == 0)
        r = expand_template(P, "footer", &v, &e.footer, err);
    if (r == 0)
        finish_email(P, &e);
    free(date);
    sp_buf_free(&subj);
    sp_buf_free(&tmp);
    val_free(&v);
    email_free(&e);
    return r;
}

/* git's DATE_NORMAL ("Thu Nov 12 09:15:00 2020 -0800"), as for-each-ref prints %(taggerdate). */
static void date_normal(sp_buf *out, const git_time *t)
{
    static const char *wd[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char *mo[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    time_t local = (time_t)(t->time + (git_time_t)t->offset * 60);
    struct tm tm;
    gmtime_r(&local, &tm);
    int off = t->offset < 0 ? -t->offset : t->offset;
    sp_buf_printf(out, "%s %s %d %02d:%02d:%02d %d %c%02d%02d", wd[tm.tm_wday], mo[tm.tm_mon], tm.tm_mday, tm.tm_hour,
                  tm.tm_min, tm.tm_sec, tm.tm_year + 1900, t->offset < 0 ? '-' : '+', off / 60, off % 60);
}

/* AnnotatedTagChange.describe_tag(): the tagged object, the tag it replaces, tagger, date and the tag message. */
static int describe_tag(push *P, items *body, sp_error *err)
{
    git_tag *tag;
    if (git_tag_lookup(&tag, P->repo, &P->new) < 0)
        return git_fail(err, "tag");
    char target[GIT_OID_HEXSZ + 1];
    git_oid_tostr(target, sizeof target, git_tag_target_id(tag));
    git_object_t tt = git_tag_target_type(tag);
    sp_buf l = SP_BUF_INIT;
    sp_buf_printf(&l, "(%s)", git_object_type2string(tt));
    brief(body, "tagging", target, sp_buf_cstr(&l));
    if (tt == GIT_OBJECT_COMMIT) {
        /* git describe --abbrev=0 TAG^ */
        git_commit *c = NULL, *parent = NULL;
        git_describe_result *dr = NULL;
        git_describe_options dopts;
        git_describe_options_init(&dopts, GIT_DESCRIBE_OPTIONS_VERSION);
        git_describe_format_options fopts;
        git_describe_format_options_init(&fopts, GIT_DESCRIBE_FORMAT_OPTIONS_VERSION);
        fopts.abbreviated_size = 0;
        git_buf name = GIT_BUF_INIT;
        if (git_commit_lookup(&c, P->repo, git_tag_target_id(tag)) == 0 && git_commit_parent(&parent, c, 0) == 0 &&
            git_describe_commit(&dr, (git_object *)parent, &dopts) == 0 && git_describe_format(&name, dr, &fopts) == 0) {
            sp_buf_clear(&l);
            sp_buf_printf(&l, " replaces %s\n", name.ptr);
            items_add(body, l.data, l.len);
        }
        git_error_clear();
        git_buf_dispose(&name);
        git_describe_result_free(dr);
        git_commit_free(parent);
        git_commit_free(c);
    } else {
        git_odb *odb = NULL;
        size_t len = 0;
        git_object_t type;
        if (git_repository_odb(&odb, P->repo) == 0 && git_odb_read_header(&len, &type, odb, git_tag_target_id(tag)) == 0) {
            sp_buf_clear(&l);
            sp_buf_printf(&l, "  length %zu bytes\n", len);
            items_add(body, l.data, l.len);
        }
        git_odb_free(odb);
    }
    const git_signature *tagger = git_tag_tagger(tag);
    sp_buf_clear(&l);
    sp_buf_printf(&l, "      by %s\n", tagger ? tagger->name : "");
    items_add(body, l.data, l.len);
    sp_buf_clear(&l);
    sp_buf_puts(&l, "      on ");
    if (tagger)
        date_normal(&l, &tagger->when);
    sp_buf_putc(&l, '\n');
    items_add(body, l.data, l.len);
    items_add_str(body, "\n");
    items_add_str(body, "- Log -----------------------------------------------------------------\n");
    /* the tag object's text after its header (the message, and a signature if any) */
    git_odb *odb = NULL;
    git_odb_object *raw = NULL;
    if (git_repository_odb(&odb, P->repo) == 0 && git_odb_read(&raw, odb, &P->new) == 0) {
        const char *d = git_odb_object_data(raw);
        size_t n = git_odb_object_size(raw);
        const char *sep = NULL;
        for (size_t i = 0; i + 1 < n; i++)
            if (d[i] == '\n' && d[i + 1] == '\n') {
                sep = d + i + 2;
                break;
            }
        if (sep) {
            size_t rest = n - (size_t)(sep - d);
            items_add_lines(body, sep, rest);
            if (rest && sep[rest - 1] != '\n')
                items_add_str(body, "\n");
        }
    }
    git_odb_object_free(raw);
    git_odb_free(odb);
    items_add_str(body, "-----------------------------------------------------------------------\n");
    items_add_str(body, "\n");
    sp_buf_free(&l);
    git_tag_free(tag);
    return 0;
}

/* ReferenceChange.generate_revision_change_summary() and the summaries before it. */
static int refchange_body(push *P, const git_oid *new_commits, size_t n_new, items *body, const values *v,
                          sp_error *err)
{
    char sh[GIT_OID_HEXSZ + 1];
    char *subject = NULL;
    int is_tag = !strcmp(P->refname_type, "tag") || !strcmp(P->refname_type, "annotated tag");
    int annotated = !strcmp(P->refname_type, "annotated tag");
    /* generate_create_summary / generate_update_summary / generate_delete_summary */
    if (!strcmp(P->change_type, "create")) {
        if (is_tag) {
            if (add_template_items(body, TAG_CREATED_TEMPLATE, v, err) < 0)
                return -1;
            if (annotated && describe_tag(P, body, err) < 0)
                return -1;
        } else if (P->has_new_commit) {
            if (summary_of(P, &P->new_commit, sh, &subject, err) < 0)
                return -1;
            brief(body, "at", sh, subject);
            free(subject);
            items_add_str(body, "\n");
        }
    } else if (!strcmp(P->change_type, "update")) {
        if (is_tag && add_template_items(body, TAG_UPDATED_TEMPLATE, v, err) < 0)
            return -1;
        if (annotated && describe_tag(P, body, err) < 0)
            return -1;
    } else {
        if (is_tag && add_template_items(body, TAG_DELETED_TEMPLATE, v, err) < 0)
            return -1;
        if (annotated) {
            sp_buf l = SP_BUF_INIT;
            sp_buf_printf(&l, "   tag was  %s\n", P->oldrev_short);
            items_add(body, l.data, l.len);
            sp_buf_free(&l);
            items_add_str(body, "\n");
        } else if (P->has_old_commit) {
            if (summary_of(P, &P->old_commit, sh, &subject, err) < 0)
                return -1;
            brief(body, "was", sh, subject);
            free(subject);
            items_add_str(body, "\n");
        }
    }

    values tv = {0};
    for (size_t i = 0; i < v->n; i++)
        val_set(&tv, v->items[i].key, v->items[i].val);
    char tot[32];
    int r = 0;
    if (P->has_new_commit && !P->has_old_commit) {
        if (n_new) {
            sp_buf l = SP_BUF_INIT;
            sp_buf_printf(&l, "This %s includes the following new commits:\n", P->refname_type);
            items_add(body, l.data, l.len);
            sp_buf_free(&l);
            items_add_str(body, "\n");
            for (size_t i = 0; i < n_new && r == 0; i++) {
                r = summary_of(P, &new_commits[i], sh, &subject, err);
                if (r == 0)
                    brief(body, "new", sh, subject);
                free(subject);
            }
            items_add_str(body, "\n");
            snprintf(tot, sizeof tot, "%zu", n_new);
            val_set(&tv, "tot", tot);
            if (r == 0)
                r = add_template_items(body, NEW_REVISIONS_TEMPLATE, &tv, err);
        } else {
            r = add_template_items(body, NO_NEW_REVISIONS_TEMPLATE, &tv, err);
        }
    } else if (P->has_new_commit && P->has_old_commit) {
        git_oid *adds = NULL, *discards = NULL, *discarded = NULL;
        size_t n_adds = 0, n_discards = 0, n_discarded = 0;
        r = rev_list(P, &P->new_commit, &P->old_commit, 1, NULL, GIT_SORT_TOPOLOGICAL | GIT_SORT_REVERSE, &adds,
                     &n_adds, err);
        if (r == 0)
            r = rev_list(P, &P->old_commit, &P->new_commit, 1, NULL, GIT_SORT_TIME, &discards, &n_discards, err);
        if (r == 0 && n_discards)
            r = rev_list(P, &P->old_commit, P->others, P->n_others, &P->new_commit, GIT_SORT_TIME, &discarded,
                         &n_discarded, err);
        if (r == 0 && n_discards) {
            for (size_t i = 0; i < n_discards && r == 0; i++) {
                r = summary_of(P, &discards[i], sh, &subject, err);
                if (r == 0)
                    brief(body, contains(discarded, n_discarded, &discards[i]) ? "discard" : "omit", sh, subject);
                free(subject);
            }
        }
        if (r == 0 && !n_discards && n_adds) {
            r = summary_of(P, &P->old_commit, sh, &subject, err);
            if (r == 0)
                brief(body, "from", sh, subject);
            free(subject);
        }
        if (r == 0 && n_adds) {
            for (size_t i = 0; i < n_adds && r == 0; i++) {
                r = summary_of(P, &adds[i], sh, &subject, err);
                if (r == 0)
                    brief(body, contains(new_commits, n_new, &adds[i]) ? "new" : "add", sh, subject);
                free(subject);
            }
        }
        if (r == 0 && n_discards) {
            items_add_str(body, "\n");
            r = add_template_items(body, n_adds ? NON_FF_TEMPLATE : REWIND_ONLY_TEMPLATE, &tv, err);
        }
        if (r == 0) {
            items_add_str(body, "\n");
            if (n_new && n_adds) {
                snprintf(tot, sizeof tot, "%zu", n_new);
                val_set(&tv, "tot", tot);
                r = add_template_items(body, NEW_REVISIONS_TEMPLATE, &tv, err);
            } else {
                r = add_template_items(body, NO_NEW_REVISIONS_TEMPLATE, &tv, err);
            }
        }
        if (r == 0) {
            items_add_str(body, "\n");
            items_add_str(body, "Summary of changes:\n");
            git_commit *oc = NULL, *nc = NULL;
            git_tree *ot = NULL, *nt = NULL;
            if (git_commit_lookup(&oc, P->repo, &P->old_commit) < 0 || git_commit_tree(&ot, oc) < 0 ||
                git_commit_lookup(&nc, P->repo, &P->new_commit) < 0 || git_commit_tree(&nt, nc) < 0) {
                r = git_fail(err, "summary of changes");
            } else {
                sp_difftext_options o = {0};
                o.formats = SP_DIFFTEXT_STAT | SP_DIFFTEXT_SUMMARY;
                o.find = SP_DIFFTEXT_FIND_COPIES_HARDER;
                sp_buf d = SP_BUF_INIT;
                r = sp_difftext_trees(P->repo, ot, nt, &o, &d, err);
                if (r == 0)
                    items_add_lines(body, d.data ? d.data : "", d.len);
                sp_buf_free(&d);
            }
            git_tree_free(ot);
            git_tree_free(nt);
            git_commit_free(oc);
            git_commit_free(nc);
        }
        free(adds);
        free(discards);
        free(discarded);
    } else if (P->has_old_commit && !P->has_new_commit) {
        git_oid *disc = NULL;
        size_t n_disc = 0;
        r = rev_list(P, &P->old_commit, P->others, P->n_others, NULL, GIT_SORT_TIME, &disc, &n_disc, err);
        if (r == 0 && n_disc) {
            r = add_template_items(body, DISCARDED_REVISIONS_TEMPLATE, &tv, err);
            items_add_str(body, "\n");
            for (size_t i = 0; i < n_disc && r == 0; i++) {
                r = summary_of(P, &disc[i], sh, &subject, err);
                if (r == 0)
                    brief(body, "discard", sh, subject);
                free(subject);
            }
        } else if (r == 0) {
            r = add_template_items(body, NO_DISCARDED_REVISIONS_TEMPLATE, &tv, err);
        }
        free(disc);
    }
    val_free(&tv);
    return r;
}

static int refchange_email(push *P, const git_oid *new_commits, size_t n_new, sp_error *err)
{
    email e;
    memset(&e, 0, sizeof e);
    e.owner = P;
    values v = {0};
    common_values(P, &v);
    sp_buf tmp = SP_BUF_INIT, subj = SP_BUF_INIT;
    const char *fromaddr = get_fromaddr(P, NULL, 0, &tmp);
    const char *reply_to = P->s->reply_to_refchange ? process_addr(P, P->s->reply_to_refchange, NULL)
                                                    : P->pusher_email;
    if (!strcmp(P->change_type, "create"))
        sp_buf_printf(&subj, "%s%s %s created (now %s)", P->s->email_prefix, P->refname_type, P->short_refname,
                      P->newrev_short);
    else if (!strcmp(P->change_type, "update"))
        sp_buf_printf(&subj, "%s%s %s updated (%s -> %s)", P->s->email_prefix, P->refname_type, P->short_refname,
                      P->oldrev_short, P->newrev_short);
    else
        sp_buf_printf(&subj, "%s%s %s deleted (was %s)", P->s->email_prefix, P->refname_type, P->short_refname,
                      P->oldrev_short);
    char *date = next_date(P);
    e.recipients = xstrdup0(P->refchange_recipients);
    hdr(&e, "Date", date, 0);
    hdr(&e, "To", e.recipients, 1);
    hdr(&e, "Subject", sp_buf_cstr(&subj), 0);
    hdr(&e, "MIME-Version", "1.0", 0);
    hdr(&e, "Content-Type", "text/plain; charset=utf-8", 0);
    hdr(&e, "Content-Transfer-Encoding", "8bit", 0);
    hdr(&e, "Message-ID", P->msgid, 0);
    hdr(&e, "From", fromaddr, 1);
    hdr(&e, "Reply-To", reply_to, 1);
    hdr(&e, "Thread-Index", P->thread_index, 0);
    hdr(&e, "X-Git-Host", P->s->fqdn, 0);
    hdr(&e, "X-Git-Repo", P->s->repo_shortname, 0);
    hdr(&e, "X-Git-Refname", P->refname, 0);
    hdr(&e, "X-Git-Reftype", P->refname_type, 0);
    hdr(&e, "X-Git-Oldrev", P->oldrev, 0);
    hdr(&e, "X-Git-Newrev", P->newrev, 0);
    hdr(&e, "X-Git-NotificationType", "ref_changed", 0);
    hdr(&e, "X-Git-Multimail-Version", "sitepub " SITEPUB_VERSION, 0);
    hdr(&e, "Auto-Submitted", "auto-generated", 0);
    int r = expand_template(P, "refchange", &v, &e.intro, err);
    if (r == 0)
        r = refchange_body(P, new_commits, n_new, &e.body, &v, err);
    if (r == 0)
        r = expand_template(P, "footer", &v, &e.footer, err);
    if (r == 0)
        finish_email(P, &e);
    free(date);
    sp_buf_free(&subj);
    sp_buf_free(&tmp);
    val_free(&v);
    email_free(&e);
    return r;
}

static int parse_rev(push *P, const char *hex, git_oid *id, int *has, git_object_t *type, git_oid *commit,
                     int *has_commit, sp_error *err)
{
    *has = *has_commit = 0;
    if (strlen(hex) != GIT_OID_HEXSZ || git_oid_fromstr(id, hex) < 0)
        return sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "'%s' is not a 40-digit object id", hex);
    if (git_oid_is_zero(id))
        return 0;
    git_object *o;
    if (git_object_lookup(&o, P->repo, id, GIT_OBJECT_ANY) < 0)
        return git_fail(err, hex);
    *has = 1;
    *type = git_object_type(o);
    git_object *c = NULL;
    if (git_object_peel(&c, o, GIT_OBJECT_COMMIT) == 0) {
        git_oid_cpy(commit, git_object_id(c));
        *has_commit = 1;
        git_object_free(c);
    }
    git_object_free(o);
    return 0;
}

static int single_combined(push *P, const git_oid *new_commits, size_t n_new, git_oid *out)
{
    if (!P->s->combine_when_single_commit || strcmp(P->change_type, "update") || !P->has_old_commit ||
        !P->has_new_commit)
        return 0;
    git_oid base;
    if (git_merge_base(&base, P->repo, &P->old, &P->new) < 0 || !git_oid_equal(&base, &P->old))
        return 0;
    git_revwalk *w;
    if (git_revwalk_new(&w, P->repo) < 0)
        return 0;
    git_revwalk_sorting(w, GIT_SORT_TIME);
    git_revwalk_push(w, &P->new);
    git_revwalk_hide(w, &P->old);
    git_oid ids[3];
    size_t n = 0;
    while (n < 3 && git_revwalk_next(&ids[n], w) == 0)
        n++;
    git_revwalk_free(w);
    if (n != 1)
        return 0; /* more than one commit, or a merge on top (never combined by sitepub) */
    git_commit *c;
    if (git_commit_lookup(&c, P->repo, &ids[0]) < 0)
        return 0;
    unsigned np = git_commit_parentcount(c);
    git_commit_free(c);
    if (np != 1 || !contains(new_commits, n_new, &ids[0]))
        return 0;
    if (strcmp(P->refchange_recipients, P->revision_recipients))
        return 0;
    git_oid_cpy(out, &ids[0]);
    return 1;
}

int sp_notify_compose(git_repository *repo, const sp_notify_settings *s, const char *oldrev, const char *newrev,
                      const char *refname, const char *to_override, sp_mail_batch *out, sp_error *err)
{
    memset(out, 0, sizeof *out);
    push P;
    memset(&P, 0, sizeof P);
    P.repo = repo;
    P.s = s;
    P.refname = refname;
    P.out = out;
    int r = -1;
    git_oid *new_commits = NULL;
    size_t n_new = 0;
    if (parse_rev(&P, oldrev, &P.old, &P.has_old, &P.old_type, &P.old_commit, &P.has_old_commit, err) < 0 ||
        parse_rev(&P, newrev, &P.new, &P.has_new, &P.new_type, &P.new_commit, &P.has_new_commit, err) < 0)
        goto done;
    if (!P.has_old && !P.has_new) {
        sp_error_set(err, SP_ERR_USAGE, NULL, 0, 0, "old and new revision are both zero: nothing to notify");
        goto done;
    }
    git_oid_tostr(P.oldrev, sizeof P.oldrev, &P.old);
    git_oid_tostr(P.newrev, sizeof P.newrev, &P.new);
    if (P.has_old)
        sp_difftext_abbrev(repo, &P.old, P.oldrev_short);
    if (P.has_new)
        sp_difftext_abbrev(repo, &P.new, P.newrev_short);
    P.change_type = !P.has_old ? "create" : !P.has_new ? "delete" : "update";
    git_object_t rt = P.has_new ? P.new_type : P.old_type;
    if (!strncmp(refname, "refs/heads/", 11) && rt == GIT_OBJECT_COMMIT) {
        P.refname_type = "branch";
        P.short_refname = xstrdup0(refname + 11);
    } else if (!strncmp(refname, "refs/tags/", 10) && (rt == GIT_OBJECT_COMMIT || rt == GIT_OBJECT_TAG)) {
        P.refname_type = rt == GIT_OBJECT_TAG ? "annotated tag" : "tag";
        P.short_refname = xstrdup0(refname + 10);
    } else {
        P.refname_type = "reference";
        P.short_refname = xstrdup0(refname);
    }
    const char *now_env = getenv("SOURCE_DATE_EPOCH");
    P.now = now_env && *now_env ? (time_t)strtoll(now_env, NULL, 10) : time(NULL);
    P.to_override = to_override;
    P.refchange_recipients = xstrdup0(to_override && *to_override ? to_override
                                      : !strcmp(P.refname_type, "annotated tag") && s->announce_recipients
                                          ? s->announce_recipients
                                          : s->refchange_recipients);
    P.revision_recipients = xstrdup0(to_override && *to_override ? to_override : s->revision_recipients);
    if (s->email_domain && *s->email_domain) {
        sp_buf b = SP_BUF_INIT;
        sp_buf_printf(&b, "%s@%s", s->pusher, s->email_domain);
        P.pusher_email = sp_buf_detach(&b);
    }
    if (!*P.refchange_recipients && !*P.revision_recipients) {
        sp_error_set(err, SP_ERR_NOTIFY, NULL, 0, 0,
                     "no recipients: set multimailhook.mailingList (git config) or pass --to ADDRESS");
        goto done;
    }
    if (collect_other_refs(&P, err) < 0)
        goto done;
    make_ids(&P);
    /* the commits new to the repository, oldest first */
    if (P.has_new_commit) {
        git_oid *rev = NULL;
        size_t n = 0;
        if (rev_list(&P, &P.new_commit, P.others, P.n_others, P.has_old_commit ? &P.old_commit : NULL,
                     GIT_SORT_TOPOLOGICAL | GIT_SORT_TIME | GIT_SORT_REVERSE, &rev, &n, err) < 0)
            goto done;
        new_commits = rev;
        n_new = n;
    }
    git_oid single;
    if (*P.refchange_recipients) {
        if (single_combined(&P, new_commits, n_new, &single)) {
            commit_info ci;
            if (load_commit(&P, &single, &ci, err) < 0)
                goto done;
            r = combined_email(&P, &ci, 1, err);
            commit_info_free(&ci);
            goto done;
        }
        if (refchange_email(&P, new_commits, n_new, err) < 0)
            goto done;
    }
    if (s->max_commit_emails > 0 && n_new > (size_t)s->max_commit_emails) {
        r = 0; /* git-multimail: too many new commits, no commit emails */
        goto done;
    }
    if (*P.revision_recipients) {
        for (size_t i = 0; i < n_new; i++) {
            commit_info ci;
            if (load_commit(&P, &new_commits[i], &ci, err) < 0)
                goto done;
            if (ci.parents > 1 && s->exclude_merge_revisions) {
                commit_info_free(&ci);
                continue;
            }
            int rr = revision_email(&P, &ci, (int)i + 1, (int)n_new, err);
            commit_info_free(&ci);
            if (rr < 0)
                goto done;
        }
    }
    r = 0;
done:
    if (r == 0 && out->n) {
        /* envelope sender: envelopeSender, else the first From address */
        if (s->envelope_sender && *s->envelope_sender) {
            out->envelope_sender = xstrdup0(s->envelope_sender);
        } else if (P.first_from) {
            sp_mail_message tmpm;
            memset(&tmpm, 0, sizeof tmpm);
            mh_addresses(P.first_from, collect_rcpt, &tmpm);
            if (tmpm.n_recipients)
                out->envelope_sender = xstrdup0(tmpm.recipients[0]);
            for (size_t i = 0; i < tmpm.n_recipients; i++)
                free(tmpm.recipients[i]);
            free(tmpm.recipients);
        }
    }
    if (r < 0)
        sp_mail_batch_free(out);
    free(new_commits);
    free(P.short_refname);
    free(P.others);
    free(P.msgid);
    free(P.thread_index);
    free(P.refchange_recipients);
    free(P.revision_recipients);
    free(P.pusher_email);
    free(P.first_from);
    return r;
}

void sp_mail_batch_free(sp_mail_batch *b)
{
    if (!b)
        return;
    for (size_t i = 0; i < b->n; i++) {
        free(b->msgs[i].text);
        for (size_t k = 0; k < b->msgs[i].n_recipients; k++)
            free(b->msgs[i].recipients[k]);
        free(b->msgs[i].recipients);
    }
    free(b->msgs);
    free(b->envelope_sender);
    memset(b, 0, sizeof *b);
}

void sp_mail_batch_format_stdout(const sp_mail_batch *b, sp_buf *out)
{
    static const char sep[] = "===========================================================================\n";
    for (size_t i = 0; i < b->n; i++) {
        sp_buf_puts(out, sep);
        sp_buf_append(out, b->msgs[i].text, b->msgs[i].len);
        sp_buf_puts(out, sep);
    }
}

void sp_mail_wire_bytes(const sp_mail_message *m, sp_buf *out)
{
    const char *s = m->text;
    for (size_t i = 0; i < m->len; i++) {
        if (s[i] == '\r') {
            sp_buf_puts(out, "\r\n");
            if (i + 1 < m->len && s[i + 1] == '\n')
                i++;
        } else if (s[i] == '\n') {
            sp_buf_puts(out, "\r\n");
        } else {
            sp_buf_putc(out, s[i]);
        }
    }
}
