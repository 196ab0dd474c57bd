#!/bin/sh
# sitepub build --list-languages: one line per Rouge 3.30 lexer (217, as Rouge::Lexer.all), with the aliases, file
# name globs and MIME types Rouge gives (python's below are Rouge::Lexers::Python's), then the count line.
. "$(dirname "$0")/../lib/check.sh"
SP=${SITEPUB_BIN:-build/sitepub}
out=$("$SP" build --list-languages)
eq "exit status" "$?" 0
eq "lines" "$(printf '%s\n' "$out" | wc -l | tr -d ' ')" 218
has "python" "$out" "python (Python)  aliases: py  files: *.py, *.pyw, *.sc, SConstruct, SConscript, *.tac, *.bzl, BUCK, BUILD, BUILD.bazel, WORKSPACE  mimetypes: text/x-python, application/x-python"
eq "python is highlighted" "$(printf '%s\n' "$out" | grep -c '^python (Python).*plain text')" 0
has "count line" "$(printf '%s\n' "$out" | tail -n 1)" "of Rouge 3.30's 217 lexers highlighted"
has "usage" "$("$SP" build --help)" "--list-languages"
[ "$fails" -eq 0 ]
