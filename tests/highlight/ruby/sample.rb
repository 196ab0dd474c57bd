# frozen_string_literal: true
# sample.rb: awkward Ruby for the highlighter
require 'json'
require_relative "lib/helper"

=begin
A block comment
with several lines
=end

module Jekyll
  module Tags
    class HighlightBlock < Liquid::Block
      include Liquid::StandardFilters
      SYNTAX = %r!^([a-zA-Z0-9.+#_-]+)((\s+\w+(=(\w+|"([0-9]+\s)*[0-9]+"))?)*)$!.freeze
      LEADING = /\A(\n|\r)+|(\n|\r)+\z/
      attr_reader :lang, :options
      @@count = 0
      $global = nil

      def initialize(tag_name, markup, tokens)
        super
        if markup.strip =~ SYNTAX
          @lang = Regexp.last_match(1).downcase
          @options = parse_options(Regexp.last_match(2))
        else
          raise SyntaxError, <<~MSG
            Syntax Error in tag 'highlight' while parsing the following markup:

            #{markup}

            Valid syntax: highlight <lang> [linenos]
          MSG
        end
      end

      def render(context)
        prefix = context["highlighter_prefix"] || ""
        code = super.to_s.gsub(LEADING, "")
        output = case context.registers[:site].highlighter
                 when "rouge" then render_rouge(code)
                 when "pygments"
                   render_pygments(code, context)
                 else
                   render_codehighlighter(code)
                 end
        prefix + add_code_tag(output)
      end

      def self.create(*args, **kwargs, &block)
        new(*args, **kwargs).tap { |o| block&.call(o) }
      end

      private

      def parse_options(input)
        options = {}
        return options if input.empty?
        input.scan(/(?:\w="[^"]*"|\w=\w|\w)+/) do |opt|
          key, value = opt.split("=")
          value.delete!('"') if value&.include?('"')
          options[key.to_sym] = value || true
        end
        options[:linenos] = "inline" if options[:linenos] == true
        options
      end
    end
  end
end

words = %w[alpha beta gamma]
syms = %i(one two three)
interp = %W(#{words.first} second)
str = %q{single {nested} braces}
dstr = %Q|double #{1 + 2} pipes|
re = %r{/path/(\d+)}i
cmd = %x(ls -la)
angle = %<angle <nested> brackets>
plain = %(parens (nested) here)
sq = 'single \'quoted\' \\ string'
dq = "double \"quoted\" \t \n #{sq.upcase} #@ivar #$global"
sym = :symbol
sym2 = :"quoted symbol"
sym3 = :'single'
op_sym = :<=>
hash = { key: 'value', "str" => 1, sym => [1, 2.5, 0x1F, 0b101, 0o17, 1_000, 1e3, 3r, 2i] }
lambda = ->(x, y = 2) { x * y }
proc = proc { |a, (b, c), *rest, key:, **opts| a + b }
text = <<-EOS
  indented heredoc with #{interp}
  EOS
raw = <<~'RAW'
  no #{interpolation} here
RAW
a, b = <<ONE, <<TWO
first
ONE
second
TWO
[1, 2, 3].each_with_index.map { |x, i| x * i }.select(&:even?).reduce(0) { |s, x| s + x }
puts "ternary: #{x > 1 ? 'big' : 'small'}" unless x.nil?
x ||= 10; y &&= 2; z = x <=> y; w = !x && y || z
obj.method(:foo).call rescue nil
begin
  raise ArgumentError, "bad" if x == 0
rescue ArgumentError => e
  warn e.message
ensure
  puts 'done'
end
while x > 0 do x -= 1 end
until x >= 10; x += 1; end
for i in 0..10 do next if i.odd?; break if i > 8; end
defined?(foo) && block_given?
self.class.send(:define_method, :bar) { |*| yield }
__FILE__; __LINE__; __method__
def method_missing(name, *args) = super
def ==(other) = other.is_a?(self.class)
class << self
  def singleton; end
end
obj&.safe&.navigation
puts(/regex #{x}/m.match?("a/b"))
puts x / 2, x % 3

# A Jekyll generator plugin in the usual style
module Jekyll
  class TagPageGenerator < Generator
    safe true
    priority :low

    def generate(site)
      return unless site.layouts.key?("tag")

      site.tags.each_key do |tag|
        site.pages << TagPage.new(site, site.source, File.join("tags", Utils.slugify(tag)), tag)
      end
    end
  end

  class TagPage < Page
    def initialize(site, base, dir, tag)
      @site = site
      @base = base
      @dir  = dir
      @name = "index.html"

      process(@name)
      read_yaml(File.join(base, "_layouts"), "tag.html")
      data["tag"] = tag
      data["title"] = "Posts tagged &ldquo;#{tag}&rdquo;"
    end
  end

  Hooks.register :posts, :pre_render do |post, payload|
    payload["reading_time"] = (post.content.split.size / 200.0).ceil
  end

  Liquid::Template.register_filter(Module.new do
    def shout(input) = input.to_s.upcase + "!"
    def initials(name)
      name.to_s.split(/\s+/).map { _1[0] }.join
    end
  end)
end

# Struct, Comparable, Enumerable, pattern matching
Point = Struct.new(:x, :y) do
  include Comparable
  def <=>(other) = [x, y] <=> [other.x, other.y]
  def to_s = "(#{x}, #{y})"
end

class Polygon
  include Enumerable
  attr_accessor :points

  def initialize(*points) = @points = points
  def each(&block) = @points.each(&block)

  def perimeter
    each_cons(2).sum { |a, b| Math.sqrt((a.x - b.x)**2 + (a.y - b.y)**2) }
  end
end

config = { name: "site", build: { jobs: 4, drafts: false }, tags: %w[a b] }
case config
in { name: String => name, build: { jobs: Integer => jobs } } if jobs > 1
  puts "#{name} with #{jobs} jobs"
in { tags: [*, "b", *] }
  puts "has tag b"
else
  puts "no match"
end

value = [1, [2, 3]]
case value
in [Integer => a, [b, *rest]]
  p a, b, rest
end

# String formatting and encodings
printf("%-10s|%5.2f|%03d\n", "name", 3.14159, 7)
puts format("%<a>s and %<b>s", a: 1, b: 2)
puts "tab\tnew\\line \u00e9 \x41 \101 \e[1mbold\e[0m"
puts 'single #{not} interpolated \n'
puts "ünïcödé".unicode_normalize(:nfd).bytesize
$stdout.sync = true
STDERR.puts __dir__

# Regular expressions
if "2024-01-15" =~ /\A(?<year>\d{4})-(?<month>\d\d)-(?<day>\d\d)\z/
  puts $~[:year], $1, Regexp.last_match(:month)
end
emails = text.scan(/[\w.+-]+@[\w-]+\.[\w.]+/i)
cleaned = html.gsub(%r{<[^>]+>}, "").squeeze(" ").strip
words = str.split(/,\s*/).reject(&:empty?).map(&:downcase).uniq.sort_by { |w| [-w.size, w] }

# Keyword arguments, blocks, procs, method references
def fetch(url, timeout: 5, retries: 3, **headers, &on_error)
  attempts = 0
  begin
    attempts += 1
    Net::HTTP.get_response(URI(url))
  rescue Timeout::Error, Errno::ECONNRESET => e
    retry if attempts < retries
    on_error&.call(e)
  end
end

square = method(:Integer) >> ->(n) { n * n }
adder = proc { |a, b = 1| a + b }
curried = ->(a, b, c) { a + b + c }.curry[1][2]
counter = Enumerator.new { |y| n = 0; loop { y << (n += 1) } }
puts counter.lazy.select(&:even?).first(3).inspect
ObjectSpace.each_object(Class).count
obj.instance_variable_get(:@secret)
@@class_var ||= {}
$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
alias_method :old_name, :new_name
undef :removed_method
BEGIN { puts "start" }
END { puts "end" }
__END__
data after __END__ is not code
