# scripts/highlight-port.rb: bootstrap the port of a Rouge 3.30 lexer to a sitepub highlight language file.
#
#   ruby scripts/highlight-port.rb tokens            > src/highlight/tokens.h
#   ruby scripts/highlight-port.rb lexer TAG [CNAME] > src/highlight/lang_CNAME.c   (a skeleton, then edit)
#     (HL_PORT_FLAT=1: every state written out even for a lexer whose parent class is ported; see inherit_text)
#   ruby scripts/highlight-port.rb names            > src/highlight/rouge_names.h
#   ruby scripts/highlight-port.rb lexers           > src/highlight/rouge_lexers.h
#
# The skeleton has every state of the lexer (inherited ones too) as a rule table: each rule's Ruby regex translated
# to PCRE2, and its action when Rouge's rule is a plain `rule re, Token[, next_state]` or a block made only of
# `groups`, `token X`, `push`, `pop!` and `goto`. Any other block becomes a callback stub holding the Ruby source,
# marked HL_PORT_ME, which does not compile until it is ported by hand. Keyword lists the lexer class exposes are
# emitted as sorted 2-D char arrays (c_words_head). See CONTRIBUTING.md, "Adding a highlight language".
require 'rouge'
require 'set'
require_relative 'highlight-port-blocks'

def c_str(s)
  out = +'"'
  prev = nil
  s.each_char do |ch|
    out << case ch
           when '\\' then '\\\\'
           when '"' then '\\"'
           when "\n" then '\\n'
           when "\t" then '\\t'
           when '?' then prev == '?' ? '\\?' : '?'
           else ch
           end
    prev = ch
  end
  out << '"'
end

# The head of a sorted word list's definition: a 2-D char array, each row a word padded with NULs to the longest
# word's length + 1, so that the table holds no pointers (nothing for the loader to relocate in a PIE) and t[i] is
# still the i-th word (engine.h, HL_IN).
def c_words_head(name, words)
  "static const char #{name}[][#{(words.map(&:bytesize).max || 0) + 1}] = {"
end

def tok_c(tok)
  'T_' + tok.qualname.tr('.', '_')
end

# Ruby (Onigmo) regex source -> PCRE2 source.
POSIX = {
  # ASCII ranges first: the same sets, but PCRE2's JIT tests ranges before it looks up Unicode properties.
  'alpha' => 'A-Za-z\p{Alphabetic}', 'alnum' => 'A-Za-z0-9\p{Alphabetic}\p{Nd}', 'upper' => 'A-Z\p{Uppercase}',
  'lower' => 'a-z\p{Lowercase}', 'digit' => '0-9\p{Nd}', 'space' => '\t\n\x0b\f\r\x20\p{White_Space}',
  'word' => 'A-Za-z0-9_\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control}', 'xdigit' => '0-9a-fA-F',
}
def translate(src)
  out = +''
  i = 0
  in_class = 0
  while i < src.size
    ch = src[i]
    if ch == '\\'
      nx = src[i + 1]
      if nx == 'p' && (m = src[i..].match(/\A\\p\{(\^?)(Word|Alpha|Alnum|Upper|Lower|Digit|Space)\}/))
        rep = POSIX[m[2].downcase]
        raise "negated \\p{#{m[2]}}" unless m[1].empty?
        out << (in_class > 0 ? rep : "[#{rep}]")
        i += m[0].size
        next
      end
      # Ruby's \w, \d and \s are ASCII while its \b is Unicode; patterns are compiled with PCRE2_UCP (Unicode
      # \b), so the classes are spelled out in ASCII. Negated ones inside a class stay (Unicode there).
      ascii = { 'w' => 'A-Za-z0-9_', 'd' => '0-9', 's' => '\t\n\x0b\f\r\x20' }
      if ascii.key?(nx)
        out << (in_class > 0 ? ascii[nx] : "[#{ascii[nx]}]")
      elsif ascii.key?(nx.to_s.downcase) && in_class == 0
        out << "[^#{ascii[nx.downcase]}]"
      elsif nx == 'v'
        out << '\\x0b' # Ruby: the VT character; PCRE2: a class of vertical spaces
      elsif nx == 'h'
        out << (in_class > 0 ? '0-9a-fA-F' : '[0-9a-fA-F]')
      elsif nx == 'H' && in_class == 0
        out << '[^0-9a-fA-F]'
      elsif nx == 'u' && src[i + 2] =~ /\h/ && in_class >= 0
        out << '\\x{' << src[i + 2, 4] << '}'
        i += 6
        next
      elsif nx == 'u' && src[i + 2] == '{'
        j = src.index('}', i)
        out << '\\x{' << src[i + 3...j] << '}'
        i = j + 1
        next
      else
        out << ch << nx.to_s
      end
      i += 2
      next
    end
    if in_class > 0 && src[i, 2] == '[:' && (m = src[i..] .match(/\A\[:(\^?)(\w+):\]/))
      neg = m[1] == '^'
      rep = POSIX[m[2]] or raise "posix class #{m[2]}"
      raise 'negated posix class' if neg
      out << rep
      i += m[0].size
      next
    end
    if ch == '['
      if in_class > 0
        # Onigmo's nested class is a union: its members join the outer class (PCRE2 has no nesting)
        raise "negated nested class in #{src.inspect}" if src[i + 1] == '^'
        in_class += 1
        i += 1
        next
      end
      in_class = 1
      out << ch
      i += 1
      if src[i] == '^'
        out << '^'
        i += 1
      end
      if src[i] == ']'
        out << '\\]'
        i += 1
      end
      next
    end
    if ch == ']' && in_class > 0
      in_class -= 1
      out << ch if in_class.zero?
      i += 1
      next
    end
    if in_class == 0 && ch == '{' && (m = src[i..].match(/\A\{,(\d+)\}/))
      out << "{0,#{m[1]}}"
      i += m[0].size
      next
    end
    if in_class == 0 && ch == '(' && (m = src[i..].match(/\A\(\?([imx]*)(?:-([imx]*))?([:)])/))
      out << '(?' << m[1].tr('m', 's')
      out << '-' << m[2].tr('m', 's') if m[2]
      out << m[3]
      i += m[0].size
      next
    end
    out << ch
    i += 1
  end
  out
end

def opts_c(re)
  o = []
  o << 'HL_I' if re.options & Regexp::IGNORECASE != 0
  o << 'HL_X' if re.options & Regexp::EXTENDED != 0
  o << 'HL_M' if re.options & Regexp::MULTILINE != 0
  o.empty? ? '0' : o.join(' | ')
end

# The inside of a one-line block `... { |m| body }`: the last balanced braces of the line (a regex before the block
# may hold braces too).
def one_line_body(line)
  l = line.rstrip
  return nil unless l.end_with?('}')
  d = 0
  (l.size - 1).downto(0) do |i|
    d += 1 if l[i] == '}'
    d -= 1 if l[i] == '{'
    return l[i + 1...-1] if d.zero?
  end
  nil
end

def block_source(file, line)
  lines = File.readlines(file)
  first = lines[line - 1]
  return [first.strip] if first =~ /\{.*\}\s*$/ && first !~ /\bdo\b/
  indent = first[/\A */].size
  # a multi-line { } block: a lambda's or one with parameters (not a %r{ regex that goes on)
  brace = first =~ /(->\s*(\(\s*\w+\s*\))?\s*\{|\{\s*\|[\w, ]*\|)\s*$/
  closer = brace ? /\A {#{indent}}\}/ : /\A {#{indent}}end\b/
  body = [first.rstrip]
  i = line
  while i < lines.size
    l = lines[i]
    body << l.rstrip
    break if l =~ closer
    i += 1
  end
  body
end

# Try to read a block made only of groups/token/push/pop!/goto. Returns a hash or nil.
def simple_block(klass, src)
  text = src[1...-1].join("\n") if src.size > 1
  text = one_line_body(src[0]) if src.size == 1
  return nil unless text
  text = text.gsub(/#.*$/, '').gsub(/,\s*\n\s*/, ', ')
  stmts = text.split(/\n|;/).map(&:strip).reject(&:empty?)
  res = { toks: [], groups: false, act: nil }
  stmts.each do |s|
    case s
    when /\Agroups\s+(.*)\z/
      return nil unless res[:toks].empty?
      res[:toks] = $1.split(',').map { |t| klass.class_eval(t.strip) }
      res[:groups] = true
    when /\Atoken\s+([\w:]+)\z/
      return nil unless res[:toks].empty?
      res[:toks] = [klass.class_eval($1)]
    when /\Apush\s+:(\w+)\z/ then return nil if res[:act]; res[:act] = [:push, $1]
    when /\Apush\z/ then return nil if res[:act]; res[:act] = [:push_self]
    when /\Apop!\z/ then return nil if res[:act]; res[:act] = [:pop, 1]
    when /\Apop!\s*\(?(\d+)\)?\z/ then return nil if res[:act]; res[:act] = [:pop, $1.to_i]
    when /\Agoto\s+:(\w+)\z/ then return nil if res[:act]; res[:act] = [:goto, $1]
    else return nil
    end
  end
  res
rescue NameError, SyntaxError
  nil
end

def all_state_names(klass)
  klass.state_definitions.keys.map(&:to_sym).uniq
end

def emit_tokens
  toks = []
  walk = lambda { |t| toks << t; t.sub_tokens.each_value { |v| walk.(v) } }
  Rouge::Token::Tokens.constants.each do |c|
    t = Rouge::Token::Tokens.const_get(c)
    walk.(t) if t.respond_to?(:qualname)
  end
  toks = toks.uniq.sort_by(&:qualname)
  puts '/* highlight/tokens.h: Rouge 3.30 token types and their CSS short names.'
  puts ' * Generated by `ruby scripts/highlight-port.rb tokens`. */'
  puts '#ifndef SITEPUB_HIGHLIGHT_TOKENS_H'
  puts '#define SITEPUB_HIGHLIGHT_TOKENS_H'
  puts
  puts '#define HL_TOKENS(X) \\'
  toks.each { |t| puts "    X(#{tok_c(t)}, #{c_str(t.qualname)}, #{c_str(t.shortname)}) \\" }
  puts
  puts 'enum hl_token {'
  puts '#define HL_TOKEN_ENUM(id, qual, short) id,'
  puts '    HL_TOKENS(HL_TOKEN_ENUM)'
  puts '#undef HL_TOKEN_ENUM'
  puts '    T__COUNT'
  puts '};'
  puts
  puts '/* CSS class of a token ("" for Text) and its qualified name, indexed by enum hl_token. */'
  puts 'extern const char *const hl_token_short[T__COUNT];'
  puts 'extern const char *const hl_token_qualname[T__COUNT];'
  puts
  puts '#endif'
end

def lexer_class(tag)
  # a tag, or a lexer class without one (Rouge::Lexers::Sed::Regex, a sub-lexer another lexer keeps)
  (tag =~ /\A[A-Z]/ ? Object.const_get(tag) : Rouge::Lexer.find(tag)) or abort "no lexer #{tag}"
end

# order: the state names to number first (a parent's, see inherit_text), nil for Rouge's order with root first.
def emit_lexer(tag, cname, order = nil)
  klass = lexer_class(tag)
  cname ||= tag
  names = all_state_names(klass)
  root_first = [:root] + (names - [:root])
  root_first = order + (names - order) if order
  idx = {}
  root_first.each_with_index { |n, i| idx[n] = i }
  sid = ->(n) { "S_#{n}" }
  title = klass.tag ? klass.title : klass.name.split('::').last
  puts "/* lang_#{cname}.c: #{title}, ported from Rouge 3.30 lexers (#{klass.name}). */"
  puts '#include <string.h>'
  puts
  puts '#include "highlight/engine.h"'
  puts
  puts 'enum {'
  root_first.each { |n| puts "    #{sid.(n)}," }
  puts '};'
  puts
  # keyword lists
  kw = {}
  (klass.singleton_methods - Rouge::RegexLexer.singleton_methods).sort.each do |m|
    next unless klass.method(m).arity == 0
    v = begin; klass.public_send(m); rescue StandardError; next; end
    next unless v.is_a?(Enumerable) && !v.is_a?(Hash) && !v.to_a.empty? && v.all? { |x| x.is_a?(String) }
    list = v.to_a.uniq.sort
    kw["self.class.#{m}"] = kw[m.to_s] = "kw_#{m.to_s.delete('?!')}"
    puts c_words_head("kw_#{m.to_s.delete('?!')}", list)
    list.each_slice(6) { |sl| puts '    ' + sl.map { |x| c_str(x) }.join(', ') + ',' }
    puts '};'
    puts
  end
  Module.instance_method(:constants).bind(klass).call(false).sort.each do |c|
    v = klass.const_get(c)
    next unless v.is_a?(Enumerable) && !v.is_a?(Hash) && !v.to_a.empty? && v.all? { |x| x.is_a?(String) }
    kw[c.to_s] = kw["self.class::#{c}"] = kw["#{klass.name}::#{c}"] = "kw_#{c}"
    puts c_words_head("kw_#{c}", v.to_a.uniq.sort)
    v.to_a.uniq.sort.each_slice(6) { |sl| puts '    ' + sl.map { |x| c_str(x) }.join(', ') + ',' }
    puts '};'
    puts
  end
  stubs = []
  tables = []
  res = []
  langs = { klass.tag => "hl_lang_#{cname}" }
  Dir[File.join(__dir__, '../src/highlight/lang_*.c')].each do |f|
    t = File.read(f)
    langs[$1] ||= $2 if t =~ /const hl_lang (hl_lang_\w+) = \{\s*\.tag = "([^"]+)"/m && (langs[$2] ||= $1)
  end
  trans = CbTrans.new(klass, sid, kw, langs, res, root_first)
  root_first.each do |n|
    rows = []
    st = begin
           klass.get_state(n)
         rescue StandardError => e
           # Rouge builds a state when a lexer first enters it; this one raises then (a bug of the lexer), so
           # no sample can reach it: the port has it empty
           msg = e.message.lines.first.strip.gsub('*/', '* /').gsub(/0x\h+/, '0x...') # no addresses: reproducible
           rows << "    /* Rouge cannot build this state: #{msg} */"
           nil
         end
    (st ? st.rules : []).each_with_index do |r, ri|
      if r.is_a?(Rouge::RegexLexer::State)
        rows << "    HL_MIXIN(#{sid.(r.name)}),"
        next
      end
      re = r.re
      f = ".re = #{c_str(translate(re.source))}, .opts = #{opts_c(re)}"
      f += ', .bol = 1' if r.beginning_of_line
      file, line = r.callback.source_location
      act = nil
      toks = []
      groups = false
      cb = nil
      if file.end_with?('regex_lexer.rb')
        b = r.callback.binding
        toks = [b.local_variable_get(:tok)]
        ns = b.local_variable_get(:next_state)
        act = case ns
              when nil then nil
              when :pop! then [:pop, 1]
              when :push then [:push_self]
              else [:push, ns.to_s]
              end
      else
        src = block_source(file, line)
        simple = simple_block(klass, src)
        if simple
          toks = simple[:toks]
          groups = simple[:groups]
          act = simple[:act]
        else
          cb = "cb_#{n}_#{ri}"
          body = begin
                   trans.block(src, r.callback.binding)
                 rescue CbFail => e
                   "    HL_PORT_ME; /* #{e.message.gsub('*/', '* /')} */"
                 end
          stubs << [cb, src, "#{File.basename(file)}:#{line}", body]
        end
      end
      f += ", .ntok = #{toks.size}, .tok = {#{toks.map { |t| tok_c(t) }.join(', ')}}" unless toks.empty?
      f += ', .groups = 1' if groups
      # Rouge raises "unknown state" when such a rule matches; the port leaves the stack alone
      act = nil if act && %i[push goto].include?(act[0]) && !root_first.include?(act[1].to_sym)
      if act
        case act[0]
        when :pop then f += ", .act = HL_POP, .arg = #{act[1]}"
        when :push_self then f += ', .act = HL_PUSH_SELF'
        when :push then f += ", .act = HL_PUSH, .arg = #{sid.(act[1])}"
        when :goto then f += ", .act = HL_GOTO, .arg = #{sid.(act[1])}"
        end
      end
      f += ", .cb = #{cb}" if cb
      rows << "    {#{f}},"
    end
    rows << '    HL_END,'
    tables << "static const hl_rule r_#{n}[] = {\n#{rows.join("\n")}\n};\n"
  end
  ivars = trans.ivars || []
  unless ivars.empty?
    puts '/* the instance variables the blocks keep */'
    puts 'typedef struct lang_data {'
    kinds = trans.ivar_kinds || {}
    ctype = { int: 'long', str: 'hl_str', strreg: 'hl_strreg' }
    ivars.each { |v| puts "    #{ctype[kinds[v] || :str]} #{v.delete('@')};" }
    puts '} lang_data;', ''
    puts 'static void fini(hl_lx *lx)', '{', '    lang_data *d = lx->data;'
    free = { int: '(void)d->%s;', str: 'hl_str_free(&d->%s);', strreg: 'hl_strreg_free(&d->%s);' }
    ivars.each { |v| puts '    ' + format(free[kinds[v] || :str], v.delete('@')) }
    puts '}', ''
  end
  res.each { |r| puts r }
  puts unless res.empty?
  (trans.methods || {}).each_value { |f| puts f, '' if f }
  stubs.each do |cb, src, where, body|
    puts "/* #{where}"
    src.each { |l| puts ' * ' + l.gsub('*/', '* /') }
    puts ' */'
    puts "static void #{cb}(hl_lx *lx, const hl_match *m)"
    puts '{'
    puts body
    puts '}'
    puts
  end
  puts tables.join("\n")
  puts "static const hl_state states[] = {"
  root_first.each { |n| puts "    {#{c_str(n.to_s)}, r_#{n}}," }
  puts '};'
  puts
  # `start` blocks, translated as rule blocks are (pushes, resets of sub-lexers); one that is not is a stub.
  start_body = []
  start_stub = false
  klass.start_procs.to_a.each do |pr|
    f, l = pr.source_location
    src = block_source(f, l)
    lines = src.size == 1 ? [one_line_body(src[0]).to_s] : src[1...-1]
    begin
      start_body << trans.body_of(lines.flat_map { |ln| ln.split(';') }, start: true)
    rescue CbFail => e
      start_stub = true
      puts "/* start: #{File.basename(f)}:#{l} (#{e.message.gsub('*/', '* /')})"
      src.each { |ln| puts ' * ' + ln.gsub('*/', '* /') }
      puts ' */'
    end
  end
  start_body.reject! { |b| b.strip.empty? }
  if start_stub
    puts 'static void start(hl_lx *lx)', '{', '    HL_PORT_ME;', '}', ''
  elsif !start_body.empty?
    puts 'static void start(hl_lx *lx)', '{', start_body.join("\n"), '}', ''
  end
  aliases = (klass.tag ? klass.aliases : []).map { |a| c_str(a) } + ['NULL']
  puts "static const char *const aliases[] = {#{aliases.join(', ')}};"
  puts
  puts "const hl_lang hl_lang_#{cname} = {"
  # a lexer without a tag (one another lexer keeps) is hidden: no name finds it
  puts(klass.tag ? "    .tag = #{c_str(klass.tag)}," : "    .tag = #{c_str(klass.name)},\n    .hidden = 1,")
  puts '    .aliases = aliases,'
  puts '    .states = states,'
  puts '    .nstates = sizeof(states) / sizeof(states[0]),'
  puts '    .start = start,' if start_stub || !start_body.empty?
  puts '    .data_size = sizeof(lang_data),', '    .fini = fini,' unless ivars.empty?
  puts '};'
end

# ---------- inheritance: a child lexer's tables take its parent's states instead of copying them ----------
#
# A Rouge lexer class that subclasses another (`class Cpp < C`, `class Twig < Jinja`) has the parent's states plus
# its own: `state` replaces one, `prepend`/`append` put rules before/after the parent's. The flat port of a child
# (every state written out, as Rouge builds them for the child) is made first; then each state whose rules hold the
# parent's rules of that state, as one run and meaning the same, has that run replaced by HL_INHERIT (engine.h),
# and a state that is only the parent's is left to the parent's. "Meaning the same" is checked on the text the
# port writes: the same rows, and for a callback the same body and the same definitions of everything it uses
# (keyword lists, regexes, helpers, the instance data's layout), in the child's file and in the parent's, since a
# parent's callback runs on the child's instance (Rouge's `self.class.keywords` is the child's). The parent's real
# file must number its states in the order used and hold the same rows (as the flat port or as this one writes
# them), else the child is left flat. The states array then names only the states the child sets (`[S_x] = `),
# start is left to the parent's when it is the same, and what is no longer used is dropped from the child.
# A child follows its parent's state numbers: regenerate the children after their parent (test_highlight checks
# that the names agree).

def capture
  require 'stringio'
  io = StringIO.new
  $stdout = io
  yield
  io.string
ensure
  $stdout = STDOUT
end

# Top-level pieces of a generated file: [[name or nil, text]], in order (a piece begins at a column-0 line and
# ends with a column-0 `}`/`};` or a one-line definition; a comment just before a definition belongs to it).
def c_blocks(text)
  blocks = []
  cur = []
  flush = lambda do
    unless cur.empty?
      body = cur.join
      code = body.sub(/\A\/\*.*?\*\/\n/m, '')
      name = code[/\A(?:static )?(?:const )?[\w ]*?\**\s*(?:const\s+)?\**(\w+)\s*(?:\[\](?:\[\d+\])?\s*)?(?:=|\(|;)/, 1]
      name = 'lang_data' if code =~ /\Atypedef struct lang_data/
      name = nil if code =~ /\A(?:enum|#)/
      blocks << [name, body]
      cur = []
    end
  end
  depth = 0
  in_comment = false
  text.each_line do |l|
    if depth.zero? && !in_comment && l.strip.empty?
      flush.call
      blocks << [nil, l]
      next
    end
    cur << l
    if in_comment || (depth.zero? && l.start_with?('/*'))
      in_comment = !l.include?('*/')
      next
    end
    bare = l.gsub(/"(?:\\.|[^"\\])*"/, '""').gsub(/'(?:\\.|[^'\\])'/, "''")
    depth += bare.count('{') - bare.count('}')
    flush.call if depth.zero? && (l =~ /[};]\s*\z/ || l.start_with?('#'))
  end
  flush.call
  blocks
end

def c_enum(text)
  text[/^enum \{\n(.*?)^\};/m, 1].to_s.scan(/^\s*S_(\w+),/).flatten - ['_COUNT']
end

def c_tables(text)
  text.scan(/^static const hl_rule r_(\w+)\[\] = \{\n(.*?)^\};/m).to_h { |n, rows| [n, rows.lines] }
end

# Does the file's states array give each state its number (in enum order, or as `[S_x] = {"x", r_x}`)?
def c_states_ok(text, order)
  body = text[/^static const hl_state states\[\w*\] = \{\n(.*?)^\};/m, 1] or return false
  rows = body.lines.map(&:strip).reject(&:empty?)
  if rows.all? { |r| r.start_with?('[') }
    rows.all? { |r| r =~ /\A\[S_(\w+)\] = \{"(\w+)", r_(\w+)\},\z/ && $1 == $2 && $2 == $3 && order.include?($1.to_sym) }
  else
    rows.map { |r| r[/\A\{"(\w+)", r_\1\},\z/, 1] } == order.map(&:to_s)
  end
end

class Sig
  def initialize(text)
    @defs = {}
    c_blocks(text).each { |n, b| @defs[n] = b if n && b =~ /\A(?:\/\*.*?\*\/\n)?static |\Atypedef /m }
    @memo = {}
  end

  # A definition's text and, recursively, those of the file's definitions it names (its own name blanked).
  def of(name, seen = {})
    return "?#{name}" if seen[name]
    return @memo[name] if @memo[name]
    seen[name] = true
    body = @defs[name] or return "extern #{name}"
    body = body.sub(/\A\/\*.*?\*\/\n/m, '') # the stub comment (the Ruby source and its file:line)
    refs = body.scan(/\b[A-Za-z_]\w*\b/).uniq.select { |w| w != name && @defs.key?(w) }
    @memo[name] = body.gsub(/\b#{name}\b/, '@') + refs.map { |r| "\n<#{r}>" + of(r, seen) }.join
  end

  def has?(name)
    @defs.key?(name)
  end

  def row(line)
    line.gsub(/\.cb = (\w+)/) { ".cb = {#{of($1)}}" }
  end
end

def inherit_text(child, parent_flat, parent_real, pcname)
  pt = c_tables(parent_flat)
  real = c_tables(parent_real)
  csig = Sig.new(child)
  psig = Sig.new(parent_flat)
  used = false
  tables = c_tables(child)
  out = child.dup
  tables.each do |name, rows|
    prow = pt[name] or next
    next unless real[name] == prow || real[name] == @parent_inherit_tables&.dig(name)
    body = rows.reject { |r| r.strip == 'HL_END,' }
    pbody = prow.reject { |r| r.strip == 'HL_END,' }
    next if pbody.empty? || pbody.any? { |r| r =~ /Rouge cannot build/ }
    cs = body.map { |r| csig.row(r) }
    ps = pbody.map { |r| psig.row(r) }
    at = (0..cs.size - ps.size).find { |i| cs[i, ps.size] == ps }
    next unless at
    used = true
    kept = body[0...at] + ["    HL_INHERIT,\n"] + body[at + ps.size..]
    table = "static const hl_rule r_#{name}[] = {\n#{rows.join}};\n"
    if kept.size == 1
      out = out.sub(table + "\n") { '' }
      out = out.sub(/^    \{"#{name}", r_#{name}\},\n/) { '' }
    else
      out = out.sub(table) { "static const hl_rule r_#{name}[] = {\n#{kept.join}    HL_END,\n};\n" }
    end
  end
  return child unless used
  # the states array names the states it sets; the others are the parent's
  out = out.sub(/^(enum \{\n.*?)^\};/m) { "#{$1}    S__COUNT,\n};" }
  out = out.sub(/^static const hl_state states\[\] = \{\n(.*?)^\};/m) do
    rows = $1.gsub(/^    \{"(\w+)", /) { "    [S_#{$1}] = {\"#{$1}\", " }
    "static const hl_state states[S__COUNT] = {\n#{rows}};"
  end
  # the start blocks, when they are the parent's (Rouge's start_procs are inherited; the child adds none)
  if csig.has?('start') && psig.has?('start') && csig.of('start') == psig.of('start')
    out = out.sub(/^    \.start = start,\n/) { '' }
  end
  out = out.sub(/^(const hl_lang hl_lang_\w+ = \{\n    \.tag = [^\n]*\n)/) { "#{$1}    .parent = &hl_lang_#{pcname},\n" }
  drop_unused(out)
end

# Drop static definitions nothing names any more (repeatedly: a callback's keyword lists go with it).
def drop_unused(text)
  loop do
    blocks = c_blocks(text)
    gone = blocks.find do |n, b|
      n && b =~ /\A(?:\/\*.*?\*\/\n)?static /m && text.scan(/\b#{Regexp.escape(n)}\b/).size == b.scan(/\b#{Regexp.escape(n)}\b/).size
    end
    return text.gsub(/\n{3,}/, "\n\n") unless gone
    text = text.include?(gone[1] + "\n") ? text.sub(gone[1] + "\n") { '' } : text.sub(gone[1]) { '' }
  end
end

# The lang_*.c name (without hl_lang_) of each ported tag.
def port_langs
  langs = {}
  Dir[File.join(__dir__, '../src/highlight/lang_*.c')].each do |f|
    t = File.read(f)
    langs[$2] ||= $1 if t =~ /const hl_lang hl_lang_(\w+) = \{\s*(?:\.parent = [^\n]*\s*)?\.tag = "([^"]+)"/m
  end
  langs
end

def flat_text(tag, cname, order = nil)
  text = capture { emit_lexer(tag, cname, order) }
  unless text.include?('HL_PORT_ME')
    text = text.gsub(/^static const char (kw_\w+)\[\]\[\d+\] = \{\n.*?^\};\n\n/m) do |blk|
      text.scan(/\b#{Regexp.escape($1)}\b/).size > 1 ? blk : ''
    end
  end
  text
end

# The port of a lexer as `lexer` prints it: flat, or inheriting from its parent class's port when it has one.
def lexer_text(tag, cname)
  klass = lexer_class(tag)
  parent = klass.superclass
  ptag = parent.respond_to?(:tag) && parent < Rouge::RegexLexer ? parent.tag : nil
  pcname = ptag && port_langs[ptag]
  pfile = pcname && File.join(__dir__, "../src/highlight/lang_#{pcname}.c")
  depth = ENV['HL_PORT_DEPTH'].to_i
  return flat_text(tag, cname) unless pfile && File.exist?(pfile) && depth < 4 && !ENV['HL_PORT_FLAT']
  real = File.read(pfile)
  order = c_enum(real).map(&:to_sym)
  pnames = all_state_names(parent)
  # the parent's file numbers its states as its states array lists them, and has every state of the class
  ok = c_states_ok(real, order) && order.sort == pnames.sort
  return flat_text(tag, cname) unless ok && (order - all_state_names(klass)).empty?
  # the parent's ports in processes of their own: some lexers keep their keyword lists in class variables, which
  # a subclass shares (Twig's @@keywords are Jinja's once Jinja has made them)
  child = flat_text(tag, cname, order)
  me = File.expand_path(__FILE__)
  parent_flat = IO.popen(['ruby', me, 'flat', ptag, pcname, order.join(',')], &:read)
  @parent_inherit_tables = c_tables(IO.popen({ 'HL_PORT_DEPTH' => (depth + 1).to_s }, ['ruby', me, 'lexer', ptag, pcname], &:read))
  inherit_text(child, parent_flat, real, pcname)
end

case ARGV[0]
when 'tokens' then emit_tokens
when 'lexer'
  # Keyword arrays no rule uses are dropped when the skeleton has no stubs (-Wunused-const-variable).
  print lexer_text(ARGV[1], ARGV[2] || ARGV[1])
when 'flat' # (for lexer_text) the flat port, its states numbered in the order given (comma-separated)
  print flat_text(ARGV[1], ARGV[2], ARGV[3].to_s.split(',').map(&:to_sym).then { |o| o.empty? ? nil : o })
when 'names'
  names = Rouge::Lexer.send(:registry).keys.sort
  puts '/* highlight/rouge_names.h: every name (tag or alias) Rouge 3.30 finds a lexer by, sorted (byte order).'
  puts ' * Generated by `ruby scripts/highlight-port.rb names`. */'
  puts c_words_head('rouge_names', names)
  names.each_slice(8) { |sl| puts '    ' + sl.map { |x| c_str(x) }.join(', ') + ',' }
  puts '};'
when 'lexers'
  # Every lexer of Rouge::Lexer.all with what `rougify list` shows: tag, title, description, aliases, file name
  # globs, MIME types (for sitepub build --list-languages).
  arr = ->(a) { a.empty? ? 'NULL' : '(const char *const[]){' + (a.map { |x| c_str(x) } + ['NULL']).join(', ') + '}' }
  puts '/* highlight/rouge_lexers.h: every lexer of Rouge 3.30 (Rouge::Lexer.all, sorted by tag) with its title,'
  puts ' * description, aliases, file name globs and MIME types. Generated by `ruby scripts/highlight-port.rb lexers`. */'
  puts 'static const struct rouge_lexer {'
  puts '    const char *tag, *title, *desc;'
  puts '    const char *const *aliases, *const *filenames, *const *mimetypes; /* NULL-terminated, or NULL */'
  puts '} rouge_lexers[] = {'
  Rouge::Lexer.all.sort_by(&:tag).each do |k|
    puts "    {#{c_str(k.tag)}, #{c_str(k.title)}, #{c_str(k.desc.to_s)},"
    puts "     #{arr.(k.aliases)},"
    puts "     #{arr.(k.filenames)},"
    puts "     #{arr.(k.mimetypes)}},"
  end
  puts '};'
when 'translate' then puts translate(ARGV[1])
else abort "usage: #{$0} tokens | lexer TAG [CNAME] | names | lexers | translate RUBY_REGEX_SOURCE"
end
