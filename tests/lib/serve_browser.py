#!/usr/bin/python3
"""Drives headless Chromium against a running `sitepub serve --livereload` (tests/scripts/serve_browser.sh,
scripts/serve-latency.sh).

test mode: load the post, edit its Markdown and wait for the new text without reloading the page from here,
break the post layout and wait for the error overlay, fix it and wait for the overlay to go; a screenshot of each
state goes to --logdir. Prints "ok - ..." / "FAIL - ..." lines; exits 1 on a failure.

latency mode (--latency N): N edits of the post; for each, the times from just before the file write to the
reloaded page's navigation start (the old page's location.reload(), on the reload event), to its response and
to its DOMContentLoaded end (the page's own performance.timeOrigin clock, the same wall clock as here)."""
import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

fails = 0


def ok(msg):
    print("ok - " + msg, flush=True)


def bad(msg):
    global fails
    fails += 1
    print("FAIL - " + msg, flush=True)


def has_text(s):
    return "document.body && document.body.innerText.indexOf(%r) >= 0" % s


def show(b, text):
    """Scroll the first element whose text holds text into view (for the screenshot)."""
    b.eval("(function(t){var w=document.createTreeWalker(document.body,NodeFilter.SHOW_TEXT);var n;"
           "while((n=w.nextNode()))if(n.nodeValue.indexOf(t)>=0){n.parentElement.scrollIntoView({block:'center'});"
           "return true;}return false;})(%r)" % text)


def append(path, text):
    """Append text to path; returns the time just before the write (the server sees the write before an fsync
    and the close return, so a time taken after them would leave part of the rebuild out of the latency)."""
    t = time.time()
    with open(path, "a", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    return t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True, help="the post's URL")
    ap.add_argument("--post", required=True, help="the post's Markdown file")
    ap.add_argument("--layout", required=True, help="the post's layout file")
    ap.add_argument("--logdir", required=True)
    ap.add_argument("--latency", type=int, default=0)
    a = ap.parse_args()
    chromium = cdp.find_chromium()
    os.makedirs(a.logdir, exist_ok=True)
    b = cdp.Browser(chromium)
    try:
        if b.navigate(a.url) is None:
            bad("the post did not load: %s" % a.url)
            return
        ok("the post loaded in Chromium")
        b.screenshot(os.path.join(a.logdir, "1-loaded.png"))
        # the page's marker: a reload gives a new document, without one from here
        b.eval("window.__sitepub_first_document = true")
        if a.latency:
            latency(b, a)
            return
        t = append(a.post, "\n\nSITEPUB BROWSER EDIT ONE\n")
        took = b.wait(has_text("SITEPUB BROWSER EDIT ONE"), timeout=15)
        if took is None:
            bad("the edit did not show in the browser within 15 s")
        else:
            ok("the edit showed in the browser %.0f ms after the save, without a reload from the test" % ((time.time() - t) * 1000))
        show(b, "SITEPUB BROWSER EDIT ONE")
        b.screenshot(os.path.join(a.logdir, "2-edited.png"))
        if b.eval("window.__sitepub_first_document === true"):
            bad("the page was not reloaded by live reload (same document)")
        else:
            ok("live reload replaced the document")
        # break the layout: an unclosed {% if %}
        with open(a.layout, encoding="utf-8") as f:
            good = f.read()
        with open(a.layout, "w", encoding="utf-8") as f:
            f.write(good + "\n{% if page.title %}\nunclosed\n")
        took = b.wait("(function(){var d=document.getElementById('sitepub-error');"
                      "return d && d.textContent.indexOf('_layouts/') >= 0;})()", timeout=15)
        if took is None:
            bad("no error overlay within 15 s")
        else:
            ok("the error overlay shows the layout's error")
        text = b.eval("(document.getElementById('sitepub-error')||{}).textContent") or ""
        print("# overlay: " + text.replace("\n", " | ")[:300])
        if "error" in text and ":" in text:
            ok("the overlay names file:line and the message")
        else:
            bad("overlay text: %r" % text)
        if b.eval(has_text("SITEPUB BROWSER EDIT ONE")):
            ok("the last good page stays under the overlay")
        else:
            bad("the last good page is gone")
        show(b, "SITEPUB BROWSER EDIT ONE")
        b.screenshot(os.path.join(a.logdir, "3-error-overlay.png"))
        # fix it
        with open(a.layout, "w", encoding="utf-8") as f:
            f.write(good)
        took = b.wait("!document.getElementById('sitepub-error') && " + has_text("SITEPUB BROWSER EDIT ONE"), timeout=15)
        if took is None:
            bad("the overlay did not go after the fix")
        else:
            ok("fixing the layout clears the overlay")
        show(b, "SITEPUB BROWSER EDIT ONE")
        b.screenshot(os.path.join(a.logdir, "4-fixed.png"))
        # and the page keeps following edits
        append(a.post, "\nSITEPUB BROWSER EDIT TWO\n")
        if b.wait(has_text("SITEPUB BROWSER EDIT TWO"), timeout=15) is None:
            bad("a second edit did not show")
        else:
            ok("a second edit shows too")
        show(b, "SITEPUB BROWSER EDIT TWO")
        b.screenshot(os.path.join(a.logdir, "5-edited-again.png"))
    finally:
        b.quit()


# the reloaded page's navigation entry, once its DOMContentLoaded handlers have run: the navigation's start (the
# old page's location.reload(), right after the reload event), the page's response, its DOMContentLoaded end
# (ms on the wall clock). The new text may show before DOMContentLoaded (a page with scripts to fetch at the
# end of <body>): its domContentLoadedEventEnd is 0 until then, so this waits for it.
NAV = ("(function(){var n=performance.getEntriesByType('navigation')[0];if(!n||!n.domContentLoadedEventEnd)"
       "return null;var o=performance.timeOrigin;return [o,o+n.responseEnd,o+n.domContentLoadedEventEnd];})()")


def latency(b, a):
    start, resp, dcl = [], [], []
    for i in range(a.latency):
        marker = "SITEPUB LATENCY %d %d" % (i, os.getpid())
        b.eval("window.__old = true")
        t = append(a.post, "\n\n%s\n" % marker)
        if b.wait(has_text(marker) + " && !window.__old", timeout=15, interval=0.002) is None:
            bad("edit %d did not show" % i)
            continue
        if b.wait(NAV + " !== null", timeout=15, interval=0.002) is None:
            bad("edit %d: no DOMContentLoaded" % i)
            continue
        o, r, d = b.eval(NAV)
        start.append(o - t * 1000)
        resp.append(r - t * 1000)
        dcl.append(d - t * 1000)
        time.sleep(0.3)
    if dcl:
        def fig(xs):
            xs = sorted(xs)
            return "median %.0f ms (min %.0f, max %.0f)" % (statistics.median(xs), xs[0], xs[-1])
        print("save-to-reload in the browser, %d edits, from the file write: reload started %s; page received "
              "%s; DOMContentLoaded %s" % (len(dcl), fig(start), fig(resp), fig(dcl)))


if __name__ == "__main__":
    main()
    sys.exit(1 if fails else 0)
