/* sitepub new: create a site as Jekyll 4.3's `jekyll new` does (issue 18); the files are templates/new. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/new_templates.h"
#include "sitepub/buf.h"
#include "sitepub/cli.h"
#include "sitepub/error.h"

static const char NEW_USAGE[] =
    "usage: sitepub new PATH [--blank] [--force]\n"
    "\n"
    "Create a new Jekyll site in PATH with the files Jekyll 4.3's `jekyll new` writes: _config.yml (the minima\n"
    "theme, jekyll-feed), index.markdown, about.markdown, 404.html, a welcome post dated today, Gemfile and\n"
    ".gitignore. PATH must be empty (files starting with '.' do not count) unless --force is given.\n"
    "\n"
    "  --blank        a blank site, as `jekyll new --blank`: a layout, a Sass file, index.md and the empty\n"
    "                 folders _data, _drafts, _includes, _posts\n"
    "  --force        write into PATH even when it is not empty, replacing files of the same names\n"
    "  --skip-bundle  accepted for `jekyll new` compatibility (sitepub never runs bundle)\n";

/* the ERB tag of the welcome post (site_template/_posts/0000-00-00-welcome-to-jekyll.markdown.erb) */
#define ERB_DATE "<%= Time.now.strftime('%Y-%m-%d %H:%M:%S %z') %>"

static int mkdirs(const char *path, sp_error *err)
{
    char buf[PATH_MAX];
    if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf)
        return sp_error_set(err, SP_ERR_IO, path, 0, 0, "path too long");
    for (char *p = buf + 1;; p++) {
        if (*p == '/' || *p == 0) {
            char c = *p;
            *p = 0;
            if (mkdir(buf, 0777) != 0 && errno != EEXIST)
                return sp_error_set(err, SP_ERR_IO, buf, 0, 0, "cannot make the folder: %s", strerror(errno));
            *p = c;
            if (!c)
                break;
        }
    }
    return 0;
}

/* Jekyll's preserve_source_location?: Dir["PATH/ **" "/ *"] finds something (names starting with '.' are not
 * matched by the glob, so a folder holding only .git counts as empty) */
static bool has_visible_entries(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return false;
    struct dirent *e;
    bool found = false;
    while (!found && (e = readdir(d)))
        found = e->d_name[0] != '.';
    closedir(d);
    return found;
}

static int write_file(const char *root, const char *rel, const char *data, size_t len, sp_error *err)
{
    sp_buf path = SP_BUF_INIT;
    sp_buf_printf(&path, "%s/%s", root, rel);
    char *slash = strrchr(path.data, '/');
    *slash = 0;
    int rc = mkdirs(path.data, err);
    *slash = '/';
    if (rc == 0) {
        FILE *f = fopen(path.data, "wb");
        bool ok = f && fwrite(data, 1, len, f) == len;
        if (f && fclose(f) != 0)
            ok = false;
        if (!ok)
            rc = sp_error_set(err, SP_ERR_IO, path.data, 0, 0, "cannot write: %s", strerror(errno));
    }
    sp_buf_free(&path);
    return rc;
}

int sp_cmd_new(int argc, char **argv)
{
    bool blank = false, force = false;
    static const struct option longopts[] = {{"blank", no_argument, NULL, 'b'},
                                             {"force", no_argument, NULL, 'f'},
                                             {"skip-bundle", no_argument, NULL, 's'},
                                             {"help", no_argument, NULL, 'h'},
                                             {NULL, 0, NULL, 0}};
    char prog[] = "sitepub new";
    if (argc > 0)
        argv[0] = prog;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (c) {
        case 'b': blank = true; break;
        case 'f': force = true; break;
        case 's': break;
        case 'h': fputs(NEW_USAGE, stdout); return 0;
        default: fprintf(stderr, "\n%s", NEW_USAGE); return SP_ERR_USAGE;
        }
    }
    if (optind >= argc) {
        /* Jekyll: "You must specify a path." */
        fprintf(stderr, "sitepub new: You must specify a path.\n%s", NEW_USAGE);
        return SP_ERR_USAGE;
    }
    /* Jekyll joins the arguments with spaces: `jekyll new my site` makes "my site" */
    sp_buf arg = SP_BUF_INIT;
    for (int i = optind; i < argc; i++)
        sp_buf_printf(&arg, "%s%s", i > optind ? " " : "", argv[i]);
    sp_error err;
    sp_error_clear(&err);
    int rc = 0;
    char root[PATH_MAX];
    if (arg.data[0] == '/')
        snprintf(root, sizeof root, "%s", arg.data);
    else {
        char cwd[PATH_MAX];
        if (!getcwd(cwd, sizeof cwd)) {
            sp_error_set(&err, SP_ERR_IO, NULL, 0, 0, "cannot read the current folder: %s", strerror(errno));
            rc = sp_cli_report("new", &err);
            goto out;
        }
        snprintf(root, sizeof root, "%.2000s/%.2000s", cwd, arg.data);
    }
    size_t rl = strlen(root);
    while (rl > 1 && root[rl - 1] == '/')
        root[--rl] = 0;
    if (mkdirs(root, &err) != 0) {
        rc = sp_cli_report("new", &err);
        goto out;
    }
    if (!force && has_visible_entries(root)) {
        /* Jekyll's wording (Conflict: ...), then its advice */
        sp_error_set(&err, SP_ERR_IO, NULL, 0, 0,
                     "Conflict: %s exists and is not empty. Ensure %s is empty or else try again with `--force` to "
                     "proceed and overwrite any files.",
                     root, root);
        rc = sp_cli_report("new", &err);
        goto out;
    }
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    for (size_t i = 0; i < sp_new_files_count; i++) {
        const sp_new_file *f = &sp_new_files[i];
        if (f->blank != blank)
            continue;
        size_t pl = strlen(f->path);
        if (pl > 4 && !strcmp(f->path + pl - 4, ".erb")) {
            /* the welcome post: _posts/<today>-welcome-to-jekyll.markdown, dated now (Time.now, local) */
            char day[16], stamp[64];
            strftime(day, sizeof day, "%Y-%m-%d", &tm);
            strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S %z", &tm);
            sp_buf name = SP_BUF_INIT, body = SP_BUF_INIT;
            const char *base = strrchr(f->path, '/');
            const char *slug = strchr(base ? base + 1 : f->path, '-'); /* after 0000 */
            slug = slug ? strchr(slug + 1, '-') : NULL;
            slug = slug ? strchr(slug + 1, '-') : NULL;
            sp_buf_printf(&name, "%.*s%s%.*s", base ? (int)(base - f->path + 1) : 0, f->path, day,
                          slug ? (int)(f->path + pl - 4 - slug) : 0, slug ? slug : "");
            const char *at = strstr(f->data, ERB_DATE);
            if (at) {
                sp_buf_append(&body, f->data, (size_t)(at - f->data));
                sp_buf_puts(&body, stamp);
                sp_buf_puts(&body, at + strlen(ERB_DATE));
            } else {
                sp_buf_append(&body, f->data, f->len);
            }
            rc = write_file(root, name.data, body.data, body.len, &err);
            sp_buf_free(&name);
            sp_buf_free(&body);
        } else {
            rc = write_file(root, f->path, f->data, f->len, &err);
        }
        if (rc != 0) {
            rc = sp_cli_report("new", &err);
            goto out;
        }
    }
    if (blank) {
        static const char *const dirs[] = {"_data", "_drafts", "_includes", "_posts"};
        for (size_t i = 0; i < 4; i++) {
            char d[PATH_MAX + 16];
            snprintf(d, sizeof d, "%.*s/%s", PATH_MAX - 1, root, dirs[i]);
            if (mkdirs(d, &err) != 0) {
                rc = sp_cli_report("new", &err);
                goto out;
            }
        }
    }
    printf("New jekyll site installed in %s.\n"
           "\n"
           "Next:\n"
           "  cd %s && sitepub serve --livereload   # preview at http://127.0.0.1:4000/, reloading as you edit\n"
           "  git init && git add . && git commit -m 'New site'\n"
           "  sitepub publish --branch gh-pages --push origin   # build and commit the site to gh-pages, push it\n",
           root, arg.data);
out:
    sp_buf_free(&arg);
    return rc;
}
