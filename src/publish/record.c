/* Which source commit each publish commit was built from (README "No stale build wins"): a git note under
 * refs/notes/sitepub ("source <40 hex>"), which leaves the commit message as the template made it, or a
 * "Source-Commit: <hex>" trailer when the message template writes one; and the check that refuses to publish a
 * source that is older than (or diverged from) the one the branch tip was built from. */
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "publish/internal.h"

static int parse_hex(const char *s, git_oid *out)
{
    char hex[41];
    size_t n = 0;
    while (n < 40 && ((s[n] >= '0' && s[n] <= '9') || (s[n] >= 'a' && s[n] <= 'f')))
        n++;
    if (n != 40)
        return -1;
    memcpy(hex, s, 40);
    hex[40] = '\0';
    return git_oid_fromstr(out, hex) == 0 ? 0 : -1;
}

/* "source <hex>" anywhere at a line start of a note's text. */
static int from_note_text(const char *text, git_oid *out)
{
    for (const char *p = text; p && *p;) {
        if (!strncmp(p, "source ", 7) && parse_hex(p + 7, out) == 0)
            return 0;
        p = strchr(p, '\n');
        if (p)
            p++;
    }
    return -1;
}

static int from_trailer(const char *message, git_oid *out)
{
    git_message_trailer_array arr = {0};
    int rc = -1;
    if (git_message_trailers(&arr, message) == 0) {
        for (size_t i = 0; i < arr.count && rc < 0; i++)
            if (!strcasecmp(arr.trailers[i].key, "Source-Commit") && parse_hex(arr.trailers[i].value, out) == 0)
                rc = 0;
        git_message_trailer_array_free(&arr);
    }
    git_error_clear();
    return rc;
}

int sp_record_source_of(git_repository *repo, const git_commit *commit, const git_oid *remote_notes,
                        git_oid *source)
{
    const git_oid *id = git_commit_id(commit);
    git_note *note = NULL;
    int rc = -1;
    if (git_note_read(&note, repo, SP_NOTES_REF, id) == 0) {
        rc = from_note_text(git_note_message(note), source);
        git_note_free(note);
        note = NULL;
    }
    git_error_clear();
    if (rc < 0 && remote_notes) {
        git_commit *nc = NULL;
        if (git_commit_lookup(&nc, repo, remote_notes) == 0 && git_note_commit_read(&note, repo, nc, id) == 0) {
            rc = from_note_text(git_note_message(note), source);
            git_note_free(note);
        }
        git_commit_free(nc);
        git_error_clear();
    }
    if (rc < 0)
        rc = from_trailer(git_commit_message(commit), source);
    return rc == 0 ? 1 : 0;
}

int sp_record_check(git_repository *repo, const git_commit *tip, const git_oid *remote_notes, const git_oid *source,
                    bool allow_older, bool *recorded, sp_error *err)
{
    git_oid was;
    *recorded = false;
    if (!tip || !sp_record_source_of(repo, tip, remote_notes, &was))
        return 0;
    *recorded = true;
    if (allow_older || git_oid_equal(&was, source))
        return 0;
    /* an ancestor of the new source is in this repository; a commit it does not have cannot be one */
    int d = git_graph_descendant_of(repo, source, &was);
    git_error_clear();
    if (d == 1)
        return 0;
    int older = git_graph_descendant_of(repo, &was, source);
    git_error_clear();
    char a[41], b[41], t[41];
    git_oid_tostr(a, sizeof a, &was);
    git_oid_tostr(b, sizeof b, source);
    git_oid_tostr(t, sizeof t, git_commit_id(tip));
    return sp_error_set(err, SP_ERR_PUSH, NULL, 0, 0,
                        "not publishing source %s: the publish branch's tip %.12s was built from source %s, and "
                        "%s; nothing was published. Publish a newer source (git pull first), or pass "
                        "--allow-older to replace the live site with this build",
                        b, t, a,
                        older == 1 ? "the source being published is older than that"
                                   : "that is not an ancestor of the source being published (it is newer, or the "
                                     "two diverged)");
}

/* The note commit recording "source <hex>" for commit, on the local notes (read now: *local, *has_local) or, when
 * remote_notes is newer than (or diverged from) them, on remote_notes, so the push of the notes is a fast-forward
 * (the local notes of commits the remote never got are dropped then). Its objects go to the repository's odb
 * (the publish's pack when it is not flushed yet). -1 with err. */
static int make_note(git_repository *repo, const git_oid *commit, const git_oid *source, const git_oid *remote_notes,
                     git_oid *local, bool *has_local, git_oid *nc, sp_error *err)
{
    git_signature *author = NULL, *committer = NULL;
    git_commit *parent = NULL;
    git_oid pick, blob;
    int rc = -1;
    char text[64], hex[41];
    git_oid_tostr(hex, sizeof hex, source);
    snprintf(text, sizeof text, "source %s\n", hex);
    if (sp_publish_signature(repo, "AUTHOR", &author, err) < 0 ||
        sp_publish_signature(repo, "COMMITTER", &committer, err) < 0)
        goto done;
    *has_local = git_reference_name_to_id(local, repo, SP_NOTES_REF) == 0;
    git_error_clear();
    bool has = *has_local;
    pick = *local;
    if (remote_notes && !(*has_local && (git_oid_equal(local, remote_notes) ||
                                         git_graph_descendant_of(repo, local, remote_notes) == 1))) {
        pick = *remote_notes;
        has = true;
    }
    git_error_clear();
    if (has && git_commit_lookup(&parent, repo, &pick) < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot read " SP_NOTES_REF);
        goto done;
    }
    if (git_note_commit_create(nc, &blob, repo, parent, author, committer, commit, text, 1) < 0) {
        sp_git_fail(err, SP_ERR_GIT, "cannot write the source note");
        goto done;
    }
    rc = 0;
done:
    git_commit_free(parent);
    git_signature_free(author);
    git_signature_free(committer);
    return rc;
}

int sp_record_prepare(git_repository *repo, const git_oid *commit, const git_oid *source, const git_oid *remote_notes,
                      sp_record_note *out, sp_error *err)
{
    out->ready = false;
    if (make_note(repo, commit, source, remote_notes, &out->local, &out->has_local, &out->notes_commit, err) < 0)
        return -1;
    out->commit = *commit;
    out->source = *source;
    out->ready = true;
    return 0;
}

int sp_record_ready(git_repository *repo, sp_error *err)
{
    char lock[4600];
    snprintf(lock, sizeof lock, "%s" SP_NOTES_REF ".lock", git_repository_commondir(repo));
    for (int attempt = 0; attempt < 10; attempt++) {
        if (access(lock, F_OK) != 0)
            return 0;
        usleep(20000u * (unsigned)(attempt + 1));
    }
    if (sp_publish_stale_lock_error(repo, SP_NOTES_REF, err))
        return -1;
    return 0; /* gone just now */
}

int sp_record_write(git_repository *repo, const git_oid *commit, const git_oid *source, const git_oid *remote_notes,
                    const sp_record_note *prepared, sp_error *err)
{
    /* the ref is moved by compare-and-swap, so a publisher racing on the same repository loses no note */
    int c = 0;
    for (int attempt = 0; attempt < 10; attempt++) {
        git_oid local, nc;
        bool has_local;
        if (attempt == 0 && prepared && prepared->ready && git_oid_equal(&prepared->commit, commit) &&
            git_oid_equal(&prepared->source, source)) {
            /* made before the branch's update, its objects in the publish's pack: used while the notes have not
             * moved since (else the compare-and-swap below fails and the next attempt makes a new one) */
            local = prepared->local;
            has_local = prepared->has_local;
            nc = prepared->notes_commit;
        } else {
            if (make_note(repo, commit, source, remote_notes, &local, &has_local, &nc, err) < 0)
                return -1;
            if (sp_git_flush_pack(repo, NULL, err) < 0)
                return -1;
        }
        git_reference *ref = NULL;
        c = has_local ? git_reference_create_matching(&ref, repo, SP_NOTES_REF, &nc, 1, &local,
                                                      "sitepub publish: source note")
                      : git_reference_create(&ref, repo, SP_NOTES_REF, &nc, 0, "sitepub publish: source note");
        git_reference_free(ref);
        if (c == 0)
            return 0;
        if (c != GIT_EMODIFIED && c != GIT_EEXISTS && c != GIT_ELOCKED && c != GIT_ENOTFOUND)
            return sp_git_fail(err, SP_ERR_GIT, "cannot update " SP_NOTES_REF);
        git_error_clear();
        usleep(20000u * (unsigned)(attempt + 1));
    }
    /* a lock a killed process left (a kill between the branch's update and the note's) is named, as the branch's */
    if (c != GIT_ELOCKED || !sp_publish_stale_lock_error(repo, SP_NOTES_REF, err))
        sp_error_set(err, SP_ERR_GIT, NULL, 0, 0, SP_NOTES_REF " kept moving while publishing; try again");
    return -1;
}
