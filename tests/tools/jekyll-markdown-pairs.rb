# jekyll-markdown-pairs.rb SRC DEST PAIRDIR: build the Jekyll site SRC into DEST with Debian's Jekyll 4.3 and
# record every Markdown conversion Jekyll makes (the converter's input, i.e. the document after Liquid, as
# PAIRDIR/NNNN.md, and kramdown's HTML as PAIRDIR/NNNN.html). Used by tests/tools/md-jekyll.sh.
require 'jekyll'
$n = 0
$dir = ARGV[2]
Dir.mkdir($dir) unless Dir.exist?($dir)
module Jekyll
  module Converters
    class Markdown
      alias_method :orig_convert, :convert
      def convert(content)
        out = orig_convert(content)
        $n += 1
        File.write(File.join($dir, format('%04d.md', $n)), content)
        File.write(File.join($dir, format('%04d.html', $n)), out)
        out
      end
    end
  end
end
Jekyll::Commands::Build.process('source' => ARGV[0], 'destination' => ARGV[1], 'quiet' => true)
puts "#{$n} conversions recorded in #{$dir}"
