#!/usr/bin/python3
"""Check sitepub's highlighting against every code block of a Jekyll-built site.

Usage: scripts/check-highlight-corpus.py SITE_DIR [BUILD]
SITE_DIR is the output of `jekyll build` (Jekyll 4.3.1, kramdown, Rouge 3.30). For each highlighted block Jekyll
wrote (fenced/indented code blocks, code spans, {% highlight %} with and without linenos, and kramdown's plain
<pre><code> for unknown languages), the code is recovered from the HTML, highlighted again with
$BUILD/tools/highlight, and the two are compared byte for byte. Prints a summary per kind and each mismatch."""
import html, os, re, subprocess, sys, tempfile

site = sys.argv[1]
tool = os.path.join(sys.argv[2] if len(sys.argv) > 2 else 'build', 'tools', 'highlight')

def text_of(fragment):
    return html.unescape(re.sub(r'<[^>]*>', '', fragment))

def ours(mode, arg, code):
    with tempfile.NamedTemporaryFile('wb', delete=False) as f:
        f.write(code.encode('utf-8'))
        name = f.name
    try:
        return subprocess.run([tool, mode, arg, name], capture_output=True, check=True).stdout.decode('utf-8')
    finally:
        os.unlink(name)

BLOCK = re.compile(r'<div class="language-([^" ]+) highlighter-rouge"><div class="highlight"><pre class="highlight">'
                   r'<code>(.*?)</code></pre></div>\s*</div>\n', re.S)
PLAIN = re.compile(r'<pre><code class="language-([^"]+)">(.*?)</code></pre>\n', re.S)
SPAN = re.compile(r'<code class="language-([^" ]+) highlighter-rouge">(.*?)</code>', re.S)
FIGURE = re.compile(r'<figure class="highlight"><pre><code class="language-[^"]*" data-lang="([^"]*)">(.*?)'
                    r'</code></pre></figure>', re.S)
TABLE_CODE = re.compile(r'<td class="code"><pre>(.*?)</pre></td>', re.S)

counts = {}
bad = 0
for root, _, files in os.walk(site):
    for fn in sorted(files):
        if not fn.endswith('.html'):
            continue
        path = os.path.join(root, fn)
        page = open(path, encoding='utf-8').read()
        checks = []
        for m in BLOCK.finditer(page):
            lang = m.group(1)
            checks.append(('block', '--block', '' if lang == 'plaintext' else lang, text_of(m.group(2)),
                           re.sub(r'</div>\s*</div>\n$', '</div></div>\n', m.group(0))))
        for m in PLAIN.finditer(page):
            checks.append(('plain', '--block', m.group(1), text_of(m.group(2)), m.group(0)))
        for m in SPAN.finditer(page):
            lang = m.group(1)
            checks.append(('span', '--span', '' if lang == 'plaintext' else lang, text_of(m.group(2)), m.group(0)))
        for m in FIGURE.finditer(page):
            lang, body = m.group(1), m.group(2)
            t = TABLE_CODE.search(body)
            if t:
                checks.append(('linenos', '--tag', lang + ' linenos', text_of(t.group(1)), m.group(0)))
            else:
                checks.append(('tag', '--tag', lang, text_of(body), m.group(0)))
        for kind, mode, arg, code, expected in checks:
            got = ours(mode, arg, code)
            ok = got == expected
            c = counts.setdefault(kind, [0, 0])
            c[0 if ok else 1] += 1
            if not ok:
                bad += 1
                print('MISMATCH %s %s %r in %s\n  expected: %r\n  got:      %r' % (kind, mode, arg, path,
                                                                             expected[:300], got[:300]))
for kind, (ok, no) in sorted(counts.items()):
    print('%-8s %4d identical, %d different' % (kind, ok, no))
sys.exit(1 if bad else 0)
