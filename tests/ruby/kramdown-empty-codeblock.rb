# kramdown-empty-codeblock.rb FILE: FILE rendered by Ruby kramdown 2.4 + kramdown-parser-gfm with Jekyll's
# default options (no highlighter), with parse_codeblock refusing a match that consumed nothing. Unpatched,
# kramdown loops forever on an indent followed only by whitespace its \S refuses ("\t\v\b"): it appends an
# empty code block and tries the same line again. The expected values of test_fuzz_found.c's
# test_markdown_indent_without_code come from here (inspect form).
require 'kramdown'
require 'kramdown-parser-gfm'
module Kramdown
  module Parser
    class Kramdown
      alias_method :sitepub_orig_parse_codeblock, :parse_codeblock
      def parse_codeblock
        pos = @src.pos
        r = sitepub_orig_parse_codeblock
        if @src.pos == pos
          @tree.children.pop
          return false
        end
        r
      end
    end
  end
end
print Kramdown::Document.new(File.read(ARGV[0], mode: "rb").force_encoding("UTF-8"),
                             input: "GFM", hard_wrap: false, syntax_highlighter: nil).to_html.inspect, "\n"
