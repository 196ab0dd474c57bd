# gen-markdown-cases.rb: writes tests/unit/markdown_cases.h, the expected HTML of each case as kramdown 2.4 +
# kramdown-parser-gfm 1.1 writes it with Jekyll 4.3's options (Rouge as the highlighter unless the case says
# "nohl"). Run: ruby tests/tools/gen-markdown-cases.rb > tests/unit/markdown_cases.h && touch tests/unit/test_markdown.c
# (touch: the Makefile does not track the header).
# Options per case: space-separated key=value (auto_ids, auto_id_prefix, hard_wrap, smart_quotes,
# parse_block_html, entity_output, guess_lang) and "nohl" (syntax_highlighter nil).
require 'kramdown'
require 'kramdown-parser-gfm'

CASES = [
  # header ids (kramdown-parser-gfm)
  ["header_id_amp", "", "# Key Features & Capabilities\n\n## Key Features & Capabilities\n\n### Key Features & Capabilities\n"],
  ["header_id_unicode", "", "# Über Café 2.0 — ünïcödé\n"],
  ["header_id_markup", "", "## `code` and *emph* [link](/x) \"quoted\" it's\n"],
  ["header_id_dashes", "", "# Hello -- world ... end\n"],
  ["header_id_underscore_tab", "", "# snake_case\tTab  two spaces\n"],
  ["header_id_empty", "", "# !!!\n\n# ???\n"],
  ["header_setext", "", "Title Here\n==========\n\nSub title\n---------\n"],
  ["header_auto_ids_off", "auto_ids=false", "# No Id Here\n"],
  ["header_prefix", "auto_id_prefix=sec-", "# Prefixed\n\n# Prefixed\n"],
  ["header_ial_id", "", "# Custom\n{: #my-id .big}\n"],
  # typography
  ["smart_quotes", "", "He said \"tier-ex\" and 'single' and it's the '26 season, rock 'n' roll.\n"],
  ["smart_quotes_punct", "", "\"Hello,\" she said. \"*Emph*\" and (\"paren\") and [\"bracket\"] 'x'.\n"],
  ["smart_quotes_custom", "smart_quotes=apos,apos,quot,quot", "It's \"quoted\" 'here'.\n"],
  ["dashes_ellipsis", "", "a -- b --- c ... d\n"],
  ["entity_output_numeric", "entity_output=numeric", "\"q\" 'a' -- b --- c ... << d >> e[^1]\n\n| x | |\n|---|---|\n| 1 | |\n\n[^1]: Note.\n"],
  ["entity_output_symbolic", "entity_output=symbolic", "\"q\" 'a' -- b --- c ... << d >> e[^1]\n\n[^1]: Note.\n"],
  ["entity_output_as_input", "entity_output=as_input", "\"q\" -- b ... e[^1]\n\n[^1]: Note.\n"],
  ["footnote_backlink_custom", "footnote_backlink=back", "A[^1] B[^1]\n\n[^1]: Note.\n"],
  ["guillemets", "", "<< a >> and <<b>>\n"],
  ["typography_not_in_code", "", "`\"q\" -- ...` and \"q\" -- ...\n"],
  ["quotes_after_markup", "", "**bold**'s and `code`'s\n"],
  # paragraphs and breaks
  ["para_whitespace", "", "line one \n  line two\nline three\n"],
  ["hard_break", "", "first  \nsecond\\\nthird\n"],
  ["hard_wrap", "hard_wrap=true", "one\ntwo\n"],
  ["leading_blank", "", "\n\npara\n\n\n"],
  # lists
  ["list_tight", "", "- one\n- two\n- three\n"],
  ["list_loose_middle", "", "- item one\n- item two\n\n- loose a\n\n- loose b\n"],
  ["list_nested", "", "1. one\n2. two\n   - nested\n   - nested2\n"],
  ["list_multi_para", "", "- a\n\n  b\n- c\n\nx\n"],
  ["list_ordered_start", "", "3. three\n4. four\n"],
  # blocks
  ["blockquote", "", "> quote\n> more\n>\n> second\n"],
  ["hr_strike", "", "***\n\n~~strike~~ text\n"],
  ["entities", "", "&copy; &amp; &lt;tag&gt; &#169; a < b & c\n"],
  ["escapes", "", "\\*not emph\\* and \\_x\\_ and 1\\. x\n"],
  ["emph_nesting", "", "***a*** *__b__* __*c*__\n"],
  ["links_images", "", "[link](http://x.com \"title\") and ![alt `c` *e*](a.png \"t\") and <http://auto.com>\n"],
  ["bare_url_not_linked", "", "see http://bare.com and www.example.com\n"],
  # code
  ["code_fenced_plain", "", "```\nplain <a> & b\n```\n"],
  ["code_fenced_unknown_lang", "", "```foo\nbar\n```\n"],
  ["code_fenced_text", "", "```text\nx < y\n```\n"],
  ["code_indented", "", "para\n\n    indented\n    code\n"],
  ["code_in_blockquote", "", "> hi\n>\n> ```\n> x = 1\n> ```\n"],
  ["code_span_rouge", "", "use `x < y` here\n"],
  ["code_guess_lang_off", "guess_lang=false", "```\nplain\n```\n\n```plaintext\nx\n```\n\n```text\ny\n```\n\n    indented\n\nspan `code` here\n"],
  ["code_nohl", "nohl", "```ruby\nx = 1\n```\n\nuse `code` here\n"],
  ["code_ial_class", "nohl", "```\nx\n```\n{: .wide}\n"],
  # tables
  ["table_align", "", "| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n"],
  ["table_plain", "", "Name | Value\n--- | ---\nx | `y`\nz | \n"],
  ["table_needs_boundary_after", "", "| a | b |\n|---|---|\n| 1 | 2 |\nNext text\n"],
  ["table_needs_boundary_before", "", "Some text\n| a | b |\n|---|---|\n| 1 | 2 |\n"],
  ["table_no_header", "", "| a | b |\n| 1 | 2 |\n"],
  ["table_ragged", "", "| a |\n|---|\n| 1 | 2 | 3 |\n| x |\n"],
  ["table_pipes_in_code", "", "| a | b |\n|---|---|\n| `x|y` | 2 |\n| a \\| b | c |\n"],
  ["table_body_footer", "", "| h |\n|---|\n| 1 |\n|---|\n| 2 |\n|===|\n| f |\n{: .t}\n"],
  ["table_in_list", "", "- item\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n"],
  ["table_kramdown_style", "", "| --- | --- |\n| |\n| --- | --- |\n| | **x** |\n| **Group** |\n| y | 1.0 |\n| |\n"],
  ["not_a_table_code_pipes", "", "`node [options] | -e \"script\" | -`\n"],
  # IALs and ALDs
  ["ial_block_after", "", "A paragraph.\n{: .lead #intro data-x=\"1\"}\n"],
  ["ial_block_before", "", "{: .note}\nNext paragraph.\n\nOther.\n"],
  ["ald_ref", "", "{:center: style=\"text-align: center\"}\n\nCentered text.\n{: center}\n\nMore.\n{:center}\n"],
  ["ial_span_image", "", "![x](y.png){: width=\"60%\"}\n"],
  ["ial_span_link", "", "[site](http://x.com){:target='_blank'} and *e*{: .c}\n"],
  ["ial_list", "", "- a\n- b\n{: .checklist}\n"],
  ["ial_class_merge", "", "{:a: .one}\n\npara\n{: a .two}\n"],
  # extensions
  ["ext_comment", "", "before\n\n{::comment}\nhidden text\n{:/comment}\n\nafter\n"],
  ["ext_nomarkdown", "", "{::nomarkdown}\n<b>*raw*</b>\n{:/}\n\nafter\n"],
  ["ext_options_pbh", "", "{::options parse_block_html=\"true\" /}\n\n<div class=\"box\">\n### Inside\nSome *text*.\n</div>\n"],
  ["html_markdown_attr", "", "<div markdown=\"1\">\n*emph* inside\n</div>\n"],
  ["html_block_raw", "", "<div class='x' id=y>\n  <p>\"hello\" -- *x*</p>\n<img src=\"a.png\">\n</div>\n"],
  ["html_block_split", "", "<center> Figure 1. Caption </center> <p></p>\n"],
  ["html_span_line", "", "<br>\n\n<img src=\"x.png\" width=\"50%\">\n"],
  ["html_inline", "", "text <span class=\"a\">\"q\"</span> <img src=\"b\"> end\n"],
  # footnotes
  ["footnotes", "", "Text[^1] and more[^note].\n\n[^1]: The note.\n[^note]: Another *one*.\n"],
  ["footnote_repeat", "", "A[^a] B[^a]\n\n[^a]: Same.\n"],
  # math
  ["math_block", "", "text\n\n$$\na &= b_1\n$$\n\nmore\n"],
  ["math_inline", "", "inline $$x^2 < y$$ and $5 and $y$ here\n"],
  ["math_block_one_line", "", "$$E = mc^2$$\n"],
  # definition lists, TOC, abbreviations, task lists
  ["deflist", "", "Term\n: def one\n: def *two*\n\nT1\nT2\n: d\nmore lazy\n\npara\n"],
  ["toc", "", "* TOC\n{:toc}\n\n# One\n\n## Two `x`\n\n### Three [link](y)\n\n# Four\n"],
  ["toc_levels_ol", "nohl", "1. x\n{:toc}\n\n## A\n\n### B\n\n## C\n{: .no_toc}\n"],
  ["abbreviations", "", "The HTML spec and W3C. HTMLX no. (HTML)\n\n*[HTML]: Hyper Text\n*[W3C]:  World Wide Web Consortium\n"],
  ["task_list", "", "- [ ] todo\n- [x] done\n- plain\n"],
  ["list_item_ial", "", "* {:.c1}\n  item text\n* {: #i2} second\n"],
  ["task_list_escaped", "", "* \\[ ] not a task\n* \\[x] nor this\n"],
  # details found on real documents
  ["code_span_multiline", "", "ab `` b `` and `x\ny` and\n  more `p\n  q` z\n\n> bq `c\n> d` e\n> f\n"],
  ["code_span_in_list_continuation", "", "1. Create the build with the\n   sanitizer: `CC=/usr/bin/clang cmake\n   -DX=ON ..`.\n   Note.\n"],
  ["fence_indented_in_list", "", "- item\n     ```\n     export A=1\n     # comment\n     ```\n"],
  ["html_region_blank_lines", "", "para\n<div>\nx\n\ny\n</div>\n\nafter\n\n<details>\n<summary>S</summary>\n\n```js\ncode\n```\n\n</details>\n"],
  ["html_self_closed", "", "<a name=\"anchor\" />\n\ntext <span/> end\n"],
  ["quotes_punct_rules", "", "if *\"/\"*, *\"./\"*, or *\"../\"* then\n"],
  ["highlight_tag_output", "", "Text\n\n<figure class=\"highlight\"><pre><code class=\"language-python\" data-lang=\"python\"><span class=\"k\">def</span> <span class=\"nf\">f</span><span class=\"p\">():</span>\n\n  <span class=\"k\">return</span> <span class=\"mi\">1</span></code></pre></figure>\n\nMore\n"],
  ["header_id_syntax", "", "## Title {#custom}\n\n### Other ###\n\nSetext {#st}\n---\n\n# Not {#1x}\n"],
  ["bullets_under_ordered", "", "1. a\n  - b\n  - c\n2. d\n   - e\n\nthen\n\n1. x\n- y\n"],
  ["fence_unclosed", "", "para\n\n```\nfoo *x*\n\nbar\n"],
  ["fence_info_words", "", "```{v} 1.3\nText\n```\n\n```{v} 2\nmore\n```\n\nend\n"],
  ["paren_list_marker", "", "1) one\n2) two\n\n   1) nested?\n"],
  ["html_text_escaped", "", "<div>\n<img src=x.png> a < b & c &amp; <elie.roux@x.eu> <br/> <input disabled> <a href=foo>x</a>\n</div>\n\n<img src=x.png width=50%>\n\ntext <span data-x=1.5>y</span>\n"],
  ["html_pre_block_end", "", "<pre>\nline\n\nlast\n</pre>\n"],
  ["raw_inline_elements", "", "add <code>require \"x\"</code> and <u>\"y\"</u> and <b>\"z\"</b> -- ok\n"],
  ["header_id_marks", "", "## \u26a0\ufe0f About Python EOLs\n\n# \u0928\u092e\u0938\u094d\u0924\u0947 \u0926\u0941\u0928\u093f\u092f\u093e\n\n# x\u00b2 \u00bd\n"],
  ["link_dest_backslash", "", "[a](https://x.org/V8_\\(JS\\)) and ![i](a\\_b.png)\n"],
  ["list_lazy_and_indented_continuation", "", "- item\n (lazy with one space)\n- other\n\n    indented para\n    continued\n"],
  ["list_lazy_blocks", "", "- a\n## Header in item\ntext\n- b\n> quote\n\nafter\n"],
  ["list_mixed_bullets", "", "- a\n* b\n+ c\n"],
  ["list_ial_first_line", "", "* {:.c1}\n    ![i](a.png){:.x}\n    ![j](b.png)\n* {:.c2}\n#### Head\nText\nmore\n\n    *  nested one\n    *  nested two\n"],
  ["list_comment_not_list", "", "<!-- YAML\nadded:\n  - v1\n-->\n\n- real\n"],
  ["list_item_table", "", "- Returns: {URL|null}\n- plain\n- `a|b` only code\n\n* x | y\n  more\n"],
  ["list_in_pre_block", "", "<pre>\ntext\n\n1.      The notice\nwrapped line\n</pre>\n"],
  ["list_item_table_in_run", "", "* uv: upgrade\n* v8: fix CVE-2013-{6639|6640}\n* build: headers\n"],
  ["raw_details_with_quotes", "", "<details>\n\n1. Step\n\n   ```console\n   % diff a b\n   < old\n   ---\n   > new\n   ```\n\n</details>\n\nafter\n"],
  ["quote_entities", "", "He said &quot;hi&quot; and it&#39;s &#x27;x&#x27; ok &amp; &lt;b&gt;\n\n[a](u \"t &quot;q&quot;\") <span title=\"&quot;x&quot;\">y</span>\n\n# A &quot;Title&quot;\n\n`&quot;code&quot;`\n\n    code &quot;x&quot;\n\n<div title=\"&#39;a&#39;\">\nx &quot; y\n</div>\n"],
  ["escaped_chars_kramdown", "", "a \\-\\- b \\.\\.\\. \\\"q\\\" \\& \\@ \\/ \\% c\\_d \\<\\< x\n\n# H\\-1 \\\"x\\\"\n\n[l](a\\-b)\n"],
  ["unclosed_inline_html", "", "Type: {Array<string>}\n\n#### f() -> Promise<Boolean>\n\nok <b>bold\n"],
  ["link_def_with_blanks", "", "para\n\n[x]: some text here\n\n- [#1]: collector fails\n- ok [y][]\n- [#2] plain text\n\n[y]: a b c\n\nsee [x] and [y]\n"],
  ["guillemets_around_autolinks", "", "Yuu <<peek@gmail.com>> and <<http://x.y>> and <<b>> and <http://z.w>\n"],
  ["lone_backticks", "", "ends in ` [x]`; after `a` ok\n\nx ` y and `b c ` d\n"],
  ["setext_only_at_block_start", "", "a\nb\n---\n\ntext\n---\n\n# h\ntext\n===\n\nTitle\n=====\n"],
  ["pbh_raw_model", "", "{::options parse_block_html=\"true\" /}\n\n<div class=\"row\">\n<ul class=\"cards\">\n    <li>\n        <h5>Title</h5>\n        <a href=\"x\" class=\"btn\" id=\"\">Go</a>\n    </li>\n</ul>\n</div>\n"],
  # the span parsers' hand-written scans and the writer's in-place layouts (issue 14 speed): each next to what
  # the pattern it stands for would do differently
  ["sq_rule_contexts", "", "\"_a_\" '*b*' \"! '.. \"'w '\"w x\"'y '90s \t'x \v\"y 'a' b' \"c\" s'\ne\"\n\"\n'é' 日\" (\" [\" {' -' \\\" \\' \"&amp; '&x\n"],
  ["link_url_parens", "", "[a](b(c)d) [e](f (g) [h](i \"t\") [j](k\t'u') [l](m\v\"v\") [n](o\f'w') [p](<q r>) [s](t\\)\n"],
  ["link_bracket_stops", "", "[a ![b](c) d](e) [![f](g)](h) [x [y] z](w) [![i](j) [k](l) ![m](n)](o) [p\\]q](r) [\\*s\\*][]\n\n[*s*]: /t\n"],
  ["span_html_end_tags", "", "H<sub>2</sub>O x<SUP>2</Sup > <span>a <span>b</span> c</span> <foo:bar>d</foo:bar> <x-y.z>e</x-y.z> <kbd>f</KBD> <em>g <!-- c --> </em> <br> <img src=\"i\"> <abbr>open\n"],
  ["span_html_void_and_raw", "", "a <input> b <br/> c <code>*x*</code> d <b markdown=\"0\">*y*</b> e <i></i> f <span/> g\n"],
  ["block_html_layouts", "parse_block_html=true", "<div>\n*a*\n</div>\n\n<div markdown=\"block\">\n\n*b*\n\n</div>\n\n<div></div>\n\n<hr>\n\n<div><p>x</p></div>\n\n<script src=\"s\" />\n\n<pre>  raw\n</pre>\n"],
  ["hard_break_split", "", "a\\\nb\\\\\nc\\\n\n*d\\\ne*\\\n"],
  ["entity_numeric_big", "entity_output=numeric", "&#1114111; &#x10FFFF; &copy; &#9999999999; &#x10000000000; &#x000ABCDEF0123456789; &#00000099999999999999999999; x\n"],
  ["td_empty_cells", "", "| a | |\n|---|:-:|\n| | *b* |\n"],
]

def opts_for(spec)
  o = {input: "GFM", auto_ids: true, toc_levels: (1..6).to_a, entity_output: "as_char",
       smart_quotes: "lsquo,rsquo,ldquo,rdquo", hard_wrap: false, guess_lang: true, footnote_nr: 1,
       show_warnings: false, syntax_highlighter: "rouge",
       syntax_highlighter_opts: {default_lang: "plaintext", guess_lang: true}}
  spec.split.each do |kv|
    if kv == "nohl"
      o[:syntax_highlighter] = nil
      next
    end
    k, v = kv.split("=", 2)
    o[k.to_sym] = case v when "true" then true when "false" then false else v end
    o[k.to_sym] = v.to_sym if k == "entity_output"
    o[:syntax_highlighter_opts][:guess_lang] = o[:guess_lang] if k == "guess_lang" # as Jekyll's KramdownParser
  end
  o
end

def c_str(s)
  out = +'"'
  s.each_byte do |b|
    out << case b
           when 0x22 then '\\"'
           when 0x5c then '\\\\'
           when 0x0a then "\\n\"\n    \""
           when 0x09 then '\\t'
           when 0x3f then '\\?'
           when 0x20..0x7e then b.chr
           else format('\\%03o', b)
           end
  end
  out << '"'
end

puts "/* Generated by tests/tools/gen-markdown-cases.rb from kramdown #{Kramdown::VERSION} + kramdown-parser-gfm " \
     "#{Kramdown::Parser::GFM::VERSION} (Rouge #{Rouge.version rescue '?'}): do not edit. */"
puts "static const struct md_case { const char *name, *opts, *md, *html; } md_cases[] = {"
CASES.each do |name, spec, md|
  html = Kramdown::Document.new(md, opts_for(spec)).to_html
  puts "  {#{c_str(name)}, #{c_str(spec)},\n    #{c_str(md)},\n    #{c_str(html)}},"
end
puts "};"
