/* The HTTP server of `sitepub serve` (libmicrohttpd, a thread per connection): serves the current snapshot as
 * Jekyll 4.3's servlet (WEBrick::HTTPServlet::FileHandler + Jekyll::Commands::Serve::Servlet) serves _site, and,
 * with live reload, a Server-Sent Events stream on the livereload port. */
#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "serve/mhd_loader.h"
#include "serve/serve_int.h"
#include "sitepub/buf.h"

/* libmicrohttpd's functions (loaded by sp_http_start before any is called) */
static const sp_mhd_api *M;

/* Jekyll's Servlet::DEFAULTS */
#define CACHE_CONTROL "private, max-age=0, proxy-revalidate, no-store, no-cache, must-revalidate"
#define EVENTS_PATH "/__sitepub/events"
#define KEEPALIVE_S 15

enum { EV_NONE, EV_CSS, EV_RELOAD, EV_OK };

struct sp_http {
    struct MHD_Daemon *main, *lr;
    int port, lr_port;
    bool loopback, livereload;
    pthread_mutex_t lock;
    pthread_cond_t cond;
    sp_serve_snapshot *snap; /* guarded by lock */
    char *error;             /* overlay text, or NULL */
    unsigned long seq;       /* bumped by each event */
    int last_kind;
    bool stopping;
    char instance[32];       /* differs between runs: a page from an earlier run reloads on connect */
};

/* ---- paths and types ---- */

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

int sp_serve_normalize_path(const char *url, char *out, size_t n, bool *slash)
{
    size_t len = strlen(url);
    if (len == 0 || url[0] != '/')
        return 400;
    char *dec = malloc(len + 1);
    if (!dec)
        return 400;
    size_t d = 0;
    int status = 0;
    for (size_t i = 0; i < len; i++) {
        int c = (unsigned char)url[i];
        if (c == '%') {
            int h = i + 2 < len ? hexval(url[i + 1]) : -1, l = h >= 0 ? hexval(url[i + 2]) : -1;
            if (h < 0 || l < 0) {
                status = 400;
                break;
            }
            c = h * 16 + l;
            i += 2;
            if (c == 0) {
                status = 400;
                break;
            }
            if (c == '/' || c == '\\') { /* an encoded separator never names a file of the site */
                status = 404;
                break;
            }
        } else if (c == '\\') {
            status = 404;
            break;
        }
        dec[d++] = (char)c;
    }
    dec[d] = 0;
    if (status) {
        free(dec);
        return status;
    }
    /* a trailing '/', ".", or ".." names a folder (WEBrick: "/a/b/.." is "/a/") */
    *slash = d > 0 && dec[d - 1] == '/';
    if ((d >= 2 && !strcmp(dec + d - 2, "/.")) || (d >= 3 && !strcmp(dec + d - 3, "/..")))
        *slash = true;
    /* segments: "." and empty dropped, ".." pops one; above the root is WEBrick's "abnormal path" (400) */
    size_t o = 0;
    char *save = NULL;
    for (char *seg = strtok_r(dec, "/", &save); seg; seg = strtok_r(NULL, "/", &save)) {
        if (!strcmp(seg, "."))
            continue;
        if (!strcmp(seg, "..")) {
            if (o == 0) {
                status = 400;
                break;
            }
            while (o > 0 && out[o - 1] != '/')
                o--;
            if (o > 0)
                o--; /* the '/' before the popped segment */
            continue;
        }
        size_t sl = strlen(seg);
        if (o + sl + 2 > n) {
            status = 400;
            break;
        }
        if (o)
            out[o++] = '/';
        memcpy(out + o, seg, sl);
        o += sl;
    }
    free(dec);
    if (status)
        return status;
    out[o] = 0;
    return 0;
}

static int cmp_ext(const void *key, const void *ent)
{
    return strcmp(key, ((const sp_mime_entry *)ent)->ext);
}

const char *sp_serve_mime_type(const char *path, size_t len, char *buf, size_t n)
{
    const char *type = "application/octet-stream";
    int charset = 0;
    size_t i = len;
    while (i > 0 && path[i - 1] != '.' && path[i - 1] != '/')
        i--;
    if (i > 0 && path[i - 1] == '.' && len - i < 32) {
        char ext[32];
        for (size_t k = i; k < len; k++)
            ext[k - i] = (char)((path[k] >= 'A' && path[k] <= 'Z') ? path[k] + 32 : path[k]);
        ext[len - i] = 0;
        const sp_mime_entry *e = bsearch(ext, sp_mime_table, sp_mime_table_len, sizeof *e, cmp_ext);
        if (e) {
            type = sp_mime_types + e->type;
            charset = e->charset;
        }
    }
    snprintf(buf, n, "%s%s", type, charset ? "; charset=utf-8" : "");
    return buf;
}

/* ---- responses ---- */

static enum MHD_Result queue(struct MHD_Connection *c, unsigned status, struct MHD_Response *r)
{
    if (!r)
        return MHD_NO;
    M->add_response_header(r, "Cache-Control", CACHE_CONTROL);
    enum MHD_Result ret = M->queue_response(c, status, r);
    M->destroy_response(r);
    return ret;
}

static enum MHD_Result respond_text(struct MHD_Connection *c, unsigned status, const char *type, const char *body)
{
    struct MHD_Response *r =
        M->create_response_from_buffer(strlen(body), (void *)body, MHD_RESPMEM_MUST_COPY);
    if (r)
        M->add_response_header(r, "Content-Type", type);
    return queue(c, status, r);
}

static enum MHD_Result respond_error(struct MHD_Connection *c, unsigned status, const char *reason)
{
    char body[512];
    snprintf(body, sizeof body,
             "<!DOCTYPE html>\n<html><head><title>%u %s</title></head>\n<body><h1>%s</h1></body></html>\n", status,
             reason, reason);
    return respond_text(c, status, "text/html; charset=utf-8", body);
}

static enum MHD_Result redirect(struct MHD_Connection *c, unsigned status, const char *location)
{
    struct MHD_Response *r = M->create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
    if (r)
        M->add_response_header(r, "Location", location);
    return queue(c, status, r);
}

static void unref_cb(void *cls) { sp_serve_snapshot_unref(cls); }

/* Jekyll's BodyProcessor::HEAD_TAG_REGEX, %r!<head>|<head[^(er)][^<]*>!: the first match, end offset or 0 */
static size_t head_tag_end(const unsigned char *s, size_t n)
{
    for (size_t i = 0; i + 5 < n; i++) {
        if (memcmp(s + i, "<head", 5) != 0)
            continue;
        if (s[i + 5] == '>')
            return i + 6;
        if (strchr("(er)\n", s[i + 5]) != NULL)
            continue;
        /* [^<]*> within the line (Jekyll works line by line): greedy, so the last '>' before a '<' */
        size_t last = 0;
        for (size_t j = i + 6; j < n && s[j] != '<' && s[j] != '\n'; j++)
            if (s[j] == '>')
                last = j + 1;
        if (last)
            return last;
    }
    return 0;
}

static const char LR_SCRIPT[] =
    "<script>(function(){var u=location.protocol+'//'+(location.hostname||'localhost')+':%d" EVENTS_PATH "',"
    "es=new EventSource(u),me='%s';"
    "function overlay(t){var d=document.getElementById('sitepub-error');if(t===null){if(d)d.remove();return;}"
    "if(!d){d=document.createElement('div');d.id='sitepub-error';d.setAttribute('style','position:fixed;"
    "z-index:2147483647;top:0;left:0;right:0;bottom:0;overflow:auto;margin:0;padding:2em;background:"
    "rgba(40,0,0,.94);color:#fff;font:14px/1.5 monospace;white-space:pre-wrap');"
    "document.documentElement.appendChild(d);}"
    "d.textContent='sitepub serve: the site could not be rebuilt; this is the last good build.\\n\\n'+t;}"
    "es.addEventListener('hello',function(e){if(e.data!==me)location.reload();});"
    "es.addEventListener('reload',function(){location.reload();});"
    "es.addEventListener('css',function(){var l=document.querySelectorAll('link[rel~=\"stylesheet\"]');"
    "for(var i=0;i<l.length;i++){var h=l[i].href.replace(/[?&]sitepub-reload=\\d+$/,'');"
    "l[i].href=h+(h.indexOf('?')<0?'?':'&')+'sitepub-reload='+Date.now();}});"
    "es.addEventListener('builderror',function(e){overlay(JSON.parse(e.data));});"
    "es.addEventListener('ok',function(){overlay(null);});"
    "})();</script>";

/* the generation a page was served at, as the hello event names it */
static void state_name(sp_http *h, unsigned long seq, char *buf, size_t n)
{
    snprintf(buf, n, "%s-%lu", h->instance, seq);
}

static enum MHD_Result send_file(sp_http *h, struct MHD_Connection *c, unsigned status, sp_serve_snapshot *snap,
                                 const sp_serve_file *f, unsigned long seq)
{
    char type[160];
    sp_serve_mime_type(f->path, strlen(f->path), type, sizeof type);
    struct MHD_Response *r;
    size_t at = 0;
    if (h->livereload && !strncmp(type, "text/html", 9) && (at = head_tag_end(f->data, f->len)) > 0) {
        char name[64], script[sizeof LR_SCRIPT + 128];
        state_name(h, seq, name, sizeof name);
        int sl = snprintf(script, sizeof script, LR_SCRIPT, h->lr_port, name);
        size_t len = f->len + (size_t)sl;
        char *body = malloc(len);
        if (!body) {
            sp_serve_snapshot_unref(snap);
            return MHD_NO;
        }
        memcpy(body, f->data, at);
        memcpy(body + at, script, (size_t)sl);
        memcpy(body + at + sl, f->data + at, f->len - at);
        sp_serve_snapshot_unref(snap);
        r = M->create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
        if (r)
            M->add_response_header(r, "X-Rack-LiveReload", "1");
    } else {
        /* the bytes stay in the snapshot; the response holds its reference until it is sent */
        if (snap) {
            r = M->create_response_from_buffer_with_free_callback_cls(f->len, f->data, unref_cb, snap);
            if (!r)
                sp_serve_snapshot_unref(snap);
        } else {
            r = M->create_response_from_buffer(f->len, f->data, MHD_RESPMEM_MUST_COPY);
        }
    }
    if (r)
        M->add_response_header(r, "Content-Type", type);
    return queue(c, status, r);
}

/* Jekyll's DIRECTORY_INDEX */
static const char *const INDEX[] = {"index.htm",  "index.html", "index.rhtml", "index.xht",
                                    "index.xhtml", "index.cgi",  "index.xml",   "index.json"};

static const sp_serve_file *find_at(const sp_serve_snapshot *s, const char *dir, const char *name)
{
    char p[4200];
    int n = snprintf(p, sizeof p, "%s%s%s", dir, *dir ? "/" : "", name);
    if (n < 0 || (size_t)n >= sizeof p)
        return NULL;
    return sp_serve_snapshot_find(s, p, (size_t)n);
}

static void html_escape(sp_buf *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '&': sp_buf_puts(b, "&amp;"); break;
        case '<': sp_buf_puts(b, "&lt;"); break;
        case '>': sp_buf_puts(b, "&gt;"); break;
        case '"': sp_buf_puts(b, "&quot;"); break;
        default: sp_buf_putc(b, s[i]);
        }
    }
}

/* RFC 3986 path characters as they are, the rest percent-encoded */
static void url_escape(sp_buf *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char q = (unsigned char)s[i];
        if ((q >= 'a' && q <= 'z') || (q >= 'A' && q <= 'Z') || (q >= '0' && q <= '9') ||
            (q && strchr("-._~!$&'()*+,;=:@/", q)))
            sp_buf_putc(b, (char)q);
        else
            sp_buf_printf(b, "%%%02X", q);
    }
}

/* A folder without an index file: its entries, as WEBrick's FancyIndexing (which Jekyll's server turns on) lists
 * them, by name, without WEBrick's modification times (a build in memory has none); names WEBrick does not
 * disclose (".ht*", "~*", Jekyll's NondisclosureName) are left out. */
static enum MHD_Result list_dir(sp_http *h, struct MHD_Connection *c, sp_serve_snapshot *snap, const char *dir,
                                unsigned long seq)
{
    sp_buf body = SP_BUF_INIT, title = SP_BUF_INIT;
    sp_buf_printf(&title, "%s/", snap->baseurl);
    if (*dir)
        sp_buf_printf(&title, "%s/", dir);
    sp_buf_puts(&body, "<!DOCTYPE html>\n<html>\n  <head>\n    <title>Index of ");
    html_escape(&body, title.data, title.len);
    sp_buf_puts(&body, "</title>\n  </head>\n  <body>\n    <h1>Index of ");
    html_escape(&body, title.data, title.len);
    sp_buf_puts(&body, "</h1>\n    <ul>\n      <li><a href=\"..\">Parent Directory</a></li>\n");
    size_t dl = strlen(dir);
    const char *last = NULL;
    size_t last_len = 0;
    for (size_t i = 0; i < snap->count; i++) {
        const char *p = snap->files[i].path;
        if (dl && (strncmp(p, dir, dl) != 0 || p[dl] != '/'))
            continue;
        const char *name = p + (dl ? dl + 1 : 0), *slash = strchr(name, '/');
        size_t n = slash ? (size_t)(slash - name) + 1 : strlen(name); /* a folder keeps its '/' */
        if ((last && n == last_len && !strncmp(name, last, n)) || !strncmp(name, ".ht", 3) || name[0] == '~')
            continue;
        last = name;
        last_len = n;
        sp_buf_puts(&body, "      <li><a href=\"");
        url_escape(&body, name, n);
        sp_buf_puts(&body, "\">");
        html_escape(&body, name, n);
        sp_buf_puts(&body, "</a></li>\n");
    }
    sp_buf_puts(&body, "    </ul>\n  </body>\n</html>\n");
    sp_serve_file f = {(char *)"index.html", (unsigned char *)body.data, body.len, SP_MODE_FILE, {0}, false};
    enum MHD_Result r = send_file(h, c, 200, NULL, &f, seq);
    sp_serve_snapshot_unref(snap);
    sp_buf_free(&body);
    sp_buf_free(&title);
    return r;
}

static enum MHD_Result serve_site(sp_http *h, struct MHD_Connection *c, const char *url)
{
    char rel[4096];
    bool slash = false;
    int st = sp_serve_normalize_path(url, rel, sizeof rel, &slash);
    if (st == 400)
        return respond_error(c, 400, "Bad Request");
    pthread_mutex_lock(&h->lock);
    sp_serve_snapshot *snap = sp_serve_snapshot_ref(h->snap);
    unsigned long seq = h->seq;
    pthread_mutex_unlock(&h->lock);
    if (!snap) {
        /* the first build failed (or was skipped): a page that shows the error and reloads once it is fixed */
        static const char wait[] = "<!DOCTYPE html>\n<html><head><title>sitepub serve</title></head>\n<body><p>The "
                                   "site has not been built yet.</p></body></html>\n";
        sp_serve_file f = {(char *)"index.html", (unsigned char *)wait, sizeof wait - 1, SP_MODE_FILE, {0}, false};
        return send_file(h, c, 503, NULL, &f, seq);
    }
    const sp_serve_file *f = NULL;
    unsigned status = 200;
    const char *base = snap->baseurl + (snap->baseurl[0] == '/'); /* "blog" or "" */
    size_t bl = strlen(base);
    const char *path = rel;
    if (st == 0 && bl) {
        /* Jekyll mounts the site at baseurl only; `/` (and nothing else outside it) redirects there */
        if (!rel[0]) {
            char loc[4200];
            snprintf(loc, sizeof loc, "/%s/", base);
            sp_serve_snapshot_unref(snap);
            return redirect(c, 302, loc);
        }
        if (!strncmp(rel, base, bl) && (rel[bl] == 0 || rel[bl] == '/'))
            path = rel + bl + (rel[bl] == '/');
        else
            st = 404;
    }
    /* WEBrick's FileHandler answers 404 for a name it does not disclose (Jekyll's NondisclosureName: ".ht*",
     * "~*") anywhere in the path */
    for (const char *q = path; st == 0 && *q; q = strchr(q, '/') ? strchr(q, '/') + 1 : q + strlen(q))
        if (!strncmp(q, ".ht", 3) || *q == '~')
            st = 404;
    if (st == 0) {
        size_t pl = strlen(path);
        bool is_dir = sp_serve_snapshot_is_dir(snap, path, pl) || pl == 0;
        f = (pl && !slash) ? sp_serve_snapshot_find(snap, path, pl) : NULL;
        if (f && f->mode == SP_MODE_LINK)
            f = NULL; /* a link is never followed: it might point out of the site */
        if (!f && is_dir && !slash && pl) {
            /* WEBrick's FileHandler: a folder without its trailing '/' moves there */
            sp_buf loc = SP_BUF_INIT;
            sp_buf_printf(&loc, "%s/", snap->baseurl);
            url_escape(&loc, path, pl);
            sp_buf_putc(&loc, '/');
            sp_serve_snapshot_unref(snap);
            enum MHD_Result r = redirect(c, 301, loc.data);
            sp_buf_free(&loc);
            return r;
        }
        if (!f && is_dir) {
            for (size_t i = 0; !f && i < sizeof INDEX / sizeof *INDEX; i++)
                f = find_at(snap, path, INDEX[i]);
            if (!f && slash)
                return list_dir(h, c, snap, path, seq);
        }
        if (!f && pl && !slash) {
            /* Jekyll's Servlet#search_file: "/about" finds about.html, then about.xhtml */
            char p[4200];
            snprintf(p, sizeof p, "%s.html", path);
            f = sp_serve_snapshot_find(snap, p, strlen(p));
            if (!f) {
                snprintf(p, sizeof p, "%s.xhtml", path);
                f = sp_serve_snapshot_find(snap, p, strlen(p));
            }
        }
        if (f && f->mode == SP_MODE_LINK)
            f = NULL;
    }
    if (!f) {
        /* Jekyll's setup: WEBrick's error page becomes the site's 404.html when there is one */
        status = 404;
        f = sp_serve_snapshot_find(snap, "404.html", 8);
        if (!f) {
            sp_serve_snapshot_unref(snap);
            return respond_error(c, 404, "Not Found");
        }
    }
    return send_file(h, c, status, snap, f, seq);
}

/* ---- the event stream ---- */

typedef struct sse_stream {
    sp_http *h;
    unsigned long seen;
    bool hello_sent;
    sp_buf pending;
    size_t sent;
} sse_stream;

static void json_string(sp_buf *b, const char *s)
{
    sp_buf_putc(b, '"');
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            sp_buf_printf(b, "\\%c", ch);
        else if (ch == '\n')
            sp_buf_puts(b, "\\n");
        else if (ch < 0x20)
            sp_buf_printf(b, "\\u%04x", ch);
        else
            sp_buf_putc(b, (char)ch);
    }
    sp_buf_putc(b, '"');
}

/* Fill s->pending with what the client has not seen yet (lock held). */
static void sse_fill(sse_stream *s)
{
    sp_http *h = s->h;
    if (!s->hello_sent) {
        char name[64];
        state_name(h, h->seq, name, sizeof name);
        sp_buf_printf(&s->pending, "retry: 500\nevent: hello\ndata: %s\n\n", name);
        s->hello_sent = true;
        s->seen = h->seq;
        if (h->error) {
            sp_buf_puts(&s->pending, "event: builderror\ndata: ");
            json_string(&s->pending, h->error);
            sp_buf_puts(&s->pending, "\n\n");
        }
        return;
    }
    if (s->seen == h->seq)
        return;
    int kind = s->seen + 1 == h->seq ? h->last_kind : EV_RELOAD;
    s->seen = h->seq;
    if (h->error) {
        sp_buf_puts(&s->pending, "event: builderror\ndata: ");
        json_string(&s->pending, h->error);
        sp_buf_puts(&s->pending, "\n\n");
    } else if (kind == EV_CSS) {
        sp_buf_puts(&s->pending, "event: css\ndata: 1\n\n");
    } else if (kind == EV_OK) {
        sp_buf_puts(&s->pending, "event: ok\ndata: 1\n\n");
    } else {
        sp_buf_puts(&s->pending, "event: reload\ndata: 1\n\n");
    }
}

static ssize_t sse_read(void *cls, uint64_t pos, char *buf, size_t max)
{
    (void)pos;
    sse_stream *s = cls;
    sp_http *h = s->h;
    if (s->sent == s->pending.len) {
        sp_buf_clear(&s->pending);
        s->sent = 0;
        pthread_mutex_lock(&h->lock);
        sse_fill(s);
        while (!h->stopping && s->pending.len == 0) {
            struct timespec until;
            clock_gettime(CLOCK_REALTIME, &until);
            until.tv_sec += KEEPALIVE_S;
            if (pthread_cond_timedwait(&h->cond, &h->lock, &until) == ETIMEDOUT && !h->stopping &&
                h->seq == s->seen) {
                sp_buf_puts(&s->pending, ": keep-alive\n\n"); /* also finds clients that went away */
                break;
            }
            sse_fill(s);
        }
        bool stop = h->stopping;
        pthread_mutex_unlock(&h->lock);
        if (stop)
            return MHD_CONTENT_READER_END_OF_STREAM;
    }
    size_t n = s->pending.len - s->sent;
    if (n > max)
        n = max;
    memcpy(buf, s->pending.data + s->sent, n);
    s->sent += n;
    return (ssize_t)n;
}

static void sse_free(void *cls)
{
    sse_stream *s = cls;
    sp_buf_free(&s->pending);
    free(s);
}

/* The event stream carries build errors (paths, source text), so only the site's own pages may read it: an Origin
 * of http://HOST:PORT with the server's port, and with a loopback server a loopback HOST (localhost, 127.x.y.z,
 * [::1]). Other origins get no Access-Control-Allow-Origin, and the browser keeps the stream from their script. */
static bool origin_allowed(const sp_http *h, const char *origin)
{
    if (!origin || strncmp(origin, "http://", 7) != 0)
        return false;
    const char *host = origin + 7, *colon = strrchr(host, ':');
    if (!colon || (host[0] == '[' && colon < strchr(host, ']')))
        return false;
    char *end;
    long port = strtol(colon + 1, &end, 10);
    if (*end || port != h->port)
        return false;
    if (!h->loopback)
        return true;
    size_t n = (size_t)(colon - host);
    return (n == 9 && !strncmp(host, "localhost", 9)) || (n == 5 && !strncmp(host, "[::1]", 5)) ||
           (n >= 4 && !strncmp(host, "127.", 4) && strspn(host, "0123456789.") == n);
}

static enum MHD_Result on_lr_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                     const char *version, const char *upload, size_t *upload_size, void **con_cls)
{
    sp_http *h = cls;
    static int seen;
    if (!*con_cls) {
        *con_cls = &seen;
        return MHD_YES;
    }
    if (*upload_size) {
        *upload_size = 0;
        return MHD_YES;
    }
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
        return respond_error(c, 405, "Method Not Allowed");
    if (strcmp(url, EVENTS_PATH) != 0)
        return respond_error(c, 404, "Not Found");
    sse_stream *s = calloc(1, sizeof *s);
    if (!s)
        return MHD_NO;
    s->h = h;
    struct MHD_Response *r = M->create_response_from_callback(MHD_SIZE_UNKNOWN, 4096, sse_read, s, sse_free);
    if (!r) {
        sse_free(s);
        return MHD_NO;
    }
    M->add_response_header(r, "Content-Type", "text/event-stream");
    const char *origin = M->lookup_connection_value(c, MHD_HEADER_KIND, "Origin");
    if (origin_allowed(h, origin)) {
        M->add_response_header(r, "Access-Control-Allow-Origin", origin);
        M->add_response_header(r, "Vary", "Origin");
    }
    return queue(c, 200, r);
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload, size_t *upload_size, void **con_cls)
{
    sp_http *h = cls;
    static int seen;
    if (!*con_cls) {
        /* the first call only has the headers: answering now would make MHD close the connection */
        *con_cls = &seen;
        return MHD_YES;
    }
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) {
        /* WEBrick's FileHandler: 405, whatever the body (read and dropped) */
        if (*upload_size) {
            *upload_size = 0;
            return MHD_YES;
        }
        return respond_error(c, 405, "Method Not Allowed");
    }
    return serve_site(h, c, url);
}

/* The raw path reaches the handler: sp_serve_normalize_path decodes it and refuses %00 and %2F, which MHD's own
 * unescaping would turn into a cut string or a separator. */
static size_t no_unescape(void *cls, struct MHD_Connection *c, char *s)
{
    (void)cls;
    (void)c;
    return strlen(s);
}

/* ---- sockets ---- */

bool sp_serve_addr_is_loopback(const struct sockaddr *a)
{
    if (a->sa_family == AF_INET)
        return (ntohl(((const struct sockaddr_in *)a)->sin_addr.s_addr) >> 24) == 127;
    if (a->sa_family == AF_INET6) {
        const struct in6_addr *x = &((const struct sockaddr_in6 *)a)->sin6_addr;
        if (IN6_IS_ADDR_LOOPBACK(x))
            return true;
        if (IN6_IS_ADDR_V4MAPPED(x))
            return x->s6_addr[12] == 127;
    }
    return false;
}

/* Bind and listen on host:port; *port gets the port bound. */
static int listen_on(const char *host, int *port, bool *loopback, int *fd_out, sp_error *err)
{
    struct addrinfo hints = {0}, *res = NULL;
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    char ps[16];
    snprintf(ps, sizeof ps, "%d", *port);
    int g = getaddrinfo(host, ps, &hints, &res);
    if (g != 0)
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0,
                            "cannot serve on host '%s': %s (give -H an address of this machine)", host,
                            gai_strerror(g));
    int fd = -1, e = 0;
    for (struct addrinfo *ai = res; ai; ai = ai->ai_next) {
        fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
        if (fd < 0) {
            e = errno;
            continue;
        }
        int one = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (bind(fd, ai->ai_addr, ai->ai_addrlen) == 0 && listen(fd, 128) == 0) {
            *loopback = sp_serve_addr_is_loopback(ai->ai_addr);
            break;
        }
        e = errno;
        close(fd);
        fd = -1;
    }
    freeaddrinfo(res);
    if (fd < 0) {
        if (e == EADDRINUSE)
            return sp_error_set(err, SP_ERR_IO, NULL, 0, 0,
                                "%s:%d: port %d is in use (another server, perhaps another `sitepub serve` or "
                                "`jekyll serve`); stop it or choose another port with -P",
                                host, *port, *port);
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "cannot listen on %s:%d: %s", host, *port, strerror(e));
    }
    struct sockaddr_storage ss;
    socklen_t sl = sizeof ss;
    if (getsockname(fd, (struct sockaddr *)&ss, &sl) == 0)
        *port = ntohs(ss.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&ss)->sin6_port
                                               : ((struct sockaddr_in *)&ss)->sin_port);
    *fd_out = fd;
    return 0;
}

static struct MHD_Daemon *start_daemon(int fd, MHD_AccessHandlerCallback cb, sp_http *h)
{
    return M->start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL |
                                MHD_USE_ITC,
                            0, NULL, NULL, cb, h, MHD_OPTION_LISTEN_SOCKET, fd, MHD_OPTION_UNESCAPE_CALLBACK,
                            no_unescape, NULL, MHD_OPTION_CONNECTION_LIMIT, (unsigned)512,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)120, MHD_OPTION_END);
}

int sp_http_start(const sp_http_options *o, sp_http **out, sp_error *err)
{
    *out = NULL;
    if (!(M = sp_mhd(err)))
        return -1;
    sp_http *h = calloc(1, sizeof *h);
    if (!h)
        return sp_error_set(err, SP_ERR_INTERNAL, NULL, 0, 0, "out of memory");
    pthread_mutex_init(&h->lock, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_cond_init(&h->cond, &ca);
    pthread_condattr_destroy(&ca);
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    snprintf(h->instance, sizeof h->instance, "%lx%lx", (unsigned long)now.tv_sec, (unsigned long)now.tv_nsec);
    h->livereload = o->livereload;
    h->port = o->port;
    h->lr_port = o->livereload_port;
    int fd = -1, lfd = -1;
    bool lr_loop;
    if (listen_on(o->host, &h->port, &h->loopback, &fd, err) != 0 ||
        (o->livereload && listen_on(o->host, &h->lr_port, &lr_loop, &lfd, err) != 0)) {
        if (fd >= 0)
            close(fd);
        sp_http_stop(h);
        return -1;
    }
    h->main = start_daemon(fd, on_request, h);
    if (!h->main) {
        close(fd);
        if (lfd >= 0)
            close(lfd);
        sp_http_stop(h);
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "the HTTP server could not start on %s:%d", o->host, o->port);
    }
    if (lfd >= 0 && !(h->lr = start_daemon(lfd, on_lr_request, h))) {
        close(lfd);
        sp_http_stop(h);
        return sp_error_set(err, SP_ERR_IO, NULL, 0, 0, "the live reload server could not start on %s:%d", o->host,
                            o->livereload_port);
    }
    *out = h;
    return 0;
}

int sp_http_port(const sp_http *h) { return h->port; }
int sp_http_livereload_port(const sp_http *h) { return h->lr_port; }
bool sp_http_is_loopback(const sp_http *h) { return h->loopback; }

static bool ends_with(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && !strcmp(s + a - b, suffix);
}

/* EV_NONE when the sites are the same, EV_CSS when only stylesheets (and their source maps) differ */
static int compare(const sp_serve_snapshot *a, const sp_serve_snapshot *b)
{
    if (!a || !b || strcmp(a->baseurl, b->baseurl) != 0)
        return EV_RELOAD;
    int kind = EV_NONE;
    size_t i = 0, j = 0;
    while (i < a->count || j < b->count) {
        const sp_serve_file *x = i < a->count ? &a->files[i] : NULL, *y = j < b->count ? &b->files[j] : NULL;
        int c = !x ? 1 : !y ? -1 : strcmp(x->path, y->path);
        const char *p = c <= 0 ? x->path : y->path;
        bool same = c == 0 && sp_serve_file_same(x, y);
        if (!same) {
            if (!ends_with(p, ".css") && !ends_with(p, ".css.map"))
                return EV_RELOAD;
            kind = EV_CSS;
        }
        if (c <= 0)
            i++;
        if (c >= 0)
            j++;
    }
    return kind;
}

sp_serve_snapshot *sp_http_publish(sp_http *h, sp_serve_snapshot *snap, sp_http_hint hint)
{
    /* only this thread replaces h->snap: it is compared without the lock, which the handlers take */
    sp_serve_snapshot *old = h->snap;
    int kind = compare(old, snap);
    if (kind == EV_RELOAD && hint == SP_HTTP_STYLES && old)
        kind = EV_CSS;
    if (kind != EV_NONE && hint == SP_HTTP_SILENT)
        kind = EV_NONE; /* --livereload-ignore: served, not announced */
    pthread_mutex_lock(&h->lock);
    if (kind == EV_NONE && h->error)
        kind = EV_OK;
    h->snap = snap;
    free(h->error);
    h->error = NULL;
    if (kind != EV_NONE) {
        h->seq++;
        h->last_kind = kind;
        pthread_cond_broadcast(&h->cond);
    }
    pthread_mutex_unlock(&h->lock);
    return old;
}

void sp_http_set_error(sp_http *h, const char *text)
{
    pthread_mutex_lock(&h->lock);
    bool same = h->error && !strcmp(h->error, text);
    if (!same) {
        free(h->error);
        h->error = strdup(text);
        h->seq++;
        h->last_kind = EV_RELOAD;
        pthread_cond_broadcast(&h->cond);
    }
    pthread_mutex_unlock(&h->lock);
}

void sp_http_stop(sp_http *h)
{
    if (!h)
        return;
    pthread_mutex_lock(&h->lock);
    h->stopping = true;
    pthread_cond_broadcast(&h->cond);
    pthread_mutex_unlock(&h->lock);
    /* MHD_stop_daemon joins every connection thread and closes the listening socket it was given */
    if (h->lr)
        M->stop_daemon(h->lr);
    if (h->main)
        M->stop_daemon(h->main);
    sp_serve_snapshot_unref(h->snap);
    free(h->error);
    pthread_cond_destroy(&h->cond);
    pthread_mutex_destroy(&h->lock);
    free(h);
}
