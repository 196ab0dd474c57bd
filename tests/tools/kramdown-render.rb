# kramdown-render.rb OUTDIR FILE...: render each Markdown FILE as Jekyll 4.3's kramdown converter does (front
# matter stripped as Jekyll strips it; Jekyll's default `kramdown:` options; Rouge highlighting) into
# OUTDIR/<basename>.html. NOHL=1: syntax_highlighter nil. The reference for tests/tools/md-corpus.sh.
require 'kramdown'
require 'kramdown-parser-gfm'
opts = {input: "GFM", auto_ids: true, toc_levels: (1..6).to_a, entity_output: "as_char",
        smart_quotes: "lsquo,rsquo,ldquo,rdquo", hard_wrap: false, guess_lang: true, footnote_nr: 1,
        show_warnings: false, syntax_highlighter: "rouge",
        syntax_highlighter_opts: {default_lang: "plaintext", guess_lang: true}}
out = ARGV.shift
opts[:syntax_highlighter] = nil if ENV["NOHL"] == "1"
ARGV.each do |inp|
  src = File.read(inp, mode: "rb").force_encoding("UTF-8")
  src = $' if src =~ /\A(---\s*\n.*?\n?)^((---|\.\.\.)\s*$\n?)/m
  File.write(File.join(out, File.basename(inp) + ".html"), Kramdown::Document.new(src, opts).to_html)
end
