# Prints the cases of tests/unit/test_json_csv.c with Ruby's results, as C initialisers.
# Sections: csv (CSV.parse(headers: true, converters: []) .map(&:to_hash), as Jekyll's data reader),
# tsv (the same with col_sep "\t"), json_load (JSON.parse), json_write (YAML safe_load as Jekyll, then to_json,
# as Jekyll's jsonify).
require 'csv'
require 'json'
require 'yaml'
require 'date'
load File.join(__dir__, 'gen_yaml_cases.rb') if false

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
  when Array then '[' + v.map { |x| dump(x) }.join(',') + ']'
  when Hash then '{' + v.map { |k, x| "#{esc(k.to_s)}=>#{dump(x)}" }.join(',') + '}'
  else raise "unexpected #{v.class}"
  end
end

def c_str(s)
  '"' + s.b.gsub(/[\\"]/) { |m| '\\' + m }.gsub("\n", '\\n').gsub("\r", '\\r').gsub("\t", '\\t')
         .gsub(/[^\x20-\x7e]/n) { |m| format('\\%03o', m.ord) } + '"'
end

def csv(s, sep)
  dump(CSV.parse(s, headers: true, converters: [], col_sep: sep).map { |r| r.instance_of?(CSV::Row) ? r.to_hash : r })
rescue CSV::MalformedCSVError => e
  'ERR:' + e.message
end

section = ARGV[0]
case section
when 'csv', 'tsv'
  sep = section == 'csv' ? ',' : "\t"
  cases = [
    "a,b\n1,2\n", "a,b\r\n1,2\r\n3,4", "a,b\r1,2\r", "a,b,a\n1,2,3\n", "a,b\n1\n1,2,3\n", "a,b\n\n1,2\n",
    "a,b\n1,2\n\n", "a,,b\n1,2,3\n", "a,b\n\"\",\n", "a,b\n\"x \"\"q\"\" y\",\"multi\nline\"\n",
    "a,b\n\"multi\r\nline\",2\r\n", "a,b\n1,x\"y\n", "a,b\n\"1\"x,2\n", "a,b\n\"1,2\n", "", "a,b\n", "a,b",
    " a , b \n 1 , 2 \n", "\xEF\xBB\xBFa,b\n1,2\n", "name,title\nJo,\"Hello, world\"\nAl,\xC3\xA9t\xC3\xA9\n",
    "a,b\n1,2,\n", "a\n\n\n", "a,b\n,\n", "\"a\",\"b\"\n\"1\",\"2\"\n",
  ]
  cases = cases.map { |c| c.tr(',', "\t") } if section == 'tsv'
  cases.each { |c| puts "    {#{c_str(c)}, #{c_str(csv(c, sep))}}," }
when 'json_load'
  cases = ['{"b":1,"a":2,"b":3}', '[1, 1.0, 1e2, 1E-2, -0, -0.0, 0.1, 1.5e300]', '"x\u00e9\n\u263a\ud83d\ude00"',
           'null', 'true', '{"a":{"b":[{"c":null}]},"e":[]}', '{"k":"v\u0000w"}', '[1,]', '{"a" 1}', '[1] x',
           "{\n  \"a\": tru\n}", '', '123456789012']
  cases.each do |c|
    r = begin
      dump(JSON.parse(c))
    rescue JSON::ParserError
      'ERR'
    end
    puts "    {#{c_str(c)}, #{c_str(r)}},"
  end
when 'json_write'
  cases = [
    "a: x/y é\nb: \"tab\\there \\\"q\\\" \\\\ \\x01 \\x7f \\u2028\"\nc: [1.0, 0.1, 1.0e+20, 1.5e-7, 100.0, 1.0e+16, 123456789.123, 1.0e-5]\n",
    "n: ~\nt: true\nf: false\ni: -5\nbig: 9223372036854775807\n",
    "d: 2017-08-17\nt: 2017-08-17 12:00:00 -0700\nz: 2017-08-17T12:00:00Z\nf: 2017-08-17 12:00:00.5 +01:00\n",
    "- {a: 1, b: [1, {c: d}]}\n- []\n- {}\n- ''\n",
    "1: one\n~: nil\n1.5: x\n",
    "s: \"\\b\\f\\n\\r\\t\\x1f\\0\"\n",
  ]
  cases.each do |c|
    v = Psych.safe_load(c, permitted_classes: [Date, Time], aliases: true)
    puts "    {#{c_str(c)}, #{c_str(v.to_json)}},"
  end
end
