/* jekyll-github-metadata 2.15: `site.github` and the title, description, url and baseurl fallbacks, as the gem
 * leaves them with no network. Offline (Client#internet_connected? false: the DNS lookup of api.github.com fails)
 * every API call returns false, so repo_info, repo_pages_info and the owner's data are empty: what is left is
 * what the repository's name (RepositoryFinder#nwo: $PAGES_REPO_NWO, else `repository:` with a '/', else the
 * `origin` remote's URL in development and test) and the Pages environment variables (Pages::DEFAULTS, read
 * through Pages.env_var) give. sitepub never asks GitHub anything.
 *
 * Not copied: the gem prints its two offline warnings once per API call a template makes (sitepub once per build,
 * as messages that --strict does not count); it
 * reads the git remote of the process's working folder (sitepub: the site's folder, or the repository of a git
 * source); `site.github.public_repositories` (and with it `{{ site.github }}`, a loop over it, or a `github:`
 * hash in the configuration, which the gem deep-merges by reading every key) raises NoMethodError offline in the
 * gem: sitepub leaves public_repositories out and merges `github:`; with no repository name the gem raises
 * NoRepositoryError when a template first reads a value that needs one, sitepub warns once and leaves those
 * values out. */
#include <ctype.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plugins/plugins_int.h"

#define LOG_PREFIX "GitHub Metadata: "

/* Pages.env_var: the variable when set and not empty, else the intermediate default, else Pages::DEFAULTS */
static const char *env_var(const char *key, const char *intermediate)
{
    static const char *const defaults[][2] = {
        {"PAGES_ENV", "development"},           {"PAGES_API_URL", "https://api.github.com"},
        {"PAGES_HELP_URL", "https://help.github.com"}, {"PAGES_GITHUB_HOSTNAME", "github.com"},
        {"PAGES_PAGES_HOSTNAME", "github.io"},  {"SSL", "false"},
        {"SUBDOMAIN_ISOLATION", "false"},       {NULL, NULL},
    };
    const char *v = getenv(key);
    if (v && *v)
        return v;
    if (intermediate)
        return intermediate;
    for (int i = 0; defaults[i][0]; i++)
        if (!strcmp(defaults[i][0], key))
            return defaults[i][1];
    return NULL;
}

/* trim_last_slash, in arena a */
static const char *trim_slash(sp_arena *a, const char *u)
{
    size_t n = strlen(u);
    return n && u[n - 1] == '/' ? sp_arena_strndup(a, u, n - 1) : u;
}

static char *lower(sp_arena *a, const char *s)
{
    char *r = sp_arena_strndup(a, s, strlen(s));
    for (char *p = r; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    return r;
}

typedef struct gh {
    sp_arena *a;
    /* Pages */
    const char *env, *api_url, *help_url, *github_hostname, *pages_hostname, *github_url, *scheme;
    bool enterprise, dotcom, test, development, custom_domains, subdomain_isolation, page_build;
    /* Repository (NULL nwo: none found) */
    const char *nwo, *owner, *name;
    bool user_page;
    const char *html_url, *baseurl, *url_without_path, *branch;
    const char *repo_dir; /* the git repository the values were read from, or NULL */
} gh;

/* RepositoryFinder#nwo_from_git_origin_remote: the `origin` remote's URL (chomp ".git") matched against
 * %r!HOST(:|/)([\w-]+)/([\w\.-]+)! */
static const char *nwo_from_url(sp_arena *a, const char *url, const char *host)
{
    size_t n = strlen(url);
    if (n >= 4 && !strcmp(url + n - 4, ".git"))
        n -= 4;
    size_t hl = strlen(host);
    for (size_t i = 0; i + hl < n; i++) {
        if (memcmp(url + i, host, hl) || (url[i + hl] != ':' && url[i + hl] != '/'))
            continue;
        size_t p = i + hl + 1, o = p;
        while (p < n && (isalnum((unsigned char)url[p]) || url[p] == '_' || url[p] == '-'))
            p++;
        if (p == o || p >= n || url[p] != '/')
            continue;
        size_t r = ++p;
        while (p < n && (isalnum((unsigned char)url[p]) || url[p] == '_' || url[p] == '-' || url[p] == '.'))
            p++;
        if (p == r)
            continue;
        return sp_arena_printf(a, "%.*s/%.*s", (int)(r - 1 - o), url + o, (int)(p - r), url + r);
    }
    return NULL;
}

/* The repository's git folder: a git source's own, or the one the site's folder is in (git_repository_open_ext
 * searching upward, as `git` run there does). */
static git_repository *open_repo(sp_plugin_site *ps)
{
    bool git_source;
    const char *path = sp_plugin_git_path(ps, &git_source);
    if (!path)
        return NULL;
    git_libgit2_init();
    git_repository *repo = NULL;
    if ((git_source ? git_repository_open(&repo, path) : git_repository_open_ext(&repo, path, 0, NULL)) < 0) {
        git_libgit2_shutdown();
        return NULL;
    }
    return repo;
}

static void close_repo(git_repository *repo)
{
    if (repo) {
        git_repository_free(repo);
        git_libgit2_shutdown();
    }
}

static const char *origin_url(sp_arena *a, git_repository *repo)
{
    git_config *cfg = NULL;
    git_buf b = {0};
    const char *r = NULL;
    if (repo && git_repository_config_snapshot(&cfg, repo) == 0 &&
        git_config_get_string_buf(&b, cfg, "remote.origin.url") == 0)
        r = sp_arena_strndup(a, b.ptr, b.size);
    git_buf_dispose(&b);
    git_config_free(cfg);
    return r;
}

/* MetadataDrop#build_revision: $JEKYLL_BUILD_REVISION, else `git rev-parse HEAD` ("" outside a repository,
 * "HEAD" when HEAD has no commit yet) */
static const char *build_revision(sp_arena *a, git_repository *repo)
{
    const char *env = getenv("JEKYLL_BUILD_REVISION");
    if (env)
        return env;
    if (!repo)
        return "";
    git_oid oid;
    if (git_reference_name_to_id(&oid, repo, "HEAD") < 0)
        return "HEAD";
    char hex[GIT_OID_HEXSZ + 1];
    git_oid_tostr(hex, sizeof hex, &oid);
    return sp_arena_strndup(a, hex, strlen(hex));
}

static void compute(sp_plugin_site *ps, sp_value config, gh *g, git_repository *repo)
{
    sp_arena *a = g->a;
    const char *jekyll_env = getenv("JEKYLL_ENV");
    g->env = env_var("PAGES_ENV", jekyll_env);
    g->test = !strcmp(g->env, "test");
    g->dotcom = !strcmp(g->env, "dotcom");
    g->enterprise = !strcmp(g->env, "enterprise");
    g->development = !strcmp(g->env, "development");
    g->custom_domains = g->dotcom || g->test;
    g->scheme = !strcmp(env_var("SSL", NULL), "true") || g->test ? "https" : "http";
    g->subdomain_isolation = !strcmp(env_var("SUBDOMAIN_ISOLATION", NULL), "true");
    g->api_url = trim_slash(a, env_var("PAGES_API_URL", getenv("API_URL")));
    g->help_url = trim_slash(a, env_var("PAGES_HELP_URL", getenv("HELP_URL")));
    g->github_hostname = trim_slash(a, env_var("PAGES_GITHUB_HOSTNAME", getenv("GITHUB_HOSTNAME")));
    const char *ph = getenv("PAGES_HOSTNAME");
    if (!ph && g->development)
        ph = "localhost:4000";
    g->pages_hostname = trim_slash(a, env_var("PAGES_PAGES_HOSTNAME", ph));
    const char *pb = getenv("PAGE_BUILD_ID");
    g->page_build = pb && *pb;
    g->github_url = g->dotcom || !strcmp(g->github_hostname, "github.com")
                        ? "https://github.com"
                        : sp_arena_printf(a, "%s://%s", g->scheme, g->github_hostname);

    /* RepositoryFinder#nwo */
    const char *nwo = getenv("PAGES_REPO_NWO");
    if (!nwo) {
        sp_value r = sp_hash_at(config, "repository");
        if (r.type == SP_STRING && memchr(r.u.s.ptr, '/', r.u.s.len))
            nwo = r.u.s.ptr;
    }
    const char *jenv = jekyll_env ? jekyll_env : "development";
    if (!nwo && (!strcmp(jenv, "development") || !strcmp(jenv, "test"))) {
        const char *url = origin_url(a, repo);
        if (url)
            nwo = nwo_from_url(a, url, g->github_hostname);
    }
    g->nwo = nwo;
    if (!nwo)
        return;
    const char *sl = strchr(nwo, '/'), *last = strrchr(nwo, '/');
    g->owner = sl ? sp_arena_strndup(a, nwo, (size_t)(sl - nwo)) : nwo;
    g->name = last ? last + 1 : nwo;

    /* Repository#primary? (user_page?) and #default_user_domain */
    bool github_repo = !g->enterprise && !strcmp(g->owner, "github");
    const char *user_domain = github_repo     ? lower(a, sp_arena_printf(a, "%s.%s", g->owner, g->github_hostname))
                              : g->enterprise ? lower(a, g->pages_hostname)
                                              : lower(a, sp_arena_printf(a, "%s.%s", g->owner, g->pages_hostname));
    const char *lname = lower(a, g->name);
    if (g->enterprise)
        g->user_page = !strcmp(lname, lower(a, sp_arena_printf(a, "%s.%s", g->owner, g->github_hostname)));
    else
        g->user_page = !strcmp(lname, user_domain) ||
                       !strcmp(lname, lower(a, sp_arena_printf(a, "%s.github.com", g->owner)));
    g->branch = g->user_page ? "master" : "gh-pages"; /* RepositoryCompat#source */

    /* RepositoryCompat#pages_url (no CNAME known offline; RepositoryCompat#user_domain finds no user-page
     * repository offline, so a project page's domain is the default user domain) */
    const char *url;
    if (!g->custom_domains) {
        const char *path = g->user_page ? g->owner : nwo;
        url = g->subdomain_isolation ? sp_arena_printf(a, "%s://%s/%s", g->scheme, g->pages_hostname, path)
                                     : sp_arena_printf(a, "%s/pages/%s", g->github_url, path);
    } else {
        size_t dl = strlen(user_domain);
        const char *scheme = g->enterprise ? g->scheme
                             : !strcmp(g->owner, "github") && dl >= 11 && !strcmp(user_domain + dl - 11, ".github.com")
                                 ? "https"
                                 : "http";
        url = g->user_page ? sp_arena_printf(a, "%s://%s", scheme, user_domain)
                           : sp_arena_printf(a, "%s://%s/%s", scheme, user_domain, g->name);
    }
    g->html_url = trim_slash(a, url); /* .chomp("/") */
    /* URI(html_url).path, and the URL without it */
    const char *host = strstr(g->html_url, "://");
    const char *path = host ? strchr(host + 3, '/') : NULL;
    g->baseurl = path ? path : "";
    g->url_without_path = path ? sp_arena_strndup(a, g->html_url, (size_t)(path - g->html_url)) : g->html_url;
}

static void no_repo_warning(sp_plugin_site *ps)
{
    sp_plugin_warn(ps, NULL,
                   LOG_PREFIX "No repo name found. Specify using PAGES_REPO_NWO environment variables, 'repository' "
                              "in your configuration, or set up an 'origin' git remote pointing to your github.com "
                              "repository.");
}

/* SiteGitHubMunger#munge! (the :site :after_init hook) */
static int after_init(sp_plugin_site *ps, sp_value config, sp_error *err)
{
    gh g = {.a = sp_plugin_arena(ps)};
    git_repository *repo = open_repo(ps);
    compute(ps, config, &g, repo);
    close_repo(repo);
    sp_arena *a = g.a;
    /* Client#pluck_auth_method and #save_from_errors, as the gem prints them offline once a template reads a
     * value that needs the API: sitepub cannot tell whether one will, so they are shown (not with -q) but not
     * counted as warnings (--strict does not fail a GitHub Pages site on them) */
    if (!getenv("JEKYLL_GITHUB_TOKEN") && !getenv("OCTOKIT_ACCESS_TOKEN"))
        sp_plugin_log(ps, 0, LOG_PREFIX "No GitHub API authentication could be found. Some fields may be missing "
                                        "or have incorrect data.");
    sp_plugin_log(ps, 0, LOG_PREFIX "No internet connection. GitHub metadata may be missing or incorrect.");
    if (!g.nwo)
        no_repo_warning(ps);
    /* add_title_and_description_fallbacks! */
    sp_value name = sp_hash_at(config, "name"), title = sp_hash_at(config, "title");
    if (sp_truthy(name) && !sp_truthy(title))
        sp_plugin_warn(ps, NULL,
                       LOG_PREFIX "site.name is set in _config.yml, but many plugins and themes expect site.title to "
                                  "be used instead. To avoid potential inconsistency, Jekyll GitHub Metadata will not "
                                  "set site.title to the repository's name.");
    else if (!sp_truthy(title) && g.nwo) /* offline the owner has no display name: the login */
        sp_hash_setc(config, "title", sp_cstr(a, g.user_page ? g.owner : g.name));
    /* description ||= the repository's tagline: nil offline, so it stays unset */
    /* add_url_and_baseurl_fallbacks! in production or a Pages build */
    const char *jenv = getenv("JEKYLL_ENV");
    if (g.nwo && ((jenv && !strcmp(jenv, "production")) || g.page_build)) {
        if (!sp_truthy(sp_hash_at(config, "url")))
            sp_hash_setc(config, "url", sp_cstr(a, g.url_without_path));
        sp_value b = sp_hash_at(config, "baseurl");
        if (sp_is_nil(b) || (b.type == SP_STRING && b.u.s.len == 1 && b.u.s.ptr[0] == '/'))
            sp_hash_setc(config, "baseurl", sp_cstr(a, g.baseurl));
    }
    (void)err;
    return 0;
}

/* Owner#to_h offline: every whitelisted key, nil */
static sp_value owner_hash(sp_arena *a)
{
    static const char *const keys[] = {
        "avatar_url", "bio",       "blog",      "collaborators", "company",      "created_at",
        "description", "email",    "followers", "following",     "has_organization_projects",
        "has_repository_projects", "hireable",  "html_url",      "id",           "is_verified",
        "location",   "login",     "name",      "node_id",       "public_gists", "public_repos",
        "type",       "updated_at", NULL,
    };
    sp_value h = sp_hash_new(a, 24);
    for (int i = 0; keys[i]; i++)
        sp_hash_setc(h, keys[i], sp_nil());
    return h;
}

#define S(k, v) sp_hash_setc(h, k, sp_cstr(a, v))

/* The MetadataDrop as a hash (its keys in the drop's sorted order), with the configuration's `github:` applied
 * (SiteGitHubMunger#github_namespace), at the :site :pre_render hook's place: before rendering. */
static int generate(sp_plugin_site *ps, sp_error *err)
{
    sp_arena *a = sp_plugin_arena(ps);
    sp_value config = sp_plugin_config(ps);
    gh g = {.a = a};
    git_repository *repo = open_repo(ps);
    compute(ps, config, &g, repo);
    const char *rev = build_revision(a, repo);
    close_repo(repo);
    sp_value h = sp_hash_new(a, 48);
    sp_hash_setc(h, "api_url", sp_cstr(a, g.api_url));
    if (g.nwo) {
        sp_hash_setc(h, "archived", sp_nil());
        S("baseurl", g.baseurl);
    }
    S("build_revision", rev);
    if (g.nwo) {
        S("clone_url", sp_arena_printf(a, "%s/%s/%s.git", g.github_url, g.owner, g.name));
        sp_hash_setc(h, "contributors", sp_bool(false));
        sp_hash_setc(h, "disabled", sp_nil());
    }
    S("environment", g.env);
    S("help_url", g.help_url);
    S("hostname", g.github_hostname);
    if (g.nwo) {
        sp_hash_setc(h, "is_project_page", sp_bool(!g.user_page));
        sp_hash_setc(h, "is_user_page", sp_bool(g.user_page));
        sp_hash_setc(h, "issues_url", sp_nil());
        sp_hash_setc(h, "language", sp_nil());
        sp_hash_setc(h, "latest_release", sp_bool(false));
        sp_hash_setc(h, "license", sp_nil());
        sp_hash_setc(h, "organization_members", sp_nil());
        sp_hash_setc(h, "owner", owner_hash(a));
        sp_hash_setc(h, "owner_display_name", sp_nil());
        S("owner_gravatar_url", sp_arena_printf(a, "%s/%s.png", g.github_url, g.owner));
        S("owner_name", g.owner);
        S("owner_url", sp_arena_printf(a, "%s/%s", g.github_url, g.owner));
    }
    S("pages_env", g.env);
    S("pages_hostname", g.pages_hostname);
    if (g.nwo) {
        sp_hash_setc(h, "private", sp_nil());
        sp_hash_setc(h, "project_tagline", sp_nil());
        S("project_title", g.name);
        sp_hash_setc(h, "releases", sp_bool(false));
        S("releases_url", sp_arena_printf(a, "%s/%s/%s/releases", g.github_url, g.owner, g.name));
        S("repository_name", g.name);
        S("repository_nwo", g.nwo);
        S("repository_url", sp_arena_printf(a, "%s/%s/%s", g.github_url, g.owner, g.name));
        sp_hash_setc(h, "show_downloads", sp_nil());
        sp_value src = sp_hash_new(a, 2);
        sp_hash_setc(src, "branch", sp_cstr(a, g.branch));
        sp_hash_setc(src, "path", SP_STR_LIT("/"));
        sp_hash_setc(h, "source", src);
        S("tar_url", sp_arena_printf(a, "%s/%s/%s/tarball/%s", g.github_url, g.owner, g.name, g.branch));
        S("url", g.html_url);
    }
    sp_hash_setc(h, "versions", sp_hash_new(a, 1)); /* GitHubPages.versions: {} without the github-pages gem */
    if (g.nwo) {
        sp_hash_setc(h, "wiki_url", sp_nil());
        S("zip_url", sp_arena_printf(a, "%s/%s/%s/zipball/%s", g.github_url, g.owner, g.name, g.branch));
    }
    sp_value cfg = sp_hash_at(config, "github");
    sp_value ns = h;
    if (sp_is_hash(cfg))
        sp_hash_deep_merge(h, cfg);
    else if (!sp_is_nil(cfg))
        ns = cfg;
    sp_hash_setc(sp_plugin_site_value(ps), "github", ns);
    (void)err;
    return 0;
}

/* {% github_edit_link ["TEXT"] %}: Addressable::URI.join(repository_url/, "edit/", branch/, source path/,
 * page.path), as a link when the markup holds quoted text; "" with the gem's warning when site.github lacks a
 * part. (Addressable's normalize is not applied to page.path.) */
static int edit_link(sp_plugin_site *ps, const char *markup, size_t len, bool ldash, bool rdash, int newlines,
                     sp_buf *out, sp_error *err)
{
    (void)err;
    sp_value gh = sp_hash_at(sp_plugin_site_value(ps), "github");
    sp_value repo = sp_hash_at(gh, "repository_url"), src = sp_hash_at(gh, "source");
    sp_value branch = sp_hash_at(src, "branch"), path = sp_hash_at(src, "path");
    /* LINK_TEXT_REGEX %r!(?:\"(.*)\"|'(.*)')! */
    const char *text = NULL;
    size_t tl = 0;
    for (size_t i = 0; i < len && !text; i++)
        if (markup[i] == '"' || markup[i] == '\'') {
            const char *end = NULL;
            for (size_t j = len; j > i + 1; j--)
                if (markup[j - 1] == markup[i]) {
                    end = markup + j - 1;
                    break;
                }
            if (end) {
                text = markup + i + 1;
                tl = (size_t)(end - text);
            }
        }
    /* {{- "" }}TEXT{{ "" -}}: the tag's whitespace control and line breaks kept around the text */
    sp_buf_puts(out, ldash ? "{{- \"\" }}" : "");
    sp_buf u = SP_BUF_INIT;
    if (repo.type == SP_STRING && branch.type == SP_STRING && path.type == SP_STRING) {
        const char *parts[3] = {repo.u.s.ptr, branch.u.s.ptr, path.u.s.ptr};
        for (int i = 0; i < 3; i++) {
            const char *p = parts[i][0] == '/' ? parts[i] + 1 : parts[i]; /* remove_leading_slash */
            if (!*p && i == 2)
                continue; /* ensure_trailing_slash then ensure_not_just_a_slash: "" */
            sp_buf_puts(&u, p);
            if (!u.len || u.data[u.len - 1] != '/')
                sp_buf_putc(&u, '/');
            if (i == 0)
                sp_buf_puts(&u, "edit/");
        }
        if (text)
            sp_buf_printf(out, "<a href=\"%s{{ page.path }}\">%.*s</a>", sp_buf_cstr(&u), (int)tl, text);
        else
            sp_buf_printf(out, "%s{{ page.path }}", sp_buf_cstr(&u));
    } else {
        sp_plugin_warn(ps, NULL, "JekyllEditLink:  Cannot generate edit URLs due to missing site.github data");
        if (text)
            sp_buf_printf(out, "<a href=\"\">%.*s</a>", (int)tl, text);
    }
    sp_buf_free(&u);
    if (rdash || newlines) {
        sp_buf_puts(out, "{{ \"\"");
        for (int i = 0; i < newlines; i++)
            sp_buf_putc(out, '\n');
        sp_buf_puts(out, rdash ? " -}}" : " }}");
    }
    return 0;
}

static const sp_plugin_tag tags[] = {{"github_edit_link", edit_link}, {NULL, NULL}};

const sp_plugin sp_plugin_github_metadata = {
    .name = "jekyll-github-metadata",
    .version = "2.15.0",
    .priority = 100,
    .generate = generate,
    .tags = tags,
    .after_init = after_init,
};
