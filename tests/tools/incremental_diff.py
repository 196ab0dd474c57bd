#!/usr/bin/env python3
"""The differential test of incremental builds (issue 17): in a git repository holding a site, a seeded random
sequence of edits of the kinds the issue lists (a post's body, title, date, tags, categories or `published`; a
new and a deleted post; a page; a layout; an include; a `_data` file; a static file; `_config.yml`; a Sass
partial; a rename; a document of another collection; pages that show other documents' content, output or site.time coming and going; a commit
that changes nothing), each committed with its own committer date, and after each one an incremental publish
(`sitepub publish -I` to branch inc) and a full one (`sitepub publish --full --disable-disk-cache` to branch
full). The two trees must be the same object every time.

With MODE build, the site is built with `sitepub build` into REPO/_site (incremental, the default) and with
`sitepub build --full --disable-disk-cache` into a folder beside REPO; the two folders must hold the same
files, byte for byte (modes and links too), after every step. There site.time is fixed (`time:` in
_config.yml), no commits are made, and three more edits are drawn: a file of REPO/_site edited or removed by
hand, a static file touched (its mtime only), and for a gem-theme site (`theme:` in _config.yml) a theme file
overridden in the site or the override removed. In both modes the warnings of the two builds must be the same
lines (a reused page prints its render's warnings again); an edit gives a post a layout that does not exist.

usage: incremental_diff.py SITEPUB REPO STEPS SEED [publish|build]
REPO is a git work tree whose first commit is made here (publish) or a site folder (build). Prints the seed
first; on a difference prints the step, the edit and the paths that differ, and exits 1. A failing seed is a
regression test: add it to tests/scripts/incremental_diff.sh."""
import glob
import os
import random
import re
import subprocess
import sys

SITEPUB, REPO, STEPS, SEED = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
MODE = sys.argv[5] if len(sys.argv) > 5 else "publish"
FULL_DEST = REPO.rstrip("/") + ".full-site"  # build mode: the full build's folder, outside the source
rng = random.Random(SEED)
print("seed %d, %d steps, %s, %s" % (SEED, STEPS, os.path.basename(REPO), MODE), flush=True)
clock = [1767225600]  # 2026-01-01: committer dates advance from here


def git(*args, check=True):
    return subprocess.run(["git", "-C", REPO] + list(args), check=check, capture_output=True, text=True).stdout


def path(p):
    return os.path.join(REPO, p)


def read(p):
    with open(path(p), encoding="utf-8", errors="surrogateescape") as f:
        return f.read()


def write(p, text):
    os.makedirs(os.path.dirname(path(p)) or ".", exist_ok=True)
    with open(path(p), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)


def files(folder, exts=None):
    out = []
    for root, _dirs, names in os.walk(path(folder)):
        for n in names:
            rel = os.path.relpath(os.path.join(root, n), REPO)
            if exts is None or os.path.splitext(n)[1] in exts:
                out.append(rel)
    return sorted(out)


def posts():
    return files("_posts", {".md", ".markdown", ".html"})


def split_fm(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.find("\n---\n", 4)
    if end < 0:
        return None, text
    return text[4:end + 1], text[end + 5:]


def set_key(fm, key, value):
    """front matter fm with `key: value` (value None: the key removed)"""
    lines = [l for l in fm.splitlines() if not re.match(r"^%s\s*:" % re.escape(key), l)]
    if value is not None:
        lines.append("%s: %s" % (key, value))
    return "\n".join(lines) + "\n"


def edit_post_fm(fn):
    ps = posts()
    if not ps:
        return new_post()
    p = rng.choice(ps)
    fm, body = split_fm(read(p))
    if fm is None:
        return "skip"
    write(p, "---\n" + fn(fm) + "---\n" + body)
    return p


WORDS = "alpha beta gamma delta kernel tensor graph compile deploy schedule vector cache".split()


def words(n):
    return " ".join(rng.choice(WORDS) for _ in range(n))


def post_body():
    ps = posts()
    if not ps:
        return new_post()
    p = rng.choice(ps)
    fm, body = split_fm(read(p))
    if rng.random() < 0.3:
        body = words(6).capitalize() + ".\n\n" + body  # the excerpt changes
    else:
        body += "\n%s.\n" % words(8).capitalize()
    write(p, ("---\n" + fm + "---\n" if fm is not None else "") + body)
    return p


def post_title():
    return edit_post_fm(lambda fm: set_key(fm, "title", '"%s"' % words(3).title()))


def random_date():
    year = rng.choice([2011, 2015, 2019, 2024, 2025, 2031])  # 2031 is in the future: not published
    return "%04d-%02d-%02d %02d:%02d:00 +0000" % (year, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                                                   rng.randint(0, 59))


def post_date():
    return edit_post_fm(lambda fm: set_key(fm, "date", random_date()))


def post_tags():
    return edit_post_fm(lambda fm: set_key(fm, "tags", "[%s]" % ", ".join(rng.sample(WORDS, rng.randint(0, 3)))))


def post_categories():
    return edit_post_fm(lambda fm: set_key(fm, "categories", "[%s]" % ", ".join(rng.sample(WORDS[:4], rng.randint(0, 2)))))


def post_published():
    return edit_post_fm(lambda fm: set_key(fm, "published", None) if "published:" in fm else set_key(fm, "published", "false"))


LIQUID_BODIES = [
    "",
    "Posts: {{ site.posts.size }}.\n",
    "First: {{ site.posts.first.title }}.\n",
    "Built {{ site.time | date: '%Y-%m-%d %H:%M' }}.\n",
    "Last post says: {{ site.posts.last.content | strip_html | truncatewords: 4 }}\n",
    "{% for p in site.posts limit:2 %}{{ p.excerpt | strip_html | strip }} {% endfor %}\n",
    "{{ site.data.extra.value }}\n",
    "Newest: {% assign n = site.posts | first %}{{ n.excerpt | strip_html }}\n",
    "Sizes: {{ site.posts | where_exp: 'p', 'p.content contains \"alpha\"' | size }}\n",
]


def new_post():
    n = rng.randint(1000, 9999)
    d = random_date()
    p = "_posts/%s-new-post-%d.md" % (d[:10], n)
    fm = 'title: "New %d"\ndate: %s\ntags: [%s]\n' % (n, d, rng.choice(WORDS))
    write(p, "---\n" + fm + "---\n\n%s.\n\n%s" % (words(10).capitalize(), rng.choice(LIQUID_BODIES)))
    return p


def delete_post():
    ps = posts()
    if len(ps) < 3:
        return new_post()
    p = rng.choice(ps)
    os.remove(path(p))
    return p


def rename():
    ps = posts()
    if not ps:
        return new_post()
    p = rng.choice(ps)
    base = os.path.basename(p)
    m = re.match(r"(\d{4}-\d\d-\d\d)-", base)
    q = "_posts/%s-renamed-%d%s" % (m.group(1) if m else "2015-01-01", rng.randint(1, 9999), os.path.splitext(p)[1])
    os.rename(path(p), path(q))
    return "%s -> %s" % (p, q)


def page():
    pages = [p for p in files(".", {".md", ".html"}) if not p.startswith(("_", ".")) and split_fm(read(p))[0] is not None]
    p = rng.choice(pages)
    fm, body = split_fm(read(p))
    write(p, "---\n" + fm + "---\n" + body + "\n<p>%s</p>\n" % words(5))
    return p


def append_comment(folder):
    fs = files(folder, {".html", ".xml"})
    if not fs:
        return "skip"
    p = rng.choice(fs)
    write(p, read(p) + "<!-- %s -->\n" % words(2))
    return p


def layout():
    return append_comment("_layouts")


def include():
    return append_comment("_includes")


def data():
    r = rng.random()
    if r < 0.15 and os.path.exists(path("_data/extra.yml")):
        os.remove(path("_data/extra.yml"))
    elif r < 0.4:
        write("_data/other.yml", "items: [%s]\n" % ", ".join(rng.sample(WORDS, 3)))
    else:
        write("_data/extra.yml", "value: %s\n" % words(2))
    return "_data"


def static():
    r = rng.random()
    if r < 0.3:
        p = "assets/added-%d.txt" % rng.randint(1, 20)
        write(p, words(4) + "\n")
        return p
    if r < 0.45:
        added = files("assets", {".txt"})
        if added:
            os.remove(path(added[0]))
            return added[0]
    css = [p for p in files(".", {".css", ".png", ".txt"}) if not p.startswith(("_", "."))]
    if not css:
        p = "assets/added-1.txt"
        write(p, words(4) + "\n")
        return p
    p = rng.choice(css)
    with open(path(p), "ab") as f:
        f.write(b"\n/* x */\n")
    return p


def config():
    fm = read("_config.yml")
    fm = re.sub(r"(?m)^incr_knob:.*\n", "", fm) + "incr_knob: %d\n" % rng.randint(1, 5)
    write("_config.yml", fm)
    return "_config.yml"


def sass():
    write("_sass/_incr.scss", "$incr-color: #%06x;\n" % rng.randint(0, 0xFFFFFF))
    return "_sass/_incr.scss"


READERS = {
    "extra/recent.html": "---\ntitle: Recent\n---\n{{ site.posts.first.content }}\n",
    "extra/excerpts.html": "---\ntitle: Excerpts\n---\n{% for p in site.posts %}{{ p.excerpt }}{% endfor %}\n",
    "extra/output.html": "---\ntitle: Output\n---\n{{ site.posts.last.output | size }}\n",
    "extra/time.html": "---\ntitle: Time\n---\n{{ site.time | date_to_xmlschema }}\n",
    "extra/titles.json": "---\n---\n{{ site.posts | map: 'title' | jsonify }}\n",
    "extra/whole.json": "---\n---\n{{ site.posts.first | jsonify | size }}\n",
    "extra/pairs.html": "---\n---\n{% for kv in site.posts.first %}{{ kv[0] }}={{ kv[1] | size }};{% endfor %}\n",
    "extra/data.html": "---\n---\n{{ site.data.extra.value }} {{ site.data | size }}\n",
    # the reads a filter narrows (Liquid's read hook, read_filter_input): each must still see what it shows
    "extra/count.html": "---\n---\n{{ site.posts | size }} {{ site.tags | size }} {{ site.pages | size }}\n",
    "extra/first5.html": "---\n---\n{% assign five = site.posts | slice: 0, 5 %}{% for p in five %}{{ p.excerpt }}"
                         "{% endfor %}\n",
    "extra/mapped.html": "---\n---\n{{ site.posts | map: 'content' | join: '|' | size }}\n",
    "extra/picked.html": "---\n---\n{% assign p = site.posts | where_exp: 'p', 'p.tags.size > 0' | sort: 'date' | "
                         "last %}{{ p.title }}: {{ p.content | strip_html | truncatewords: 5 }}\n",
    "extra/printed.html": "---\n---\n{{ site.posts | reverse | first | size }} {{ site.posts | slice: 0, 100 }}\n",
    "extra/entries.html": "---\n---\n{% for p in site.posts %}{% for kv in p %}{% if kv[0] == 'content' %}"
                          "{{ kv[1] | size }};{% endif %}{% endfor %}{% endfor %}\n",
    "extra/tagged.html": "---\n---\n{% for t in site.tags %}{{ t[0] }}:{% for p in t[1] %}{{ p.title }} "
                         "{{ p.excerpt | size }};{% endfor %}{% endfor %}\n",
    "extra/grouped.html": "---\n---\n{% assign g = site.posts | group_by: 'categories' %}{% for x in g %}{{ x.name }}"
                          "={{ x.items | map: 'excerpt' | join | size }};{% endfor %}\n",
    "extra/pages.html": "---\n---\n{% for p in site.pages %}{{ p.url }}={{ p.content | size }};{% endfor %}"
                        "{{ site.html_pages | map: 'content' | join | size }}\n",
    "extra/self.json": "---\ntitle: Self\n---\n{{ page | jsonify | size }} {{ site.posts.first | jsonify | size }}\n",
    "extra/dotted.html": "---\n---\n{{ site.posts | map: 'next.excerpt' | join | size }} "
                         "{{ site.posts | where: 'previous.title', site.posts.first.title | size }}\n",
}


def note():
    notes = files("_notes", {".md"})
    if not notes or rng.random() < 0.3:
        p = "_notes/note-%d.md" % rng.randint(1, 50)
        write(p, "---\ntitle: %s\n---\n%s\n" % (words(2), words(6)))
        return p
    p = rng.choice(notes)
    if rng.random() < 0.2 and len(notes) > 1:
        os.remove(path(p))
        return p
    write(p, read(p) + "\n%s\n" % words(4))
    return p


def reader_page():
    p = rng.choice(sorted(READERS))
    if os.path.exists(path(p)):
        os.remove(path(p))
    else:
        write(p, READERS[p])
    return p


def nothing():
    return "(nothing: a new commit of the same tree)"


def missing_layout():
    """a post whose layout does not exist (a warning its render prints), or back to its own"""
    def fn(fm):
        if "layout: nosuch" in fm:
            return set_key(fm, "layout", None)
        return set_key(fm, "layout", "nosuch")
    return edit_post_fm(fn)


def dest_tamper():
    """build mode: a file of the incremental build's destination edited or removed by hand"""
    out = [p for p in files("_site") if os.path.isfile(path(p)) and not os.path.islink(path(p))]
    if not out:
        return "skip"
    p = rng.choice(out)
    if rng.random() < 0.5:
        os.remove(path(p))
        return "removed " + p
    with open(path(p), "ab") as f:
        f.write(b"<!-- edited by hand -->\n")
    return "edited " + p


def touch():
    """build mode: a static file's mtime changes, not its bytes (site.static_files shows modified_time)"""
    fs = [p for p in files(".", {".css", ".png", ".txt", ".js", ".svg"}) if not p.startswith(("_", "."))]
    if not fs:
        return "skip"
    p = rng.choice(fs)
    clock[0] += 61
    os.utime(path(p), (clock[0], clock[0]))
    return p


THEME = None
for cand in sorted(glob.glob("/usr/share/rubygems-integration/all/gems/minima-*")) + \
        sorted(glob.glob("/var/lib/gems/*/gems/minima-*")):
    THEME = cand


def theme_override():
    """a gem theme's include or layout copied into the site (edited), or the site's copy removed"""
    if not THEME:
        return "skip"
    theme_files = sorted(os.path.relpath(f, THEME) for d in ("_includes", "_layouts")
                         for f in glob.glob(os.path.join(THEME, d, "*.html")))
    if not theme_files:
        return "skip"
    p = rng.choice(theme_files)
    if os.path.exists(path(p)):
        os.remove(path(p))
        return "removed the override " + p
    with open(os.path.join(THEME, p), encoding="utf-8") as f:
        write(p, f.read() + "<!-- override %s -->\n" % words(2))
    return "overrode " + p


EDITS = [(post_body, 8), (post_title, 3), (post_date, 3), (post_tags, 2), (post_categories, 2),
         (post_published, 2), (new_post, 3), (delete_post, 2), (rename, 2), (page, 3), (layout, 2), (include, 2),
         (data, 2), (static, 2), (config, 1), (sass, 1), (reader_page, 4), (note, 2), (nothing, 2),
         (missing_layout, 1)]
if MODE == "build":
    EDITS += [(dest_tamper, 2), (touch, 1)]
if re.search(r"(?m)^theme:", read("_config.yml")):
    EDITS += [(theme_override, 4)]


def warnings(stderr):
    """the warning lines a build printed, sorted (a full build prints them in the order its threads render)"""
    return sorted(l for l in stderr.splitlines() if "Warning" in l or "Deprecation" in l)


def build(*extra):
    return subprocess.run([SITEPUB, "build", "--no-watch"] + list(extra), cwd=REPO, capture_output=True, text=True)


def folder(root):
    """relative path -> (kind, mode bits, bytes or link target) of every file under root"""
    out = {}
    for d, _dirs, names in os.walk(root):
        for n in names:
            f = os.path.join(d, n)
            rel = os.path.relpath(f, root)
            if os.path.islink(f):
                out[rel] = ("link", 0, os.readlink(f))
            else:
                with open(f, "rb") as fh:
                    out[rel] = ("file", os.stat(f).st_mode & 0o111, fh.read())
    return out


def publish(branch, *extra):
    r = subprocess.run([SITEPUB, "publish", "--branch", branch] + list(extra), cwd=REPO, capture_output=True,
                       text=True)
    return r


def commit(msg):
    if MODE == "build":
        return
    clock[0] += rng.choice([0, 60, 3600])
    env = dict(os.environ, GIT_COMMITTER_DATE="%d +0000" % clock[0], GIT_AUTHOR_DATE="%d +0000" % clock[0])
    subprocess.run(["git", "-C", REPO, "add", "-A"], check=True)
    subprocess.run(["git", "-C", REPO, "commit", "-q", "--allow-empty", "-m", msg], check=True, env=env)


def tree(branch):
    return git("rev-parse", "--verify", "-q", branch + "^{tree}", check=False).strip()


# the Sass page and the data file the edits touch
write("_sass/_incr.scss", "$incr-color: #123456;\n")
write("assets/css/incr.scss", "---\n---\n@import \"incr\";\nbody { color: $incr-color; }\n")
write("_data/extra.yml", "value: start\n")
for p in READERS:  # every reader page there at first (reader_page takes them away and back)
    write(p, READERS[p])
# a collection with output, and a page that lists it
if "collections:" not in read("_config.yml"):
    write("_config.yml", read("_config.yml") + "\ncollections:\n  notes:\n    output: true\n")
    write("_notes/first.md", "---\ntitle: First note\n---\nA note about {{ site.posts.size }} posts.\n")
    write("_notes/second.md", "---\ntitle: Second note\n---\nAnother note.\n")
    write("extra/notes.html", "---\n---\n{% for n in site.notes %}{{ n.title }}: {{ n.content }}{% endfor %}\n")
if MODE == "build":  # site.time fixed: the two builds run at different moments
    write("_config.yml", re.sub(r"(?m)^time:.*\n", "", read("_config.yml")) + "\ntime: 2026-01-01 00:00:00 +0000\n")
commit("the site")
counts = {}
reused = [0, 0]  # outputs reused, outputs in all
for step in range(STEPS + 1):
    kind = "start"
    what = ""
    if step:
        fn = rng.choices([e[0] for e in EDITS], weights=[e[1] for e in EDITS])[0]
        kind = fn.__name__
        what = fn()
        commit("step %d: %s %s" % (step, kind, what))
    if MODE == "build":
        inc = build("-V")
        full = build("--full", "--disable-disk-cache", "-d", FULL_DEST)
    else:
        inc = publish("inc", "-V")
        full = publish("full", "--full", "--disable-disk-cache")
    if (inc.returncode != 0) != (full.returncode != 0):
        print("step %d (%s %s): incremental exit %d, full exit %d\n%s\n%s" % (step, kind, what, inc.returncode,
              full.returncode, inc.stderr, full.stderr))
        sys.exit(1)
    if inc.returncode != 0:
        counts["both failed"] = counts.get("both failed", 0) + 1
        continue
    if warnings(inc.stderr) != warnings(full.stderr):
        print("step %d (%s %s): the incremental build warned\n%s\nthe full one\n%s" % (step, kind, what,
              "\n".join(warnings(inc.stderr)), "\n".join(warnings(full.stderr))))
        sys.exit(1)
    if MODE == "build":
        a, b = folder(path("_site")), folder(FULL_DEST)
        if a != b:
            diff = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
            print("step %d (%s %s): the incremental folder differs from the full build's: %s" % (step, kind, what,
                  ", ".join(diff[:20])))
            sys.exit(1)
    else:
        a, b = tree("inc"), tree("full")
        if a != b:
            print("step %d (%s %s): incremental tree %s, full tree %s" % (step, kind, what, a, b))
            print(git("diff", "--stat", "full", "inc", check=False))
            sys.exit(1)
    counts[kind] = counts.get(kind, 0) + 1
    m = re.search(r"Incremental: (\d+) of (\d+) outputs rendered, (\d+) reused", inc.stderr)
    if m:
        reused[0] += int(m.group(3))
        reused[1] += int(m.group(2))
if counts.get("both failed", 0) * 4 > STEPS + 1:
    print("%d of %d builds failed (both ways): the edits make a broken site, the test proves little" %
          (counts["both failed"], STEPS + 1))
    sys.exit(1)
if STEPS >= 20 and reused[0] == 0:
    print("none of %d outputs was reused: the incremental builds were full ones, the test proves little" % reused[1])
    sys.exit(1)
print("ok: %d steps, the incremental %s equals the full build's every time, %d of %d outputs reused (%s)" %
      (STEPS, "folder" if MODE == "build" else "tree", reused[0], reused[1],
       ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
