# Prints the YAML cases of tests/unit/test_yaml.c with the values Ruby gives them, as C initialisers.
# Run: ruby tests/ruby/gen_yaml_cases.rb  (and TZ=America/Los_Angeles ... --local for the local-zone cases)
# Loads exactly as Jekyll 4.3 (lib/jekyll/utils.rb safe_load_yaml):
#   Psych.safe_load(yaml, :permitted_classes => [Date, Time], aliases: true)
require 'yaml'
require 'date'

def esc(s)
  o = +'"'
  s.b.each_byte do |b|
    if b == 0x5c then o << '\\\\'
    elsif b == 0x22 then o << '\\"'
    elsif b < 0x20 || b == 0x7f then o << format('\\x%02X', b)
    else o << b.chr
    end
  end
  o << '"'
end

def dump(v)
  case v
  when nil then 'nil'
  when true then 'true'
  when false then 'false'
  when Integer then "i:#{v}"
  when Float then "f:#{v}"
  when String then "s:#{esc(v)}"
  when Time then format('t:%d.%09d@%d', v.to_i, v.nsec, v.utc_offset) + (v.utc? ? ' UTC' : '')
  when Date then "d:#{v.strftime('%Y-%m-%d')}"
  when Array then '[' + v.map { |x| dump(x) }.join(',') + ']'
  when Hash then '{' + v.map { |k, x| "#{esc(k.to_s)}=>#{dump(x)}" }.join(',') + '}'
  else raise "unexpected #{v.class}"
  end
end

def c_str(s)
  '"' + s.b.gsub(/[\\"]/) { |m| '\\' + m }.gsub("\n", '\\n').gsub("\t", '\\t').gsub(/[^\x20-\x7e]/n) { |m| format('\\%03o', m.ord) } + '"'
end

def expect(y)
  v = Psych.safe_load(y, permitted_classes: [Date, Time], aliases: true)
  dump(v)
rescue Psych::SyntaxError => e
  'ERR:' + e.message.sub(/\A\([^)]*\): /, '').sub(/ at line \d+ column \d+\z/, '')
rescue StandardError => e
  'ERR:' + e.message
end

plain = %w[
  true false yes no on off True False Yes No On Off TRUE FALSE YES NO ON OFF tRUE yEs
  y n Y N ~ null Null NULL nUlL
  0 1 -1 +1 42 -42 017 -017 08 09 0x1F 0x1f -0x1F 0b101 -0b101 1,000 1_000 0o17 00 0_7
  9223372036854775807 -9223372036854775808
  18:30 1:30:00 -1:30 1_0:30 1:60 1:30.5 190:20:30.15
  1.5 -1.5 +1.5 1. .5 -.5 +.5 . 1.0e+5 1.5e-3 1.0E+3 1.e+5 1_000.5 1,000.5 1.0e5 1e5 1e+5
  .inf .Inf .INF +.inf -.inf -.Inf .nan .NaN .NAN
  2017-08-17 2017-8-7 2017-02-29 2016-02-29 2017-02-30 2017-13-01 2017-00-10 1999-12-31
  2017-08-17T12:00:00Z 2017-08-17t12:00:00z 2017-08-17T12:00:00+02:00 2017-08-17T12:00:00.123456789Z
  2017-08-17T12:00:00.5-07:00 2017-02-30T12:00:00Z 2017-01-01T24:00:00Z 2017-01-01T24:30:00Z
  2017-01-01T12:00:60Z 2017-01-01T12:60:00Z 2017-1-1T1:00:00Z
  hello hello_world Hello 0xZZ 1.2.3 1a a1 1-2 -a @x %x !x
  0x 0b 0b_ :foo :
]
cases = plain.map { |x| "a: #{x}" }
cases += [
  "a: 2017-08-17 12:00:00 -0700",
  "a: 2017-08-17 12:00:00 +0530",
  "a: 2017-08-17 12:00:00 -07:30",
  "a: 2017-08-17 12:00:00 -7",
  "a: 2017-08-17 12:00:00 +100",
  "a: 2017-08-17 12:00:00 +700",
  "a: 2017-08-17 12:00:00 -00:30",
  "a: 2017-08-17 12:00:00 Z",
  "a: 2017-08-17 12:00:00",
  "a: 2017-08-17   12:00:00.25",
  "a: 2017-08-17 12:00:00.",
  "a: 2017-08-17 12:00:00.123456789123 +05:30",
  "a: 1969-12-31 23:59:59.5 +00:00",
  "a: 1900-01-01 00:00:00 +00:00",
  "a: 2017-08-17 12:00",
  "a: 'yes'", "a: \"123\"", "a: '2017-08-17'", "a: \"~\"", "a: ''", "a: \"\"",
  "a: \"tab\\there \\u00e9 \\x41\"", "a: 'it''s'",
  "a: !!str 12", "a: !!str yes", "a: !!int '12'", "a: !!float 1", "a: !!float '1.5'", "a: !!float 1e5",
  "a: !!float abc", "a: !!float ~", "a: !!bool yes", "a: !!null ''", "a: ! 12", "a: !foo 12", "a: !str 12",
  "a: !binary aGVsbG8=", "a: !!binary |\n  aGVs\n  bG8=\n",
  "a: !ruby/sym foo", "a: !ruby/object:Foo {}", "a: !ruby/regexp /x/", "a: !!set {a, b}",
  "a: !ruby/object:Hash {x: 1}", "a: !foo {x: 1}", "a: !foo [1]",
  "a:", "a: \nb: 1", "", "# only a comment\n", "---\n", "---\n...\n", "--- 5\n", "--- |\n  text\n",
  "- 1\n- two\n- 3.0\n-\n- [a, b]\n- {c: d}\n",
  "a: 1\na: 2\nb: 3\n",
  "b: 1\na: 2\nb: 3\n",
  "a: |\n  line 1\n  line 2\nb: >\n  folded\n  text\n\n  para\nc: |-\n  1\nd: |+\n  kept\n\ne: >-\n  x\n  y\n",
  "a: plain\n  continued\n  lines\n",
  "a: plain\n\n  with blank\n",
  "a: &x 5\nb: *x\n",
  "a: &x [1, 2]\nb: *x\nc: &y {k: v}\nd: *y\n",
  "a: &x 1\nb: &x 2\nc: *x\n",
  "a: *b",
  "- &a {x: 1, y: 2}\n- &b {y: 3, z: 4}\n- {<<: [*a, *b], w: 0}\n- {w: 0, x: 9, <<: *a}\n- {<<: *a, x: 9}\n" \
    "- {'<<': *a}\n- {!!str '<<': *a}\n- {<<: 1}\n- {<<: [*a, 1]}\n- {<<: {p: 1}, q: 2}\n",
  "base: &base\n  adapter: postgres\n  host: localhost\ndev:\n  <<: *base\n  database: dev\n",
  "? [1, 2]\n: a\n? {b: 1}\n: c\n1: x\n1.5: y\n~: z\ntrue: w\n2017-01-01: d\n2017-01-01 10:00:00 +01:00: t\n" \
    "-1: n\n0x10: h\n",
  "? |\n  block key\n: v\n",
  "title: Hello\ntags: [a, b]\ndate: 2017-08-17 10:00:00 +0200\npublished: true\nnested:\n  - name: x\n    n: 1\n",
  "{a: 1, b: [2, 3], c: {d: e}}",
  "[1, [2, [3, [4]]]]",
  "a: \"\\u263A\"\nb: é\nc: 日本\n",
  "a: b: c", "a: [1, 2\nb: 3", "a: 'unterminated\n", "- a\nb: c\n", "a:\n  - 1\n - 2\n", "a: \"\\q\"",
  "key: value\n\tbad: tab\n", "a: @b", "a: `b", "a: %x",
  "foo\n---\nbar: [\n", "--- 1\n--- 2\n",
]

# a realistic _config.yml
cases << <<~'YAML'
  # Site settings
  title: "My Blog: notes"
  email: me@example.com
  description: >- # this means to ignore newlines until "baseurl:"
    Write an awesome description for your new site here. You can edit this
    line in _config.yml.
  baseurl: "" # the subpath of your site, e.g. /blog
  url: "https://example.com"
  twitter_username: jekyllrb
  github_username:  jekyll
  timezone: America/Los_Angeles
  permalink: /:categories/:year/:month/:day/:title:output_ext
  markdown: kramdown
  kramdown:
    input: GFM
    hard_wrap: false
    syntax_highlighter_opts:
      disable : true
  theme: minima
  plugins:
    - jekyll-feed
  exclude:
    - Gemfile
    - Gemfile.lock
    - node_modules
    - vendor/bundle/
  defaults:
    -
      scope:
        path: ""
        type: "posts"
      values:
        layout: "post"
        author: Jane
  collections:
    recipes:
      output: true
      permalink: /:collection/:name
  pagination: {per_page: 10, enabled: yes}
  version: 1.10
  build: 010
  when: 2017-08-17 10:00:00 +0200
  list_of_numbers: [1, 2.5, -3, 1e3, 0.5e+3]
  empty_map: {}
  empty_list: []
  quoted: 'single ''quote'''
  multi: "line one\nline two"
  unicode: "caf\u00e9 ☕"
  key with spaces: value with spaces
  "quoted key": 1
  ? complex
  : value
YAML

local = ARGV.include?('--local')
if local
  cases = ["a: 2017-08-17 12:00:00", "a: 2017-01-05 12:00:00.5", "a: 2017-08-17 12:00:00 -0700", "a: 2017-08-17",
           "a: 2017-08-17T12:00:00Z"]
end
cases.each { |y| puts "    {#{c_str(y)}, #{c_str(expect(y))}}," }
