#!/bin/sh
# Write the man pages sitepub(1) and sitepub-COMMAND(1) into OUTDIR from the program's own --help texts, so the
# pages and --help cannot drift apart: `sitepub --help` gives sitepub(1) and the command list (a page for every
# command it lists, so a new command such as serve gets its page once main.c lists it), and each command's NAME
# line is its line in that list. Run by `make man` (and `make install`).
# usage: scripts/man.sh SITEPUB_BINARY OUTDIR
set -eu
BIN=$1
OUT=$2
mkdir -p "$OUT"
VERSION=$("$BIN" --version | sed 's/^sitepub //')
top=$("$BIN" --help)
commands=$(printf '%s\n' "$top" | awk '/^commands:/ {on=1; next} on && /^$/ {exit} on && /^  [a-z]/ {print $1}')

# roff from a --help text on stdin: the usage block becomes SYNOPSIS, "word:" headings subsections, option and
# command lines (two spaces, then the term, then two or more spaces) tagged paragraphs with their continuations
help2roff() {
  awk -v name="$1" -v title="$2" -v summary="$3" -v version="$VERSION" '
    function esc(s) { gsub(/\\/, "\\e", s); gsub(/-/, "\\-", s); sub(/^[.'"'"']/, "\\\\\\&&", s); return s }
    BEGIN {
      printf ".TH %s 1 \"\" \"sitepub %s\" \"sitepub manual\"\n", title, version
      printf ".SH NAME\n%s \\- %s\n.SH SYNOPSIS\n.nf\n", esc(name), esc(summary)
      state = "usage"
    }
    state == "usage" {
      if ($0 == "") { print ".fi\n.SH DESCRIPTION"; state = "text"; next }
      line = $0; sub(/^usage: /, "", line); sub(/^       /, "", line); print esc(line); next
    }
    /^$/ { if (state != "para") print ".PP"; state = "para"; next }
    /^[A-Za-z][A-Za-z ]*:$/ { print ".SS " esc(toupper(substr($0, 1, length($0) - 1))); state = "para"; next }
    /^ +[^ ]/ {
      match($0, /^ +/); indent = RLENGTH; line = substr($0, indent + 1)
      # a continuation: deeper than a term and not an option of its own
      if (state == "item" && indent >= 8 && line !~ /^-/) { print esc(line); next }
      # a term line: "--opt ARG      text", "build     text", "0   text"; the term ends at two or more spaces
      if (match(line, /  +/)) { term = substr(line, 1, RSTART - 1); desc = substr(line, RSTART + RLENGTH) }
      else { term = line; desc = "" }
      print ".TP"; print "\\fB" esc(term) "\\fR"; if (desc != "") print esc(desc); state = "item"; next
    }
    { print esc($0); state = "text" }
  '
}

printf '%s\n' "$top" | help2roff sitepub SITEPUB "$(printf '%s\n' "$top" | sed -n 3p | sed 's/\.$//')" > "$OUT/sitepub.1"
for c in $commands; do
  summary=$(printf '%s\n' "$top" | awk -v c="$c" '$1 == c && /^  [a-z]/ {sub(/^  [a-z]+ +/, ""); print; exit}')
  upper=$(printf 'SITEPUB-%s' "$c" | tr a-z A-Z)
  "$BIN" "$c" --help | help2roff "sitepub-$c" "$upper" "$summary" > "$OUT/sitepub-$c.1"
done
