# Regenerates tests/data/yaml/scalars.txt and tests/data/date/parse_random.txt: seeded random strings and what
# Ruby 3.1 makes of them.  ruby tests/ruby/gen_random_corpora.rb yaml|date > FILE
require 'yaml'
require 'date'
require 'time'

def esc(s)
  o = +'"'
  s.b.each_byte do |b|
    o << (b == 0x5c ? '\\\\' : b == 0x22 ? '\\"' : (b < 0x20 || b == 0x7f) ? format('\\x%02X', b) : b.chr)
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
  end
end

def scalar_tokens
  srand(7)
  alpha = '0123456789_,.:+-eExXbBoO '.chars + ['inf', 'nan', 'Inf', 'NaN', 'yes', 'no', 'on', 'off', 'null', '~', 'true',
                                                'false', 'T', 'Z', ' +07:00', '-', '2017-08-17', ' 12:00:00']
  toks = Array.new(5000) { Array.new(1 + rand(6)) { alpha.sample }.join.strip }
  srand(11)
  parts = ['2017', '-0017', '17', '-', '08', '8', '1', '31', '30', '29', '02', '13', '00', ' ', 'T', 't', '  ', '12', ':', '00',
           '5', '60', '59', '24', '.', '123456789', '5', 'Z', ' Z', '+', '-', '07', '7', '0700', '700', ':30', '00:30',
           '+05:30', '-00:30']
  toks += Array.new(8000) { Array.new(3 + rand(9)) { parts.sample }.join.strip }
  toks += Array.new(3000) do
    y = rand(3000).to_s.rjust(4, '0')
    "#{y}-#{rand(14)}-#{rand(33)}" +
      (rand < 0.6 ? "#{[' ', 'T', '  '].sample}#{rand(26)}:#{rand(62).to_s.rjust(2, '0')}:#{rand(62).to_s.rjust(2, '0')}" \
                    "#{rand < 0.3 ? '.' + rand(10**rand(1..12)).to_s : ''}" \
                    "#{['', 'Z', ' Z', ' +0700', ' -07:30', ' +5', ' -100', ' +14:00', ' +1234', ' -0'].sample}" : '')
  end
  toks.uniq.reject { |t| t.empty? || t =~ /\A[-?:,\[\]{}#&*!|>%@`"']/ || t =~ /: |#|\s\z/ }
end

def date_tokens
  srand(5)
  parts = ['2017', '17', '08', '8', '1', '31', '30', '02', '13', '12', ':', '00', '30', '59', '-', '/', '.', ',', ' ', '  ', 'T',
           'Z', 'am', 'pm', 'a.m.', 'Aug', 'August', 'aug', 'Sep', 'Mon', 'Thursday', 'th', 'st', '+0700', '-07:00', '+07',
           'UTC', 'GMT', 'PDT', 'EST', 'CEST', 'bc', 'BC', 'w', 'W33', '--', "'", 'h', 'm', 's', '[', ']', 'utc+7', 'x', 'on',
           'at']
  Array.new(12000) { Array.new(1 + rand(8)) { parts.sample }.join }.uniq
end

def strftime_formats
  srand(3)
  pieces = ['%', '-', '_', '0', '^', '#', ':', '::', '1', '5', '10', 'E', 'O']
  convs = 'aAbBcCdDeFgGhHIjklLmMnNpPrRsStTuUvVwWxXyYzZ%+Q:qiJ'.chars
  fmts = Array.new(6000) do
    Array.new(1 + rand(4)) do
      '%' + Array.new(rand(4)) { pieces.sample }.join + (rand < 0.9 ? convs.sample : '') + (rand < 0.3 ? ' x' : '')
    end.join
  end
  # widths over 65536 are refused by sitepub (Ruby would allocate them)
  fmts.uniq.reject { |f| f =~ /\d{6,}/ }
end

def sesc(s)
  s.gsub('\\') { '\\\\' }.gsub("\n", '\\n').gsub("\t", '\\t')
end

case ARGV[0]
when 'yaml'
  puts '# Plain YAML scalars (random, from number/date/time pieces) and what Ruby 3.1 Psych.safe_load("a: <scalar>", ' \
       'permitted_classes: [Date, Time], aliases: true) gives, in the canonical form of tests/unit/test_yaml.c ' \
       '(SYNERR: Psych::SyntaxError, ERR: other errors). Integers beyond 64 bits are left out (sitepub keeps them as digits).'
  scalar_tokens.each do |t|
    r = begin
      dump(Psych.safe_load("a: #{t}\n", permitted_classes: [Date, Time], aliases: true))
    rescue Psych::SyntaxError
      'SYNERR'
    rescue StandardError
      'ERR'
    end
    next if r =~ /=>i:-?[0-9]{19,}/
    puts "#{t}\t#{r}"
  end
when 'strftime'
  puts '# Random strftime formats (tests/ruby/gen_random_corpora.rb) and Ruby 3.1 Time#strftime on five times: ' \
       'format<TAB>five results (backslash, newline and tab escaped as \\\\ \\n \\t; ERR: ArgumentError). The times: ' \
       'Time.at(1502971200, 123456789, :nsec).getlocal("-07:00"), Time.at(1502971200, 5, :nsec).utc, ' \
       'Time.at(-62009366400).utc, Time.at(1483228800).getlocal("+05:45"), Time.at(1483228800).getlocal("-00:30")'
  times = [Time.at(1502971200, 123456789, :nsec).getlocal('-07:00'), Time.at(1502971200, 5, :nsec).utc,
           Time.at(-62009366400).utc, Time.at(1483228800).getlocal('+05:45'), Time.at(1483228800).getlocal('-00:30')]
  strftime_formats.each do |f|
    r = times.map do |t|
      sesc(t.strftime(f))
    rescue ArgumentError
      'ERR'
    end
    puts "#{f}\t#{r.join("\t")}"
  end
when 'strftime-date'
  puts '# The same random formats and Ruby 3.1 Date#strftime on Date.new(2017, 8, 17), Date.new(1969, 12, 31) and ' \
       'Date.new(2020, 2, 29): format<TAB>three results (escaped as in random.txt). Formats for which Date#strftime ' \
       'raises (Errno::ERANGE for some widths of several thousand) are left out.'
  dates = [Date.new(2017, 8, 17), Date.new(1969, 12, 31), Date.new(2020, 2, 29)]
  strftime_formats.each do |f|
    r = dates.map { |d| sesc(d.strftime(f)) }
    puts "#{f}\t#{r.join("\t")}"
  rescue SystemCallError, ArgumentError
    next
  end
when 'date-zone'
  # one result per token for the zone in ENV['TZ'] (a separate process per zone: Ruby keeps the old zone for
  # some results when ENV['TZ'] changes inside a process)
  now = Time.at(1502973296, 789000000, :nsec)
  date_tokens.each do |s|
    t = Time.parse(s, now)
    puts "#{t.to_i} #{t.nsec} #{t.utc_offset}"
  rescue ArgumentError
    puts 'FAIL'
  end
when 'date'
  puts "# Random date-like strings (tests/ruby/gen_random_corpora.rb) and Ruby 3.1's Time.parse(s, Time.at(1502973296, " \
       "789000000, :nsec)): input<TAB>result in UTC<TAB>result with TZ=America/Los_Angeles; result is 'sec nsec " \
       "utc_offset' or FAIL (ArgumentError). Strings whose Ruby result is a year past 1,000,000 are left out (glibc drops DST there)."
  utc = IO.popen({ 'TZ' => 'UTC' }, ['ruby', __FILE__, 'date-zone'], &:readlines).map(&:chomp)
  la = IO.popen({ 'TZ' => 'America/Los_Angeles' }, ['ruby', __FILE__, 'date-zone'], &:readlines).map(&:chomp)
  date_tokens.each_with_index do |s, i|
    a = utc[i]
    b = la[i]
    next if [a, b].any? { |r| r != 'FAIL' && r.split.first.to_i.abs >= 31_000_000_000_000 }
    puts "#{s}\t#{a}\t#{b}"
  end
end
