# Ruby block -> C translation for the common shapes of Rouge rule blocks (see translate_block).
class CbFail < StandardError; end

class CbTrans
  # klass: the lexer; sid: state name -> C id; kw: Ruby name ("self.class.keywords", "KEYWORDS") -> C array;
  # langs: Rouge tag -> C lang variable; res: the file's hl_re declarations (appended to)
  def initialize(klass, sid, kw, langs, res, states)
    @klass, @sid, @kw, @langs, @res, @states = klass, sid, kw, langs, res, states
    @subs = {}
    @inst = begin
              klass.new
            rescue StandardError
              nil
            end
    begin
      @inst&.reset! # start blocks may make the sub-lexers (`@html = HTML.new(options)`)
    rescue StandardError
      nil
    end
  end

  attr_reader :subs, :ivars, :methods, :ivar_kinds

  # A lexer method that picks a token (`def name_token(name) if ... Keyword elsif ... end`): a C function of the
  # string, returning the token, or -1 for nil.
  def method_fn(name)
    @methods ||= {}
    return "tf_#{name}" if @methods.key?(name)
    um = @inst.method(name)
    file, line = um.source_location
    raise CbFail, "method #{name}" unless file
    src = block_source(file, line)
    param = src[0][/def\s+\w+[?!]?\s*\(?\s*(\w+)/, 1] or raise CbFail, "method #{name}: parameter"
    saved = [@m, @vars, @alias, @decls, @fold, @tokvars, @fn_mode]
    @methods[name] = nil
    begin
      @m = '__no_match__'
      @fn_mode = true
      body = body_of(src[1...-1], param: param)
    ensure
      @m, @vars, @alias, @decls, @fold, @tokvars, @fn_mode = saved
    end
    @methods[name] = "static int tf_#{name}(const char *p, size_t n)\n{\n#{body}\n    return -1;\n}\n"
    "tf_#{name}"
  end

  # kind: :str (hl_str) or :int (long)
  def ivar(name, kind = :str)
    (@ivars ||= []) << name unless (@ivars ||= []).include?(name)
    (@ivar_kinds ||= {})[name] ||= kind
    raise CbFail, "#{name} used as a string and a number" if @ivar_kinds[name] != kind
    @decls.unshift('lang_data *d = lx->data;') unless @decls.include?('lang_data *d = lx->data;')
    "d->#{name.delete('@')}"
  end

  # A sub-lexer the lexer keeps (`parent`, `@ruby`, `ruby`, `@ruby_lexer`): [slot, C lang variable].
  def sub(name)
    raise CbFail, "sub-lexer #{name}: no instance" unless @inst
    v = if name.start_with?('@')
          @inst.instance_variable_get(name) || (@inst.respond_to?(name[1..], true) ? @inst.send(name[1..]) : nil)
        elsif @inst.respond_to?(name, true) && @inst.method(name).arity == 0
          @inst.send(name)
        end
    raise CbFail, "sub-lexer #{name}" unless v.is_a?(Rouge::Lexer)
    key = v.class.tag || v.class.name # a lexer class without a tag is ported under its class name (hidden)
    var = @langs[key] or raise CbFail, "sub-lexer #{name}: #{key} not ported"
    @subs[name] ||= [@subs.size, var]
    raise CbFail, 'more than HL_MAX_SUBS sub-lexers' if @subs.size > 4
    @subs[name]
  end

  # binding: the block's (a set may be a local variable of the lexer's class body, captured by the block)
  def block(src, binding = nil)
    @binding = binding
    if src.size == 1
      inner = one_line_body(src[0]) or raise CbFail, 'one-line block'
      param = inner[/\A\s*\|(\w+)\|/, 1]
      inner = inner.sub(/\A\s*\|\w+\|/, '')
      lines = inner.split(';')
    else
      if src[0] =~ /->\s*\(\s*(\w+)\s*\)\s*\{\s*$/ || src[0] =~ /\{\s*\|(\w+)\|\s*$/
        param = $1 # a lambda or brace block over several lines
        lines = src[1...-1]
      else
        # the `do` may end a later line than the rule's (a multi-line %r(...)x)
        h = src.index { |l| l =~ /\bdo(\s*\|\w+\|)?\s*(#[^'"]*)?$/ } or raise CbFail, 'header'
        param = src[h][/\bdo\s*\|(\w+)\|\s*(#[^'"]*)?$/, 1]
        lines = src[h + 1...-1]
      end
    end
    @m = param || 'm'
    body_of(lines)
  end

  # The statements of a block (or of a `start` block, where no match exists) -> C.
  def body_of(lines, start: false, param: nil)
    @in_start = start
    @m ||= 'm'
    @vars = {}
    @vars[param] = %w[p n] if param
    @alias = {}
    @tokvars = {}
    # a token the block captured (`pop_unless_list = ->(t) { ->(m) { token t ... } }`)
    (@binding&.local_variables || []).each do |v|
      val = @binding.local_variable_get(v)
      @tokvars[v.to_s] = 'T_' + val.qualname.tr('.', '_') if val.is_a?(Class) && val.respond_to?(:qualname)
    end
    @decls = []
    @fold = 0
    body = []
    stack = []
    # continuation lines (an open parenthesis, a trailing comma) join their statement; `base` (a module's
    # self.extended(base) blocks) is the lexer class
    joined = []
    lines.each do |l|
      l = strip_comment(l).rstrip.gsub(/\bbase::/, '').gsub(/\bbase\./, 'self.class.')
      bare = joined.last&.gsub(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|%r\{.*?\}|\/(?:\\.|[^\/\\])*\//, '""') # no literals
      if !joined.empty? && (bare.count('(') > bare.count(')') || bare =~ /(,|\|\||&&)\s*\z/)
        joined[-1] = joined.last + ' ' + l.strip
      else
        joined << l
      end
    end
    lines = joined.flat_map { |l| l =~ /['"\/]/ ? [l] : l.split(';') }
    cases = []
    lines.each do |l|
      l = l.strip
      next if l.empty?
      if (md = l.match(/\Acase\s+(.+)\z/))
        cases << [md[1], :start]
        next
      end
      if (md = l.match(/\Awhen\s+(.+)\z/)) && !cases.empty?
        subj = cases.last[0]
        alts = md[1].split(',').map(&:strip)
        c = alts.map { |a| a =~ %r{\A(/|%r)} ? cond("#{subj} =~ #{a}") : cond("#{subj} == #{a}") }.join(' || ')
        if cases.last[1] == :start
          cases.last[1] = :open
          body << "#{ind(stack.size)}if (#{c}) {"
          stack << :case
        else
          body << "#{ind(stack.size - 1)}} else if (#{c}) {"
        end
        next
      end
      if l == 'end' && !cases.empty? && stack.last == :case
        cases.pop
        stack.pop
        body << "#{ind(stack.size)}}"
        next
      end
      if (md = l.match(/\Anext\s+(.+?)\s+(if|unless)\s+(.+)\z/))
        c = cond(md[3])
        c = "!(#{c})" if md[2] == 'unless'
        body << "#{ind(stack.size)}if (#{c}) {"
        body << "#{ind(stack.size + 1)}#{stmt(md[1])}"
        body << "#{ind(stack.size + 1)}return;"
        body << "#{ind(stack.size)}}"
        next
      end
      if (md = l.match(/\Anext\s+(.+)\z/))
        body << "#{ind(stack.size)}#{stmt(md[1])}"
        body << "#{ind(stack.size)}return;"
        next
      end
      if l == 'next'
        body << "#{ind(stack.size)}return;"
        next
      end
      next if l =~ /\Aputs\b.*\bif\s+@debug\z/
      if (md = l.match(/\A(if|unless)\s+(.+)\z/))
        c = cond(md[2])
        c = "!(#{c})" if md[1] == 'unless'
        body << "#{ind(stack.size)}if (#{c}) {"
        stack << :if
      elsif (md = l.match(/\Aelsif\s+(.+)\z/))
        raise CbFail, 'elsif' if stack.empty?
        body << "#{ind(stack.size - 1)}} else if (#{cond(md[1])}) {"
      elsif l == 'else'
        raise CbFail, 'else' if stack.empty?
        body << "#{ind(stack.size - 1)}} else {"
      elsif l == 'end'
        raise CbFail, 'end' if stack.empty?
        stack.pop
        body << "#{ind(stack.size)}}"
      elsif (md = l.match(/\A(\w+)\s*=\s*([A-Z][\w:]*)\z/)) && (t = (tok(md[2]) rescue nil))
        # a token in a local (`tok = Keyword::Type`, then `groups tok, Punctuation`)
        (@tokvars ||= {})[md[1]] = "tv_#{md[1]}"
        @decls << "int tv_#{md[1]} = T_Text;" unless @decls.include?("int tv_#{md[1]} = T_Text;")
        body << "#{ind(stack.size)}tv_#{md[1]} = #{t};"
      elsif (md = l.match(/\A(\w+)\s*=\s*([^=~].*)\z/)) && !%w[if unless].include?(md[1])
        raise CbFail, "reassigned #{md[1]}" if @vars[md[1]]
        if md[2].strip =~ /\Aself\.class\.\w+\z/
          (@alias ||= {})[md[1]] = md[2].strip # a keyword hash: `keywords = self.class.keywords`
        else
          @vars[md[1]] = expr(md[2])
        end
      elsif (md = l.match(/\A(.+?)\s+(if|unless)\s+(.+)\z/))
        c = cond(md[3])
        c = "!(#{c})" if md[2] == 'unless'
        body << "#{ind(stack.size)}if (#{c})"
        body << "#{ind(stack.size + 1)}#{stmt(md[1])}"
      else
        body << "#{ind(stack.size)}#{stmt(l)}"
      end
    end
    raise CbFail, 'unbalanced' unless stack.empty?
    (@decls + body).map { |x| '    ' + x }.join("\n")
  end

  def ind(n) = '    ' * n

  # "is not nil": a folded copy (an array) is never nil (Ruby raised on nil.downcase)
  def nn(p) = p.start_with?('f') ? '1' : "(#{p} != NULL)"

  def strip_comment(l)
    out = +''
    q = nil
    l.each_char.with_index do |ch, i|
      if q
        q = nil if ch == q
      elsif ch == '"' || ch == "'"
        q = ch
      elsif ch == '#' && l[i + 1] != '{'
        break
      end
      out << ch
    end
    out
  end

  def tok(t)
    t = t.strip
    return @tokvars[t] if @tokvars && @tokvars[t]
    t = t[1...-1].strip while t.start_with?('(') && t.end_with?(')') && balanced?(t[1...-1])
    if (md = t.match(/\A(\w+)\((.+?)\)(?:\s*\|\|\s*([\w:]+))?\z/)) && @inst && @inst.respond_to?(md[1], true)
      f = method_fn(md[1])
      p, n = expr(md[2])
      return md[3] ? "hl_tok_or(#{f}(#{p}, #{n}), #{tok(md[3])})" : "#{f}(#{p}, #{n})"
    end
    v = begin
          @klass.class_eval(t)
        rescue NameError
          Rouge::Token::Tokens.const_get(t)
        end
    raise CbFail, "not a token: #{t}" unless v.respond_to?(:qualname)
    'T_' + v.qualname.tr('.', '_')
  rescue NameError, SyntaxError
    raise CbFail, "token #{t}"
  end

  def state(s)
    s = s.strip
    if s =~ /\A:"/ && @binding # :"params#{name}", a name the class body's loop made
      v = begin
            @binding.eval(s)
          rescue StandardError, SyntaxError
            nil
          end
      s = ":#{v}" if v.is_a?(Symbol)
    end
    raise CbFail, "state #{s}" unless s =~ /\A:(\w+)\z/
    @states.include?($1.to_sym) ? @sid.($1) : nil
  end

  # A string expression -> [p, n] C expressions (p NULL for nil).
  def expr(e)
    e = e.strip
    e = e[1...-1].strip while e.start_with?('(') && e.end_with?(')') && balanced?(e[1...-1])
    return @vars[e] if @vars[e]
    if (md = e.match(/\A#{@m}\[(\d+)\]\z/))
      g = md[1].to_i
      return ['m->s', 'm->ov[1]'] if g == 0
      i = @decls.size
      @decls << "const char *g#{i}p; size_t g#{i}n; hl_group(m, #{g}, &g#{i}p, &g#{i}n);"
      return ["g#{i}p", "g#{i}n"]
    end
    if e == "#{@m}[0]" || e == "#{@m}.to_s"
      return ['m->s', 'm->ov[1]']
    end
    if (md = e.match(/\A(#{@m}\[\d+\])\s*\+\s*(#{@m}\[\d+\])\z/))
      ap, an = expr(md[1])
      bp, bn = expr(md[2])
      i = @fold += 1
      @decls << "char c#{i}[512]; size_t c#{i}n = 0; if (#{an} + #{bn} < sizeof c#{i}) { if (#{an}) memcpy(c#{i}, #{ap}, #{an}); if (#{bn}) memcpy(c#{i} + #{an}, #{bp}, #{bn}); c#{i}n = #{an} + #{bn}; }"
      return ["c#{i}", "c#{i}n"]
    end
    if (md = e.match(/\A(.+)\.strip\z/))
      p, n = expr(md[1])
      i = @fold += 1
      @decls << "const char *s#{i} = #{p}; size_t s#{i}n = #{n}; hl_rb_strip(&s#{i}, &s#{i}n);"
      return ["s#{i}", "s#{i}n"]
    end
    if (md = e.match(/\A(.+)\.(downcase|upcase)\z/))
      p, n = expr(md[1])
      i = @fold += 1
      @decls << "char f#{i}[256]; size_t f#{i}n = hl_fold(f#{i}, sizeof f#{i}, #{p}, #{n}, #{md[2] == 'upcase' ? 1 : 0});"
      return ["f#{i}", "f#{i}n"]
    end
    raise CbFail, "expr #{e}"
  end

  def balanced?(s)
    d = 0
    s.each_char { |c| d += 1 if c == '('; d -= 1 if c == ')'; return false if d < 0 }
    d == 0
  end

  # A set the block names that is not a keyword method or constant: evaluated on an instance of the lexer (an
  # instance method, a hash entry, a %w() literal), emitted as a sorted array.
  def set_of(e)
    v = begin
          if @binding && e =~ /\A[a-z_]\w*\z/ && @binding.local_variable_defined?(e)
            @binding.local_variable_get(e)
          else
            @inst.instance_eval(e)
          end
        rescue StandardError, SyntaxError
          nil
        end
    v = v.to_a if v.is_a?(Set)
    raise CbFail, "set #{e}" unless v.is_a?(Array) && v.all? { |x| x.is_a?(String) }
    @setn = (@setn || 0) + 1
    name = "set_#{@setn}"
    @res << "#{c_words_head(name, v.uniq.sort)}#{v.uniq.sort.map { |x| c_str(x) }.join(', ')}};"
    @kw[e] = name
  end

  def lit(s)
    s = s.strip
    return s[1] if s =~ /\A\?.\z/
    raise CbFail, "literal #{s}" unless s =~ /\A'([^'\\]*)'\z/ || s =~ /\A"([^"\\#]*)"\z/
    $1
  end

  def cstr(s) = c_str(s)

  def regex(s)
    s = s.strip
    r = begin
          @binding ? @binding.eval(s) : @klass.class_eval(s) # the block's binding sees the class body's locals
        rescue StandardError, SyntaxError
          begin
            @klass.class_eval(s)
          rescue StandardError, SyntaxError
            raise CbFail, "regex #{s}"
          end
        end
    raise CbFail, "regex #{s}" unless r.is_a?(Regexp)
    i = @res.size
    @res << "static hl_re re_#{i} = {#{c_str(translate(r.source))}, #{opts_c(r)}, NULL};"
    "re_#{i}"
  end

  # split at top-level operator op (|| or &&)
  def split_top(c, op)
    parts = []
    d = 0
    q = nil
    cur = +''
    i = 0
    while i < c.size
      ch = c[i]
      if q
        q = nil if ch == q
      elsif ch == '"' || ch == "'"
        q = ch
      elsif ch == '/' && (cur.strip.empty? || cur =~ /(=~|!~|\(|,|===|\s)\s*\z/) && d >= 0 && cur !~ /[\w\])]\s*\z/
        q = '/'
      elsif '([{'.include?(ch)
        d += 1
      elsif ')]}'.include?(ch)
        d -= 1
      elsif d == 0 && c[i, op.size] == op
        parts << cur
        cur = +''
        i += op.size
        next
      end
      cur << ch
      i += 1
    end
    parts << cur
    parts
  end

  def cond(c)
    c = c.strip
    c = c.gsub(/\s+and\s+/, ' && ').gsub(/\s+or\s+/, ' || ') unless c =~ /['"\/]/
    (@alias || {}).each { |k, v| c = c.sub(/\A#{k}\b/, v) }
    c = c.sub(/\s+then\z/, '')
    if (ps = split_top(c, '||')).size > 1
      return ps.map { |x| "(#{cond(x)})" }.join(' || ')
    end
    if (ps = split_top(c, '&&')).size > 1
      return ps.map { |x| "(#{cond(x)})" }.join(' && ')
    end
    if c.start_with?('(') && c.end_with?(')') && balanced?(c[1...-1])
      return cond(c[1...-1])
    end
    return "!(#{cond(c[1..])})" if c.start_with?('!') && !c.start_with?('!=')
    # in a `start` block, a test of the lexer's options (instance variables, option methods) is decided on a default
    # instance, as Jekyll makes it (no options)
    if @in_start && @inst && c !~ /\b#{@m}\[/ && c =~ /\A[@\w?!:\s=().]+\z/
      v = begin
            @inst.instance_eval(c)
          rescue StandardError, SyntaxError
            :fail
          end
      return v ? '1' : '0' unless v == :fail
    end
    return '1' if c =~ /\A(['"])\w*\1\.casecmp\s*\(?#{@m}\[\d+\]\)?\z/ # an Integer: always true
    if (md = c.match(/\A(self\.class\.\w+)\.values\.any\?\s*\{\s*\|(\w+)\|\s*\2\.include\?\s*\(?(.+?)\)?\s*\}\z/))
      e = "#{md[1]}.values.map(&:to_a).flatten"
      arr = @kw[e] || set_of(e)
      p, n = expr(md[3])
      return "HL_IN(#{arr}, #{p}, #{n})"
    end
    # set membership
    if (md = c.match(/\A(self\.class\.\w+[?!]?(?:\[:\w+\])?|self\.\w+|self\.class::[A-Z]\w*|[A-Z][\w:]*(?:\[:\w+\])?|\w+|%w[(\[{][^)\]}]*[)\]}])\.include\?\s*\(?(.+?)\)?\z/)) &&
       !@vars.key?(md[1]) && md[1] != @m
      arr = @kw[md[1]] || set_of(md[1])
      p, n = expr(md[2])
      return "HL_IN(#{arr}, #{p}, #{n})"
    end
    if (md = c.match(/\A'([^']*)'\.include\?\s*\(?(.+?)\)?\z/) || c.match(/\A"([^"#\\]*)"\.include\?\s*\(?(.+?)\)?\z/))
      p, n = expr(md[2])
      return "hl_substr(#{c_str(md[1])}, #{p}, #{n})"
    end
    if (md = c.match(/\A(.+?)\s*(==|!=)\s*(@\w+)\z/))
      p, n = expr(md[1])
      e = "hl_str_eq(&#{ivar(md[3])}, #{p}, #{n})"
      return md[2] == '==' ? e : "!#{e}"
    end
    if (md = c.match(/\A(.+?)\s*(==|!=)\s*(['"].*['"]|\?.)\z/))
      p, n = expr(md[1])
      s = lit(md[3])
      e = s.empty? ? "(#{nn(p)} && #{n} == 0)" : "(#{n} == #{s.bytesize} && memcmp(#{p}, #{c_str(s)}, #{s.bytesize}) == 0)"
      return md[2] == '==' ? e : "!#{e}"
    end
    if (md = c.match(/\A(.+?)\s*(=~|!~)\s*(\/.*\/[imx]*|%r.*)\z/))
      p, n = expr(md[1])
      e = "hl_re_test(&#{regex(md[3])}, #{p}, #{n})"
      return md[2] == '=~' ? e : "!#{e}"
    end
    if (md = c.match(/\A(\/.*\/[imx]*|%r\{.*\}[imx]*|%r(\W).*\2[imx]*)\s*(=~|===)\s*(.+)\z/))
      p, n = expr(md[4])
      return "hl_re_test(&#{regex(md[1])}, #{p}, #{n})"
    end
    if (md = c.match(/\A(\/.*\/[imx]*|%r\{.*\}[imx]*)\s*(=~|===)\s*(.+)\z/))
      p, n = expr(md[3])
      return "hl_re_test(&#{regex(md[1])}, #{p}, #{n})"
    end
    if (md = c.match(/\A(.+?)\.match\?\s*\(?(.+?)\)?\z/))
      p, n = expr(md[1])
      return "hl_re_test(&#{regex(md[2])}, #{p}, #{n})"
    end
    if (md = c.match(/\A(.+?)\.(start_with|end_with)\?\s*\(?\s*(['"][^'"]*['"])\s*\)?\z/))
      p, n = expr(md[1])
      s = lit(md[3])
      k = s.bytesize
      at = md[2] == 'start_with' ? p : "#{p} + #{n} - #{k}"
      return k.zero? ? nn(p) : "(#{n} >= #{k} && memcmp(#{at}, #{c_str(s)}, #{k}) == 0)"
    end
    if (md = c.match(/\Acurrent_string\.delim\?\s*\(?(.+?)\)?\z/))
      p, n = expr(md[1])
      return "hl_strreg_delim(&#{ivar('@current_string', :strreg)}, #{p}, #{n})"
    end
    if (md = c.match(/\Acurrent_string\.type\?\s*\(?\s*(['"]\w+['"])\s*\)?\z/))
      return "hl_strreg_type(&#{ivar('@current_string', :strreg)}, #{c_str(lit(md[1]))})"
    end
    if (md = c.match(/\A(@\w+)(?:\.to_i)?\s*(==|!=|>=|<=|>|<)\s*(\d+)\z/))
      return "(#{ivar(md[1], :int)} #{md[2]} #{md[3]})"
    end
    if (md = c.match(/\A(?:stack|@stack)\.(?:size|length)\s*(==|!=|>=|<=|>|<)\s*(\d+)\z/))
      return "(lx->depth #{md[1]} #{md[2]})"
    end
    if (md = c.match(/\A(@?[a-z_]\w*)\.state\?\s*\(?\s*(?::(\w+)|'(\w+)'|"(\w+)")\s*\)?\z/)) && md[1] != @m
      slot, = sub(md[1])
      return "hl_state_is(lx->subs[#{slot}], #{c_str(md[2] || md[3] || md[4])})"
    end
    if (md = c.match(/\A(?:in_state\?|state\?)\s*\(?\s*(:\w+)\s*\)?\z/))
      return c.start_with?('in_state') ? "hl_in_state(lx, #{state(md[1])})" : "(hl_top(lx) == #{state(md[1])})"
    end
    if (md = c.match(/\A(.+?)\.nil\?\z/))
      p, _n = expr(md[1])
      return "!#{nn(p)}"
    end
    if (md = c.match(/\A(.+?)\.empty\?\z/))
      _p, n = expr(md[1])
      return "(#{n} == 0)"
    end
    if c =~ /\A#{@m}\[(\d+)\]\z/ || @vars.key?(c)
      p, _n = expr(c)
      return nn(p)
    end
    raise CbFail, "cond #{c}"
  end

  def const(k)
    # a lexer class by its short name (YAML is Rouge::Lexers::YAML here, not Ruby's YAML module)
    return Rouge::Lexers.const_get(k) if k =~ /\A[A-Z]\w*\z/ && Rouge::Lexers.const_defined?(k)
    @klass.class_eval(k)
  rescue NameError
    begin
      Rouge::Lexers.const_get(k)
    rescue NameError
      raise CbFail, "constant #{k}"
    end
  end

  def stmt(s)
    s = s.strip
    if @fn_mode
      return 'return -1;' if s == 'nil' || s == 'return nil'
      s = s.sub(/\Areturn\s+/, '')
      return "return #{tok(s)};"
    end
    s = "#{$1} #{$2}" if s =~ /\A(token|groups|push|goto|delegate|recurse|pop!)\((.*)\)\z/ && balanced?($2)
    if (md = s.match(/\Atoken\s+(.+)\z/)) && (args = split_top(md[1], ',')).size <= 2
      t = tok(args[0])
      p, n = args[1] ? expr(args[1]) : ['m->s', 'm->ov[1]']
      "hl_token(lx, #{t}, #{p}, #{n});"
    elsif (md = s.match(/\Agroups\s+(.+)\z/))
      split_top(md[1], ',').each_with_index.map { |t, i| "hl_token_m(lx, #{tok(t)}, m, #{i + 1});" }.join(' ')
    elsif (md = s.match(/\A(push|goto)\s+(:"[^"]*")\z/))
      "hl_#{md[1]}(lx, #{state(md[2]) || raise(CbFail, "state #{md[2]}")});"
    elsif (md = s.match(/\A(push|goto)\s+(:\w+)\z/)) && !state(md[2])
      "/* #{s}: a state Rouge does not define (it raises there); the stack is left alone */"
    elsif (md = s.match(/\Apush\s+(:\w+)\z/)) then "hl_push(lx, #{state(md[1])});"
    elsif s == 'push' then 'hl_push_self(lx);'
    elsif s == 'pop!' then 'hl_pop(lx, 1);'
    elsif (md = s.match(/\Apop!\s*\(?\s*(\d+)\s*\)?\z/)) then "hl_pop(lx, #{md[1]});"
    elsif (md = s.match(/\Agoto\s+(:\w+)\z/)) then "hl_goto(lx, #{state(md[1])});"
    elsif (md = s.match(/\A(@\w+)\s*=\s*[A-Z][\w:]*\.new(\(.*\))?\z/))
      slot, = sub(md[1]) # a fresh sub-lexer: made at its next delegate
      "hl_lx_free(lx->subs[#{slot}]); lx->subs[#{slot}] = NULL;"
    elsif (md = s.match(/\Acurrent_string\.register\s+type:\s*(.+?),\s*delim:\s*(.+)\z/))
      tp, tn = expr(md[1])
      dp, dn = expr(md[2])
      "hl_strreg_push(&#{ivar('@current_string', :strreg)}, #{tp}, #{tn}, #{dp}, #{dn});"
    elsif s == 'current_string.remove' then "hl_strreg_pop(&#{ivar('@current_string', :strreg)});"
    elsif (md = s.match(/\A(.+?)\s+\?\s+token\((.+?)\)\s+:\s+token\((.+?)\)\z/))
      c = cond(md[1])
      "if (#{c}) #{stmt("token #{md[2]}")} else #{stmt("token #{md[3]}")}"
    elsif (md = s.match(/\A(@\w+)\s*\|\|=\s*0\z/)) then "(void)#{ivar(md[1], :int)}; /* ||= 0: nil counts as 0 */"
    elsif (md = s.match(/\A(@\w+)\s*(\+|-)=\s*(\d+)\z/)) then "#{ivar(md[1], :int)} #{md[2]}= #{md[3]};"
    elsif (md = s.match(/\A(@\w+)\s*=\s*(\d+)\z/)) then "#{ivar(md[1], :int)} = #{md[2]};"
    elsif (md = s.match(/\Apop!\s+until\s+(?:state\?|in_state\?)\s*\(?\s*(:\w+)\s*\)?\z/))
      "while (lx->depth > 1 && hl_top(lx) != #{state(md[1])}) hl_pop(lx, 1);"
    elsif (md = s.match(/\A(@\w+)\s*=\s*Regexp\.escape\((.+)\)\z/))
      p, n = expr(md[2])
      "hl_str_set(&#{ivar(md[1])}, #{p}, #{n}, 1);"
    elsif (md = s.match(/\A(@\w+)\s*=\s*nil\z/))
      "hl_str_set(&#{ivar(md[1])}, NULL, 0, 0);"
    elsif (md = s.match(/\A(@\w+)\s*=\s*(#{@m}\[\d+\].*)\z/))
      p, n = expr(md[2])
      "hl_str_set(&#{ivar(md[1])}, #{p}, #{n}, 0);"
    elsif s =~ /\A:\w+!?\z/ then "/* #{s} (a value, no effect) */"
    elsif s == 'reset_stack' then 'hl_reset_stack(lx);'
    elsif (md = s.match(/\A(@?[a-z_]\w*)\.pop!\z/))
      slot, = sub(md[1])
      "if (lx->subs[#{slot}]) hl_pop(lx->subs[#{slot}], 1);"
    elsif (md = s.match(/\A(@?\w+)\.reset!\z/))
      slot, = sub(md[1])
      "if (lx->subs[#{slot}]) hl_lx_reset(lx->subs[#{slot}]);"
    elsif (md = s.match(/\Adelegate\s+(@?[a-z_]\w*)\s*(?:,\s*(.+))?\z/))
      slot, var = sub(md[1])
      p, n = md[2] ? expr(md[2]) : ['m->s', 'm->ov[1]']
      lang = md[1] == 'parent' ? "hl_parent(lx, &#{var})" : "&#{var}"
      "hl_delegate_sub(lx, #{slot}, #{lang}, #{p}, #{n});"
    elsif s == 'recurse' then 'hl_recurse(lx, m->s, m->ov[1]);'
    elsif (md = s.match(/\Arecurse\s+(.+)\z/))
      p, n = expr(md[1])
      "hl_recurse(lx, #{p}, #{n});"
    elsif (md = s.match(/\Adelegate\s+([A-Z][\w:]*)\s*(?:,\s*(.+))?\z/))
      kl = const(md[1])
      raise CbFail, "delegate #{md[1]}" unless kl.is_a?(Class) && kl < Rouge::Lexer
      var = @langs[kl.tag] or raise CbFail, "delegate to #{kl.tag}: not ported"
      p, n = md[2] ? expr(md[2]) : ['m->s', 'm->ov[1]']
      "hl_delegate_new(lx, &#{var}, #{p}, #{n});"
    else
      raise CbFail, "stmt #{s}"
    end
  end
end
