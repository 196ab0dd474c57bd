/* Internal helpers shared by the publish module's files (not a public interface). */
#ifndef SITEPUB_PUBLISH_INTERNAL_H
#define SITEPUB_PUBLISH_INTERNAL_H

#include <stdbool.h>

#include "sitepub/error.h"

/* Fill err with code and "what: <libgit2's last error>". Returns -1. */
int sp_git_fail(sp_error *err, sp_error_code code, const char *what);
/* True when repo was opened by sp_git_open with in_memory set (its objects go to a mempack backend, whose writes
 * must not run concurrently); false for any other repository, NULL included. */
bool sp_git_in_memory(struct git_repository *repo);

/* True when path is safe for a sink: relative, '/'-separated, no empty, "." or ".." segment, no NUL or
 * backslash, and no ".git" segment (any case). */
int sp_publish_path_ok(const char *path);


#include <stdbool.h>
#include <git2.h>
#include "sitepub/arena.h"
#include "sitepub/publish.h"

/* Resolve the settings (publish.h sp_publish_settings) from the options, the source's _config.yml (src may be
 * NULL) and repo's git config. Strings live in a. */
int sp_publish_resolve_settings(git_repository *repo, sp_source *src, const sp_publish_options *o, sp_arena *a,
                                sp_publish_settings *s, sp_error *err);

/* The built output of one source revision. */
typedef struct sp_built {
    sp_sink *sink;              /* the committed git sink holding the entries */
    const sp_tree_entry *entries; /* sorted, owned by sink */
    size_t n;
    git_oid tree;               /* the output alone */
    git_oid source_commit;
    char subject[512];
} sp_built;

/* Resolve rev to a commit, open its tree (subdir) as a source, run the producer into a git sink. When settings
 * is not NULL, the settings are resolved with the source's _config.yml. */
int sp_publish_build(git_repository *repo, const char *rev, const char *subdir, sp_producer_fn produce, void *ud,
                     const sp_publish_options *o, sp_arena *a, sp_publish_settings *settings, sp_built *out,
                     sp_error *err);
void sp_built_free(sp_built *b);

/* The tree publish commits on base (NULL: an orphan): the build's entries plus the entries of base's tree that
 * match a keep glob and that the build does not produce. Counts compare with base's tree. */
int sp_publish_compose(git_repository *repo, const sp_built *b, const git_commit *base,
                       const sp_publish_settings *s, git_oid *tree, size_t *added, size_t *changed,
                       size_t *deleted, size_t *files, sp_error *err);

/* The source revision to build when none is given: git config sitepub.source, else HEAD. Into a. */
const char *sp_publish_default_source(git_repository *repo, sp_arena *a);

/* Push refname to s->remote (a remote name or a URL/path), "+" when force. Returns 0 (pushed; *nonff = false),
 * 0 with *nonff = true when the remote refused a non-fast-forward update or lost a compare-and-swap to another
 * pusher ("cannot lock ref", a ref lock held; nothing failed yet: fetch, rebuild, retry), or -1 with err
 * (SP_ERR_PUSH: the server's per-ref message, authentication, transport, no connection or no data for s->timeout
 * seconds). msg receives "remote:" lines. A path or file:// remote is pushed in-process as a compare-and-swap of
 * its ref, and refused when it has receive hooks (sitepub does not run them) or the branch checked out. */
int sp_push_branch(git_repository *repo, const sp_publish_settings *s, const char *refname, bool force,
                   bool *nonff, char *msg, size_t msgsz, sp_error *err);
/* Fetch refname from s->remote; *exists tells whether the remote has it, *tip its id (objects fetched). The same
 * timeout as sp_push_branch. */
int sp_fetch_branch(git_repository *repo, const sp_publish_settings *s, const char *refname, bool *exists,
                    git_oid *tip, sp_error *err);

#endif
