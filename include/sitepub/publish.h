/* sitepub/publish.h: the git side of sitepub (DESIGN.md "publish"): the git sink, trees built without an index
 * or work tree, and `sitepub publish` / `sitepub diff` as library calls.
 *
 * Objects: a repository is opened with sp_git_open(); with in_memory set, libgit2's mempack backend is put in
 * front of the object database, so every object written (blobs, trees, commits) stays in memory and the
 * repository's files are left byte-for-byte as they were (dry runs, `sitepub diff`). Reading still sees the
 * repository's own objects.
 *
 * Publish is producer-agnostic: it opens the source tree of a revision, hands it with a git sink to a producer
 * (the Jekyll build, sp_site_build, or sp_publish_copy_producer, which copies every file unchanged), and
 * commits what the sink holds plus the paths kept from the branch tip. */
#ifndef SITEPUB_PUBLISH_H
#define SITEPUB_PUBLISH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sitepub/error.h"
#include "sitepub/sink.h"
#include "sitepub/source.h"
#include "sitepub/value.h"

struct git_repository;

/* ---- repositories ---- */

/* Open the repository at path (a work tree, its .git, or a bare repository; the work tree is never read).
 * in_memory: objects written through this handle go to an in-memory object database (mempack) and are lost
 * at sp_git_close(). Also initialises libgit2 (reference counted). *out is the caller's: close it with
 * sp_git_close(). Fails with SP_ERR_GIT ("cannot open the repository: PATH: <libgit2's reason>; ..." saying to run
 * inside the repository or pass --repo). Like git, path may be any folder inside the work tree. */
int sp_git_open(const char *path, bool in_memory, struct git_repository **out, sp_error *err);
/* Close a repository from sp_git_open (NULL allowed); in-memory objects are dropped; releases libgit2's
 * reference. */
void sp_git_close(struct git_repository *repo);

/* Open the tree tree_id (20-byte SHA-1) of an open repository as a source (see sp_source_open_git; the
 * repository stays owned by the caller and must outlive the source). subdir roots the source at a folder
 * ("" or NULL for the whole tree). description is copied, for messages. Fails with SP_ERR_GIT when the tree or
 * the subdir does not exist. *out is the caller's: sp_source_close(). */
int sp_source_open_git_tree(struct git_repository *repo, const unsigned char tree_id[20], const char *subdir,
                            const char *description, sp_source **out, sp_error *err);

/* ---- trees ---- */

typedef struct sp_tree_entry {
    const char *path;      /* relative, '/'-separated */
    uint32_t mode;         /* SP_MODE_FILE, SP_MODE_EXEC or SP_MODE_LINK */
    unsigned char oid[20]; /* blob id */
} sp_tree_entry;

/* Write the nested trees for n entries (any order; paths must be distinct and no path may be both a file and
 * a folder of another) into repo's object database and set tree_id to the root tree (the empty tree for
 * n == 0). The same entries always give the same id, as `git write-tree` would for an index holding them.
 * Fails with SP_ERR_INPUT naming a conflicting path, SP_ERR_GIT when an object cannot be written. */
int sp_git_write_tree(struct git_repository *repo, const sp_tree_entry *entries, size_t n,
                      unsigned char tree_id[20], sp_error *err);

/* All blob entries of tree tree_id, recursively, sorted by path (bytewise); gitlinks (submodules) are left out (the
 * blob lines of `git ls-tree -r`, in its order). *entries is malloc'd, with the paths in the same allocation:
 * free(*entries) frees all. Fails with SP_ERR_GIT when the tree or one of its subtrees cannot be read. */
int sp_git_read_tree(struct git_repository *repo, const unsigned char tree_id[20], sp_tree_entry **entries,
                     size_t *n, sp_error *err);

/* ---- the git sink ---- */

/* A sink whose files become blobs in repo's object database (write) or reuse a git source's blob id
 * without reading it (copy). commit builds the tree (sp_git_write_tree). repo must outlive the sink. *out is the
 * caller's: sp_sink_close(). Errors as sink.h says, SP_ERR_GIT when an object cannot be written. */
int sp_sink_open_git(struct git_repository *repo, sp_sink **out, sp_error *err);
/* After a successful commit: the root tree id and the entries, sorted by path (owned by the sink, valid
 * until sp_sink_close). Returns -1 (SP_ERR_INTERNAL) when the sink is not a committed git sink. */
int sp_sink_git_result(sp_sink *sink, unsigned char tree_id[20], const sp_tree_entry **entries, size_t *n,
                       sp_error *err);

/* ---- producers ---- */

/* What a producer is told about the revision it builds. */
typedef struct sp_build_input {
    sp_source *source;           /* the source tree */
    const char *source_commit;   /* 40 hex digits */
    sp_time time;                /* the source commit's committer date, or SOURCE_DATE_EPOCH when set */
    const char *cache_dir;       /* the repository's build cache ($GIT_DIR/sitepub/cache), or NULL */
    bool cache_readonly;         /* a dry run or a diff: the cache may be read, not written */
    struct git_repository *repo; /* the repository built in (its git config: sitepub.strict), or NULL */
} sp_build_input;

/* Write the site of in->source into sink (without committing the sink). Returns 0 or -1 with err. */
typedef int (*sp_producer_fn)(void *ud, const sp_build_input *in, sp_sink *sink, sp_error *err);

/* A producer that copies every file of the source unchanged (blob ids reused), for publishing a tree that
 * is already a site (`sitepub publish --no-build`). ud is unused. Errors: the source's and the sink's. */
int sp_publish_copy_producer(void *ud, const sp_build_input *in, sp_sink *sink, sp_error *err);

/* ---- settings ---- */

#define SP_PUBLISH_MAX_KEEP 64
/* The connect and idle timeout of pushes and fetches, in seconds (README "Publishing"). */
#define SP_PUBLISH_DEFAULT_TIMEOUT 60

/* Publish settings, resolved from (first wins) the command line, the `publish:` block of the source's
 * _config.yml (keys branch, keep, copy, message, remote, notify, token_env, ssh_key), then git config
 * `sitepub.*` (branch, keep and copy (multi-valued), message, remote, notify, tokenEnv, sshKey, source). keep
 * globs add up from every place, after the defaults .asf.yaml, CNAME and .nojekyll; copy paths add up from every
 * place. Strings are owned by the settings' arena. */
typedef struct sp_publish_settings {
    const char *branch;  /* short name, default "asf-site" */
    const char *message; /* template, default "Build at %d" */
    const char *remote;  /* remote name or URL/path for --push, default "origin" */
    const char *token_env; /* environment variable holding an https token, default "SITEPUB_TOKEN" */
    const char *ssh_key; /* private key file for ssh, or NULL (then ~/.ssh/id_ed25519, ~/.ssh/id_rsa) */
    /* Seconds a push or fetch may wait to connect, and then for any data, before it fails (SP_ERR_PUSH): --timeout,
     * else git config sitepub.timeout, else SP_PUBLISH_DEFAULT_TIMEOUT. */
    int timeout;
    bool notify;
    sp_value notify_block; /* the `notify:` block of the source's _config.yml (settings of the notice), or nil */
    const char *keep[SP_PUBLISH_MAX_KEEP];
    size_t nkeep;
    /* Files of the source revision (paths from its root, no globs) committed to the publish branch as they are,
     * as tvm-site's deploy script copies main's .asf.yaml onto asf-site: they win over a kept file of the branch
     * tip, the build output wins over them, and one the revision does not have is skipped. */
    const char *copy[SP_PUBLISH_MAX_KEEP];
    size_t ncopy;
    /* What the deploy tools offer (issue 19): nojekyll commits an empty .nojekyll at the branch root unless one is
     * there (--nojekyll / --no-nojekyll, `nojekyll:`, sitepub.nojekyll; default on for the branch gh-pages); cname
     * commits CNAME holding the domain alone (no newline), over any other CNAME
     * (--cname, `cname:`, sitepub.cname); target_dir puts the output in one folder of the branch and keeps every
     * path outside it (--target-dir, `target_dir:`, sitepub.targetDir; NULL: the whole branch); single_commit makes
     * each publish an orphan commit, pushed with force (--single-commit, `single_commit:`, sitepub.singleCommit). */
    bool nojekyll;
    const char *cname;
    const char *target_dir;
    bool single_commit;
    /* sp_publish_options' progress, for the push's transfer progress */
    void (*progress)(void *ud, const char *phase, size_t done, size_t total);
    void *progress_ud;
} sp_publish_settings;

/* True when glob selects path, as git's `:(glob)` pathspec does: a glob without wildcards selects that path and
 * everything under it ("docs" keeps the whole docs/ folder); otherwise the glob must match the whole path, `*`, `?`
 * and `[...]` not crossing '/', `**` crossing it ("*.pdf" only top-level files, "docs/" + "**" all of docs/).
 * Anchored at the root. Checked against git 2.39's `git ls-files ':(glob)GLOB'` (tests/unit/test_publish.c). */
bool sp_keep_match(const char *glob, const char *path);

/* Expand a message template: %d the time when (seconds since the epoch) as `date` prints it in the process's local
 * time zone ($TZ, else /etc/localtime, through libc's localtime_r; "Fri Nov 13 03:22:10 PST 2020"), %H the source
 * commit id, %h its first 7 digits, %s its subject, %n newline, %% a percent. Any other %x is kept as it is. Appends
 * to out. */
void sp_publish_format_message(sp_buf *out, const char *tmpl, int64_t when, const char *source_commit,
                               const char *subject);

/* `date`'s default output (GNU coreutils 9.1 `LC_ALL=C date`, "%a %b %e %H:%M:%S %Z %Y") for when (seconds
 * since the epoch) in the process's local time zone ($TZ, as `date` reads it). Appends to out. */
void sp_format_date_like_date(sp_buf *out, int64_t when);

/* Copy in to out (size n, NUL-terminated, truncated when longer) with the password of every URL hidden:
 * "https://user:secret@host/x" becomes "https://user:***@host/x", "https://token@host" becomes
 * "https://" + "***@host". Used for every URL that reaches a message, the JSON result or a log. Returns out. */
const char *sp_redact_urls(const char *in, char *out, size_t n);

/* ---- publish ---- */

typedef struct sp_publish_options {
    const char *repo_path;   /* default "." */
    const char *source_rev;  /* default: git config sitepub.source, else HEAD */
    const char *subdir;      /* site root inside the source tree, or NULL */
    /* Command-line settings (NULL / 0 when not given). */
    const char *branch, *message, *remote, *token_env, *ssh_key;
    int timeout;             /* cli --timeout SECONDS, 0 when not given */
    const char *const *keep; /* cli --keep globs */
    size_t nkeep;
    const char *const *copy; /* cli --copy paths */
    size_t ncopy;
    bool notify_set, notify;
    bool nojekyll_set, nojekyll; /* --nojekyll / --no-nojekyll */
    const char *cname, *target_dir; /* --cname DOMAIN, --target-dir DIR */
    bool single_commit;      /* --single-commit */
    /* --from-dir DIR: publish this folder on disk (built by any tool, tracked or not) instead of building a
     * revision; its files are copied as they are (no producer), no source commit is recorded (no stale check) and
     * the publish: settings of _config.yml are not read. */
    const char *from_dir;
    bool push;               /* push the branch to settings.remote */
    bool force;              /* force the push (never otherwise); implies allow_older */
    bool allow_older;        /* publish even when the branch tip was built from a source that is not an ancestor
                                of this one (README "No stale build wins") */
    bool dry_run;            /* in-memory objects, no ref update, no push */
    sp_producer_fn produce;  /* required (sp_publish_options_init sets the copy producer) */
    void *produce_ud;
    /* Progress (NULL: none): phase "build" (done 0 before, 1 after), "render" (files written so far, every 500;
     * total 0: not known ahead; from the build's threads, one call at a time), "pack" (objects written),
     * "push" (objects sent of total, libgit2's push transfer progress), each call at most a few times a second. */
    void (*progress)(void *ud, const char *phase, size_t done, size_t total);
    void *progress_ud;
    /* Called once the build is done and the settings resolved, before anything is committed (the cli checks the
     * notice's settings there); a -1 ends the publish with its err and nothing committed. May be NULL. */
    int (*before_commit)(void *ud, struct git_repository *repo, const sp_publish_settings *s, sp_error *err);
    void *before_commit_ud;
    /* Called just before each compare-and-swap of the local ref (tests use it to move the ref meanwhile). */
    void (*before_ref_update)(void *ud, struct git_repository *repo, const char *refname);
    void *hook_ud;
} sp_publish_options;

/* Objects a publish wrote: each ref update that needed new objects writes them as one pack with its index
 * (objects/pack/pack-*.pack, .idx), never as loose objects. */
typedef struct sp_pack_stats {
    size_t objects, packs;
    unsigned long long bytes; /* the packs' size */
} sp_pack_stats;

typedef struct sp_publish_result {
    sp_publish_settings settings;
    char refname[256];
    char source_commit[41];
    char commit[41];       /* the new commit, or the tip when up to date; "" when there is neither */
    char parent[41];       /* the tip it was built on (with single_commit: the tip it replaces, not its parent); ""
                              for the first (orphan) commit */
    char tree[41];
    bool up_to_date;       /* the tree equals the tip's: nothing committed or pushed */
    bool pushed;           /* the push succeeded (or the remote already had the commit) */
    bool branch_checked_out; /* HEAD of a non-bare repository is the publish branch (its work tree is stale) */
    size_t added, changed, deleted; /* files, compared with the tip */
    size_t files;          /* files in the new tree */
    int ref_retries;       /* compare-and-swap losses */
    int push_retries;      /* non-fast-forward rejections */
    bool stale;            /* refused: the tip was built from a newer or diverged source (SP_ERR_PUSH) */
    char push_message[1024]; /* what the remote said ("remote: ..." lines), "" when nothing */
    sp_pack_stats pack;    /* the objects this publish wrote (none for a dry run) */
    double seconds_build, seconds_commit, seconds_push, seconds_total; /* wall time of each phase */
    char message[1024];    /* the commit message */
    sp_arena *arena;       /* holds settings strings; free with sp_publish_result_free */
} sp_publish_result;

/* Defaults: repository ".", the source from settings, the copy producer, nothing else set (no push, no dry
 * run). */
void sp_publish_options_init(sp_publish_options *opts);

/* Build source_rev with the producer into the object database, commit the result on the publish branch
 * (parent: its tip; an orphan when it does not exist) unless the tree is unchanged, update the ref with
 * compare-and-swap (rebuilding on a tip that moved meanwhile, up to 10 times), and push when asked
 * (non-fast-forward: fetch, rebuild on the remote tip, or on the local tip when another publisher in this
 * repository moved it past the remote tip, retry at most 3 times). result is filled as far as the run got, also on
 * failure, except that on failure result->commit is a commit the branch has or "" (never one left off it).
 * Errors: SP_ERR_GIT (revision, ref; a ref lock still there after the retries is named as git names it),
 * SP_ERR_INPUT (from the producer), SP_ERR_PUSH, and whatever opts->before_commit returns. */
int sp_publish(const sp_publish_options *opts, sp_publish_result *result, sp_error *err);
/* Free what a result holds (its arena); the struct itself is the caller's. Call it after every sp_publish, also
 * a failed one. */
void sp_publish_result_free(sp_publish_result *result);

/* ---- diff ---- */

typedef struct sp_diff_options {
    const char *repo_path;
    const char *rev1, *rev2; /* both NULL: publish tip vs what publish would commit now (source from settings);
                                rev1 only: publish tip vs what publishing rev1 would commit; both: the site of
                                rev1 vs the site of rev2 */
    const char *subdir;
    const char *branch;      /* cli --branch */
    const char *const *keep;
    size_t nkeep;
    const char *const *copy; /* cli --copy paths, as sp_publish_options */
    size_t ncopy;
    bool nojekyll_set, nojekyll; /* as sp_publish_options */
    const char *cname, *target_dir, *from_dir;
    sp_producer_fn produce;
    void *produce_ud;
} sp_diff_options;

/* Compute the two trees sp_diff compares (without REV2: the tip sitepub publish would build on, the remote-tracking
 * branch when it is ahead of the local one, against what publishing would commit there), writing only to an
 * in-memory object database: repo is opened
 * in_memory and returned (the caller closes it with sp_git_close), with old_tree/new_tree (the empty tree when
 * the branch does not exist yet). Errors as sp_publish's build step: SP_ERR_GIT (repository, revision, subdir),
 * SP_ERR_INPUT (the site), SP_ERR_IO; repo is NULL then. */
int sp_diff_trees(const sp_diff_options *opts, struct git_repository **repo, unsigned char old_tree[20],
                  unsigned char new_tree[20], sp_error *err);

/* The text of the comparison (--stat, --name-status, patch) is include/sitepub/difftext.h's. */

#endif
