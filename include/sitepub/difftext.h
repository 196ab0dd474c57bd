/* sitepub/difftext.h: git-compatible diff text, produced with libgit2 (DESIGN.md "publish").
 *
 * Given two trees of one libgit2 repository (or a commit and its first parent), these functions append to an
 * sp_buf exactly the bytes git 2.39 prints for the same comparison with `-c core.quotePath=true` (git's default),
 * no colour, no pager, no external diff driver, no textconv, `diff.noprefix` unset, default `diff.algorithm`
 * (myers), git's default abbreviation (core.abbrev, else 7 hex digits growing with the packed object count, see
 * sp_difftext_abbrev) and the default `diff.renames=true`:
 *
 *   SP_DIFFTEXT_NAME_STATUS  `git diff --name-status`   ("M\tpath", "R087\told\tnew", "C100\tsrc\tdst")
 *   SP_DIFFTEXT_STAT         `git diff --stat[=WIDTH]`  (80 columns unless width says otherwise; git's
 *                            ".../" path shortening; "Bin X -> Y bytes"; renames as "{a => b}"; the summary
 *                            line " N files changed, N insertions(+), N deletions(-)")
 *   SP_DIFFTEXT_SUMMARY      `git diff --summary`       (" create mode 100644 path", " delete mode ...",
 *                            " rename a/{b => c} (87%)", " copy ...", " mode change 100644 => 100755 path")
 *   SP_DIFFTEXT_PATCH        `git diff -p`              ("diff --git" headers, mode lines, index lines,
 *                            similarity / rename / copy lines, "Binary files a/x and b/y differ",
 *                            "\ No newline at end of file", hunk headers with git's default funcname)
 *
 * Several formats in one call come out in git's order and with git's separators, as one `git diff` with all
 * those options prints them: numstat, stat, shortstat, summary, then (when a patch follows any of them) one empty
 * line, then the patch. As in git, SP_DIFFTEXT_NAME_STATUS and SP_DIFFTEXT_NAME_ONLY turn every other format off
 * (name-only first when both are given).
 *
 * Rename/copy pairs are found as git's diffcore-rename finds them (exact matches with the basename preference,
 * same-basename moves at 75%, then the similarity matrix with git's candidate limits and tie-breaks, rename vs copy
 * status), scored with git's diffcore-delta spans, so "R087", "(87%)" and "similarity index 87%" agree with git and
 * a pair git scores under 50% is a deletion and a creation (libgit2's own similarity, which ignores whitespace,
 * is not used). A change between file and symlink is "T" and, in the patch, a deletion followed by a creation, as
 * git prints it. Line diffs are libgit2's xdiff with git's default indent heuristic (diff.indentHeuristic=true).
 * Object ids are abbreviated as git does (sp_difftext_abbrev). Verified byte for byte against
 * git 2.39 by tests/scripts/difftext_git.sh. Not covered: submodule (gitlink) entries, diff drivers/textconv and
 * binary attributes from .gitattributes, rename limits beyond git's default diff.renameLimit (1000).
 *
 * Paths are bytes as stored in the trees; git's quoting of unusual paths ("\"a\\tb\"" with octal escapes) is
 * applied as core.quotePath=true does. Rename and copy detection use git's default similarity threshold (50%).
 *
 * Memory: output is appended to the caller's sp_buf; nothing else is retained. Errors: -1 with err filled
 * (SP_ERR_GIT for a libgit2 failure, with libgit2's message; SP_ERR_INPUT for bad options). */
#ifndef SITEPUB_DIFFTEXT_H
#define SITEPUB_DIFFTEXT_H

#include <git2.h>

#include "sitepub/buf.h"
#include "sitepub/error.h"

/* Output formats (bit flags, combine with |). */
enum {
    SP_DIFFTEXT_NAME_STATUS = 1 << 0,
    SP_DIFFTEXT_STAT = 1 << 1,
    SP_DIFFTEXT_SUMMARY = 1 << 2,
    SP_DIFFTEXT_PATCH = 1 << 3,
    SP_DIFFTEXT_NAME_ONLY = 1 << 4, /* `git diff --name-only`: one (quoted) new path a line */
    SP_DIFFTEXT_NUMSTAT = 1 << 5,   /* `git diff --numstat`: "ADDED\tDELETED\tPATH", "-\t-\tPATH" for binary */
    SP_DIFFTEXT_SHORTSTAT = 1 << 6  /* `git diff --shortstat`: the summary line of --stat only */
};

/* Rename/copy detection, as git's options. */
typedef enum sp_difftext_find {
    SP_DIFFTEXT_FIND_RENAMES = 0, /* -M: git's default (diff.renames=true); the zero value */
    SP_DIFFTEXT_FIND_NONE = 1,    /* --no-renames */
    SP_DIFFTEXT_FIND_COPIES = 2,  /* -C: renames, and copies from files modified in the same change */
    SP_DIFFTEXT_FIND_COPIES_HARDER = 3 /* -C -C: copies from any file of the old tree */
} sp_difftext_find;

/* Options. A zero-initialised struct means: no output formats (set formats!), 80 columns, renames (-M). */
typedef struct sp_difftext_options {
    unsigned formats;      /* SP_DIFFTEXT_* flags; 0 is an error */
    int stat_width;        /* total width of the --stat lines in columns, as `--stat=WIDTH`; 0 means 80 (git's
                              default when not writing to a terminal); must be >= 0 */
    sp_difftext_find find; /* rename/copy detection */
    int context_lines;     /* -U: lines of context around each hunk; 0 means git's default 3; -1 means 0 */
} sp_difftext_options;

/* Append to out the diff between old_tree and new_tree in the formats opts->formats, byte for byte what
 * `git diff [--name-status] [--stat=W] [--summary] [-p] [-M|-C|--no-renames] OLD NEW` prints (git 2.39).
 * old_tree or new_tree may be NULL for the empty tree (a root commit; a branch deletion). Nothing is appended
 * when the trees are equal. Returns 0, or -1 with err filled. */
int sp_difftext_trees(git_repository *repo, git_tree *old_tree, git_tree *new_tree, const sp_difftext_options *opts,
                      sp_buf *out, sp_error *err);

/* As sp_difftext_trees for the diff of commit against its first parent (the empty tree for a root commit), which
 * is what `git show`/`git log -p` compare for a non-merge commit. Returns 0, or -1 with err filled. */
int sp_difftext_commit(git_repository *repo, const git_oid *commit, const sp_difftext_options *opts, sp_buf *out,
                       sp_error *err);

/* Counts for one comparison, as the --stat summary line counts them (a binary file counts as a changed file with
 * no insertions or deletions). */
typedef struct sp_difftext_counts {
    size_t files;
    size_t insertions;
    size_t deletions;
} sp_difftext_counts;

/* Fill *counts for old_tree -> new_tree with opts->find detection (opts may be NULL for -M). Returns 0, or -1
 * with err filled. */
int sp_difftext_count(git_repository *repo, git_tree *old_tree, git_tree *new_tree, const sp_difftext_options *opts,
                      sp_difftext_counts *counts, sp_error *err);

/* Append to out what `git log -C --stat -p --cc -1 COMMIT` prints (git 2.39, log.date default, no decoration,
 * no mailmap) for a non-merge commit, with the line "Date:   " written "AuthorDate: " when author_date_label
 * is nonzero (as the commit part of a git-multimail email has it):
 *
 *   commit <40 hex>
 *   Author: Name <email>
 *   Date:   Fri Nov 13 03:22:10 2020 -0800        (or "AuthorDate: Fri Nov ...")
 *   <empty line>
 *       <message, each line indented by 4 spaces; trailing empty lines dropped>
 *   ---                                           (when the diff is not empty)
 *    <the --stat block, 80 columns, -C detection>
 *   <empty line>
 *   <the patch, -C detection>
 *
 * The message and the author are converted to UTF-8 from the commit's "encoding" header, as git log with
 * i18n.logOutputEncoding=UTF-8 (git-multimail's setting, and git's default without i18n.commitEncoding).
 * For a merge commit, as git's --cc (combine-diff.c, dense mode):
 *
 *   commit <40 hex>
 *   Merge: <parent 1> <parent 2> ...               (abbreviated as git abbreviates)
 *   Author/Date lines, empty line, message         (as above)
 *   <empty line>
 *    <the --stat against the first parent, -C detection; nothing when that diff is empty>
 *   <empty line>                                  (only when some path differs from every parent)
 *   diff --cc <path>                              (for each path that differs from every parent's version,
 *   index <p1>,<p2>..<result>                      pairing through -C renames per parent; "mode"/"new file
 *   --- a/<path>                                   mode"/"deleted file mode" lines when modes differ;
 *   +++ b/<path>                                   "Binary files differ" for binary content)
 *   @@@ -a,b -c,d +e,f @@@ <funcname>             (hunks where the result differs from more than one version:
 *   - / +/++ / " -" columns, one per parent        lost lines merged across parents, 3 lines of context)
 *
 * out receives no trailing newline beyond the patch's own. Returns 0, or -1 with err filled (a merge of more
 * than 62 parents is SP_ERR_INPUT). */
int sp_difftext_log_commit(git_repository *repo, const git_oid *commit, int author_date_label, sp_buf *out,
                           sp_error *err);

/* Write to out (at least GIT_OID_HEXSZ + 1 bytes) the abbreviation of id that git 2.39 prints by default
 * (`git rev-parse --short`, the "index" lines, "Merge:"): core.abbrev when set, else "auto": 7 hex digits while
 * the repository's packs hold fewer than 16384 objects, 8 below 65536, and so on (one more digit each time the
 * packed object count passes a power of 4, as repo_approximate_object_count(); loose objects do not count), and
 * longer when that prefix is ambiguous. */
void sp_difftext_abbrev(git_repository *repo, const git_oid *id, char *out);

/* text converted from a commit's declared encoding (its "encoding" header, e.g. "ISO-8859-1"; NULL or a UTF-8
 * name for none) to UTF-8, as git log does with i18n.logOutputEncoding=UTF-8. Returns a malloc'd string (the
 * text unchanged when no conversion is needed or the encoding is unknown to iconv). */
char *sp_difftext_reencode(const char *encoding, const char *text);

#endif
