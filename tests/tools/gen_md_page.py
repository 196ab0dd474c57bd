#!/usr/bin/python3
"""gen_md_page.py SHAPE BYTES OUT [POST]: a Markdown page (front matter + body) of about BYTES bytes of one shape,
the same bytes on every run (seeded). Shapes: prose (long wrapped paragraphs), short (one-line paragraphs), list
(nested bullet lists and ordered lists), table, code (fenced and indented), headers (ids repeat: -1, -2...),
footnotes (two per paragraph), mixed (TOC, header ids, definition lists, IALs and an ALD, HTML with markdown="1",
block quotes, setext headers, breaks, strikethrough, math, tables, eob markers, comments, reference links,
abbreviations and footnotes defined at the end), quotes (block quotes nested three deep, a list and code in
them), html (HTML blocks: tables, divs with markdown="1", comments, <pre>), post (the Markdown post POST, its front matter dropped, repeated).
Used by tests/scripts/markdown_memory.sh (issue 20, defect 11)."""
import sys, random
shape, size, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
r = random.Random(20)
words = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et "
         "dolore magna aliqua TVM compiler tensor schedule operator").split()
def sentence(i):
    w = [r.choice(words) for _ in range(r.randint(6, 16))]
    k = r.randrange(8)
    if k == 0: w[1] = "*" + w[1] + "*"
    elif k == 1: w[2] = "`" + w[2] + "()`"
    elif k == 2: w[0] = "[" + w[0] + "](https://example.org/" + w[0] + str(i) + ")"
    elif k == 3: w[-1] = '"' + w[-1] + '"'
    elif k == 4: w[1] = "**" + w[1] + "**"
    return " ".join(w).capitalize() + "."
def unit(i):
    if shape == "prose":   # long paragraphs, wrapped lines
        lines, cur = [], ""
        for _ in range(25):
            s = sentence(i)
            if len(cur) + len(s) > 78: lines.append(cur); cur = s
            else: cur = (cur + " " + s).strip()
        lines.append(cur)
        return "\n".join(lines) + "\n\n"
    if shape == "short":
        return sentence(i) + "\n\n"
    if shape == "list":
        return "".join("- %s\n  - %s\n" % (sentence(i), sentence(i)) for _ in range(8)) + "\n1. one %d\n2. two\n\n" % i
    if shape == "table":
        rows = "".join("| %d | %s | `c%d` |\n" % (i, sentence(i)[:40], j) for j in range(20))
        return "| a | b | c |\n|:--|:-:|--:|\n" + rows + "\n"
    if shape == "code":
        body = "".join("    x%d = f(y, %d)  # %s\n" % (j, i, r.choice(words)) for j in range(15))
        return "Text %d:\n\n```\n%s```\n\n" % (i, body) + "    indented %d\n    more\n\n" % i
    if shape == "headers":
        return "## Section %s %d\n\n%s\n\n### Same title\n\n%s\n\n" % (r.choice(words), i % 50, sentence(i), sentence(i))
    if shape == "footnotes":
        return "%s[^n%d] and %s[^n%d]\n\n[^n%d]: Note %d %s\n\n[^n%d]: Other.\n\n" % (
            sentence(i), i, sentence(i), i + 1, i, i, sentence(i), i + 1)
    if shape == "post":
        return post
    if shape == "quotes":
        return "> %s\n>\n> > %s\n> >\n> > > %s\n> > > - %s\n> > >\n> > >       code %d\n\n" % (
            sentence(i), sentence(i), sentence(i), sentence(i), i)
    if shape == "html":
        cells = "".join("<tr><td>%d</td><td>%s</td></tr>\n" % (j, sentence(i)[:30]) for j in range(6))
        return ("<table class=\"t%d\">\n%s</table>\n\n<div markdown=\"1\">\n%s *em* %d\n</div>\n\n"
                "<!-- comment %d -->\n\n<pre>\nx = %d &lt; y\n</pre>\n\n" % (i, cells, sentence(i), i, i, i))
    if shape == "mixed":
        k = i % 9
        if k == 0: return "# Title %d {#t%d}\n\nSee [the ref][r%d] and [^f%d] and HTML and ABBR.\n\n" % (i, i, i % 7, i % 5)
        if k == 1: return "term %d\n: definition %s\n\nterm b\n: more\n\n" % (i, sentence(i))
        if k == 2: return "{:.cls #id%d}\n%s\n{: .after}\n\n" % (i, sentence(i))
        if k == 3: return "<div markdown=\"1\">\n*in div* %d\n</div>\n\n" % i
        if k == 4: return "> quote %s\n> more\n\n" % sentence(i)
        if k == 5: return "* item [link][r%d]\n* item two\n{: .list}\n\n" % (i % 7)
        if k == 6: return "Header %d\n---------\n\ntext  \nbreak ~~strike~~ $$x^2$$\n\n" % i
        if k == 7: return "| a | b |\n|---|---|\n| %d | `x|y` |\n\n" % i
        return "para one %d\npara continues\n^\npara two {::comment}c{:/comment}\n\n" % i
    raise SystemExit("unknown shape " + shape)
post = ""
if shape == "post":
    t = open(sys.argv[4], encoding="utf-8").read()
    if t.startswith("---"):
        t = t[t.index("\n---", 3) + 4:]
    post = t.strip("\n") + "\n\n"
parts, n, i = ["---\ntitle: big\n---\n"], 0, 0
while n < size:
    u = unit(i if shape != "footnotes" else 2 * i)
    parts.append(u); n += len(u.encode()); i += 1
if shape == "mixed":
    parts.insert(1, "* TOC\n{:toc}\n\n{:ref: .refcls}\n\n")
    parts.append("".join("[r%d]: http://example.org/%d \"T%d\"\n{: .linkcls}\n" % (j, j, j) for j in range(7)))
    parts.append("\n*[HTML]: Hyper Text\n*[ABBR]: An abbr\n{: .ab}\n\n")
    parts.append("".join("[^f%d]: Footnote %d with *em* and [r1]\n\n    more text\n\n" % (j, j) for j in range(5)))
open(out, "w", encoding="utf-8").write("".join(parts))
