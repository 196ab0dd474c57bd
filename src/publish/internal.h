/* Internal helpers shared by the publish module's files (not a public interface). */
#ifndef SITEPUB_PUBLISH_INTERNAL_H
#define SITEPUB_PUBLISH_INTERNAL_H

#include <git2.h>
#include <stdbool.h>

#include "sitepub/buf.h"
#include "sitepub/error.h"
#include "sitepub/publish.h"

/* Fill err with code and "what: <libgit2's last error>". Returns -1. */
int sp_git_fail(sp_error *err, sp_error_code code, const char *what);
/* True when repo was opened SP_GIT_DRY (sp_git_open_mode below; its objects go to a mempack backend, whose writes
 * must not run concurrently); false for any other repository, NULL included (SP_GIT_PACKED writes run at once). */
bool sp_git_in_memory(struct git_repository *repo);

/* True for a repository opened SP_GIT_DRY (its objects are dropped at close: the disk cache is read-only). */
bool sp_git_dry(struct git_repository *repo);

/* Write an object of type (GIT_OBJECT_BLOB or GIT_OBJECT_TREE) holding len bytes of data into repo's object
 * database odb and set *id to its id, as git_odb_write does, but with the id computed by sp_git_object_id
 * (OpenSSL's SHA-1; libgit2's collision-detecting one cost half the instructions of a tvm-site publish). For an
 * SP_GIT_DRY or SP_GIT_PACKED repository the object goes straight to sitepub's backend unless the object
 * database has it already (looked up without rescanning objects/pack: a pack another process adds meanwhile is
 * not seen, so the object is written again, which is harmless); other repositories go through git_odb_write.
 * The caller serialises writes to an SP_GIT_DRY repository (sp_git_in_memory). Returns 0, or -1 with libgit2's
 * error set. */
int sp_git_write_object(struct git_repository *repo, git_odb *odb, git_object_t type, const void *data, size_t len,
                        git_oid *id);

/* Append one entry of a tree object to body as git serialises it: the mode in octal ("100644", "100755",
 * "120000", "40000", "160000"), a space, the name (nl bytes), a NUL and the 20-byte id. */
void sp_git_tree_add(sp_buf *body, git_filemode_t fm, const char *name, size_t nl, const unsigned char oid[20]);

/* Check the tree entry name (nl bytes, not NUL-terminated) of mode fm as libgit2's tree builder does (its rules
 * for entry names, core.protectNTFS and core.protectHFS included): most names pass a quick test, the others are
 * put to a tree builder, *bld (made on first use; the caller frees it). Returns 0, or -1 with err naming path:
 * SP_ERR_GIT "cannot add 'PATH' to a tree: <libgit2's reason>", SP_ERR_INPUT for a name of 4096 bytes or more. */
int sp_git_tree_name_ok(struct git_repository *repo, git_treebuilder **bld, const char *name, size_t nl,
                        git_filemode_t fm, const unsigned char oid[20], const char *path, sp_error *err);

/* sp_git_write_tree for entries already sorted by path (bytewise, as strcmp): nothing is copied or sorted. */
int sp_git_write_sorted_tree(struct git_repository *repo, const sp_tree_entry *sorted, size_t n,
                             unsigned char tree_id[20], sp_error *err);

/* The CA certificates libgit2 parses at init are parsed at the first TLS connection instead (tls_lazy.c).
 * sp_tls_ca_load parses them now if they still wait (-1 when the file cannot be parsed, 0 otherwise: also when
 * nothing waits); sp_tls_ca_pending says whether they wait. */
int sp_tls_ca_load(void);
bool sp_tls_ca_pending(void);

/* ssh_lazy.c: libssh2_init, which git_libgit2_init calls, waits for the first SSH session (libssh2 with OpenSSL
 * loads its algorithms and engines there: ~0.5 ms of every run). sp_ssh_pending: a call of it is noted and libssh2
 * has not started. sp_ssh_lazy_link does nothing: sp_git_open_mode calls it so that the executable links the
 * file (and so defines the libssh2 functions it stands in for). */
bool sp_ssh_pending(void);
void sp_ssh_lazy_link(void);
/* The same for the random generator libgit2 seeds at init (tls_lazy.c): sp_tls_rng_ready initialises the noted
 * entropy context and seeds the noted generator now if they still wait (mbedTLS's error, negative, when seeding
 * fails; 0 otherwise: also when nothing waits); sp_tls_rng_pending says whether either waits. */
int sp_tls_rng_ready(void);
bool sp_tls_rng_pending(void);

/* How sp_git_open_mode writes objects: SP_GIT_DIRECT into the object database as libgit2 does (loose objects);
 * SP_GIT_DRY into memory, dropped at close; SP_GIT_PACKED deflated into a pack file as they come, which
 * sp_git_flush_pack finishes into one pack and its index (a publish; pack.c). */
typedef enum sp_git_mode { SP_GIT_DIRECT, SP_GIT_DRY, SP_GIT_PACKED } sp_git_mode;
int sp_git_open_mode(const char *path, sp_git_mode mode, struct git_repository **out, sp_error *err);

/* For an SP_GIT_PACKED repository: finish the objects written since the last flush as one pack (objects/pack,
 * with its .idx, as `git index-pack` leaves it); the objects must be on disk before a ref names them. Nothing
 * for other repositories or when nothing was written. st (may be NULL) adds up. */
int sp_git_flush_pack(struct git_repository *repo, sp_pack_stats *st, sp_error *err);

/* pack.c: a backend for repo that writes every new object, deflated by the writing thread (writes may run at
 * once), straight into a pack file in objects/pack that has no name yet, keeping only its id, offset and CRC in
 * memory, and reads them back from there; sp_pack_write makes the objects written since the last call one
 * finished pack with its index (as `git index-pack` leaves them; no deltas) and names it. A pack never finished
 * leaves nothing behind (an O_TMPFILE file, or a tmp_sitepub_ file removed when the backend is freed). */
int sp_pack_backend_new(git_repository *repo, git_odb_backend **out);
int sp_pack_write(git_repository *repo, git_odb_backend *backend, sp_pack_stats *st, sp_error *err);

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

/* False only when no path under the folder dir (no trailing '/') can be one glob selects (sp_keep_match): the walk
 * for kept files of a branch tip skips such folders. May say true for a folder that holds none. */
bool sp_keep_may_match_under(const char *glob, const char *dir);

/* The built output of one source revision. */
typedef struct sp_built {
    sp_sink *sink;              /* the committed git sink holding the entries (sp_sink_git_result lists them) */
    size_t n;                   /* how many */
    git_oid tree;               /* the output alone */
    git_oid source_commit;      /* zero when has_source is false */
    bool has_source;            /* false for --from-dir (a folder on disk) */
    char subject[512];
} sp_built;

/* Resolve rev to a commit, open its tree (subdir) as a source, run the producer into a git sink. When settings
 * is not NULL, the settings are resolved with the source's _config.yml. */
int sp_publish_build(git_repository *repo, const char *rev, const char *subdir, sp_producer_fn produce, void *ud,
                     const sp_publish_options *o, sp_arena *a, sp_publish_settings *settings, sp_built *out,
                     sp_error *err);
void sp_built_free(sp_built *b);
/* As sp_publish_build for a folder on disk (--from-dir): every file copied as it is, no source commit; settings
 * (when not NULL) are resolved without a _config.yml. */
int sp_publish_build_dir(git_repository *repo, const char *dir, const sp_publish_options *o, sp_arena *a,
                         sp_publish_settings *settings, sp_built *out, sp_error *err);

/* The tree publish commits on base (NULL: an orphan): the build's entries plus the entries of base's tree that
 * match a keep glob and that the build does not produce. Counts compare with base's tree. */
int sp_publish_compose(git_repository *repo, const sp_built *b, const git_commit *base,
                       const sp_publish_settings *s, git_oid *tree, size_t *added, size_t *changed,
                       size_t *deleted, size_t *files, sp_error *err);

/* sp_publish_compose file by file, as it falls back to for a target folder or an extra file that collides with
 * the output: both trees read whole, the composed one written whole. The same results, to the byte (tests compare
 * the two). */
int sp_publish_compose_flat(git_repository *repo, const sp_built *b, const git_commit *base,
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

/* kind "AUTHOR" or "COMMITTER": the identity git would use (GIT_<kind>_NAME/EMAIL/DATE, then config, then EMAIL).
 * *out is the caller's (git_signature_free). Fails with SP_ERR_GIT when there is no identity. */
int sp_publish_signature(git_repository *repo, const char *kind, git_signature **out, sp_error *err);

/* The branch tip (NULL when absent) and the commit to build on: the local tip, or the remote-tracking branch of
 * s->remote when the local branch is absent or an ancestor of it (publish and diff use the same base). */
int sp_publish_read_base(git_repository *repo, const char *refname, const sp_publish_settings *s, git_oid *local,
                         bool *has_local, git_commit **base, sp_error *err);

/* ---- git's configuration for a push or fetch (gitcfg.c) ---- */

/* Set remote's URLs as git would use them: the fetch URL remote.NAME.url (or the URL given, named false) rewritten
 * by the longest url.BASE.insteadOf prefix; the push URL remote.NAME.pushurl rewritten by insteadOf, else the URL
 * rewritten by url.BASE.pushInsteadOf, else the fetch URL (for_push: both URLs are the push URL). -1 with
 * SP_ERR_PUSH when libgit2 refuses them. */
int sp_gitcfg_remote_urls(git_repository *repo, git_remote *remote, const char *name, bool named, bool for_push,
                          sp_error *err);

/* For an http(s) url: *headers gets http.extraHeader and the http.<url>.extraHeader values that match url (git's
 * urlmatch rules: scheme, host with "*." labels, port, user, path prefix), in config order, an empty value
 * clearing the ones before it; http.sslCAInfo (the most specific http.<url>.sslCAInfo, else $GIT_SSL_CAINFO) is
 * made libgit2's CA file. Free with sp_gitcfg_http_free. -1 with SP_ERR_USAGE for a header that is not one
 * "Name: value" line or a CA file that cannot be read. Other URLs: 0 and no headers. */
int sp_gitcfg_http(git_repository *repo, const char *url, git_strarray *headers, sp_error *err);
void sp_gitcfg_http_free(git_strarray *headers);

/* A credential from git's credential helpers, and what to tell them afterwards. */
typedef struct sp_gitcfg_cred {
    char protocol[32], host[300], username[256], password[512];
    char helper[1024]; /* the helper that answered, for messages */
    char **helpers;    /* all configured helpers (told "store" or "erase") */
    size_t nhelpers;
} sp_gitcfg_cred;

/* Ask credential.helper and the matching credential.<url>.helper values (config order; an empty value clears the
 * list), as git runs them (`!cmd get` through the shell, `/path get`, `git-credential-NAME get` from $PATH or
 * git's exec path; git-credential(1)'s key=value protocol), for url's protocol, host and username. 1 with *out a
 * user/password credential, 0 when no helper gave one. c is filled either way; call sp_gitcfg_credential_done. */
int sp_gitcfg_credential(git_repository *repo, const char *url, const char *username, sp_gitcfg_cred *c,
                         git_credential **out);
/* Tell the helpers the credential was accepted ("store") or refused ("erase"), then free c's lists. */
void sp_gitcfg_credential_done(sp_gitcfg_cred *c, bool accepted);

/* ---- the source record (record.c) ---- */

#define SP_NOTES_REF "refs/notes/sitepub"

/* 1 with *source set when commit records the source commit it was built from: its note in SP_NOTES_REF, else its
 * note in the notes commit remote_notes (the remote's, fetched; may be NULL), else a "Source-Commit: <hex>"
 * trailer of its message; 0 when it records none. */
int sp_record_source_of(git_repository *repo, const git_commit *commit, const git_oid *remote_notes,
                        git_oid *source);
/* The stale-build check: 0 when tip (may be NULL) records no source, or records source itself or an ancestor of
 * it, or allow_older; else -1 with SP_ERR_PUSH naming both source commits. *recorded: the tip records one. */
int sp_record_check(git_repository *repo, const git_commit *tip, const git_oid *remote_notes, const git_oid *source,
                    bool allow_older, bool *recorded, sp_error *err);
/* After a compare-and-swap of refname lost every attempt to a lock: when the ref's lock file (or packed-refs') is
 * still there, fill err (SP_ERR_GIT: exit 5) naming it as git update-ref does, and return true; false when neither
 * is there (the ref really kept moving). For the branch (publish.c) and the source notes (record.c). */
bool sp_publish_stale_lock_error(git_repository *repo, const char *refname, sp_error *err);
/* Before the branch's update: 0 when SP_NOTES_REF is not locked, waiting first (as sp_record_write's retries do,
 * about a second) for a publisher holding the lock to finish; -1 with sp_publish_stale_lock_error's error (exit 5)
 * when the lock file stays, so that a lock a killed publish left stops this one before the branch moves, not
 * after (a branch tip without its note). */
int sp_record_ready(git_repository *repo, sp_error *err);
/* A source note made ahead of the branch's update (sp_record_prepare), so that its objects go into the same pack
 * as the publish's (one pack a publish, not two). */
typedef struct sp_record_note {
    bool ready;            /* made */
    git_oid commit, source; /* what it records */
    git_oid notes_commit;  /* the notes commit holding it */
    git_oid local;         /* the local SP_NOTES_REF it was made on (has_local), which the ref must still be at */
    bool has_local;
} sp_record_note;
/* Make the note sp_record_write would make for commit and source, without moving the ref or flushing the pack, so
 * its objects go into the publish's pack; out->ready on success. -1 with err (nothing to undo: objects no ref
 * names are harmless). */
int sp_record_prepare(git_repository *repo, const git_oid *commit, const git_oid *source, const git_oid *remote_notes,
                      sp_record_note *out, sp_error *err);
/* Record source as commit's note ("source <hex>") in SP_NOTES_REF, on the local notes or, when remote_notes (the
 * remote's notes commit) is not an ancestor of them, on remote_notes; the ref is updated by compare-and-swap.
 * prepared (may be NULL): a note sp_record_prepare made for the same commit and source, used when the notes have
 * not moved since; otherwise (and after a lost compare-and-swap) a new note is made and its own pack flushed. */
int sp_record_write(git_repository *repo, const git_oid *commit, const git_oid *source, const git_oid *remote_notes,
                    const sp_record_note *prepared, sp_error *err);

#endif
